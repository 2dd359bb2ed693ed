// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// cat, stack, split, dropnull and slice against the results Tianshou itself computed
// (the `ops[]` of the v1.2.0 and v2.0.1 manifests): our output, read back by our
// reader and by CPython, equals Tianshou's pickled result.
#include "cliutils.h"

#include <core/files/formats.h>

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace CliTest;
using namespace ReplayScope::Core;

class TestCliOps : public QObject {
    Q_OBJECT

private slots:
    void testTianshouOps_data();
    void testTianshouOps();
    void testSampleIsNumpyChoice();
    void testSplitShuffleIsNumpyPermutation();
    void testSplitWholeBatch_data();
    void testSplitWholeBatch();
    void testDropnullKeepsBigInts();
};

void TestCliOps::testTianshouOps_data()
{
    QTest::addColumn<QString>("dir");
    QTest::addColumn<QString>("op");
    QTest::addColumn<QStringList>("inputs");
    QTest::addColumn<QString>("result");
    int rows = 0;
    for (const QString& release : {QStringLiteral("v1.2.0"), QStringLiteral("v2.0.1")}) {
        const QString dir = fixtureDir(release);
        for (const QJsonValue& v : manifest(dir).value(QStringLiteral("ops")).toArray()) {
            const QJsonObject op = v.toObject();
            QStringList inputs;
            for (const QJsonValue& in : op.value(QStringLiteral("inputs")).toArray())
                inputs << dir + QLatin1Char('/') + in.toString();
            const QString result = op.value(QStringLiteral("result")).toString();
            QTest::newRow(qPrintable(release + QLatin1Char('/') + result))
                << dir << op.value(QStringLiteral("op")).toString() << inputs << dir + QLatin1Char('/') + result;
            ++rows;
        }
    }
    QVERIFY(rows >= 28);
}

void TestCliOps::testTianshouOps()
{
    QFETCH(QString, op);
    QFETCH(QStringList, inputs);
    QFETCH(QString, result);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QString out = tmp.filePath(QStringLiteral("out.pkl"));

    // Translate the manifest's description of what Tianshou did into our command line.
    QStringList args;
    const QRegularExpression split(QStringLiteral("^split size=(\\d+) shuffle=False( merge_last=True)? part (\\d+)$"));
    const QRegularExpression index(QStringLiteral("^index (.+)$"));
    if (op.startsWith(QLatin1String("stack axis=0"))) {
        args << QStringLiteral("stack") << inputs << QStringLiteral("--axis") << QStringLiteral("0");
    } else if (op == QLatin1String("cat")) {
        args << QStringLiteral("cat") << inputs;
    } else if (op == QLatin1String("dropnull")) {
        args << QStringLiteral("dropnull") << inputs;
    } else if (const auto m = split.match(op); m.hasMatch()) {
        args << QStringLiteral("split") << inputs << QStringLiteral("--size") << m.captured(1);
        if (!m.captured(2).isEmpty())
            args << QStringLiteral("--merge-last");
        out = tmp.filePath(QStringLiteral("parts"));
    } else if (const auto m = index.match(op); m.hasMatch()) {
        args << QStringLiteral("slice") << inputs << QStringLiteral("--index") << m.captured(1);
    } else if (op == QLatin1String("buffer[:] chronological")) {
        args << QStringLiteral("slice") << inputs << QStringLiteral("--index") << QStringLiteral(":");
    } else {
        QFAIL(qPrintable(QStringLiteral("unknown op in the manifest: ") + op));
    }
    args << QStringLiteral("-o") << out;
    const Result r = runCli(args);
    QVERIFY(!r.crashed);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    if (const auto m = split.match(op); m.hasMatch())
        out = QStringLiteral("%1/part_%2.pkl").arg(out).arg(m.captured(3).toInt(), 4, 10, QLatin1Char('0'));
    QVERIFY2(QFile::exists(out), qPrintable(out));

    // Our reader: Tianshou's Batch equality.
    const LoadedData ours = loadFile(out.toStdString());
    const LoadedData theirs = loadFile(result.toStdString());
    QVERIFY(ours.batch && theirs.batch);
    QVERIFY2(*ours.batch == *theirs.batch,
             ("ours:\n" + ours.batch->repr() + "\ntheirs:\n" + theirs.batch->repr()).c_str());

    // CPython: the same types, keys, dtypes, shapes and values. Key order is not part of
    // the result: Tianshou's cat merges the keys of a Python set, whose order follows
    // string hashes (randomised per process).
    bool ok = false;
    QString error;
    const QByteArray said = TestUtils::runPythonFile(QString::fromUtf8(kPythonCompare),
                                                     {result, out, pystub(), QStringLiteral("unordered")}, &ok, &error);
    QVERIFY2(ok, qPrintable(error));
    QCOMPARE(said.trimmed(), QByteArray("ok"));
}

