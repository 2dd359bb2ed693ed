// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// replayscope-bench [--data DIR] [--filter REGEX] [--runs N] [--memory] [--floors]
//
// Prints `NAME SECONDS` per workload (best of at least --runs runs, wall clock, one
// thread), the format ../shared/docs/bench.md fixes so that a script can put it beside
// reference.py's output. --memory prints, instead, how much opening each 1M file raises
// the peak resident memory, measured in a fresh child process so that nothing the
// benchmark made before inflates or hides the peak. --floors adds `floor_NAME` lines: the
// same bytes moved by plain C++ (benchfloors*.cpp), the bound on any implementation here.

#include "benchharness.h"
#include "benchinputs.h"

#include <core/error.h>
#include <core/io/hdf5/tianshouhdf5.h>
#include <core/array/rowwindow.h>
#include <core/io/pickle/picklereader.h>
#include <core/array/resourcelimits.h>

#include <spawn.h>
#include <sys/wait.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <regex>
#include <string>

extern char** environ;

using namespace ReplayScope;

namespace {

int usage()
{
    std::cerr << "usage: replayscope-bench [--data DIR] [--filter REGEX] [--runs N] [--memory] [--floors] [--list]\n";
    return 2;
}

// Child side of --memory: open one file and report the peak before and after, in bytes.
int measureOpen(const std::string& kind, const std::string& path)
{
    const std::int64_t before = Bench::peakRssBytes();
    std::uint64_t keys = 0;
    if (kind == "hdf5") {
        const Core::TianshouHdf5 result = Core::readTianshouHdf5(path);
        keys = result.meta->keys().size();
        Bench::keep(keys);
        std::cout << before << " " << Bench::peakRssBytes() << "\n";
    } else if (kind == "hdf5gz") {
        // The gzip file: open, then a view of its last 50 rows of obs (issue 4).
        const Core::TianshouHdf5 result = Core::readTianshouHdf5(path);
        const Core::NdArray& obs = result.meta->get("obs").asArray();
        Bench::keep(static_cast<std::uint64_t>(
            Core::readRowWindow(obs, obs.shape().front() - 50, obs.shape().front()).toDouble(0) * 1000.0));
        std::cout << before << " " << Bench::peakRssBytes() << "\n";
    } else {
        const Core::PyValue result = Core::PickleReader().readFile(path);
        Bench::keep(static_cast<std::uint64_t>(result.kind()));
        std::cout << before << " " << Bench::peakRssBytes() << "\n";
    }
    return 0;
}

// Parent side of --memory: runs measureOpen in a child and prints the rise of its peak.
int reportMemory(Bench::Inputs& inputs)
{
    const std::pair<const char*, std::string> files[] = {
        {"hdf5", inputs.hdf5Path()}, {"pickle", inputs.picklePath()}, {"hdf5gz", inputs.gzipHdf5Path()}};
    for (const auto& [kind, path] : files) {
        std::string exe = std::filesystem::read_symlink("/proc/self/exe").string();
        std::string flag = "--measure-open", kindArg = kind, pathArg = path;
        char* argv[] = {exe.data(), flag.data(), kindArg.data(), pathArg.data(), nullptr};
        int fds[2];
        if (pipe(fds) != 0)
            return 1;
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1);
        posix_spawn_file_actions_addclose(&actions, fds[0]);
        pid_t pid = 0;
        const int rc = posix_spawn(&pid, exe.c_str(), &actions, nullptr, argv, environ);
        posix_spawn_file_actions_destroy(&actions);
        close(fds[1]);
        if (rc != 0)
            return 1;
        std::string text;
        char buf[256];
        for (ssize_t n; (n = read(fds[0], buf, sizeof buf)) > 0;)
            text.append(buf, static_cast<std::size_t>(n));
        close(fds[0]);
        int status = 0;
        waitpid(pid, &status, 0);
        long long before = 0, after = 0;
        if (std::sscanf(text.c_str(), "%lld %lld", &before, &after) != 2)
            return 1;
        const double mb = 1024.0 * 1024.0;
        std::printf("mem_open_%s_1m file_MB %.1f peak_rss_rise_MB %.2f\n", kind,
                    static_cast<double>(std::filesystem::file_size(path)) / mb,
                    static_cast<double>(after - before) / mb);
    }
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    // As the application and the CLI run (issue 10).
    ReplayScope::Core::tuneAllocator();
    std::string dataDir, filter = ".*";
    bool filtered = false; // workloads run on request only need a --filter naming them
    int runs = 3;
    bool memory = false, list = false, floors = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--data" && i + 1 < argc)
            dataDir = argv[++i];
        else if (arg == "--filter" && i + 1 < argc) {
            filter = argv[++i];
            filtered = true;
        } else if (arg == "--runs" && i + 1 < argc)
            runs = std::max(3, std::atoi(argv[++i]));
        else if (arg == "--memory")
            memory = true;
        else if (arg == "--floors")
            floors = true;
        else if (arg == "--list")
            list = true;
        else if (arg == "--measure-open" && i + 2 < argc)
            return measureOpen(argv[i + 1], argv[i + 2]);
        else
            return usage();
    }
    std::vector<Bench::Workload> workloads;
    Bench::addFileWorkloads(workloads);
    Bench::addBufferWorkloads(workloads);
    Bench::addBatchWorkloads(workloads);
    Bench::addCompareWorkloads(workloads);
    if (floors) {
        Bench::addBufferFloorWorkloads(workloads);
        Bench::addBatchFloorWorkloads(workloads);
    }
    try {
        Bench::Inputs inputs(dataDir);
        if (memory)
            return reportMemory(inputs);
        const std::regex pattern(filter);
        for (const auto& w : workloads) {
            if (!std::regex_search(w.name, pattern) || (w.onRequest && !filtered))
                continue;
            if (list) {
                std::cout << w.name << "\n";
                continue;
            }
            const double seconds = Bench::bestSeconds(w, inputs, runs);
            std::printf("%s %.6f\n", w.name.c_str(), seconds);
            std::fflush(stdout);
        }
    } catch (const std::exception& e) {
        std::cerr << "replayscope-bench: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
