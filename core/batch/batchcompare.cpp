// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Equality with DeepDiff semantics and the null helpers: tianshou-spec.md 1.15 and
// 1.18.

#include <core/array/arrayops.h>
#include <core/batch/batch.h>
#include <core/batch/batchdetail.h>
#include <core/error.h>

#include <cmath>
#include <vector>

namespace ReplayScope::Core {

using namespace BatchDetail;

namespace {

// `np.atleast_1d(np.asanyarray(v))`: what `==` (after to_numpy) and dropnull apply to
// every leaf. Tensors are read as numpy arrays.
PyValue atLeast1dLeaf(const PyValue& v)
{
    return PyValue::array(atLeast1d(asNumpy(v)));
}

bool leafEqual(const NdArray& x, const NdArray& y);

// Elements of object arrays compare with Python's ==, nested arrays recursively.
bool objectEqual(const PyValue& p, const PyValue& q)
{
    const bool pArray = p.isArray() || p.kind() == PyValue::Kind::Scalar;
    const bool qArray = q.isArray() || q.kind() == PyValue::Kind::Scalar;
    if (pArray && qArray)
        return leafEqual(p.asArray(), q.asArray());
    if (p.isBatch() && q.isBatch())
        return *p.asBatch() == *q.asBatch();
    return p.pyEquals(q);
}

// DeepDiff on two numpy arrays: the element type (dtype.type, byte order ignored)
// and the shape must match, then elements must be equal; NaN is never equal.
bool leafEqual(const NdArray& x, const NdArray& y)
{
    if (x.dtype().kind() != y.dtype().kind() || x.shape() != y.shape())
        return false;
    const DType& t = x.dtype();
    for (std::int64_t i = 0; i < x.size(); ++i) {
        bool same = false;
        if (t.isObject())
            same = objectEqual(x.item(i), y.item(i));
        else if (t.isComplex())
            same = x.toComplex(i) == y.toComplex(i);
        else if (t.isFloat())
            same = x.toDouble(i) == y.toDouble(i);
        else if (t.isBool())
            same = x.toBool(i) == y.toBool(i);
        else if (t.isInteger())
            same = x.toInt64(i) == y.toInt64(i);
        else
            same = x.item(i).pyEquals(y.item(i));
        if (!same)
            return false;
    }
    return true;
}

// DeepDiff on the two nested dicts: same key sets (order ignored), nested dicts on both
// sides or arrays on both sides.
bool treeEqual(const Batch& a, const Batch& b)
{
    if (a.entries().size() != b.entries().size())
        return false;
    for (const auto& [key, av] : a.entries()) {
        const PyValue* bv = b.find(key);
        if (!bv || av.isBatch() != bv->isBatch())
            return false;
        if (av.isBatch()) {
            if (!treeEqual(*av.asBatch(), *bv->asBatch()))
                return false;
        } else if (!av.isArray() || !bv->isArray() || !leafEqual(av.asArray(), bv->asArray())) {
            return false;
        }
    }
    return true;
}

// `pandas.isnull` of one leaf.
PyValue nullOf(const PyValue& v)
{
    switch (v.kind()) {
    case PyValue::Kind::None: return PyValue::fromBool(true);
    case PyValue::Kind::Float: return PyValue::fromBool(std::isnan(v.asDouble()));
    case PyValue::Kind::Complex:
        return PyValue::fromBool(std::isnan(v.asComplex().real()) || std::isnan(v.asComplex().imag()));
    case PyValue::Kind::Array: return PyValue::array(isNull(asNumpy(v)));
    case PyValue::Kind::Scalar: return PyValue::fromBool(isNull(asNumpy(v)).toBool(0));
    default: return PyValue::fromBool(false);
    }
}

bool anyTrueLeaf(const Batch& b)
{
    for (const auto& [key, value] : b.entries()) {
        if (value.isBatch() ? anyTrueLeaf(*value.asBatch())
                            : (value.isArray() || value.kind() == PyValue::Kind::Scalar) && any(value.asArray()))
            return true;
    }
    return false;
}

// Whether dropNullByMask() gives exactly what the row loop gives: every leaf, at any
// depth, a native-order numeric numpy array with n rows, and no reserved keys.
bool maskable(const Batch& b, std::int64_t n)
{
    for (const auto& [key, value] : b.entries()) {
        if (value.isBatch()) {
            if (value.asBatch()->isEmpty() || !maskable(*value.asBatch(), n))
                return false;
        } else if (!isNumericArray(value) || value.asArray().ndim() < 1 || value.asArray().shape()[0] != n
                   || !value.asArray().dtype().isNativeOrder()) {
            return false;
        }
    }
    return true;
}

// Marks the rows of b that hold a null anywhere (pandas: NaN of float and complex).
void markNullRows(const Batch& b, std::vector<char>& nullRow)
{
    const auto n = static_cast<std::int64_t>(nullRow.size());
    for (const auto& [key, value] : b.entries()) {
        if (value.isBatch()) {
            markNullRows(*value.asBatch(), nullRow);
            continue;
        }
        const NdArray& a = value.asArray();
        if (!a.dtype().isFloat() && !a.dtype().isComplex())
            continue; // integers and bools are never null
        const NdArray nulls = isNull(a).contiguous(); // bool, C order: each row a run of bytes
        const std::int64_t perRow = n ? nulls.size() / n : 0;
        const std::byte* p = nulls.size() ? nulls.elementPtr(0) : nullptr;
        for (std::int64_t i = 0; i < n; ++i) {
            if (nullRow[static_cast<std::size_t>(i)])
                continue;
            const std::byte* row = p + i * perRow;
            for (std::int64_t k = 0; k < perRow; ++k) {
                if (row[k] != std::byte{0}) {
                    nullRow[static_cast<std::size_t>(i)] = 1;
                    break;
                }
            }
        }
    }
}

// Row i of a leaf of shape (n, d1, d2, ...) is atleast_1d'd to (1,) when the leaf is 1-d
// and stays (d1, d2, ...) otherwise, so cat of the kept rows is the gathered leaf with
// its first two axes merged.
Batch gatherRows(const Batch& b, const Index& kept, std::int64_t keptCount)
{
    Batch out;
    for (const auto& [key, value] : b.entries()) {
        if (value.isBatch()) {
            out.setRaw(key, wrap(gatherRows(*value.asBatch(), kept, keptCount)));
            continue;
        }
        NdArray rows = value.asArray()[kept];
        if (rows.ndim() >= 2) {
            Shape merged{keptCount * rows.shape()[1]};
            merged.insert(merged.end(), rows.shape().begin() + 2, rows.shape().end());
            rows = rows.reshape(merged);
        }
        out.setRaw(key, PyValue::array(rows));
    }
    return out;
}

} // namespace

bool Batch::operator==(const Batch& other) const
{
    return treeEqual(applyValuesTransform(atLeast1dLeaf), other.applyValuesTransform(atLeast1dLeaf));
}

Batch Batch::isNull() const
{
    return applyValuesTransform(nullOf);
}

bool Batch::hasNull() const
{
    return anyTrueLeaf(isNull());
}

Batch Batch::dropNull() const
{
    // Tianshou's row loop (below) builds a Batch per row. For the common Batch of
    // numeric arrays the same result is one null mask per leaf and one gather per leaf.
    std::int64_t n = 0;
    try {
        n = isEmpty() ? 0 : length();
    } catch (const TypeError&) {
        n = 0; // scalars in the Batch: the row loop reports what Tianshou reports
    }
    if (n > 0 && maskable(*this, n)) {
        std::vector<char> nullRow(static_cast<std::size_t>(n), 0);
        markNullRows(*this, nullRow);
        std::vector<std::int64_t> keptRows;
        for (std::int64_t i = 0; i < n; ++i)
            if (!nullRow[static_cast<std::size_t>(i)])
                keptRows.push_back(i);
        if (keptRows.empty())
            return Batch();
        const auto count = static_cast<std::int64_t>(keptRows.size());
        return gatherRows(*this, Index::list(keptRows), count);
    }
    std::vector<PyValue> kept;
    for (const Batch& row : rows()) {
        if (!row.hasNull())
            kept.push_back(wrap(row.applyValuesTransform(atLeast1dLeaf)));
    }
    if (kept.empty())
        return Batch();
    return Batch::cat(kept);
}

} // namespace ReplayScope::Core
