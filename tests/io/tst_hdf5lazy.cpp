// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Lazy reading of compressed Tianshou HDF5 files (issue 4): readTianshouHdf5 leaves
// large chunked/gzip datasets unread at open, backed by a deferred Storage that reads
// them on first touch a window of rows at a time through a LazyDataset. Proven with
// LazyDataset::bytesRead() (no element bytes read at open, exactly the dataset's bytes
// after the first touch) on a 200,000-row gzip buffer h5py writes at test time, and the
// content of every deferred array of every gzip fixture compared with what h5py reads.
// Windows (readRowWindow) of an unread array read only their rows and leave it unread,
// in Tianshou files and in any other HDF5 file.

#include <core/array/arrayops.h>
#include <core/files/bufferhdf5.h>
#include <core/files/formats.h>
#include <core/array/rowwindow.h>
#include <core/io/hdf5/lazydataset.h>
#include <core/io/hdf5/tianshouhdf5.h>

#include <QCryptographicHash>
#include <QDir>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <testutils.h>

using namespace ReplayScope::Core;

class TestHdf5Lazy : public QObject {
    Q_OBJECT

private slots:
    void testOpenReadsNoData();
    void testWindowReadsOnlyItsRows();
    void testGenericFileReadsWindows();
    void testFixturesContent_data();
    void testFixturesContent();
};

namespace {

// h5py writes a v1.2-style save_hdf5 buffer of 200,000 rows, every dataset gzip
// compressed in chunks of 10,000 rows, and prints the sha256 of obs as h5py reads it.
const char* WriteBigBuffer = "io/write_big_buffer.py"; // under tests/data

// The sha256 of every array dataset of a file as h5py reads it, by HDF5 path.
const char* HashDatasets = "io/hash_datasets.py"; // under tests/data

QByteArray sha256Of(const NdArray& array)
{
    const NdArray flat = array.contiguous();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (flat.nbytes() > 0)
        hash.addData(QByteArrayView(reinterpret_cast<const char*>(flat.elementPtr(0)), flat.nbytes()));
    return hash.result().toHex();
}

// The array at an HDF5 path inside from_hdf5's state ("/_meta/info/t").
const NdArray* arrayAt(const PyValue& state, const QString& path)
{
    const PyValue* at = &state;
    for (const QString& part : path.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        const std::string key = part.toStdString();
        if (at->isBatch()) {
            if (!at->asBatch()->contains(key))
                return nullptr;
            at = &at->asBatch()->get(key);
        } else {
            at = at->find(std::string_view(key));
        }
        if (!at)
            return nullptr;
    }
    return at->isArray() ? &at->asArray() : nullptr;
}

} // namespace

void TestHdf5Lazy::testOpenReadsNoData()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("big.gzip.h5"));
    bool ok = false;
    QString error;
    const QByteArray expected =
        TestUtils::runPythonFile(QString::fromLatin1(WriteBigBuffer), {path}, &ok, &error).trimmed();
    QVERIFY2(ok, qPrintable(error));

    const std::uint64_t before = LazyDataset::bytesRead();
    const TianshouHdf5 file = readTianshouHdf5(path.toStdString());
    QCOMPARE(LazyDataset::bytesRead(), before); // opening read no element of the large datasets
    const NdArray obs = file.meta->get("obs").asArray();
    QCOMPARE(obs.shape(), (Shape{200000, 17}));
    // The datasets of at least lazyFromBytes (1 MiB); rew (800 KB) and the flags are read.
    for (const char* key : {"obs", "obs_next", "act"})
        QVERIFY2(!file.meta->get(key).asArray().storage()->isMaterialized(), key);
    QVERIFY(file.meta->get("rew").asArray().storage()->isMaterialized());

    // Building the buffer keeps the arrays unread: it takes the Batch as it is.
    const auto buffer = bufferFromHdf5(file);
    QCOMPARE(buffer->size(), std::int64_t(200000));
    QVERIFY(!buffer->meta().get("obs").asArray().storage()->isMaterialized());
    QCOMPARE(LazyDataset::bytesRead(), before);

    // Touching one row of obs reads obs (through windows of chunks), and nothing else.
    QVERIFY(std::isfinite(obs.toDouble(17 * 123456 + 3)));
    QVERIFY(obs.storage()->isMaterialized());
    QCOMPARE(LazyDataset::bytesRead() - before, std::uint64_t(obs.nbytes()));
    QVERIFY(!file.meta->get("obs_next").asArray().storage()->isMaterialized());
    QCOMPARE(sha256Of(obs), expected);
}

