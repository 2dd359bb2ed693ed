// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// SegmentTree and the prioritized buffers against tianshou-spec.md 3.3, 3.4 and
// section 5 items 85, 86 and 88; float32 priorities checked against numpy.
#include "bufferhelpers.h"

#include <core/buffer/prioritized.h>
#include <testutils.h>

#include <QTest>

#include <cmath>
#include <numeric>
#include <random>

using namespace ReplayScope::Core;
using namespace BufferTest;

class TestPrioritized : public QObject {
    Q_OBJECT

private slots:
    void testTreeBasics();
    void testTreeRandomUpdates_data();
    void testTreeRandomUpdates();
    void testPrefixSumExamples();
    void testPrioritizedBuffer();
    void testPrioritizedVectorBuffer();
    void testFloat32PrioritiesMatchNumpy();
};

// 5 item 88: a fresh tree.
void TestPrioritized::testTreeBasics()
{
    SegmentTree tree(8);
    QCOMPARE(tree.size(), std::int64_t(8));
    for (std::int64_t i = 0; i < 8; ++i)
        QCOMPARE(tree.at(i), 0.0);
    QVERIFY_THROWS_EXCEPTION(IndexError, tree.at(8));
    QCOMPARE(SegmentTree(10).bound(), std::int64_t(16));
    QCOMPARE(SegmentTree(1).bound(), std::int64_t(1));
    QCOMPARE(SegmentTree(10).at(12), 0.0); // indices in [size, bound) read 0
    QVERIFY_THROWS_EXCEPTION(AssertionError, tree.set({8}, {1.0}));
}

void TestPrioritized::testTreeRandomUpdates_data()
{
    QTest::addColumn<std::int64_t>("size");
    QTest::newRow("8") << std::int64_t(8);
    QTest::newRow("10") << std::int64_t(10);
    QTest::newRow("16384") << std::int64_t(16384);
}

// 5 item 88: random single and batched updates keep every range sum equal to a naive
// sum, and prefix-sum indices satisfy sum(naive[:i]) <= v <= sum(naive[:i+1]).
void TestPrioritized::testTreeRandomUpdates()
{
    QFETCH(std::int64_t, size);
    SegmentTree tree(size);
    std::vector<double> naive(std::size_t(size), 0.0);
    std::mt19937 gen(1234);
    std::uniform_real_distribution<double> value(0.0, 1.0);
    std::uniform_int_distribution<std::int64_t> index(0, size - 1);
    auto sum = [&](std::int64_t a, std::int64_t b) {
        return std::accumulate(naive.begin() + a, naive.begin() + b, 0.0);
    };
    for (int round = 0; round < 200; ++round) {
        Indices idx;
        std::vector<double> vals;
        const int count = round % 2 == 0 ? 1 : 7; // single and batched writes
        for (int k = 0; k < count; ++k) {
            idx.push_back(index(gen));
            vals.push_back(value(gen));
        }
        tree.set(idx, vals);
        for (std::size_t k = 0; k < idx.size(); ++k)
            naive[std::size_t(idx[k])] = vals[k]; // duplicates: last write wins
        const std::int64_t a = index(gen);
        const std::int64_t b = std::min<std::int64_t>(size, a + 1 + index(gen));
        QVERIFY(std::fabs(tree.reduce(a, b) - sum(a, b)) < 1e-9);
        QVERIFY(std::fabs(tree.reduce() - sum(0, size)) < 1e-9);
        QVERIFY(std::fabs(tree.reduce(1) - sum(1, size)) < 1e-9);
        QVERIFY(std::fabs(tree.reduce(0, -1) - sum(0, size - 1)) < 1e-9);
        const double v = value(gen) * tree.reduce();
        const std::int64_t i = tree.prefixSumIndex(v);
        QVERIFY(sum(0, i) <= v + 1e-9);
        QVERIFY(v <= sum(0, i + 1) + 1e-9);
    }
    // All-ones leaves: query k finds index max(k - 1, 0).
    SegmentTree ones(size);
    ones.set(range(size), {1.0});
    for (std::int64_t k = 0; k < std::min<std::int64_t>(size, 50); ++k)
        QCOMPARE(ones.prefixSumIndex(double(k)), std::max<std::int64_t>(k - 1, 0));
}

void TestPrioritized::testPrefixSumExamples()
{
    SegmentTree tree(10);
    tree.set({0, 1, 2}, {0.1, 0.0, 0.1});
    QCOMPARE(tree.prefixSumIndex(std::vector<double>{0, 0.1, 0.1 + 1e-6, 0.2 - 1e-6}), (Indices{0, 0, 2, 2}));
    QVERIFY_THROWS_EXCEPTION(AssertionError, tree.prefixSumIndex(0.2));
}

