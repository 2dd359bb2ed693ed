// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <functional>
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
///
/// A coarse envelope (issue 23: memory that does not grow with the file) holds no
/// values: its finest level has blocks of `block()` rows, and the rows a query needs
/// below that (the ragged ends of a range, a view zoomed in to fewer than block() rows
/// per pixel) are read through a ValueReader from the data itself. Its answers are
/// the same as those of the envelope of all values.
class MinMaxEnvelope final {
public:
    /// Writes the values of rows [first, last) to out (last - first doubles); called on
    /// whichever thread queries, so it must be thread-safe.
    using ValueReader = std::function<void(std::int64_t first, std::int64_t last, double* out)>;

    MinMaxEnvelope() = default;
    /// Takes the values (NaN marks missing data and is skipped by min/max).
    explicit MinMaxEnvelope(std::vector<double> values);
    /// A coarse envelope of size rows: min and max of each block of `block` rows (a power
    /// of two, at least baseBlock; NaN for blocks without a finite value), and where
    /// to read rows.
    MinMaxEnvelope(std::int64_t size, std::int64_t block, std::vector<double> min, std::vector<double> max,
                   ValueReader reader);

    /// All values; empty for a coarse envelope (use values(first, last)).
    const std::vector<double>& values() const { return m_values; }
    /// The values of rows [first, last) (clamped), infinities as NaN; read through the
    /// reader when coarse.
    std::vector<double> values(std::int64_t first, std::int64_t last) const;
    std::int64_t size() const { return m_size; }
    /// True when the values are read on demand instead of held.
    bool isCoarse() const { return static_cast<bool>(m_reader); }
    /// Makes a coarse envelope a preview (issue 23: a plot at once, refined as the data
    /// is read): its blocks may hold a sample of their rows instead of their min/max, so
    /// reading rows to refine them is pointless and, for a compressed file, slow. Queries
    /// then answer below a block from the blocks, and read rows only for views of at most
    /// 2 * pixels rows (one bucket a row).
    void setApproximate(bool approximate) { m_approximate = approximate; }
    /// True for a preview (setApproximate).
    bool isApproximate() const { return m_approximate; }

    /// Buckets covering rows [first, last) (clamped to the series) for a plot `pixels`
    /// wide. When the range has no more than 2 * pixels rows, every row is its own bucket
    /// (min == max == the value). Buckets are in row order, disjoint and cover the range.
    std::vector<EnvelopeBucket> query(std::int64_t first, std::int64_t last, int pixels) const;
    /// The same without reading any row (answers below a block from the blocks, as a
    /// preview does): what the plot draws at once while the exact query of a coarse
    /// envelope, which may read millions of rows of a file, runs on a worker.
    std::vector<EnvelopeBucket> quickQuery(std::int64_t first, std::int64_t last, int pixels) const;
    /// True when query() may read rows: a coarse envelope, a preview's too (its ragged
    /// ends and a view of single rows are read). The plot then draws quickQuery() at
    /// once and query() on a worker: on the GUI thread, reading a compressed preview's
    /// last rows inflated a chunk (0.5 s before a 10 GB D4RL file's plot, issue 23).
    bool queryReads() const { return m_reader != nullptr; }

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

    void addLevelsAbove(); // from the finest level (or the values) up to the whole series
    std::vector<EnvelopeBucket> queryRows(std::int64_t first, std::int64_t last, int pixels, bool read) const;
    EnvelopeBucket rangeOf(std::int64_t first, std::int64_t last, bool read) const;
    void foldRows(EnvelopeBucket& out, std::int64_t first, std::int64_t last, bool read) const;
    void foldBlocks(EnvelopeBucket& out, std::int64_t first, std::int64_t last) const; // finest level's

    std::vector<double> m_values;
    std::int64_t m_size = 0;
    ValueReader m_reader; // coarse envelopes only
    bool m_approximate = false;
    std::vector<Level> m_levels; // finest first
};

} // namespace ReplayScope::Ui
