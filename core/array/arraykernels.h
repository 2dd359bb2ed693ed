// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Internal to the array sources (not part of the public core API): strided iteration,
// compile-time dispatch over numeric kinds and element casts. Numeric loops are
// instantiated per element type here so that they run without virtual calls or
// PyValue boxing.
#pragma once

#include <core/array/dtype.h>
#include <core/array/ndarray.h>

#include <complex>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>

namespace ReplayScope::Core::Kernels {

/// IEEE half stored as its bits; a distinct type so dispatch can tell it apart.
struct Half {
    std::uint16_t bits;
};
/// bfloat16 stored as its bits.
struct BFloat {
    std::uint16_t bits;
};

template <typename T>
inline constexpr bool isComplexV = std::is_same_v<T, std::complex<float>> || std::is_same_v<T, std::complex<double>>;
template <typename T> inline constexpr bool isHalfV = std::is_same_v<T, Half> || std::is_same_v<T, BFloat>;

/// Reads one native-order element from any address. Array storage may be a file
/// mapping whose payloads are not aligned to their item size (pickle frames put array
/// bytes at arbitrary offsets), so every element access in core goes through this
/// memcpy, never through a typed pointer; compilers turn it into one plain load.
template <typename T> inline T load(const std::byte* p)
{
    if constexpr (std::is_same_v<T, bool>) {
        return std::to_integer<std::uint8_t>(*p) != 0;
    } else {
        T v;
        std::memcpy(&v, p, sizeof(T));
        return v;
    }
}

/// Writes one native-order element to any address (see load() for why memcpy).
template <typename T> inline void store(std::byte* p, T v)
{
    if constexpr (std::is_same_v<T, bool>) {
        *p = std::byte(v ? 1 : 0);
    } else {
        std::memcpy(p, &v, sizeof(T));
    }
}

/// The value widened to a type arithmetic can use (float for the 16-bit floats).
template <typename T> inline auto widen(T v)
{
    if constexpr (std::is_same_v<T, Half>)
        return halfToFloat(v.bits);
    else if constexpr (std::is_same_v<T, BFloat>)
        return bfloat16ToFloat(v.bits);
    else
        return v;
}

/// Float to integer as numpy does on x86: out-of-range and NaN give the minimum of
/// int64 (then wrapped to the target width), never undefined behaviour.
template <typename To> inline To floatToInt(double v)
{
    if constexpr (std::is_same_v<To, std::uint64_t>) {
        if (v >= 9223372036854775808.0 && v < 18446744073709551616.0)
            return static_cast<std::uint64_t>(v);
    }
    std::int64_t i = std::numeric_limits<std::int64_t>::min();
    if (v >= -9223372036854775808.0 && v < 9223372036854775808.0)
        i = static_cast<std::int64_t>(v);
    return static_cast<To>(i);
}

/// numpy's unsafe cast between two numeric element types.
template <typename To, typename From> inline To numericCast(From from)
{
    const auto v = widen(from);
    using W = std::remove_cv_t<decltype(v)>;
    if constexpr (std::is_same_v<To, W>) {
        return v;
    } else if constexpr (std::is_same_v<To, bool>) {
        if constexpr (isComplexV<W>)
            return v.real() != 0 || v.imag() != 0;
        else
            return v != W(0);
    } else if constexpr (isComplexV<W>) {
        if constexpr (isComplexV<To>)
            return To(static_cast<typename To::value_type>(v.real()), static_cast<typename To::value_type>(v.imag()));
        else
            return numericCast<To>(v.real());
    } else if constexpr (isComplexV<To>) {
        return To(static_cast<typename To::value_type>(v), 0);
    } else if constexpr (std::is_same_v<To, Half>) {
        return Half{floatToHalf(static_cast<float>(v))};
    } else if constexpr (std::is_same_v<To, BFloat>) {
        return BFloat{floatToBFloat16(static_cast<float>(v))};
    } else if constexpr (std::is_integral_v<To> && std::is_floating_point_v<W>) {
        return floatToInt<To>(static_cast<double>(v));
    } else {
        return static_cast<To>(v); // integer wrap, or exact widening
    }
}

/// Calls f(T{}) with the C++ element type of a numeric kind; returns f's result.
/// Non-numeric kinds must be handled by the caller.
template <typename F> inline decltype(auto) visitNumeric(DTypeKind kind, F&& f)
{
    switch (kind) {
    case DTypeKind::Bool: return f(bool{});
    case DTypeKind::Int8: return f(std::int8_t{});
    case DTypeKind::Int16: return f(std::int16_t{});
    case DTypeKind::Int32: return f(std::int32_t{});
    case DTypeKind::Int64: return f(std::int64_t{});
    case DTypeKind::UInt8: return f(std::uint8_t{});
    case DTypeKind::UInt16: return f(std::uint16_t{});
    case DTypeKind::UInt32: return f(std::uint32_t{});
    case DTypeKind::UInt64: return f(std::uint64_t{});
    case DTypeKind::Float16: return f(Half{});
    case DTypeKind::BFloat16: return f(BFloat{});
    case DTypeKind::Float32: return f(float{});
    case DTypeKind::Float64: return f(double{});
    case DTypeKind::Complex64: return f(std::complex<float>{});
    default: return f(std::complex<double>{});
    }
}

/// Calls f(byteOffset) for every element of a strided layout, in C order.
template <typename F> inline void forEachOffset(const Shape& shape, const Strides& strides, std::int64_t base, F&& f)
{
    const int nd = static_cast<int>(shape.size());
    for (auto n : shape) {
        if (n == 0)
            return;
    }
    if (nd == 0) {
        f(base);
        return;
    }
    // A stack counter for the usual few dimensions: this runs once per row of a
    // gather, where a heap allocation per call dominated the copy itself.
    std::int64_t small[16] = {};
    std::vector<std::int64_t> large(nd > 16 ? static_cast<std::size_t>(nd) : 0, 0);
    std::int64_t* counter = nd > 16 ? large.data() : small;
    const std::int64_t inner = shape[nd - 1];
    const std::int64_t innerStride = strides[nd - 1];
    std::int64_t offset = base;
    for (;;) {
        for (std::int64_t i = 0, o = offset; i < inner; ++i, o += innerStride)
            f(o);
        int d = nd - 2;
        for (; d >= 0; --d) {
            offset += strides[d];
            if (++counter[d] < shape[d])
                break;
            offset -= strides[d] * shape[d];
            counter[d] = 0;
        }
        if (d < 0)
            return;
    }
}

/// Like forEachOffset over two layouts of the same shape: f(offsetA, offsetB).
template <typename F>
inline void forEachOffset2(const Shape& shape, const Strides& sa, std::int64_t baseA, const Strides& sb,
                           std::int64_t baseB, F&& f)
{
    const int nd = static_cast<int>(shape.size());
    for (auto n : shape) {
        if (n == 0)
            return;
    }
    if (nd == 0) {
        f(baseA, baseB);
        return;
    }
    std::int64_t small[16] = {};
    std::vector<std::int64_t> large(nd > 16 ? static_cast<std::size_t>(nd) : 0, 0);
    std::int64_t* counter = nd > 16 ? large.data() : small;
    const std::int64_t inner = shape[nd - 1];
    std::int64_t oa = baseA, ob = baseB;
    for (;;) {
        for (std::int64_t i = 0, a = oa, b = ob; i < inner; ++i, a += sa[nd - 1], b += sb[nd - 1])
            f(a, b);
        int d = nd - 2;
        for (; d >= 0; --d) {
            oa += sa[d];
            ob += sb[d];
            if (++counter[d] < shape[d])
                break;
            oa -= sa[d] * shape[d];
            ob -= sb[d] * shape[d];
            counter[d] = 0;
        }
        if (d < 0)
            return;
    }
}

/// The array with native byte order (a swapped copy when needed).
NdArray toNative(const NdArray& a);
/// Reverses the bytes of each element (each half for complex kinds) in place.
void swapElementBytes(std::byte* data, std::size_t count, const DType& dtype);

/// UTF-8 text of a UCS-4 element (trailing NULs dropped), in the dtype's byte order.
std::string ucs4ToUtf8(const std::byte* p, std::size_t chars, bool bigEndian);
/// Writes UTF-8 text as a UCS-4 element of chars characters (truncated, NUL-padded).
void utf8ToUcs4(std::string_view text, std::byte* p, std::size_t chars, bool bigEndian);
/// Python's repr() of a float: shortest round trip, exponent outside 1e-4..1e16.
std::string pyFloatRepr(double v);
/// Text numpy writes when an element is cast to a string dtype.
std::string elementText(const NdArray& a, std::int64_t flat);

} // namespace ReplayScope::Core::Kernels
