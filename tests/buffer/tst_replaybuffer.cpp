// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// ReplayBuffer against tianshou-spec.md 2.11 (worked examples) and section 5 items
// 75-84, 87, 102 and 104.
#include "bufferhelpers.h"

#include <testutils.h>

#include <core/buffer/cached.h>

#include <QTest>

#include <cmath>

using namespace ReplayScope::Core;
using namespace BufferTest;

class TestReplayBuffer : public QObject {
    Q_OBJECT

private slots:
    void testEpisodeBookkeeping();
    void testPrevNext_data();
    void testPrevNext();
    void testChronologicalAndPhysicalSlices();
    void testFirstAddsAllocateStorage();
    void testIndexErrors();
    void testIgnoreObsNextAndStacking();
    void testFrameStacking();
    void testSaveOnlyLastObs();
    void testSampleAvail();
    void testSampleIndicesBasics();
    void testUpdate();
    void testCustomKeysAndReset();
    void testBufferIndices_data();
    void testBufferIndices();
    void testDropNull();
};

// 2.11 A: (ptr, ep_rew, ep_len, ep_idx) and the state after each add.
void TestReplayBuffer::testEpisodeBookkeeping()
{
    ReplayBuffer buf(3);
    struct Row {
        double rew;
        bool term, trunc;
        std::int64_t ptr;
        double epRew;
        std::int64_t epLen, epIdx, index, size;
    };
    const std::vector<Row> rows{{1, false, false, 0, 0., 0, 0, 1, 1},
                                {2, true, false, 1, 3., 2, 0, 2, 2},
                                {5, false, true, 2, 5., 1, 2, 0, 3},
                                {1, false, false, 0, 0., 0, 0, 1, 3}};
    for (std::size_t k = 0; k < rows.size(); ++k) {
        const Row& r = rows[k];
        const AddResult res = buf.add(step(I(std::int64_t(k)), r.rew, r.term, r.trunc));
        QCOMPARE(res.ptr, Indices{r.ptr});
        QCOMPARE(res.epReturn.shape(), Shape{1});
        QCOMPARE(res.epReturn.toDouble(0), r.epRew);
        QCOMPARE(res.epLength, Indices{r.epLen});
        QCOMPARE(res.epStart, Indices{r.epIdx});
        QCOMPARE(buf.insertionIndex(), r.index);
        QCOMPARE(buf.length(), r.size);
        QCOMPARE(buf.lastIndex(), Indices{r.ptr});
    }
    // After the last add: running return 1.0 over one step.
    QCOMPARE(buf.episodeReturn().asDouble(), 1.0);
    QCOMPARE(buf.episodeLength(), std::int64_t(1));
    QCOMPARE(column(buf, "done"), (std::vector<std::int64_t>{0, 1, 1}));
    QCOMPARE(buf.sampleIndices(0), (Indices{1, 2, 0}));
    QCOMPARE(buf.unfinishedIndex(), Indices{0});
    QCOMPARE(buf.meta().get("rew").asArray().dtype(), DType(DTypeKind::Float64));
    QCOMPARE(buf.meta().get("terminated").asArray().dtype(), DType(DTypeKind::Bool));
}

void TestReplayBuffer::testPrevNext_data()
{
    QTest::addColumn<std::int64_t>("size");
    QTest::addColumn<std::vector<std::int64_t>>("dones");
    QTest::addColumn<Indices>("query");
    QTest::addColumn<Indices>("expectedPrev");
    QTest::addColumn<Indices>("expectedNext");
    // 5 item 82 / 2.11 E
    QTest::newRow("E three adds") << std::int64_t(10) << std::vector<std::int64_t>{1, 0, 1} << Indices{0, 1, 2}
                                  << Indices{0, 1, 1} << Indices{0, 2, 2};
    QTest::newRow("E four adds") << std::int64_t(10) << std::vector<std::int64_t>{1, 0, 1, 1} << Indices{0, 1, 2, 3}
                                 << Indices{0, 1, 1, 3} << Indices{0, 2, 2, 3};
    // 2.11 A: every slot is a fixed point
    QTest::newRow("A wrapped") << std::int64_t(3) << std::vector<std::int64_t>{0, 1, 1, 0} << Indices{0, 1, 2}
                               << Indices{0, 1, 2} << Indices{0, 1, 2};
    // 2.11 B: the write pointer splits the ring
    QTest::newRow("B pointer") << std::int64_t(4) << std::vector<std::int64_t>{0, 0, 0, 0, 0, 0} << Indices{2, 0, 1, 3}
                               << Indices{2, 3, 0, 2} << Indices{3, 1, 1, 0};
    // buffer_doc3 of the fixture manifests: 3 adds into size 20
    QTest::newRow("doc3") << std::int64_t(20) << std::vector<std::int64_t>{0, 0, 0} << Indices{0, 1, 2}
                          << Indices{0, 0, 1} << Indices{1, 2, 2};
    // buffer_wrapped: 15 adds into size 10, terminated when i % 4 == 0 (i >= 3)
    std::vector<std::int64_t> wrapped;
    for (int i = 0; i < 15; ++i)
        wrapped.push_back(i >= 3 && i % 4 == 0);
    QTest::newRow("wrapped") << std::int64_t(10) << wrapped << Indices{5, 6, 7, 8, 9, 0, 1, 2, 3, 4}
                             << Indices{5, 5, 6, 7, 9, 9, 0, 1, 3, 3} << Indices{6, 7, 8, 8, 0, 1, 2, 2, 4, 4};
}

