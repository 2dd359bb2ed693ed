// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// np.asanyarray of nested Python values, np.zeros, concatenate/stack and atleast_1d.
#include <core/array/arrayops.h>

#include <core/array/arraykernels.h>
#include <core/error.h>
#include <core/array/index.h>

#include <algorithm>

namespace ReplayScope::Core {

namespace {

// What dimension discovery found for one nested value.
struct Discovered {
    Shape shape; // the consistent part
    bool ragged = false; // some level below shape.size() disagrees
    bool tooDeep = false; // sequences go on below numpy's 32 dimensions
};

// numpy's NPY_MAXDIMS: discovery stops there, which also ends self-containing lists.
constexpr std::size_t maxDims = 32;

Discovered discover(const PyValue& v, std::size_t depth = 0)
{
    if (v.isArray() || v.kind() == PyValue::Kind::Scalar)
        return {v.asArray().shape(), false, depth + v.asArray().shape().size() > maxDims};
    if (!v.isSequence())
        return {};
    if (depth == maxDims)
        return {{}, false, true};
    const auto& items = v.items();
    Discovered out;
    out.shape.push_back(static_cast<std::int64_t>(items.size()));
    if (items.empty())
        return out;
    std::vector<Discovered> kids;
    kids.reserve(items.size());
    for (const auto& it : items)
        kids.push_back(discover(it, depth + 1));
    // The common prefix of the children's shapes.
    Shape common = kids.front().shape;
    bool ragged = kids.front().ragged;
    for (const auto& k : kids) {
        std::size_t n = 0;
        while (n < common.size() && n < k.shape.size() && common[n] == k.shape[n])
            ++n;
        if (n != common.size() || n != k.shape.size())
            ragged = true;
        common.resize(n);
        ragged = ragged || k.ragged;
        out.tooDeep = out.tooDeep || k.tooDeep;
    }
    out.shape.insert(out.shape.end(), common.begin(), common.end());
    out.ragged = ragged;
    return out;
}

// The dtype numpy infers for one leaf value.
std::optional<DType> leafType(const PyValue& v)
{
    switch (v.kind()) {
    case PyValue::Kind::Bool: return DType(DTypeKind::Bool);
    case PyValue::Kind::Int: return DType(DTypeKind::Int64);
    case PyValue::Kind::BigInt: {
        // numpy takes uint64 for values in 2^63..2^64 and gives up (object) beyond. In
        // minimal two's complement those take 9 bytes, the last one 0 (2^64 and more
        // also take 9 bytes, with a last byte above 0: they became uint64 and wrapped).
        const std::vector<std::uint8_t>& b = v.asBigInt().bytes();
        if (!v.asBigInt().isNegative() && (b.size() < 9 || (b.size() == 9 && b[8] == 0)))
            return DType(DTypeKind::UInt64);
        return DType(DTypeKind::Object);
    }
    case PyValue::Kind::Float: return DType(DTypeKind::Float64);
    case PyValue::Kind::Complex: return DType(DTypeKind::Complex128);
    case PyValue::Kind::Array:
    case PyValue::Kind::Scalar: return v.asArray().dtype().native();
    case PyValue::Kind::Str: {
        const auto s = v.asString();
        const auto chars =
            std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xc0) != 0x80; });
        return DType(DTypeKind::Unicode, static_cast<std::size_t>(std::max<std::ptrdiff_t>(chars, 1)) * 4);
    }
    case PyValue::Kind::Bytes: return DType(DTypeKind::Bytes, std::max<std::size_t>(v.asString().size(), 1));
    default: return DType(DTypeKind::Object);
    }
}

// Calls f(leaf, depth) for the values at the array's element depth, in C order.
template <typename F> void forEachLeaf(const PyValue& v, std::size_t depth, std::size_t ndim, F&& f)
{
    if (depth < ndim && v.isSequence()) {
        for (const auto& it : v.items())
            forEachLeaf(it, depth + 1, ndim, f);
        return;
    }
    f(v, depth);
}

