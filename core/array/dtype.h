// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ReplayScope::Core {

/// The element kinds numpy (and torch, for bfloat16) store. Bytes and Unicode are
/// numpy's fixed-width `S` and `U` kinds; Structured is a record with named fields;
/// Void is numpy's raw `V` kind. The order matters: DType's kind tests are range checks.
enum class DTypeKind : std::uint8_t {
    Bool,
    Int8,
    Int16,
    Int32,
    Int64,
    UInt8,
    UInt16,
    UInt32,
    UInt64,
    Float16,
    BFloat16,
    Float32,
    Float64,
    Complex64,
    Complex128,
    Bytes,
    Unicode,
    Object,
    Structured,
    Void,
};

/// Byte order of multi-byte elements. NotApplicable is numpy's `|` (single bytes,
/// strings of bytes, objects).
enum class ByteOrder : std::uint8_t { Little, Big, NotApplicable };

struct DTypeField;

namespace DTypeDetail {

/// Item size of the kinds whose size is fixed; 0 for the variable ones.
constexpr std::size_t fixedSize(DTypeKind kind)
{
    switch (kind) {
    case DTypeKind::Bool:
    case DTypeKind::Int8:
    case DTypeKind::UInt8: return 1;
    case DTypeKind::Int16:
    case DTypeKind::UInt16:
    case DTypeKind::Float16:
    case DTypeKind::BFloat16: return 2;
    case DTypeKind::Int32:
    case DTypeKind::UInt32:
    case DTypeKind::Float32: return 4;
    case DTypeKind::Int64:
    case DTypeKind::UInt64:
    case DTypeKind::Float64:
    case DTypeKind::Complex64:
    case DTypeKind::Object: return 8;
    case DTypeKind::Complex128: return 16;
    default: return 0;
    }
}

/// Whether numpy prints a byte order for the kind ('|' otherwise).
constexpr bool hasOrder(DTypeKind kind, std::size_t itemSize)
{
    switch (kind) {
    case DTypeKind::Bytes:
    case DTypeKind::Object:
    case DTypeKind::Structured:
    case DTypeKind::Void: return false;
    case DTypeKind::Unicode: return true;
    default: return itemSize > 1;
    }
}

/// Whether kind lies in [first, last] of DTypeKind's order (the numeric kinds come
/// first, grouped: bool, signed, unsigned, float, complex).
constexpr bool kindIn(DTypeKind kind, DTypeKind first, DTypeKind last)
{
    return static_cast<unsigned>(kind) - static_cast<unsigned>(first)
           <= static_cast<unsigned>(last) - static_cast<unsigned>(first);
}

} // namespace DTypeDetail

/// A runtime element type with numpy's semantics and spelling.
///
/// A DType is a small value: kind, item size in bytes and byte order, plus the field
/// list for structured records. Unicode items are UCS-4 (4 bytes per character), as in
/// numpy. Object items are 8 bytes wide, as numpy reports, although the elements
/// themselves live in an object storage (see Storage).
class DType final {
public:
    /// float64, numpy's default.
    DType()
        : DType(DTypeKind::Float64)
    {
    }
    /// A dtype of the given kind. itemSize is only needed for Bytes, Unicode and Void
    /// (in bytes); for other kinds it is implied. Byte order defaults to little endian
    /// for multi-byte kinds and NotApplicable otherwise. Inline, with the kind tests
    /// below: arrays ask them per value (issue 23).
    explicit DType(DTypeKind kind, std::size_t itemSize = 0, ByteOrder order = ByteOrder::Little)
        : m_kind(kind)
        , m_order(order)
        , m_itemSize(DTypeDetail::fixedSize(kind) ? DTypeDetail::fixedSize(kind) : itemSize)
    {
        if (!DTypeDetail::hasOrder(m_kind, m_itemSize))
            m_order = ByteOrder::NotApplicable;
        else if (m_order == ByteOrder::NotApplicable)
            m_order = ByteOrder::Little;
    }

    /// A structured dtype from its fields (offsets given) and total item size.
    static DType structured(std::vector<DTypeField> fields, std::size_t itemSize);

    /// Parses any spelling numpy accepts for the kinds above: names ("float32", "int64",
    /// "bool", "object", "bfloat16", "str", "bytes"), type strings ("<f4", ">i8", "|b1",
    /// "|S5", "<U3", "|O", "|V16"), and single characters ("f", "d", "l", "?", "O").
    /// Throws ValueError for anything else.
    static DType fromString(std::string_view text);

