// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "pyliteral.h"

#include <core/error.h>
#include <core/io/pickle/textdecode.h>

#include <cctype>

namespace ReplayScope::Core::Npy {

namespace {

// Real headers nest three levels at most (dict > list of fields > tuple); structured
// dtypes with nested records add a few more. 64 leaves room without risking the stack.
constexpr int MaxDepth = 64;

class LiteralParser {
public:
    LiteralParser(std::string_view text, const std::string& file, std::int64_t base)
        : m_text(text)
        , m_file(file)
        , m_base(base)
    {
    }

    PyValue document()
    {
        PyValue v = value(0);
        skipSpace();
        if (m_pos != m_text.size())
            fail("unexpected text after the header literal");
        return v;
    }

private:
    [[noreturn]] void fail(const std::string& what) const
    {
        throw FormatError(m_file, m_base + std::int64_t(m_pos), "bad .npy header: " + what);
    }

    void skipSpace()
    {
        while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_pos])))
            ++m_pos;
    }

    bool peek(char c)
    {
        skipSpace();
        return m_pos < m_text.size() && m_text[m_pos] == c;
    }

    void expect(char c)
    {
        if (!peek(c))
            fail(std::string("expected '") + c + "'");
        ++m_pos;
    }

    PyValue value(int depth)
    {
        if (depth > MaxDepth)
            fail("literal nested too deeply");
        skipSpace();
        if (m_pos >= m_text.size())
            fail("unexpected end of the header");
        const char c = m_text[m_pos];
        if (c == '{')
            return dict(depth);
        if (c == '[' || c == '(')
            return sequence(depth, c);
        if (c == '\'' || c == '"')
            return PyValue::fromStr(string());
        if (c == '-' || c == '+' || std::isdigit(static_cast<unsigned char>(c)))
            return integer();
        if (word("True"))
            return PyValue::fromBool(true);
        if (word("False"))
            return PyValue::fromBool(false);
        if (word("None"))
            return PyValue::none();
        fail(std::string("unexpected character '") + c + "'");
    }

    bool word(std::string_view w)
    {
        if (m_text.substr(m_pos, w.size()) != w)
            return false;
        const std::size_t end = m_pos + w.size();
        if (end < m_text.size() && (std::isalnum(static_cast<unsigned char>(m_text[end])) || m_text[end] == '_'))
            return false;
        m_pos = end;
        return true;
    }

    PyValue dict(int depth)
    {
        ++m_pos;
        PyValue d = PyValue::dict();
        while (!peek('}')) {
            PyValue key = value(depth + 1);
            if (key.kind() != PyValue::Kind::Str)
                fail("header keys must be strings");
            expect(':');
            d.setItem(key, value(depth + 1));
            if (peek(','))
                ++m_pos;
            else if (!peek('}'))
                fail("expected ',' or '}'");
        }
        ++m_pos;
        return d;
    }

    PyValue sequence(int depth, char open)
    {
        const char close = open == '[' ? ']' : ')';
        ++m_pos;
        std::vector<PyValue> items;
        bool sawComma = false;
        while (!peek(close)) {
            items.push_back(value(depth + 1));
            if (peek(',')) {
                ++m_pos;
                sawComma = true;
            } else if (!peek(close)) {
                fail(std::string("expected ',' or '") + close + "'");
            }
        }
        ++m_pos;
        if (open == '[')
            return PyValue::list(std::move(items));
        // (x) is just x in Python; only (x,) is a tuple.
        if (items.size() == 1 && !sawComma)
            return items.front();
        return PyValue::tuple(std::move(items));
    }

    PyValue integer()
    {
        const std::size_t start = m_pos;
        if (m_text[m_pos] == '-' || m_text[m_pos] == '+')
            ++m_pos;
        const std::size_t digits = m_pos;
        while (m_pos < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[m_pos])))
            ++m_pos;
        if (m_pos == digits)
            fail("expected digits");
        if (m_pos < m_text.size() && (m_text[m_pos] == '.' || m_text[m_pos] == 'e' || m_text[m_pos] == 'E'))
            fail("floats do not belong in a .npy header");
        const std::size_t end = m_pos;
        if (m_pos < m_text.size() && m_text[m_pos] == 'L')
            ++m_pos; // Python 2 long suffix, written by very old numpy
        try {
            return PyValue::fromBigInt(BigInt::fromDecimal(m_text.substr(start, end - start)));
        } catch (const ValueError&) {
            m_pos = start;
            fail("bad integer");
        }
    }

    std::string string()
    {
        const char quote = m_text[m_pos++];
        std::string out;
        for (;;) {
            if (m_pos >= m_text.size())
                fail("unterminated string");
            char c = m_text[m_pos++];
            if (c == quote)
                return out;
            if (c != '\\') {
                out += c;
                continue;
            }
            if (m_pos >= m_text.size())
                fail("unterminated string");
            c = m_text[m_pos++];
            switch (c) {
            case 'n': out += '\n'; break;
            case 't': out += '\t'; break;
            case 'r': out += '\r'; break;
            case '0': out += '\0'; break;
            case '\\':
            case '\'':
            case '"': out += c; break;
            case 'x': out += codePoint(2); break;
            case 'u': out += codePoint(4); break;
            case 'U': out += codePoint(8); break;
            default: fail(std::string("unsupported escape '\\") + c + "'");
            }
        }
    }

    // \xNN, \uNNNN, \UNNNNNNNN as UTF-8 (header strings are text, not bytes).
    std::string codePoint(int digits)
    {
        if (m_pos + std::size_t(digits) > m_text.size())
            fail("truncated escape");
        std::uint32_t cp = 0;
        for (int i = 0; i < digits; ++i) {
            const char h = m_text[m_pos++];
            if (!std::isxdigit(static_cast<unsigned char>(h)))
                fail("bad hex digit in escape");
            cp = cp * 16
                 + std::uint32_t(std::isdigit(static_cast<unsigned char>(h)) ? h - '0' : (std::tolower(h) - 'a' + 10));
        }
        if (cp > 0x10FFFF)
            fail("escape beyond Unicode");
        std::string out;
        Pickle::appendUtf8(out, cp);
        return out;
    }

    std::string_view m_text;
    const std::string& m_file;
    std::int64_t m_base;
    std::size_t m_pos = 0;
};

} // namespace

PyValue parsePyLiteral(std::string_view text, const std::string& file, std::int64_t baseOffset)
{
    return LiteralParser(text, file, baseOffset).document();
}

} // namespace ReplayScope::Core::Npy
