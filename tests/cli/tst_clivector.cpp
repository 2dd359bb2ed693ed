// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// `export` of vector buffers checked with the real Tianshou 2.0.1: the library builds
// the input, loads what we wrote, finds exactly the chosen episodes, each one whole and
// separate, and keeps working on it (`sample`, `add` continuing a running episode).
#include "cliutils.h"

#include <QTemporaryDir>
#include <QTest>

using namespace CliTest;

namespace {

// Builds a vector buffer with the real library. Sub-buffer 0: episode 0 (3 steps,
// terminated) then episode 1 (2 steps, running); sub-buffer 1: episode 2 (2 steps,
// truncated) then episode 3 (3 steps, running); sub-buffer 2: episode 4 (2 steps,
// terminated). Rewards are 100 * episode + step, so every step is recognisable.
const char* kMakeVector = R"PY(
import sys, pickle
sys.path.insert(0, sys.argv[3])
import numpy as np
from tianshou.data import Batch, VectorReplayBuffer, PrioritizedVectorReplayBuffer
cls = sys.argv[2]
buf = VectorReplayBuffer(30, 3) if cls == 'VectorReplayBuffer' else PrioritizedVectorReplayBuffer(30, 3, alpha=0.6, beta=0.4)
plan = {0: [(0, 3, 'term'), (1, 2, None)], 1: [(2, 2, 'trunc'), (3, 3, None)], 2: [(4, 2, 'term')]}
for b, episodes in plan.items():
    for e, n, end in episodes:
        for t in range(n):
            last = t == n - 1
            buf.add(Batch(obs=[[e, t]], act=[e], rew=[100.0 * e + t], terminated=[last and end == 'term'],
                          truncated=[last and end == 'trunc'], obs_next=[[e, t + 1]], info=[{}]), buffer_ids=[b])
if cls != 'VectorReplayBuffer':
    buf.update_weight(np.arange(buf.maxsize), np.arange(buf.maxsize) + 1.0)
pickle.dump(buf, open(sys.argv[1], 'wb'))
print('ok')
)PY";

// Loads the export with the real library and checks it episode by episode.
const char* kCheckVector = R"PY(
import sys, json
sys.path.insert(0, sys.argv[3])
import numpy as np
from tianshou.data import Batch, VectorReplayBuffer, PrioritizedVectorReplayBuffer
path, cls, chosen = sys.argv[1], sys.argv[2], [int(x) for x in sys.argv[4].split(',')]
lengths = {0: 3, 1: 2, 2: 2, 3: 3, 4: 2}
running = {1, 3}
if path.endswith('.h5'):
    buf = (VectorReplayBuffer if cls == 'VectorReplayBuffer' else PrioritizedVectorReplayBuffer).load_hdf5(path)
else:
    import pickle
    buf = pickle.load(open(path, 'rb'))
assert type(buf).__name__ == cls, type(buf).__name__
assert len(buf) == sum(lengths[e] for e in chosen), len(buf)
# Every sub-buffer read oldest first, split after each done: the episodes it holds.
found, unfinished = [], []
for b, sub in enumerate(buf.buffers):
    rows = sub.sample_indices(0)
    current = []
    for r in rows:
        current.append(float(sub.rew[r]))
        if sub.done[r]:
            found.append(current); current = []
    if current:
        found.append(current); unfinished.append((b, current))
want = [[100.0 * e + t for t in range(lengths[e])] for e in sorted(chosen)]
assert sorted(found) == sorted(want), (found, want)
assert sorted(u for _, u in unfinished) == sorted(w for w, e in zip(want, sorted(chosen)) if e in running), unfinished
# Walking the manager's prev/next from each episode's start stays inside the episode.
for start in buf.sample_indices(0):
    if buf.prev(start) == start:
        steps = [start]
        while buf.next(steps[-1]) != steps[-1] and not buf.done[steps[-1]]:
            steps.append(int(buf.next(steps[-1])))
        assert [float(buf.rew[s]) for s in steps] in want, steps
# The library keeps working on it: sampling, and a running episode continues with add.
batch, indices = buf.sample(4)
assert len(indices) == 4 and set(indices) <= set(buf.sample_indices(0).tolist())
for b, steps in unfinished:
    ptr, ep_rew, ep_len, ep_idx = buf.add(Batch(obs=[[9, 9]], act=[9], rew=[1.0], terminated=[True], truncated=[False],
                                                obs_next=[[9, 9]], info=[{}]), buffer_ids=[b])
    assert ep_len[0] == len(steps) + 1 and ep_rew[0] == sum(steps) + 1.0, (b, ep_len, ep_rew, steps)
print('ok')
)PY";

// A converted buffer loaded with the real library's load_hdf5 (or pickle) equals the
// original pickle: same attributes, bookkeeping, storage, priorities; and it works.
const char* kCheckConverted = R"PY(
import sys, pickle
sys.path.insert(0, sys.argv[3])
import numpy as np
from tianshou.data import Batch, VectorReplayBuffer, PrioritizedVectorReplayBuffer
cls = {'VectorReplayBuffer': VectorReplayBuffer, 'PrioritizedVectorReplayBuffer': PrioritizedVectorReplayBuffer}[sys.argv[4]]
orig = pickle.load(open(sys.argv[1], 'rb'))
conv = cls.load_hdf5(sys.argv[2]) if sys.argv[2].endswith('.h5') else pickle.load(open(sys.argv[2], 'rb'))
assert type(conv) is type(orig), type(conv)
assert set(conv.__dict__) == set(orig.__dict__), set(conv.__dict__) ^ set(orig.__dict__)
def same(x, y, path):
    if isinstance(x, Batch):
        assert isinstance(y, Batch) and sorted(x.get_keys()) == sorted(y.get_keys()), path
        for k in x.get_keys(): same(x[k], y[k], path + '.' + k)
    else:
        x, y = np.asarray(x), np.asarray(y)
        assert x.dtype == y.dtype and x.shape == y.shape and np.array_equal(x, y), (path, x, y)
