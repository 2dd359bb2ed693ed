// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// `info --json` against the manifests Tianshou's own fixture generator wrote: every file
// of every tianshou-v*/ folder gives its record (floats within 1e-9), the other
// libraries' layouts give the steps and episodes of other-formats/manifest.json, and no
// file of the pickle corpus makes the CLI crash.
#include "cliutils.h"

#include <QHash>
#include <QTemporaryDir>
#include <QTest>

using namespace CliTest;

namespace {

// The manifest names the exact release; we print the range of releases whose format the
// content matches (v1.2 and v2 write the same state; only v2's module path for ReplayBuffer
// tells them apart, and HDF5 files carry no module path). Each range must contain the
// real release.
bool releaseMatches(const QJsonValue& printed, const QString& release)
{
    if (printed.isNull())
        return true; // Batch pickles carry nothing release-specific
    static const QHash<QString, QStringList> contains{
        {QStringLiteral("v0.4.0-v0.4.9"), {QStringLiteral("v0.4.8")}},
        {QStringLiteral("v0.4.3-v0.4.9"), {QStringLiteral("v0.4.8")}},
        {QStringLiteral("v0.4.11-v1.1"), {QStringLiteral("v0.5.0")}},
        {QStringLiteral("v0.4.10-v1.1"), {QStringLiteral("v0.5.0")}},
        {QStringLiteral("v1.2"), {QStringLiteral("v1.2.0")}},
        {QStringLiteral("v1.2+"), {QStringLiteral("v1.2.0"), QStringLiteral("v2.0.1")}},
        {QStringLiteral("v2.0+"), {QStringLiteral("v2.0.1")}},
    };
    return contains.value(printed.toString()).contains(release);
}

} // namespace

class TestCliInfo : public QObject {
    Q_OBJECT

private slots:
    void testManifestRecord_data();
    void testManifestRecord();
    void testOtherFormats_data();
    void testOtherFormats();
    void testPickleCorpusNeverCrashes();
    void testHumanSummary();
    void testLeafSchema();
};

void TestCliInfo::testManifestRecord_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonObject>("record");
    QTest::addColumn<QStringList>("order");
    const QDir fixtures(TestUtils::sharedPath(QStringLiteral("fixtures")));
    int rows = 0;
    for (const QString& version : fixtures.entryList({QStringLiteral("tianshou-v*")}, QDir::Dirs, QDir::Name)) {
        const QString dir = fixtures.filePath(version);
        // QJsonObject sorts members; CPython's json keeps the manifest's key order.
        bool ok = false;
        const QByteArray orders = TestUtils::runPython(
            QStringLiteral("import json, sys\n"
                           "for f in json.load(open(sys.argv[1]))['files']:\n"
                           "    print(f['file'] + '\\t' + ','.join((f.get('storage') or f.get('tree')).keys()))\n"),
            {dir + QStringLiteral("/manifest.json")}, &ok);
        QVERIFY(ok);
        QHash<QString, QStringList> orderOf;
        for (const QByteArray& line : orders.split('\n')) {
            const QList<QByteArray> parts = line.split('\t');
            if (parts.size() == 2)
                orderOf.insert(QString::fromUtf8(parts[0]), QString::fromUtf8(parts[1]).split(QLatin1Char(',')));
        }
        for (const QJsonValue& v : manifest(dir).value(QStringLiteral("files")).toArray()) {
            const QJsonObject record = v.toObject();
            const QString name = record.value(QStringLiteral("file")).toString();
            QTest::newRow(qPrintable(version + QLatin1Char('/') + name))
                << dir + QLatin1Char('/') + name << record << orderOf.value(name);
            ++rows;
        }
    }
    QVERIFY(rows >= 100);
}

