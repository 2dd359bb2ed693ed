// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/ndarray.h>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace ReplayScope::Core {

/// A Python slice `start:stop:step`; absent parts are std::nullopt.
struct Slice {
    std::optional<std::int64_t> start;
    std::optional<std::int64_t> stop;
    std::optional<std::int64_t> step;

    /// The indices this slice selects on an axis of the given length, as Python's
    /// slice.indices(): (start, stop, step, count). Throws ValueError for step 0.
    struct Resolved {
        std::int64_t start, stop, step, count;
    };
    Resolved resolve(std::int64_t length) const;
    bool operator==(const Slice&) const = default;
};

/// `...` in an index.
struct EllipsisIndex {
    bool operator==(const EllipsisIndex&) const = default;
};
/// `None` / `np.newaxis` in an index.
struct NewAxisIndex {
    bool operator==(const NewAxisIndex&) const = default;
};

/// One component of an index: an integer, a slice, an integer or boolean array
/// (fancy indexing), `...` or a new axis.
using IndexItem = std::variant<std::int64_t, Slice, NdArray, EllipsisIndex, NewAxisIndex>;

/// A numpy index expression: what goes between the brackets of `a[...]`.
///
/// A single component (`a[3]`, `a[2:8:2]`, `a[[0,3,9]]`) or a tuple of components
/// (`a[:, 1]`). Built from code or parsed from the text a user types.
class Index final {
public:
    Index() = default;
    /// One component.
    Index(IndexItem item); // NOLINT(google-explicit-constructor): reads like numpy
    Index(std::int64_t i); // NOLINT
    Index(int i); // NOLINT
    Index(Slice s); // NOLINT
    /// An integer array index `[0, 3, 9]`.
    static Index list(const std::vector<std::int64_t>& indices);
    /// A boolean mask index.
    static Index mask(const std::vector<bool>& mask);
    /// A tuple of components `a[i, j, ...]`.
    static Index tuple(std::vector<IndexItem> items);

    /// Parses numpy index text: `3`, `-1`, `2:8:2`, `::-1`, `[0,3,9]`, `[True,False]`,
    /// `:,1`, `..., 0`, `None`, `(1, 2)`; surrounding brackets `[...]` of the whole
    /// expression are accepted when they hold a tuple (`[:, 1]`). Throws FormatError
    /// with the character offset on bad input.
    static Index parse(std::string_view text);

    /// The components. A non-tuple index has exactly one.
    const std::vector<IndexItem>& items() const { return m_items; }
    /// True when written as a tuple (matters only for printing).
    bool isTuple() const { return m_tuple; }
    /// True when every component is an integer, so indexing all axes yields a scalar.
    bool isAllIntegers() const;
    /// Python-like text of the index (`2:8:2`, `[0, 3, 9]`, `(slice(None), 1)` style is
    /// not used: tuples print as `:, 1`).
    std::string toString() const;

private:
    std::vector<IndexItem> m_items;
    bool m_tuple = false;
};

} // namespace ReplayScope::Core
