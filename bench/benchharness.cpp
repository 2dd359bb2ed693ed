// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "benchharness.h"

#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <limits>

namespace ReplayScope::Bench {

namespace {
std::atomic<std::uint64_t> g_sink{0};
} // namespace

void keep(std::uint64_t value)
{
    g_sink.fetch_xor(value, std::memory_order_relaxed);
}

double bestSeconds(const Workload& workload, Inputs& inputs, int minRuns, double budgetSeconds)
{
    using Clock = std::chrono::steady_clock;
    double best = std::numeric_limits<double>::infinity();
    double total = 0;
    for (int run = 0; run < minRuns || (total < budgetSeconds && run < 1000); ++run) {
        auto body = workload.prepare(inputs);
        const auto start = Clock::now();
        body();
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        best = std::min(best, seconds);
        total += seconds;
    }
    return best;
}

std::int64_t peakRssBytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<std::int64_t>(usage.ru_maxrss) * 1024; // Linux reports kilobytes
}

} // namespace ReplayScope::Bench
