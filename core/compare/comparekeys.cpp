// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// compareInputs: the keys of both sides, their statistics and their rows.
#include <core/compare/comparedetail.h>

#include <core/buffer/replaybuffer.h>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace ReplayScope::Core {

using CompareDetail::RowSource;
using CompareDetail::StatsAccumulator;

namespace {

// The leaves of a Batch as dotted paths, depth first in key order (reserved empty
// Batches are no data and are left out).
void leavesOf(const Batch& batch, const std::string& prefix, std::vector<std::pair<std::string, const PyValue*>>& out)
{
    for (const auto& [key, value] : batch.entries()) {
        const std::string path = prefix.empty() ? key : prefix + "." + key;
        if (value.isBatch())
            leavesOf(*value.asBatch(), path, out);
        else
            out.emplace_back(path, &value);
    }
}

std::string typeOf(const PyValue& value)
{
    return value.isArray() ? value.asArray().dtype().str() : value.typeName();
}

// Windows of the rows of one side with its statistics; the sample stays in acc.
std::optional<KeyStats> statistics(const RowSource& rows, const CompareOptions& options, std::vector<double>& sample)
{
    std::int64_t elements = 1;
    for (std::int64_t d : rows.shape())
        elements *= d;
    StatsAccumulator acc(elements, options.sampleSize);
    const std::int64_t step = rows.windowRows(options.windowBytes);
    for (std::int64_t begin = 0; begin < rows.rows(); begin += step)
        acc.add(rows.window(begin, std::min(rows.rows(), begin + step)));
    sample = std::move(acc.sample());
    return acc.stats();
}

// Whether row r of two C-contiguous windows differs. Same dtypes compare bytes first
// (the common case: equal rows); rows whose bytes differ, and rows of different numeric
// dtypes, compare by value (NaN equals NaN, -0 equals 0).
bool rowDiffers(const NdArray& a, const NdArray& b, std::int64_t r, std::int64_t perRow, bool sameDtype, bool numeric)
{
    if (sameDtype) {
        const std::size_t bytes = std::size_t(perRow) * a.dtype().itemSize();
        if (std::memcmp(a.elementPtr(0) + std::size_t(r) * bytes, b.elementPtr(0) + std::size_t(r) * bytes, bytes) == 0)
            return false;
        if (!a.dtype().isFloat())
            return true;
    }
    if (!numeric) {
        // Object arrays: element by element, by Python repr.
        for (std::int64_t k = r * perRow; k < (r + 1) * perRow; ++k)
            if (a.item(k).repr() != b.item(k).repr())
                return true;
        return false;
    }
    for (std::int64_t k = r * perRow; k < (r + 1) * perRow; ++k) {
        const double x = a.toDouble(k);
        const double y = b.toDouble(k);
        if (!(x == y || (std::isnan(x) && std::isnan(y))))
            return true;
    }
    return false;
}

void compareRows(KeyComparison& k, const RowSource& a, const RowSource& b, const CompareOptions& options)
{
    const NdArray probeA = a.window(0, 0);
    const NdArray probeB = b.window(0, 0);
    const DType& ta = probeA.dtype();
    const DType& tb = probeB.dtype();
    const bool numeric = CompareDetail::hasStats(ta) && CompareDetail::hasStats(tb);
    const bool objects = ta.isObject() && tb.isObject();
    const bool sameDtype = ta == tb && !ta.isObject() && ta.isNativeOrder();
    if (a.rows() != b.rows() || a.shape() != b.shape() || (!numeric && !sameDtype && !objects))
        return;
    std::int64_t perRow = 1;
    for (std::size_t d = 1; d < a.shape().size(); ++d)
        perRow *= a.shape()[d];
    k.rowsCompared = true;
    const std::int64_t step = std::min(a.windowRows(options.windowBytes), b.windowRows(options.windowBytes));
    for (std::int64_t begin = 0; begin < a.rows() && perRow > 0; begin += step) {
        const std::int64_t end = std::min(a.rows(), begin + step);
        const NdArray wa = a.window(begin, end).contiguous();
        const NdArray wb = b.window(begin, end).contiguous();
        for (std::int64_t r = 0; r < end - begin; ++r) {
            if (!rowDiffers(wa, wb, r, perRow, sameDtype, numeric))
                continue;
            ++k.differingRows;
            if (std::int64_t(k.firstDifferingRows.size()) < options.firstRows)
                k.firstDifferingRows.push_back(begin + r);
        }
    }
}

KeyComparison compareKey(const std::string& key, const PyValue* a, const PyValue* b, const CompareInput& ia,
                         const CompareInput& ib, const CompareOptions& options)
{
    KeyComparison k;
    k.key = key;
    k.inA = a != nullptr;
    k.inB = b != nullptr;
    std::optional<RowSource> ra, rb;
    std::vector<double> sampleA, sampleB;
    if (a) {
        k.dtypeA = typeOf(*a);
        if (a->isArray()) {
            ra.emplace(a->asArray(), ia.rowSlots);
            k.shapeA = ra->shape();
            if (CompareDetail::hasStats(a->asArray().dtype()))
                k.statsA = statistics(*ra, options, sampleA);
        }
    }
    if (b) {
        k.dtypeB = typeOf(*b);
        if (b->isArray()) {
            rb.emplace(b->asArray(), ib.rowSlots);
            k.shapeB = rb->shape();
            if (CompareDetail::hasStats(b->asArray().dtype()))
                k.statsB = statistics(*rb, options, sampleB);
        }
    }
    if (!sampleA.empty() && !sampleB.empty())
        k.ks = ksStatistic(std::move(sampleA), std::move(sampleB));
    if (ra && rb) {
        compareRows(k, *ra, *rb, options);
    } else if (a && b) {
        // Plain values (a string, a number, None) compare as one row, by Python repr.
        k.rowsCompared = true;
        if (a->repr() != b->repr()) {
            k.differingRows = 1;
            k.firstDifferingRows = {0};
        }
    }
    return k;
}

std::int64_t rowsOf(const CompareInput& input)
{
    if (input.rowSlots)
        return std::int64_t(input.rowSlots->size());
    try {
        return input.storage && !input.storage->isEmpty() ? input.storage->length() : 0;
    } catch (const Error&) {
        return -1; // keys of unequal length: len() is undefined
    }
}

} // namespace

