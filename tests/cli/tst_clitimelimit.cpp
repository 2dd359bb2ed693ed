// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Buffers of Tianshou before 0.5 store only `done`; Gym's TimeLimit wrapper put
// `TimeLimit.truncated = True` into `info` when it cut an episode (issue 18). Such an
// episode ends truncated, and `check` reports its done as a time-limit done.
#include "cliutils.h"

#include <QTemporaryDir>
#include <QTest>

using namespace CliTest;

namespace {

// Takes the v0.4.8 cartpole_like fixture (a wrapped ring, done only), marks every
// second done step as a time-limit cut in info["TimeLimit.truncated"] (as a Batch of
// info dicts stacks it: a bool column), pickles it again, and prints as JSON what the
// episodes must then be: in chronological order, each episode's last slot and end
// ("cut" for the oldest, whose start the ring overwrote; "unfinished" for the newest
// without done), plus the count and first row of time-limit dones.
const char* kMakeOld = R"PY(
import sys, json, pickle
sys.path.insert(0, sys.argv[3])
import numpy as np
buf = pickle.load(open(sys.argv[1], 'rb'))
d = buf.__dict__
meta = d['_meta'].__dict__
done = meta['done']
slots = np.flatnonzero(done)
limit = np.zeros_like(done)
limit[slots[::2]] = True
meta['info'].__dict__['TimeLimit.truncated'] = limit
pickle.dump(buf, open(sys.argv[2], 'wb'), protocol=4)
# Chronological order of a wrapped ring: _index .. maxsize-1, then 0 .. _index-1.
order = list(range(d['_index'], d['maxsize'])) + list(range(d['_index']))
ends, start, count, first = [], True, 0, -1
for k, slot in enumerate(order):
    if done[slot]:
        ends.append([slot, 'cut' if start else ('truncated' if limit[slot] else 'terminated')])
        start = False
        if limit[slot]:
            count += 1
            first = slot if first < 0 else first
if not done[order[-1]]:
    ends.append([order[-1], 'unfinished'])
print(json.dumps({'ends': ends, 'count': count, 'first': first}))
)PY";

} // namespace

class TestCliTimeLimit : public QObject {
    Q_OBJECT

private slots:
    void testTimeLimitEndsTruncated();
};

void TestCliTimeLimit::testTimeLimitEndsTruncated()
{
    QTemporaryDir tmp;
    const QString in = fixtureDir(QStringLiteral("v0.4.8")) + QStringLiteral("/cartpole_like.p4.pkl");
    const QString file = tmp.filePath(QStringLiteral("timelimit.pkl"));
    bool ok = false;
    QString error;
    const QByteArray said = TestUtils::runPython(QString::fromUtf8(kMakeOld), {in, file, pystub()}, &ok, &error);
    QVERIFY2(ok, qPrintable(error));
    const QJsonObject expected = QJsonDocument::fromJson(said).object();
    const QJsonArray ends = expected.value(QStringLiteral("ends")).toArray();
    QVERIFY(ends.size() > 10);

    const Result episodes = runCli({QStringLiteral("episodes"), QStringLiteral("--json"), file});
    QVERIFY2(episodes.exitCode == 0, episodes.err.constData());
    const QJsonArray got = QJsonDocument::fromJson(episodes.out).object().value(QStringLiteral("episodes")).toArray();
    QCOMPARE(got.size(), ends.size());
    int truncated = 0;
    for (qsizetype i = 0; i < got.size(); ++i) {
        const QJsonObject e = got.at(i).toObject();
        const QJsonArray want = ends.at(i).toArray();
        QCOMPARE(e.value(QStringLiteral("last")).toInteger(), want.at(0).toInteger());
        QCOMPARE(e.value(QStringLiteral("end")).toString(), want.at(1).toString());
        truncated += e.value(QStringLiteral("end")).toString() == QStringLiteral("truncated");
    }
    QVERIFY(truncated > 5);

    const Result check = runCli({QStringLiteral("check"), QStringLiteral("--json"), file});
    QCOMPARE(check.exitCode, 3);
    bool found = false;
    for (const QJsonValue& v :
         QJsonDocument::fromJson(check.out).object().value(QStringLiteral("findings")).toArray()) {
        const QJsonObject f = v.toObject();
        if (f.value(QStringLiteral("kind")).toString() != QStringLiteral("time_limit_done"))
            continue;
        found = true;
        QCOMPARE(f.value(QStringLiteral("count")).toInteger(), expected.value(QStringLiteral("count")).toInteger());
        QCOMPARE(f.value(QStringLiteral("first_row")).toInteger(), expected.value(QStringLiteral("first")).toInteger());
    }
    QVERIFY2(found, check.out.constData());
    // The unmodified fixture (no TimeLimit key) stays as it was: done means terminated
    // (its other findings, obs_next mismatches and length-1 episodes, are its own).
    const Result clean = runCli({QStringLiteral("check"), QStringLiteral("--json"), in});
    QVERIFY(!clean.out.isEmpty());
    QVERIFY(!clean.out.contains("time_limit_done"));
    const Result plain = runCli({QStringLiteral("episodes"), QStringLiteral("--json"), in});
    QVERIFY(!plain.out.contains("\"truncated\""));
}

QTEST_APPLESS_MAIN(TestCliTimeLimit)
#include "tst_clitimelimit.moc"
