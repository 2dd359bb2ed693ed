// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// convert, episodes and export, checked from outside: CPython with numpy, h5py and the
// Tianshou stub loads what we wrote and finds the content the fixture manifests list.
#include "cliutils.h"

#include <QTemporaryDir>
#include <QTest>

using namespace CliTest;

namespace {

QJsonObject recordOf(const QString& release, const QString& file)
{
    for (const QJsonValue& v : manifest(fixtureDir(release)).value(QStringLiteral("files")).toArray())
        if (v.toObject().value(QStringLiteral("file")).toString() == file)
            return v.toObject();
    return {};
}

// Checks an HDF5 file in Tianshou's save_hdf5 layout against a manifest record: every
// numeric storage leaf under /_meta has the recorded dtype, shape and sha256.
const char* kCheckHdf5 = "cli/check_hdf5.py"; // under tests/data

// Checks an npz of a buffer: the valid transitions oldest first, as Tianshou's buf[:].
const char* kCheckNpz = "cli/check_npz.py"; // under tests/data

// The exported buffer holds exactly the chosen episodes, oldest first, and its
// bookkeeping says so (class kept, maxsize = size = the steps exported).
const char* kCheckExport = "cli/check_export.py"; // under tests/data

void runPythonCheck(const char* script, const QStringList& args)
{
    bool ok = false;
    QString error;
    const QByteArray said = TestUtils::runPythonFile(QString::fromUtf8(script), args, &ok, &error);
    QVERIFY2(ok, qPrintable(error));
    QCOMPARE(said.trimmed(), QByteArray("ok"));
}

// RLlib JSON converted: the plain list columns are what RLlib's SampleBatch makes of the
// JSON (np.array of the lists, concatenated over the records), and infos stays an object
// ndarray of dicts: a dict-rooted pickle, or to_hdf5's pickled_ndarray dataset.
const char* kCheckRllib = "cli/check_rllib.py"; // under tests/data

// What to_hdf5 writes for a dict of Python numbers (tianshou-spec 4.5 rule 4): attributes
// only, no dataset anywhere.
const char* kWriteScalarsHdf5 = "cli/write_scalars_hdf5.py"; // under tests/data

// The converted Batch holds those numbers as Batch(dict) converts them: 0-d arrays.
const char* kCheckScalars = "cli/check_scalars.py"; // under tests/data

QString compact(const QJsonObject& o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace

class TestCliConvert : public QObject {
    Q_OBJECT

private slots:
    void testConvertBuffer_data();
    void testConvertBuffer();
    void testConvertBatchRoundTrip_data();
    void testConvertBatchRoundTrip();
    void testEpisodes();
    void testExport_data();
    void testExport();
    void testConvertRllibKeepsInfos_data();
    void testConvertRllibKeepsInfos();
    void testConvertScalarAttributes();
};

void TestCliConvert::testConvertBuffer_data()
{
    QTest::addColumn<QString>("release");
    QTest::addColumn<QString>("file");
    for (const QString& release :
         {QStringLiteral("v0.4.8"), QStringLiteral("v0.5.0"), QStringLiteral("v1.2.0"), QStringLiteral("v2.0.1")})
        for (const QString& file :
             {QStringLiteral("buffer_wrapped.p4.pkl"), QStringLiteral("nested_obs.p4.pkl"),
              QStringLiteral("vector3.p4.pkl"), QStringLiteral("prio.p4.pkl"), QStringLiteral("cartpole_like.h5")})
            QTest::newRow(qPrintable(release + QLatin1Char('/') + file)) << release << file;
}

void TestCliConvert::testConvertBuffer()
{
    QFETCH(QString, release);
    QFETCH(QString, file);
    const QString in = fixtureDir(release) + QLatin1Char('/') + file;
    const QJsonObject record = recordOf(release, file);
    QVERIFY(!record.isEmpty());
    QTemporaryDir tmp;

    // .pkl: CPython loads a buffer of the same class and module; from a pickle, the very
    // same state as the original file.
    const QString pkl = tmp.filePath(QStringLiteral("out.pkl"));
    Result r = runCli({QStringLiteral("convert"), in, pkl});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    if (file.endsWith(QLatin1String(".pkl")))
        runPythonCheck(kPythonCompare, {in, pkl, pystub()});
    // Read back by us, it is the manifest's buffer again.
    r = runCli({QStringLiteral("info"), QStringLiteral("--json"), pkl});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QJsonObject got = QJsonDocument::fromJson(r.out).object();
    for (const char* key :
         {"class", "len", "maxsize", "indices", "prev", "next", "chrono_rew", "chrono_done", "storage"}) {
        const QString diff =
            jsonDiff(record.value(QLatin1String(key)), got.value(QLatin1String(key)), QLatin1String(key), false);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    // .h5: h5py reads Tianshou's save_hdf5 layout with the recorded storage.
    const QString h5 = tmp.filePath(QStringLiteral("out.h5"));
    r = runCli({QStringLiteral("convert"), in, h5});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    runPythonCheck(kCheckHdf5, {h5, compact(record)});

    // .npz: numpy reads the chronological transitions under flat dotted keys.
    const QString npz = tmp.filePath(QStringLiteral("out.npz"));
    r = runCli({QStringLiteral("convert"), in, npz});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    runPythonCheck(kCheckNpz, {npz, compact(record)});
}

void TestCliConvert::testConvertBatchRoundTrip_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("extension");
    for (const QString& ext : {QStringLiteral(".pkl"), QStringLiteral(".h5")})
        for (const QString& file : {QStringLiteral("batch_nested.p4.pkl"), QStringLiteral("batch_dtypes.p4.pkl"),
                                    QStringLiteral("batch_reserved.p4.pkl"), QStringLiteral("batch_torch.p4.pkl")})
            QTest::newRow(qPrintable(file + ext)) << file << ext;
}

void TestCliConvert::testConvertBatchRoundTrip()
{
    // A Batch written as pickle or HDF5 reads back with the manifest's tree.
    QFETCH(QString, file);
    QFETCH(QString, extension);
    const QJsonObject record = recordOf(QStringLiteral("v2.0.1"), file);
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("out") + extension);
    Result r = runCli({QStringLiteral("convert"), fixtureDir(QStringLiteral("v2.0.1")) + QLatin1Char('/') + file, out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // (CPython here has no torch, so the tensor file is only read back by us.)
    if (extension == QLatin1String(".pkl") && !file.contains(QLatin1String("torch")))
        runPythonCheck(kPythonCompare, {fixtureDir(QStringLiteral("v2.0.1")) + QLatin1Char('/') + file, out, pystub()});
    r = runCli({QStringLiteral("info"), QStringLiteral("--json"), out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject got = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(got.value(QStringLiteral("class")).toString(), QStringLiteral("Batch"));
    const QString diff = jsonDiff(record.value(QStringLiteral("tree")), got.value(QStringLiteral("tree")),
                                  QStringLiteral("tree"), false);
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
}

void TestCliConvert::testEpisodes()
{
    // The documented example: 15 adds into a buffer of 10, terminated every 4 steps. The
    // expected episodes follow from the manifest: the valid slots oldest first, split
    // after each done step; the returns add up rew. The ring wrapped, so nothing shows
    // where the oldest episode began: it is "cut". The newest has not ended yet.
    const QJsonObject record = recordOf(QStringLiteral("v2.0.1"), QStringLiteral("buffer_wrapped.p4.pkl"));
    const QJsonArray indices = record.value(QStringLiteral("indices")).toArray();
    const QJsonArray rew = record.value(QStringLiteral("chrono_rew")).toArray();
    const QJsonArray done = record.value(QStringLiteral("chrono_done")).toArray();
    QCOMPARE(record.value(QStringLiteral("len")).toInt(), record.value(QStringLiteral("maxsize")).toInt());
    struct Expected {
        int first = -1, last = -1, length = 0;
        double ret = 0.0;
        QString end;
    };
    QList<Expected> expected;
    Expected current;
    for (qsizetype k = 0; k < indices.size(); ++k) {
        if (current.length == 0)
            current.first = indices.at(k).toInt();
        current.last = indices.at(k).toInt();
        ++current.length;
        current.ret += rew.at(k).toDouble();
        if (done.at(k).toBool() || k + 1 == indices.size()) {
            current.end = done.at(k).toBool() ? QStringLiteral("terminated") : QStringLiteral("unfinished");
            expected.append(current);
            current = Expected();
        }
    }
    QVERIFY(expected.size() >= 3);
    expected.first().end = QStringLiteral("cut");

    const QString in = fixtureDir(QStringLiteral("v2.0.1")) + QStringLiteral("/buffer_wrapped.p4.pkl");
    const Result r = runCli({QStringLiteral("episodes"), QStringLiteral("--json"), in});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonArray episodes = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("episodes")).toArray();
    QCOMPARE(episodes.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const QJsonObject e = episodes.at(i).toObject();
        QCOMPARE(e.value(QStringLiteral("episode")).toInt(), int(i));
        QCOMPARE(e.value(QStringLiteral("buffer")).toInt(), 0);
        QCOMPARE(e.value(QStringLiteral("first")).toInt(), expected[i].first);
        QCOMPARE(e.value(QStringLiteral("last")).toInt(), expected[i].last);
        QCOMPARE(e.value(QStringLiteral("length")).toInt(), expected[i].length);
        QCOMPARE(e.value(QStringLiteral("return")).toDouble(), expected[i].ret);
        QCOMPARE(e.value(QStringLiteral("end")).toString(), expected[i].end);
    }
    // The human table has one row per episode under a header.
    const Result table = runCli({QStringLiteral("episodes"), in});
    QCOMPARE(table.exitCode, 0);
    QCOMPARE(table.out.count('\n'), expected.size() + 1);
}

void TestCliConvert::testExport_data()
{
    QTest::addColumn<QString>("release");
    QTest::addColumn<QString>("episodes");
    QTest::addColumn<QString>("extension");
    QTest::newRow("v2.0.1 1,2") << QStringLiteral("v2.0.1") << QStringLiteral("1,2") << QStringLiteral(".pkl");
    QTest::newRow("v2.0.1 2,0") << QStringLiteral("v2.0.1") << QStringLiteral("2,0") << QStringLiteral(".pkl");
    QTest::newRow("v1.2.0 1-2") << QStringLiteral("v1.2.0") << QStringLiteral("1-2") << QStringLiteral(".pkl");
    QTest::newRow("v0.4.8 1") << QStringLiteral("v0.4.8") << QStringLiteral("1") << QStringLiteral(".pkl");
}

void TestCliConvert::testExport()
{
    QFETCH(QString, release);
    QFETCH(QString, episodes);
    QFETCH(QString, extension);
    const QJsonObject record = recordOf(release, QStringLiteral("buffer_wrapped.p4.pkl"));
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("subset") + extension);
    const Result r = runCli({QStringLiteral("export"), fixtureDir(release) + QStringLiteral("/buffer_wrapped.p4.pkl"),
                             QStringLiteral("--episodes"), episodes, QStringLiteral("-o"), out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QString list = episodes;
    if (list.contains(QLatin1Char('-'))) // expand a range for the script
        list = QStringLiteral("1,2");
    runPythonCheck(kCheckExport, {out, compact(record), pystub(), list});
    // The pickle names the input release's module path (CPython's stub maps them all to
    // one class, so ask our own reader).
    const Result info = runCli({QStringLiteral("info"), QStringLiteral("--json"), out});
    QCOMPARE(QJsonDocument::fromJson(info.out).object().value(QStringLiteral("module")).toString(),
             record.value(QStringLiteral("module")).toString());
}

void TestCliConvert::testConvertRllibKeepsInfos_data()
{
    QTest::addColumn<QString>("extension");
    QTest::newRow(".pkl") << QStringLiteral(".pkl");
    QTest::newRow(".h5") << QStringLiteral(".h5");
}

void TestCliConvert::testConvertRllibKeepsInfos()
{
    // Written as a Tianshou Batch, infos would load stacked into a Batch (tianshou-spec
    // 1.2 rule 6); CPython must find the object array of dicts RLlib has.
    QFETCH(QString, extension);
    const QString in = TestUtils::sharedPath(QStringLiteral("fixtures/other-formats/rllib_like.json"));
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("out") + extension);
    const Result r = runCli({QStringLiteral("convert"), in, out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    runPythonCheck(kCheckRllib, {out, in});
}

void TestCliConvert::testConvertScalarAttributes()
{
    // An HDF5 file whose only data are root and group attributes reads as those keys.
    QTemporaryDir tmp;
    const QString in = tmp.filePath(QStringLiteral("scalars.h5"));
    runPythonCheck(kWriteScalarsHdf5, {in});
    const QString out = tmp.filePath(QStringLiteral("out.pkl"));
    const Result r = runCli({QStringLiteral("convert"), in, out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    runPythonCheck(kCheckScalars, {out, pystub()});
}

QTEST_APPLESS_MAIN(TestCliConvert)
#include "tst_cliconvert.moc"
