// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/plot/seriespreview.h>

#include <core/array/rowwindow.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>

namespace ReplayScope::Ui {

namespace {

constexpr double nan = std::numeric_limits<double>::quiet_NaN();

void fold(double& lo, double& hi, double vlo, double vhi)
{
    if (!std::isfinite(vlo) || !std::isfinite(vhi))
        return; // missing values and infinities never win, as in the full envelope
    if (std::isnan(lo) || vlo < lo)
        lo = vlo;
    if (std::isnan(hi) || vhi > hi)
        hi = vhi;
}

} // namespace

SeriesPreview samplePreview(const SeriesSource& source, std::int64_t steps, std::int64_t columns,
                            std::int64_t maxBlocks, double seconds, const std::function<bool()>& canceled)
{
    SeriesPreview out;
    if (steps <= 0 || columns <= 0)
        return out;
    out.block = coarseBlock(steps, 1, std::max<std::int64_t>(maxBlocks, 1) * 32);
    const std::int64_t blocks = (steps + out.block - 1) / out.block;
    out.values.assign(std::size_t(columns), std::vector<double>(std::size_t(blocks), nan));
    std::vector<char> read(std::size_t(blocks), 0);
    std::vector<double> row(static_cast<std::size_t>(columns));
    std::int64_t stride = 1;
    while (stride * 2 < blocks)
        stride *= 2;
    const auto start = std::chrono::steady_clock::now();
    // Coarse to fine, so that stopping early still leaves samples spread evenly over
    // the whole key rather than the first part of it in detail.
    const auto late = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > seconds;
    };
    // A sample of a compressed key inflates a chunk (30-60 ms for D4RL's 4.4 MB chunks of
    // 65,536 rows): the time is checked after each, or sixteen of them took 0.6-0.9 s
    // where `seconds` said 0.2. A mapped key's sample is a page fault at most.
    const std::int64_t checkEvery = Core::isUnreadWindowed(source.array) ? 1 : 16;
    bool stop = false;
    for (; stride >= 1 && !stop; stride /= 2) {
        for (std::int64_t b = 0; b < blocks; b += stride) {
            if (read[std::size_t(b)])
                continue;
            if (canceled && canceled())
                return {};
            // A level takes as long as all before it: on a cold disk (a page fault, or a
            // chunk, a sample) the finest one alone could take seconds. Block 0 is read.
            if (b > 0 && out.sampled % checkEvery == 0 && late()) {
                stop = true;
                break;
            }
            source.read(b * out.block, b * out.block + 1, 0, columns, row.data());
            for (std::int64_t c = 0; c < columns; ++c)
                out.values[std::size_t(c)][std::size_t(b)] = row[std::size_t(c)];
            read[std::size_t(b)] = 1;
            ++out.sampled;
        }
        stop = stop || late();
    }
    // Blocks not reached: the block read before them (block 0 always is).
    for (auto& values : out.values)
        for (std::int64_t b = 1; b < blocks; ++b)
            if (!read[std::size_t(b)])
                values[std::size_t(b)] = values[std::size_t(b - 1)];
    return out;
}

std::vector<MinMaxEnvelope> partialColumns(const SeriesSource& source, std::int64_t steps, const SeriesPreview& preview,
                                           std::int64_t block, const std::vector<std::vector<double>>& mins,
                                           const std::vector<std::vector<double>>& maxes, std::int64_t done)
{
    // At the coarser of the two resolutions: a snapshot stays as small as the preview
    // (a few thousand blocks), whatever the pass's blocks are.
    const std::int64_t sampleBlock = preview.block > 0 ? preview.block : block;
    const std::int64_t width = std::max(block, sampleBlock);
    const std::int64_t count = (steps + width - 1) / width;
    std::vector<MinMaxEnvelope> out;
    for (std::size_t c = 0; c < std::max(mins.size(), preview.values.size()); ++c) {
        std::vector<double> lo(std::size_t(count), nan);
        std::vector<double> hi(std::size_t(count), nan);
        for (std::int64_t g = 0; g < count; ++g) {
            const std::int64_t a = g * width;
            const std::int64_t e = std::min(steps, a + width);
            double& l = lo[std::size_t(g)];
            double& h = hi[std::size_t(g)];
            for (std::int64_t b = a / block; b < (std::min(e, done) + block - 1) / block; ++b)
                fold(l, h, mins[c][std::size_t(b)], maxes[c][std::size_t(b)]);
            if (e > done && preview.block > 0)
                for (std::int64_t b = std::max(a, done) / sampleBlock; b < (e + sampleBlock - 1) / sampleBlock; ++b)
                    fold(l, h, preview.values[c][std::size_t(b)], preview.values[c][std::size_t(b)]);
        }
        auto reader = [source, c](std::int64_t first, std::int64_t last, double* into) {
            source.read(first, last, std::int64_t(c), 1, into);
        };
        out.emplace_back(steps, width, std::move(lo), std::move(hi), std::move(reader));
        out.back().setApproximate(true);
    }
    return out;
}

} // namespace ReplayScope::Ui
