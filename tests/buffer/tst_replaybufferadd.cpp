// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// ReplayBuffer.add step by step against the real Tianshou 2.0.1 (issue 23): the fast
// path (storage allocated, every row of the column's dtype) and the general one (a cast,
// keys in another order than the storage's) interleaved in one buffer, and what each
// step leaves in `_ep_return`. Expected values printed by
// `PYTHONPATH=../shared/tools/tianshou-2.0.1 /usr/bin/python3` running the same adds
// (`buf.add(Batch(**step))`, then `buf._ep_return`, `buf._meta`).
#include "bufferhelpers.h"

#include <QTest>

using namespace ReplayScope::Core;
using namespace BufferTest;

namespace {

PyValue f32(std::vector<double> values)
{
    const auto n = static_cast<std::int64_t>(values.size());
    return PyValue::array(NdArray::fromDoubles(values, {n}, DType(DTypeKind::Float32)));
}

// One step in the given key order (Batch keeps the order it is given).
Batch transition(std::vector<std::pair<std::string, PyValue>> entries)
{
    entries.emplace_back("info", PyValue::dict({}));
    return Batch(entries);
}

} // namespace

class TestReplayBufferAdd : public QObject {
    Q_OBJECT

private slots:
    void testStepsMatchTianshou();
    void testVectorRewards();
};

void TestReplayBufferAdd::testStepsMatchTianshou()
{
    ReplayBuffer buf(4);
    const std::vector<Batch> steps{
        transition({{"obs", f32({0.5, 1.5})},
                    {"act", I(1)},
                    {"rew", F(1.0)},
                    {"terminated", B(false)},
                    {"truncated", B(false)},
                    {"obs_next", f32({1, 2})}}),
        // np.float32(2.5): cast into the float64 rew column (the general path).
        transition({{"obs", f32({1.5, 2.5})},
                    {"act", I(2)},
                    {"rew", PyValue::scalar(NdArray::scalar(2.5, DType(DTypeKind::Float32)))},
                    {"terminated", B(false)},
                    {"truncated", B(false)},
                    {"obs_next", f32({2, 3})}}),
        // Keys in another order than the storage's.
        transition({{"act", I(3)},
                    {"obs", f32({2.5, 3.5})},
                    {"truncated", B(true)},
                    {"terminated", B(false)},
                    {"rew", F(-0.25)},
                    {"obs_next", f32({3, 4})}}),
        // rew 4: an int64 cast into float64; terminated np.bool_(False).
        transition({{"obs", f32({3.5, 4.5})},
                    {"act", I(4)},
                    {"rew", I(4)},
                    {"terminated", PyValue::scalar(NdArray::scalarBool(false))},
                    {"truncated", B(false)},
                    {"obs_next", f32({4, 5})}}),
        transition({{"obs", f32({4.5, 5.5})},
                    {"act", I(5)},
                    {"rew", F(0.5)},
                    {"terminated", B(true)},
                    {"truncated", B(false)},
                    {"obs_next", f32({5, 6})}}),
        transition({{"obs", f32({5.5, 6.5})},
                    {"act", I(6)},
                    {"rew", F(2.0)},
                    {"terminated", B(false)},
                    {"truncated", B(false)},
                    {"obs_next", f32({6, 7})}}),
    };
    struct Expected {
        std::int64_t ptr;
        double epRew;
        std::int64_t epLen, epIdx;
        const char* returnType; // type(buf._ep_return).__name__
        double runningReturn;
        std::int64_t runningLen, epStart, index, size;
    };
    const std::vector<Expected> expected{
        {0, 0.0, 0, 0, "float64", 1.0, 1, 0, 1, 1}, {1, 0.0, 0, 0, "float64", 3.5, 2, 0, 2, 2},
        {2, 3.25, 3, 0, "float", 0.0, 0, 3, 3, 3},  {3, 0.0, 0, 3, "float64", 4.0, 1, 3, 0, 4},
        {0, 4.5, 2, 3, "float", 0.0, 0, 1, 1, 4},   {1, 0.0, 0, 1, "float64", 2.0, 1, 1, 2, 4},
    };
    for (std::size_t k = 0; k < steps.size(); ++k) {
        const Expected& e = expected[k];
        const AddResult r = buf.add(steps[k]);
        QCOMPARE(r.ptr, Indices{e.ptr});
        QCOMPARE(r.epReturn.dtype(), DType(DTypeKind::Float64));
        QCOMPARE(r.epReturn.shape(), Shape{1});
        QCOMPARE(r.epReturn.toDouble(0), e.epRew);
        QCOMPARE(r.epLength, Indices{e.epLen});
        QCOMPARE(r.epStart, Indices{e.epIdx});
        const PyValue running = buf.episodeReturn();
        QCOMPARE(running.typeName(), std::string(e.returnType));
        QCOMPARE(running.asDouble(), e.runningReturn);
        QCOMPARE(buf.episodeLength(), e.runningLen);
        QCOMPARE(buf.episodeStart(), e.epStart);
        QCOMPARE(buf.insertionIndex(), e.index);
        QCOMPARE(buf.length(), e.size);
    }
    const Batch& meta = buf.meta();
    QCOMPARE(meta.keys(),
             (std::vector<std::string>{"obs", "act", "rew", "terminated", "truncated", "obs_next", "info", "done"}));
    QCOMPARE(doubles(meta.get("obs")), (std::vector<double>{4.5, 5.5, 5.5, 6.5, 2.5, 3.5, 3.5, 4.5}));
    QCOMPARE(meta.get("obs").asArray().dtype(), DType(DTypeKind::Float32));
    QCOMPARE(ints(meta.get("act")), (std::vector<std::int64_t>{5, 6, 3, 4}));
    QCOMPARE(meta.get("act").asArray().dtype(), DType(DTypeKind::Int64));
    QCOMPARE(doubles(meta.get("rew")), (std::vector<double>{0.5, 2.0, -0.25, 4.0}));
    QCOMPARE(meta.get("rew").asArray().dtype(), DType(DTypeKind::Float64));
    QCOMPARE(column(buf, "done"), (std::vector<std::int64_t>{1, 0, 1, 0}));
    QCOMPARE(column(buf, "terminated"), (std::vector<std::int64_t>{1, 0, 0, 0}));
    QCOMPARE(column(buf, "truncated"), (std::vector<std::int64_t>{0, 0, 1, 0}));
    QCOMPARE(doubles(meta.get("obs_next")), (std::vector<double>{5, 6, 6, 7, 3, 4, 4, 5}));
}