    DTypeKind kind() const { return m_kind; }
    /// Bytes per element (numpy's itemsize).
    std::size_t itemSize() const { return m_itemSize; }
    ByteOrder byteOrder() const { return m_order; }
    /// True when elements are stored in this machine's order (or order does not apply).
    bool isNativeOrder() const;
    /// The same dtype in the given byte order (kinds without order are unchanged).
    DType withByteOrder(ByteOrder order) const;
    /// The same dtype in native order.
    DType native() const { return withByteOrder(ByteOrder::Little); }

    bool isBool() const { return m_kind == DTypeKind::Bool; }
    /// Signed or unsigned integer (not bool).
    bool isInteger() const { return DTypeDetail::kindIn(m_kind, DTypeKind::Int8, DTypeKind::UInt64); }
    bool isSignedInteger() const { return DTypeDetail::kindIn(m_kind, DTypeKind::Int8, DTypeKind::Int64); }
    bool isUnsignedInteger() const { return DTypeDetail::kindIn(m_kind, DTypeKind::UInt8, DTypeKind::UInt64); }
    /// float16, bfloat16, float32 or float64.
    bool isFloat() const { return DTypeDetail::kindIn(m_kind, DTypeKind::Float16, DTypeKind::Float64); }
    bool isComplex() const { return DTypeDetail::kindIn(m_kind, DTypeKind::Complex64, DTypeKind::Complex128); }
    /// Bool, integer, float or complex: what Tianshou calls "numeric or bool".
    bool isNumeric() const { return DTypeDetail::kindIn(m_kind, DTypeKind::Bool, DTypeKind::Complex128); }
    /// Fixed-width bytes or unicode.
    bool isString() const { return m_kind == DTypeKind::Bytes || m_kind == DTypeKind::Unicode; }
    bool isObject() const { return m_kind == DTypeKind::Object; }
    bool isStructured() const { return m_kind == DTypeKind::Structured; }

    /// numpy's kind character: 'b', 'i', 'u', 'f', 'c', 'S', 'U', 'O', 'V'
    /// (bfloat16 reports 'f').
    char kindChar() const;
    /// Number of characters of a Unicode dtype, bytes of a Bytes dtype, else 0.
    std::size_t charCount() const;

    /// numpy's `dtype.name`: "float32", "bool", "bytes40", "str96", "object", "void128",
    /// "bfloat16".
    std::string name() const;
    /// numpy's `str(dtype)`: the name for native numeric kinds ("float32"), else the type
    /// string ("<U3", "|S5", ">f4"); "object" for objects.
    std::string str() const;
    /// numpy's `dtype.str` type string: "<f4", "|b1", "|S5", "<U3", "|O", ">i8".
    /// Structured dtypes give "|V<itemsize>".
    std::string typeString() const;
    /// How numpy's array repr writes the dtype after `dtype=`: `float32` (also for a
    /// big-endian `>f4`, as numpy 1.24 does), `'<U3'`, `'|S5'`, `object`, or the record
    /// description for structured dtypes.
    std::string reprText() const;

    /// Fields of a structured dtype, in declaration order (empty otherwise).
    const std::vector<DTypeField>& fields() const;

    bool operator==(const DType& other) const
    {
        return m_kind == other.m_kind && m_itemSize == other.m_itemSize && m_order == other.m_order
               && (m_fields == other.m_fields || sameFields(other));
    }
    bool operator!=(const DType& other) const { return !(*this == other); }

    /// numpy's `np.promote_types(a, b)`: the smallest dtype both can be cast to safely.
    static DType promote(const DType& a, const DType& b);

private:
    bool sameFields(const DType& other) const; // the field lists, element by element
    DTypeKind m_kind;
    ByteOrder m_order;
    std::size_t m_itemSize;
    std::shared_ptr<const std::vector<DTypeField>> m_fields;
};

/// One field of a structured dtype.
struct DTypeField {
    std::string name;
    DType type;
    std::size_t offset = 0;
};

/// Converts IEEE half precision bits to float.
float halfToFloat(std::uint16_t bits);
/// Converts float to IEEE half precision bits (round to nearest even).
std::uint16_t floatToHalf(float value);
/// Converts bfloat16 bits to float.
float bfloat16ToFloat(std::uint16_t bits);
/// Converts float to bfloat16 bits (round to nearest even, as torch does).
std::uint16_t floatToBFloat16(float value);

} // namespace ReplayScope::Core
