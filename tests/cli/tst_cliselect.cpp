// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// `replayscope-cli select`: rows and whole episodes where an expression holds, checked
// with numpy (the same mask computed in Python) and, for a Tianshou buffer, against the
// episodes and transitions that `episodes` and `convert` give.
#include "cliutils.h"

#include <QTemporaryDir>
#include <QTest>

using namespace CliTest;

namespace {

// argv: folder, then "make" (writes in.npz) or "check OUT MODE" (MODE rows|episodes).
const char* kScript = R"PY(
import sys
import numpy as np
d = sys.argv[1]
if sys.argv[2] == "make":
    rng = np.random.RandomState(3)
    n = 2000
    obs = rng.normal(0, 1, (n, 3)).astype(np.float32)
    obs[rng.randint(0, n, 20), 1] = np.nan
    np.savez(d + "/in.npz", obs=obs, act=rng.uniform(-1, 1, (n, 2)).astype(np.float32),
             rew=rng.normal(0, 1, n).astype(np.float32), done=rng.uniform(0, 1, n) < 0.05,
             **{"info.env_id": rng.randint(0, 4, n)})
    sys.exit(0)
src = np.load(d + "/in.npz"); out = np.load(sys.argv[3]); mode = sys.argv[4]
rew, act, obs, env = src["rew"], src["act"], src["obs"], src["info.env_id"]
mask = ((rew < -1) & (np.abs(act[:, 0]) > 0.5)) | (np.isnan(obs).any(axis=1) & (env == 3))
if mode == "episodes":
    ep = np.cumsum(np.r_[0, src["done"][:-1].astype(int)])  # episode number of each row
    hit = np.unique(ep[mask])
    mask = np.isin(ep, hit)
assert mask.sum() > 0 and mask.sum() < len(mask), mask.sum()
assert sorted(out.files) == sorted(src.files), (out.files, src.files)
for k in src.files:
    want = src[k][mask]
    assert out[k].dtype == want.dtype and out[k].shape == want.shape, (k, out[k].dtype, out[k].shape, want.shape)
    assert np.array_equal(out[k], want, equal_nan=np.issubdtype(want.dtype, np.floating)), k
print("ok", int(mask.sum()))
)PY";

// The expected episodes of a buffer (from `episodes` and `convert`): the transitions of
// those holding a step with rew < -3.5, and their count.
const char* kBufferScript = R"PY(
import json, sys
import numpy as np
src = np.load(sys.argv[1]); out = np.load(sys.argv[2])
lengths = [e["length"] for e in json.loads(sys.argv[3])["episodes"]]
got_count = len(json.loads(sys.argv[4])["episodes"])
starts = np.cumsum([0] + lengths[:-1])
keep = np.zeros(len(src["rew"]), bool)
count = 0
for s, n in zip(starts, lengths):
    if (src["rew"][s:s + n] < -3.5).any():
        keep[s:s + n] = True; count += 1
assert 0 < count < len(lengths) and got_count == count, (count, got_count)
for k in src.files:
    assert np.array_equal(out[k], src[k][keep]), k
print("ok", count)
)PY";

} // namespace

class TestCliSelect : public QObject {
    Q_OBJECT

private slots:
    void rowsAndEpisodesMatchNumpy()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        bool ok = false;
        QString error;
        TestUtils::runPython(QString::fromLatin1(kScript), {tmp.path(), QStringLiteral("make")}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        const QString expr =
            QStringLiteral("rew < -1 & abs(act[:,0]) > 0.5 | isnan(obs).any(axis=1) & info.env_id == 3");
        for (const QString& mode : {QStringLiteral("rows"), QStringLiteral("episodes")}) {
            const QString out = tmp.filePath(mode + QStringLiteral(".npz"));
            QStringList args{QStringLiteral("select"),  tmp.filePath(QStringLiteral("in.npz")),
                             QStringLiteral("--where"), expr,
                             QStringLiteral("-o"),      out};
            if (mode == QLatin1String("episodes"))
                args << QStringLiteral("--episodes");
            const Result r = runCli(args);
            QVERIFY2(r.exitCode == 0, r.err.constData());
            const QByteArray check = TestUtils::runPython(
                QString::fromLatin1(kScript), {tmp.path(), QStringLiteral("check"), out, mode}, &ok, &error);
            QVERIFY2(ok, qPrintable(mode + QStringLiteral(": ") + error));
            QVERIFY(check.startsWith("ok"));
        }
    }

    void bufferEpisodesKeepTheClass()
    {
        QTemporaryDir tmp;
        const QString in = fixtureDir(QStringLiteral("v2.0.1")) + QStringLiteral("/cartpole_like.p4.pkl");
        const QString out = tmp.filePath(QStringLiteral("eps.pkl"));
        Result r = runCli({QStringLiteral("select"), in, QStringLiteral("--where"), QStringLiteral("rew < -3.5"),
                           QStringLiteral("--episodes"), QStringLiteral("-o"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = runCli({QStringLiteral("info"), out, QStringLiteral("--json")});
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("class")).toString(),
                 QStringLiteral("ReplayBuffer"));
        const Result inEpisodes = runCli({QStringLiteral("episodes"), in, QStringLiteral("--json")});
        const Result outEpisodes = runCli({QStringLiteral("episodes"), out, QStringLiteral("--json")});
        QCOMPARE(runCli({QStringLiteral("convert"), in, tmp.filePath(QStringLiteral("in.npz"))}).exitCode, 0);
        QCOMPARE(runCli({QStringLiteral("convert"), out, tmp.filePath(QStringLiteral("out.npz"))}).exitCode, 0);
        bool ok = false;
        QString error;
        const QByteArray check =
            TestUtils::runPython(QString::fromLatin1(kBufferScript),
                                 {tmp.filePath(QStringLiteral("in.npz")), tmp.filePath(QStringLiteral("out.npz")),
                                  QString::fromUtf8(inEpisodes.out), QString::fromUtf8(outEpisodes.out)},
                                 &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        QVERIFY(check.startsWith("ok"));
    }

    void badExpressionsSayWhere()
    {
        QTemporaryDir tmp;
        const QString in = fixtureDir(QStringLiteral("v2.0.1")) + QStringLiteral("/cartpole_like.p4.pkl");
        const QString out = tmp.filePath(QStringLiteral("x.pkl"));
        Result r = runCli({QStringLiteral("select"), in, QStringLiteral("--where"), QStringLiteral("rew < (1 &"),
                           QStringLiteral("-o"), out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("a key or a number is missing at position 11"), r.err.constData());
        // The caret sits under the end of the text, where the operand is missing.
        QVERIFY2(r.err.contains("\n  rew < (1 &\n  " + QByteArray(10, ' ') + "^\n"), r.err.constData());
        r = runCli({QStringLiteral("select"), in, QStringLiteral("--where"), QStringLiteral("rew > 0 & nokey"),
                    QStringLiteral("-o"), out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("no key 'nokey' at position 11"), r.err.constData());
        r = runCli({QStringLiteral("select"), in, QStringLiteral("--where"), QStringLiteral("obs > 0"),
                    QStringLiteral("-o"), out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("use .any(axis=1)"), r.err.constData());
        QVERIFY(!QFile::exists(out));
        r = runCli({QStringLiteral("select"), in, QStringLiteral("-o"), out});
        QCOMPARE(r.exitCode, 1);
    }
};

QTEST_GUILESS_MAIN(TestCliSelect)
#include "tst_cliselect.moc"
