// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/plot/minmaxenvelope.h>

#include <core/array/ndarray.h>

#include <cstddef>
#include <functional>
#include <memory>
#include <vector>

namespace ReplayScope::Ui {

/// Where the plotted values of one key come from: the key's storage array, the storage
/// row of each step and the row layout. Copies share the array's data (a mapping or an
/// unread dataset), never the values.
struct SeriesSource {
    Core::NdArray array;
    /// Storage row of each step; null or empty: step s is row (ringStart + s) % ringSize
    /// (a buffer's ring unrolled), or row s when ringSize is 0.
    std::shared_ptr<const std::vector<std::int64_t>> stepRows;
    std::int64_t perRow = 1; ///< elements per row (the product of the trailing axes)
    std::int64_t ringStart = 0;
    std::int64_t ringSize = 0;

    /// The storage row of step.
    std::int64_t rowOf(std::int64_t step) const
    {
        if (stepRows && !stepRows->empty())
            return (*stepRows)[std::size_t(step)];
        return ringSize > 0 ? (ringStart + step) % ringSize : step;
    }

    /// Writes the values of columns [column, column + count) of steps [first, last) to
    /// out, step-major (count doubles a step). Reads an unread (compressed) dataset a
    /// run of consecutive rows at a time; thread-safe.
    void read(std::int64_t first, std::int64_t last, std::int64_t column, std::int64_t count, double* out) const;
};

/// Reads element i of a C-contiguous array from its first element's address.
using DirectReader = double (*)(const std::byte*, std::int64_t);
/// The direct reader of a C-contiguous native array of numbers or booleans (the
/// general element access works offsets out from shape and strides per element, which
/// was most of building the series of a large key: issue 10); null for the others.
DirectReader directReader(const Core::NdArray& a);

/// The finest block (a power of two, at least MinMaxEnvelope::baseBlock) for which
/// the coarse envelopes of `columns` columns of `steps` steps fit in budget bytes.
std::int64_t coarseBlock(std::int64_t steps, std::int64_t columns, std::int64_t budget);

struct SeriesPreview;

/// Receives what a pass knows so far (approximate envelopes) and the share of steps read.
using PartialColumns = std::function<void(std::vector<MinMaxEnvelope> columns, double progress)>;

/// The coarse envelopes (MinMaxEnvelope's second constructor) of the first `columns`
/// columns of steps [0, steps) of source, in one pass through the data a window of
/// steps at a time: what it holds is the blocks' min/max, never the values. Empty when
/// canceled (polled between windows). With partial set, about once a second it gets
/// partialColumns() of the steps read so far, the rest from preview (when set).
std::vector<MinMaxEnvelope> buildCoarseColumns(const SeriesSource& source, std::int64_t steps, std::int64_t columns,
                                               std::int64_t block, const std::function<bool()>& canceled,
                                               const SeriesPreview* preview = nullptr,
                                               const PartialColumns& partial = {});

} // namespace ReplayScope::Ui
