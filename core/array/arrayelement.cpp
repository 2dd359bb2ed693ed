// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// One element at a time: reading as C++ numbers or Python values, and numpy's
// assignment conversion of a Python value into an element.
#include <core/array/ndarray.h>

#include <core/array/arraykernels.h>
#include <core/error.h>
#include <core/python/pyvalue.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace ReplayScope::Core {

using namespace Kernels;

namespace {

// Native-order bytes of one element: the element itself, or a swapped copy in buf.
const std::byte* nativeBytes(const NdArray& a, std::int64_t flat, std::byte* buf)
{
    const std::byte* p = a.elementPtr(flat);
    if (a.dtype().isNativeOrder())
        return p;
    std::memcpy(buf, p, a.dtype().itemSize());
    swapElementBytes(buf, 1, a.dtype());
    return buf;
}

template <typename To> To readAs(const NdArray& a, std::int64_t flat)
{
    const DType& dt = a.dtype();
    if (dt.isNumeric()) {
        alignas(16) std::byte buf[16];
        const std::byte* p = nativeBytes(a, flat, buf);
        return visitNumeric(dt.kind(), [p](auto t) { return numericCast<To>(load<decltype(t)>(p)); });
    }
    // Objects and strings: go through the Python value.
    const PyValue v = a.item(flat);
    if constexpr (std::is_same_v<To, bool>)
        return v.isString() ? !v.asString().empty() : v.asBool();
    else if constexpr (std::is_same_v<To, std::complex<double>>)
        return v.asComplex();
    else if constexpr (std::is_same_v<To, double>)
        return v.asDouble();
    else
        return v.kind() == PyValue::Kind::Float ? floatToInt<To>(v.asDouble()) : static_cast<To>(v.asInt());
}

PyValue unsignedValue(std::uint64_t u)
{
    if (u <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
        return PyValue::fromInt(static_cast<std::int64_t>(u));
    std::vector<std::uint8_t> bytes(9, 0); // two's complement needs a zero sign byte
    for (int i = 0; i < 8; ++i)
        bytes[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(u >> (8 * i));
    return PyValue::fromBigInt(BigInt(std::move(bytes)));
}

std::string quoted(std::string_view s)
{
    return "'" + std::string(s) + "'";
}

// Parses text as Python's int() would (surrounding spaces, sign, underscores between digits).
std::int64_t parseInt(std::string_view text)
{
    std::string s;
    std::string_view t = text;
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front())))
        t.remove_prefix(1);
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back())))
        t.remove_suffix(1);
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (t[i] == '_' && i > 0 && i + 1 < t.size() && std::isdigit(static_cast<unsigned char>(t[i - 1])))
            continue;
        s += t[i];
    }
    std::size_t start = (!s.empty() && (s[0] == '-' || s[0] == '+')) ? 1 : 0;
    bool ok = s.size() > start;
    for (std::size_t i = start; ok && i < s.size(); ++i)
        ok = std::isdigit(static_cast<unsigned char>(s[i])) != 0;
    if (!ok)
        throw ValueError("invalid literal for int() with base 10: " + quoted(text));
    return std::strtoll(s.c_str(), nullptr, 10);
}

// Parses text as Python's float() would (inf, nan, exponents).
double parseFloat(std::string_view text)
{
    std::string s(text);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.pop_back();
    std::size_t b = 0;
    while (b < s.size() && std::isspace(static_cast<unsigned char>(s[b])))
        ++b;
    s = s.substr(b);
    std::string lower = s;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    const std::string_view body =
        std::string_view(lower).substr((!lower.empty() && (lower[0] == '-' || lower[0] == '+')) ? 1 : 0);
    const bool special = body == "inf" || body == "infinity" || body == "nan";
    const bool hex = body.size() > 1 && body[0] == '0' && body[1] == 'x';
    char* end = nullptr;
    const double v = std::strtod(s.c_str(), &end);
    if (s.empty() || hex || end != s.c_str() + s.size()
        || (!special && body.find_first_of("in") != std::string_view::npos))
        throw ValueError("could not convert string to float: " + quoted(text));
    return v;
}

} // namespace

