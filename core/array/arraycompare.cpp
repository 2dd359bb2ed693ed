// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Element-wise tests: ==, array_equal, isnan, pandas.isnull, any, all.
#include <core/array/arrayops.h>

#include <core/array/arraykernels.h>
#include <core/error.h>

#include <cmath>

namespace ReplayScope::Core {

using namespace Kernels;

namespace {

// Element i of a as the widest value of its category, for cross-kind comparison.
bool numericEqual(const NdArray& a, std::int64_t i, const NdArray& b, std::int64_t j)
{
    const DType& da = a.dtype();
    const DType& db = b.dtype();
    if (da.isComplex() || db.isComplex())
        return a.toComplex(i) == b.toComplex(j);
    if (da.isFloat() || db.isFloat())
        return a.toDouble(i) == b.toDouble(j);
    // Integers: compare exactly, minding uint64 values beyond int64.
    const bool ua = da.kind() == DTypeKind::UInt64, ub = db.kind() == DTypeKind::UInt64;
    if (ua || ub) {
        const std::int64_t x = a.toInt64(i), y = b.toInt64(j);
        if (ua && ub)
            return x == y;
        const std::int64_t signedSide = ua ? y : x;
        return signedSide >= 0 && x == y;
    }
    return a.toInt64(i) == b.toInt64(j);
}

bool isNanValue(const PyValue& v)
{
    if (v.kind() == PyValue::Kind::Float)
        return std::isnan(v.asDouble());
    if (v.kind() == PyValue::Kind::Complex) {
        const auto c = v.asComplex();
        return std::isnan(c.real()) || std::isnan(c.imag());
    }
    if (v.kind() == PyValue::Kind::Scalar) {
        const NdArray& s = v.asArray();
        if (s.dtype().isFloat())
            return std::isnan(s.toDouble(0));
        if (s.dtype().isComplex())
            return std::isnan(s.toComplex(0).real()) || std::isnan(s.toComplex(0).imag());
    }
    return false;
}

// A bool array of a's shape, filled by test(flat).
template <typename F> NdArray boolMap(const NdArray& a, F&& test)
{
    NdArray out(DType(DTypeKind::Bool), a.shape());
    std::byte* p = out.storage()->mutableData();
    for (std::int64_t i = 0; i < a.size(); ++i)
        p[i] = std::byte(test(i) ? 1 : 0);
    return out;
}

// isnan over a float or complex array without per-element dispatch.
NdArray floatNan(const NdArray& src)
{
    const NdArray a = toNative(src).contiguous();
    NdArray out(DType(DTypeKind::Bool), a.shape());
    std::byte* o = out.storage()->mutableData();
    const std::byte* in = a.elementPtr(0);
    visitNumeric(a.dtype().kind(), [&](auto t) {
        using T = decltype(t);
        for (std::int64_t i = 0; i < a.size(); ++i) {
            const auto v = widen(load<T>(in + i * static_cast<std::int64_t>(sizeof(T))));
            if constexpr (isComplexV<std::remove_cv_t<decltype(v)>>)
                o[i] = std::byte((std::isnan(v.real()) || std::isnan(v.imag())) ? 1 : 0);
            else if constexpr (std::is_floating_point_v<decltype(v)>)
                o[i] = std::byte(std::isnan(v) ? 1 : 0);
        }
    });
    return out;
}

} // namespace

NdArray equal(const NdArray& a, const NdArray& b)
{
    const Shape shape = broadcastShapes(a.shape(), b.shape());
    const NdArray x = a.broadcastTo(shape);
    const NdArray y = b.broadcastTo(shape);
    const DType& dx = x.dtype();
    const DType& dy = y.dtype();
    if (dx.isObject() || dy.isObject())
        return boolMap(x, [&](std::int64_t i) { return x.item(i).pyEquals(y.item(i)); });
    if (dx.isNumeric() && dy.isNumeric() && dx == dy && dx.isNativeOrder()) {
        // Same dtype: one typed loop over both layouts.
        NdArray out(DType(DTypeKind::Bool), shape);
        std::byte* o = out.storage()->mutableData();
        const std::byte* px = x.storage()->data();
        const std::byte* py = y.storage()->data();
        visitNumeric(dx.kind(), [&](auto t) {
            using T = decltype(t);
            forEachOffset2(shape, x.strides(), x.offset(), y.strides(), y.offset(),
                           [&](std::int64_t i, std::int64_t j) {
                               *o++ = std::byte(widen(load<T>(px + i)) == widen(load<T>(py + j)) ? 1 : 0);
                           });
        });
        return out;
    }
    if (dx.isNumeric() && dy.isNumeric())
        return boolMap(x, [&](std::int64_t i) { return numericEqual(x, i, y, i); });
    if (dx.kind() == dy.kind() && dx.isString())
        return boolMap(x, [&](std::int64_t i) { return x.item(i).asString() == y.item(i).asString(); });
    if (dx.isStructured() && dx == dy)
        return boolMap(
            x, [&](std::int64_t i) { return std::memcmp(x.elementPtr(i), y.elementPtr(i), dx.itemSize()) == 0; });
    // numpy answers False (with a FutureWarning) for incomparable kinds.
    return NdArray(DType(DTypeKind::Bool), shape);
}

bool arrayEqual(const NdArray& a, const NdArray& b)
{
    return a.shape() == b.shape() && all(equal(a, b));
}

NdArray isNan(const NdArray& a)
{
    if (a.dtype().isFloat() || a.dtype().isComplex())
        return floatNan(a);
    if (a.dtype().isNumeric())
        return NdArray(DType(DTypeKind::Bool), a.shape());
    throw TypeError("ufunc 'isnan' not supported for the input types, and the inputs could not be safely coerced to "
                    "any supported types according to the casting rule ''safe''");
}

NdArray isNull(const NdArray& a)
{
    if (a.dtype().isFloat() || a.dtype().isComplex())
        return floatNan(a);
    if (a.dtype().isObject())
        return boolMap(a, [&](std::int64_t i) {
            const PyValue v = a.item(i);
            return v.isNone() || isNanValue(v);
        });
    return NdArray(DType(DTypeKind::Bool), a.shape());
}

bool any(const NdArray& a)
{
    if (a.dtype().isBool()) {
        bool found = false;
        forEachOffset(a.shape(), a.strides(), a.offset(),
                      [&](std::int64_t o) { found = found || a.storage()->data()[o] != std::byte{0}; });
        return found;
    }
    if (a.dtype().isNumeric())
        return any(a.astype(DType(DTypeKind::Bool)));
    for (std::int64_t i = 0; i < a.size(); ++i) {
        if (a.toBool(i))
            return true;
    }
    return false;
}

bool all(const NdArray& a)
{
    if (a.dtype().isBool()) {
        bool every = true;
        forEachOffset(a.shape(), a.strides(), a.offset(),
                      [&](std::int64_t o) { every = every && a.storage()->data()[o] != std::byte{0}; });
        return every;
    }
    if (a.dtype().isNumeric())
        return all(a.astype(DType(DTypeKind::Bool)));
    for (std::int64_t i = 0; i < a.size(); ++i) {
        if (!a.toBool(i))
            return false;
    }
    return true;
}

} // namespace ReplayScope::Core
