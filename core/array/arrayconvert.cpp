// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// astype and the conversions it needs: byte swapping, UCS-4 text, and the text numpy
// gives an element when casting to a string dtype.
#include <core/array/ndarray.h>

#include <core/array/arraykernels.h>
#include <core/error.h>
#include <core/python/pyvalue.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace ReplayScope::Core {

namespace Kernels {

void swapElementBytes(std::byte* data, std::size_t count, const DType& dtype)
{
    // Complex numbers swap each of their two parts; Unicode each 4-byte character.
    std::size_t unit = dtype.itemSize();
    if (dtype.isComplex())
        unit /= 2;
    else if (dtype.kind() == DTypeKind::Unicode)
        unit = 4;
    if (unit <= 1)
        return;
    const std::size_t total = count * dtype.itemSize();
    for (std::size_t at = 0; at + unit <= total; at += unit)
        std::reverse(data + at, data + at + unit);
}

NdArray toNative(const NdArray& a)
{
    if (a.dtype().isNativeOrder())
        return a;
    NdArray c = a.copy();
    // copy() made a fresh heap storage, so writing through it is safe.
    swapElementBytes(c.storage()->mutableData(), static_cast<std::size_t>(c.size()), c.dtype());
    return NdArray::fromStorage(a.dtype().native(), c.shape(), c.strides(), c.storage(), 0);
}

std::string ucs4ToUtf8(const std::byte* p, std::size_t chars, bool bigEndian)
{
    std::string out;
    std::size_t n = chars;
    const auto codeAt = [&](std::size_t i) {
        std::uint32_t c = 0;
        for (int b = 0; b < 4; ++b) {
            const auto byte = std::to_integer<std::uint32_t>(p[i * 4 + static_cast<std::size_t>(b)]);
            c |= bigEndian ? byte << (8 * (3 - b)) : byte << (8 * b);
        }
        return c;
    };
    while (n > 0 && codeAt(n - 1) == 0)
        --n;
    for (std::size_t i = 0; i < n; ++i) {
        std::uint32_t c = codeAt(i);
        if (c > 0x10ffff)
            c = 0xfffd;
        if (c < 0x80) {
            out += static_cast<char>(c);
        } else if (c < 0x800) {
            out += static_cast<char>(0xc0 | (c >> 6));
            out += static_cast<char>(0x80 | (c & 0x3f));
        } else if (c < 0x10000) {
            out += static_cast<char>(0xe0 | (c >> 12));
            out += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
            out += static_cast<char>(0x80 | (c & 0x3f));
        } else {
            out += static_cast<char>(0xf0 | (c >> 18));
            out += static_cast<char>(0x80 | ((c >> 12) & 0x3f));
            out += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
            out += static_cast<char>(0x80 | (c & 0x3f));
        }
    }
    return out;
}

void utf8ToUcs4(std::string_view text, std::byte* p, std::size_t chars, bool bigEndian)
{
    std::memset(p, 0, chars * 4);
    std::size_t i = 0;
    for (std::size_t at = 0; at < chars && i < text.size(); ++at) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const int extra = lead < 0x80 ? 0 : lead < 0xe0 ? 1 : lead < 0xf0 ? 2 : 3;
        std::uint32_t c = extra == 0 ? lead : lead & (0x3f >> extra);
        ++i;
        for (int k = 0; k < extra && i < text.size(); ++k, ++i)
            c = (c << 6) | (static_cast<unsigned char>(text[i]) & 0x3f);
        for (int b = 0; b < 4; ++b)
            p[at * 4 + static_cast<std::size_t>(b)] = std::byte((c >> (8 * (bigEndian ? 3 - b : b))) & 0xff);
    }
}

