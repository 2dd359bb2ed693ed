// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Row gather and row write without numpy's general indexing plan (see arrayfast.h).
// The general path in indexing.cpp builds a plan (index copies, broadcast shapes,
// layout vectors) per call, which costs more than the copy itself for the small rows
// and short index lists of sampling and ReplayBuffer.add.
#include <core/array/arrayfast.h>

#include <core/error.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>

namespace ReplayScope::Core::ArrayFast {

namespace {

// The rows of a: each one contiguous block of rowBytes, rowStride apart.
struct RowLayout {
    std::int64_t rowBytes = 0;
    std::int64_t rowStride = 0;
};

bool rowLayout(const NdArray& a, RowLayout& out)
{
    std::int64_t step = static_cast<std::int64_t>(a.dtype().itemSize());
    for (int d = a.ndim() - 1; d >= 1; --d) {
        const auto du = static_cast<std::size_t>(d);
        // A length-1 axis is never stepped along, so its stride does not matter.
        if (a.shape()[du] != 1 && a.strides()[du] != step)
            return false;
        step *= a.shape()[du];
    }
    out.rowBytes = step;
    out.rowStride = a.strides()[0];
    return true;
}

[[noreturn]] void outOfBounds(std::int64_t i, std::int64_t size)
{
    throw IndexError("index " + std::to_string(i) + " is out of bounds for axis 0 with size " + std::to_string(size));
}

inline std::int64_t rowOf(std::int64_t i, std::int64_t size)
{
    if (i < -size || i >= size)
        outOfBounds(i, size);
    return i < 0 ? i + size : i;
}

// A C-ordered array whose every byte the caller writes next.
NdArray uninitialized(const DType& dtype, Shape shape)
{
    const auto bytes = static_cast<std::size_t>(shapeSize(shape)) * dtype.itemSize();
    Strides strides = contiguousStrides(shape, dtype.itemSize());
    return NdArray::fromStorage(dtype, std::move(shape), std::move(strides), Storage::allocateUninitialized(bytes));
}

inline std::int64_t loadIndex(const std::byte* p)
{
    std::int64_t v;
    std::memcpy(&v, p, sizeof v);
    return v;
}

// The selected rows of a 1-d native int64 index array, or null.
const NdArray* indexArray(const Index& index)
{
    if (index.items().size() != 1)
        return nullptr;
    const auto* idx = std::get_if<NdArray>(&index.items().front());
    if (!idx || idx->ndim() != 1 || idx->dtype() != DType(DTypeKind::Int64))
        return nullptr;
    return idx;
}

// Copies rows of N bytes (N == 0: rowBytes, known at run time). Random rows of a large
// array miss the cache; prefetching a few rows ahead keeps several misses in flight.
template <std::size_t N, bool Prefetch>
void gather(std::byte* dst, const std::byte* base, const RowLayout& l, const std::byte* ip, std::int64_t istride,
            std::int64_t n, std::int64_t size)
{
    constexpr std::int64_t Ahead = 16;
    const auto rowBytes = static_cast<std::size_t>(N ? N : static_cast<std::size_t>(l.rowBytes));
    const auto prefetch = [&](std::int64_t e) {
        const std::int64_t j = loadIndex(ip + e * istride);
        if (j >= 0 && j < size) {
            const std::byte* p = base + j * l.rowStride;
            __builtin_prefetch(p);
            __builtin_prefetch(p + rowBytes - 1);
        }
    };
    for (std::int64_t e = 0; Prefetch && e < Ahead && e < n; ++e)
        prefetch(e);
    for (std::int64_t e = 0; e < n; ++e) {
        if (Prefetch && e + Ahead < n)
            prefetch(e + Ahead);
        const std::int64_t row = rowOf(loadIndex(ip + e * istride), size);
        std::memcpy(dst, base + row * l.rowStride, rowBytes);
        dst += rowBytes;
    }
}

// Fixed sizes let the compiler turn each row's memcpy into a few moves.
template <bool Prefetch>
void gatherSized(std::byte* dst, const std::byte* base, const RowLayout& l, const std::byte* ip, std::int64_t istride,
                 std::int64_t n, std::int64_t size)
{
    switch (l.rowBytes) {
    case 1: gather<1, Prefetch>(dst, base, l, ip, istride, n, size); break;
    case 2: gather<2, Prefetch>(dst, base, l, ip, istride, n, size); break;
    case 4: gather<4, Prefetch>(dst, base, l, ip, istride, n, size); break;
    case 8: gather<8, Prefetch>(dst, base, l, ip, istride, n, size); break;
    case 16: gather<16, Prefetch>(dst, base, l, ip, istride, n, size); break;
    case 24: gather<24, Prefetch>(dst, base, l, ip, istride, n, size); break;
    case 32: gather<32, Prefetch>(dst, base, l, ip, istride, n, size); break;
    default: gather<0, Prefetch>(dst, base, l, ip, istride, n, size); break;
    }
}

} // namespace

std::optional<NdArray> gatherRows(const NdArray& a, const Index& index)
{
    const NdArray* idx = indexArray(index);
    RowLayout l;
    if (!idx || a.ndim() == 0 || a.dtype().isObject() || !rowLayout(a, l))
        return std::nullopt;
    const std::int64_t n = idx->shape()[0];
    const std::int64_t size = a.shape()[0];
    Shape shape = a.shape();
    shape[0] = n;
    NdArray out = uninitialized(a.dtype(), std::move(shape));
    out.setTorch(a.isTorch());
    const std::byte* ip = idx->storage()->data() + idx->offset();
    const std::int64_t istride = idx->strides()[0];
    // Rows of no bytes: the result has no elements, and numpy then does not
    // bounds-check an index array (see makePlan in indexing.cpp).
    if (l.rowBytes == 0)
        return out;
    std::byte* dst = out.storage()->mutableData();
    const std::byte* base = a.storage()->data() + a.offset();
    // Prefetching pays where rows come from memory; an array that fits in the cache
    // (a few MB) only pays for the extra index reads.
    if (static_cast<double>(size) * static_cast<double>(std::max(l.rowBytes, std::abs(l.rowStride))) > 4e6)
        gatherSized<true>(dst, base, l, ip, istride, n, size);
    else
        gatherSized<false>(dst, base, l, ip, istride, n, size);
    return out;
}

namespace {

// What every fast row write needs, whatever the index.
bool plainRowTarget(const NdArray& a, const NdArray& value, RowLayout& l)
{
    return a.ndim() > 0 && !a.dtype().isObject() && value.dtype() == a.dtype() && !value.sharesStorageWith(a)
           && a.storage()->isWritable() && value.isCContiguous() && rowLayout(a, l);
}

} // namespace

std::optional<RowTarget> rowTarget(NdArray& a, const NdArray& value)
{
    // plainRowTarget's checks, cheapest first and without its out-of-line calls for the
    // usual case (simple dtypes, a value of at most a few dimensions): this runs for
    // every key of every step an environment adds (issue 23).
    const DType& dtype = a.dtype();
    if (a.ndim() == 0 || dtype.isObject() || !a.storage()->isWritable() || value.sharesStorageWith(a))
        return std::nullopt;
    const bool simple = !dtype.isStructured() && !value.dtype().isStructured();
    if (simple ? !sameSimpleType(dtype, value.dtype()) : !(dtype == value.dtype()))
        return std::nullopt;
    // The value is one row of a (numpy also accepts a leading length-1 axis), and a's
    // rows and the value are C-ordered: rowLayout(a), the shape comparison and
    // value.isCContiguous() in one pass over the row's axes, the last first. An empty
    // value with unusual strides fails here and takes the general path, which gives
    // the same result.
    const Shape& as = a.shape();
    const Shape& vs = value.shape();
    const std::size_t nd = as.size();
    const std::size_t from = vs.size() == nd && vs.front() == 1 ? 1 : 0;
    if (vs.size() - from != nd - 1)
        return std::nullopt;
    const Strides& at = a.strides();
    const Strides& vt = value.strides();
    std::int64_t step = static_cast<std::int64_t>(dtype.itemSize()); // one dtype for both
    for (std::size_t d = nd - 1; d >= 1; --d) {
        const std::int64_t n = as[d];
        if (vs[d - 1 + from] != n || (n != 1 && (at[d] != step || vt[d - 1 + from] != step)))
            return std::nullopt;
        step *= n;
    }
    // plainRowTarget checked that the storage is writable: mutableData() does not throw.
    return RowTarget{a.storage()->mutableData() + a.offset(), at[0], step, value.storage()->data() + value.offset()};
}

bool writeRows(NdArray& a, const Index& index, const NdArray& value)
{
    RowLayout l;
    if (index.items().size() != 1 || !plainRowTarget(a, value, l))
        return false;
    const IndexItem& item = index.items().front();
    const auto* single = std::get_if<std::int64_t>(&item);
    const NdArray* idx = single ? nullptr : indexArray(index);
    if (!single && (!idx || idx->shape()[0] == 0))
        return false;
    const std::int64_t n = single ? 1 : idx->shape()[0];
    // The value is one row (repeated for every selected row) or exactly the rows; an
    // integer index also accepts numpy's extra leading length-1 axis.
    const auto rowDims = static_cast<std::size_t>(a.ndim() - 1);
    const Shape& vs = value.shape();
    const auto sameRow = [&](std::size_t from) {
        return vs.size() - from == rowDims
               && std::equal(vs.begin() + static_cast<std::ptrdiff_t>(from), vs.end(), a.shape().begin() + 1);
    };
    bool perRow = false;
    if (sameRow(0))
        perRow = false;
    else if (!vs.empty() && vs.front() == (single ? 1 : n) && sameRow(1))
        perRow = !single;
    else
        return false;
    const std::int64_t size = a.shape()[0];
    const std::byte* ip = single ? nullptr : idx->storage()->data() + idx->offset();
    const std::int64_t istride = single ? 0 : idx->strides()[0];
    const auto rowAt = [&](std::int64_t e) { return single ? *single : loadIndex(ip + e * istride); };
    // Rows of no bytes: nothing is written, and numpy then checks only an integer index
    // (an index array selecting no elements is not bounds-checked, see indexing.cpp).
    if (l.rowBytes == 0) {
        if (single)
            rowOf(*single, size);
        return true;
    }
    // numpy checks every index before it writes anything.
    for (std::int64_t e = 0; e < n; ++e)
        rowOf(rowAt(e), size);
    std::byte* base = a.storage()->mutableData() + a.offset();
    const std::byte* src = value.storage()->data() + value.offset();
    const auto rowBytes = static_cast<std::size_t>(l.rowBytes);
    for (std::int64_t e = 0; e < n; ++e) {
        // Later duplicates overwrite earlier ones, as numpy's sequential assignment does.
        std::memcpy(base + rowOf(rowAt(e), size) * l.rowStride, perRow ? src + e * l.rowBytes : src, rowBytes);
    }
    return true;
}

namespace {

// What np.concatenate and np.stack of arrays like first need beyond block copies: none
// when first is a C-ordered numeric numpy array. promote(t, t) == t is what
// np.result_type gives for one dtype (not so for every byte order), so a copy keeps the
// bytes numpy would produce.
bool joinable(const NdArray& first)
{
    const DType& type = first.dtype();
    return !type.isObject() && !type.isStructured() && !first.isTorch() && first.isCContiguous()
           && DType::promote(type, type) == type;
}

} // namespace

std::optional<NdArray> stackTarget(const NdArray& first, std::int64_t n)
{
    if (!joinable(first))
        return std::nullopt;
    Shape shape = first.shape();
    shape.insert(shape.begin(), n);
    return uninitialized(first.dtype(), std::move(shape));
}

std::optional<NdArray> joinRows(const std::vector<const NdArray*>& parts, bool stack)
{
    if (parts.empty())
        return std::nullopt;
    const NdArray& first = *parts.front();
    if (stack) {
        // Every part has the first's dtype, shape and strides, so it is C-ordered like
        // the first and its bytes go in one copy. The checks and the copies share one
        // pass over the parts (thousands of small arrays: each pass is a walk through
        // memory); a part that does not fit abandons the output.
        auto out = stackTarget(first, static_cast<std::int64_t>(parts.size()));
        if (!out)
            return std::nullopt;
        const auto bytes = static_cast<std::size_t>(first.nbytes());
        std::byte* dst = out->storage()->mutableData();
        for (const NdArray* p : parts) {
            if (!stacksWith(*p, first))
                return std::nullopt;
            copyBytes(dst, *p, bytes);
            dst += bytes;
        }
        return out;
    }
    if (first.ndim() == 0 || !joinable(first))
        return std::nullopt;
    const DType& type = first.dtype();
    const Shape& fs = first.shape();
    std::int64_t rows = 0;
    for (const NdArray* p : parts) {
        if (!sameSimpleType(p->dtype(), type) || p->isTorch() || p->ndim() != first.ndim() || !p->isCContiguous())
            return std::nullopt;
        const Shape& s = p->shape();
        if (!std::equal(s.begin() + 1, s.end(), fs.begin() + 1))
            return std::nullopt;
        rows += s.front();
    }
    Shape shape = fs;
    shape.front() = rows;
    NdArray out = uninitialized(type, std::move(shape));
    // Every part has the first's row size (equal shapes past the first axis).
    const auto rowBytes = static_cast<std::size_t>(out.nbytes() / std::max<std::int64_t>(rows, 1));
    std::byte* dst = out.storage()->mutableData();
    for (const NdArray* p : parts) {
        const auto bytes = static_cast<std::size_t>(p->shape().front()) * rowBytes;
        copyBytes(dst, *p, bytes);
        dst += bytes;
    }
    return out;
}

} // namespace ReplayScope::Core::ArrayFast