void TestCliInfo::testManifestRecord()
{
    QFETCH(QString, path);
    QFETCH(QJsonObject, record);
    const Result r = runCli({QStringLiteral("info"), QStringLiteral("--json"), path});
    QVERIFY(!r.crashed);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QJsonParseError error;
    const QJsonObject got = QJsonDocument::fromJson(r.out, &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));

    const bool hdf5 = path.endsWith(QLatin1String(".h5"));
    QVERIFY2(releaseMatches(got.value(QStringLiteral("tianshou")), record.value(QStringLiteral("tianshou")).toString()),
             qPrintable(got.value(QStringLiteral("tianshou")).toString()));
    QVERIFY(got.contains(QStringLiteral("tianshou")));

    // Everything else is the manifest's record; `note` is the generator's prose and HDF5
    // files carry no module path (cli.md lets `module` go for them).
    QJsonObject expected = record;
    expected.remove(QStringLiteral("note"));
    expected.remove(QStringLiteral("tianshou"));
    if (hdf5)
        expected.remove(QStringLiteral("module"));
    QJsonObject actual = got;
    actual.remove(QStringLiteral("tianshou"));
    const QString diff = jsonDiff(expected, actual, QStringLiteral("record"), false);
    QVERIFY2(diff.isEmpty(), qPrintable(diff));

    // Pickles keep insertion order, so the tree lists keys as Tianshou held them. (HDF5
    // groups list members by name, as h5py and Tianshou's load_hdf5 do.)
    if (!hdf5) {
        QFETCH(QStringList, order);
        const QByteArray treeKey = record.contains(QStringLiteral("storage")) ? "storage" : "tree";
        QCOMPARE(memberOrder(r.out, treeKey), order);
    }
}

void TestCliInfo::testOtherFormats_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonObject>("record");
    const QString dir = TestUtils::sharedPath(QStringLiteral("fixtures/other-formats"));
    for (const QJsonValue& v : manifest(dir).value(QStringLiteral("files")).toArray()) {
        const QJsonObject record = v.toObject();
        const QString name = record.value(QStringLiteral("file")).toString();
        QTest::newRow(qPrintable(name)) << dir + QLatin1Char('/') + name << record;
    }
}

void TestCliInfo::testOtherFormats()
{
    QFETCH(QString, path);
    QFETCH(QJsonObject, record);
    const Result r = runCli({QStringLiteral("info"), QStringLiteral("--json"), path});
    QVERIFY(!r.crashed);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject got = QJsonDocument::fromJson(r.out).object();
    QVERIFY(record.value(QStringLiteral("file")).toString().endsWith(got.value(QStringLiteral("file")).toString()));
    QCOMPARE(got.value(QStringLiteral("layout")).toString(), record.value(QStringLiteral("layout")).toString());
    QCOMPARE(got.value(QStringLiteral("steps")).toInteger(), record.value(QStringLiteral("steps")).toInteger());
    if (record.contains(QStringLiteral("episodes"))) {
        // Compare the fields the manifest gives (RLlib's records have no end reason).
        const QJsonArray expected = record.value(QStringLiteral("episodes")).toArray();
        QJsonArray actual;
        for (const QJsonValue& v : got.value(QStringLiteral("episodes")).toArray()) {
            QJsonObject e = v.toObject();
            for (const QString& k : e.keys())
                if (!expected.first().toObject().contains(k))
                    e.remove(k);
            actual.append(e);
        }
        const QString diff = jsonDiff(expected, actual, QStringLiteral("episodes"), false);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }
}

void TestCliInfo::testPickleCorpusNeverCrashes()
{
    // Hostile and unusual pickles: each either reads (0) or is refused with one line on
    // stderr (2), never a crash or a hang.
    const QDir corpus(TestUtils::sharedPath(QStringLiteral("fixtures/pickle-corpus")));
    const QStringList files = corpus.entryList({QStringLiteral("*.pkl")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() > 200);
    int refused = 0;
    for (const QString& name : files) {
        const Result r = runCli({QStringLiteral("info"), QStringLiteral("--json"), corpus.filePath(name)});
        QVERIFY2(!r.crashed, qPrintable(name));
        QVERIFY2(r.exitCode == 0 || r.exitCode == 2, qPrintable(name + QStringLiteral(": ") + r.err));
        if (r.exitCode == 0) {
            QJsonParseError error;
            QJsonDocument::fromJson(r.out, &error);
            QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(name + QStringLiteral(": ") + r.out));
        } else {
            ++refused;
            QVERIFY2(r.err.count('\n') == 1 && r.err.contains(name.toUtf8()),
                     qPrintable(name + QStringLiteral(": ") + r.err));
            QVERIFY(r.out.isEmpty());
        }
    }
    QVERIFY(refused >= 5); // the edge_* files include truncated and underflowing pickles
}