void TestReplayBuffer::testPrevNext()
{
    QFETCH(std::int64_t, size);
    QFETCH(std::vector<std::int64_t>, dones);
    QFETCH(Indices, query);
    QFETCH(Indices, expectedPrev);
    QFETCH(Indices, expectedNext);
    ReplayBuffer buf(size);
    for (std::size_t i = 0; i < dones.size(); ++i)
        buf.add(step(I(std::int64_t(i)), double(i), dones[i] != 0));
    QCOMPARE(buf.prev(query), expectedPrev);
    QCOMPARE(buf.next(query), expectedNext);
    // Scalar forms agree with the array forms (item 95 for single buffers).
    QCOMPARE(buf.prev(query.front()), expectedPrev.front());
    QCOMPARE(buf.next(query.front()), expectedNext.front());
}

void TestReplayBuffer::testChronologicalAndPhysicalSlices()
{
    ReplayBuffer buf(3);
    const bool term[] = {false, true, false, false};
    const bool trunc[] = {false, false, true, false};
    for (int i = 0; i < 4; ++i)
        buf.add(step(I(i), 1.0, term[i], trunc[i]));
    // 2.11 A: buf[:] is chronological, any other slice physical.
    QCOMPARE(ints(buf.getItem(Index(Slice{})).get("obs")), (std::vector<std::int64_t>{1, 2, 3}));
    QCOMPARE(ints(buf.getItem(Index(Slice{0, 2, std::nullopt})).get("obs")), (std::vector<std::int64_t>{3, 1}));
    QCOMPARE(ints(buf.getItem(Index::list({2, 0})).get("obs")), (std::vector<std::int64_t>{2, 3}));
    // An index array seen through a view (every other element, negative included) and
    // one of int32: its values pick the rows, whatever its layout and integer type.
    const NdArray every = NdArray::fromInts({2, 7, -3, 7}, {4})[Index(Slice{std::nullopt, std::nullopt, 2})];
    QCOMPARE(every.strides()[0], std::int64_t(16));
    QCOMPARE(ints(buf.getItem(Index(every)).get("obs")), (std::vector<std::int64_t>{2, 3}));
    QCOMPARE(ints(buf.getItem(Index(every.astype(DType(DTypeKind::Int32)))).get("obs")),
             (std::vector<std::int64_t>{2, 3}));
    // done is gathered once and stays in its place among the keys.
    QCOMPARE(ints(buf.getItem(Index::list({0, 1, 2})).get("done")), (std::vector<std::int64_t>{0, 1, 1}));
    const Batch row = buf.getItem(Index(std::int64_t(1)));
    QCOMPARE(row.get("obs").asArray().ndim(), 0);
    QCOMPARE(row.get("obs").asArray().toInt64(0), std::int64_t(1));
    QCOMPARE(row.keys(), (std::vector<std::string>{"obs", "act", "rew", "terminated", "truncated", "done", "obs_next",
                                                   "info", "policy"}));
}

