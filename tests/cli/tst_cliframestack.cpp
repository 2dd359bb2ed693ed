// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Frame stacking of tensor observations (issue 18): Tianshou's `get` np.stacks the
// frames of a tensor into a numpy array, so `buf[:]` of a buffer with stack_num > 1
// and tensor obs holds numpy obs/obs_next (and fails for bfloat16, which numpy cannot
// hold). `cat` of such a buffer is `buf[:]`; the expected rows come from Tianshou 2.0.1.
#include "cliutils.h"

#include <QTemporaryDir>
#include <QTest>

using namespace CliTest;

namespace {

// argv: mode ("write" or "compare"), Tianshou's path, the buffer file, torch dtype
// name, and for "compare" our output. "write" fills a ReplayBuffer(6, stack_num=3)
// whose ring wraps with tensor obs and obs_next and pickles it. "compare" prints "ok"
// when our output equals Tianshou's buf[:] (types, dtypes, shapes, values), else the
// first difference; "fails: ..." when buf[:] raises.
const char* kScript = R"PY(
import sys, pickle
sys.path.insert(0, sys.argv[2])
import numpy as np, torch
from tianshou.data import Batch, ReplayBuffer
mode, path, dtype = sys.argv[1], sys.argv[3], getattr(torch, sys.argv[4])
if mode == 'write':
    buf = ReplayBuffer(6, stack_num=3)
    for t in range(9):
        buf.add(Batch(obs=torch.full((2,), float(t), dtype=dtype), act=t % 2, rew=0.5,
                      terminated=t == 3, truncated=False, obs_next=torch.full((2,), t + 1.0, dtype=dtype)))
    with open(path, 'wb') as f:
        pickle.dump(buf, f)
    print('written')
    sys.exit()
with open(path, 'rb') as f:
    buf = pickle.load(f)
try:
    want = buf[:]
except Exception as e:
    print('fails: %s: %s' % (type(e).__name__, e))
    sys.exit()
with open(sys.argv[5], 'rb') as f:
    got = pickle.load(f)
for key in ('obs', 'obs_next', 'act', 'rew'):
    w, g = want[key], got[key]
    if type(w) is not type(g) or w.dtype != g.dtype or tuple(w.shape) != tuple(g.shape) or not (np.asarray(w) == np.asarray(g)).all():
        print('%s: %s %r, ours %s %r' % (key, type(w).__name__, w, type(g).__name__, g))
        sys.exit()
print('ok')
)PY";

QByteArray python(const QStringList& args)
{
    return TestUtils::pythonOutput(QString::fromUtf8(kScript), args);
}

} // namespace

class TestCliFrameStack : public QObject {
    Q_OBJECT

private slots:
    void testTensorFramesStackAsNumpy_data();
    void testTensorFramesStackAsNumpy();
};

void TestCliFrameStack::testTensorFramesStackAsNumpy_data()
{
    QTest::addColumn<QString>("dtype");
    QTest::newRow("float32") << QStringLiteral("float32");
    QTest::newRow("float16") << QStringLiteral("float16");
    QTest::newRow("bfloat16 (numpy has no such type)") << QStringLiteral("bfloat16");
}

void TestCliFrameStack::testTensorFramesStackAsNumpy()
{
    QFETCH(QString, dtype);
    QTemporaryDir tmp;
    const QString tianshou = TestUtils::sharedPath(QStringLiteral("tools/tianshou-2.0.1"));
    const QString input = tmp.filePath(QStringLiteral("buffer.pkl"));
    const QString output = tmp.filePath(QStringLiteral("rows.pkl"));
    QCOMPARE(python({QStringLiteral("write"), tianshou, input, dtype}), QByteArray("written"));
    const Result cat = runCli({QStringLiteral("cat"), input, QStringLiteral("-o"), output});
    QVERIFY(!cat.crashed);
    const QByteArray tianshouSays = python({QStringLiteral("compare"), tianshou, input, dtype, output});
    if (tianshouSays.startsWith("fails: ")) {
        // Tianshou's buf[:] raises: so do we, with its message and no output.
        QCOMPARE(cat.exitCode, 2);
        QVERIFY2(cat.err.contains(tianshouSays.mid(tianshouSays.indexOf(": ", 7) + 2)), cat.err.constData());
        QVERIFY(!QFile::exists(output));
        return;
    }
    QVERIFY2(cat.exitCode == 0, cat.err.constData());
    QCOMPARE(tianshouSays, QByteArray("ok"));
}

QTEST_APPLESS_MAIN(TestCliFrameStack)
#include "tst_cliframestack.moc"