// 5 item 85.
void TestPrioritized::testPrioritizedBuffer()
{
    PrioritizedReplayBuffer buf(15, 0.5, 0.5);
    QVERIFY_THROWS_EXCEPTION(AssertionError, PrioritizedReplayBuffer(15, 0.0, 0.5));
    std::int64_t pos = 0;
    const std::vector<int> actions{1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const std::int64_t next = actions[i] ? pos + 1 : std::max<std::int64_t>(pos - 1, 0);
        Batch b({{"obs", I(pos)},
                 {"act", I(actions[i])},
                 {"rew", I(0)},
                 {"terminated", B(false)},
                 {"truncated", B(false)},
                 {"obs_next", I(next)},
                 {"info", dict({{"key", I(1)}})}});
        pos = next;
        buf.add(Batch::stack({PyValue::batch(std::make_shared<Batch>(b))}), Indices{0});
        const std::int64_t half = buf.length() / 2;
        const auto [data, indices] = buf.sample(half);
        QCOMPARE(data.length(), half == 0 ? buf.length() : half);
        QCOMPARE(buf.length(), std::min<std::int64_t>(15, std::int64_t(i) + 1));
    }
    QCOMPARE(buf.meta().findPath("info.key")->asArray().shape(), Shape{15});
    QCOMPARE(buf.meta().get("rew").asArray().dtype(), DType(DTypeKind::Float64));
    for (const char* key : {"done", "terminated", "truncated"})
        QCOMPARE(buf.meta().get(key).asArray().dtype(), DType(DTypeKind::Bool));
    const auto [data, indices] = buf.sample(buf.length() / 2);
    const std::vector<double> w = doubles(data.get("weight"));
    std::vector<double> half;
    for (double x : w)
        half.push_back(-x / 2);
    buf.updateWeight(indices, NdArray::fromDoubles(half, {std::int64_t(half.size())}));
    const std::vector<double> leaves = buf.priority().weight.at(indices);
    for (std::size_t k = 0; k < leaves.size(); ++k)
        QVERIFY(std::fabs(leaves[k] - std::sqrt(std::fabs(half[k]))) < 1e-5);
    // Sampling follows the priorities: a slot with no priority is never drawn.
    buf.updateWeight({3}, NdArray::fromDoubles({-buf.priority().eps}, {1}));
    for (std::int64_t i : buf.sampleIndices(2000))
        QVERIFY(i >= 0 && i < buf.length());
}

// 5 item 86.
void TestPrioritized::testPrioritizedVectorBuffer()
{
    PrioritizedVectorReplayBuffer buf(15, 3, 0.5, 0.5);
    QCOMPARE(buf.className(), std::string("PrioritizedVectorReplayBuffer"));
    for (int i = 0; i < 25; ++i) {
        Batch b({{"obs", arr({i, i, i})},
                 {"act", arr({1, 1, 1})},
                 {"rew", farr({0, 0, 0})},
                 {"terminated", barr({false, false, false})},
                 {"truncated", barr({false, false, false})}});
        buf.add(b, Indices{0, 1, 2});
        QCOMPARE(buf.length(), std::min<std::int64_t>(15, 3 * (i + 1)));
    }
    const BufferIndex all = BufferIndex::array(range(buf.maxsize()));
    for (double w : doubles(buf.rows(all).get("weight")))
        QCOMPARE(w, 1.0);
    const auto [batch, indices] = buf.sample(10);
    const std::vector<double> zero(doubles(batch.get("weight")).size(), 0.0);
    buf.updateWeight(indices, NdArray::fromDoubles(zero, {std::int64_t(zero.size())}));
    const std::vector<double> weight = doubles(buf.rows(all).get("weight"));
    std::vector<bool> selected(std::size_t(buf.maxsize()), false);
    for (std::int64_t i : indices)
        selected[std::size_t(i)] = true;
    double sel = -1;
    double unsel = -1;
    for (std::size_t i = 0; i < weight.size(); ++i) {
        double& ref = selected[i] ? sel : unsel;
        if (ref < 0)
            ref = weight[i];
        QCOMPARE(weight[i], ref);
    }
    QVERIFY(unsel < sel);
    QVERIFY(sel <= 1.0);
    // Tianshou quirk: set_beta reaches the sub-buffers only.
    buf.setBeta(0.9);
    QCOMPARE(buf.priority().beta, 0.5);
    QCOMPARE(static_cast<PrioritizedReplayBuffer&>(*buf.buffers()[0]).priority().beta, 0.9);
}

// update_weight in float32 follows numpy's float32 arithmetic: (|w| + eps) ** alpha.
// numpy's vectorised float32 pow may differ from libm's powf by one float32 ulp, so
// leaves are compared at float32 precision.
void TestPrioritized::testFloat32PrioritiesMatchNumpy()
{
    const std::vector<double> raw{-0.3, 1.7, 0.0, 2.5e-3};
    PrioritizedReplayBuffer buf(4, 0.6, 0.4);
    buf.updateWeight({0, 1, 2, 3}, NdArray::fromDoubles(raw, {4}).astype(DType(DTypeKind::Float32)));
    bool ok = false;
    const QByteArray out = TestUtils::runPython(
        QStringLiteral("import numpy as np\n"
                       "w = np.array([-0.3, 1.7, 0.0, 2.5e-3], dtype=np.float32)\n"
                       "p = np.abs(w) + np.finfo(np.float32).eps.item()\n"
                       "print(' '.join(repr(float(x)) for x in p ** 0.6), repr(float(min(1.0, p.min()))))\n"),
        {}, &ok);
    QVERIFY(ok);
    const QList<QByteArray> parts = out.trimmed().split(' ');
    QCOMPARE(parts.size(), 5);
    for (int k = 0; k < 4; ++k) {
        const double expected = parts[k].toDouble();
        QVERIFY2(std::fabs(buf.priority().weight.at(k) - expected) <= 2e-7 * std::fabs(expected), parts[k].constData());
    }
    QCOMPARE(buf.priority().minPrio, parts[4].toDouble());
}

QTEST_APPLESS_MAIN(TestPrioritized)
#include "tst_prioritized.moc"