bool KeyComparison::differs() const
{
    if (!inA || !inB || dtypeA != dtypeB || shapeA != shapeB)
        return true;
    return rowsCompared && differingRows > 0;
}

bool BufferComparison::equal() const
{
    if (rowsA != rowsB)
        return false;
    return std::none_of(keys.begin(), keys.end(), [](const KeyComparison& k) { return k.differs(); });
}

CompareInput CompareInput::ofBuffer(const ReplayBuffer& buffer, const EpisodeList* episodes)
{
    CompareInput in;
    in.storage = &buffer.meta();
    in.rowSlots = buffer.chronologicalIndices();
    in.episodes = episodes;
    in.className = buffer.className();
    return in;
}

CompareInput CompareInput::ofBatch(const Batch& batch, const EpisodeList* episodes, std::string className)
{
    CompareInput in;
    in.storage = &batch;
    in.episodes = episodes;
    in.className = std::move(className);
    return in;
}

BufferComparison compareInputs(const CompareInput& a, const CompareInput& b, const CompareOptions& options)
{
    BufferComparison out;
    out.classA = a.className;
    out.classB = b.className;
    out.rowsA = rowsOf(a);
    out.rowsB = rowsOf(b);
    std::vector<std::pair<std::string, const PyValue*>> leavesA, leavesB;
    if (a.storage)
        leavesOf(*a.storage, {}, leavesA);
    if (b.storage)
        leavesOf(*b.storage, {}, leavesB);
    auto find = [](const auto& leaves, const std::string& key) -> const PyValue* {
        for (const auto& [k, v] : leaves)
            if (k == key)
                return v;
        return nullptr;
    };
    for (const auto& [key, value] : leavesA)
        out.keys.push_back(compareKey(key, value, find(leavesB, key), a, b, options));
    for (const auto& [key, value] : leavesB)
        if (!find(leavesA, key))
            out.keys.push_back(compareKey(key, nullptr, value, a, b, options));
    out.episodesA = EpisodeSummary::of(a.episodes);
    out.episodesB = EpisodeSummary::of(b.episodes);
    return out;
}

} // namespace ReplayScope::Core
