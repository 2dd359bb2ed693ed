// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// DirectFlags (flags and rewards scanned in place) against stepFlagsOf's vectors: the
// episodes, their ends and their float64 returns must be the same, bit for bit, in
// every flag layout, over windows that cut episodes and over wrapped rings.

#include "bufferhelpers.h"

#include <core/buffer/episodes.h>
#include <core/buffer/stepflags.h>

#include <QTest>

#include <bit>
#include <cmath>
#include <random>

using namespace ReplayScope::Core;
using namespace BufferTest;

namespace {

std::vector<bool> sparse(std::mt19937& random, std::int64_t n, unsigned oneIn)
{
    std::vector<bool> out;
    for (std::int64_t i = 0; i < n; ++i)
        out.push_back(random() % oneIn == 0);
    return out;
}

// Episodes equal: the same slots, ends and returns (compared exactly: the sums must be
// made in the same order).
void compareEpisodes(const EpisodeList& expected, const EpisodeList& actual)
{
    QCOMPARE(actual.count(), expected.count());
    for (std::size_t e = 0; e < expected.episodes().size(); ++e) {
        const Episode& x = expected.episodes()[e];
        const Episode& y = actual.episodes()[e];
        QVERIFY(x.rows == y.rows);
        QCOMPARE(y.endFlag, x.endFlag);
        QCOMPARE(y.startCut, x.startCut);
        QCOMPARE(y.subBuffer, x.subBuffer);
        // Bits, not QCOMPARE's fuzzy doubles: a different order of additions must fail.
        QCOMPARE(std::bit_cast<std::uint64_t>(y.episodeReturn), std::bit_cast<std::uint64_t>(x.episodeReturn));
    }
}

} // namespace

class TestStepFlags : public QObject {
    Q_OBJECT
private slots:
    void testBatchLayouts();
    void testOtherColumnsAreNotDirect();
    void testWrappedRing();
    void testProgressGivesPrefixes();
};

// Random sparse flags (runs of zeros longer than the eight rows tested at once) in each
// layout DirectFlags reads, float32 and float64 rewards and none; windows of 1 to all.
void TestStepFlags::testBatchLayouts()
{
    std::mt19937 random(41);
    for (int round = 0; round < 120; ++round) {
        const std::int64_t n = 1 + std::int64_t(random() % 300);
        const std::vector<bool> a = sparse(random, n, 23), b = sparse(random, n, 37), c = sparse(random, n, 29);
        std::vector<double> rew;
        for (std::int64_t i = 0; i < n; ++i)
            rew.push_back((double(random() % 2001) - 1000.0) / double(1 + random() % 12));
        PyValue rewards = farr(rew);
        if (round % 3 == 1)
            rewards = PyValue::array(rewards.asArray().astype(DType(DTypeKind::Float32)));
        Batch batch;
        switch (round % 6) {
        case 0: batch = Batch({{"terminated", barr(a)}, {"truncated", barr(b)}}); break;
        case 1: batch = Batch({{"done", barr(c)}, {"terminated", barr(a)}, {"truncated", barr(b)}}); break;
        case 2: batch = Batch({{"terminals", barr(a)}}); break;
        case 3: batch = Batch({{"timeouts", barr(b)}}); break;
        case 4: batch = Batch({{"dones", barr(c)}}); break;
        default:
            batch = Batch({{"done", barr(b)}, // TorchRL: the root's flags are the resets
                           {"next", PyValue::batch(Batch::make({{"done", barr(c)}, {"terminated", barr(a)}}))}});
        }
        if (round % 3 != 2)
            batch.set(round % 2 ? "rew" : "rewards", rewards);
        QVERIFY(DirectFlags::of(batch).has_value());
        Indices all(static_cast<std::size_t>(n));
        for (std::int64_t i = 0; i < n; ++i)
            all[std::size_t(i)] = i;
        const EpisodeList expected = EpisodeList::fromFlags(all, stepFlagsOf(batch, all));
        for (const std::int64_t window : {1, 7, 64, 1 << 20})
            compareEpisodes(expected, EpisodeList::fromBatch(batch, window));
    }
}

