// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Index::parse: the index text a user types in the UI or on the command line.
#include <core/array/index.h>

#include <core/error.h>

#include <cctype>
#include <charconv>
#include <limits>

namespace ReplayScope::Core {

namespace {

// A recursive-descent parser over the text; every error names the character offset.
class IndexParser {
public:
    explicit IndexParser(std::string_view text)
        : m_text(text)
    {
    }

    Index parse()
    {
        skipSpace();
        if (atEnd())
            fail("empty index");
        // "[:, 1]" is a tuple in brackets, "[0, 3, 9]" an integer list: decide by
        // whether the bracketed text has a top-level slice, ellipsis or None.
        if (peek() == '[' && closingOf(m_pos) == m_text.size() - 1 && bracketHoldsTuple()) {
            ++m_pos;
            Index idx = parseTuple(']');
            expect(']');
            return finish(idx);
        }
        if (peek() == '(' && closingOf(m_pos) == m_text.size() - 1) {
            ++m_pos;
            skipSpace();
            if (peek() == ')') {
                ++m_pos;
                return finish(Index::tuple({}));
            }
            Index idx = parseTuple(')');
            expect(')');
            return finish(Index::tuple(idx.items()));
        }
        return finish(parseTuple('\0'));
    }

private:
    [[noreturn]] void fail(const std::string& message) const
    {
        throw FormatError({}, static_cast<std::int64_t>(m_pos), "invalid index: " + message);
    }
    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text[m_pos]; }
    void skipSpace()
    {
        while (!atEnd() && std::isspace(static_cast<unsigned char>(m_text[m_pos])))
            ++m_pos;
    }
    void expect(char c)
    {
        skipSpace();
        if (peek() != c)
            fail(std::string("expected '") + c + "'");
        ++m_pos;
    }
    bool startsWith(std::string_view word) const { return m_text.substr(m_pos, word.size()) == word; }

    Index finish(Index idx)
    {
        skipSpace();
        if (!atEnd())
            fail(std::string("unexpected '") + peek() + "'");
        return idx;
    }

    // Position of the bracket closing the one at open, or npos.
    std::size_t closingOf(std::size_t open) const
    {
        int depth = 0;
        for (std::size_t i = open; i < m_text.size(); ++i) {
            const char c = m_text[i];
            if (c == '[' || c == '(')
                ++depth;
            else if ((c == ']' || c == ')') && --depth == 0)
                return i;
        }
        return std::string_view::npos;
    }

    bool bracketHoldsTuple() const
    {
        int depth = 0;
        for (std::size_t i = m_pos; i < m_text.size(); ++i) {
            const char c = m_text[i];
            if (c == '[' || c == '(')
                ++depth;
            else if (c == ']' || c == ')')
                --depth;
            else if (depth == 1 && (c == ':' || c == '.' || c == 'N'))
                return true;
        }
        return false;
    }

    // Items separated by commas up to the closing character (or the end).
    Index parseTuple(char close)
    {
        std::vector<IndexItem> items;
        bool trailingComma = false;
        for (;;) {
            skipSpace();
            if (atEnd() || peek() == close)
                break;
            items.push_back(parseItem());
            skipSpace();
            trailingComma = false;
            if (peek() == ',') {
                ++m_pos;
                trailingComma = true;
                continue;
            }
            break;
        }
        if (items.empty())
            fail("expected an index");
        if (items.size() == 1 && !trailingComma)
            return Index(std::move(items.front()));
        return Index::tuple(std::move(items));
    }

    std::optional<std::int64_t> parseOptionalInt()
    {
        skipSpace();
        if (peek() == '-' || peek() == '+' || std::isdigit(static_cast<unsigned char>(peek())))
            return parseInt();
        if (startsWith("None")) {
            m_pos += 4;
            return std::nullopt;
        }
        return std::nullopt;
    }

