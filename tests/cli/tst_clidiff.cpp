// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// `replayscope-cli diff` (core/compare): the JSON report against numpy on two generated
// npz files (statistics, the Kolmogorov-Smirnov statistic of the strided sample computed
// in Python, differing rows, episodes), and the exit statuses on the fixtures.
#include "cliutils.h"

#include <QTemporaryDir>
#include <QTest>

using namespace CliTest;

namespace {

// Writes A.npz and B.npz and prints the report numpy gives, in diff's JSON field names.
const char* kScript = R"PY(
import json, sys
import numpy as np
d = sys.argv[1]
rng = np.random.RandomState(7)
n = 40000  # obs has 120000 elements: the KS sample takes every 2nd one
obs_a = rng.normal(0, 1, (n, 3)).astype(np.float32)
obs_a[[10, 500], 1] = np.nan
obs_a[900, 2] = np.inf
obs_b = obs_a.copy()
obs_b[20000:] += np.float32(0.25)
obs_b[33, 0] = -np.inf
done = rng.uniform(0, 1, n) < 0.01
rew_a = rng.normal(0, 1, n)
rew_b = rew_a.copy()
rew_b[[7, 100, 101, 5000, 6000, 39999]] += 1.0
act = rng.randint(0, 4, n)
common = {"done": done, "info.t": np.arange(n)}
np.savez(d + "/A.npz", obs=obs_a, rew=rew_a, act=act.astype(np.int64), extra=np.zeros((n, 3), np.float32), only_a=np.ones(n), **common)
np.savez(d + "/B.npz", obs=obs_b, rew=rew_b, act=act.astype(np.int32), extra=np.zeros((n, 2), np.float32), only_b=np.ones(n, bool), **common)

def stats(a):
    f = a.astype(np.float64).ravel()
    fin = f[np.isfinite(f)]
    return {"count": int(f.size), "mean": float(fin.mean()), "std": float(fin.std()), "min": float(fin.min()),
            "max": float(fin.max()), "nan": int(np.isnan(f).sum()), "inf": int(np.isinf(f).sum())}

def sample(a):
    f = a.astype(np.float64).ravel()
    stride = max(1, -(-f.size // 100000))
    s = f[::stride]
    return np.sort(s[np.isfinite(s)])

def ks(a, b):
    x, y = sample(a), sample(b)
    grid = np.concatenate([x, y])
    fa = np.searchsorted(x, grid, side="right") / len(x)
    fb = np.searchsorted(y, grid, side="right") / len(y)
    return float(np.max(np.abs(fa - fb)))

def rows(a, b):
    a = a.astype(np.float64).reshape(len(a), -1); b = b.astype(np.float64).reshape(len(b), -1)
    same = (a == b) | (np.isnan(a) & np.isnan(b))
    bad = np.nonzero(~same.all(axis=1))[0]
    return {"differing_rows": int(len(bad)), "first_differing_rows": [int(i) for i in bad[:5]]}

def episodes():
    ends = list(np.nonzero(done)[0])
    starts = [0] + [e + 1 for e in ends]
    lengths, returns = [], []
    for s, e in zip(starts, ends + [n - 1]):
        if s > n - 1: break
        lengths.append(e - s + 1); returns.append(float(rew_a[s:e + 1].sum()))
    q = lambda v: {"count": len(v), "mean": float(np.mean(v)), "quantiles": [float(x) for x in np.quantile(v, [0, .25, .5, .75, 1])]}
    unfinished = 0 if done[-1] else 1
    return {"count": len(lengths), "length": q(lengths), "ends": {"terminated": len(lengths) - unfinished, "truncated": 0, "unfinished": unfinished, "cut": 0}}

keys = {}
for k, a, b in [("obs", obs_a, obs_b), ("rew", rew_a, rew_b), ("act", act, act), ("done", done, done)]:
    keys[k] = {"stats_a": stats(a), "stats_b": stats(b), "ks": ks(a, b), **rows(a, b)}
print(json.dumps({"keys": keys, "episodes": episodes()}))
)PY";

QJsonObject keyOf(const QJsonObject& report, const QString& name)
{
    for (const QJsonValue& v : report.value(QStringLiteral("keys")).toArray())
        if (v.toObject().value(QStringLiteral("key")).toString() == name)
            return v.toObject();
    return {};
}

} // namespace

class TestCliDiff : public QObject {
    Q_OBJECT

private slots:
    void matchesNumpy()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        bool ok = false;
        QString error;
        const QByteArray json = TestUtils::runPython(QString::fromLatin1(kScript), {tmp.path()}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        const QJsonObject expected = QJsonDocument::fromJson(json).object();
        const Result r = runCli({QStringLiteral("diff"), tmp.filePath(QStringLiteral("A.npz")),
                                 tmp.filePath(QStringLiteral("B.npz")), QStringLiteral("--json")});
        QVERIFY2(!r.crashed, r.err.constData());
        QCOMPARE(r.exitCode, 3);
        const QJsonObject report = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(report.value(QStringLiteral("equal")).toBool(true), false);
        QCOMPARE(report.value(QStringLiteral("a")).toObject().value(QStringLiteral("rows")).toInt(), 40000);
        // Statistics, KS and rows of the shared keys, as numpy computes them.
        const QJsonObject keys = expected.value(QStringLiteral("keys")).toObject();
        for (auto it = keys.begin(); it != keys.end(); ++it) {
            const QJsonObject got = keyOf(report, it.key());
            QVERIFY2(!got.isEmpty(), qPrintable(it.key()));
            const QJsonObject want = it.value().toObject();
            for (auto field = want.begin(); field != want.end(); ++field) {
                const QString where = it.key() + QLatin1Char('.') + field.key();
                const QString diff = jsonDiff(field.value(), got.value(field.key()), where, false);
                QVERIFY2(diff.isEmpty(), qPrintable(diff));
            }
        }
        QVERIFY(keyOf(report, QStringLiteral("obs")).value(QStringLiteral("ks")).toDouble() > 0.05);
        QCOMPARE(keyOf(report, QStringLiteral("done")).value(QStringLiteral("differs")).toBool(true), false);
        QCOMPARE(keyOf(report, QStringLiteral("info.t")).value(QStringLiteral("differing_rows")).toInt(-1), 0);
        // Keys of one side only, dtype and shape changes.
        QCOMPARE(keyOf(report, QStringLiteral("only_a")).value(QStringLiteral("in_b")).toBool(true), false);
        QCOMPARE(keyOf(report, QStringLiteral("only_b")).value(QStringLiteral("in_a")).toBool(true), false);
        const QJsonObject act = keyOf(report, QStringLiteral("act"));
        QCOMPARE(act.value(QStringLiteral("dtype_a")).toString(), QStringLiteral("int64"));
        QCOMPARE(act.value(QStringLiteral("dtype_b")).toString(), QStringLiteral("int32"));
        const QJsonObject extra = keyOf(report, QStringLiteral("extra"));
        QCOMPARE(extra.value(QStringLiteral("shape_a")).toArray(), QJsonArray({40000, 3}));
        QCOMPARE(extra.value(QStringLiteral("shape_b")).toArray(), QJsonArray({40000, 2}));
        QCOMPARE(extra.value(QStringLiteral("rows_compared")).toBool(true), false);
        // Episodes (the same flags on both sides).
        const QJsonObject episodes = expected.value(QStringLiteral("episodes")).toObject();
        for (const QString& side : {QStringLiteral("a"), QStringLiteral("b")}) {
            const QJsonObject got = report.value(QStringLiteral("episodes")).toObject().value(side).toObject();
            for (const QString& field : {QStringLiteral("count"), QStringLiteral("length"), QStringLiteral("ends")}) {
                const QString diff =
                    jsonDiff(episodes.value(field), got.value(field), side + QLatin1Char('.') + field, false);
                QVERIFY2(diff.isEmpty(), qPrintable(diff));
            }
        }
        // The text report says the same in words.
        const Result text = runCli(
            {QStringLiteral("diff"), tmp.filePath(QStringLiteral("A.npz")), tmp.filePath(QStringLiteral("B.npz"))});
        QCOMPARE(text.exitCode, 3);
        QVERIFY(text.out.contains("only_a: only in A"));
        QVERIFY(text.out.contains("only_b: only in B"));
        QVERIFY(text.out.contains("dtype int64 -> int32"));
        QVERIFY(text.out.contains("6 rows differ, first: 7, 100, 101, 5000, 6000"));
        QVERIFY(text.out.trimmed().endsWith("different"));
    }

