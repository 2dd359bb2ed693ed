// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The .npy header: magic, version, and the dict literal describing the array
// (numpy/lib/format.py, format versions 1.0 to 3.0), read and written.
#include "npyformat.h"
#include "pyliteral.h"

#include <core/error.h>
#include <core/python/pyvalue.h>

#include <algorithm>
#include <cstring>
#include <limits>

namespace ReplayScope::Core {

namespace {

constexpr char Magic[] = "\x93NUMPY";
constexpr std::size_t MagicLength = 6;
// numpy 1.24 aligns the data start to 64 bytes so that mapped arrays are aligned for
// any element type (and for SIMD loads).
constexpr std::size_t ArrayAlign = 64;

// Latin-1 header bytes (versions 1.0 and 2.0) as UTF-8, so one parser serves all versions.
std::string latin1ToUtf8(std::string_view bytes)
{
    std::string out;
    out.reserve(bytes.size());
    for (unsigned char c : bytes) {
        if (c < 0x80) {
            out += char(c);
        } else {
            out += char(0xC0 | (c >> 6));
            out += char(0x80 | (c & 0x3F));
        }
    }
    return out;
}

// UTF-8 as Latin-1 bytes; false when a code point is beyond U+00FF (numpy then needs 3.0).
bool utf8ToLatin1(std::string_view utf8, std::string* out)
{
    out->clear();
    for (std::size_t i = 0; i < utf8.size(); ++i) {
        const auto c = static_cast<unsigned char>(utf8[i]);
        if (c < 0x80) {
            *out += char(c);
        } else if ((c & 0xE0) == 0xC0 && i + 1 < utf8.size() && c <= 0xC3) {
            *out += char(((c & 0x1F) << 6) | (static_cast<unsigned char>(utf8[++i]) & 0x3F));
        } else {
            return false;
        }
    }
    return true;
}

struct HeaderContext {
    const std::string& file;
    std::int64_t offset; // where the dict literal starts, for messages
    [[noreturn]] void fail(const std::string& what) const { throw FormatError(file, offset, what); }
};

DType dtypeFromDescr(const PyValue& descr, const HeaderContext& ctx, int depth);

// One entry of the list form: (name, descr) or (name, descr, shape); name may be a
// (title, name) pair.
void addField(const PyValue& entry, std::vector<DTypeField>& fields, std::size_t& offset, const HeaderContext& ctx,
              int depth)
{
    if (entry.kind() != PyValue::Kind::Tuple || entry.items().size() < 2 || entry.items().size() > 3)
        ctx.fail("bad .npy header: a record field must be a (name, type) tuple");
    const PyValue& nameValue = entry.items()[0];
    std::string name;
    if (nameValue.kind() == PyValue::Kind::Str)
        name = std::string(nameValue.asString());
    else if (nameValue.kind() == PyValue::Kind::Tuple && nameValue.items().size() == 2
             && nameValue.items()[1].kind() == PyValue::Kind::Str)
        name = std::string(nameValue.items()[1].asString()); // (title, name): titles are not modelled
    else
        ctx.fail("bad .npy header: a record field name must be a string");
    if (entry.items().size() == 3)
        ctx.fail("unsupported .npy dtype: sub-array field '" + name + "'");
    DType type = dtypeFromDescr(entry.items()[1], ctx, depth + 1);
    // numpy's descr spells gaps as unnamed void fields; they only move the offset.
    if (!(name.empty() && type.kind() == DTypeKind::Void)) {
        for (const DTypeField& f : fields) {
            if (f.name == name)
                ctx.fail("bad .npy header: field '" + name + "' occurs twice");
        }
        fields.push_back(DTypeField{name, type, offset});
    }
    offset += type.itemSize();
}

DType dtypeFromDescr(const PyValue& descr, const HeaderContext& ctx, int depth)
{
    if (depth > 16)
        ctx.fail("bad .npy header: record types nested too deeply");
    if (descr.kind() == PyValue::Kind::Str) {
        const std::string text(descr.asString());
        try {
            DType d = DType::fromString(text);
            if (d.kind() == DTypeKind::BFloat16)
                throw ValueError("bfloat16");
            return d;
        } catch (const ValueError&) {
            ctx.fail("unsupported .npy dtype '" + text + "'");
        }
    }
    if (descr.kind() != PyValue::Kind::List || descr.items().empty())
        ctx.fail("bad .npy header: 'descr' is neither a type string nor a list of fields");
    std::vector<DTypeField> fields;
    std::size_t offset = 0;
    for (const PyValue& entry : descr.items())
        addField(entry, fields, offset, ctx, depth);
    return DType::structured(std::move(fields), offset);
}

std::uint64_t readLittle(const std::byte* p, int bytes)
{
    std::uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = (v << 8) | std::to_integer<std::uint64_t>(p[i]);
    return v;
}

std::string shapeRepr(const Shape& shape)
{
    std::string out = "(";
    for (std::size_t i = 0; i < shape.size(); ++i) {
        if (i)
            out += ", ";
        out += std::to_string(shape[i]);
    }
    if (shape.size() == 1)
        out += ',';
    return out + ")";
}

} // namespace

NpyHeader parseNpyHeader(const std::byte* data, std::size_t size, const std::string& file, std::int64_t baseOffset)
{
    if (size < MagicLength + 2 || std::memcmp(data, Magic, MagicLength) != 0)
        throw FormatError(file, baseOffset, "not an .npy file (the magic string \\x93NUMPY is missing)");
    NpyHeader h;
    h.majorVersion = std::to_integer<int>(data[6]);
    h.minorVersion = std::to_integer<int>(data[7]);
    if (h.majorVersion < 1 || h.majorVersion > 3 || h.minorVersion != 0)
        throw FormatError(file, baseOffset + 6,
                          "unsupported .npy format version " + std::to_string(h.majorVersion) + "."
                              + std::to_string(h.minorVersion) + " (known: 1.0, 2.0, 3.0)");
    const int lengthBytes = h.majorVersion == 1 ? 2 : 4;
    const std::size_t prefix = MagicLength + 2 + std::size_t(lengthBytes);
    if (size < prefix)
        throw FormatError(file, baseOffset + 8, "truncated .npy header length");
    const std::uint64_t headerLength = readLittle(data + 8, lengthBytes);
    if (headerLength > size - prefix)
        throw FormatError(file, baseOffset + std::int64_t(prefix),
                          "truncated .npy header: it claims " + std::to_string(headerLength) + " bytes but only "
                              + std::to_string(size - prefix) + " follow");
    const std::string_view raw(reinterpret_cast<const char*>(data + prefix), headerLength);
    const std::string text = h.majorVersion == 3 ? std::string(raw) : latin1ToUtf8(raw);
    const HeaderContext ctx{file, baseOffset + std::int64_t(prefix)};
    // Offsets inside a converted Latin-1 header can drift by the non-ASCII bytes; they
    // only occur in record field names, so messages still point close enough.
    const PyValue dict = Npy::parsePyLiteral(text, file, ctx.offset);
    if (dict.kind() != PyValue::Kind::Dict)
        ctx.fail("bad .npy header: the header is not a dict");
    const PyValue* descr = dict.find("descr");
    const PyValue* fortran = dict.find("fortran_order");
    const PyValue* shape = dict.find("shape");
    if (!descr || !fortran || !shape || dict.dictItems().size() != 3)
        ctx.fail("bad .npy header: it does not contain exactly the keys 'descr', 'fortran_order' and 'shape'");
    if (fortran->kind() != PyValue::Kind::Bool)
        ctx.fail("bad .npy header: 'fortran_order' is not a bool");
    h.fortranOrder = fortran->asBool();
    if (shape->kind() != PyValue::Kind::Tuple)
        ctx.fail("bad .npy header: 'shape' is not a tuple");
    std::int64_t count = 1;
    for (const PyValue& dim : shape->items()) {
        if (dim.kind() != PyValue::Kind::Int || dim.asInt() < 0)
            ctx.fail("bad .npy header: 'shape' must hold non-negative integers");
        const std::int64_t n = dim.asInt();
        if (n != 0 && count > std::numeric_limits<std::int64_t>::max() / n)
            ctx.fail("bad .npy header: the shape " + shape->repr() + " is too large");
        count *= n;
        h.shape.push_back(n);
    }
    h.dtype = dtypeFromDescr(*descr, ctx, 0);
    if (h.dtype.itemSize() != 0 && count > std::numeric_limits<std::int64_t>::max() / std::int64_t(h.dtype.itemSize()))
        ctx.fail("bad .npy header: the array is too large");
    h.dataOffset = prefix + headerLength;
    return h;
}

std::string npyDescrText(const DType& dtype)
{
    if (dtype.kind() == DTypeKind::BFloat16)
        throw ValueError("bfloat16 arrays cannot be stored in .npy files (numpy has no bfloat16)");
    if (!dtype.isStructured())
        return "'" + dtype.typeString() + "'";
    std::vector<DTypeField> fields = dtype.fields();
    std::stable_sort(fields.begin(), fields.end(),
                     [](const DTypeField& a, const DTypeField& b) { return a.offset < b.offset; });
    std::string out = "[";
    std::size_t offset = 0;
    bool first = true;
    auto item = [&](const std::string& name, const std::string& type) {
        out += first ? "(" : ", (";
        first = false;
        out += pyStrRepr(name) + ", " + type + ")";
    };
    for (const DTypeField& f : fields) {
        if (f.offset < offset)
            throw ValueError("overlapping record fields cannot be described in an .npy header");
        if (f.offset > offset)
            item("", "'|V" + std::to_string(f.offset - offset) + "'");
        item(f.name, npyDescrText(f.type));
        offset = f.offset + f.type.itemSize();
    }
    if (dtype.itemSize() > offset)
        item("", "'|V" + std::to_string(dtype.itemSize() - offset) + "'");
    return out + "]";
}

std::string npyHeaderFor(const DType& dtype, const Shape& shape, bool fortranOrder)
{
    std::string dict = "{'descr': " + npyDescrText(dtype) + ", 'fortran_order': " + (fortranOrder ? "True" : "False")
                       + ", 'shape': " + shapeRepr(shape) + ", }";
    // numpy reserves room for the growth axis to reach 21 digits, so that appending
    // writers can rewrite the header in place; the same spaces keep us byte-identical.
    if (!shape.empty()) {
        const std::size_t digits = std::to_string(fortranOrder ? shape.back() : shape.front()).size();
        dict.append(digits < 21 ? 21 - digits : 0, ' ');
    }
    std::string encoded;
    int major = 3;
    if (utf8ToLatin1(dict, &encoded))
        major = 1;
    else
        encoded = dict;
    for (;;) {
        const std::size_t lengthBytes = major == 1 ? 2 : 4;
        const std::size_t used = MagicLength + 2 + lengthBytes + encoded.size() + 1;
        const std::size_t pad = ArrayAlign - used % ArrayAlign;
        const std::size_t headerLength = encoded.size() + pad + 1;
        if (major == 1 && headerLength > 0xFFFF) {
            major = 2; // numpy falls back to 2.0 for headers beyond 64 KiB
            continue;
        }
        std::string out(Magic, MagicLength);
        out += char(major);
        out += char(0);
        for (std::size_t i = 0; i < lengthBytes; ++i)
            out += char((headerLength >> (8 * i)) & 0xFF);
        out += encoded;
        out.append(pad, ' ');
        out += '\n';
        return out;
    }
}

} // namespace ReplayScope::Core
