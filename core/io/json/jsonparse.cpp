// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "jsonparse.h"

#include <core/error.h>
#include <core/io/pickle/textdecode.h>

#include <charconv>
#include <cstdlib>
#include <limits>

namespace ReplayScope::Core {

namespace {

constexpr int MaxDepth = 512; // Python's json stops near 1000 nested levels; real data nests a few

class JsonParser {
public:
    JsonParser(std::string_view text, const std::string& file, const JsonOptions& options, std::int64_t base)
        : m_text(text)
        , m_file(file)
        , m_options(options)
        , m_base(base)
    {
    }

    PyValue document()
    {
        PyValue v = value(0);
        skipSpace();
        if (m_pos != m_text.size())
            fail("extra data after the JSON value");
        return v;
    }

private:
    [[noreturn]] void fail(const std::string& what) const
    {
        throw FormatError(m_file, m_base + std::int64_t(m_pos), "invalid JSON: " + what);
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

    PyValue value(int depth)
    {
        if (depth > MaxDepth)
            fail("nested too deeply");
        skipSpace();
        if (m_pos >= m_text.size())
            fail("unexpected end of input");
        switch (m_text[m_pos]) {
        case '{': return object(depth);
        case '[': return list(depth);
        case '"': return PyValue::fromStr(string());
        default: break;
        }
        if (consume("true"))
            return PyValue::fromBool(true);
        if (consume("false"))
            return PyValue::fromBool(false);
        if (consume("null"))
            return PyValue::none();
        bool isInt = false;
        std::int64_t i = 0;
        double d = 0;
        m_lastWasBig = false;
        if (!number(&isInt, &i, &d))
            fail(std::string("unexpected character '") + m_text[m_pos] + "'");
        if (m_lastWasBig) {
            m_lastWasBig = false;
            return PyValue::fromBigInt(BigInt::fromDecimal(m_bigInt));
        }
        return isInt ? PyValue::fromInt(i) : PyValue::fromFloat(d);
    }

    // A JSON number, or Python's NaN / Infinity / -Infinity. An integer beyond int64
    // sets m_lastWasBig and leaves its digits in m_bigInt for value() to make a big int.
    bool number(bool* isInt, std::int64_t* i, double* d)
    {
        if (consume("NaN")) {
            *d = std::numeric_limits<double>::quiet_NaN();
            return true;
        }
        if (consume("Infinity")) {
            *d = std::numeric_limits<double>::infinity();
            return true;
        }
        if (consume("-Infinity")) {
            *d = -std::numeric_limits<double>::infinity();
            return true;
        }
        const std::size_t start = m_pos;
        std::size_t p = m_pos;
        if (p < m_text.size() && m_text[p] == '-')
            ++p;
        const std::size_t digits = p;
        while (p < m_text.size() && m_text[p] >= '0' && m_text[p] <= '9')
            ++p;
        if (p == digits)
            return false;
        bool integral = true;
        if (p < m_text.size() && m_text[p] == '.') {
            integral = false;
            ++p;
            while (p < m_text.size() && m_text[p] >= '0' && m_text[p] <= '9')
                ++p;
        }
        if (p < m_text.size() && (m_text[p] == 'e' || m_text[p] == 'E')) {
            integral = false;
            ++p;
            if (p < m_text.size() && (m_text[p] == '+' || m_text[p] == '-'))
                ++p;
            while (p < m_text.size() && m_text[p] >= '0' && m_text[p] <= '9')
                ++p;
        }
        const char* first = m_text.data() + start;
        const char* last = m_text.data() + p;
        m_pos = p;
        if (integral) {
            const auto r = std::from_chars(first, last, *i);
            if (r.ec == std::errc() && r.ptr == last) {
                *isInt = true;
                return true;
            }
            m_bigInt = std::string(first, last); // beyond int64: the caller decides
            *isInt = false;
            *d = std::strtod(m_bigInt.c_str(), nullptr);
            m_lastWasBig = true;
            return true;
        }
        const auto r = std::from_chars(first, last, *d);
        if (r.ptr != last && r.ec != std::errc::result_out_of_range)
            fail("bad number");
        if (r.ec == std::errc::result_out_of_range)
            *d = std::strtod(std::string(first, last).c_str(), nullptr); // inf or 0, as Python
        *isInt = false;
        return true;
    }

    std::string string()
    {
        ++m_pos;
        std::string out;
        for (;;) {
            if (m_pos >= m_text.size())
                fail("unterminated string");
            const char c = m_text[m_pos++];
            if (c == '"')
                return out;
            if (static_cast<unsigned char>(c) < 0x20)
                fail("control character in a string");
            if (c != '\\') {
                out += c;
                continue;
            }
            if (m_pos >= m_text.size())
                fail("unterminated string");
            const char e = m_text[m_pos++];
            switch (e) {
            case '"':
            case '\\':
            case '/': out += e; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u': Pickle::appendUtf8(out, unicodeEscape()); break;
            default: fail("bad escape in a string");
            }
        }
    }

    std::uint32_t hex4()
    {
        if (m_pos + 4 > m_text.size())
            fail("truncated \\u escape");
        std::uint32_t v = 0;
        for (int k = 0; k < 4; ++k) {
            const char h = m_text[m_pos++];
            v <<= 4;
            if (h >= '0' && h <= '9')
                v |= std::uint32_t(h - '0');
            else if (h >= 'a' && h <= 'f')
                v |= std::uint32_t(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F')
                v |= std::uint32_t(h - 'A' + 10);
            else
                fail("bad \\u escape");
        }
        return v;
    }

    std::uint32_t unicodeEscape()
    {
        const std::uint32_t high = hex4();
        if (high >= 0xD800 && high < 0xDC00 && m_text.substr(m_pos, 2) == "\\u") {
            const std::size_t save = m_pos;
            m_pos += 2;
            const std::uint32_t low = hex4();
            if (low >= 0xDC00 && low < 0xE000)
                return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00);
            m_pos = save;
        }
        return high; // a lone surrogate stays, as Python keeps it
    }

    PyValue object(int depth)
    {
        ++m_pos;
        PyValue dict = PyValue::dict();
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == '}') {
            ++m_pos;
            return dict;
        }
        for (;;) {
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != '"')
                fail("expected a string key");
            PyValue key = PyValue::fromStr(string());
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != ':')
                fail("expected ':'");
            ++m_pos;
            dict.setItem(key, value(depth + 1)); // a repeated key keeps the last value, as Python
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

