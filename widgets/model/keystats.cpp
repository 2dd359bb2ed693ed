// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/keystats.h>

#include <widgets/model/tasks/urgentreads.h>

#include <core/array/arrayops.h>
#include <core/array/index.h>
#include <core/array/rowwindow.h>

#include <algorithm>
#include <chrono>

namespace ReplayScope::Ui {

bool hasKeyStats(const Core::NdArray& array)
{
    const Core::DType& dtype = array.dtype();
    return array.size() > 0 && (dtype.isBool() || dtype.isInteger() || dtype.isFloat());
}

KeyStats computeKeyStats(const Core::NdArray& array)
{
    KeyStats stats;
    stats.min = QString::fromStdString(Core::min(array).repr());
    stats.max = QString::fromStdString(Core::max(array).repr());
    stats.mean = QString::number(Core::mean(array).asDouble(), 'g', 6);
    return stats;
}

namespace {

constexpr std::int64_t WindowBytes = std::int64_t(8) << 20;

std::int64_t rowBytesOf(const Core::NdArray& array)
{
    const std::int64_t total = array.ndim() == 0 ? 1 : array.shape().front();
    return std::max<std::int64_t>(array.nbytes() / std::max<std::int64_t>(total, 1), 1);
}

// Rows [a, b) of array: a view of a mapped or in-memory array, a read of an unread one.
Core::NdArray rowsOf(const Core::NdArray& array, std::int64_t a, std::int64_t b)
{
    if (Core::isUnreadWindowed(array))
        return Core::readRowWindow(array, a, b);
    return array[Core::Index(Core::Slice{a, b, std::nullopt})];
}

// The running statistics of the windows seen so far.
struct Running {
    std::vector<Core::NdArray> mins, maxes;
    double sum = 0.0;
    std::int64_t count = 0;

    void add(const Core::NdArray& part)
    {
        if (part.size() == 0)
            return;
        mins.push_back(Core::min(part).asArray().reshape({1}));
        maxes.push_back(Core::max(part).asArray().reshape({1}));
        sum += Core::mean(part).asDouble() * static_cast<double>(part.size());
        count += part.size();
        if (mins.size() >= 64) { // fold them, so a long pass holds a few values only
            mins = {Core::min(Core::concatenate(mins)).asArray().reshape({1})};
            maxes = {Core::max(Core::concatenate(maxes)).asArray().reshape({1})};
        }
    }
    KeyStats result(double progress) const
    {
        if (count == 0)
            return {};
        KeyStats stats;
        stats.min = QString::fromStdString(Core::min(Core::concatenate(mins)).repr());
        stats.max = QString::fromStdString(Core::max(Core::concatenate(maxes)).repr());
        stats.mean = QString::number(sum / static_cast<double>(count), 'g', 6);
        stats.progress = progress;
        return stats;
    }
};

} // namespace

std::int64_t rowsIn(const std::vector<RowRun>& runs)
{
    std::int64_t n = 0;
    for (const RowRun& run : runs)
        n += run.count;
    return n;
}

bool isLargeForStats(const Core::NdArray& array, std::int64_t rows)
{
    return array.ndim() >= 1 && rows * rowBytesOf(array) > (std::int64_t(32) << 20);
}

KeyStats estimateKeyStats(const Core::NdArray& array, const std::vector<RowRun>& runs, double seconds)
{
    const auto start = std::chrono::steady_clock::now();
    const auto late = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > seconds;
    };
    const std::int64_t rows = rowsIn(runs);
    if (rows == 0)
        return {};
    Running running;
    if (Core::isUnreadWindowed(array)) {
        // Four windows spread over the rows: each read inflates the chunks it touches.
        constexpr std::int64_t Windows = 4;
        const std::int64_t length = std::clamp<std::int64_t>(WindowBytes / 8 / rowBytesOf(array), 1, rows);
        for (std::int64_t w = 0; w < Windows && (w == 0 || !late()); ++w) {
            std::int64_t at = (rows - length) * w / std::max<std::int64_t>(Windows - 1, 1);
            for (const RowRun& run : runs) {
                if (at < run.count) {
                    const std::int64_t end = run.first + std::min(run.count, at + length);
                    running.add(rowsOf(array, run.first + at, end));
                    break;
                }
                at -= run.count;
            }
        }
    } else {
        // Blocks of rows at an even stride, at most 65,536 rows in all, in up to 1,024
        // interleaved rounds each spread over the whole key, stopping after `seconds` with
        // what they have. A block is about a page of rows (at most 64): every first touch
        // of a mapped page is a page fault, 7.5 us each on a warm 10 GB file and a disk
        // read on a cold one, so single rows spread over the key (65,536 pages) took 0.5 s
        // a key and blocks of them (about 1,100 pages) 15 ms. Ends at a time check every
        // round of a block, so a cold disk stops it in time as well.
        const std::int64_t samples = std::min<std::int64_t>(rows, 65536);
        const std::int64_t blockRows = std::clamp<std::int64_t>(4096 / rowBytesOf(array), 1, 64);
        const std::int64_t blocks = (samples + blockRows - 1) / blockRows;
        const std::int64_t rounds = std::min<std::int64_t>(1024, blocks);
        const auto blockStart = [&](std::int64_t b) { return b * rows / blocks; };
        for (std::int64_t round = 0; round < rounds; ++round) {
            if (round > 0 && late())
                break;
            std::vector<std::int64_t> picked;
            std::size_t r = 0;
            std::int64_t before = 0; // rows of the runs before runs[r]
            for (std::int64_t b = round; b < blocks; b += rounds) {
                const std::int64_t end = std::min(blockStart(b) + blockRows, blockStart(b + 1));
                for (std::int64_t at = blockStart(b); at < end; ++at) {
                    while (at >= before + runs[r].count)
                        before += runs[r++].count;
                    picked.push_back(runs[r].first + at - before);
                }
            }
            running.add(array[Core::Index::list(picked)]);
        }
    }
    return running.result(0.0);
}

KeyStats computeKeyStatsInWindows(const Core::NdArray& array, const std::vector<RowRun>& runs,
                                  const std::function<bool()>& canceled,
                                  const std::function<void(const KeyStats&)>& partial)
{
    using Clock = std::chrono::steady_clock;
    const std::int64_t rows = rowsIn(runs);
    const std::int64_t window = std::max<std::int64_t>(WindowBytes / rowBytesOf(array), 1);
    Running running;
    std::int64_t read = 0;
    auto nextPartial = Clock::now() + std::chrono::milliseconds(500);
    for (const RowRun& run : runs) {
        for (std::int64_t a = run.first; a < run.first + run.count; a += window) {
            UrgentReads::waitForUrgent();
            if (canceled && canceled())
                return {};
            const std::int64_t b = std::min(run.first + run.count, a + window);
            running.add(rowsOf(array, a, b));
            read += b - a;
            if (partial && read < rows && Clock::now() >= nextPartial) {
                partial(running.result(double(read) / double(rows)));
                nextPartial = Clock::now() + std::chrono::milliseconds(500);
            }
        }
    }
    return running.result(1.0);
}

} // namespace ReplayScope::Ui
