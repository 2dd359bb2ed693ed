// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// ReplayBufferManager / VectorReplayBuffer against tianshou-spec.md 3.1, 3.2 and
// section 5 items 92-95 and 104.
#include "bufferhelpers.h"

#include <core/buffer/buffermanager.h>
#include <testutils.h>

#include <QTest>

#include <algorithm>
#include <map>

using namespace ReplayScope::Core;
using namespace BufferTest;

namespace {

Batch rows(const std::vector<std::int64_t>& obs, const std::vector<double>& rew, const std::vector<bool>& terminated)
{
    return Batch({{"obs", arr(obs)},
                  {"act", arr(obs)},
                  {"rew", farr(rew)},
                  {"terminated", barr(terminated)},
                  {"truncated", barr(std::vector<bool>(terminated.size(), false))}});
}

std::map<std::int64_t, int> histogram(const Indices& values)
{
    std::map<std::int64_t, int> out;
    for (std::int64_t v : values)
        ++out[v];
    return out;
}

} // namespace

class TestVectorBuffer : public QObject {
    Q_OBJECT

private slots:
    void testLayoutAndFirstAdd();
    void testSequence();
    void testSetBatchAndNegativeIndices();
    void testBufferIndices_data();
    void testBufferIndices();
    void testConstructionChecks();
    void testSeededSampleMatchesNumpy();
};

// 3.2 example and 5 item 92.
void TestVectorBuffer::testLayoutAndFirstAdd()
{
    VectorReplayBuffer buf(20, 4);
    QCOMPARE(buf.offsets(), (Indices{0, 5, 10, 15}));
    QCOMPARE(buf.maxsize(), std::int64_t(20));
    QCOMPARE(buf.lastIndex(), (Indices{0, 5, 10, 15}));
    const AddResult r = buf.add(rows({1, 2, 3}, {1, 2, 3}, {false, false, true}), Indices{0, 1, 2});
    QCOMPARE(r.ptr, (Indices{0, 5, 10}));
    QCOMPARE(r.epLength, (Indices{0, 0, 1}));
    QCOMPARE(intsOfDoubles(doubles(PyValue::array(r.epReturn))), (std::vector<std::int64_t>{0, 0, 3}));
    QCOMPARE(r.epStart, (Indices{0, 5, 10}));
    QCOMPARE(buf.sample(0).second, (Indices{0, 5, 10}));
    QCOMPARE(buf.prev(Indices{0, 5, 10}), (Indices{0, 5, 10}));
    QCOMPARE(buf.next(Indices{0, 5, 10}), (Indices{0, 5, 10}));
    QCOMPARE(buf.unfinishedIndex(), (Indices{0, 5}));
    // The sub-buffers see the manager's rows (shared storage).
    QCOMPARE(ints(buf.buffers()[1]->meta().get("obs")), (std::vector<std::int64_t>{2, 0, 0, 0, 0}));
    QVERIFY_THROWS_EXCEPTION(NotImplementedError, buf.update(buf));

    const auto counts = histogram(buf.sampleIndices(11000));
    QCOMPARE(counts.size(), std::size_t(3));
    for (std::int64_t slot : {0, 5, 10})
        QVERIFY2(counts.at(slot) >= 3000, qPrintable(QString::number(counts.at(slot))));

    buf.add(rows({4}, {4}, {true}), Indices{3});
    QCOMPARE(buf.unfinishedIndex(), (Indices{0, 5}));
    QCOMPARE(buf.sample(0).second, (Indices{0, 5, 10, 15}));
    QCOMPARE(buf.prev(Indices{0, 5, 10, 15}), (Indices{0, 5, 10, 15}));
    QCOMPARE(buf.next(Indices{0, 5, 10, 15}), (Indices{0, 5, 10, 15}));
}

// 5 items 93 and 94.
void TestVectorBuffer::testSequence()
{
    VectorReplayBuffer buf(20, 4);
    buf.add(rows({1, 2, 3}, {1, 2, 3}, {false, false, true}), Indices{0, 1, 2});
    buf.add(rows({4}, {4}, {true}), Indices{3});
    const std::vector<double> zero(4, 0.0);
    buf.add(rows({1, 2, 3, 4}, zero, {false, false, false, false}));
    buf.add(rows({1, 2, 3, 4}, zero, {true, true, true, true}));
    QCOMPARE(buf.length(), std::int64_t(12));
    buf.add(rows({1, 2, 3, 4}, zero, {false, false, false, false}));
    buf.add(rows({1, 2, 3, 4}, zero, {false, true, false, true}));
    QCOMPARE(buf.length(), std::int64_t(20));

    const auto counts = histogram(buf.sampleIndices(120000));
    QCOMPARE(counts.size(), std::size_t(20));
    for (const auto& [slot, n] : counts)
        QVERIFY2(n >= 5000, qPrintable(QString::number(slot)));
    QCOMPARE(buf.sampleIndices(0), range(20));
    QCOMPARE(column(buf, "done"),
             (std::vector<std::int64_t>{0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 1, 0, 1, 0, 0, 1, 0, 1, 0, 1}));
    QCOMPARE(buf.prev(range(20)), (Indices{0, 0, 1, 3, 3, 5, 5, 6, 8, 8, 10, 11, 11, 13, 13, 15, 16, 16, 18, 18}));
    QCOMPARE(buf.next(range(20)), (Indices{1, 2, 2, 4, 4, 6, 7, 7, 9, 9, 10, 12, 12, 14, 14, 15, 17, 17, 19, 19}));
    QCOMPARE(buf.unfinishedIndex(), (Indices{4, 14}));

    const AddResult r = buf.add(rows({1}, {1}, {true}), Indices{2});
    QCOMPARE(r.epLength, Indices{3});
    QCOMPARE(r.epReturn.toDouble(0), 1.0);
    QCOMPARE(r.ptr, Indices{10});
    QCOMPARE(r.epStart, Indices{13});
    QCOMPARE(buf.unfinishedIndex(), Indices{4});
    Indices all = buf.sampleIndices(0);
    std::sort(all.begin(), all.end());
    QCOMPARE(all, range(20));
    QCOMPARE(buf.prev(range(20)), (Indices{0, 0, 1, 3, 3, 5, 5, 6, 8, 8, 14, 11, 11, 13, 13, 15, 16, 16, 18, 18}));
    QCOMPARE(buf.next(range(20)), (Indices{1, 2, 2, 4, 4, 6, 7, 7, 9, 9, 10, 12, 12, 14, 10, 15, 17, 17, 19, 19}));

    // 5 item 95: negative indices wrap over the whole storage.
    QCOMPARE(buf.prev(std::int64_t(-1)), buf.prev(Indices{buf.maxsize() - 1}).front());
    QCOMPARE(buf.next(std::int64_t(-1)), buf.next(Indices{buf.maxsize() - 1}).front());
    QVERIFY(buf.sampleIndices(-1).empty());
}