    // The fast path: numbers of a rectangular nest of lists, flattened, with the shape.
    struct Numeric {
        std::vector<double> doubles;
        std::vector<std::int64_t> ints;
        std::vector<bool> bools;
        bool anyFloat = false, anyInt = false, anyBool = false;
        Shape shape; // list length per nesting level
        int leafLevel = -1; // the level at which numbers sit
    };

    // Returns false (position undefined) when the list is not a rectangular numeric nest.
    bool numericList(Numeric& n, int level, int depth)
    {
        if (depth > MaxDepth)
            return false;
        ++m_pos; // '['
        std::int64_t count = 0;
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == ']') {
            ++m_pos;
            return recordLength(n, level, 0);
        }
        for (;;) {
            skipSpace();
            if (m_pos >= m_text.size())
                return false;
            if (m_text[m_pos] == '[') {
                if (n.leafLevel >= 0 && n.leafLevel <= level)
                    return false; // a list beside numbers: ragged
                if (!numericList(n, level + 1, depth + 1))
                    return false;
            } else {
                if (n.leafLevel < 0)
                    n.leafLevel = level;
                else if (n.leafLevel != level)
                    return false;
                if (!numericLeaf(n))
                    return false;
            }
            ++count;
            skipSpace();
            if (m_pos < m_text.size() && m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_text.size() && m_text[m_pos] == ']') {
                ++m_pos;
                return recordLength(n, level, count);
            }
            return false;
        }
    }

    bool numericLeaf(Numeric& n)
    {
        const bool isTrue = consume("true");
        if (isTrue || consume("false")) {
            n.anyBool = true;
            n.bools.push_back(isTrue);
            n.ints.push_back(isTrue);
            n.doubles.push_back(isTrue);
            return true;
        }
        bool isInt = false;
        std::int64_t i = 0;
        double d = 0;
        m_lastWasBig = false;
        if (!number(&isInt, &i, &d) || m_lastWasBig)
            return false;
        (isInt ? n.anyInt : n.anyFloat) = true;
        n.ints.push_back(i);
        n.doubles.push_back(isInt ? double(i) : d);
        n.bools.push_back(false);
        return true;
    }

    // Every list at one nesting level must have the same length.
    static bool recordLength(Numeric& n, int level, std::int64_t count)
    {
        if (n.shape.size() == std::size_t(level)) {
            n.shape.push_back(count);
            return true;
        }
        return std::size_t(level) < n.shape.size() && n.shape[std::size_t(level)] == count;
    }

    PyValue list(int depth)
    {
        if (!m_options.numericListsAsArrays)
            return genericList(depth);
        const std::size_t start = m_pos;
        Numeric n;
        if (numericList(n, 0, depth) && n.leafLevel >= 0 && n.shape.size() == std::size_t(n.leafLevel) + 1
            && std::size_t(shapeSize(n.shape)) == n.doubles.size()) {
            // np.array's choice: all bools give bool, bools with numbers give ints/floats.
            if (n.anyFloat)
                return PyValue::array(NdArray::fromDoubles(n.doubles, n.shape));
            if (n.anyInt)
                return PyValue::array(NdArray::fromInts(n.ints, n.shape));
            return PyValue::array(NdArray::fromBools(n.bools, n.shape));
        }
        m_pos = start;
        return genericList(depth);
    }

    PyValue genericList(int depth)
    {
        ++m_pos;
        std::vector<PyValue> items;
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == ']') {
            ++m_pos;
            return PyValue::list();
        }
        for (;;) {
            items.push_back(value(depth + 1));
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

    std::string_view m_text;
    const std::string& m_file;
    const JsonOptions& m_options;
    std::int64_t m_base;
    std::size_t m_pos = 0;
    std::string m_bigInt;
    bool m_lastWasBig = false;
};

} // namespace

PyValue parseJson(std::string_view text, const std::string& file, const JsonOptions& options, std::int64_t baseOffset)
{
    return JsonParser(text, file, options, baseOffset).document();
}

} // namespace ReplayScope::Core
