// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "textdecode.h"

#include <core/error.h>

#include <charconv>
#include <cmath>
#include <limits>

namespace ReplayScope::Core::Pickle {

bool isValidUtf8Surrogatepass(std::string_view text)
{
    const auto* s = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    for (std::size_t i = 0; i < n;) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        std::size_t len = 0;
        std::uint32_t cp = 0;
        if ((c & 0xe0) == 0xc0) {
            len = 2;
            cp = c & 0x1f;
        } else if ((c & 0xf0) == 0xe0) {
            len = 3;
            cp = c & 0x0f;
        } else if ((c & 0xf8) == 0xf0) {
            len = 4;
            cp = c & 0x07;
        } else {
            return false;
        }
        if (i + len > n)
            return false;
        for (std::size_t k = 1; k < len; ++k) {
            if ((s[i + k] & 0xc0) != 0x80)
                return false;
            cp = (cp << 6) | (s[i + k] & 0x3f);
        }
        static constexpr std::uint32_t minimum[] = {0, 0, 0x80, 0x800, 0x10000};
        if (cp < minimum[len] || cp > 0x10ffff)
            return false;
        i += len;
    }
    return true;
}

void appendUtf8(std::string& out, std::uint32_t cp)
{
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xc0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xe0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    } else {
        out += static_cast<char>(0xf0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    }
}

std::string latin1ToUtf8(std::string_view bytes)
{
    std::string out;
    out.reserve(bytes.size());
    for (char c : bytes)
        appendUtf8(out, static_cast<unsigned char>(c));
    return out;
}

std::optional<std::string> utf8ToLatin1(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    const auto* s = reinterpret_cast<const unsigned char*>(text.data());
    for (std::size_t i = 0; i < text.size();) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            out += static_cast<char>(c);
            ++i;
        } else if ((c & 0xe0) == 0xc0 && i + 1 < text.size()) {
            const std::uint32_t cp = ((c & 0x1fu) << 6) | (s[i + 1] & 0x3fu);
            if (cp > 0xff)
                return std::nullopt;
            out += static_cast<char>(cp);
            i += 2;
        } else {
            return std::nullopt;
        }
    }
    return out;
}

namespace {

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

std::uint32_t readHex(std::string_view s, std::size_t& i, std::size_t digits)
{
    if (i + digits > s.size())
        throw ValueError("truncated \\x escape");
    std::uint32_t v = 0;
    for (std::size_t k = 0; k < digits; ++k) {
        const int h = hexValue(s[i + k]);
        if (h < 0)
            throw ValueError("invalid hexadecimal escape");
        v = v * 16 + static_cast<std::uint32_t>(h);
    }
    i += digits;
    return v;
}

} // namespace

std::string decodeStringEscape(std::string_view q)
{
    // CPython requires matching quotes around the repr of a Python 2 str.
    if (q.size() < 2 || (q.front() != '\'' && q.front() != '"') || q.back() != q.front())
        throw ValueError("the STRING opcode argument must be quoted");
    std::string_view s = q.substr(1, q.size() - 2);
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        char c = s[i++];
        if (c != '\\') {
            out += c;
            continue;
        }
        if (i >= s.size())
            throw ValueError("trailing backslash in STRING");
        c = s[i++];
        switch (c) {
        case '\n': break;
        case '\\': out += '\\'; break;
        case '\'': out += '\''; break;
        case '"': out += '"'; break;
        case 'a': out += '\a'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'v': out += '\v'; break;
        case 'x': out += static_cast<char>(readHex(s, i, 2)); break;
        default:
            if (c >= '0' && c <= '7') {
                unsigned v = static_cast<unsigned>(c - '0');
                for (int k = 0; k < 2 && i < s.size() && s[i] >= '0' && s[i] <= '7'; ++k)
                    v = v * 8 + static_cast<unsigned>(s[i++] - '0');
                out += static_cast<char>(v & 0xff);
            } else {
                out += '\\';
                out += c;
            }
        }
    }
    return out;
}

std::string decodeRawUnicodeEscape(std::string_view s)
{
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        const char c = s[i];
        if (c == '\\' && i + 1 < s.size() && (s[i + 1] == 'u' || s[i + 1] == 'U')) {
            const std::size_t digits = s[i + 1] == 'u' ? 4 : 8;
            i += 2;
            const std::uint32_t cp = readHex(s, i, digits);
            if (cp > 0x10ffff)
                throw ValueError("\\U escape beyond U+10FFFF");
            appendUtf8(out, cp);
        } else {
            appendUtf8(out, static_cast<unsigned char>(c));
            ++i;
        }
    }
    return out;
}

PyValue parseIntText(std::string_view t)
{
    std::int64_t v = 0;
    const char* b = t.data();
    const char* e = t.data() + t.size();
    if (!t.empty() && t.front() == '+')
        ++b;
    const auto r = std::from_chars(b, e, v);
    if (r.ec == std::errc() && r.ptr == e && b != e)
        return PyValue::fromInt(v);
    return PyValue::fromBigInt(BigInt::fromDecimal(t)); // throws ValueError on bad text
}

double parseFloatText(std::string_view t)
{
    std::string_view s = t;
    bool negative = false;
    if (!s.empty() && (s.front() == '-' || s.front() == '+')) {
        negative = s.front() == '-';
        s.remove_prefix(1);
    }
    if (s == "inf" || s == "infinity")
        return negative ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    if (s == "nan")
        return std::numeric_limits<double>::quiet_NaN();
    double v = 0;
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    if (r.ec != std::errc() || r.ptr != s.data() + s.size() || s.empty())
        throw ValueError("could not convert string to float: '" + std::string(t) + "'");
    return negative ? -v : v;
}

std::uint64_t parseIndexText(std::string_view t)
{
    std::uint64_t v = 0;
    const auto r = std::from_chars(t.data(), t.data() + t.size(), v);
    if (r.ec != std::errc() || r.ptr != t.data() + t.size() || t.empty())
        throw ValueError("invalid memo index '" + std::string(t) + "'");
    return v;
}

} // namespace ReplayScope::Core::Pickle