// 5 item 95: set_batch re-links the sub-buffers.
void TestVectorBuffer::testSetBatchAndNegativeIndices()
{
    VectorReplayBuffer buf(20, 4);
    buf.add(rows({1, 2, 3, 4}, {0, 0, 0, 0}, {false, false, false, false}));
    Batch meta = buf.meta();
    meta.set("info", PyValue::array(NdArray::full(DType(), {20}, F(1.0))));
    buf.setBatch(meta);
    QCOMPARE(doubles(buf.buffers().back()->meta().get("info")), std::vector<double>(5, 1.0));
    // 5 item 100: writes into the manager's storage are seen by the sub-buffers.
    NdArray obs = buf.meta().get("obs").asArray();
    obs.setElement(0, I(-100));
    QCOMPARE(buf.buffers()[0]->meta().get("obs").asArray().toInt64(0), std::int64_t(-100));
}

void TestVectorBuffer::testBufferIndices_data()
{
    QTest::addColumn<std::int64_t>("start");
    QTest::addColumn<std::int64_t>("stop");
    QTest::addColumn<Indices>("expected");
    QTest::addColumn<bool>("fails");
    QTest::newRow("0,3") << std::int64_t(0) << std::int64_t(3) << Indices{0, 1, 2} << false;
    QTest::newRow("3,2") << std::int64_t(3) << std::int64_t(2) << Indices{3, 4, 0, 1} << false;
    QTest::newRow("6,9") << std::int64_t(6) << std::int64_t(9) << Indices{6, 7, 8} << false;
    QTest::newRow("8,7") << std::int64_t(8) << std::int64_t(7) << Indices{8, 9, 5, 6} << false;
    QTest::newRow("3,6") << std::int64_t(3) << std::int64_t(6) << Indices{} << true;
    QTest::newRow("6,3") << std::int64_t(6) << std::int64_t(3) << Indices{} << true;
}

// 5 item 104 (vector part).
void TestVectorBuffer::testBufferIndices()
{
    QFETCH(std::int64_t, start);
    QFETCH(std::int64_t, stop);
    QFETCH(Indices, expected);
    QFETCH(bool, fails);
    VectorReplayBuffer buf(10, 2);
    for (int i = 0; i < 5; ++i)
        buf.add(rows({i, i}, {0, 0}, {false, false}));
    QCOMPARE(buf.subbufferEdges(), (Indices{0, 5, 10}));
    if (fails)
        QVERIFY_THROWS_EXCEPTION(ValueError, buf.bufferIndices(start, stop));
    else
        QCOMPARE(buf.bufferIndices(start, stop), expected);
}

void TestVectorBuffer::testConstructionChecks()
{
    QVERIFY_THROWS_EXCEPTION(AssertionError, VectorReplayBuffer(10, 0));
    // ceil(total / num) slots per sub-buffer: maxsize may exceed total_size.
    QCOMPARE(VectorReplayBuffer(10, 3).maxsize(), std::int64_t(12));
    auto full = std::make_shared<ReplayBuffer>(3);
    full->add(step(I(1), 0, false));
    QVERIFY_THROWS_EXCEPTION(AssertionError, ReplayBufferManager({full, std::make_shared<ReplayBuffer>(3)}));
    QVERIFY_THROWS_EXCEPTION(AssertionError, ReplayBufferManager({std::make_shared<ReplayBuffer>(3, BufferOptions{2}),
                                                                  std::make_shared<ReplayBuffer>(3)}));
}

// v1.2+ sampling: the manager's RandomState(42).choice(n, size, p) picks sub-buffers,
// each sub-buffer's own RandomState(42) picks slots; the result is grouped by sub-buffer.
void TestVectorBuffer::testSeededSampleMatchesNumpy()
{
    VectorReplayBuffer buf(20, 4);
    for (int k = 0; k < 3; ++k)
        buf.add(rows({1, 2, 3, 4}, {0, 0, 0, 0}, {false, false, false, false}));
    buf.add(rows({1, 2}, {0, 0}, {false, false}), Indices{0, 2});
    const Indices drawn = buf.sampleIndices(9);
    bool ok = false;
    const QByteArray out = TestUtils::runPythonFile(QStringLiteral("buffer/vector_sample_numpy.py"), {}, &ok);
    QVERIFY(ok);
    Indices expected;
    for (const QByteArray& part : out.trimmed().split(' '))
        expected.push_back(part.toLongLong());
    QCOMPARE(drawn, expected);
}

QTEST_APPLESS_MAIN(TestVectorBuffer)
#include "tst_vectorbuffer.moc"
