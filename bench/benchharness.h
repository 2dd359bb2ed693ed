// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace ReplayScope::Bench {

class Inputs;

/// One named workload of bench.md.
///
/// prepare() does the untimed work (making inputs, building the buffer to sample from)
/// and returns the body that is timed; the harness calls prepare() before every run so
/// that a body which changes its inputs (adding to a buffer) starts fresh each time.
struct Workload {
    std::string name;
    std::function<std::function<void()>(Inputs&)> prepare;
    /// Run only when --filter is given and matches (inputs too large for every run).
    bool onRequest = false;
};

/// Workloads of each area, in bench.md's order.
void addFileWorkloads(std::vector<Workload>& out);
void addBatchWorkloads(std::vector<Workload>& out);
void addBufferWorkloads(std::vector<Workload>& out);
void addCompareWorkloads(std::vector<Workload>& out);
/// The floors of the workloads that miss their targets (`--floors`): the same bytes
/// moved by plain C++, benchfloorsbuffer.cpp and benchfloorsbatch.cpp.
void addBufferFloorWorkloads(std::vector<Workload>& out);
void addBatchFloorWorkloads(std::vector<Workload>& out);

/// Wall-clock seconds of the fastest of several runs of a workload: at least minRuns,
/// and more while the total stays under budgetSeconds (fast workloads get more runs,
/// which makes their best time stable).
double bestSeconds(const Workload& workload, Inputs& inputs, int minRuns = 3, double budgetSeconds = 2.0);

/// Peak resident memory of this process in bytes (getrusage's ru_maxrss).
std::int64_t peakRssBytes();

/// Keeps a computed value observable so the optimiser cannot drop the work.
void keep(std::uint64_t value);

} // namespace ReplayScope::Bench