std::size_t textWidth(const PyValue& v)
{
    std::string s = v.isString() ? std::string(v.asString()) : v.str();
    return static_cast<std::size_t>(
        std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xc0) != 0x80; }));
}

// numpy's broadcast messages spell shapes without spaces: (3,2).
std::string compactShape(const Shape& shape)
{
    std::string t = "(";
    for (std::size_t i = 0; i < shape.size(); ++i)
        t += (i ? "," : "") + std::to_string(shape[i]);
    return t + (shape.size() == 1 ? ",)" : ")");
}

int normaliseAxis(int axis, int ndim)
{
    if (axis < -ndim || axis >= ndim)
        throw ValueError("axis " + std::to_string(axis) + " is out of bounds for array of dimension "
                         + std::to_string(ndim));
    return axis < 0 ? axis + ndim : axis;
}

} // namespace

NdArray asAnyArray(const PyValue& value, std::optional<DType> dtype)
{
    if (value.isArray() || value.kind() == PyValue::Kind::Scalar) {
        const NdArray& a = value.asArray();
        if (!dtype || *dtype == a.dtype())
            return a;
        return a.astype(*dtype);
    }
    if (!dtype) {
        // Python scalars (every Batch(rew=0.5) and flag goes through here): the 0-d
        // array numpy makes, without the discovery machinery.
        switch (value.kind()) {
        case PyValue::Kind::Bool: return NdArray::scalarBool(value.asBool());
        case PyValue::Kind::Int: return NdArray::scalarInt(value.asInt());
        case PyValue::Kind::Float: return NdArray::scalar(value.asDouble());
        default: break;
        }
    }
    const bool wantObject = dtype && dtype->isObject();
    const Discovered d = discover(value);
    if (d.tooDeep && !wantObject)
        throw ValueError("setting an array element with a sequence. The requested array would exceed the maximum "
                         "number of dimension of 32.");
    if (d.ragged && !wantObject)
        throw ValueError("setting an array element with a sequence. The requested array has an inhomogeneous "
                         "shape after "
                         + std::to_string(d.shape.size()) + " dimensions. The detected shape was "
                         + shapeToString(d.shape) + " + inhomogeneous part.");
    const std::size_t nd = d.shape.size();

    DType type;
    if (dtype && !(dtype->isString() && dtype->itemSize() == 0)) {
        type = *dtype;
    } else if (dtype) {
        // str / bytes without a size: as wide as the widest element's text.
        std::size_t width = 1;
        forEachLeaf(value, 0, nd, [&](const PyValue& leaf, std::size_t) { width = std::max(width, textWidth(leaf)); });
        type = DType(dtype->kind(), dtype->kind() == DTypeKind::Unicode ? width * 4 : width);
    } else {
        std::optional<DType> inferred;
        forEachLeaf(value, 0, nd, [&](const PyValue& leaf, std::size_t) {
            const DType t = *leafType(leaf);
            inferred = inferred ? DType::promote(*inferred, t) : t;
        });
        type = inferred.value_or(DType());
    }

    NdArray out(type, d.shape);
    std::int64_t flat = 0;
    const std::int64_t total = out.size();
    // Discovery guarantees the count; the guard keeps a mistake from writing out of bounds.
    const auto next = [&]() {
        if (flat >= total)
            throw ValueError("setting an array element with a sequence.");
        return flat++;
    };
    forEachLeaf(value, 0, nd, [&](const PyValue& leaf, std::size_t depth) {
        if (depth < nd) {
            // An array filling the remaining dimensions: copy its elements in order. In a
            // ragged object array it may not fit its slot; numpy then broadcasts or fails.
            const Shape slot(d.shape.begin() + static_cast<std::ptrdiff_t>(depth), d.shape.end());
            NdArray sub = leaf.asArray();
            if (sub.shape() != slot) {
                try {
                    sub = sub.broadcastTo(slot);
                } catch (const ValueError&) {
                    throw ValueError("could not broadcast input array from shape " + compactShape(sub.shape())
                                     + " into shape " + compactShape(slot));
                }
            }
            NdArray cast = type.isObject() ? sub : sub.astype(type);
            for (std::int64_t i = 0; i < cast.size(); ++i)
                out.setElement(next(), type.isObject() ? cast.item(i) : cast.scalarAt(i));
            return;
        }
        if ((leaf.isArray() || leaf.kind() == PyValue::Kind::Scalar) && leaf.asArray().ndim() == 0 && !type.isObject())
            out.setElement(next(), leaf.asArray().scalarAt(0));
        else
            out.setElement(next(), leaf);
    });
    return out;
}

