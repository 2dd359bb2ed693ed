// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Resource limits (issue 11): small crafted files that declare absurd sizes (array
// shapes of 2**40 elements, shapes whose element count overflows, lengths past the end
// of the file, a buffer capacity of 2**40, a priority tree of 2**40 leaves, an npz
// member that claims 4 GiB from 71 bytes) are refused with a message that says what is
// wrong, both by the facade in process and by the CLI (exit 2, one line), instead of an
// allocation that ends in an out-of-memory kill. The files and the script that made
// them are in tests/data/limits/.

#include <testutils.h>

#include <core/error.h>
#include <core/files/formats.h>

#include <core/array/resourcelimits.h>

#include <QFileInfo>
#include <QProcess>
#include <QTest>

#include <barrier>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

using namespace ReplayScope::Core;

class TestResourceLimits : public QObject {
    Q_OBJECT

private slots:
    void testRefused_data();
    void testRefused();
    void testTunedAllocator();
};

void TestResourceLimits::testRefused_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");
    const auto row = [](const char* file, const char* message) {
        QTest::newRow(file) << QString::fromLatin1(file) << QString::fromLatin1(message);
    };
    // Pickles: numpy arrays whose BUILD state claims far more than it carries.
    row("pickle_shape_huge.pkl", "buffer size does not match array size (0 bytes for 8796093022208)");
    row("pickle_shape_overflow.pkl", "the shape (4611686018427387904, 4611686018427387904) overflows");
    row("pickle_object_shape_huge.pkl", "holds 1 items for shape (1099511627776,)");
    row("pickle_str_itemsize_huge.pkl", "buffer size does not match array size (0 bytes for 1073741824)");
    // Pickles: length fields past the end of the file.
    row("pickle_binbytes8_huge.pkl", "length 4611686018427387904 exceeds the 4 bytes left");
    row("pickle_frame_huge.pkl", "frame of 1152921504606846976 bytes exceeds the 2 bytes left");
    // Tianshou buffers: a capacity, and a priority tree, far beyond the stored data.
    row("pickle_buffer_maxsize_huge.pkl", "maxsize 1099511627776 disagrees with _indices, which holds 10 slots");
    row("pickle_prio_tree_huge.pkl", "SegmentTree state does not fit: size 1099511627776");
    row("hdf5_buffer_maxsize_huge.h5",
        "a ReplayBuffer of capacity 1099511627776 needs 8.0 TiB, more than this machine's");
    // HDF5 datasets of 8 TiB that the file does not store, and an unaddressable extent.
    row("hdf5_chunked_huge.h5", "the dataset declares 8.0 TiB but the file stores only 0 bytes of it");
    row("hdf5_contiguous_huge.h5", "the dataset declares 8.0 TiB but the file stores only 0 bytes of it");
    row("hdf5_dims_overflow.h5",
        "the dataspace (2147483648, 2147483648, 2147483648) holds more elements than can be addressed");
    // numpy.
    row("npy_shape_huge.npy", "the header promises 8796093022208 bytes of float64 (1099511627776,) but only 0 follow");
    row("npy_shape_overflow.npy", "the shape (4611686018427387904, 4611686018427387904) is too large");
    row("npy_object_shape_huge.npy", "(1099511627776,)");
    row("npz_member_size_huge.npz", "claims 4294967280 bytes from 71 compressed ones, more than deflate can give");
}

void TestResourceLimits::testRefused()
{
    QFETCH(QString, file);
    QFETCH(QString, message);
    const QString path = TestUtils::testDataPath(QStringLiteral("limits/") + file);
    QVERIFY(QFileInfo(path).size() < 20000); // the point: a small file that claims a lot

    // In process: a core error (never bad_alloc) whose text names the file and the claim.
    QString text;
    try {
        const LoadedData data = loadFile(path.toStdString());
        QFAIL("the file was accepted");
    } catch (const Error& e) {
        text = QString::fromStdString(e.what());
    }
    QVERIFY2(text.contains(message), qPrintable(text));

    // The CLI: exit 2 and that message as its one line on stderr.
    QProcess p;
    p.start(QStringLiteral(REPLAYSCOPE_CLI), {QStringLiteral("info"), path});
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    const QByteArray err = p.readAllStandardError();
    QCOMPARE(p.exitCode(), 2);
    QVERIFY2(err.endsWith('\n') && err.count('\n') == 1, err.constData());
    QVERIFY2(err.contains(file.toUtf8()) && err.contains(message.toUtf8()), err.constData());
}

// Where a pointer goes, so the compiler cannot drop a malloc and free pair.
static void* volatile g_sink = nullptr;

void TestResourceLimits::testTunedAllocator()
{
#if defined(__SANITIZE_ADDRESS__)
    QVERIFY(!tuneAllocator()); // the sanitizer's allocator is left as it is
#else
    QVERIFY(tuneAllocator());
    // 8 MiB, far above glibc's default threshold for a mapping of its own, now comes
    // from the heap and stays there when freed, so the next result of that size faults
    // nothing in.
    constexpr std::size_t bytes = 8 << 20;
    const struct mallinfo2 before = mallinfo2();
    g_sink = std::malloc(bytes);
    QVERIFY(g_sink);
    std::memset(g_sink, 1, bytes);
    const struct mallinfo2 held = mallinfo2();
    std::free(g_sink);
    const struct mallinfo2 after = mallinfo2();
    QCOMPARE(held.hblkhd, before.hblkhd);
    QVERIFY2(after.fordblks >= before.fordblks + bytes,
             qPrintable(QStringLiteral("free heap %1 -> %2").arg(before.fordblks).arg(after.fordblks)));

    // Threads share two arenas instead of taking one each: four threads that each hold
    // a block at the same time leave at most two heaps in malloc_info's report.
    std::barrier together(4);
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&together] {
            void* block = std::malloc(4096);
            std::memset(block, 1, 4096);
            together.arrive_and_wait();
            std::free(block);
        });
    for (std::thread& t : threads)
        t.join();
    char* report = nullptr;
    std::size_t length = 0;
    std::FILE* out = open_memstream(&report, &length);
    QVERIFY(out);
    QCOMPARE(malloc_info(0, out), 0);
    std::fclose(out);
    const QByteArray xml(report, qsizetype(length));
    std::free(report);
    QVERIFY2(xml.count("<heap nr=") >= 1 && xml.count("<heap nr=") <= 2, xml.constData());
#endif
}

QTEST_APPLESS_MAIN(TestResourceLimits)
#include "tst_resourcelimits.moc"
