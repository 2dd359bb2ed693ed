// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Python's repr() and str() of PyValues, character for character as CPython 3.11
// (and numpy 1.24 for arrays and numpy scalars) print them.

#include <core/python/arrayrepr.h>
#include <core/batch/batch.h>
#include <core/python/floatformat.h>
#include <core/python/pyvalue.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ReplayScope::Core {

namespace {

struct CodePointRange {
    std::uint32_t first;
    std::uint32_t last;
};

constexpr CodePointRange kUnprintable[] = {
#include "unicodeprintable.inc"
};

bool isPrintable(std::uint32_t cp)
{
    const auto it = std::upper_bound(std::begin(kUnprintable), std::end(kUnprintable), cp,
                                     [](std::uint32_t v, const CodePointRange& r) { return v < r.first; });
    if (it == std::begin(kUnprintable))
        return true;
    return cp > std::prev(it)->last;
}

// Decodes one UTF-8 sequence; an invalid byte b becomes U+DC00+b, as Python's
// surrogateescape would give, so that it is escaped rather than lost.
std::uint32_t nextCodePoint(std::string_view s, std::size_t& i)
{
    const auto b0 = static_cast<std::uint8_t>(s[i]);
    auto cont = [&](std::size_t k) { return i + k < s.size() && (static_cast<std::uint8_t>(s[i + k]) & 0xC0) == 0x80; };
    auto bits = [&](std::size_t k) { return static_cast<std::uint32_t>(static_cast<std::uint8_t>(s[i + k]) & 0x3F); };
    std::uint32_t cp = 0xDC00 + b0;
    std::size_t len = 1;
    if (b0 < 0x80) {
        cp = b0;
    } else if ((b0 & 0xE0) == 0xC0 && cont(1)) {
        cp = ((b0 & 0x1Fu) << 6) | bits(1);
        len = 2;
    } else if ((b0 & 0xF0) == 0xE0 && cont(1) && cont(2)) {
        cp = ((b0 & 0x0Fu) << 12) | (bits(1) << 6) | bits(2);
        len = 3;
    } else if ((b0 & 0xF8) == 0xF0 && cont(1) && cont(2) && cont(3)) {
        cp = ((b0 & 0x07u) << 18) | (bits(1) << 12) | (bits(2) << 6) | bits(3);
        len = 4;
    }
    i += len;
    return cp;
}

std::string hexEscape(char kind, std::uint32_t cp, int digits)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "\\%c%0*x", kind, digits, cp);
    return buf;
}

char chooseQuote(std::string_view s)
{
    const bool single = s.find('\'') != std::string_view::npos;
    const bool dbl = s.find('"') != std::string_view::npos;
    return (single && !dbl) ? '"' : '\'';
}

// CPython's float formatting with the 'r' code: no ".0" is added, an optional sign.
std::string floatR(double v, bool forceSign)
{
    std::string s = pythonFloatRepr(v);
    if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0)
        s.resize(s.size() - 2);
    if (forceSign && s[0] != '-')
        s.insert(0, "+");
    return s;
}

std::string complexRepr(std::complex<double> c)
{
    if (c.real() == 0.0 && !std::signbit(c.real()))
        return floatR(c.imag(), false) + "j";
    return "(" + floatR(c.real(), false) + floatR(c.imag(), true) + "j)";
}

// CPython's hash() of an int that fits int64.
std::int64_t pyIntHash(std::int64_t x)
{
    constexpr std::uint64_t modulus = (std::uint64_t(1) << 61) - 1;
    const std::uint64_t magnitude = x < 0 ? 0 - static_cast<std::uint64_t>(x) : static_cast<std::uint64_t>(x);
    std::int64_t h = static_cast<std::int64_t>(magnitude % modulus);
    if (x < 0)
        h = -h;
    return h == -1 ? -2 : h;
}

// The order CPython iterates a set of ints built by adding items in the given order
// (setobject.c: linear probing by 9, perturbed probing, growth at 3/5 fill). Sets of
// other values keep their insertion order: str hashes are randomised per process.
std::vector<PyValue> setIterationOrder(const std::vector<PyValue>& items)
{
    std::vector<std::int64_t> hashes;
    for (const PyValue& v : items) {
        if (v.kind() != PyValue::Kind::Int && v.kind() != PyValue::Kind::Bool)
            return items;
        hashes.push_back(pyIntHash(v.asInt()));
    }
    std::vector<int> table(8, -1);
    std::size_t used = 0;
    auto insert = [](std::vector<int>& t, std::int64_t hash, int item) {
        const std::size_t mask = t.size() - 1;
        std::size_t perturb = static_cast<std::size_t>(hash);
        std::size_t i = static_cast<std::size_t>(hash) & mask;
        while (true) {
            const std::size_t probes = (i + 9 <= mask) ? 9 : 0;
            for (std::size_t k = 0; k <= probes; ++k)
                if (t[i + k] < 0) {
                    t[i + k] = item;
                    return;
                }
            perturb >>= 5;
            i = (i * 5 + 1 + perturb) & mask;
        }
    };
    for (std::size_t n = 0; n < items.size(); ++n) {
        insert(table, hashes[n], static_cast<int>(n));
        ++used;
        if (used * 5 >= (table.size() - 1) * 3) {
            const std::size_t minUsed = used > 50000 ? used * 2 : used * 4;
            std::size_t size = 8;
            while (size <= minUsed)
                size <<= 1;
            std::vector<int> grown(size, -1);
            for (int item : table)
                if (item >= 0)
                    insert(grown, hashes[static_cast<std::size_t>(item)], item);
            table = std::move(grown);
        }
    }
    std::vector<PyValue> out;
    for (int item : table)
        if (item >= 0)
            out.push_back(items[static_cast<std::size_t>(item)]);
    return out;
}

