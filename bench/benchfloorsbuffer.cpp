// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Floors (`--floors`): for each workload that misses its target, the same bytes moved by
// plain C++ with no Batch, PyValue or NdArray in the timed part: the rows a sample or a
// fancy index must gather, the output a cat or stack must fill, a split's shuffle and
// copies, an add's row writes. Python's time over a floor is the largest ratio any
// implementation could reach on this machine, so it tells a target that is out of reach
// here from one that needs more work (bench/README.md, "Floors"). This file: the buffer workloads.

#include "benchfloorutil.h"
#include "benchharness.h"
#include "benchinputs.h"

#include <core/array/randomstate.h>
#include <core/io/hdf5/tianshouhdf5.h>
#include <core/io/pickle/picklereader.h>

#include <sys/mman.h>

#include <memory>
#include <random>
#include <utility>

namespace ReplayScope::Bench {

using namespace Core;

namespace {

// One step of the add workload as raw rows.
struct RawStep {
    float obs[17], act[6], obsNext[17];
    float rew;
    bool terminated, truncated;
};

constexpr std::size_t PageBytes = 4096;

// The whole pages inside every array that views the file mapping of a read pickle (heap
// arrays and page edges left out: their pages may hold other data).
void arrayRanges(const PyValue& value, std::vector<std::pair<std::uintptr_t, std::size_t>>& out)
{
    if (value.isArray()) {
        const NdArray& a = value.asArray();
        if (a.dtype().isObject() || a.nbytes() == 0 || !a.isCContiguous() || !a.storage()->isExternal())
            return;
        const auto at = reinterpret_cast<std::uintptr_t>(a.elementPtr(0));
        const std::uintptr_t begin = (at + PageBytes - 1) / PageBytes * PageBytes;
        const std::uintptr_t end = (at + static_cast<std::size_t>(a.nbytes())) / PageBytes * PageBytes;
        if (end > begin)
            out.emplace_back(begin, end - begin);
    } else if (value.isBatch()) {
        for (const auto& [key, v] : value.asBatch()->entries())
            arrayRanges(v, out);
    } else if (value.kind() == PyValue::Kind::Dict) {
        for (const auto& [key, v] : value.dictItems())
            arrayRanges(v, out);
    } else if (value.kind() == PyValue::Kind::Object && value.asObject()->state) {
        arrayRanges(*value.asObject()->state, out);
    }
}

// The pages a load_* workload touches (every mapped array of the opened file, held by
// `opened`), unmapped again before each run (the file stays cached) and read one byte a
// page: the kernel's part alone, with no parsing.
template <typename Opened> std::function<void()> touchFloor(std::shared_ptr<Opened> opened, const PyValue& arrays)
{
    auto ranges = std::make_shared<std::vector<std::pair<std::uintptr_t, std::size_t>>>();
    arrayRanges(arrays, *ranges);
    for (const auto& [begin, size] : *ranges)
        ::madvise(reinterpret_cast<void*>(begin), size, MADV_DONTNEED);
    return [opened, ranges] {
        std::uint64_t acc = 0;
        for (const auto& [begin, size] : *ranges) {
            const auto* bytes = reinterpret_cast<const volatile std::uint8_t*>(begin);
            for (std::size_t at = 0; at < size; at += PageBytes)
                acc ^= bytes[at];
        }
        keep(acc);
    };
}

} // namespace

void addBufferFloorWorkloads(std::vector<Workload>& out)
{
    out.push_back({"floor_load_pickle_1m", [](Inputs& in) -> std::function<void()> {
                       auto opened = std::make_shared<PyValue>(PickleReader().readFile(in.picklePath()));
                       return touchFloor(opened, *opened);
                   }});
    out.push_back({"floor_load_hdf5_1m", [](Inputs& in) -> std::function<void()> {
                       auto opened = std::make_shared<TianshouHdf5>(readTianshouHdf5(in.hdf5Path()));
                       return touchFloor(opened, opened->state);
                   }});
    out.push_back({"floor_sample256_x1000", [](Inputs& in) -> std::function<void()> {
                       auto columns = std::make_shared<std::vector<Column>>(bufferColumns(*in.millionBuffer()));
                       const std::int64_t n = in.millionBuffer()->length();
                       auto outputs = std::make_shared<Outputs>();
                       return [columns, n, outputs] {
                           // The rows numpy's legacy np.random.choice(n, 256) draws, as
                           // sample() must (a seed gives Tianshou's rows): the draws are part
                           // of the work, as in floor_split_16000_by_64. (Until issue 23 this
                           // floor drew with a cheaper 64-bit generator, 2.4 ms too low.)
                           RandomState random(5);
                           std::vector<std::int64_t> rows(256);
                           std::uint64_t sum = 0;
                           for (int i = 0; i < 1000; ++i) {
                               for (auto& r : rows)
                                   r = random.randint(0, n);
                               sum += gather(*columns, rows, *outputs);
                               outputs->done();
                           }
                           keep(sum);
                       };
                   }});
    out.push_back({"floor_index_fancy_1m", [](Inputs& in) -> std::function<void()> {
                       auto columns = std::make_shared<std::vector<Column>>(bufferColumns(*in.millionBuffer()));
                       std::mt19937_64 rng(4);
                       std::uniform_int_distribution<std::int64_t> row(0, in.millionBuffer()->length() - 1);
                       auto rows = std::make_shared<std::vector<std::int64_t>>(100'000);
                       for (auto& r : *rows)
                           r = row(rng);
                       auto outputs = std::make_shared<Outputs>();
                       return [columns, rows, outputs] {
                           keep(gather(*columns, *rows, *outputs));
                           outputs->done();
                       };
                   }});
    out.push_back({"floor_add_20k_steps", [](Inputs&) -> std::function<void()> {
                       constexpr std::size_t Steps = 20'000, Size = 100'000;
                       auto steps = std::make_shared<std::vector<RawStep>>(Steps);
                       std::mt19937_64 rng(3);
                       std::normal_distribution<float> normal;
                       for (std::size_t i = 0; i < Steps; ++i) {
                           RawStep& s = (*steps)[i];
                           for (float& x : s.obs)
                               x = normal(rng);
                           for (float& x : s.act)
                               x = normal(rng);
                           for (float& x : s.obsNext)
                               x = normal(rng);
                           s.rew = 0.5f * static_cast<float>(i % 7);
                           s.terminated = i % 1000 == 999;
                           s.truncated = false;
                       }
                       return [steps] {
                           // Zeroed columns as the first add allocates them, then one row
                           // each per step and the episode bookkeeping (return, length, start).
                           auto* obs = static_cast<float*>(std::calloc(Size * 17, sizeof(float)));
                           auto* obsNext = static_cast<float*>(std::calloc(Size * 17, sizeof(float)));
                           auto* act = static_cast<float*>(std::calloc(Size * 6, sizeof(float)));
                           auto* rew = static_cast<float*>(std::calloc(Size, sizeof(float)));
                           auto* flags = static_cast<bool*>(std::calloc(Size * 3, sizeof(bool)));
                           double epReturn = 0;
                           std::size_t epLength = 0, epStart = 0, ptr = 0;
                           std::uint64_t sum = 0;
                           for (const RawStep& s : *steps) {
                               std::memcpy(obs + ptr * 17, s.obs, sizeof s.obs);
                               std::memcpy(obsNext + ptr * 17, s.obsNext, sizeof s.obsNext);
                               std::memcpy(act + ptr * 6, s.act, sizeof s.act);
                               rew[ptr] = s.rew;
                               const bool done = s.terminated || s.truncated;
                               flags[ptr * 3] = s.terminated;
                               flags[ptr * 3 + 1] = s.truncated;
                               flags[ptr * 3 + 2] = done;
                               epReturn += s.rew;
                               ++epLength;
                               if (done) {
                                   sum += static_cast<std::uint64_t>(epReturn) + epLength + epStart;
                                   epReturn = 0;
                                   epLength = 0;
                                   epStart = ptr + 1;
                               }
                               ptr = (ptr + 1) % Size;
                           }
                           keep(sum + static_cast<std::uint64_t>(obs[0] + act[0]));
                           std::free(obs);
                           std::free(obsNext);
                           std::free(act);
                           std::free(rew);
                           std::free(flags);
                       };
                   }});
}

} // namespace ReplayScope::Bench
