// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/array/dtype.h>
#include <core/error.h>

#include <bit>
#include <cstring>

namespace ReplayScope::Core {

using DTypeDetail::hasOrder;

namespace {

const std::vector<DTypeField>& emptyFields()
{
    static const std::vector<DTypeField> none;
    return none;
}

std::string baseName(DTypeKind kind)
{
    switch (kind) {
    case DTypeKind::Bool: return "bool";
    case DTypeKind::Int8: return "int8";
    case DTypeKind::Int16: return "int16";
    case DTypeKind::Int32: return "int32";
    case DTypeKind::Int64: return "int64";
    case DTypeKind::UInt8: return "uint8";
    case DTypeKind::UInt16: return "uint16";
    case DTypeKind::UInt32: return "uint32";
    case DTypeKind::UInt64: return "uint64";
    case DTypeKind::Float16: return "float16";
    case DTypeKind::BFloat16: return "bfloat16";
    case DTypeKind::Float32: return "float32";
    case DTypeKind::Float64: return "float64";
    case DTypeKind::Complex64: return "complex64";
    case DTypeKind::Complex128: return "complex128";
    case DTypeKind::Object: return "object";
    default: return {};
    }
}

} // namespace

DType DType::structured(std::vector<DTypeField> fields, std::size_t itemSize)
{
    DType d(DTypeKind::Structured, itemSize);
    d.m_fields = std::make_shared<const std::vector<DTypeField>>(std::move(fields));
    return d;
}

bool DType::isNativeOrder() const
{
    // Every platform we build for is little endian; the static_assert keeps that honest.
    static_assert(std::endian::native == std::endian::little, "big-endian hosts are not supported");
    return m_order != ByteOrder::Big;
}

DType DType::withByteOrder(ByteOrder order) const
{
    DType d = *this;
    if (hasOrder(m_kind, m_itemSize))
        d.m_order = order == ByteOrder::NotApplicable ? ByteOrder::Little : order;
    return d;
}

char DType::kindChar() const
{
    if (isBool())
        return 'b';
    if (isSignedInteger())
        return 'i';
    if (isUnsignedInteger())
        return 'u';
    if (isFloat())
        return 'f';
    if (isComplex())
        return 'c';
    switch (m_kind) {
    case DTypeKind::Bytes: return 'S';
    case DTypeKind::Unicode: return 'U';
    case DTypeKind::Object: return 'O';
    default: return 'V';
    }
}

std::size_t DType::charCount() const
{
    if (m_kind == DTypeKind::Unicode)
        return m_itemSize / 4;
    if (m_kind == DTypeKind::Bytes)
        return m_itemSize;
    return 0;
}

std::string DType::name() const
{
    // numpy names flexible kinds by their size in bits, and drops the size when 0.
    const auto sized = [this](const char* stem) {
        return m_itemSize ? stem + std::to_string(m_itemSize * 8) : std::string(stem);
    };
    switch (m_kind) {
    case DTypeKind::Bytes: return sized("bytes");
    case DTypeKind::Unicode: return sized("str");
    case DTypeKind::Structured:
    case DTypeKind::Void: return sized("void");
    default: return baseName(m_kind);
    }
}

std::string DType::typeString() const
{
    if (m_kind == DTypeKind::Object)
        return "|O";
    const char order = m_order == ByteOrder::Big ? '>' : m_order == ByteOrder::Little ? '<' : '|';
    // bfloat16 has no numpy type character; ml_dtypes reports it as a 2-byte void.
    const char kind = m_kind == DTypeKind::BFloat16 ? 'V' : kindChar();
    // Unicode type strings count characters, not bytes ("<U3" is 12 bytes).
    return std::string(1, order) + kind + std::to_string(m_kind == DTypeKind::Unicode ? charCount() : m_itemSize);
}

std::string DType::str() const
{
    if (m_kind == DTypeKind::Structured) {
        // Fields are spelled by type string ('<i4'), nested records by their own str.
        const auto fieldText = [](const DType& t) {
            return t.isStructured() ? t.str() : t.isObject() ? std::string("O") : t.typeString();
        };
        const auto& fs = fields();
        bool packed = true;
        std::size_t at = 0;
        for (const auto& f : fs) {
            packed = packed && f.offset == at;
            at = f.offset + f.type.itemSize();
        }
        packed = packed && at == m_itemSize;
        std::string out;
        if (packed) {
            out = "[";
            for (std::size_t i = 0; i < fs.size(); ++i)
                out += (i ? ", ('" : "('") + fs[i].name + "', '" + fieldText(fs[i].type) + "')";
            return out + "]";
        }
        // numpy falls back to the dict spelling when fields have gaps or padding.
        std::string names, formats, offsets;
        for (std::size_t i = 0; i < fs.size(); ++i) {
            const char* sep = i ? ", " : "";
            names += sep + ("'" + fs[i].name + "'");
            formats += sep + ("'" + fieldText(fs[i].type) + "'");
            offsets += sep + std::to_string(fs[i].offset);
        }
        return "{'names': [" + names + "], 'formats': [" + formats + "], 'offsets': [" + offsets
               + "], 'itemsize': " + std::to_string(m_itemSize) + "}";
    }
    if (m_kind == DTypeKind::Object || m_kind == DTypeKind::BFloat16)
        return name();
    if (isNumeric() && isNativeOrder())
        return name();
    return typeString();
}

std::string DType::reprText() const
{
    if (m_kind == DTypeKind::Structured)
        return str();
    // numpy's _dtype_short_repr: flexible kinds quote their type string, every other
    // kind prints its bare name, whatever its byte order (dtype=float32 for '>f4').
    if (isString() || m_kind == DTypeKind::Void)
        return "'" + str() + "'";
    return name();
}

const std::vector<DTypeField>& DType::fields() const
{
    return m_fields ? *m_fields : emptyFields();
}

bool DType::sameFields(const DType& other) const
{
    const auto& a = fields();
    const auto& b = other.fields();
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i].name != b[i].name || a[i].offset != b[i].offset || a[i].type != b[i].type)
            return false;
    }
    return true;
}

