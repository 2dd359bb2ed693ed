// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <bench/gui/rsssampler.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>

namespace ReplayScope::Bench {

RssNow readRss()
{
    RssNow now;
    // stdio, not iostreams: this runs every few ms for minutes and should cost nothing.
    std::FILE* file = std::fopen("/proc/self/status", "r");
    if (!file)
        return now;
    char line[256];
    while (std::fgets(line, sizeof line, file)) {
        long long kb = 0;
        if (std::strncmp(line, "RssAnon:", 8) == 0 && std::sscanf(line + 8, "%lld", &kb) == 1)
            now.anonKb = kb;
        else if (std::strncmp(line, "RssFile:", 8) == 0 && std::sscanf(line + 8, "%lld", &kb) == 1)
            now.fileKb = kb;
    }
    std::fclose(file);
    return now;
}

RssSampler::RssSampler(int periodMs)
    : m_periodMs(periodMs)
{
    sample();
    m_thread = std::thread([this] {
        while (!m_stop.load()) {
            sample();
            std::this_thread::sleep_for(std::chrono::milliseconds(m_periodMs));
        }
    });
}

RssSampler::~RssSampler()
{
    m_stop = true;
    m_thread.join();
}

void RssSampler::sample()
{
    const RssNow now = readRss();
    m_peakAnon = std::max(m_peakAnon.load(), now.anonKb);
    m_peakFile = std::max(m_peakFile.load(), now.fileKb);
}

} // namespace ReplayScope::Bench