// 5 items 78-80: the first adds allocate the storage from the data.
void TestReplayBuffer::testFirstAddsAllocateStorage()
{
    ReplayBuffer buf(10);
    Batch first({{"obs", I(1)},
                 {"act", I(1)},
                 {"rew", I(1)},
                 {"terminated", I(1)},
                 {"truncated", I(0)},
                 {"obs_next", S("str")},
                 {"info", dict({{"a", I(3)}, {"b", dict({{"c", F(5.0)}})}})}});
    AddResult r = buf.add(first);
    QCOMPARE(r.ptr, Indices{0});
    QCOMPARE(r.epReturn.toDouble(0), 1.0);
    QCOMPARE(r.epLength, Indices{1});
    QCOMPARE(r.epStart, Indices{0});
    const Batch& meta = buf.meta();
    QCOMPARE(ints(meta.get("obs")), (std::vector<std::int64_t>{1, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
    QVERIFY(meta.get("done").asArray().toBool(0));
    QVERIFY(meta.get("terminated").asArray().toBool(0));
    QVERIFY(!meta.get("truncated").asArray().toBool(0));
    const NdArray& obsNext = meta.get("obs_next").asArray();
    QVERIFY(obsNext.dtype().isObject());
    QCOMPARE(obsNext.item(0).asString(), std::string_view("str"));
    for (std::int64_t i = 1; i < 10; ++i)
        QVERIFY(obsNext.item(i).isNone());
    const Batch& info = *meta.get("info").asBatch();
    QVERIFY(info.get("a").asArray().dtype().isInteger());
    QCOMPARE(ints(info.get("a")), (std::vector<std::int64_t>{3, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
    QVERIFY(info.findPath("b.c")->asArray().dtype().isFloat());
    QCOMPARE(info.findPath("b.c")->asArray().toDouble(0), 5.0);

    Batch second({{"obs", I(2)},
                  {"act", I(2)},
                  {"rew", I(3)},
                  {"terminated", I(0)},
                  {"truncated", I(0)},
                  {"obs_next", S("str")},
                  {"info", dict({{"a", I(4)}, {"d", dict({{"e", F(-INFINITY)}})}})}});
    buf.add(second);
    const Batch& info2 = *buf.meta().get("info").asBatch();
    QCOMPARE(info2.keys(), (std::vector<std::string>{"a", "b", "d"}));
    QCOMPARE(info2.get("a").asArray().toInt64(1), std::int64_t(4));
    QCOMPARE(info2.findPath("b.c")->asArray().toDouble(1), 0.0);
    QCOMPARE(info2.findPath("d.e")->asArray().toDouble(1), -INFINITY);

    // Item 80: a stacked add with buffer_ids=[0].
    Batch third({{"obs", I(3)},
                 {"act", I(3)},
                 {"rew", I(4)},
                 {"terminated", B(false)},
                 {"truncated", B(true)},
                 {"obs_next", S("str")},
                 {"info", dict({{"a", I(5)}, {"e", PyValue::array(NdArray(DType(), {4}))}})}});
    const Batch stacked = Batch::stack({PyValue::batch(std::make_shared<Batch>(third))});
    r = buf.add(stacked, Indices{0});
    QCOMPARE(r.ptr, Indices{2});
    QCOMPARE(r.epReturn.toDouble(0), 7.0); // 3 + 4: the episode started at slot 1
    QCOMPARE(r.epLength, Indices{2});
    QCOMPARE(r.epStart, Indices{1});
    const Batch& info3 = *buf.meta().get("info").asBatch();
    QCOMPARE(info3.keys(), (std::vector<std::string>{"a", "b", "d", "e"}));
    QCOMPARE(info3.get("e").asArray().shape(), (Shape{10, 4}));
}

void TestReplayBuffer::testIndexErrors()
{
    ReplayBuffer buf(10);
    for (int i = 0; i < 3; ++i)
        buf.add(step(I(i), 1.0, false));
    QVERIFY_THROWS_EXCEPTION(IndexError, buf.getItem(Index(std::int64_t(22)))); // item 81
    ReplayBuffer empty(5);
    QVERIFY_THROWS_EXCEPTION(KeyError, empty.getItem(Index(Slice{}))); // empty _meta: KeyError 'obs'
    QVERIFY_THROWS_EXCEPTION(AssertionError, ReplayBuffer(5, BufferOptions{0}));
    Batch missing({{"obs", I(1)}, {"act", I(1)}, {"rew", I(1)}});
    QVERIFY_THROWS_EXCEPTION(ValueError, buf.add(missing));
}

// 5 item 83 and 2.11 C: obs_next from next() when it is not stored.
void TestReplayBuffer::testIgnoreObsNextAndStacking()
{
    {
        ReplayBuffer buf(5, BufferOptions{1, true});
        buf.add(step(I(10), 0, false));
        buf.add(step(I(11), 0, true));
        buf.add(step(I(12), 0, false));
        QVERIFY(!buf.meta().contains("obs_next"));
        QCOMPARE(ints(buf.getItem(Index::list({0, 1, 2})).get("obs_next")), (std::vector<std::int64_t>{11, 11, 12}));
    }
    ReplayBuffer buf(10, BufferOptions{1, true});
    for (int i = 0; i < 10; ++i) {
        Batch b({{"obs", dict({{"mask", I(i)}})},
                 {"act", I(i)},
                 {"rew", I(i)},
                 {"terminated", B(i % 3 == 0)},
                 {"truncated", B(false)},
                 {"info", dict({{"if", I(i)}})}});
        buf.add(b);
    }
    const Batch all = buf.getItem(Index::list(range(10)));
    QCOMPARE(ints(*all.get("obs_next").asBatch()->find("mask")),
             (std::vector<std::int64_t>{0, 2, 3, 3, 5, 6, 6, 8, 9, 9}));
    buf.setStackNum(4);
    const Batch stacked = buf.getItem(Index::list(range(10)));
    QCOMPARE(ints(*stacked.get("obs_next").asBatch()->find("mask")),
             (std::vector<std::int64_t>{0, 0, 0, 0, 1, 1, 1, 2, 1, 1, 2, 3, 1, 1, 2, 3, 4, 4, 4, 5,
                                        4, 4, 5, 6, 4, 4, 5, 6, 7, 7, 7, 8, 7, 7, 8, 9, 7, 7, 8, 9}));
    QCOMPARE(ints(*stacked.get("info").asBatch()->find("if")),
             (std::vector<std::int64_t>{0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 2, 3, 4, 4, 4, 4,
                                        4, 4, 4, 5, 4, 4, 5, 6, 7, 7, 7, 7, 7, 7, 7, 8, 7, 7, 8, 9}));
}

// 2.11 B and D (test_stack).
void TestReplayBuffer::testFrameStacking()
{
    ReplayBuffer ring(4);
    for (int i = 0; i < 6; ++i)
        ring.add(step(I(i), 0, false));
    QCOMPARE(ints(ring.get(BufferIndex::scalar(2), "obs", {}, 3)), (std::vector<std::int64_t>{2, 2, 2}));
    QCOMPARE(ints(ring.get(BufferIndex::scalar(0), "obs", {}, 3)), (std::vector<std::int64_t>{2, 3, 4}));

    ReplayBuffer buf(9, BufferOptions{4});
    for (int i = 0; i < 16; ++i)
        buf.add(step(I(i % 4 + 1), 0, i % 4 == 3));
    QCOMPARE(column(buf, "obs"), (std::vector<std::int64_t>{2, 3, 4, 1, 2, 3, 4, 4, 1}));
    QCOMPARE(buf.insertionIndex(), std::int64_t(7));
    QCOMPARE(buf.lastIndex(), Indices{6});
    const PyValue frames = buf.get(BufferIndex::array(range(9)), "obs");
    QCOMPARE(frames.asArray().shape(), (Shape{9, 4}));
    QCOMPARE(ints(frames), (std::vector<std::int64_t>{1, 1, 1, 2, 1, 1, 2, 3, 1, 2, 3, 4, 1, 1, 1, 1, 1, 1,
                                                      1, 2, 1, 1, 2, 3, 1, 2, 3, 4, 4, 4, 4, 4, 1, 1, 1, 1}));
    QVERIFY_THROWS_EXCEPTION(IndexError, buf.getItem(Index(std::int64_t(18)))); // item 84
}

// 5 item 84: save_only_last_obs stores the last frame and stacks to the same result.
void TestReplayBuffer::testSaveOnlyLastObs()
{
    ReplayBuffer plain(9, BufferOptions{4});
    ReplayBuffer last(9, BufferOptions{4, false, true});
    for (int i = 0; i < 16; ++i) {
        const std::int64_t o = i % 4 + 1;
        plain.add(step(I(o), 0, i % 4 == 3));
        Batch b({{"obs", arr({o, o, o})},
                 {"act", I(0)},
                 {"rew", F(0)},
                 {"terminated", B(i % 4 == 3)},
                 {"truncated", B(false)},
                 {"obs_next", arr({o, o})}});
        last.add(b);
    }
    QCOMPARE(last.meta().get("obs").asArray().shape(), Shape{9});
    const BufferIndex all = BufferIndex::array(range(9));
    QCOMPARE(ints(last.get(all, "obs")), ints(plain.get(all, "obs")));
    QCOMPARE(ints(last.get(all, "obs_next")), ints(plain.get(all, "obs_next")));
}

void TestReplayBuffer::testSampleAvail()
{
    ReplayBuffer buf(9, BufferOptions{4, false, false, true});
    for (int i = 0; i < 16; ++i)
        buf.add(step(I(i % 4 + 1), 0, i % 4 == 3));
    QCOMPARE(buf.sampleIndices(0), (Indices{2, 6}));
    for (int k = 0; k < 20; ++k) {
        const Indices one = buf.sample(1).second;
        QCOMPARE(one.size(), std::size_t(1));
        QVERIFY(one[0] == 2 || one[0] == 6);
    }
    const auto none = buf.sample(-1);
    QVERIFY(none.second.empty());
    QCOMPARE(none.first.length(), std::int64_t(0));
}

// 5 items 76 and 77; seeded draws equal numpy's RandomState(42).choice.
void TestReplayBuffer::testSampleIndicesBasics()
{
    QVERIFY(ReplayBuffer(10).sampleIndices(-1).empty());
    ReplayBuffer buf(20);
    for (int i = 0; i < 25; ++i) {
        Batch b({{"obs", I(i % 10)},
                 {"act", arr({i % 2})},
                 {"rew", I(1)},
                 {"terminated", B(i % 10 == 9)},
                 {"truncated", B(false)},
                 {"obs_next", I((i + 1) % 10)}});
        buf.add(b);
        QCOMPARE(buf.length(), std::int64_t(std::min(20, i + 1)));
    }
    QCOMPARE(buf.meta().get("act").asArray().dtype(), DType(DTypeKind::Int64));
    QCOMPARE(buf.meta().get("act").asArray().shape(), (Shape{20, 1}));
    const auto [batch, indices] = buf.sample(40);
    QCOMPARE(indices.size(), std::size_t(40));
    for (std::int64_t i : indices)
        QVERIFY(i >= 0 && i < buf.length());
    for (std::int64_t o : ints(batch.get("obs")))
        QVERIFY(o >= 0 && o < 10);
    for (std::int64_t d : ints(batch.get("done")))
        QVERIFY(d == 0 || d == 1);

    ReplayBuffer fresh(20); // a new buffer draws from RandomState(42), as Tianshou v1.2+
    for (int i = 0; i < 20; ++i)
        fresh.add(step(I(i), 0, false));
    const Indices drawn = fresh.sampleIndices(7);
    bool ok = false;
    const QByteArray out = TestUtils::runPython(
        QStringLiteral("import numpy as np; print(' '.join(map(str, np.random.RandomState(42).choice(20, 7))))"), {},
        &ok);
    QVERIFY(ok);
    std::vector<std::int64_t> expected;
    for (const QByteArray& part : out.trimmed().split(' '))
        expected.push_back(part.toLongLong());
    QCOMPARE(drawn, expected);
}

// 5 items 75 and 87.
void TestReplayBuffer::testUpdate()
{
    ReplayBuffer empty(20);
    QVERIFY(empty.update(empty).empty());
    QCOMPARE(empty.length(), std::int64_t(0));

    ReplayBuffer buf1(4, BufferOptions{2});
    ReplayBuffer buf2(4, BufferOptions{2});
    for (int i = 0; i < 5; ++i)
        buf1.add(step(arr({i}), 0, i % 2 == 0));
    const Indices written = buf2.update(buf1);
    QCOMPARE(written, (Indices{0, 1, 2, 3}));
    QCOMPARE(buf2.length(), buf1.length());
    QCOMPARE(buf2.length(), std::int64_t(4));
    const NdArray o1 = buf1.meta().get("obs").asArray();
    const NdArray o2 = buf2.meta().get("obs").asArray();
    QCOMPARE(o2.toInt64(0), o1.toInt64(1));
    QCOMPARE(o2.toInt64(3), o1.toInt64(0));

    CachedReplayBuffer cached(std::make_shared<ReplayBuffer>(10), 4, 5);
    QVERIFY_THROWS_EXCEPTION(NotImplementedError, cached.update(buf1));
}

// 5 item 102 (v1.0+ custom keys) plus reset and set_batch (2.10).
void TestReplayBuffer::testCustomKeysAndReset()
{
    ReplayBuffer buf(1);
    Batch b({{"obs", farr({1.0})},
             {"obs_next", farr({2.0})},
             {"act", farr({1.0})},
             {"rew", F(1.0)},
             {"terminated", B(false)},
             {"truncated", B(false)},
             {"done", B(false)},
             {"returns", farr({74.7})},
             {"info", PyValue::batch(Batch::make())},
             {"policy", PyValue::batch(Batch::make())}});
    buf.add(b);
    const Batch sampled = buf.sample(1).first;
    auto keys = sampled.keys();
    std::sort(keys.begin(), keys.end());
    QCOMPARE(keys, (std::vector<std::string>{"act", "done", "info", "obs", "obs_next", "policy", "returns", "rew",
                                             "terminated", "truncated"}));
    QCOMPARE(doubles(sampled.get("returns")), std::vector<double>{74.7});
    QVERIFY(sampled.get("info").asBatch()->isEmpty());
    QVERIFY(sampled.get("policy").asBatch()->isEmpty());

    buf.reset();
    QCOMPARE(buf.length(), std::int64_t(0));
    QCOMPARE(buf.insertionIndex(), std::int64_t(0));
    QVERIFY(buf.meta().contains("returns")); // data is kept
    Batch tooShort({{"obs", arr({1, 2})}});
    QVERIFY_THROWS_EXCEPTION(AssertionError, buf.setBatch(tooShort));
    Batch custom({{"returns", arr({1})}});
    QVERIFY_THROWS_EXCEPTION(AssertionError, buf.setBatch(custom));
}

// 5 item 104.
void TestReplayBuffer::testBufferIndices_data()
{
    QTest::addColumn<std::int64_t>("start");
    QTest::addColumn<std::int64_t>("stop");
    QTest::addColumn<Indices>("expected");
    QTest::newRow("0,3") << std::int64_t(0) << std::int64_t(3) << Indices{0, 1, 2};
    QTest::newRow("3,2") << std::int64_t(3) << std::int64_t(2) << Indices{3, 4, 0, 1};
    QTest::newRow("0,5") << std::int64_t(0) << std::int64_t(5) << Indices{0, 1, 2, 3, 4};
}

void TestReplayBuffer::testBufferIndices()
{
    QFETCH(std::int64_t, start);
    QFETCH(std::int64_t, stop);
    QFETCH(Indices, expected);
    ReplayBuffer buf(5);
    for (int i = 0; i < 5; ++i)
        buf.add(step(I(i), 0, false));
    QCOMPARE(buf.bufferIndices(start, stop), expected);
}

// 5 item 103 (test_buffer_dropnull, v1.2+).
void TestReplayBuffer::testDropNull()
{
    ReplayBuffer buf(10, BufferOptions{1, true});
    for (int i = 0; i < 4; ++i)
        buf.add(step(I(i), 1.0, false));
    QCOMPARE(buf.getItem(Index(Slice{std::nullopt, 3, std::nullopt})).length(), std::int64_t(3));
    buf.setArrayAtKey(NdArray::fromDoubles({1, 2, 3}, {3}), "newkey", Indices{0, 1, 2});
    const std::vector<double> newkey = doubles(buf.meta().get("newkey"));
    QCOMPARE(std::vector<double>(newkey.begin(), newkey.begin() + 3), (std::vector<double>{1, 2, 3}));
    QVERIFY(std::isnan(newkey[3]));
    QVERIFY(buf.hasNull());
    buf.dropNull();
    QCOMPARE(buf.getItem(Index(Slice{std::nullopt, 3, std::nullopt})).length(), std::int64_t(3));
    QVERIFY(!buf.hasNull());
    QVERIFY_THROWS_EXCEPTION(TypeError, buf.setArrayAtKey(NdArray::fromInts({1}, {1}), "ints", Indices{0}));
    QVERIFY_THROWS_EXCEPTION(ValueError, buf.setArrayAtKey(NdArray::fromInts({1}, {1}), "whole"));
}

QTEST_APPLESS_MAIN(TestReplayBuffer)
#include "tst_replaybuffer.moc"