// Vector rewards: the running return is an array, and ep_rew one row of it.
void TestReplayBufferAdd::testVectorRewards()
{
    ReplayBuffer buf(3);
    const std::vector<std::pair<std::vector<double>, bool>> steps{
        {{1.0, 2.0}, false}, {{0.5, -1.0}, false}, {{1.0, 1.0}, true}};
    // (ep_rew of the add, buf._ep_return after it; empty when it is Python's 0.0)
    const std::vector<std::pair<std::vector<double>, std::vector<double>>> expected{
        {{0.0, 0.0}, {1.0, 2.0}}, {{0.0, 0.0}, {1.5, 1.0}}, {{2.5, 2.0}, {}}};
    for (std::size_t k = 0; k < steps.size(); ++k) {
        const AddResult r = buf.add(Batch({{"obs", I(0)},
                                           {"act", I(0)},
                                           {"rew", farr(steps[k].first)},
                                           {"terminated", B(steps[k].second)},
                                           {"truncated", B(false)}}));
        QCOMPARE(r.ptr, Indices{std::int64_t(k)});
        QCOMPARE(r.epLength, Indices{k == 2 ? 3 : 0});
        QCOMPARE(r.epReturn.shape(), (Shape{1, 2}));
        QCOMPARE(doubles(PyValue::array(r.epReturn)), expected[k].first);
        const PyValue running = buf.episodeReturn();
        if (expected[k].second.empty()) {
            QCOMPARE(running.typeName(), std::string("float"));
            QCOMPARE(running.asDouble(), 0.0);
        } else {
            QCOMPARE(running.typeName(), std::string("ndarray"));
            QCOMPARE(doubles(running), expected[k].second);
        }
    }
    QCOMPARE(buf.episodeLength(), std::int64_t(0));
    QCOMPARE(buf.episodeStart(), std::int64_t(0)); // (2 + 1) % 3
}

QTEST_APPLESS_MAIN(TestReplayBufferAdd)
#include "tst_replaybufferadd.moc"