    void equalFilesExitZero_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        const QString dir = fixtureDir(QStringLiteral("v2.0.1"));
        // The same buffer as a pickle and as save_hdf5, including a wrapped ring.
        for (const char* name : {"cartpole_like", "buffer_wrapped", "buffer_stack4", "nested_obs"})
            QTest::newRow(name) << dir + QLatin1Char('/') + QLatin1String(name) + QStringLiteral(".p4.pkl")
                                << dir + QLatin1Char('/') + QLatin1String(name) + QStringLiteral(".h5");
    }

    void equalFilesExitZero()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        const Result r = runCli({QStringLiteral("diff"), a, b, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.out.constData());
        const QJsonObject report = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(report.value(QStringLiteral("equal")).toBool(false), true);
        QVERIFY(!report.value(QStringLiteral("keys")).toArray().isEmpty());
        const QJsonObject ea =
            report.value(QStringLiteral("episodes")).toObject().value(QStringLiteral("a")).toObject();
        const QJsonObject eb =
            report.value(QStringLiteral("episodes")).toObject().value(QStringLiteral("b")).toObject();
        QCOMPARE(ea, eb);
    }

    void bufferAgainstItsTransitions()
    {
        // A buffer whose ring wrapped against `convert`'s npz of buf[:]: the slots must be
        // read oldest first for every row to match.
        QTemporaryDir tmp;
        for (const char* name : {"buffer_wrapped", "cartpole_like"}) {
            const QString in = fixtureDir(QStringLiteral("v2.0.1")) + QLatin1Char('/') + QLatin1String(name)
                               + QStringLiteral(".p4.pkl");
            const QString npz = tmp.filePath(QLatin1String(name) + QStringLiteral(".npz"));
            QCOMPARE(runCli({QStringLiteral("convert"), in, npz}).exitCode, 0);
            const Result r = runCli({QStringLiteral("diff"), in, npz, QStringLiteral("--json")});
            QVERIFY2(r.exitCode == 0, r.out.constData());
            const QJsonObject obs = keyOf(QJsonDocument::fromJson(r.out).object(), QStringLiteral("obs"));
            QCOMPARE(obs.value(QStringLiteral("rows_compared")).toBool(false), true);
            QCOMPARE(obs.value(QStringLiteral("differing_rows")).toInt(-1), 0);
        }
    }