same(orig._meta, conv._meta, '_meta')
for k in ('maxsize', 'buffer_num', '_offset', '_extend_offset', '_lengths', 'last_index', '_alpha', '_beta',
          '_max_prio', '_min_prio', '_weight_norm'):
    if k in orig.__dict__:
        same(orig.__dict__[k], conv.__dict__[k], k)
for a, b in zip(orig.buffers, conv.buffers):
    for k in ('maxsize', '_size', '_insertion_idx', 'last_index', '_ep_return', '_ep_len', '_ep_start_idx'):
        same(a.__dict__[k], b.__dict__[k], 'buffers.' + k)
if 'weight' in orig.__dict__:
    same(orig.weight._value, conv.weight._value, 'weight')
    idx = orig.sample_indices(0)
    same(orig.get_weight(idx), conv.get_weight(idx), 'get_weight')
conv.sample(4)
conv.add(Batch(obs=[[9, 9]], act=[9], rew=[1.0], terminated=[True], truncated=[False], obs_next=[[9, 9]], info=[{}]),
         buffer_ids=[2])
print('ok')
)PY";

QString tianshou()
{
    return TestUtils::sharedPath(QStringLiteral("tools/tianshou-2.0.1"));
}

void runPythonCheck(const char* script, const QStringList& args)
{
    bool ok = false;
    QString error;
    const QByteArray said = TestUtils::runPython(QString::fromUtf8(script), args, &ok, &error);
    QVERIFY2(ok, qPrintable(error));
    QCOMPARE(said.trimmed(), QByteArray("ok"));
}

} // namespace

class TestCliVector : public QObject {
    Q_OBJECT

private slots:
    void testVectorEpisodesStaySeparate_data();
    void testVectorEpisodesStaySeparate();
    void testConvertVector_data();
    void testConvertVector();
};

void TestCliVector::testVectorEpisodesStaySeparate_data()
{
    QTest::addColumn<QString>("cls");
    QTest::addColumn<QString>("episodes");
    QTest::addColumn<QString>("extension");
    for (const QString& cls : {QStringLiteral("VectorReplayBuffer"), QStringLiteral("PrioritizedVectorReplayBuffer")}) {
        // A running episode followed by episodes of other sub-buffers (issue 18).
        QTest::newRow(qPrintable(cls + QStringLiteral(" 1,2,3,4")))
            << cls << QStringLiteral("1,2,3,4") << QStringLiteral(".pkl");
        QTest::newRow(qPrintable(cls + QStringLiteral(" 1,3")))
            << cls << QStringLiteral("1,3") << QStringLiteral(".pkl");
        QTest::newRow(qPrintable(cls + QStringLiteral(" all")))
            << cls << QStringLiteral("0-4") << QStringLiteral(".pkl");
        QTest::newRow(qPrintable(cls + QStringLiteral(" finished")))
            << cls << QStringLiteral("0,2,4") << QStringLiteral(".pkl");
    }
    for (const QString& cls : {QStringLiteral("VectorReplayBuffer"), QStringLiteral("PrioritizedVectorReplayBuffer")})
        QTest::newRow(qPrintable(cls + QStringLiteral(" 1,2,3,4 .h5")))
            << cls << QStringLiteral("1,2,3,4") << QStringLiteral(".h5");
}

void TestCliVector::testVectorEpisodesStaySeparate()
{
    QFETCH(QString, cls);
    QFETCH(QString, episodes);
    QFETCH(QString, extension);
    QTemporaryDir tmp;
    const QString in = tmp.filePath(QStringLiteral("in.pkl"));
    runPythonCheck(kMakeVector, {in, cls, tianshou()});
    const QString out = tmp.filePath(QStringLiteral("subset") + extension);
    const Result r =
        runCli({QStringLiteral("export"), in, QStringLiteral("--episodes"), episodes, QStringLiteral("-o"), out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString list = episodes == QStringLiteral("0-4") ? QStringLiteral("0,1,2,3,4") : episodes;
    runPythonCheck(kCheckVector, {out, cls, tianshou(), list});
}

void TestCliVector::testConvertVector_data()
{
    QTest::addColumn<QString>("cls");
    QTest::addColumn<QString>("extension");
    for (const QString& cls : {QStringLiteral("VectorReplayBuffer"), QStringLiteral("PrioritizedVectorReplayBuffer")})
        for (const QString& extension : {QStringLiteral(".h5"), QStringLiteral(".pkl")})
            QTest::newRow(qPrintable(cls + extension)) << cls << extension;
}

void TestCliVector::testConvertVector()
{
    // A PrioritizedVectorReplayBuffer to .h5 failed with "attribute already exists"
    // (issue 18): the manager's `_weight_norm` was written twice.
    QFETCH(QString, cls);
    QFETCH(QString, extension);
    QTemporaryDir tmp;
    const QString in = tmp.filePath(QStringLiteral("in.pkl"));
    runPythonCheck(kMakeVector, {in, cls, tianshou()});
    const QString out = tmp.filePath(QStringLiteral("out") + extension);
    const Result r = runCli({QStringLiteral("convert"), in, out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    runPythonCheck(kCheckConverted, {in, out, tianshou(), cls});
}

QTEST_APPLESS_MAIN(TestCliVector)
#include "tst_clivector.moc"
