// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/expr/exprkernels.h>

#include <core/error.h>

#include <cmath>
#include <cstdlib>
#include <vector>

namespace ReplayScope::Core::Expr {

namespace {

bool isNumber(const DType& t)
{
    return t.isBool() || t.isNumeric();
}

void requireNumeric(const NdArray& a, const char* what)
{
    if (!isNumber(a.dtype()) || a.dtype().isComplex())
        throw TypeError(std::string(what) + " is not supported for arrays of dtype " + a.dtype().str());
}

bool integral(const DType& t)
{
    return t.isBool() || t.isInteger();
}

template <typename Fn> NdArray boolMap2(const NdArray& a, const NdArray& b, Fn fn)
{
    const Shape shape = broadcastShapes(a.shape(), b.shape());
    const NdArray x = a.broadcastTo(shape);
    const NdArray y = b.broadcastTo(shape);
    const std::int64_t n = x.size();
    std::vector<bool> out(static_cast<std::size_t>(n));
    for (std::int64_t i = 0; i < n; ++i)
        out[std::size_t(i)] = fn(x, y, i);
    return NdArray::fromBools(out, shape);
}

} // namespace

NdArray compare(Compare op, const NdArray& a, const NdArray& b)
{
    requireNumeric(a, "comparison");
    requireNumeric(b, "comparison");
    auto test = [op](auto u, auto v) {
        switch (op) {
        case Compare::Less: return u < v;
        case Compare::LessEqual: return u <= v;
        case Compare::Greater: return u > v;
        case Compare::GreaterEqual: return u >= v;
        case Compare::Equal: return u == v;
        case Compare::NotEqual: return u != v;
        }
        return false;
    };
    if (integral(a.dtype()) && integral(b.dtype()))
        return boolMap2(
            a, b, [&](const NdArray& x, const NdArray& y, std::int64_t i) { return test(x.toInt64(i), y.toInt64(i)); });
    return boolMap2(
        a, b, [&](const NdArray& x, const NdArray& y, std::int64_t i) { return test(x.toDouble(i), y.toDouble(i)); });
}

NdArray logical(bool isAnd, const NdArray& a, const NdArray& b)
{
    const char* name = isAnd ? "'&'" : "'|'";
    if (a.dtype().isBool() && b.dtype().isBool())
        return boolMap2(a, b, [&](const NdArray& x, const NdArray& y, std::int64_t i) {
            return isAnd ? (x.toBool(i) && y.toBool(i)) : (x.toBool(i) || y.toBool(i));
        });
    if (integral(a.dtype()) && integral(b.dtype())) {
        const Shape shape = broadcastShapes(a.shape(), b.shape());
        const NdArray x = a.broadcastTo(shape);
        const NdArray y = b.broadcastTo(shape);
        std::vector<std::int64_t> out(static_cast<std::size_t>(x.size()));
        for (std::int64_t i = 0; i < x.size(); ++i)
            out[std::size_t(i)] = isAnd ? (x.toInt64(i) & y.toInt64(i)) : (x.toInt64(i) | y.toInt64(i));
        return NdArray::fromInts(out, shape);
    }
    throw TypeError(std::string(name) + " needs bool arrays (comparisons, isnan, ...), not "
                    + (a.dtype().isBool() ? b : a).dtype().str());
}

NdArray invert(const NdArray& a)
{
    if (a.dtype().isBool()) {
        std::vector<bool> out(static_cast<std::size_t>(a.size()));
        for (std::int64_t i = 0; i < a.size(); ++i)
            out[std::size_t(i)] = !a.toBool(i);
        return NdArray::fromBools(out, a.shape());
    }
    if (a.dtype().isInteger()) {
        std::vector<std::int64_t> out(static_cast<std::size_t>(a.size()));
        for (std::int64_t i = 0; i < a.size(); ++i)
            out[std::size_t(i)] = ~a.toInt64(i);
        return NdArray::fromInts(out, a.shape()).astype(a.dtype());
    }
    throw TypeError("'~' needs a bool array (a comparison, isnan, ...), not " + a.dtype().str());
}

NdArray absolute(const NdArray& a)
{
    requireNumeric(a, "abs");
    if (a.dtype().isBool())
        return a.copy();
    std::vector<double> out(static_cast<std::size_t>(a.size()));
    if (a.dtype().isInteger()) {
        std::vector<std::int64_t> ints(static_cast<std::size_t>(a.size()));
        for (std::int64_t i = 0; i < a.size(); ++i)
            ints[std::size_t(i)] = std::llabs(a.toInt64(i));
        return NdArray::fromInts(ints, a.shape()).astype(a.dtype());
    }
    for (std::int64_t i = 0; i < a.size(); ++i)
        out[std::size_t(i)] = std::fabs(a.toDouble(i));
    return NdArray::fromDoubles(out, a.shape()).astype(a.dtype());
}

NdArray isInf(const NdArray& a)
{
    requireNumeric(a, "isinf");
    std::vector<bool> out(static_cast<std::size_t>(a.size()));
    if (a.dtype().isFloat())
        for (std::int64_t i = 0; i < a.size(); ++i)
            out[std::size_t(i)] = std::isinf(a.toDouble(i));
    return NdArray::fromBools(out, a.shape());
}

NdArray isFinite(const NdArray& a)
{
    requireNumeric(a, "isfinite");
    std::vector<bool> out(static_cast<std::size_t>(a.size()), true);
    if (a.dtype().isFloat())
        for (std::int64_t i = 0; i < a.size(); ++i)
            out[std::size_t(i)] = std::isfinite(a.toDouble(i));
    return NdArray::fromBools(out, a.shape());
}

NdArray reduceBool(bool isAny, const NdArray& a, std::optional<int> axis)
{
    if (!axis) {
        bool result = !isAny;
        // any stops at the first true element, all at the first false one.
        for (std::int64_t i = 0; i < a.size() && result == !isAny; ++i)
            result = a.toBool(i);
        return NdArray::scalarBool(result);
    }
    int ax = *axis;
    if (ax < 0)
        ax += a.ndim();
    if (ax < 0 || ax >= a.ndim())
        throw ValueError("axis " + std::to_string(*axis) + " is out of bounds for array of dimension "
                         + std::to_string(a.ndim()));
    std::int64_t outer = 1, inner = 1;
    Shape shape;
    for (int d = 0; d < a.ndim(); ++d) {
        if (d < ax)
            outer *= a.shape()[std::size_t(d)];
        if (d > ax)
            inner *= a.shape()[std::size_t(d)];
        if (d != ax)
            shape.push_back(a.shape()[std::size_t(d)]);
    }
    const std::int64_t n = a.shape()[std::size_t(ax)];
    std::vector<bool> out(std::size_t(outer * inner), !isAny);
    for (std::int64_t o = 0; o < outer; ++o)
        for (std::int64_t k = 0; k < n; ++k)
            for (std::int64_t j = 0; j < inner; ++j) {
                const bool v = a.toBool((o * n + k) * inner + j);
                if (isAny ? v : !v)
                    out[std::size_t(o * inner + j)] = isAny;
            }
    return NdArray::fromBools(out, shape);
}

} // namespace ReplayScope::Core::Expr
