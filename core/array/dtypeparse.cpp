// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// DType::fromString and DType::promote: the two places where numpy's spelling and
// casting tables are encoded.
#include <core/array/dtype.h>
#include <core/error.h>

#include <algorithm>
#include <charconv>
#include <utility>

namespace ReplayScope::Core {

namespace {

struct NamedKind {
    std::string_view name;
    DTypeKind kind;
};

// Names and one-character codes numpy accepts (on a 64-bit Linux, where 'l' is int64).
constexpr NamedKind kNames[] = {
    {"bool", DTypeKind::Bool},
    {"bool_", DTypeKind::Bool},
    {"bool8", DTypeKind::Bool},
    {"?", DTypeKind::Bool},
    {"int8", DTypeKind::Int8},
    {"byte", DTypeKind::Int8},
    {"b", DTypeKind::Int8},
    {"int16", DTypeKind::Int16},
    {"short", DTypeKind::Int16},
    {"h", DTypeKind::Int16},
    {"int32", DTypeKind::Int32},
    {"intc", DTypeKind::Int32},
    {"i", DTypeKind::Int32},
    {"int64", DTypeKind::Int64},
    {"int", DTypeKind::Int64},
    {"int_", DTypeKind::Int64},
    {"intp", DTypeKind::Int64},
    {"longlong", DTypeKind::Int64},
    {"l", DTypeKind::Int64},
    {"q", DTypeKind::Int64},
    {"p", DTypeKind::Int64},
    {"uint8", DTypeKind::UInt8},
    {"ubyte", DTypeKind::UInt8},
    {"B", DTypeKind::UInt8},
    {"uint16", DTypeKind::UInt16},
    {"ushort", DTypeKind::UInt16},
    {"H", DTypeKind::UInt16},
    {"uint32", DTypeKind::UInt32},
    {"uintc", DTypeKind::UInt32},
    {"I", DTypeKind::UInt32},
    {"uint64", DTypeKind::UInt64},
    {"uint", DTypeKind::UInt64},
    {"uintp", DTypeKind::UInt64},
    {"ulonglong", DTypeKind::UInt64},
    {"L", DTypeKind::UInt64},
    {"Q", DTypeKind::UInt64},
    {"P", DTypeKind::UInt64},
    {"float16", DTypeKind::Float16},
    {"half", DTypeKind::Float16},
    {"e", DTypeKind::Float16},
    {"bfloat16", DTypeKind::BFloat16},
    {"float32", DTypeKind::Float32},
    {"single", DTypeKind::Float32},
    {"f", DTypeKind::Float32},
    {"float64", DTypeKind::Float64},
    {"float", DTypeKind::Float64},
    {"double", DTypeKind::Float64},
    {"float_", DTypeKind::Float64},
    {"d", DTypeKind::Float64},
    {"complex64", DTypeKind::Complex64},
    {"csingle", DTypeKind::Complex64},
    {"F", DTypeKind::Complex64},
    {"complex128", DTypeKind::Complex128},
    {"complex", DTypeKind::Complex128},
    {"complex_", DTypeKind::Complex128},
    {"cdouble", DTypeKind::Complex128},
    {"D", DTypeKind::Complex128},
    {"object", DTypeKind::Object},
    {"object_", DTypeKind::Object},
    {"O", DTypeKind::Object},
};

[[noreturn]] void badType(std::string_view text)
{
    // numpy raises TypeError here; the header promises ValueError (bad content of a string).
    throw ValueError("data type '" + std::string(text) + "' not understood");
}

// Typed kind from a type-string kind character and a size in bytes.
DTypeKind sizedKind(char c, std::size_t size, std::string_view text)
{
    struct Entry {
        char c;
        std::size_t size;
        DTypeKind kind;
    };
    static constexpr Entry table[] = {
        {'b', 1, DTypeKind::Bool},    {'?', 1, DTypeKind::Bool},      {'i', 1, DTypeKind::Int8},
        {'i', 2, DTypeKind::Int16},   {'i', 4, DTypeKind::Int32},     {'i', 8, DTypeKind::Int64},
        {'u', 1, DTypeKind::UInt8},   {'u', 2, DTypeKind::UInt16},    {'u', 4, DTypeKind::UInt32},
        {'u', 8, DTypeKind::UInt64},  {'f', 2, DTypeKind::Float16},   {'f', 4, DTypeKind::Float32},
        {'f', 8, DTypeKind::Float64}, {'c', 8, DTypeKind::Complex64}, {'c', 16, DTypeKind::Complex128},
        {'O', 8, DTypeKind::Object},
    };
    for (const auto& e : table) {
        if (e.c == c && e.size == size)
            return e.kind;
    }
    badType(text);
}

// "bytes40" / "str96" / "void128": the sized names (bits).
bool parseSizedName(std::string_view s, DType* out)
{
    const std::pair<std::string_view, DTypeKind> stems[] = {
        {"bytes", DTypeKind::Bytes}, {"str", DTypeKind::Unicode}, {"void", DTypeKind::Void}};
    for (const auto& [stem, kind] : stems) {
        if (s.size() <= stem.size() || s.substr(0, stem.size()) != stem)
            continue;
        std::size_t bits = 0;
        const auto rest = s.substr(stem.size());
        const auto r = std::from_chars(rest.data(), rest.data() + rest.size(), bits);
        if (r.ec != std::errc() || r.ptr != rest.data() + rest.size() || bits % 8 != 0)
            return false;
        if (kind == DTypeKind::Unicode && bits % 32 != 0)
            return false;
        *out = DType(kind, bits / 8);
        return true;
    }
    return false;
}

// Decimal digits that numpy needs to print any value of a kind (promotion with strings).
std::size_t stringLength(const DType& d)
{
    switch (d.kind()) {
    case DTypeKind::Bool: return 5;
    case DTypeKind::Int8: return 4;
    case DTypeKind::UInt8: return 3;
    case DTypeKind::Int16: return 6;
    case DTypeKind::UInt16: return 5;
    case DTypeKind::Int32: return 11;
    case DTypeKind::UInt32: return 10;
    case DTypeKind::Int64: return 21;
    case DTypeKind::UInt64: return 20;
    case DTypeKind::Complex64:
    case DTypeKind::Complex128: return 64;
    default: return 32; // floats
    }
}

// Rank of a float kind for promotion; bfloat16 and float16 meet at float32 (torch).
int floatBits(DTypeKind k)
{
    switch (k) {
    case DTypeKind::Float16:
    case DTypeKind::BFloat16: return 16;
    case DTypeKind::Float32:
    case DTypeKind::Complex64: return 32;
    default: return 64;
    }
}

DType floatOfBits(int bits)
{
    return DType(bits <= 16 ? DTypeKind::Float16 : bits <= 32 ? DTypeKind::Float32 : DTypeKind::Float64);
}

// Smallest float that holds every value of an integer kind (numpy's table).
int floatBitsForInt(const DType& d)
{
    if (d.isBool() || d.itemSize() == 1)
        return 16;
    return d.itemSize() == 2 ? 32 : 64;
}

DType promoteIntegers(const DType& a, const DType& b)
{
    if (a.isBool())
        return b.native();
    if (b.isBool())
        return a.native();
    if (a.isSignedInteger() == b.isSignedInteger())
        return (a.itemSize() >= b.itemSize() ? a : b).native();
    const DType& s = a.isSignedInteger() ? a : b;
    const DType& u = a.isSignedInteger() ? b : a;
    if (s.itemSize() > u.itemSize())
        return s.native();
    switch (u.itemSize()) {
    case 1: return DType(DTypeKind::Int16);
    case 2: return DType(DTypeKind::Int32);
    case 4: return DType(DTypeKind::Int64);
    default: return DType(DTypeKind::Float64); // uint64 with any signed integer
    }
}

DType promoteNumbers(const DType& a, const DType& b)
{
    if (!a.isFloat() && !a.isComplex() && !b.isFloat() && !b.isComplex())
        return promoteIntegers(a, b);
    const bool complex = a.isComplex() || b.isComplex();
    const auto bitsOf = [](const DType& d) {
        return d.isFloat() || d.isComplex() ? floatBits(d.kind()) : floatBitsForInt(d);
    };
    int bits = std::max(bitsOf(a), bitsOf(b));
    if (!complex && bits == 16) {
        // bfloat16 survives only with itself, bools and 8-bit integers (torch's rules).
        const bool aB = a.kind() == DTypeKind::BFloat16, bB = b.kind() == DTypeKind::BFloat16;
        const bool aH = a.kind() == DTypeKind::Float16, bH = b.kind() == DTypeKind::Float16;
        if ((aB && bH) || (aH && bB))
            return DType(DTypeKind::Float32);
        if (aB || bB)
            return DType(DTypeKind::BFloat16);
    }
    if (complex)
        return DType(bits <= 32 ? DTypeKind::Complex64 : DTypeKind::Complex128);
    return floatOfBits(bits);
}

// The scalar class numpy names in promotion errors.
std::string className(const DType& d)
{
    switch (d.kind()) {
    case DTypeKind::Bool: return "bool_";
    case DTypeKind::Bytes: return "bytes_";
    case DTypeKind::Unicode: return "str_";
    case DTypeKind::Void:
    case DTypeKind::Structured: return "void";
    default: return d.name();
    }
}

} // namespace

DType DType::fromString(std::string_view text)
{
    std::string_view s = text;
    while (!s.empty() && s.front() == ' ')
        s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ')
        s.remove_suffix(1);
    if (s.empty())
        badType(text);
    for (const auto& n : kNames) {
        if (n.name == s)
            return DType(n.kind);
    }
    if (s == "str" || s == "str_" || s == "unicode" || s == "unicode_" || s == "U")
        return DType(DTypeKind::Unicode, 0);
    if (s == "bytes" || s == "bytes_" || s == "string_" || s == "S" || s == "a")
        return DType(DTypeKind::Bytes, 0);
    if (s == "void" || s == "V")
        return DType(DTypeKind::Void, 0);
    DType sized;
    if (parseSizedName(s, &sized))
        return sized;

    // Type strings: optional byte order, kind character, optional size.
    ByteOrder order = ByteOrder::Little;
    if (s.front() == '<' || s.front() == '>' || s.front() == '|' || s.front() == '=') {
        order = s.front() == '>' ? ByteOrder::Big : ByteOrder::Little;
        s.remove_prefix(1);
        if (s.empty())
            badType(text);
    }
    const char c = s.front();
    const std::string_view digits = s.substr(1);
    std::size_t size = 0;
    if (!digits.empty()) {
        const auto r = std::from_chars(digits.data(), digits.data() + digits.size(), size);
        if (r.ec != std::errc() || r.ptr != digits.data() + digits.size())
            badType(text);
    }
    switch (c) {
    case 'S':
    case 'a': return DType(DTypeKind::Bytes, size);
    case 'U': return DType(DTypeKind::Unicode, size * 4, order);
    case 'V': return DType(DTypeKind::Void, size);
    default: break;
    }
    if (digits.empty()) {
        // A bare code after a byte order: ">f" is float32 big endian, "<d" float64.
        for (const auto& n : kNames) {
            if (n.name.size() == 1 && n.name.front() == c)
                return DType(n.kind).withByteOrder(order);
        }
        badType(text);
    }
    return DType(sizedKind(c, size, text)).withByteOrder(order);
}

DType DType::promote(const DType& a, const DType& b)
{
    if (a.isObject() || b.isObject())
        return DType(DTypeKind::Object);
    if (a.isNumeric() && b.isNumeric())
        return promoteNumbers(a, b);
    if (a.isString() && b.isString()) {
        const std::size_t n = std::max(a.charCount(), b.charCount());
        if (a.kind() == DTypeKind::Unicode || b.kind() == DTypeKind::Unicode)
            return DType(DTypeKind::Unicode, n * 4);
        return DType(DTypeKind::Bytes, n);
    }
    if (a.isString() || b.isString()) {
        const DType& str = a.isString() ? a : b;
        const DType& other = a.isString() ? b : a;
        if (other.isNumeric()) {
            const std::size_t n = std::max(str.charCount(), stringLength(other));
            return str.kind() == DTypeKind::Unicode ? DType(DTypeKind::Unicode, n * 4) : DType(DTypeKind::Bytes, n);
        }
    }
    if ((a.kind() == DTypeKind::Void || a.isStructured()) && a.kind() == b.kind()) {
        if (a == b)
            return a;
        if (a.kind() == DTypeKind::Void)
            throw TypeError("Invalid type promotion with void datatypes of different lengths. Use the `np.bytes_` "
                            "datatype instead to pad the shorter value with trailing zero bytes.");
    }
    throw TypeError("The DTypes <class 'numpy.dtype[" + className(a) + "]'> and <class 'numpy.dtype[" + className(b)
                    + "]'> do not have a common DType. For example they cannot be stored in a single array unless "
                      "the dtype is `object`.");
}

} // namespace ReplayScope::Core