// A view of rows near the end (and across a chunk border) of an unread gzip dataset
// reads just those rows through the chunk cache; the array stays unread, and the rows
// equal what h5py reads and what the whole array holds once it is read.
void TestHdf5Lazy::testWindowReadsOnlyItsRows()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.gzip.h5"));
    bool ok = false;
    QString error;
    TestUtils::runPythonFile(QString::fromLatin1(WriteBigBuffer), {path}, &ok, &error);
    QVERIFY2(ok, qPrintable(error));
    const QByteArray tail =
        TestUtils::runPython(QStringLiteral("import sys, hashlib, h5py, numpy as np\n"
                                            "print(hashlib.sha256(np.ascontiguousarray(h5py.File(sys.argv[1], 'r')"
                                            "['_meta/obs'][199950:200000]).tobytes()).hexdigest())"),
                             {path}, &ok, &error)
            .trimmed();
    QVERIFY2(ok, qPrintable(error));

    const TianshouHdf5 file = readTianshouHdf5(path.toStdString());
    const NdArray obs = file.meta->get("obs").asArray();
    QVERIFY(isUnreadWindowed(obs));
    const std::uint64_t before = LazyDataset::bytesRead();
    const NdArray end = readRowWindow(obs, 199950, 200000);
    QCOMPARE(end.shape(), (Shape{50, 17}));
    QCOMPARE(LazyDataset::bytesRead() - before, std::uint64_t(end.nbytes())); // 50 rows, not 200,000
    QVERIFY(isUnreadWindowed(obs));
    QCOMPARE(sha256Of(end), tail);
    const NdArray border = readRowWindow(obs, 9990, 10010); // chunks of 10,000 rows
    QVERIFY(!obs.storage()->isMaterialized());
    QVERIFY_THROWS_EXCEPTION(IndexError, readRowWindow(obs, 10, 200001));

    // Once read, the same rows come from memory.
    QVERIFY(std::isfinite(obs.toDouble(0)));
    QVERIFY(!isUnreadWindowed(obs));
    QVERIFY(arrayEqual(readRowWindow(obs, 199950, 200000), end));
    QVERIFY(arrayEqual(readRowWindow(obs, 9990, 10010), border));
}

// Any HDF5 file: a large gzip dataset of a generic file opens unread and reads windows.
void TestHdf5Lazy::testGenericFileReadsWindows()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("log.h5"));
    bool ok = false;
    QString error;
    const QByteArray rows =
        TestUtils::runPython(
            QStringLiteral(
                "import sys, h5py, numpy as np\n"
                "x = np.arange(300000 * 3, dtype=np.float64).reshape(300000, 3) * 0.5\n"
                "with h5py.File(sys.argv[1], 'w') as f:\n"
                "    f.create_group('run').create_dataset('x', data=x, compression='gzip', chunks=(4096, 3))\n"
                "print(' '.join(repr(float(v)) for v in x[123456]))"),
            {path}, &ok, &error)
            .trimmed();
    QVERIFY2(ok, qPrintable(error));
    const std::uint64_t before = LazyDataset::bytesRead();
    const LoadedData data = loadFile(path.toStdString());
    QCOMPARE(data.layout, std::string("generic"));
    const NdArray x = data.batch->findPath("run.x")->asArray();
    QCOMPARE(LazyDataset::bytesRead(), before); // nothing of it read at open
    QVERIFY(isUnreadWindowed(x));
    const NdArray row = readRowWindow(x, 123456, 123457);
    QStringList got;
    for (int c = 0; c < 3; ++c)
        got << QString::number(row.toDouble(c), 'g', 17);
    QStringList want;
    for (const QByteArray& v : rows.split(' '))
        want << QString::number(v.toDouble(), 'g', 17);
    QCOMPARE(got, want);
    QVERIFY(isUnreadWindowed(x));
}

void TestHdf5Lazy::testFixturesContent_data()
{
    QTest::addColumn<QString>("path");
    const QDir fixtures(TestUtils::sharedPath(QStringLiteral("fixtures")));
    for (const QString& release : fixtures.entryList({QStringLiteral("tianshou-*")}, QDir::Dirs)) {
        const QDir folder(fixtures.filePath(release));
        for (const QString& name :
             folder.entryList({QStringLiteral("*.gzip.h5"), QStringLiteral("*.lzf.h5")}, QDir::Files))
            QTest::newRow(qPrintable(release + QLatin1Char('/') + name)) << folder.filePath(name);
    }
}

void TestHdf5Lazy::testFixturesContent()
{
    QFETCH(QString, path);
    bool ok = false;
    QString error;
    const QByteArray listing = TestUtils::runPythonFile(QString::fromLatin1(HashDatasets), {path}, &ok, &error);
    QVERIFY2(ok, qPrintable(error));
    QMap<QString, QByteArray> expected;
    for (const QByteArray& line : listing.split('\n')) {
        const QList<QByteArray> fields = line.trimmed().split(' ');
        if (fields.size() == 2)
            expected.insert(QString::fromUtf8(fields[0]), fields[1]);
    }
    QVERIFY(!expected.isEmpty());

    TianshouHdf5Options options;
    options.lazyFromBytes = 0; // every filtered array deferred, however small
    const TianshouHdf5 file = readTianshouHdf5(path.toStdString(), options);
    int deferred = 0;
    for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
        const NdArray* array = arrayAt(file.state, it.key());
        QVERIFY2(array, qPrintable(it.key()));
        deferred += array->storage()->isMaterialized() ? 0 : 1;
        QVERIFY2(sha256Of(*array) == it.value(), qPrintable(it.key()));
    }
    QVERIFY(deferred > 0); // the files are gzip throughout: their arrays were deferred
}

QTEST_GUILESS_MAIN(TestHdf5Lazy)
#include "tst_hdf5lazy.moc"
