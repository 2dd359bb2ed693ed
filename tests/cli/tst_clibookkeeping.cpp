// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The Python types of a buffer's bookkeeping after `convert` to a pickle (issue 18):
// a buffer read from save_hdf5 has the numpy scalars Tianshou's load_hdf5 gives
// (np.int64 `_insertion_idx`, np.float64 `_alpha`, np.bool_ `_sample_avail`, ...), and a
// pickled prioritized buffer keeps its np.float64 `_max_prio`/`_min_prio`. The expected
// types are those of the real Tianshou 2.0.1 objects, compared attribute by attribute.
#include "cliutils.h"

#include <QTemporaryDir>
#include <QTest>

using namespace CliTest;

namespace {

// argv: mode ("write" or "compare"), Tianshou's path, folder, class. "write" fills a
// buffer of the class with the real library and writes CLASS.h5 (save_hdf5) and
// CLASS.pkl. "compare" prints each attribute whose type or value differs between what
// Tianshou loads (load_hdf5 / pickle.load) and our conversions of those files
// (CLASS.from-h5.pkl, CLASS.from-pkl.pkl), sub-buffers and `options` included; "ok"
// when none does.
const char* kScript = R"PY(
import sys, pickle
sys.path.insert(0, sys.argv[2])
import numpy as np
import tianshou.data as td
mode, folder, name = sys.argv[1], sys.argv[3], sys.argv[4]
cls = getattr(td, name)
base = folder + '/' + name
if mode == 'write':
    if name == 'ReplayBuffer':
        buf = td.ReplayBuffer(6)
    elif name == 'PrioritizedReplayBuffer':
        buf = td.PrioritizedReplayBuffer(6, alpha=0.6, beta=0.4)
    elif name == 'VectorReplayBuffer':
        buf = td.VectorReplayBuffer(8, 2)
    elif name == 'PrioritizedVectorReplayBuffer':
        buf = td.PrioritizedVectorReplayBuffer(8, 2, alpha=0.5, beta=0.3)
    else:
        buf = td.CachedReplayBuffer(td.ReplayBuffer(6), 2, 3)
    vector = isinstance(buf, td.ReplayBufferManager)
    for t in range(5):
        n = 2 if vector else 1
        b = td.Batch(obs=np.full((n, 2), t), act=np.arange(n), rew=np.full(n, 0.5 * t),
                     terminated=np.array([t == 2] * n), truncated=np.zeros(n, bool), obs_next=np.ones((n, 2)))
        buf.add(b, buffer_ids=list(range(n))) if vector else buf.add(b[0])
    if hasattr(buf, 'update_weight'):
        buf.update_weight(np.array([0, 1]), np.array([0.25, 3.0]))
    buf.save_hdf5(base + '.h5')
    with open(base + '.pkl', 'wb') as f:
        pickle.dump(buf, f)
    print('written')
    sys.exit()

def state(buf):
    d = {k: v for k, v in vars(buf).items() if k not in ('_meta', '_random_state', '_indices', 'weight', 'main_buffer')}
    for k in ('buffers', 'cached_buffers'):
        if k in d:
            d[k] = {str(i): state(s) for i, s in enumerate(d[k])}
    return d

def walk(a, b, path, out):
    if type(a) is not type(b):
        out.append('%s: %s %r, ours %s %r' % (path, type(a).__name__, a, type(b).__name__, b))
    elif isinstance(a, dict):
        for k in sorted(set(a) | set(b), key=str):
            if k not in a or k not in b:
                out.append('%s.%s: only in one' % (path, k))
            else:
                walk(a[k], b[k], '%s.%s' % (path, k), out)
    elif isinstance(a, (bool, int, float, np.generic)) and not a == b:
        out.append('%s: %r, ours %r' % (path, a, b))

out = []
def load(path):
    with open(path, 'rb') as f:
        return pickle.load(f)
walk(state(cls.load_hdf5(base + '.h5')), state(load(base + '.from-h5.pkl')), 'from-h5', out)
walk(state(load(base + '.pkl')), state(load(base + '.from-pkl.pkl')), 'from-pkl', out)
print('\n'.join(out) if out else 'ok')
)PY";

QByteArray python(const QStringList& args)
{
    return TestUtils::pythonOutput(QString::fromUtf8(kScript), args);
}

} // namespace

class TestCliBookkeeping : public QObject {
    Q_OBJECT

private slots:
    void testConvertKeepsScalarTypes_data();
    void testConvertKeepsScalarTypes();
};

void TestCliBookkeeping::testConvertKeepsScalarTypes_data()
{
    QTest::addColumn<QString>("cls");
    // A single buffer, a prioritized manager (its own bookkeeping beside pickled
    // sub-buffers) and a cached one; the plain classes share their code.
    for (const char* name : {"PrioritizedReplayBuffer", "PrioritizedVectorReplayBuffer", "CachedReplayBuffer"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestCliBookkeeping::testConvertKeepsScalarTypes()
{
    QFETCH(QString, cls);
    QTemporaryDir tmp;
    const QString tianshou = TestUtils::sharedPath(QStringLiteral("tools/tianshou-2.0.1"));
    const QString base = tmp.filePath(cls);
    QCOMPARE(python({QStringLiteral("write"), tianshou, tmp.path(), cls}), QByteArray("written"));
    for (const char* from : {"h5", "pkl"}) {
        const Result r = runCli({QStringLiteral("convert"), base + QLatin1Char('.') + QLatin1String(from),
                                 base + QStringLiteral(".from-") + QLatin1String(from) + QStringLiteral(".pkl")});
        QVERIFY2(r.exitCode == 0 && !r.crashed, r.err.constData());
    }
    // Every attribute as Tianshou has it: type and value.
    QCOMPARE(python({QStringLiteral("compare"), tianshou, tmp.path(), cls}), QByteArray("ok"));
}

QTEST_APPLESS_MAIN(TestCliBookkeeping)
#include "tst_clibookkeeping.moc"
