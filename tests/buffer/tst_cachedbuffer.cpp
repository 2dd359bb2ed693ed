// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// CachedReplayBuffer against tianshou-spec.md 3.6 and section 5 items 96-99.
#include "bufferhelpers.h"

#include <core/array/arrayops.h>
#include <core/buffer/cached.h>

#include <QTest>

#include <algorithm>

using namespace ReplayScope::Core;
using namespace BufferTest;

namespace {

Batch rows(const std::vector<std::int64_t>& obs, PyValue rew, const std::vector<bool>& terminated)
{
    return Batch({{"obs", arr(obs)},
                  {"act", arr(obs)},
                  {"rew", rew},
                  {"terminated", barr(terminated)},
                  {"truncated", barr(std::vector<bool>(terminated.size(), false))}});
}

} // namespace

class TestCachedBuffer : public QObject {
    Q_OBJECT

private slots:
    void testSpecExample();
    void testEmptyMainBuffer();
    void testMultiBufferStack();
    void testOnlyLastFrames();
};

// 3.6 example and 5 item 96.
void TestCachedBuffer::testSpecExample()
{
    CachedReplayBuffer buf(std::make_shared<ReplayBuffer>(10), 4, 5);
    QCOMPARE(buf.offsets(), (Indices{0, 10, 15, 20, 25}));
    QVERIFY(buf.sampleIndices(0).empty());
    AddResult r = buf.add(rows({1}, farr({1}), {false}), Indices{1});
    QCOMPARE(r.ptr, Indices{15});
    QCOMPARE(r.epStart, Indices{15});
    QCOMPARE(r.epLength, Indices{0});
    r = buf.add(rows({2}, farr({2}), {true}), Indices{3});
    QCOMPARE(r.ptr, Indices{0});
    QCOMPARE(r.epStart, Indices{0});
    QCOMPARE(r.epLength, Indices{1});
    QCOMPARE(r.epReturn.toDouble(0), 2.0);
    QCOMPARE(buf.sampleIndices(0), (Indices{0, 15}));
    r = buf.add(rows({3, 4}, farr({3, 4}), {false, true}), Indices{3, 1});
    QCOMPARE(r.ptr, (Indices{25, 2}));
    QCOMPARE(r.epStart, (Indices{25, 1}));
    QCOMPARE(r.epLength, (Indices{0, 2}));
    QCOMPARE(doubles(PyValue::array(r.epReturn)), (std::vector<double>{0, 5}));
    const std::vector<std::int64_t> obs = column(buf, "obs");
    std::vector<std::int64_t> picked;
    for (std::int64_t i : {0, 1, 2, 15, 16, 25})
        picked.push_back(obs[std::size_t(i)]);
    QCOMPARE(picked, (std::vector<std::int64_t>{2, 1, 4, 1, 4, 3}));
    QCOMPARE(buf.sampleIndices(0), (Indices{0, 1, 2, 25}));
    QCOMPARE(buf.prev(Indices{0, 1, 2, 25}), (Indices{0, 1, 1, 25}));
    QCOMPARE(buf.next(Indices{0, 1, 2, 25}), (Indices{0, 2, 2, 25}));
    const std::vector<std::int64_t> done = column(buf, "done");
    QCOMPARE((std::vector<std::int64_t>{done[0], done[1], done[2], done[25]}), (std::vector<std::int64_t>{1, 0, 1, 0}));
    QCOMPARE(buf.unfinishedIndex(), Indices{25});
    QCOMPARE(buf.mainBuffer()->length(), std::int64_t(3));
}

// 5 item 97: a main buffer of size 0 and vector rewards.
void TestCachedBuffer::testEmptyMainBuffer()
{
    CachedReplayBuffer buf(std::make_shared<ReplayBuffer>(0, BufferOptions{1, false, false, true}), 4, 5);
    const PyValue ones = PyValue::array(NdArray::full(DType(), {4, 4}, F(1.0)));
    const std::vector<std::vector<bool>> terminated{{false, false, true, true},
                                                    {false, false, false, false},
                                                    {true, true, true, true},
                                                    {false, false, false, false},
                                                    {false, true, false, true}};
    AddResult r;
    for (const auto& t : terminated)
        r = buf.add(rows({1, 2, 3, 4}, ones, t));
    QCOMPARE(r.ptr, (Indices{1, -1, 11, -1}));
    QCOMPARE(r.epStart, (Indices{0, -1, 10, -1}));
    QCOMPARE(r.epLength, (Indices{0, 2, 0, 2}));
    QCOMPARE(r.epReturn.shape(), (Shape{4, 4}));
    QCOMPARE(doubles(PyValue::array(r.epReturn)),
             (std::vector<double>{0, 0, 0, 0, 2, 2, 2, 2, 0, 0, 0, 0, 2, 2, 2, 2}));
    QCOMPARE(column(buf, "done"),
             (std::vector<std::int64_t>{0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0}));
    QCOMPARE(buf.sampleIndices(0), (Indices{0, 1, 10, 11}));
    QCOMPARE(buf.prev(Indices{0, 1, 10, 11}), (Indices{0, 0, 10, 10}));
    QCOMPARE(buf.next(Indices{0, 1, 10, 11}), (Indices{1, 1, 11, 11}));
}

