// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <atomic>
#include <cstdint>
#include <thread>

namespace ReplayScope::Bench {

/// This process's resident memory, anonymous and file-backed apart (RssAnon and RssFile
/// of /proc/self/status), in kB; both -1 where the kernel does not report them.
struct RssNow {
    std::int64_t anonKb = -1;
    std::int64_t fileKb = -1;
};

/// Reads /proc/self/status once.
RssNow readRss();

/// Samples readRss() on its own thread every few milliseconds and keeps the peaks.
///
/// VmHWM would give one peak of both kinds together; issue 23 asks for the anonymous
/// peak (what the process allocates, and what the kernel cannot drop) apart from the
/// mapped file's pages (which it can), so they are sampled instead. A peak shorter than
/// the period can be missed: the period is short against the phases measured (tens of ms
/// to minutes).
class RssSampler final {
public:
    /// Starts sampling every periodMs milliseconds.
    explicit RssSampler(int periodMs = 5);
    ~RssSampler();
    RssSampler(const RssSampler&) = delete;
    RssSampler& operator=(const RssSampler&) = delete;

    /// The largest RssAnon seen so far, in kB.
    std::int64_t peakAnonKb() const { return m_peakAnon.load(); }
    /// The largest RssFile seen so far, in kB.
    std::int64_t peakFileKb() const { return m_peakFile.load(); }

private:
    void sample();

    std::atomic<bool> m_stop{false};
    std::atomic<std::int64_t> m_peakAnon{-1};
    std::atomic<std::int64_t> m_peakFile{-1};
    int m_periodMs;
    std::thread m_thread;
};

} // namespace ReplayScope::Bench
