// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// `replayscope-cli episodes FILE --follow` while a Python writer rewrites FILE in place,
// pausing half-way through each write for longer than the polling interval: the CLI
// must print each episode once when it ends, never a half-written version, and stop
// with status 0 on SIGTERM. Bounded: the writer takes about 3 s, the test waits 60 s.
#include "cliutils.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

using namespace CliTest;

namespace {

// argv: path, number of versions, pause. Version k holds k episodes of lengths 3, 4, ...
// with reward e in episode e; the last episode of every version is still running.
const char* kWriter = R"PY(
import pickle, sys, time
import numpy as np
path, versions, pause = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
def data(k):
    done, rew = [], []
    for e in range(k):
        done += [False] * (e + 2) + [e < k - 1]
        rew += [float(e)] * (e + 3)
    return {"obs": np.arange(len(done), dtype=np.float32), "rew": np.array(rew), "done": np.array(done)}
for k in range(2, 2 + versions):
    blob = pickle.dumps(data(k), protocol=4)
    with open(path, "wb") as f:
        f.write(blob[: len(blob) // 2]); f.flush()
        time.sleep(pause)
        f.write(blob[len(blob) // 2:])
    time.sleep(pause)
)PY";

bool runWriter(const QString& path, int versions, double pause)
{
    QProcess p;
    p.start(QStringLiteral(REPLAYSCOPE_PYTHON), {QStringLiteral("-c"), QString::fromLatin1(kWriter), path,
                                                 QString::number(versions), QString::number(pause)});
    return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

} // namespace

class TestCliFollow : public QObject {
    Q_OBJECT

private slots:
    void printsEpisodesAsTheyEnd()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString path = tmp.filePath(QStringLiteral("buf.pkl"));
        QVERIFY(runWriter(path, 1, 0.0)); // version 2: one finished episode, one running
        QProcess cli;
        cli.start(QStringLiteral(REPLAYSCOPE_CLI), {QStringLiteral("episodes"), path, QStringLiteral("--follow"),
                                                    QStringLiteral("--interval"), QStringLiteral("100")});
        QVERIFY(cli.waitForStarted(10000));
        // The writer rewrites versions 3, 4 and 5, each stalled half-written for 0.4 s.
        QVERIFY(runWriter(path, 4, 0.4));
        const QByteArray last = "       3      0       12       17        6           18.0  terminated\n";
        QElapsedTimer timer;
        timer.start();
        QByteArray out;
        while (!out.endsWith(last) && timer.elapsed() < 60000) {
            cli.waitForReadyRead(200);
            out += cli.readAllStandardOutput();
        }
        cli.terminate();
        QVERIFY(cli.waitForFinished(10000));
        out += cli.readAllStandardOutput();
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 0);
        const QByteArray err = cli.readAllStandardError();
        QVERIFY2(err.isEmpty(), err.constData());
        // The list of version 2 (its header once), then each episode as it ends.
        const QByteArray expected = " episode buffer    first     last   length         return  end\n"
                                    "       0      0        0        2        3            0.0  terminated\n"
                                    "       1      0        3        6        4            4.0  unfinished\n"
                                    "       1      0        3        6        4            4.0  terminated\n"
                                    "       2      0        7       11        5           10.0  terminated\n"
                                    + last;
        QCOMPARE(out, expected);
    }

    void jsonLinesAndErrors()
    {
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("buf.pkl"));
        QVERIFY(runWriter(path, 1, 0.0));
        QProcess cli;
        cli.start(QStringLiteral(REPLAYSCOPE_CLI), {QStringLiteral("episodes"), path, QStringLiteral("--follow"),
                                                    QStringLiteral("--json"), QStringLiteral("--interval=50")});
        QByteArray out;
        QElapsedTimer timer;
        timer.start();
        while (out.count('\n') < 2 && timer.elapsed() < 30000) {
            cli.waitForReadyRead(200);
            out += cli.readAllStandardOutput();
        }
        cli.terminate();
        QVERIFY(cli.waitForFinished(10000));
        QCOMPARE(cli.exitCode(), 0);
        const QList<QByteArray> lines = out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        QCOMPARE(QJsonDocument::fromJson(lines[1]).object().value(QStringLiteral("end")).toString(),
                 QStringLiteral("unfinished"));
        QCOMPARE(QJsonDocument::fromJson(lines[0]).object().value(QStringLiteral("length")).toInt(), 3);

        Result r = runCli(
            {QStringLiteral("episodes"), tmp.filePath(QStringLiteral("missing.pkl")), QStringLiteral("--follow")});
        QCOMPARE(r.exitCode, 2);
        r = runCli({QStringLiteral("episodes"), path, QStringLiteral("--follow"), QStringLiteral("--interval"),
                    QStringLiteral("5")});
        QCOMPARE(r.exitCode, 1);
        r = runCli({QStringLiteral("episodes"), path, QStringLiteral("--interval"), QStringLiteral("100")});
        QCOMPARE(r.exitCode, 1);
    }
};

QTEST_GUILESS_MAIN(TestCliFollow)
#include "tst_clifollow.moc"