// Containers currently being printed, to print `[...]` for self-references as Python.
thread_local std::vector<const void*> t_printing;

std::string joinRepr(const std::vector<PyValue>& items)
{
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0)
            out += ", ";
        out += items[i].repr();
    }
    return out;
}

} // namespace

std::size_t pyLen(std::string_view utf8)
{
    std::size_t n = 0;
    for (std::size_t i = 0; i < utf8.size();) {
        nextCodePoint(utf8, i);
        ++n;
    }
    return n;
}

std::string pyStrRepr(std::string_view utf8)
{
    const char quote = chooseQuote(utf8);
    std::string out(1, quote);
    for (std::size_t i = 0; i < utf8.size();) {
        const std::size_t start = i;
        const std::uint32_t cp = nextCodePoint(utf8, i);
        if (cp == static_cast<std::uint32_t>(quote) || cp == '\\') {
            out += '\\';
            out += static_cast<char>(cp);
        } else if (cp == '\t') {
            out += "\\t";
        } else if (cp == '\n') {
            out += "\\n";
        } else if (cp == '\r') {
            out += "\\r";
        } else if (cp < 0x20 || cp == 0x7F) {
            out += hexEscape('x', cp, 2);
        } else if (cp < 0x7F) {
            out += static_cast<char>(cp);
        } else if (isPrintable(cp)) {
            out.append(utf8.substr(start, i - start));
        } else if (cp <= 0xFF) {
            out += hexEscape('x', cp, 2);
        } else if (cp <= 0xFFFF) {
            out += hexEscape('u', cp, 4);
        } else {
            out += hexEscape('U', cp, 8);
        }
    }
    out += quote;
    return out;
}

std::string pyBytesRepr(std::string_view bytes)
{
    const char quote = chooseQuote(bytes);
    std::string out = "b";
    out += quote;
    for (char ch : bytes) {
        const auto c = static_cast<std::uint8_t>(ch);
        if (c == static_cast<std::uint8_t>(quote) || c == '\\') {
            out += '\\';
            out += ch;
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c < 0x20 || c >= 0x7F) {
            out += hexEscape('x', c, 2);
        } else {
            out += ch;
        }
    }
    out += quote;
    return out;
}

std::string PyValue::repr() const
{
    switch (m_kind) {
    case Kind::None: return "None";
    case Kind::Bool: return m_bool ? "True" : "False";
    case Kind::Int: return std::to_string(m_int);
    case Kind::BigInt: return asBigInt().toDecimal();
    case Kind::Float: return pythonFloatRepr(m_float);
    case Kind::Complex: return complexRepr(asComplex());
    case Kind::Str: return pyStrRepr(asString());
    case Kind::Bytes: return pyBytesRepr(asString());
    case Kind::ByteArray: return "bytearray(" + pyBytesRepr(asString()) + ")";
    case Kind::Array: return asArray().repr();
    case Kind::Scalar: return numpyScalarRepr(asArray());
    case Kind::DType: return numpyDTypeRepr(asDType());
    case Kind::Batch: return asBatch() ? asBatch()->repr() : "None";
    case Kind::Global: return "<class '" + asGlobal().module + "." + asGlobal().name + "'>";
    case Kind::Object: {
        const auto& o = asObject();
        return o ? "<" + o->cls.module + "." + o->cls.name + " object>" : "None";
    }
    default: break;
    }

    // Containers: guard against self-reference, which pickles can express.
    const void* id = m_payload.get();
    if (std::find(t_printing.begin(), t_printing.end(), id) != t_printing.end())
        return m_kind == Kind::Dict ? "{...}" : "[...]";
    t_printing.push_back(id);
    struct Pop {
        ~Pop() { t_printing.pop_back(); }
    } pop;

    switch (m_kind) {
    case Kind::List: return "[" + joinRepr(items()) + "]";
    case Kind::Tuple: return items().size() == 1 ? "(" + items()[0].repr() + ",)" : "(" + joinRepr(items()) + ")";
    case Kind::Set: return items().empty() ? "set()" : "{" + joinRepr(setIterationOrder(items())) + "}";
    case Kind::FrozenSet:
        return items().empty() ? "frozenset()" : "frozenset({" + joinRepr(setIterationOrder(items())) + "})";
    case Kind::Dict: {
        std::string out = "{";
        bool first = true;
        for (const auto& [k, v] : dictItems()) {
            if (!first)
                out += ", ";
            first = false;
            out += k.repr() + ": " + v.repr();
        }
        return out + "}";
    }
    default: return "<" + typeName() + ">";
    }
}

std::string PyValue::str() const
{
    switch (m_kind) {
    case Kind::Str: return std::string(asString());
    case Kind::Array: return asArray().isTorch() ? asArray().repr() : asArray().str();
    case Kind::Scalar: return numpyScalarStr(asArray());
    case Kind::DType: {
        if (!asDType().isStructured())
            return asDType().str();
        const std::string r = numpyDTypeRepr(asDType()); // "dtype([...])"
        return r.substr(6, r.size() - 7);
    }
    default: return repr();
    }
}

} // namespace ReplayScope::Core
