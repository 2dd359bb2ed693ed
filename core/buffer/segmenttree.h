// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/buffer/replaybuffer.h>

#include <cstdint>
#include <optional>
#include <vector>

namespace ReplayScope::Core {

/// Tianshou's `SegmentTree(size)` (tianshou-spec.md 3.3): a sum tree over `size` leaves
/// laid out as a binary heap in `2 * bound` float64 values (root at 1, leaf i at
/// `bound + i`, slot 0 unused), `bound` being the smallest power of two >= size.
///
/// Parents are recomputed as `left + right` after every write, exactly as Tianshou's
/// numba kernel does, so sums and prefix-sum searches give bit-identical results.
class SegmentTree final {
public:
    explicit SegmentTree(std::int64_t size = 0);
    /// A tree from a pickled state (`_size`, `_bound`, `_value`). Throws ValueError when
    /// the three do not fit together.
    static SegmentTree fromState(std::int64_t size, std::int64_t bound, std::vector<double> values);

    /// `len(tree)`.
    std::int64_t size() const { return m_size; }
    std::int64_t bound() const { return m_bound; }
    /// The heap array `_value`.
    const std::vector<double>& values() const { return m_values; }

    /// `tree[i]`: reads `_value[i + bound]`; IndexError outside the heap array.
    double at(std::int64_t index) const;
    std::vector<double> at(const Indices& index) const;
    /// `tree[index] = value` (value broadcast when it has one element); AssertionError
    /// unless every index is in [0, size). Duplicates: the last write wins.
    void set(const Indices& index, const std::vector<double>& values);
    /// `reduce(start, end)`: the sum of leaves [start, end); negative end counts from
    /// size. `reduce()` is the root.
    double reduce(std::int64_t start = 0, std::optional<std::int64_t> end = std::nullopt) const;
    /// `get_prefix_sum_idx(v)`: the smallest i with leaf_0 + ... + leaf_i >= v.
    /// AssertionError unless 0 <= v < reduce().
    std::int64_t prefixSumIndex(double value) const;
    Indices prefixSumIndex(const std::vector<double>& values) const;

private:
    std::int64_t m_size = 0;
    std::int64_t m_bound = 1;
    std::vector<double> m_values;
};

} // namespace ReplayScope::Core
