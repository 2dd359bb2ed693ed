// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/plot/coarseseries.h>

#include <widgets/model/plot/seriespreview.h>
#include <widgets/model/tasks/urgentreads.h>

#include <core/array/rowwindow.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <limits>

namespace ReplayScope::Ui {

namespace {

constexpr double nan = std::numeric_limits<double>::quiet_NaN();
// Steps read per pass of the coarse build: a window of a few MB of doubles, so the
// build holds no more than that besides the blocks' min/max.
constexpr std::int64_t WindowBytes = std::int64_t(8) << 20;

// Element i of a C-contiguous native array of T as a double. The general element access
// works offsets out from shape and strides per element, which was most of building the
// series of a large key (issue 10: every background job slows the first paint).
template <typename T> double directValue(const std::byte* base, std::int64_t i)
{
    T v;
    std::memcpy(&v, base + i * static_cast<std::int64_t>(sizeof(T)), sizeof(T));
    return static_cast<double>(v);
}

// numpy bools are one byte; any non-zero byte reads as True.
double directBool(const std::byte* base, std::int64_t i)
{
    return base[i] != std::byte{0} ? 1.0 : 0.0;
}

} // namespace

DirectReader directReader(const Core::NdArray& a)
{
    if (!a.isCContiguous() || !a.dtype().isNativeOrder() || a.size() == 0)
        return nullptr;
    switch (a.dtype().kind()) {
    case Core::DTypeKind::Bool: return &directBool;
    case Core::DTypeKind::Int8: return &directValue<std::int8_t>;
    case Core::DTypeKind::Int16: return &directValue<std::int16_t>;
    case Core::DTypeKind::Int32: return &directValue<std::int32_t>;
    case Core::DTypeKind::Int64: return &directValue<std::int64_t>;
    case Core::DTypeKind::UInt8: return &directValue<std::uint8_t>;
    case Core::DTypeKind::UInt16: return &directValue<std::uint16_t>;
    case Core::DTypeKind::UInt32: return &directValue<std::uint32_t>;
    case Core::DTypeKind::UInt64: return &directValue<std::uint64_t>;
    case Core::DTypeKind::Float32: return &directValue<float>;
    case Core::DTypeKind::Float64: return &directValue<double>;
    default: return nullptr; // half floats and the rest: the general access converts them
    }
}

void SeriesSource::read(std::int64_t first, std::int64_t last, std::int64_t column, std::int64_t count,
                        double* out) const
{
    if (!Core::isUnreadWindowed(array)) {
        const DirectReader direct = directReader(array);
        const std::byte* data = direct ? array.elementPtr(0) : nullptr;
        for (std::int64_t s = first; s < last; ++s) {
            const std::int64_t base = rowOf(s) * perRow + column;
            for (std::int64_t c = 0; c < count; ++c)
                *out++ = direct ? direct(data, base + c) : array.toDouble(base + c);
        }
        return;
    }
    // A compressed dataset: one window read per run of consecutive rows (a buffer's
    // ring unrolls into at most two runs), so each chunk is decompressed once a call.
    for (std::int64_t s = first; s < last;) {
        std::int64_t end = s + 1;
        while (end < last && rowOf(end) == rowOf(end - 1) + 1)
            ++end;
        const Core::NdArray part = Core::readRowWindow(array, rowOf(s), rowOf(end - 1) + 1);
        const DirectReader direct = directReader(part);
        const std::byte* data = direct ? part.elementPtr(0) : nullptr;
        for (std::int64_t r = 0; r < end - s; ++r)
            for (std::int64_t c = 0; c < count; ++c)
                *out++ = direct ? direct(data, r * perRow + column + c) : part.toDouble(r * perRow + column + c);
        s = end;
    }
}

std::int64_t coarseBlock(std::int64_t steps, std::int64_t columns, std::int64_t budget)
{
    // Each block costs a min and a max at the finest level and as much again in the
    // coarser levels above it: 32 bytes a block and column.
    std::int64_t block = MinMaxEnvelope::baseBlock;
    while ((steps + block - 1) / block * columns * 32 > budget && block < steps)
        block *= 2;
    return block;
}

std::vector<MinMaxEnvelope> buildCoarseColumns(const SeriesSource& source, std::int64_t steps, std::int64_t columns,
                                               std::int64_t block, const std::function<bool()>& canceled,
                                               const SeriesPreview* preview, const PartialColumns& partial)
{
    using Clock = std::chrono::steady_clock;
    auto nextPartial = Clock::now() + std::chrono::milliseconds(700);
    const std::int64_t blocks = (steps + block - 1) / block;
    std::vector<std::vector<double>> mins(std::size_t(columns), std::vector<double>(std::size_t(blocks), nan));
    std::vector<std::vector<double>> maxes = mins;
    // A mapped key's window is read in place value by value, so a small one costs
    // nothing and keeps 7 MB of doubles out of the peak; a compressed key's window is one
    // read that inflates its chunks, and smaller windows inflated chunks more than once.
    const std::int64_t windowBytes = Core::isUnreadWindowed(source.array) ? WindowBytes : WindowBytes / 8;
    const std::int64_t window = std::max<std::int64_t>(windowBytes / (8 * columns) / block, 1) * block;
    std::vector<double> values(std::size_t(window * columns));
    for (std::int64_t first = 0; first < steps; first += window) {
        UrgentReads::waitForUrgent();
        if (canceled && canceled())
            return {};
        const std::int64_t end = std::min(steps, first + window);
        source.read(first, end, 0, columns, values.data());
        for (std::int64_t s = first; s < end; ++s) {
            const auto b = std::size_t(s / block);
            for (std::int64_t c = 0; c < columns; ++c) {
                const double v = values[std::size_t((s - first) * columns + c)];
                if (!std::isfinite(v))
                    continue; // missing (NaN) and infinities never win, as in the full envelope
                double& lo = mins[std::size_t(c)][b];
                double& hi = maxes[std::size_t(c)][b];
                if (std::isnan(lo) || v < lo)
                    lo = v;
                if (std::isnan(hi) || v > hi)
                    hi = v;
            }
        }
        if (partial && end < steps && Clock::now() >= nextPartial) {
            // The steps read so far, the rest from the preview: the plot fills in from
            // the left while a large (compressed) key is read.
            partial(partialColumns(source, steps, preview ? *preview : SeriesPreview{}, block, mins, maxes, end),
                    double(end) / double(steps));
            nextPartial = Clock::now() + std::chrono::seconds(1);
        }
    }
    std::vector<MinMaxEnvelope> out;
    for (std::int64_t c = 0; c < columns; ++c) {
        // Each column reads its own rows when a query goes below the blocks.
        auto reader = [source, c](std::int64_t a, std::int64_t b, double* into) { source.read(a, b, c, 1, into); };
        out.emplace_back(steps, block, std::move(mins[std::size_t(c)]), std::move(maxes[std::size_t(c)]),
                         std::move(reader));
    }
    return out;
}

} // namespace ReplayScope::Ui
