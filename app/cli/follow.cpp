// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// `episodes FILE --follow`: watching a buffer that a training script rewrites.
//
// A version of the file is read only when it has settled: the size and modification
// time stayed the same over one polling interval. It is then copied to a private
// temporary file (so a writer that truncates the file cannot pull pages from under a
// memory-mapped reader, and HDF5 writers are never locked out), the copy is parsed, and
// the result is used only if the file still has the same size and time afterwards.
// Anything that does not parse is taken as a write still under way and tried again.
#include "commands.h"

#include <core/error.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <set>
#include <thread>
#include <tuple>

#include <unistd.h>

namespace ReplayScope::Cli {

using namespace ReplayScope::Core;
namespace fs = std::filesystem;

namespace {

std::atomic<bool> g_stop{false};

extern "C" void onStopSignal(int)
{
    g_stop = true;
}

/// What tells two versions of a file apart without reading it.
struct Version {
    std::uintmax_t size = 0;
    fs::file_time_type time;
    bool exists = false;
    bool operator==(const Version&) const = default;
};

Version versionOf(const std::string& path)
{
    std::error_code ec;
    Version v;
    v.size = fs::file_size(path, ec);
    if (ec)
        return {};
    v.time = fs::last_write_time(path, ec);
    v.exists = !ec;
    return v;
}

// Sleeps for the interval in short steps, so Ctrl-C is answered at once.
void pause(std::int64_t intervalMs)
{
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(intervalMs);
    while (!g_stop && std::chrono::steady_clock::now() < until)
        std::this_thread::sleep_for(std::chrono::milliseconds(std::min<std::int64_t>(intervalMs, 20)));
}

// The episodes of a settled version read from a private copy, or nullopt when it does
// not parse or changed while being read.
std::optional<EpisodeList> readVersion(const std::string& path, const fs::path& copy, const Version& version)
{
    std::error_code ec;
    fs::copy_file(path, copy, fs::copy_options::overwrite_existing, ec);
    if (ec || versionOf(path) != version || fs::file_size(copy, ec) != version.size)
        return std::nullopt;
    try {
        const LoadedData data = loadFile(copy.string());
        EpisodeList episodes = data.episodeList();
        if (versionOf(path) != version)
            return std::nullopt;
        return episodes;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

// Sub-buffer, first and last slot, end: an unfinished episode shown in the first list is
// shown again when it ends.
using EpisodeKey = std::tuple<std::int64_t, std::int64_t, std::int64_t, int>;

EpisodeKey keyOf(const Episode& e)
{
    return {e.subBuffer, e.first(), e.last(), int(e.end())};
}

bool ended(const Episode& e)
{
    return e.end() == EpisodeEnd::Terminated || e.end() == EpisodeEnd::Truncated;
}

} // namespace

int followEpisodes(const std::string& path, bool json, std::int64_t intervalMs)
{
    if (intervalMs < 50 || intervalMs > 60000)
        throw UsageError("--interval must be between 50 and 60000 milliseconds");
    if (!versionOf(path).exists)
        throw DataError(withPath(path, "cannot read the file: no such file"));
    std::error_code ec;
    const fs::path dir = fs::temp_directory_path(ec) / ("replayscope-follow-" + std::to_string(::getpid()));
    fs::create_directories(dir, ec);
    if (ec)
        throw DataError(withPath(dir.string(), "cannot create a temporary folder: " + ec.message()));
    const fs::path copy = dir / fs::path(path).filename();
    std::signal(SIGINT, onStopSignal);
    std::signal(SIGTERM, onStopSignal);

    std::set<EpisodeKey> printed;
    bool first = true;
    Version loaded; // the version shown last
    Version seen = versionOf(path); // the version of the previous poll
    while (!g_stop) {
        pause(intervalMs);
        const Version now = versionOf(path);
        const bool settled = now.exists && now == seen && now != loaded;
        seen = now;
        if (!settled)
            continue;
        const std::optional<EpisodeList> episodes = readVersion(path, copy, now);
        if (!episodes)
            continue; // a write under way or a damaged version: try again when it settles
        loaded = now;
        if (first && !json)
            std::printf("%s\n", episodeHeader().c_str());
        std::int64_t number = 0;
        for (const Episode& e : episodes->episodes()) {
            const std::int64_t n = number++;
            // First the whole list; afterwards only episodes that end and were not shown.
            if (!first && (!ended(e) || printed.count(keyOf(e))))
                continue;
            printed.insert(keyOf(e));
            std::printf("%s\n", json ? episodeJson(n, e).c_str() : episodeLine(n, e).c_str());
        }
        first = false;
        std::fflush(stdout);
    }
    fs::remove_all(dir, ec);
    return 0;
}

} // namespace ReplayScope::Cli
