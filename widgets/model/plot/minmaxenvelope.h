// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <vector>

namespace ReplayScope::Ui {

/// One bucket of a decimated series: the rows [first, first + count) and the smallest
/// and largest finite value among them (both NaN when the bucket holds no finite value).
struct EnvelopeBucket {
    std::int64_t first = 0;
    std::int64_t count = 0;
    double min = 0.0;
    double max = 0.0;
};

/// A series of doubles with precomputed min/max levels, so that any visible range can be
/// reduced to about one (min, max) pair per pixel column in time proportional to the
/// pixels, not to the rows: 10,000,000 points pan as fast as 10,000.
///
/// Level k holds the min and max of aligned blocks of `baseBlock << k` rows. A query for
/// a range picks the coarsest level whose block is no wider than the rows per pixel and
/// reports its blocks that overlap the range (the first and last clipped to the range
/// and recomputed from finer data, so every bucket's min/max is exact for its rows).
/// Building is O(n) and meant for a worker thread; queries are const and thread-safe.
class MinMaxEnvelope final {
public:
    MinMaxEnvelope() = default;
    /// Takes the values (NaN marks missing data and is skipped by min/max).
    explicit MinMaxEnvelope(std::vector<double> values);

    const std::vector<double>& values() const { return m_values; }
    std::int64_t size() const { return static_cast<std::int64_t>(m_values.size()); }

    /// Buckets covering rows [first, last) (clamped to the series) for a plot `pixels`
    /// wide. When the range has no more than 2 * pixels rows, every row is its own bucket
    /// (min == max == the value). Buckets are in row order, disjoint and cover the range.
    std::vector<EnvelopeBucket> query(std::int64_t first, std::int64_t last, int pixels) const;

    /// Exact min and max of the finite values in [first, last), using the levels; NaN
    /// when there are none.
    EnvelopeBucket range(std::int64_t first, std::int64_t last) const;

    /// Rows per block of the finest level.
    static constexpr std::int64_t baseBlock = 16;

private:
    struct Level {
        std::int64_t block = 0;
        std::vector<double> min;
        std::vector<double> max;
    };

    std::vector<double> m_values;
    std::vector<Level> m_levels; // finest first
};

} // namespace ReplayScope::Ui