namespace {

// Python's repr rule on shortest round-trip digits: fixed notation for decimal
// exponents -4..15, scientific otherwise.
template <typename F> std::string shortestRepr(F v)
{
    if (std::isnan(v))
        return "nan";
    if (std::isinf(v))
        return v < 0 ? "-inf" : "inf";
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific);
    std::string sci(buf, r.ptr);
    const bool negative = sci[0] == '-';
    if (negative)
        sci.erase(0, 1);
    const auto e = sci.find('e');
    std::string digits = sci.substr(0, e);
    digits.erase(std::remove(digits.begin(), digits.end(), '.'), digits.end());
    const int exponent = std::stoi(sci.substr(e + 1));
    std::string out;
    if (exponent >= -5 + 1 && exponent < 16) {
        if (exponent < 0) {
            out = "0." + std::string(static_cast<std::size_t>(-exponent - 1), '0') + digits;
        } else if (static_cast<std::size_t>(exponent) + 1 >= digits.size()) {
            out = digits + std::string(static_cast<std::size_t>(exponent) + 1 - digits.size(), '0') + ".0";
        } else {
            out = digits.substr(0, static_cast<std::size_t>(exponent) + 1) + "."
                  + digits.substr(static_cast<std::size_t>(exponent) + 1);
        }
    } else {
        out = digits.substr(0, 1);
        if (digits.size() > 1)
            out += "." + digits.substr(1);
        const int ax = std::abs(exponent);
        out += std::string(exponent < 0 ? "e-" : "e+") + (ax < 10 ? "0" : "") + std::to_string(ax);
    }
    return negative ? "-" + out : out;
}

template <typename F> std::string complexRepr(F re, F im)
{
    // Python: "1j" for a zero real part (positive zero), else "(re+imj)".
    const auto part = [](F x) {
        std::string s = shortestRepr(x);
        if (s.size() > 2 && s.substr(s.size() - 2) == ".0")
            s.resize(s.size() - 2);
        return s;
    };
    if (re == 0 && !std::signbit(re))
        return part(im) + "j";
    std::string imText = part(im);
    if (imText[0] != '-')
        imText = "+" + imText;
    return "(" + part(re) + imText + "j)";
}

} // namespace

// Shortest text that reads back to the same 16-bit float (numpy's repr of float16).
template <typename ToBits> std::string shortestHalfRepr(float v, ToBits toBits)
{
    if (std::isnan(v) || std::isinf(v))
        return shortestRepr(v);
    for (int digits = 1; digits <= 9; ++digits) {
        char buf[64];
        const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific, digits - 1);
        const float back = std::strtof(std::string(buf, r.ptr).c_str(), nullptr);
        if (toBits(back) == toBits(v))
            return shortestRepr(back);
    }
    return shortestRepr(v);
}

std::string pyFloatRepr(double v)
{
    return shortestRepr(v);
}

std::string elementText(const NdArray& a, std::int64_t flat)
{
    const DType& dt = a.dtype();
    switch (dt.kind()) {
    case DTypeKind::Float16: return shortestHalfRepr(static_cast<float>(a.toDouble(flat)), floatToHalf);
    case DTypeKind::BFloat16: return shortestHalfRepr(static_cast<float>(a.toDouble(flat)), floatToBFloat16);
    case DTypeKind::Float32: return shortestRepr(static_cast<float>(a.toDouble(flat)));
    case DTypeKind::Float64: return shortestRepr(a.toDouble(flat));
    case DTypeKind::Complex64: {
        const auto c = a.toComplex(flat);
        return complexRepr(static_cast<float>(c.real()), static_cast<float>(c.imag()));
    }
    case DTypeKind::Complex128: {
        const auto c = a.toComplex(flat);
        return complexRepr(c.real(), c.imag());
    }
    default: break;
    }
    const PyValue v = a.item(flat);
    if (v.kind() == PyValue::Kind::Str || v.kind() == PyValue::Kind::Bytes)
        return std::string(v.asString());
    if (v.kind() == PyValue::Kind::Int)
        return std::to_string(v.asInt());
    if (v.kind() == PyValue::Kind::Bool)
        return v.asBool() ? "True" : "False";
    if (v.kind() == PyValue::Kind::Float)
        return shortestRepr(v.asDouble());
    return v.str();
}

} // namespace Kernels

