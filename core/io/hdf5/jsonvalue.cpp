// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "jsonvalue.h"

#include <core/error.h>

#include <cstdlib>
#include <limits>
#include <string>

namespace ReplayScope::Core {

namespace {

class JsonParser
{
public:
    JsonParser(std::string_view text, const std::string& name)
        : m_text(text)
        , m_name(name)
    {
    }

    PyValue document()
    {
        PyValue value = parseValue(0);
        skipSpace();
        if (m_pos != m_text.size())
            fail("extra data after the JSON value");
        return value;
    }

private:
    [[noreturn]] void fail(const std::string& what) const
    {
        throw FormatError(m_name, static_cast<std::int64_t>(m_pos), "invalid JSON: " + what);
    }

    void skipSpace()
    {
        while (m_pos < m_text.size()
               && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' || m_text[m_pos] == '\n' || m_text[m_pos] == '\r'))
            ++m_pos;
    }

    bool consume(std::string_view word)
    {
        if (m_text.substr(m_pos, word.size()) != word)
            return false;
        m_pos += word.size();
        return true;
    }

    PyValue parseValue(int depth)
    {
        if (depth > 512)
            fail("nesting too deep");
        skipSpace();
        if (m_pos >= m_text.size())
            fail("unexpected end of input");
        const char c = m_text[m_pos];
        if (c == '{')
            return parseObject(depth);
        if (c == '[')
            return parseArray(depth);
        if (c == '"')
            return PyValue::fromStr(parseString());
        if (consume("true"))
            return PyValue::fromBool(true);
        if (consume("false"))
            return PyValue::fromBool(false);
        if (consume("null"))
            return PyValue::none();
        // Python's json accepts these non-standard constants, and Minari writes them for
        // infinite Box bounds.
        if (consume("NaN"))
            return PyValue::fromFloat(std::numeric_limits<double>::quiet_NaN());
        if (consume("Infinity"))
            return PyValue::fromFloat(std::numeric_limits<double>::infinity());
        if (consume("-Infinity"))
            return PyValue::fromFloat(-std::numeric_limits<double>::infinity());
        return parseNumber();
    }

    PyValue parseObject(int depth)
    {
        ++m_pos;
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == '}') {
            ++m_pos;
            return PyValue::dict();
        }
        PyValue dict = PyValue::dict();
        for (;;) {
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != '"')
                fail("expected a string key");
            PyValue key = PyValue::fromStr(parseString());
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != ':')
                fail("expected ':'");
            ++m_pos;
            dict.setItem(key, parseValue(depth + 1)); // a repeated key keeps the last value, as Python
            skipSpace();
            if (m_pos < m_text.size() && m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_text.size() && m_text[m_pos] == '}') {
                ++m_pos;
                return dict;
            }
            fail("expected ',' or '}'");
        }
    }

    PyValue parseArray(int depth)
    {
        ++m_pos;
        std::vector<PyValue> items;
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == ']') {
            ++m_pos;
            return PyValue::list();
        }
        for (;;) {
            items.push_back(parseValue(depth + 1));
            skipSpace();
            if (m_pos < m_text.size() && m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_text.size() && m_text[m_pos] == ']') {
                ++m_pos;
                return PyValue::list(std::move(items));
            }
            fail("expected ',' or ']'");
        }
    }

    unsigned hex4()
    {
        if (m_pos + 4 > m_text.size())
            fail("truncated \\u escape");
        unsigned value = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = m_text[m_pos++];
            value <<= 4;
            if (c >= '0' && c <= '9')
                value |= unsigned(c - '0');
            else if (c >= 'a' && c <= 'f')
                value |= unsigned(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                value |= unsigned(c - 'A' + 10);
            else
                fail("bad \\u escape");
        }
        return value;
    }

    static void appendUtf8(std::string& out, unsigned cp)
    {
        if (cp < 0x80) {
            out += char(cp);
        } else if (cp < 0x800) {
            out += char(0xC0 | (cp >> 6));
            out += char(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += char(0xE0 | (cp >> 12));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        } else {
            out += char(0xF0 | (cp >> 18));
            out += char(0x80 | ((cp >> 12) & 0x3F));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        }
    }

    std::string parseString()
    {
        ++m_pos; // opening quote
        std::string out;
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos++];
            if (c == '"')
                return out;
            if (c != '\\') {
                out += c;
                continue;
            }
            if (m_pos >= m_text.size())
                break;
            const char e = m_text[m_pos++];
            switch (e) {
            case '"':
            case '\\':
            case '/':
                out += e;
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                unsigned cp = hex4();
                if (cp >= 0xD800 && cp < 0xDC00 && m_text.substr(m_pos, 2) == "\\u") {
                    const std::size_t save = m_pos;
                    m_pos += 2;
                    const unsigned low = hex4();
                    if (low >= 0xDC00 && low < 0xE000)
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                    else
                        m_pos = save;
                }
                appendUtf8(out, cp);
                break;
            }
            default:
                fail("bad escape");
            }
        }
        fail("unterminated string");
    }

    PyValue parseNumber()
    {
        const std::size_t start = m_pos;
        bool integer = true;
        if (m_pos < m_text.size() && m_text[m_pos] == '-')
            ++m_pos;
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c >= '0' && c <= '9') {
                ++m_pos;
            } else if (c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
                integer = false;
                ++m_pos;
            } else {
                break;
            }
        }
        const std::string token(m_text.substr(start, m_pos - start));
        if (token.empty() || token == "-")
            fail("unexpected character");
        if (integer) {
            if (token.size() < 19)
                return PyValue::fromInt(std::strtoll(token.c_str(), nullptr, 10));
            return PyValue::fromBigInt(BigInt::fromDecimal(token));
        }
        char* end = nullptr;
        const double value = std::strtod(token.c_str(), &end);
        if (end != token.c_str() + token.size())
            fail("bad number '" + token + "'");
        return PyValue::fromFloat(value);
    }

    std::string_view m_text;
    const std::string& m_name;
    std::size_t m_pos = 0;
};

} // namespace

PyValue parseJson(std::string_view text, const std::string& name)
{
    return JsonParser(text, name).document();
}

} // namespace ReplayScope::Core
