// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// HDF5 files as Tianshou's `to_hdf5` and h5py users make them (issue 18): Tianshou data
// one or more groups below the root, a root group marked "Batch", and groups that
// hard-link each other. Expected output comes from the real Tianshou 2.0.1 and h5py.
#include "cliutils.h"

#include <QTemporaryDir>
#include <QTest>

using namespace CliTest;

namespace {

// Writes one file with the real to_hdf5 and prints what Tianshou shows for it:
// repr(Batch(from_hdf5(f))) (repr(from_hdf5(f)) when that is a Batch already).
const char* kWriteTianshou = R"PY(
import sys
sys.path.insert(0, sys.argv[3])
import h5py, numpy as np, torch
from tianshou.data import Batch
from tianshou.data.utils.converter import to_hdf5, from_hdf5
b = Batch(a=np.array([None, 1], dtype=object), t=torch.arange(3), n=np.arange(2.0), s=Batch(x=np.zeros((2, 2))))
with h5py.File(sys.argv[1], 'w') as f:
    kind = sys.argv[2]
    if kind == 'dict-of-dict':
        to_hdf5({'data': b.__getstate__()}, f)
    elif kind == 'deep-dict':
        to_hdf5({'run': {'data': b.__getstate__(), 'seed': 3}}, f)
    elif kind == 'root-batch':
        f.attrs['__data_type__'] = 'Batch'
        to_hdf5(b.__getstate__(), f)
    elif kind == 'plain-empty-object':
        # Dicts all the way (no group marked Batch); Batch(dict) makes the empty object
        # arrays Batch(), so len() is 3.
        to_hdf5({'x': np.arange(3), 'e': np.array([], dtype=object),
                 'd': {'y': np.zeros(3), 'f': np.empty((0, 2), dtype=object)}}, f)
    elif kind == 'empty-groups':
        # Only groups, no attribute or dataset to recognise Tianshou by.
        to_hdf5({'policy': {}, 'd': {'e': {}}}, f)
with h5py.File(sys.argv[1], 'r') as f:
    v = from_hdf5(f)
    v = v if isinstance(v, Batch) else Batch(v)
    try:
        print(len(v))
    except TypeError:  # a scalar in it: len() raises
        print(None)
    print(repr(v))
)PY";

// repr of what pickle.load gives for a file, after its type name.
const char* kReadPickle = R"PY(
import sys, pickle
sys.path.insert(0, sys.argv[2])
from tianshou.data import Batch
with open(sys.argv[1], 'rb') as f:
    v = pickle.load(f)
print(type(v).__name__)
print(repr(v))
)PY";

// Groups g00..g39, each with two hard links to the next (2^39 paths through the file),
// and a ring of three groups linking back to each other and to the root. With "tianshou"
// a dataset marked as to_hdf5 marks it makes the file read through from_hdf5's rules.
const char* kWriteLinks = R"PY(
import sys, h5py, numpy as np
with h5py.File(sys.argv[1], 'w') as f:
    if sys.argv[2] == 'tianshou':
        f['n'] = np.arange(2.0)
        f['n'].attrs['__data_type__'] = 'ndarray'
    gs = [f.create_group('g%02d' % i) for i in range(40)]
    for i in range(39):
        gs[i]['l'] = gs[i + 1]
        gs[i]['r'] = gs[i + 1]
    gs[39]['v'] = np.arange(3)
    a, b, c = f.create_group('ra'), f.create_group('rb'), f.create_group('rc')
    a['b'] = b; b['c'] = c; c['a'] = a; c['root'] = f['/']
print('ok')
)PY";

// A chunked, compressed dataset of 10^9 uint8 elements that stays a few KiB on disk
// (unwritten chunks read as the fill value 7; under 1 GiB, so no bomb guard), and one of
// 2^24 + 8 elements, just above the JSON hashing limit. Prints what numpy computes for
// the second: sha256 of its bytes, its sum and its mean rounded as RLlib does.
const char* kWriteHuge = R"PY(
import sys, hashlib, h5py, numpy as np
with h5py.File(sys.argv[1], 'w') as f:
    x = f.create_dataset('x', shape=(10**9,), dtype='u1', chunks=(1 << 20,), compression='gzip', fillvalue=7)
    x[:1000] = np.arange(1000) % 256
    y = f.create_dataset('y', data=(np.arange((1 << 24) + 8) % 251).astype('u1'), chunks=(1 << 20,),
                         compression='gzip')
    a = y[()]