using namespace Kernels;

namespace {

// Numeric to numeric: one tight loop per (source, target) type pair.
void castNumeric(const NdArray& src, NdArray& dst)
{
    const std::byte* in = src.storage()->data();
    std::byte* out = dst.storage()->mutableData();
    visitNumeric(src.dtype().kind(), [&](auto s) {
        using S = decltype(s);
        visitNumeric(dst.dtype().kind(), [&](auto d) {
            using D = decltype(d);
            std::byte* o = out;
            forEachOffset(src.shape(), src.strides(), src.offset(), [&](std::int64_t at) {
                store<D>(o, numericCast<D>(load<S>(in + at)));
                o += sizeof(D);
            });
        });
    });
}

// The width numpy gives astype(str) / astype(bytes) when no size is requested.
std::size_t defaultChars(const NdArray& a)
{
    const DType& dt = a.dtype();
    if (dt.isString())
        return dt.charCount();
    if (dt.isNumeric())
        return DType::promote(dt, DType(DTypeKind::Bytes, 1)).charCount();
    std::size_t n = 0;
    for (std::int64_t i = 0; i < a.size(); ++i) {
        const std::string s = elementText(a, i);
        // Width in characters: count UTF-8 lead bytes.
        n = std::max<std::size_t>(n, static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char c) {
                                      return (static_cast<unsigned char>(c) & 0xc0) != 0x80;
                                  })));
    }
    return n;
}

} // namespace

NdArray NdArray::astype(const DType& requested) const
{
    DType target = requested;
    if (target.isString() && target.itemSize() == 0) {
        const std::size_t chars = std::max<std::size_t>(defaultChars(*this), 1);
        target = DType(target.kind(), target.kind() == DTypeKind::Unicode ? chars * 4 : chars, target.byteOrder());
    }
    if (target == m_dtype) {
        NdArray c = copy();
        c.m_torch = false;
        return c;
    }
    NdArray out(target.native(), m_shape);
    if (target.isNumeric() && m_dtype.isNumeric()) {
        castNumeric(toNative(*this), out);
    } else if (target.isObject()) {
        for (std::int64_t i = 0; i < size(); ++i)
            out.m_storage->object(static_cast<std::size_t>(i)) = item(i);
    } else if (target.isString()) {
        for (std::int64_t i = 0; i < size(); ++i)
            out.setElement(i, PyValue::fromStr(elementText(*this, i)));
    } else if (target.isNumeric()) {
        const bool textToBool = target.isBool() && m_dtype.isString();
        for (std::int64_t i = 0; i < size(); ++i) {
            PyValue v = item(i);
            if (textToBool) { // numpy parses the text as an integer first
                NdArray asInt(DType(DTypeKind::Int64), {});
                asInt.setElement(0, v);
                v = PyValue::fromBool(asInt.toInt64(0) != 0);
            }
            out.setElement(i, v);
        }
    } else if ((target.kind() == DTypeKind::Void || target.isStructured()) && target.itemSize() == m_dtype.itemSize()
               && !m_dtype.isObject()) {
        // Raw reinterpretation between records and voids of one size.
        NdArray c = copy();
        return fromStorage(target, m_shape, c.m_strides, c.m_storage, 0);
    } else {
        throw TypeError("Cannot cast array data from dtype('" + m_dtype.str() + "') to dtype('" + target.str()
                        + "') according to the rule 'unsafe'");
    }
    if (!target.isNativeOrder()) {
        swapElementBytes(out.m_storage->mutableData(), static_cast<std::size_t>(out.size()), target);
        out.m_dtype = target;
    }
    return out;
}

} // namespace ReplayScope::Core
