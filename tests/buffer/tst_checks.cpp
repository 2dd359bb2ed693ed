// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The consistency checks: each planted defect is found with its count and first row,
// and clean data gives no finding.
#include "bufferhelpers.h"

#include <core/buffer/checks.h>

#include <QTest>

#include <cmath>

using namespace ReplayScope::Core;
using namespace BufferTest;

namespace {

const CheckFinding* findingOf(const std::vector<CheckFinding>& findings, CheckKind kind, const std::string& key)
{
    for (const CheckFinding& f : findings) {
        if (f.kind == kind && f.key == key)
            return &f;
    }
    return nullptr;
}

/// Six clean transitions: two episodes (obs 0..2 terminated, obs 10..12 unfinished).
Batch cleanBatch()
{
    return Batch({{"obs", arr({0, 1, 2, 10, 11, 12})},
                  {"act", arr({0, 1, 0, 1, 0, 1})},
                  {"rew", farr({1, 1, 1, 1, 1, 1})},
                  {"terminated", barr({false, false, true, false, false, false})},
                  {"truncated", barr({false, false, false, false, false, false})},
                  {"done", barr({false, false, true, false, false, false})},
                  {"obs_next", arr({1, 2, 3, 11, 12, 13})}});
}

} // namespace

class TestChecks : public QObject {
    Q_OBJECT

private slots:
    void testCleanData();
    void testDefects_data();
    void testDefects();
    void testSpaces();
    void testBuffer();
};

void TestChecks::testCleanData()
{
    QVERIFY(checkBatch(cleanBatch()).empty());
}

void TestChecks::testDefects_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("findingKey");
    QTest::addColumn<std::int64_t>("count");
    QTest::addColumn<std::int64_t>("firstRow");
    QTest::newRow("nan") << "rew"
                         << "nan@1,inf@4" << int(CheckKind::NonFinite) << "rew" << std::int64_t(2) << std::int64_t(1);
    QTest::newRow("obs_next") << "obs_next"
                              << "99@0" << int(CheckKind::ObsNextMismatch) << "obs_next" << std::int64_t(1)
                              << std::int64_t(0);
    QTest::newRow("done") << "done"
                          << "1@4" << int(CheckKind::DoneMismatch) << "done" << std::int64_t(1) << std::int64_t(4);
}

// Plants one defect (value "x@row" pairs written into key) and expects one finding.
void TestChecks::testDefects()
{
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(int, kind);
    QFETCH(QString, findingKey);
    QFETCH(std::int64_t, count);
    QFETCH(std::int64_t, firstRow);
    Batch batch = cleanBatch();
    NdArray column = batch.get(key.toStdString()).asArray().copy();
    for (const QString& part : value.split(QLatin1Char(','))) {
        const QStringList pair = part.split(QLatin1Char('@'));
        const double v = pair[0] == QLatin1String("nan")   ? NAN
                         : pair[0] == QLatin1String("inf") ? INFINITY
                                                           : pair[0].toDouble();
        column.setElement(pair[1].toLongLong(), F(v));
    }
    batch.set(key.toStdString(), PyValue::array(column));
    const auto findings = checkBatch(batch);
    const CheckFinding* f = findingOf(findings, CheckKind(kind), findingKey.toStdString());
    QVERIFY(f);
    QCOMPARE(f->count, count);
    QCOMPARE(f->firstRow, firstRow);
    QVERIFY(!f->message.empty());
}

void TestChecks::testSpaces()
{
    Batch batch = cleanBatch();
    batch.set("act", arr({0, 1, 2, 1, -1, 1}));
    batch.set("obs", PyValue::array(NdArray::fromDoubles({0, 1, 2, 10, 11, 12.5}, {6})));
    batch.set("obs_next", PyValue::array(NdArray::fromDoubles({1, 2, 3, 11, 12.5, 13}, {6})));
    const std::vector<DeclaredSpace> spaces{{"act", true, 0, 0, 2, 0}, {"obs", false, 0.0, 12.0, 0, 0}};
    const auto findings = checkBatch(batch, spaces);
    const CheckFinding* act = findingOf(findings, CheckKind::OutOfSpace, "act");
    QVERIFY(act);
    QCOMPARE(act->count, std::int64_t(2)); // 2 and -1 are outside Discrete(2)
    QCOMPARE(act->firstRow, std::int64_t(2));
    const CheckFinding* obs = findingOf(findings, CheckKind::OutOfSpace, "obs");
    QVERIFY(obs);
    QCOMPARE(obs->count, std::int64_t(1));
    QCOMPARE(obs->firstRow, std::int64_t(5));
}

void TestChecks::testBuffer()
{
    ReplayBuffer buf(8);
    for (int i = 0; i < 5; ++i)
        buf.add(step(I(i), 1.0, i == 0 || i == 3));
    // Episodes: [0] (length 1, terminated), [1,2,3], [4] (still running).
    auto findings = checkBuffer(buf);
    const CheckFinding* single = findingOf(findings, CheckKind::SingleStepEpisode, "");
    QVERIFY(single);
    QCOMPARE(single->count, std::int64_t(1));
    QCOMPARE(single->firstRow, std::int64_t(0));
    // step() stores obs_next == obs, so obs[t+1] != obs_next[t] inside the episode.
    const CheckFinding* next = findingOf(findings, CheckKind::ObsNextMismatch, "obs_next");
    QVERIFY(next);
    QCOMPARE(next->count, std::int64_t(2));
    // A leaf shorter than maxsize.
    buf.mutableMeta().set("extra", arr({1, 2, 3}));
    findings = checkBuffer(buf);
    const CheckFinding* length = findingOf(findings, CheckKind::LengthMismatch, "extra");
    QVERIFY(length);
    QCOMPARE(length->count, std::int64_t(3));
}

QTEST_APPLESS_MAIN(TestChecks)
#include "tst_checks.moc"