print(hashlib.sha256(a.tobytes()).hexdigest(), float(np.nansum(a)), round(float(a.mean()), 3))
)PY";

QString tianshou()
{
    return TestUtils::sharedPath(QStringLiteral("tools/tianshou-2.0.1"));
}

QByteArray python(const char* script, const QStringList& args)
{
    bool ok = false;
    QString error;
    const QByteArray said = TestUtils::runPython(QString::fromUtf8(script), args, &ok, &error);
    if (!ok)
        qWarning("%s", qPrintable(error));
    return ok ? said : QByteArray();
}

} // namespace

class TestCliHdf5 : public QObject {
    Q_OBJECT

private slots:
    void testTianshouBelowRoot_data();
    void testTianshouBelowRoot();
    void testHardLinksShownOnce_data();
    void testHardLinksShownOnce();
    void testHugeDatasetInfo();
};

void TestCliHdf5::testTianshouBelowRoot_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("a dict holding the Batch's state") << QStringLiteral("dict-of-dict");
    QTest::newRow("two groups down") << QStringLiteral("deep-dict");
    QTest::newRow("root marked Batch") << QStringLiteral("root-batch");
    QTest::newRow("unmarked root, empty object arrays") << QStringLiteral("plain-empty-object");
    QTest::newRow("only empty groups") << QStringLiteral("empty-groups");
}

void TestCliHdf5::testTianshouBelowRoot()
{
    // Pickled datasets (object arrays) must come back decoded, tensors as tensors: the
    // tree is exactly Tianshou's repr of what from_hdf5 returns.
    QFETCH(QString, kind);
    QTemporaryDir tmp;
    const QString file = tmp.filePath(QStringLiteral("data.h5"));
    const QByteArray said = python(kWriteTianshou, {file, kind, tianshou()});
    const qsizetype newline = said.indexOf('\n');
    QVERIFY(newline > 0);
    const QByteArray length = said.left(newline);
    const QByteArray expected = said.mid(newline + 1);
    const Result tree = runCli({QStringLiteral("tree"), file});
    QVERIFY2(tree.exitCode == 0, tree.err.constData());
    QCOMPARE(tree.out, expected);
    const Result info = runCli({QStringLiteral("info"), QStringLiteral("--json"), file});
    QVERIFY2(info.exitCode == 0, info.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(info.out).object();
    QCOMPARE(json.value(QStringLiteral("class")).toString(), QStringLiteral("Batch"));
    if (length == "None")
        QVERIFY(json.value(QStringLiteral("len")).isNull());
    else
        QCOMPARE(json.value(QStringLiteral("len")).toInt(-1), length.toInt());
    // Written as a pickle it is that Batch (an empty object array kept as an array made
    // it a plain dict, issue 18).
    const QString pickle = tmp.filePath(QStringLiteral("data.pkl"));
    const Result convert = runCli({QStringLiteral("convert"), file, pickle});
    QVERIFY2(convert.exitCode == 0, convert.err.constData());
    QCOMPARE(python(kReadPickle, {pickle, tianshou()}), "Batch\n" + expected);
    if (length != "None") { // dropnull needs a length, as Tianshou's does
        const Result dropnull = runCli({QStringLiteral("dropnull"), file, QStringLiteral("-o"), pickle});
        QVERIFY2(dropnull.exitCode == 0, dropnull.err.constData());
    }
}

void TestCliHdf5::testHardLinksShownOnce_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("generic") << QStringLiteral("generic");
    QTest::newRow("tianshou") << QStringLiteral("tianshou");
}