    void plainValuesAndObjects()
    {
        // Pickled dicts whose string, object array or number differs only in value.
        QTemporaryDir tmp;
        bool ok = false;
        QString error;
        TestUtils::runPython(
            QStringLiteral(
                "import pickle, sys\nimport numpy as np\n"
                "base = {'c': 'abc', 'o': np.array(['a', None, 3], dtype=object), 'x': np.arange(3)}\n"
                "for name, change in [('same', {}), ('c', {'c': 'abd'}),\n"
                "                     ('o', {'o': np.array(['a', None, 4], dtype=object)})]:\n"
                "    pickle.dump({**base, **change}, open(sys.argv[1] + '/' + name + '.pkl', 'wb'), protocol=4)\n"),
            {tmp.path()}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        const QString same = tmp.filePath(QStringLiteral("same.pkl"));
        QCOMPARE(runCli({QStringLiteral("diff"), same, same}).exitCode, 0);
        for (const QString& key : {QStringLiteral("c"), QStringLiteral("o")}) {
            const Result r = runCli(
                {QStringLiteral("diff"), same, tmp.filePath(key + QStringLiteral(".pkl")), QStringLiteral("--json")});
            QCOMPARE(r.exitCode, 3);
            const QJsonObject report = QJsonDocument::fromJson(r.out).object();
            for (const QString& other : {QStringLiteral("c"), QStringLiteral("o"), QStringLiteral("x")})
                QCOMPARE(keyOf(report, other).value(QStringLiteral("differs")).toBool(), other == key);
            QCOMPARE(keyOf(report, key).value(QStringLiteral("first_differing_rows")).toArray(),
                     QJsonArray({key == QLatin1String("c") ? 0 : 2}));
        }
    }

    void differentBuffersExitThree()
    {
        const QString dir = fixtureDir(QStringLiteral("v2.0.1"));
        const Result r = runCli({QStringLiteral("diff"), dir + QStringLiteral("/cartpole_like.p4.pkl"),
                                 dir + QStringLiteral("/buffer_wrapped.p4.pkl"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 3);
        const QJsonObject report = QJsonDocument::fromJson(r.out).object();
        const QJsonObject eps = report.value(QStringLiteral("episodes")).toObject();
        // Episode counts as `episodes` lists them.
        for (const auto& [side, file] : {std::pair{"a", "cartpole_like.p4.pkl"}, {"b", "buffer_wrapped.p4.pkl"}}) {
            const Result e = runCli(
                {QStringLiteral("episodes"), dir + QLatin1Char('/') + QLatin1String(file), QStringLiteral("--json")});
            const int count =
                int(QJsonDocument::fromJson(e.out).object().value(QStringLiteral("episodes")).toArray().size());
            QCOMPARE(eps.value(QLatin1String(side)).toObject().value(QStringLiteral("count")).toInt(), count);
        }
    }

    void unreadableExitTwo()
    {
        QTemporaryDir tmp;
        const QString bad = tmp.filePath(QStringLiteral("bad.pkl"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("\x80\x04garbage");
        f.close();
        const QString good = fixtureDir(QStringLiteral("v2.0.1")) + QStringLiteral("/cartpole_like.p4.pkl");
        Result r = runCli({QStringLiteral("diff"), good, bad});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("bad.pkl"));
        r = runCli({QStringLiteral("diff"), good, tmp.filePath(QStringLiteral("missing.h5"))});
        QCOMPARE(r.exitCode, 2);
        r = runCli({QStringLiteral("diff"), good});
        QCOMPARE(r.exitCode, 1);
    }
};

QTEST_GUILESS_MAIN(TestCliDiff)
#include "tst_clidiff.moc"