double NdArray::toDouble(std::int64_t flat) const
{
    return readAs<double>(*this, flat);
}

std::int64_t NdArray::toInt64(std::int64_t flat) const
{
    return readAs<std::int64_t>(*this, flat);
}

std::complex<double> NdArray::toComplex(std::int64_t flat) const
{
    return readAs<std::complex<double>>(*this, flat);
}

bool NdArray::toBool(std::int64_t flat) const
{
    return readAs<bool>(*this, flat);
}

PyValue NdArray::item(std::int64_t flat) const
{
    const DType& dt = m_dtype;
    if (dt.isObject())
        return m_storage->object(static_cast<std::size_t>(byteOffsetOf(flat) / 8));
    if (dt.isBool())
        return PyValue::fromBool(toBool(flat));
    if (dt.isUnsignedInteger()) {
        alignas(16) std::byte buf[16];
        const std::byte* p = nativeBytes(*this, flat, buf);
        const std::uint64_t u =
            visitNumeric(dt.kind(), [p](auto t) { return numericCast<std::uint64_t>(load<decltype(t)>(p)); });
        return unsignedValue(u);
    }
    if (dt.isInteger())
        return PyValue::fromInt(toInt64(flat));
    if (dt.isFloat())
        return PyValue::fromFloat(toDouble(flat));
    if (dt.isComplex())
        return PyValue::fromComplex(toComplex(flat));
    const std::byte* p = elementPtr(flat);
    if (dt.kind() == DTypeKind::Unicode)
        return PyValue::fromStr(ucs4ToUtf8(p, dt.charCount(), dt.byteOrder() == ByteOrder::Big));
    if (dt.kind() == DTypeKind::Bytes) {
        std::size_t n = dt.itemSize();
        while (n > 0 && p[n - 1] == std::byte{0})
            --n; // numpy strips trailing NULs from S items
        return PyValue::fromBytes(std::string(reinterpret_cast<const char*>(p), n));
    }
    if (dt.isStructured()) {
        std::vector<PyValue> values;
        const auto base = byteOffsetOf(flat);
        for (const auto& f : dt.fields()) {
            NdArray field = fromStorage(f.type, {}, {}, m_storage, base + static_cast<std::int64_t>(f.offset));
            values.push_back(field.item(0));
        }
        return PyValue::tuple(std::move(values));
    }
    return PyValue::fromBytes(std::string(reinterpret_cast<const char*>(p), dt.itemSize()));
}

PyValue NdArray::scalarAt(std::int64_t flat) const
{
    if (m_dtype.isObject())
        return item(flat);
    if (m_dtype.isString()) {
        // np.str_ / np.bytes_ scalars are as wide as their text: trailing NULs go.
        const std::size_t unit = m_dtype.kind() == DTypeKind::Unicode ? 4 : 1;
        const std::byte* p = elementPtr(flat);
        std::size_t n = m_dtype.charCount();
        const auto isZero = [&](std::size_t c) {
            for (std::size_t b = 0; b < unit; ++b) {
                if (p[c * unit + b] != std::byte{0})
                    return false;
            }
            return true;
        };
        while (n > 0 && isZero(n - 1))
            --n;
        return PyValue::scalar(fromBytes(DType(m_dtype.kind(), n * unit, m_dtype.byteOrder()), {}, p));
    }
    // A numpy scalar owns its value: copy the element into a 0-d array.
    NdArray one = fromBytes(m_dtype, {}, elementPtr(flat));
    one.m_torch = false;
    return PyValue::scalar(std::move(one));
}