void TestCliInfo::testHumanSummary()
{
    const Result r =
        runCli({QStringLiteral("info"), fixtureDir(QStringLiteral("v2.0.1")) + QStringLiteral("/buffer_doc3.p4.pkl")});
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY(text.contains(QStringLiteral("Class:    ReplayBuffer (tianshou.data.buffer.buffer_base)")));
    QVERIFY(text.contains(QStringLiteral("Length:   3\n")));
    QVERIFY(text.contains(QStringLiteral("Capacity: 20\n")));
    // RLlib's summary style; obs is 0, 1, 2 in 20 slots: mean 0.15.
    QVERIFY2(text.contains(QStringLiteral("obs: np.ndarray((20,), dtype=int64, min=0.0, max=2.0, mean=0.15)")),
             qPrintable(text));
    QVERIFY(r.err.isEmpty()); // no progress line when stderr is not a terminal
}

void TestCliInfo::testLeafSchema()
{
    // docs/info-json.md (issue 18): dtype is numpy's str(dtype), byte order included;
    // complex arrays and tensors carry sha256 and the float64 sum of their real parts. The expected
    // leaves are computed here with numpy from the arrays the real Tianshou pickled.
    QTemporaryDir tmp;
    const QString file = tmp.filePath(QStringLiteral("leaves.pkl"));
    bool ok = false;
    QString error;
    const QByteArray said =
        TestUtils::runPython(QStringLiteral(R"PY(
import sys, json, pickle, hashlib, warnings
sys.path.insert(0, sys.argv[2])
import numpy as np, torch
from tianshou.data import Batch
b = Batch(be=np.arange(5, dtype='>u4'), bf=np.array([1.5, np.nan, -2.0], dtype='>f8'),
          c=np.array([1 + 2j, complex(np.nan, 1), 3 - 1j]), c64=np.array([0.5j, 2], dtype=np.complex64),
          t=torch.tensor([1 + 1j, 2 - 3j]), s=np.array(['ab', 'c']), y=np.array([b'x', b'yz']))
pickle.dump(b, open(sys.argv[1], 'wb'))
out = {}
for k in b.get_keys():
    v = b[k]
    a = v.numpy() if isinstance(v, torch.Tensor) else v
    leaf = {'kind': 'torch' if isinstance(v, torch.Tensor) else 'ndarray', 'dtype': str(a.dtype), 'shape': list(a.shape)}
    if a.dtype.kind in 'biufc':
        le = np.ascontiguousarray(a.astype(a.dtype.newbyteorder('<')))
        leaf['sha256'] = hashlib.sha256(le.tobytes()).hexdigest()
        with np.errstate(all='ignore'), warnings.catch_warnings():
            warnings.simplefilter('ignore')  # complex to float64 keeps the real part
            leaf['sum'] = float(np.nansum(a.astype(np.float64)))
    else:
        leaf['repr'] = [repr(x) for x in a.ravel()[:50]]
    out[k] = leaf
print(json.dumps(out))
)PY"),
                             {file, TestUtils::sharedPath(QStringLiteral("tools/tianshou-2.0.1"))}, &ok, &error);
    QVERIFY2(ok, qPrintable(error));
    const QJsonObject expected = QJsonDocument::fromJson(said).object();
    QCOMPARE(expected.value(QStringLiteral("be")).toObject().value(QStringLiteral("dtype")).toString(),
             QStringLiteral(">u4"));
    const Result r = runCli({QStringLiteral("info"), QStringLiteral("--json"), file});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject tree = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("tree")).toObject();
    const QString diff = jsonDiff(expected, tree, QStringLiteral("tree"), false);
    QVERIFY2(diff.isEmpty(), qPrintable(diff + QLatin1Char('\n') + QString::fromUtf8(r.out)));
}

QTEST_APPLESS_MAIN(TestCliInfo)
#include "tst_cliinfo.moc"
