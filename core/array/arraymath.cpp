// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Whole-array reductions (min, max, sum, nansum, mean) with numpy's result dtypes and
// numpy's summation order, and np.result_type.
#include <core/array/arrayops.h>

#include <core/array/arraykernels.h>
#include <core/error.h>

#include <cmath>

namespace ReplayScope::Core {

using namespace Kernels;

namespace {

// numpy's pairwise summation (blocks of 8 partial sums below 128 elements), so float
// sums agree with numpy to the last bit.
template <typename Acc, typename Get> Acc pairwise(std::int64_t begin, std::int64_t n, const Get& get)
{
    if (n < 8) {
        Acc r = Acc(-0.0);
        for (std::int64_t i = 0; i < n; ++i)
            r += get(begin + i);
        return r;
    }
    if (n <= 128) {
        Acc r[8];
        for (int j = 0; j < 8; ++j)
            r[j] = get(begin + j);
        const std::int64_t whole = n - n % 8;
        for (std::int64_t i = 8; i < whole; i += 8) {
            for (int j = 0; j < 8; ++j)
                r[j] += get(begin + i + j);
        }
        Acc res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
        for (std::int64_t i = whole; i < n; ++i)
            res += get(begin + i);
        return res;
    }
    std::int64_t n2 = n / 2;
    n2 -= n2 % 8;
    return pairwise<Acc>(begin, n2, get) + pairwise<Acc>(begin + n2, n - n2, get);
}

// numpy reduces in buffers of 8192 elements, summing each pairwise.
template <typename Acc, typename Get> Acc chunkedSum(std::int64_t n, const Get& get)
{
    constexpr std::int64_t kBuffer = 8192;
    Acc total = Acc(0);
    for (std::int64_t at = 0; at < n; at += kBuffer)
        total += pairwise<Acc>(at, std::min(kBuffer, n - at), get);
    return total;
}

[[noreturn]] void flexible(const NdArray& a, const char* ufunc)
{
    const std::string t = "dtype('" + a.dtype().str() + "')";
    throw TypeError(std::string("ufunc '") + ufunc + "' did not contain a loop with signature matching types (" + t
                    + ", " + t + ") -> None");
}

PyValue scalarOf(const DType& dtype, const void* value)
{
    return PyValue::scalar(NdArray::fromBytes(dtype, {}, value));
}

bool isIntLike(const PyValue& v)
{
    return v.kind() == PyValue::Kind::Int || v.kind() == PyValue::Kind::Bool;
}

// Sum of an object array as numpy reduces it: Python's + from the first element on.
PyValue objectSum(const NdArray& a, bool skipNan)
{
    if (a.size() == 0)
        return PyValue::fromInt(0);
    PyValue acc = a.item(0);
    for (std::int64_t i = 1; i < a.size(); ++i) {
        const PyValue v = a.item(i);
        if (!acc.isNumber() || !v.isNumber())
            throw TypeError("unsupported operand type(s) for +: '" + acc.typeName() + "' and '" + v.typeName() + "'");
        if (skipNan && v.kind() == PyValue::Kind::Float && std::isnan(v.asDouble()))
            continue;
        if (isIntLike(acc) && isIntLike(v))
            acc = PyValue::fromInt(static_cast<std::int64_t>(static_cast<std::uint64_t>(acc.asInt())
                                                             + static_cast<std::uint64_t>(v.asInt())));
        else if (acc.kind() == PyValue::Kind::Complex || v.kind() == PyValue::Kind::Complex)
            acc = PyValue::fromComplex(acc.asComplex() + v.asComplex());
        else
            acc = PyValue::fromFloat(acc.asDouble() + v.asDouble());
    }
    return acc;
}

PyValue sumImpl(const NdArray& src, bool skipNan)
{
    const DType& dt = src.dtype();
    if (dt.isObject())
        return objectSum(src, skipNan);
    if (!dt.isNumeric())
        flexible(src, "add");
    const NdArray a = toNative(src).contiguous();
    const std::byte* p = a.size() ? a.elementPtr(0) : nullptr;
    const std::int64_t n = a.size();
    if (dt.isBool() || dt.isSignedInteger()) {
        std::int64_t s = 0;
        visitNumeric(dt.kind(), [&](auto t) {
            using T = decltype(t);
            for (std::int64_t i = 0; i < n; ++i) // wraps like numpy's int64 add
                s = static_cast<std::int64_t>(static_cast<std::uint64_t>(s)
                                              + static_cast<std::uint64_t>(numericCast<std::int64_t>(
                                                  load<T>(p + i * static_cast<std::int64_t>(sizeof(T))))));
        });
        return scalarOf(DType(DTypeKind::Int64), &s);
    }
    if (dt.isUnsignedInteger()) {
        std::uint64_t s = 0;
        visitNumeric(dt.kind(), [&](auto t) {
            using T = decltype(t);
            for (std::int64_t i = 0; i < n; ++i)
                s += numericCast<std::uint64_t>(load<T>(p + i * static_cast<std::int64_t>(sizeof(T))));
        });
        return scalarOf(DType(DTypeKind::UInt64), &s);
    }
    // Floats accumulate in their own precision (half precision in float, as numpy).
    PyValue result;
    visitNumeric(dt.kind(), [&](auto t) {
        using T = decltype(t);
        using W = std::remove_cv_t<decltype(widen(T{}))>;
        if constexpr (std::is_floating_point_v<W> || isComplexV<W>) {
            const auto get = [&](std::int64_t i) {
                const W v = widen(load<T>(p + i * static_cast<std::int64_t>(sizeof(T))));
                if constexpr (isComplexV<W>) {
                    if (skipNan && (std::isnan(v.real()) || std::isnan(v.imag())))
                        return W(0);
                } else {
                    if (skipNan && std::isnan(v))
                        return W(0);
                }
                return v;
            };
            const W s = chunkedSum<W>(n, get);
            const T out = numericCast<T>(s);
            result = scalarOf(dt.native(), &out);
        }
    });
    return result;
}

template <bool IsMax> PyValue extreme(const NdArray& src)
{
    const DType& dt = src.dtype();
    if (src.size() == 0)
        throw ValueError(std::string("zero-size array to reduction operation ") + (IsMax ? "maximum" : "minimum")
                         + " which has no identity");
    if (dt.isObject()) {
        // numpy's minimum/maximum on objects: keep acc unless the comparison says otherwise.
        PyValue best = src.item(0);
        for (std::int64_t i = 1; i < src.size(); ++i) {
            const PyValue v = src.item(i);
            if (!best.isNumber() || !v.isNumber())
                throw TypeError(std::string(IsMax ? "'>='" : "'<='") + " not supported between instances of '"
                                + best.typeName() + "' and '" + v.typeName() + "'");
            const double x = v.asDouble(), b = best.asDouble();
            if (!(IsMax ? b >= x : b <= x))
                best = v;
        }
        return best;
    }
    if (!dt.isNumeric())
        flexible(src, IsMax ? "maximum" : "minimum");
    const NdArray a = toNative(src).contiguous();
    const std::byte* p = a.elementPtr(0);
    const std::int64_t n = a.size(); // size() multiplies the shape out: not once per element
    PyValue result;
    visitNumeric(dt.kind(), [&](auto t) {
        using T = decltype(t);
        using W = std::remove_cv_t<decltype(widen(T{}))>;
        if constexpr (isComplexV<W>) {
            // numpy orders complex numbers lexicographically.
            std::int64_t bi = 0;
            for (std::int64_t i = 1; i < n; ++i) {
                const W v = load<T>(p + i * static_cast<std::int64_t>(sizeof(T)));
                const W b = load<T>(p + bi * static_cast<std::int64_t>(sizeof(T)));
                if (std::isnan(b.real()) || std::isnan(b.imag()))
                    break;
                const bool better = IsMax ? (v.real() > b.real() || (v.real() == b.real() && v.imag() > b.imag()))
                                          : (v.real() < b.real() || (v.real() == b.real() && v.imag() < b.imag()));
                if (better || std::isnan(v.real()) || std::isnan(v.imag()))
                    bi = i;
            }
            result = scalarOf(dt.native(), p + bi * static_cast<std::int64_t>(sizeof(T)));
        } else {
            std::int64_t bi = 0;
            W b = widen(load<T>(p));
            for (std::int64_t i = 1; i < n; ++i) {
                if constexpr (std::is_floating_point_v<W>) {
                    if (std::isnan(b))
                        break; // NaN propagates
                }
                const W v = widen(load<T>(p + i * static_cast<std::int64_t>(sizeof(T))));
                bool take = IsMax ? v > b : v < b;
                if constexpr (std::is_floating_point_v<W>)
                    take = take || std::isnan(v);
                if (take) {
                    b = v;
                    bi = i;
                }
            }
            result = scalarOf(dt.native(), p + bi * static_cast<std::int64_t>(sizeof(T)));
        }
    });
    return result;
}

} // namespace

PyValue min(const NdArray& a)
{
    return extreme<false>(a);
}

PyValue max(const NdArray& a)
{
    return extreme<true>(a);
}

PyValue sum(const NdArray& a)
{
    return sumImpl(a, false);
}

PyValue nanSum(const NdArray& a)
{
    return sumImpl(a, true);
}

double nanSumAsFloat64(const NdArray& a)
{
    const bool complex = a.dtype().isComplex();
    return chunkedSum<double>(a.size(), [&](std::int64_t i) {
        const double x = complex ? a.toComplex(i).real() : a.toDouble(i);
        return std::isnan(x) ? 0.0 : x;
    });
}

PyValue mean(const NdArray& src)
{
    const DType& dt = src.dtype();
    if (dt.isObject()) {
        const PyValue s = objectSum(src, false);
        if (s.kind() == PyValue::Kind::Complex)
            return PyValue::fromComplex(s.asComplex() / static_cast<double>(src.size()));
        return PyValue::fromFloat(s.asDouble() / static_cast<double>(src.size()));
    }
    if (!dt.isNumeric())
        flexible(src, "add");
    const std::int64_t n = src.size();
    const double count = static_cast<double>(n);
    if (dt.isComplex()) {
        const NdArray a = toNative(src).contiguous();
        const PyValue s = sumImpl(a, false);
        const NdArray& arr = s.asArray();
        if (dt.kind() == DTypeKind::Complex64) {
            const std::complex<float> m = std::complex<float>(arr.toComplex(0)) / static_cast<float>(count);
            return scalarOf(DType(DTypeKind::Complex64), &m);
        }
        const std::complex<double> m = arr.toComplex(0) / count;
        return scalarOf(DType(DTypeKind::Complex128), &m);
    }
    if (dt.kind() == DTypeKind::Float32) {
        const PyValue s = sumImpl(src, false);
        const float m = static_cast<float>(s.asArray().toDouble(0)) / static_cast<float>(count);
        return scalarOf(DType(DTypeKind::Float32), &m);
    }
    // Integers, bools and float64 accumulate in float64; 16-bit floats in float32 and
    // the result goes back to the input type, as numpy's mean does.
    const NdArray a = toNative(src).contiguous();
    const std::byte* p = n ? a.elementPtr(0) : nullptr;
    const bool half = dt.kind() == DTypeKind::Float16 || dt.kind() == DTypeKind::BFloat16;
    double m = 0;
    visitNumeric(dt.kind(), [&](auto t) {
        using T = decltype(t);
        if constexpr (!isComplexV<T>) {
            if (half) {
                const auto get = [&](std::int64_t i) {
                    return numericCast<float>(load<T>(p + i * static_cast<std::int64_t>(sizeof(T))));
                };
                m = static_cast<double>(chunkedSum<float>(n, get) / static_cast<float>(count));
            } else {
                const auto get = [&](std::int64_t i) {
                    return numericCast<double>(load<T>(p + i * static_cast<std::int64_t>(sizeof(T))));
                };
                m = chunkedSum<double>(n, get) / count;
            }
        }
    });
    if (half) {
        const std::uint16_t bits = dt.kind() == DTypeKind::Float16 ? floatToHalf(static_cast<float>(m))
                                                                   : floatToBFloat16(static_cast<float>(m));
        return scalarOf(dt.native(), &bits);
    }
    return scalarOf(DType(DTypeKind::Float64), &m);
}

DType resultType(const std::vector<NdArray>& arrays)
{
    if (arrays.empty())
        throw ValueError("at least one array or dtype is required");
    DType t = arrays.front().dtype();
    for (std::size_t i = 1; i < arrays.size(); ++i)
        t = DType::promote(t, arrays[i].dtype());
    return t;
}

} // namespace ReplayScope::Core