void TestCliOps::testSampleIsNumpyChoice()
{
    // sample -n 4 --seed 7 picks the rows numpy's RandomState(7).choice(len, 4, replace=False) picks.
    const QString in = fixtureDir(QStringLiteral("v2.0.1")) + QStringLiteral("/in_split.p4.pkl");
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("sample.pkl"));
    const Result r = runCli({QStringLiteral("sample"), in, QStringLiteral("-n"), QStringLiteral("4"),
                             QStringLiteral("--seed"), QStringLiteral("7"), QStringLiteral("-o"), out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    bool ok = false;
    QString error;
    const QByteArray said =
        TestUtils::runPythonFile(QStringLiteral("cli/sample_rows_numpy.py"), {in, out, pystub()}, &ok, &error);
    QVERIFY2(ok, qPrintable(error));
    QCOMPARE(said.trimmed(), QByteArray("ok"));
}

void TestCliOps::testSplitShuffleIsNumpyPermutation()
{
    // split --shuffle --seed 3: the parts are rows of np.random.RandomState(3).permutation.
    const QString in = fixtureDir(QStringLiteral("v2.0.1")) + QStringLiteral("/in_split.p4.pkl");
    QTemporaryDir tmp;
    const Result r =
        runCli({QStringLiteral("split"), in, QStringLiteral("--size"), QStringLiteral("4"), QStringLiteral("--shuffle"),
                QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("-o"), tmp.path()});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    bool ok = false;
    QString error;
    const QByteArray said =
        TestUtils::runPythonFile(QStringLiteral("cli/split_shuffle_numpy.py"), {in, tmp.path(), pystub()}, &ok, &error);
    QVERIFY2(ok, qPrintable(error));
    QCOMPARE(said.trimmed(), QByteArray("ok"));
}

void TestCliOps::testSplitWholeBatch_data()
{
    QTest::addColumn<QString>("flags");
    QTest::newRow("--size -1") << QString();
    QTest::newRow("--size -1 --merge-last") << QStringLiteral("--merge-last");
}

void TestCliOps::testSplitWholeBatch()
{
    // size -1 is the whole Batch in Tianshou 1.0 and later (issue 18: it was refused).
    // The parts are what the real Tianshou 2.0.1's split(-1, shuffle=False) yields.
    QFETCH(QString, flags);
    const QString in = fixtureDir(QStringLiteral("v2.0.1")) + QStringLiteral("/in_split.p4.pkl");
    QTemporaryDir tmp;
    QStringList args{QStringLiteral("split"), in,        QStringLiteral("--size"), QStringLiteral("-1"),
                     QStringLiteral("-o"),    tmp.path()};
    if (!flags.isEmpty())
        args << flags;
    const Result r = runCli(args);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    bool ok = false;
    QString error;
    const QByteArray said =
        TestUtils::runPython(QStringLiteral(R"PY(
import sys, os, pickle
sys.path.insert(0, sys.argv[3])
import numpy as np
from tianshou.data import Batch
src = pickle.load(open(sys.argv[1], 'rb'))
want = list(src.split(-1, shuffle=False, merge_last=sys.argv[4] == 'merge'))
parts = sorted(f for f in os.listdir(sys.argv[2]) if f.startswith('part_'))
assert len(parts) == len(want) == 1, (parts, len(want))
got = pickle.load(open(os.path.join(sys.argv[2], parts[0]), 'rb'))
assert isinstance(got, Batch) and list(got.get_keys()) == list(want[0].get_keys())
for k in want[0].get_keys():
    a, b = want[0][k], got[k]
    assert type(a) is type(b) and (not isinstance(a, np.ndarray) or (a.dtype == b.dtype and np.array_equal(a, b))), k
print('ok')
)PY"),
                             {in, tmp.path(), TestUtils::sharedPath(QStringLiteral("tools/tianshou-2.0.1")),
                              flags.isEmpty() ? QStringLiteral("plain") : QStringLiteral("merge")},
                             &ok, &error);
    QVERIFY2(ok, qPrintable(error));
    QCOMPARE(said.trimmed(), QByteArray("ok"));
}

void TestCliOps::testDropnullKeepsBigInts()
{
    // Python ints of 2^64 and more inside object arrays became uint64 in the row loop of
    // dropnull and wrapped (2^70 read 0, issue 18). The result must be what the real
    // Tianshou 2.0.1's dropnull gives, element types included.
    QTemporaryDir tmp;
    const QString in = tmp.filePath(QStringLiteral("in.pkl"));
    const QString out = tmp.filePath(QStringLiteral("out.pkl"));
    const QString tianshou = TestUtils::sharedPath(QStringLiteral("tools/tianshou-2.0.1"));
    bool ok = false;
    QString error;
    TestUtils::runPython(QStringLiteral(R"PY(
import sys, pickle
sys.path.insert(0, sys.argv[2])
import numpy as np
from tianshou.data import Batch
b = Batch(a=np.array([2**70, 2**64 + 5, 2**64 - 1, 2**63, None, -2**64, 7], dtype=object),
          u=np.array([2**64 + 1, 2, 3, 4, 5, 6, 7], dtype=object), f=np.arange(7.0))
pickle.dump(b, open(sys.argv[1], 'wb'))
)PY"),
                         {in, tianshou}, &ok, &error);
    QVERIFY2(ok, qPrintable(error));
    const Result r = runCli({QStringLiteral("dropnull"), in, QStringLiteral("-o"), out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QByteArray said = TestUtils::runPython(QStringLiteral(R"PY(
import sys, pickle
sys.path.insert(0, sys.argv[3])
import numpy as np
want = pickle.load(open(sys.argv[1], 'rb')).dropnull()
got = pickle.load(open(sys.argv[2], 'rb'))
for k in ('a', 'u', 'f'):
    w, g = want[k], got[k]
    assert w.dtype == g.dtype and w.shape == g.shape, (k, w.dtype, g.dtype, w.shape, g.shape)
    assert [(type(x), x) for x in w.tolist()] == [(type(x), x) for x in g.tolist()], (k, w, g)
print('ok')
)PY"),
                                                 {in, out, tianshou}, &ok, &error);
    QVERIFY2(ok, qPrintable(error));
    QCOMPARE(said.trimmed(), QByteArray("ok"));
}

QTEST_APPLESS_MAIN(TestCliOps)
#include "tst_cliops.moc"
