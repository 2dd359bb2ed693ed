// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// A HERReplayBuffer pickled after sample() holds a relabelling: `_meta` rewritten for
// the sampled episodes, the original rows in `_original_meta` and `_altered_indices`
// (issue 18). As Tianshou 2.0.1: `info --json` shows the storage as stored, buf[:]
// (cat, .npz) and save_hdf5 (.h5) write the relabelling back first, and a pickle keeps
// it. Expected values come from the real library.
#include "cliutils.h"

#include <QTemporaryDir>
#include <QTest>

using namespace CliTest;

namespace {

// argv: mode, Tianshou's path, folder. "write" makes her.pkl: episodes of 4 steps in a
// HERReplayBuffer(16), then sample() until it relabelled something. "compare" checks
// our outputs in the folder (info.json, cat.pkl, out.npz, out.h5, out.pkl) against the
// library and prints "ok" or each difference.
const char* kScript = R"PY(
import sys, copy, hashlib, json, pickle
sys.path.insert(0, sys.argv[2])
import numpy as np
from tianshou.data import Batch, HERReplayBuffer, ReplayBuffer

def her_reward(achieved_goal, desired_goal):
    return -(np.abs(achieved_goal - desired_goal).sum(axis=-1) > 0.5).astype(np.float64)

mode, folder = sys.argv[1], sys.argv[3] + '/'
if mode == 'write':
    np.random.seed(3)
    g = np.random.default_rng(3)
    buf = HERReplayBuffer(16, compute_reward_fn=her_reward, horizon=3, future_k=4)
    for t in range(12):
        buf.add(Batch(obs=Batch(observation=g.standard_normal(3), achieved_goal=g.standard_normal(2),
                                desired_goal=g.standard_normal(2)),
                      act=t % 2, rew=float(t % 3 - 1), terminated=t % 4 == 3, truncated=False,
                      obs_next=Batch(observation=g.standard_normal(3), achieved_goal=g.standard_normal(2),
                                     desired_goal=g.standard_normal(2))))
    while buf._altered_indices.size == 0:
        buf.sample(4)
    with open(folder + 'her.pkl', 'wb') as f:
        pickle.dump(buf, f, protocol=4)
    print('written')
    sys.exit()

def load(name):
    with open(folder + name, 'rb') as f:
        return pickle.load(f)

out = []
def same(what, want, got):
    if not (np.asarray(want).shape == np.asarray(got).shape and np.array_equal(want, got)):
        out.append('%s: tianshou %r, ours %r' % (what, want, got))

stored = load('her.pkl')
restored = copy.deepcopy(stored)
restored._restore_cache()
rows = restored[ReplayBuffer.sample_indices(restored, 0)]  # buf[:] without a new relabelling
if np.array_equal(stored._meta.obs.desired_goal, restored._meta.obs.desired_goal):
    out.append('the file holds no relabelled goal: nothing is tested')
with open(folder + 'info.json') as f:
    info = json.load(f)
digest = lambda a: hashlib.sha256(np.ascontiguousarray(a).astype(a.dtype.newbyteorder('<')).tobytes()).hexdigest()
same('info storage rew', digest(stored._meta.rew), info['storage']['rew']['sha256'])
same('info storage obs.desired_goal', digest(stored._meta.obs.desired_goal),
     info['storage']['obs.desired_goal']['sha256'])
same('info chrono_rew', rows.rew, np.array(info['chrono_rew']))
cat = load('cat.pkl')
same('cat rew', rows.rew, cat.rew)
same('cat obs.desired_goal', rows.obs.desired_goal, cat.obs.desired_goal)
same('cat obs_next.desired_goal', rows.obs_next.desired_goal, cat.obs_next.desired_goal)
with np.load(folder + 'out.npz', allow_pickle=True) as z:
    same('npz rew', rows.rew, z['rew'])
    same('npz obs.desired_goal', rows.obs.desired_goal, z['obs.desired_goal'])
h5 = HERReplayBuffer.load_hdf5(folder + 'out.h5')
same('h5 _altered_indices', np.array([]), h5._altered_indices)
same('h5 _meta.rew', restored._meta.rew, h5._meta.rew)
same('h5 _meta.obs.desired_goal', restored._meta.obs.desired_goal, h5._meta.obs.desired_goal)
pkl = load('out.pkl')
same('pkl _altered_indices', stored._altered_indices, pkl._altered_indices)
same('pkl _meta.rew', stored._meta.rew, pkl._meta.rew)
same('pkl _original_meta.rew', stored._original_meta['rew'], pkl._original_meta['rew'])
print('\n'.join(out) if out else 'ok')
)PY";

QByteArray python(const QStringList& args)
{
    return TestUtils::pythonOutput(QString::fromUtf8(kScript), args);
}

} // namespace

class TestCliHerRelabel : public QObject {
    Q_OBJECT

private slots:
    void testPickledRelabelling();
};

void TestCliHerRelabel::testPickledRelabelling()
{
    QTemporaryDir tmp;
    const QString tianshou = TestUtils::sharedPath(QStringLiteral("tools/tianshou-2.0.1"));
    QCOMPARE(python({QStringLiteral("write"), tianshou, tmp.path()}), QByteArray("written"));
    const QString input = tmp.filePath(QStringLiteral("her.pkl"));
    const Result info = runCli({QStringLiteral("info"), QStringLiteral("--json"), input});
    QVERIFY2(info.exitCode == 0, info.err.constData());
    QFile json(tmp.filePath(QStringLiteral("info.json")));
    QVERIFY(json.open(QIODevice::WriteOnly));
    json.write(info.out);
    json.close();
    const Result cat =
        runCli({QStringLiteral("cat"), input, QStringLiteral("-o"), tmp.filePath(QStringLiteral("cat.pkl"))});
    QVERIFY2(cat.exitCode == 0, cat.err.constData());
    for (const char* ext : {"npz", "h5", "pkl"}) {
        const Result convert =
            runCli({QStringLiteral("convert"), input, tmp.filePath(QStringLiteral("out.") + QLatin1String(ext))});
        QVERIFY2(convert.exitCode == 0, convert.err.constData());
    }
    QCOMPARE(python({QStringLiteral("compare"), tianshou, tmp.path()}), QByteArray("ok"));
}

QTEST_APPLESS_MAIN(TestCliHerRelabel)
#include "tst_cliherrelabel.moc"