void NdArray::setElement(std::int64_t flat, const PyValue& value)
{
    const DType& dt = m_dtype;
    if (dt.isObject()) {
        m_storage->object(static_cast<std::size_t>(byteOffsetOf(flat) / 8)) = value;
        return;
    }
    const PyValue::Kind k = value.kind();
    if (k == PyValue::Kind::Array || k == PyValue::Kind::Scalar) {
        const NdArray& src = value.asArray();
        if (src.size() != 1)
            throw ValueError("setting an array element with a sequence.");
        if (src.dtype().isNumeric() && dt.isNumeric()) {
            // Numeric to numeric without a Python detour, keeping uint64 and float exact.
            NdArray cast = src.reshape({}).astype(dt.native());
            std::byte* dst = mutableElementPtr(flat);
            std::memcpy(dst, cast.elementPtr(0), dt.itemSize());
            if (!dt.isNativeOrder())
                swapElementBytes(dst, 1, dt);
            return;
        }
        setElement(flat, src.item(0));
        return;
    }
    if (value.isSequence() || k == PyValue::Kind::Dict || k == PyValue::Kind::Set)
        throw ValueError("setting an array element with a sequence.");

    std::byte* dst = mutableElementPtr(flat);
    if (dt.isString()) {
        std::string text;
        if (k == PyValue::Kind::Str || k == PyValue::Kind::Bytes || k == PyValue::Kind::ByteArray)
            text = std::string(value.asString());
        else
            text = value.str();
        if (dt.kind() == DTypeKind::Unicode) {
            utf8ToUcs4(text, dst, dt.charCount(), dt.byteOrder() == ByteOrder::Big);
        } else {
            if (k == PyValue::Kind::Str) {
                for (unsigned char c : text) {
                    if (c >= 0x80)
                        throw ValueError("'ascii' codec can't encode character: ordinal not in range(128)");
                }
            }
            const std::size_t n = std::min(text.size(), dt.itemSize());
            std::memset(dst, 0, dt.itemSize());
            std::memcpy(dst, text.data(), n);
        }
        return;
    }
    if (!dt.isNumeric())
        throw TypeError("cannot assign a " + value.typeName() + " to an element of dtype " + dt.str());

    // Work out the value in the widest C++ type of its category, then narrow.
    alignas(16) std::byte buf[16];
    const auto put = [&](auto v) { visitNumeric(dt.kind(), [&](auto t) { store(buf, numericCast<decltype(t)>(v)); }); };
    const bool isText = k == PyValue::Kind::Str || k == PyValue::Kind::Bytes;
    if (k == PyValue::Kind::None) {
        if (!dt.isFloat() && !dt.isComplex() && !dt.isBool())
            throw TypeError("int() argument must be a string, a bytes-like object or a real number, not 'NoneType'");
        if (dt.isBool())
            put(false);
        else
            put(std::numeric_limits<double>::quiet_NaN());
    } else if (isText) {
        const std::string_view s = value.asString();
        if (dt.isBool())
            put(!s.empty());
        else if (dt.isComplex())
            put(std::complex<double>(parseFloat(s), 0.0));
        else if (dt.isFloat())
            put(parseFloat(s));
        else
            put(parseInt(s));
    } else if (k == PyValue::Kind::Complex) {
        if (!dt.isComplex() && !dt.isBool())
            throw TypeError(std::string(dt.isFloat() ? "float" : "int")
                            + "() argument must be a string or a real number, not 'complex'");
        put(value.asComplex());
    } else if (k == PyValue::Kind::Float) {
        put(value.asDouble());
    } else if (k == PyValue::Kind::BigInt) {
        if (dt.kind() == DTypeKind::UInt64 && !value.asBigInt().isNegative()) {
            // Values in 2^63..2^64 fit uint64; take the low 8 bytes.
            std::uint64_t u = 0;
            const auto& bytes = value.asBigInt().bytes();
            for (std::size_t i = 0; i < 8 && i < bytes.size(); ++i)
                u |= static_cast<std::uint64_t>(bytes[i]) << (8 * i);
            put(u);
        } else if (dt.isFloat() || dt.isComplex()) {
            put(value.asBigInt().toDouble());
        } else {
            throw ValueError("Python int too large to convert to C long"); // numpy's OverflowError text
        }
    } else if (k == PyValue::Kind::Bool || k == PyValue::Kind::Int) {
        put(value.asInt());
    } else {
        throw TypeError(std::string(dt.isFloat() ? "float" : "int")
                        + "() argument must be a string or a real number, not '" + value.typeName() + "'");
    }
    if (!dt.isNativeOrder())
        swapElementBytes(buf, 1, dt);
    std::memcpy(dst, buf, dt.itemSize());
}

} // namespace ReplayScope::Core
