// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Batch workloads: cat and stack of 2,000 small Batches, split of their concatenation
// into shuffled 64-row parts, and dropnull of a 1M-row Batch.

#include "benchharness.h"
#include "benchinputs.h"

#include <memory>

namespace ReplayScope::Bench {

using namespace Core;

void addBatchWorkloads(std::vector<Workload>& out)
{
    out.push_back({"cat_2000x8", [](Inputs& in) -> std::function<void()> {
                       auto result = std::make_shared<Batch>();
                       return [&batches = in.smallBatches(), result] {
                           *result = Batch::cat(batches);
                           keep(static_cast<std::uint64_t>(result->length()));
                       };
                   }});
    out.push_back({"stack_2000", [](Inputs& in) -> std::function<void()> {
                       auto result = std::make_shared<Batch>();
                       return [&batches = in.smallBatches(), result] {
                           *result = Batch::stack(batches);
                           keep(static_cast<std::uint64_t>(result->length()));
                       };
                   }});
    out.push_back({"split_16000_by_64", [](Inputs& in) -> std::function<void()> {
                       auto result = std::make_shared<std::vector<Batch>>();
                       return [&catted = in.catted(), result] {
                           // split() indexes with a permutation, which copies every part.
                           *result = catted.split(64, true);
                           keep(result->size());
                       };
                   }});
    out.push_back({"dropnull_1m", [](Inputs& in) -> std::function<void()> {
                       auto result = std::make_shared<Batch>();
                       return [&batch = in.nullBatch(), result] {
                           *result = batch.dropNull();
                           keep(static_cast<std::uint64_t>(result->length()));
                       };
                   }});
}

} // namespace ReplayScope::Bench