// 5 item 98 (test_multibuf_stack): 18 steps of MoveToRightEnv(5) episodes (obs 1..4,
// reward 1 and terminated on the 4th step) into 3 caches, obs shifted by 5 per cache.
void TestCachedBuffer::testMultiBufferStack()
{
    const BufferOptions plain{4, true};
    const BufferOptions avail{4, true, false, true};
    CachedReplayBuffer buf4(std::make_shared<ReplayBuffer>(9, plain), 3, 5);
    CachedReplayBuffer buf5(std::make_shared<ReplayBuffer>(9, avail), 3, 5);
    std::int64_t state = 1;
    for (int i = 0; i < 18; ++i) {
        const bool terminated = state + 1 == 5;
        const std::vector<std::int64_t> obs{state, state + 5, state + 10};
        const double rew = terminated ? 1.0 : 0.0;
        const Batch batch = rows(obs, farr({rew, rew, rew}), {terminated, terminated, terminated});
        buf4.add(batch);
        buf5.add(batch);
        QCOMPARE(column(buf4, "obs"), column(buf5, "obs"));
        QCOMPARE(column(buf4, "done"), column(buf5, "done"));
        state = terminated ? 1 : state + 1;
    }
    QCOMPARE(column(buf4, "obs"), (std::vector<std::int64_t>{12, 13, 14, 4, 6, 7, 8, 9,  11, 1,  2,  3,
                                                             4,  0,  6,  7, 8, 9, 0, 11, 12, 13, 14, 0}));
    QCOMPARE(column(buf4, "done"),
             (std::vector<std::int64_t>{0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0}));
    QCOMPARE(buf4.unfinishedIndex(), (Indices{10, 15, 20}));
    Indices all = buf4.sampleIndices(0);
    std::sort(all.begin(), all.end());
    QCOMPARE(all, (Indices{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14, 15, 19, 20}));
    Indices availIdx = buf5.sampleIndices(0);
    std::sort(availIdx.begin(), availIdx.end());
    QCOMPARE(availIdx, (Indices{2, 7}));
    buf5.setStackNum(2);
    for (const auto& sub : buf5.buffers())
        sub->setStackNum(2);
    availIdx = buf5.sampleIndices(0);
    std::sort(availIdx.begin(), availIdx.end());
    QCOMPARE(availIdx, (Indices{0, 1, 2, 5, 6, 7, 10, 15, 20}));
}

// 5 item 99 (Atari-style): only the last frame is stored, stacking restores four.
void TestCachedBuffer::testOnlyLastFrames()
{
    CachedReplayBuffer buf(std::make_shared<ReplayBuffer>(10, BufferOptions{4, true, true}), 4, 5);
    auto frames = [](double base) {
        std::vector<double> v(4 * 84 * 84);
        for (std::size_t k = 0; k < v.size(); ++k)
            v[k] = base + double(k / (84 * 84)); // frame f holds base + f
        return NdArray::fromDoubles(v, {4, 84, 84});
    };
    const NdArray o0 = frames(0.0);
    const NdArray o2 = frames(20.0);
    Batch batch({{"obs", PyValue::array(stack({o2, o0}))},
                 {"act", arr({0, 0})},
                 {"rew", farr({0, 1})},
                 {"terminated", barr({false, true})},
                 {"truncated", barr({false, false})}});
    buf.add(batch, Indices{1, 2});
    const NdArray& obs = buf.meta().get("obs").asArray();
    QCOMPARE(obs.shape(), (Shape{buf.maxsize(), 84, 84}));
    auto first = [&](std::int64_t slot) { return obs.toDouble(slot * 84 * 84); };
    QCOMPARE(first(0), 3.0); // o0[-1], moved from cache 2 to the main buffer
    QCOMPARE(first(15), 23.0); // o2[-1] in cache 1 (offset 15)
    QCOMPARE(first(20), 3.0); // cache 2 keeps its rows after the reset
    QCOMPARE(buf.getItem(Index(std::int64_t(0))).get("obs").asArray().shape(), (Shape{4, 84, 84}));
}

QTEST_APPLESS_MAIN(TestCachedBuffer)
#include "tst_cachedbuffer.moc"