NdArray zeros(const DType& dtype, const Shape& shape)
{
    return NdArray(dtype, shape);
}

NdArray concatenate(const std::vector<NdArray>& arrays, int axis)
{
    if (arrays.empty())
        throw ValueError("need at least one array to concatenate");
    const NdArray& first = arrays.front();
    if (first.ndim() == 0)
        throw ValueError("zero-dimensional arrays cannot be concatenated");
    const int ax = normaliseAxis(axis, first.ndim());
    std::int64_t total = 0;
    for (std::size_t i = 0; i < arrays.size(); ++i) {
        const NdArray& a = arrays[i];
        if (a.ndim() != first.ndim())
            throw ValueError("all the input arrays must have same number of dimensions, but the array at index 0 has "
                             + std::to_string(first.ndim()) + " dimension(s) and the array at index "
                             + std::to_string(i) + " has " + std::to_string(a.ndim()) + " dimension(s)");
        for (int d = 0; d < a.ndim(); ++d) {
            const auto du = static_cast<std::size_t>(d);
            if (d != ax && a.shape()[du] != first.shape()[du])
                throw ValueError("all the input array dimensions except for the concatenation axis must match "
                                 "exactly, but along dimension "
                                 + std::to_string(d) + ", the array at index 0 has size "
                                 + std::to_string(first.shape()[du]) + " and the array at index " + std::to_string(i)
                                 + " has size " + std::to_string(a.shape()[du]));
        }
        total += a.shape()[static_cast<std::size_t>(ax)];
    }
    Shape shape = first.shape();
    shape[static_cast<std::size_t>(ax)] = total;
    const DType type = resultType(arrays);
    NdArray out(type, shape);
    std::int64_t at = 0;
    for (const NdArray& a : arrays) {
        const std::int64_t n = a.shape()[static_cast<std::size_t>(ax)];
        if (ax == 0 && a.dtype() == type && !type.isObject() && a.isCContiguous()) {
            // Fast path: the block is one contiguous run of the output.
            if (a.nbytes())
                std::memcpy(out.mutableElementPtr(0) + at * out.strides()[0], a.elementPtr(0),
                            static_cast<std::size_t>(a.nbytes()));
        } else {
            std::vector<IndexItem> items(static_cast<std::size_t>(ax), Slice{});
            items.push_back(Slice{at, at + n, std::nullopt});
            out.setItem(Index::tuple(std::move(items)), a);
        }
        at += n;
    }
    return out;
}

NdArray stack(const std::vector<NdArray>& arrays, int axis)
{
    if (arrays.empty())
        throw ValueError("need at least one array to stack");
    for (const auto& a : arrays) {
        if (a.shape() != arrays.front().shape())
            throw ValueError("all input arrays must have the same shape");
    }
    const int ax = normaliseAxis(axis, arrays.front().ndim() + 1);
    std::vector<NdArray> expanded;
    expanded.reserve(arrays.size());
    for (const auto& a : arrays) {
        Shape s = a.shape();
        s.insert(s.begin() + ax, 1);
        expanded.push_back(a.reshape(s));
    }
    return concatenate(expanded, ax);
}

NdArray atLeast1d(const NdArray& a)
{
    return a.ndim() == 0 ? a.reshape({1}) : a;
}

} // namespace ReplayScope::Core