// Columns that cannot be read in place go through stepFlagsOf: 2-d rewards (summed per
// row), integer flags, d3rlpy's episode_terminals, done with TimeLimit.truncated.
void TestStepFlags::testOtherColumnsAreNotDirect()
{
    const PyValue flags = barr({false, true, false, true});
    QVERIFY(!DirectFlags::of(
        Batch({{"done", flags}, {"rew", PyValue::array(NdArray::fromDoubles({1, 2, 3, 4, 5, 6, 7, 8}, {4, 2}))}})));
    QVERIFY(!DirectFlags::of(Batch({{"done", arr({0, 1, 0, 1})}})));
    QVERIFY(!DirectFlags::of(Batch({{"episode_terminals", flags}, {"terminals", flags}})));
    QVERIFY(!DirectFlags::of(
        Batch({{"done", flags}, {"info", PyValue::batch(Batch::make({{"TimeLimit.truncated", flags}}))}})));
    QVERIFY(!DirectFlags::of(Batch({{"obs", arr({1, 2, 3, 4})}})));
    // And a 2-d reward still gives each row's sum.
    const EpisodeList list = EpisodeList::fromBatch(
        Batch({{"done", flags}, {"rew", PyValue::array(NdArray::fromDoubles({1, 2, 3, 4, 5, 6, 7, 8}, {4, 2}))}}));
    QCOMPARE(list.count(), 2);
    QCOMPARE(list.episodes()[0].episodeReturn, 10.0);
    QCOMPARE(list.episodes()[1].episodeReturn, 26.0);
}

// A ring that wrapped (its oldest episode cut) read in place equals the steps' flags
// read through stepFlagsOf in Tianshou's order, [index, size) then [0, index).
void TestStepFlags::testWrappedRing()
{
    std::mt19937 random(43);
    for (int round = 0; round < 40; ++round) {
        const std::int64_t size = 5 + std::int64_t(random() % 200);
        ReplayBuffer buf(size);
        const int adds = int(random() % (3 * size));
        for (int i = 0; i < adds; ++i) {
            const bool terminated = random() % 17 == 0;
            const bool truncated = !terminated && random() % 23 == 0;
            buf.add(step(I(i), double(i % 7) - 2.5 + 1.0 / 3.0, terminated, truncated));
        }
        if (buf.length() == 0)
            continue;
        QVERIFY(DirectFlags::of(buf.meta()).has_value());
        const Indices order = buf.chronologicalIndices();
        const bool wrapped = buf.size() == buf.maxsize() && buf.insertionIndex() != 0;
        const EpisodeList expected = EpisodeList::fromFlags(order, stepFlagsOf(buf.meta(), order), 0, wrapped);
        for (const std::int64_t window : {1, 9, 1 << 20})
            compareEpisodes(expected, EpisodeList::fromBuffer(buf, window));
    }
}

// Each window tells the episodes ended so far: the start of the final list, with the
// fraction of steps read rising to 1; for a wrapped ring and for a plain Batch.
void TestStepFlags::testProgressGivesPrefixes()
{
    std::mt19937 random(47);
    ReplayBuffer buf(150);
    for (int i = 0; i < 400; ++i)
        buf.add(step(I(i), double(i % 5) + 0.25, random() % 13 == 0, random() % 29 == 0));
    const std::vector<bool> ends = sparse(random, 500, 11);
    const Batch batch({{"done", barr(ends)}, {"rew", farr(std::vector<double>(ends.size(), 0.5))}});
    for (int which = 0; which < 2; ++which) {
        std::vector<EpisodeList> parts;
        std::vector<double> fractions;
        const auto told = [&](const EpisodeList& sofar, double fraction) {
            parts.push_back(sofar);
            fractions.push_back(fraction);
        };
        const EpisodeList whole =
            which == 0 ? EpisodeList::fromBuffer(buf, 16, told) : EpisodeList::fromBatch(batch, 16, told);
        // The ring is read as [100, 150) then [0, 100): 4 + 7 windows of 16; the Batch 32.
        QCOMPARE(buf.insertionIndex(), 100);
        QCOMPARE(std::int64_t(parts.size()), which == 0 ? 4 + 7 : (500 + 15) / 16);
        QCOMPARE(fractions.back(), 1.0);
        for (std::size_t p = 0; p < parts.size(); ++p) {
            QVERIFY(p == 0 || fractions[p] > fractions[p - 1]);
            QVERIFY(p == 0 || parts[p].count() >= parts[p - 1].count());
            QVERIFY(parts[p].count() <= whole.count());
            for (std::size_t e = 0; e < parts[p].episodes().size(); ++e) {
                QVERIFY(parts[p].episodes()[e].rows == whole.episodes()[e].rows);
                QCOMPARE(parts[p].episodes()[e].endFlag, whole.episodes()[e].endFlag);
                QCOMPARE(parts[p].episodes()[e].episodeReturn, whole.episodes()[e].episodeReturn);
            }
        }
    }
}

QTEST_APPLESS_MAIN(TestStepFlags)
#include "tst_stepflags.moc"