    std::int64_t parseInt()
    {
        skipSpace();
        const std::size_t start = m_pos;
        bool negative = false;
        if (peek() == '-' || peek() == '+') {
            negative = peek() == '-';
            ++m_pos;
            skipSpace();
        }
        const std::size_t digits = m_pos;
        while (!atEnd() && (std::isdigit(static_cast<unsigned char>(peek())) || peek() == '_'))
            ++m_pos;
        std::string text;
        for (std::size_t i = digits; i < m_pos; ++i) {
            if (m_text[i] != '_')
                text += m_text[i];
        }
        std::uint64_t v = 0;
        const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
        if (text.empty() || r.ec != std::errc()
            || v > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) + (negative ? 1u : 0u)) {
            m_pos = start;
            fail(text.empty() ? "expected an integer" : "integer out of range");
        }
        return negative ? static_cast<std::int64_t>(0 - v) : static_cast<std::int64_t>(v);
    }

    IndexItem parseItem()
    {
        skipSpace();
        if (startsWith("...")) {
            m_pos += 3;
            return EllipsisIndex{};
        }
        if (peek() == '[')
            return parseList();
        if (startsWith("True") || startsWith("False")) {
            const bool v = startsWith("True");
            m_pos += v ? 4 : 5;
            return NdArray::scalarBool(v);
        }
        std::optional<std::int64_t> first;
        if (startsWith("None")) {
            m_pos += 4;
            skipSpace();
            if (peek() != ':')
                return NewAxisIndex{};
        } else if (peek() != ':') {
            first = parseInt();
            skipSpace();
            if (peek() != ':')
                return *first;
        }
        // A slice: first ':' [stop] [':' [step]]
        Slice s;
        s.start = first;
        ++m_pos; // the ':'
        s.stop = parseOptionalInt();
        skipSpace();
        if (peek() == ':') {
            ++m_pos;
            s.step = parseOptionalInt();
            if (s.step && *s.step == 0)
                fail("slice step cannot be zero");
        }
        return s;
    }

    // "[0, 3, -1]", "[True, False]" or nested lists for multi-dimensional index arrays.
    IndexItem parseList()
    {
        std::vector<std::int64_t> ints;
        std::vector<bool> bools;
        Shape shape;
        int kind = 0; // 0 unknown, 1 ints, 2 bools
        parseNested(0, shape, ints, bools, kind);
        const std::size_t n = kind == 2 ? bools.size() : ints.size();
        if (shapeSize(shape) != static_cast<std::int64_t>(n))
            fail("nested lists must have the same depth");
        if (kind == 2)
            return NdArray::fromBools(bools, shape);
        return NdArray::fromInts(ints, shape);
    }

    void parseNested(std::size_t depth, Shape& shape, std::vector<std::int64_t>& ints, std::vector<bool>& bools,
                     int& kind)
    {
        // numpy's limit, which also bounds the recursion (fuzz_index: thousands of '['
        // overflowed the stack; tests/data/index/fuzz/nested-lists-deep.txt).
        constexpr std::size_t MaxDims = 32;
        if (depth >= MaxDims)
            fail("the index array would exceed the maximum number of dimensions of 32");
        const std::size_t open = m_pos;
        ++m_pos; // '['
        std::int64_t count = 0;
        for (;;) {
            skipSpace();
            if (peek() == ']')
                break;
            if (peek() == '[') {
                parseNested(depth + 1, shape, ints, bools, kind);
            } else {
                if (shape.size() > depth + 1) {
                    fail("nested lists must have the same depth");
                }
                if (startsWith("True") || startsWith("False")) {
                    if (kind == 1)
                        fail("cannot mix booleans and integers in an index list");
                    kind = 2;
                    bools.push_back(startsWith("True"));
                    m_pos += bools.back() ? 4 : 5;
                } else {
                    if (kind == 2)
                        fail("cannot mix booleans and integers in an index list");
                    kind = 1;
                    ints.push_back(parseInt());
                }
                if (shape.size() < depth + 1)
                    shape.resize(depth + 1, -1);
            }
            ++count;
            skipSpace();
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            if (peek() != ']')
                fail("expected ',' or ']'");
            break;
        }
        ++m_pos; // ']'
        if (shape.size() < depth + 1)
            shape.resize(depth + 1, -1);
        if (shape[depth] == -1) {
            shape[depth] = count;
        } else if (shape[depth] != count) {
            m_pos = open;
            fail("nested lists must have the same length");
        }
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
};

} // namespace

Index Index::parse(std::string_view text)
{
    return IndexParser(text).parse();
}

} // namespace ReplayScope::Core
