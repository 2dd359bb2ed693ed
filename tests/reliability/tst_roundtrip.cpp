// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Nothing lost (issue 11): every fixture we can open, written as a pickle and as an HDF5
// file by the same facade the CLI and the GUI save with, reads back with the same
// content. The comparison is strict (dtypes, shapes, element bytes, opaque objects with
// everything they keep), buffers are compared by their whole state as Tianshou pickles
// it (storage, bookkeeping, extra attributes). tst_cliconvert checks selected outputs
// against CPython; this goes over all fixtures in process.

#include "deepcompare.h"
#include "fixturelist.h"

#include <core/buffer/bufferstate.h>
#include <core/error.h>
#include <core/files/formats.h>

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace ReplayScope::Core;

namespace {

// What a user sees of opened data: the buffer's full state, or the Batch.
std::string contentDiff(const LoadedData& loaded, const LoadedData& reread, bool viaHdf5)
{
    // Other libraries' layouts (SB3, torch.save, imitation, robomimic, d3rlpy, TorchRL)
    // are written as the Tianshou buffer of the same transitions (saveLoaded): that
    // buffer must come back whole.
    LoadedData original = loaded;
    if (!original.buffer && (original.tianshouBuffer || original.tianshouSteps))
        original.buffer = original.asBuffer();
    if (original.isBuffer() != reread.isBuffer())
        return original.isBuffer() ? "the buffer came back as a Batch" : "the Batch came back as a buffer";
    DeepCompare::Options options;
    options.numbersAsScalars = viaHdf5;
    if (original.isBuffer()) {
        if (original.buffer->className() != reread.buffer->className())
            return "class " + original.buffer->className() + " became " + reread.buffer->className();
        const BufferGeneration generation = original.buffer->generation();
        // Through a pickle, the state the pickle writer gives: a buffer read from HDF5
        // pickles the numpy scalars Tianshou's load_hdf5 has (issue 18), and so does the
        // buffer read back.
        auto state = [viaHdf5, generation](const ReplayBuffer& buffer) {
            return viaHdf5 ? bufferToState(buffer, generation) : *bufferToObject(buffer, generation).asObject()->state;
        };
        return DeepCompare::diff(state(*original.buffer), state(*reread.buffer), "state", options);
    }
    return DeepCompare::diff(PyValue::batch(original.batch), PyValue::batch(reread.batch), "batch", options);
}

} // namespace

class TestRoundTrip : public QObject {
    Q_OBJECT

private slots:
    void testEveryFixture_data();
    void testEveryFixture();
    void testTianshouFixturesAllOpen();
};

void TestRoundTrip::testEveryFixture_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("extension");
    // Only what opens: refusing hostile inputs is tst_picklereader's and the soak test's job.
    for (const QString& file : FixtureList::dataFiles()) {
        try {
            (void)loadFile(FixtureList::absolute(file).toStdString());
        } catch (const Error&) {
            continue;
        }
        for (const char* extension : {".pkl", ".h5"})
            QTest::newRow(qPrintable(file + QLatin1String(" -> ") + QLatin1String(extension)))
                << file << QString::fromLatin1(extension);
    }
}

void TestRoundTrip::testEveryFixture()
{
    QFETCH(QString, fixture);
    QFETCH(QString, extension);
    const LoadedData original = loadFile(FixtureList::absolute(fixture).toStdString());
    QTemporaryDir tmp;
    const std::string out = tmp.filePath(QStringLiteral("out") + extension).toStdString();
    try {
        saveLoaded(out, original);
    } catch (const Error& e) {
        // Only what the formats cannot express may be refused, cleanly and without
        // leaving a file: values that contain themselves, and for HDF5 the names and
        // numbers h5py cannot store.
        const QString text = QString::fromStdString(e.what());
        const bool expressible = !text.contains(QLatin1String("contains itself"))
                                 && !(extension == QLatin1String(".h5")
                                      && (text.contains(QLatin1String("HDF5 names must be str"))
                                          || text.contains(QLatin1String("cannot be an HDF5 name"))
                                          || text.contains(QLatin1String("does not fit in 64 bits"))
                                          || text.contains(QLatin1String("has no HDF5 type"))));
        QVERIFY2(!expressible, qPrintable(QStringLiteral("saving failed: ") + text));
        QVERIFY(QDir(tmp.path()).isEmpty());
        return;
    }
    LoadedData reread;
    try {
        reread = loadFile(out);
    } catch (const Error& e) {
        QFAIL(qPrintable(QStringLiteral("our own output does not open: ") + QString::fromStdString(e.what())));
    }
    if (extension == QLatin1String(".h5") && original.format == FileFormat::Pickle && !original.isBuffer()
        && !original.value.isBatch() && !original.tianshouBuffer) {
        // A plain Python value has no place in Tianshou's HDF5 layout but as a Batch, and
        // Batch conversion changes it as Tianshou would (lists become arrays): only the
        // keys are compared here; the exact value survives the pickle path above.
        QVERIFY(reread.batch);
        QStringList before, after;
        for (const auto& entry : original.batch->entries())
            before << QString::fromStdString(entry.first);
        for (const auto& entry : reread.batch->entries())
            after << QString::fromStdString(entry.first);
        before.sort();
        after.sort();
        QCOMPARE(after, before);
        return;
    }
    const std::string difference = contentDiff(original, reread, extension == QLatin1String(".h5"));
    QVERIFY2(difference.empty(), difference.c_str());
}

void TestRoundTrip::testTianshouFixturesAllOpen()
{
    // The table above only holds files that open; every file Tianshou itself wrote must
    // be among them, or a reader regression would shrink the round trip silently.
    int tianshouFiles = 0;
    for (const QString& file : FixtureList::dataFiles()) {
        if (!file.startsWith(QLatin1String("tianshou-v")))
            continue;
        ++tianshouFiles;
        try {
            (void)loadFile(FixtureList::absolute(file).toStdString());
        } catch (const Error& e) {
            QFAIL(qPrintable(file + QLatin1String(": ") + QString::fromStdString(e.what())));
        }
    }
    QVERIFY(tianshouFiles > 100);
}

QTEST_APPLESS_MAIN(TestRoundTrip)
#include "tst_roundtrip.moc"
