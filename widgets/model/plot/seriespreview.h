// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/plot/coarseseries.h>

#include <cstdint>
#include <functional>
#include <vector>

namespace ReplayScope::Ui {

/// One sampled step per block of a large key: what the plot draws at once while the
/// whole key is read (issue 23: the plot appears from a coarse pass and refines).
struct SeriesPreview {
    /// Steps per block: a power of two, at least MinMaxEnvelope::baseBlock.
    std::int64_t block = 0;
    /// Blocks whose own first step was read; the others repeat the nearest block read
    /// before them.
    std::int64_t sampled = 0;
    /// [column][block]: the value of the step sampled for each block.
    std::vector<std::vector<double>> values;
};

/// Samples the first step of each of at most about maxBlocks blocks of steps [0, steps)
/// of source, coarse to fine (the middle, the quarters, ...), and stops once `seconds`
/// have passed (checked every 16 samples and after each level): a compressed dataset
/// inflates a chunk per sample, a mapped file on a cold disk faults in a page. Empty
/// (block 0) when canceled.
SeriesPreview samplePreview(const SeriesSource& source, std::int64_t steps, std::int64_t columns,
                            std::int64_t maxBlocks, double seconds, const std::function<bool()>& canceled);

/// The envelopes of what is known of steps [0, steps) while a coarse pass runs: the
/// blocks of `block` steps before `done` from their min/max (mins/maxes, [column][block]),
/// the rest from the preview; approximate (MinMaxEnvelope::setApproximate), at the
/// preview's resolution or coarser, reading rows from source when zoomed to single steps.
std::vector<MinMaxEnvelope> partialColumns(const SeriesSource& source, std::int64_t steps, const SeriesPreview& preview,
                                           std::int64_t block, const std::vector<std::vector<double>>& mins,
                                           const std::vector<std::vector<double>>& maxes, std::int64_t done);

} // namespace ReplayScope::Ui
