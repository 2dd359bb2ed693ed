// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Floors of the Batch workloads (see benchfloorsbuffer.cpp): cat and stack fill the
// same four outputs with one copy per input leaf; split shuffles and gathers the parts.

#include "benchfloorutil.h"
#include "benchharness.h"
#include "benchinputs.h"

#include <core/array/randomstate.h>

#include <algorithm>
#include <memory>

namespace ReplayScope::Bench {

using namespace Core;

namespace {

// The four leaves (obs.pos, obs.vel, act, rew) of each small Batch, or of their
// concatenation: where their rows start and their row sizes.
struct Leaves {
    std::vector<std::vector<const std::byte*>> starts{4};
    std::size_t rowBytes[4] = {};
};

Leaves leavesOf(const std::vector<const Batch*>& batches)
{
    Leaves out;
    for (const Batch* b : batches) {
        const Batch& obs = *b->get("obs").asBatch();
        const NdArray* leaves[] = {&obs.get("pos").asArray(), &obs.get("vel").asArray(), &b->get("act").asArray(),
                                   &b->get("rew").asArray()};
        for (std::size_t k = 0; k < 4; ++k) {
            out.starts[k].push_back(leaves[k]->elementPtr(0));
            out.rowBytes[k] = static_cast<std::size_t>(leaves[k]->nbytes() / leaves[k]->shape()[0]);
        }
    }
    return out;
}

// cat and stack of the small Batches fill the same bytes: four fresh outputs, one copy
// of each input leaf.
std::function<void()> joinFloor(Inputs& in)
{
    std::vector<const Batch*> batches;
    for (const PyValue& v : in.smallBatches())
        batches.push_back(v.asBatch().get());
    const std::size_t rowsEach = static_cast<std::size_t>(batches.front()->length());
    auto leaves = std::make_shared<Leaves>(leavesOf(batches));
    auto outputs = std::make_shared<Outputs>();
    return [leaves, rowsEach, outputs] {
        std::uint64_t sum = 0;
        for (std::size_t k = 0; k < 4; ++k) {
            const std::size_t bytes = rowsEach * leaves->rowBytes[k];
            const auto& starts = leaves->starts[k];
            std::byte* out = outputs->make(starts.size() * bytes);
            for (std::size_t i = 0; i < starts.size(); ++i)
                std::memcpy(out + i * bytes, starts[i], bytes);
            sum += static_cast<std::uint64_t>(out[0]);
        }
        outputs->done();
        keep(sum);
    };
}

} // namespace

void addBatchFloorWorkloads(std::vector<Workload>& out)
{
    out.push_back({"floor_cat_2000x8", joinFloor});
    out.push_back({"floor_stack_2000", joinFloor});
    out.push_back({"floor_split_16000_by_64", [](Inputs& in) -> std::function<void()> {
                       // The order numpy's legacy RandomState.permutation gives, as split()
                       // must (a seed gives numpy's order, as in Tianshou): the draws are
                       // part of the work, 0.09 ms of it here. (Until issue 23 this floor
                       // shuffled with a cheaper 64-bit generator and was that much too low.)
                       auto leaves = std::make_shared<Leaves>(leavesOf({&in.catted()}));
                       const std::int64_t n = in.catted().length();
                       auto outputs = std::make_shared<Outputs>();
                       return [leaves, n, outputs] {
                           const std::vector<std::int64_t> order = RandomState(6).permutation(n);
                           std::uint64_t sum = 0;
                           for (std::int64_t begin = 0; begin < n; begin += 64) {
                               const std::vector<std::int64_t> part(order.begin() + begin,
                                                                    order.begin() + std::min(n, begin + 64));
                               std::vector<Column> columns;
                               for (std::size_t k = 0; k < 4; ++k)
                                   columns.push_back({leaves->starts[k][0], leaves->rowBytes[k]});
                               sum += gather(columns, part, *outputs);
                           }
                           outputs->done();
                           keep(sum);
                       };
                   }});
}

} // namespace ReplayScope::Bench