float halfToFloat(std::uint16_t bits)
{
    const std::uint32_t sign = static_cast<std::uint32_t>(bits & 0x8000u) << 16;
    std::uint32_t exponent = (bits >> 10) & 0x1f;
    std::uint32_t mantissa = bits & 0x3ffu;
    std::uint32_t out;
    if (exponent == 0x1f) {
        out = sign | 0x7f800000u | (mantissa << 13); // inf or NaN
    } else if (exponent == 0) {
        if (mantissa == 0) {
            out = sign;
        } else {
            // Subnormal half: normalise into a float exponent.
            exponent = 127 - 15 + 1;
            while (!(mantissa & 0x400u)) {
                mantissa <<= 1;
                --exponent;
            }
            out = sign | (exponent << 23) | ((mantissa & 0x3ffu) << 13);
        }
    } else {
        out = sign | ((exponent + 127 - 15) << 23) | (mantissa << 13);
    }
    return std::bit_cast<float>(out);
}

std::uint16_t floatToHalf(float value)
{
    const std::uint32_t f = std::bit_cast<std::uint32_t>(value);
    const std::uint16_t sign = static_cast<std::uint16_t>((f >> 16) & 0x8000u);
    const std::uint32_t absBits = f & 0x7fffffffu;
    if (absBits >= 0x7f800000u) // inf or NaN (keep NaN quiet and non-zero)
        return sign | (absBits > 0x7f800000u ? 0x7e00u : 0x7c00u);
    if (absBits >= 0x477ff000u) // rounds to a value beyond 65504
        return sign | 0x7c00u;
    if (absBits < 0x38800000u) {
        // Result is subnormal (or zero): shift the full mantissa, round half to even.
        if (absBits < 0x33000000u)
            return sign;
        const std::uint32_t exponent = absBits >> 23;
        const std::uint32_t mantissa = (absBits & 0x7fffffu) | 0x800000u;
        const std::uint32_t shift = 126 - exponent; // 14..24 places
        std::uint32_t half = mantissa >> shift;
        const std::uint32_t rest = mantissa & ((1u << shift) - 1);
        const std::uint32_t halfway = 1u << (shift - 1);
        if (rest > halfway || (rest == halfway && (half & 1u)))
            ++half;
        return sign | static_cast<std::uint16_t>(half);
    }
    // Normal: rebias exponent and round the 13 dropped bits half to even.
    std::uint32_t h = ((absBits >> 13) - ((127 - 15) << 10));
    const std::uint32_t rest = absBits & 0x1fffu;
    if (rest > 0x1000u || (rest == 0x1000u && (h & 1u)))
        ++h; // a carry into the exponent is the correct rounding
    return sign | static_cast<std::uint16_t>(h);
}

float bfloat16ToFloat(std::uint16_t bits)
{
    return std::bit_cast<float>(static_cast<std::uint32_t>(bits) << 16);
}

std::uint16_t floatToBFloat16(float value)
{
    std::uint32_t f = std::bit_cast<std::uint32_t>(value);
    if ((f & 0x7fffffffu) > 0x7f800000u)
        return static_cast<std::uint16_t>((f >> 16) | 0x40u); // quiet NaN, as torch does
    f += 0x7fffu + ((f >> 16) & 1u);
    return static_cast<std::uint16_t>(f >> 16);
}

} // namespace ReplayScope::Core
