// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Private helpers of core/compare: reading the chronological rows of a key in windows.

#include <core/compare/compare.h>

namespace ReplayScope::Core::CompareDetail {

/// The rows of one key of one side, read in windows.
class RowSource {
public:
    RowSource(const NdArray& array, const std::optional<Indices>& rowSlots);

    /// Number of chronological rows (first axis), 1 for a 0-d array.
    std::int64_t rows() const { return m_rows; }
    /// Shape as compared: the first axis is the chronological rows.
    const Shape& shape() const { return m_shape; }
    /// Rows [begin, end) as a C-contiguous array (slots read as runs of neighbours).
    NdArray window(std::int64_t begin, std::int64_t end) const;
    /// Rows per window for about the given number of bytes (at least 1).
    std::int64_t windowRows(std::int64_t bytes) const;

private:
    NdArray m_array;
    const std::optional<Indices>* m_slots;
    std::int64_t m_rows = 0;
    Shape m_shape;
};

/// Accumulates statistics and the strided KS sample of a stream of windows.
class StatsAccumulator {
public:
    StatsAccumulator(std::int64_t totalElements, std::int64_t sampleSize);
    /// Adds a window (any numeric or bool dtype; converted to float64).
    void add(const NdArray& window);
    KeyStats stats() const;
    std::vector<double>& sample() { return m_sample; }

private:
    template <typename T> void addValues(const T* values, std::int64_t n);

    KeyStats m_stats;
    double m_shift = 0.0; // the first finite value
    double m_sum = 0.0; // of (value - shift) over the finite values
    double m_sumSquares = 0.0;
    std::int64_t m_stride = 1;
    std::int64_t m_seen = 0;
    std::vector<double> m_sample;
};

/// True for dtypes the statistics read (bool, integers, floats; not complex).
bool hasStats(const DType& dtype);

} // namespace ReplayScope::Core::CompareDetail
