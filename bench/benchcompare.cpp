// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// diff_* workloads (issue 21): what `replayscope-cli diff A B` does minus printing:
// open both save_hdf5 files, build their episodes and compare them (core/compare: every
// key's statistics read in bounded windows, the KS sample, every row, the episodes).
// diff_hdf5_1m runs with the others; diff_hdf5_1g (two files of about 1 GB, 6.4M rows,
// written on first use) only when --filter names it, since making its inputs takes a
// minute and 2 GB of disk.

#include "benchharness.h"
#include "benchinputs.h"

#include <core/compare/compare.h>
#include <core/files/formats.h>

#include <memory>

namespace ReplayScope::Bench {

using namespace Core;

namespace {

std::function<void()> diffBody(const std::pair<std::string, std::string>& paths)
{
    return [paths] {
        const LoadedData a = loadFile(paths.first);
        const LoadedData b = loadFile(paths.second);
        const EpisodeList ea = a.episodeList();
        const EpisodeList eb = b.episodeList();
        const BufferComparison c =
            compareInputs(CompareInput::ofBuffer(*a.buffer, &ea), CompareInput::ofBuffer(*b.buffer, &eb));
        std::uint64_t differing = 0;
        for (const KeyComparison& k : c.keys)
            differing += std::uint64_t(k.differingRows);
        keep(differing + (c.equal() ? 1 : 0));
    };
}

} // namespace

void addCompareWorkloads(std::vector<Workload>& out)
{
    out.push_back({"diff_hdf5_1m", [](Inputs& in) { return diffBody(in.diffPair(MillionRows)); }});
    out.push_back({"diff_hdf5_1g", [](Inputs& in) { return diffBody(in.diffPair(6'400'000)); }, true});
}

} // namespace ReplayScope::Bench