void TestCliHdf5::testHardLinksShownOnce()
{
    // Each group is read and shown once; further hard links (and cycles) are notes
    // naming where the group is shown. Printing used to follow every path (hung).
    QTemporaryDir tmp;
    const QString file = tmp.filePath(QStringLiteral("links.h5"));
    QFETCH(QString, kind);
    QCOMPARE(python(kWriteLinks, {file, kind}).trimmed(), QByteArray("ok"));
    const Result tree = runCli({QStringLiteral("tree"), file});
    QVERIFY2(tree.exitCode == 0 && !tree.crashed, tree.err.constData());
    // 40 chain groups, 3 ring groups, the array: one line each plus their closings.
    QVERIFY2(tree.out.count('\n') < 200, tree.out.left(2000).constData());
    QVERIFY(tree.out.contains("v: array([0, 1, 2])"));
    const Result info = runCli({QStringLiteral("info"), file});
    QVERIFY2(info.exitCode == 0 && !info.crashed, info.err.constData());
    QVERIFY(info.out.contains("hard link /g00/r -> /g00/l: the group shown at /g00/l"));
    QVERIFY(info.out.contains("cycle link /ra/b/c/a -> /ra"));
    QVERIFY(info.out.contains("cycle link /ra/b/c/root -> /"));
}

void TestCliHdf5::testHugeDatasetInfo()
{
    // `info` reads a bounded sample of large arrays and says so; `--full` gives every
    // statistic; `info --json` skips hashing leaves above 2^24 elements unless --full.
    QTemporaryDir tmp;
    const QString file = tmp.filePath(QStringLiteral("huge.h5"));
    const QList<QByteArray> numpy = python(kWriteHuge, {file}).trimmed().split(' ');
    QCOMPARE(numpy.size(), 3);
    const Result info = runCli({QStringLiteral("info"), file});
    QVERIFY2(info.exitCode == 0, info.err.constData());
    QVERIFY2(info.out.contains("x: np.ndarray((1000000000,), dtype=uint8, min=0.0, max=255.0, mean="),
             info.out.constData());
    QVERIFY(info.out.contains("(statistics of a sample of 1048576 elements; --full for all)"));
    const Result json = runCli({QStringLiteral("info"), QStringLiteral("--json"), file});
    QVERIFY2(json.exitCode == 0, json.err.constData());
    const QJsonObject tree = QJsonDocument::fromJson(json.out).object().value(QStringLiteral("tree")).toObject();
    for (const char* key : {"x", "y"}) {
        const QJsonObject leaf = tree.value(QLatin1String(key)).toObject();
        QCOMPARE(leaf.value(QStringLiteral("statistics")).toString(), QStringLiteral("skipped"));
        QVERIFY(!leaf.contains(QStringLiteral("sha256")));
    }
    // --full on the smaller one only (hashing 10^9 elements takes half a minute).
    const QString small = tmp.filePath(QStringLiteral("small.h5"));
    QCOMPARE(python("import sys, h5py\nwith h5py.File(sys.argv[1], 'r') as f, h5py.File(sys.argv[2], 'w') as g:\n"
                    "    f.copy('y', g)\nprint('ok')\n",
                    {file, small})
                 .trimmed(),
             QByteArray("ok"));
    const Result full = runCli({QStringLiteral("info"), QStringLiteral("--json"), QStringLiteral("--full"), small});
    QVERIFY2(full.exitCode == 0, full.err.constData());
    const QJsonObject y = QJsonDocument::fromJson(full.out)
                              .object()
                              .value(QStringLiteral("tree"))
                              .toObject()
                              .value(QStringLiteral("y"))
                              .toObject();
    QCOMPARE(y.value(QStringLiteral("sha256")).toString().toUtf8(), numpy[0]);
    QCOMPARE(y.value(QStringLiteral("sum")).toDouble(), numpy[1].toDouble());
    const Result text = runCli({QStringLiteral("info"), QStringLiteral("--full"), small});
    QVERIFY2(text.out.contains("mean=" + numpy[2] + ")\n"), text.out.constData());
}

QTEST_APPLESS_MAIN(TestCliHdf5)
#include "tst_clihdf5.moc"
