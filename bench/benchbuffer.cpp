// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// ReplayBuffer workloads: 20,000 single-transition adds, 1,000 samples of 256 rows from
// the 1M buffer, and a gather of 100,000 random rows of it.

#include "benchharness.h"
#include "benchinputs.h"

#include <core/buffer/replaybuffer.h>
#include <core/array/index.h>

#include <memory>
#include <random>

namespace ReplayScope::Bench {

using namespace Core;

namespace {

NdArray floats(std::mt19937_64& rng, std::int64_t n)
{
    NdArray a(DType(DTypeKind::Float32), {n});
    std::normal_distribution<double> normal;
    for (std::int64_t i = 0; i < n; ++i)
        a.setElement(i, PyValue::fromFloat(normal(rng)));
    return a;
}

} // namespace

void addBufferWorkloads(std::vector<Workload>& out)
{
    out.push_back({"add_20k_steps", [](Inputs&) -> std::function<void()> {
                       constexpr int Steps = 20'000;
                       // The per-step arrays exist before the loop, as the environment's
                       // outputs do in the Python loop; the Batch is built inside it.
                       struct Step {
                           NdArray obs, act, obsNext;
                           double rew;
                           bool terminated, truncated;
                       };
                       auto steps = std::make_shared<std::vector<Step>>();
                       std::mt19937_64 rng(3);
                       for (int i = 0; i < Steps; ++i)
                           steps->push_back({floats(rng, 17), floats(rng, 6), floats(rng, 17), 0.5 * (i % 7),
                                             i % 1000 == 999, false});
                       auto buffer = std::make_shared<ReplayBuffer>(100'000);
                       return [steps, buffer] {
                           for (const auto& s : *steps) {
                               const Batch b({{"obs", PyValue::array(s.obs)},
                                              {"act", PyValue::array(s.act)},
                                              {"rew", PyValue::fromFloat(s.rew)},
                                              {"terminated", PyValue::fromBool(s.terminated)},
                                              {"truncated", PyValue::fromBool(s.truncated)},
                                              {"obs_next", PyValue::array(s.obsNext)},
                                              {"info", PyValue::batch(Batch::make())}});
                               buffer->add(b);
                           }
                           keep(static_cast<std::uint64_t>(buffer->length()));
                       };
                   }});
    out.push_back({"sample256_x1000", [](Inputs& in) -> std::function<void()> {
                       auto buffer = in.millionBuffer();
                       auto result = std::make_shared<Batch>();
                       return [buffer, result] {
                           for (int i = 0; i < 1000; ++i)
                               *result = buffer->sample(256).first;
                           keep(static_cast<std::uint64_t>(result->length()));
                       };
                   }});
    out.push_back({"index_fancy_1m", [](Inputs& in) -> std::function<void()> {
                       auto buffer = in.millionBuffer();
                       std::mt19937_64 rng(4);
                       std::uniform_int_distribution<std::int64_t> row(0, buffer->length() - 1);
                       std::vector<std::int64_t> rows(100'000);
                       for (auto& r : rows)
                           r = row(rng);
                       auto index = std::make_shared<Index>(Index::list(rows));
                       auto result = std::make_shared<Batch>();
                       return [buffer, index, result] {
                           *result = buffer->getItem(*index);
                           keep(static_cast<std::uint64_t>(result->length()));
                       };
                   }});
}

} // namespace ReplayScope::Bench
