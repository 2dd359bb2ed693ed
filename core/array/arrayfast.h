// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Internal to the array sources (not part of the public core API): the row gather and
// row write that sampling, splitting and ReplayBuffer.add spend their time in, done
// without building numpy's general indexing plan. Each function either does the whole
// job with exactly numpy's result (and numpy's IndexError for a bad row) or declines,
// leaving the caller's general path to run (issue 10).

#include <core/array/index.h>
#include <core/array/ndarray.h>

#include <cstring>
#include <optional>
#include <vector>

namespace ReplayScope::Core::ArrayFast {

/// `a[rows]` for one 1-d native int64 index array on a non-object array whose rows are
/// contiguous blocks: one fixed-size copy per row, the next rows prefetched. Returns
/// nullopt when the index or the layout needs numpy's general rules. Throws IndexError
/// (numpy's text) for an out-of-range row.
std::optional<NdArray> gatherRows(const NdArray& a, const Index& index);

/// `a[index] = value` for an integer or a 1-d native int64 index array selecting whole
/// rows, when value has a's dtype, lies in its own storage and is either one row
/// (broadcast to every selected row) or exactly the selected rows. a must be writable
/// (detached) already. Returns false, having written nothing, when the general path
/// must run. Throws IndexError (numpy's text) for an out-of-range row, before writing.
bool writeRows(NdArray& a, const Index& index, const NdArray& value);

/// Where `a[row] = value` writes one row: the first row's bytes, the step between rows,
/// the bytes of a row and the bytes to copy there. Lets a caller check all its columns
/// before it writes any of them, then write each row with one copy (ReplayBuffer.add).
struct RowTarget {
    // No default member initialisers: callers keep arrays of these on the stack, filled
    // only as far as they are used.
    std::byte* base;
    std::int64_t rowStride;
    std::int64_t rowBytes;
    const std::byte* source;
};

/// The RowTarget of `a[i] = value` when `writeRows(a, Index(i), value)` takes the fast
/// path for every row i in range (value one row of a's dtype, C-ordered, in its own
/// storage; a writable). nullopt, with nothing changed, when the general path must run.
std::optional<RowTarget> rowTarget(NdArray& a, const NdArray& value);

/// `a[row] = value` through its RowTarget; row must be in range (not checked).
inline void writeRow(const RowTarget& t, std::int64_t row)
{
    if (t.rowBytes > 0)
        std::memcpy(t.base + row * t.rowStride, t.source, static_cast<std::size_t>(t.rowBytes));
}

/// `np.concatenate(parts)` (stack false) or `np.stack(parts)` (stack true) along axis
/// 0 when every part is a C-ordered non-object numpy array of one dtype and the shapes
/// fit (equal for stack, equal past the first axis for concatenate): one block copy
/// per part. Returns nullopt when numpy's general rules (promotion, layouts, errors)
/// are needed.
std::optional<NdArray> joinRows(const std::vector<const NdArray*>& parts, bool stack);

/// The output of `np.stack` of n arrays like first, not yet filled, when first is a
/// C-ordered non-object numpy array whose like stack by block copies (stacksWith);
/// nullopt when numpy's general rules are needed. Lets a caller fill many outputs in one
/// pass over their inputs.
std::optional<NdArray> stackTarget(const NdArray& first, std::int64_t n);

/// dtype equality without DType::operator==, for dtypes without fields (not
/// structured): kind, size and byte order decide.
inline bool sameSimpleType(const DType& a, const DType& b)
{
    return a.kind() == b.kind() && a.itemSize() == b.itemSize() && a.byteOrder() == b.byteOrder();
}

/// Equality of two short sequences (a shape, strides, a key) element by element, without
/// a library call: checked for each of thousands of small parts.
template <typename Sequence> inline bool sameElements(const Sequence& a, const Sequence& b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i] != b[i])
            return false;
    }
    return true;
}

/// Whether part stacks beside first (stackTarget(first, n) given) by one copy of its
/// bytes (copyBytes): the same dtype, shape and strides, and not a tensor.
inline bool stacksWith(const NdArray& part, const NdArray& first)
{
    return sameSimpleType(part.dtype(), first.dtype()) && !part.isTorch() && sameElements(part.shape(), first.shape())
           && sameElements(part.strides(), first.strides());
}

/// Copies the first `bytes` bytes of C-ordered part to dst.
inline void copyBytes(std::byte* dst, const NdArray& part, std::size_t bytes)
{
    if (bytes) // memcpy wants a valid source even for no bytes
        std::memcpy(dst, part.storage()->data() + part.offset(), bytes);
}

} // namespace ReplayScope::Core::ArrayFast
