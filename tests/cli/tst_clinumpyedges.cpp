// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// numpy and Tianshou edge cases the differential test found (issue 18, tests/differential
// known bugs), each checked from outside against what the real numpy 1.24 and Tianshou
// 2.0.1 give on the same data: an .npz without arrays.
#include "cliutils.h"

#include <QTemporaryDir>
#include <QTest>

using namespace CliTest;

namespace {

// argv: folder, Tianshou path, then "make" or "check WHAT FILE...". make writes the
// inputs; check prints what Python sees in our outputs, or fails.
const char* kOracle = R"PY(
import sys, os, pickle
sys.path.insert(0, sys.argv[2])
import numpy as np
from tianshou.data import Batch
d, what = sys.argv[1], sys.argv[3]
if what == "make":
    np.savez(os.path.join(d, "numpy_empty.npz"))
    with open(os.path.join(d, "empty_batches.pkl"), "wb") as f:
        pickle.dump(Batch(a=Batch(), b=Batch(c=Batch())), f, protocol=4)
    print(repr(Batch(dict(np.load(os.path.join(d, "numpy_empty.npz"))))))
elif what == "empty_npz":
    with np.load(sys.argv[4]) as z:
        assert z.files == [], z.files
    with open(sys.argv[5], "rb") as f:
        back = pickle.load(f)
    assert isinstance(back, Batch) and len(back.keys()) == 0, repr(back)
    print("ok")
)PY";

QByteArray oracle(const QString& dir, const QStringList& args)
{
    bool ok = false;
    QString error;
    const QByteArray out = TestUtils::runPython(
        QString::fromUtf8(kOracle), QStringList{dir, TestUtils::sharedPath(QStringLiteral("tools/tianshou-2.0.1"))} + args,
        &ok, &error);
    if (!ok)
        qWarning("%s", qPrintable(error));
    return ok ? out : QByteArray("python failed");
}

} // namespace

class TestCliNumpyEdges : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QByteArray m_emptyRepr; // repr of Batch(np.load(numpy_empty.npz))

    QString path(const QString& name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase();
    void testEmptyNpz();
};

void TestCliNumpyEdges::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_emptyRepr = oracle(m_dir.path(), {QStringLiteral("make")});
    QVERIFY2(m_emptyRepr.startsWith("Batch("), m_emptyRepr.constData());
}

// np.savez with no arrays writes only the zip end record ("PK\x05\x06"); np.load reads it
// as an NpzFile without keys. So does our own .npz of a Batch of empty Batches.
void TestCliNumpyEdges::testEmptyNpz()
{
    Result r = runCli({QStringLiteral("tree"), path(QStringLiteral("numpy_empty.npz"))});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(r.out, m_emptyRepr);
    const QString npz = path(QStringLiteral("ours_empty.npz"));
    const QString back = path(QStringLiteral("ours_empty_back.pkl"));
    r = runCli({QStringLiteral("convert"), path(QStringLiteral("empty_batches.pkl")), npz});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    r = runCli({QStringLiteral("convert"), npz, back});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(oracle(m_dir.path(), {QStringLiteral("empty_npz"), npz, back}).trimmed(), QByteArray("ok"));
}

QTEST_APPLESS_MAIN(TestCliNumpyEdges)
#include "tst_clinumpyedges.moc"
