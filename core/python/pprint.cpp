// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// `pprint.pformat` as CPython 3.11's PrettyPrinter does it with default options
// (indent 1, width 80, sort_dicts, not compact). The structure follows pprint.py's
// _format / _safe_repr / _pprint_* so that wrapping decisions match exactly.

#include <core/python/pyvalue.h>

#include <algorithm>
#include <optional>

namespace ReplayScope::Core {

namespace {

using Kind = PyValue::Kind;

// Python's `a < b` for the kinds pprint meets as dict keys and set members; nullopt
// where Python raises TypeError.
std::optional<bool> pyLess(const PyValue& a, const PyValue& b)
{
    const bool aNum = a.isNumber() && a.kind() != Kind::Complex;
    const bool bNum = b.isNumber() && b.kind() != Kind::Complex;
    if (aNum && bNum) {
        if (a.kind() == Kind::Scalar && a.asArray().dtype().isComplex())
            return std::nullopt;
        if (b.kind() == Kind::Scalar && b.asArray().dtype().isComplex())
            return std::nullopt;
        const bool aInt = a.kind() == Kind::Int || a.kind() == Kind::Bool;
        const bool bInt = b.kind() == Kind::Int || b.kind() == Kind::Bool;
        if (aInt && bInt)
            return a.asInt() < b.asInt();
        return static_cast<long double>(a.asDouble()) < static_cast<long double>(b.asDouble());
    }
    if (a.kind() != b.kind())
        return std::nullopt;
    switch (a.kind()) {
    case Kind::Str:
    case Kind::Bytes: return a.asString() < b.asString(); // UTF-8 byte order is code point order
    case Kind::List:
    case Kind::Tuple: {
        const auto& x = a.items();
        const auto& y = b.items();
        for (std::size_t i = 0; i < x.size() && i < y.size(); ++i)
            if (!x[i].pyEquals(y[i]))
                return pyLess(x[i], y[i]);
        return x.size() < y.size();
    }
    case Kind::Set:
    case Kind::FrozenSet: return false; // subset order; never an error
    default: return std::nullopt;
    }
}

// str(type(x)), pprint's fallback order for values that do not compare.
std::string typeText(const PyValue& v)
{
    switch (v.kind()) {
    case Kind::Array: return v.asArray().isTorch() ? "<class 'torch.Tensor'>" : "<class 'numpy.ndarray'>";
    case Kind::Scalar: return "<class 'numpy." + v.typeName() + "'>";
    case Kind::Batch: return "<class 'tianshou.data.batch." + v.typeName() + "'>";
    case Kind::Object:
        return v.asObject() ? "<class '" + v.asObject()->cls.module + "." + v.asObject()->cls.name + "'>"
                            : "<class 'object'>";
    default: return "<class '" + v.typeName() + "'>";
    }
}

// pprint's _safe_key ordering.
bool safeKeyLess(const PyValue& a, const PyValue& b)
{
    if (auto r = pyLess(a, b))
        return *r;
    return typeText(a) < typeText(b);
}

bool isSpace(std::uint32_t c)
{
    return c == ' ' || (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x1F) || c == 0x85 || c == 0xA0 || c == 0x1680
           || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

bool isLineBreak(std::uint32_t c)
{
    return c == '\n' || c == '\r' || c == 0x0B || c == 0x0C || (c >= 0x1C && c <= 0x1E) || c == 0x85 || c == 0x2028
           || c == 0x2029;
}

// Decodes the code point at byte i (UTF-8 assumed valid enough) and advances i.
std::uint32_t decode(std::string_view s, std::size_t& i)
{
    const auto b0 = static_cast<std::uint8_t>(s[i]);
    std::size_t len = b0 < 0x80 ? 1 : (b0 & 0xE0) == 0xC0 ? 2 : (b0 & 0xF0) == 0xE0 ? 3 : (b0 & 0xF8) == 0xF0 ? 4 : 1;
    if (i + len > s.size())
        len = 1;
    std::uint32_t cp = len == 1 ? b0 : (b0 & (0x7Fu >> len));
    for (std::size_t k = 1; k < len; ++k)
        cp = (cp << 6) | (static_cast<std::uint8_t>(s[i + k]) & 0x3Fu);
    i += len;
    return cp;
}

// str.splitlines(keepends=True).
std::vector<std::string> splitLinesKeepEnds(std::string_view s)
{
    std::vector<std::string> out;
    std::size_t start = 0;
    for (std::size_t i = 0; i < s.size();) {
        const std::uint32_t c = decode(s, i);
        if (!isLineBreak(c))
            continue;
        if (c == '\r' && i < s.size() && s[i] == '\n')
            ++i;
        out.emplace_back(s.substr(start, i - start));
        start = i;
    }
    if (start < s.size())
        out.emplace_back(s.substr(start));
    return out;
}

// re.findall(r'\S*\s*', line) without the final empty match.
std::vector<std::string> wordsWithSpaces(std::string_view s)
{
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < s.size()) {
        const std::size_t start = i;
        std::size_t j = i;
        while (j < s.size()) {
            std::size_t k = j;
            if (isSpace(decode(s, k)))
                break;
            j = k;
        }
        while (j < s.size()) {
            std::size_t k = j;
            if (!isSpace(decode(s, k)))
                break;
            j = k;
        }
        out.emplace_back(s.substr(start, j - start));
        i = j;
    }
    return out;
}

class PrettyPrinter {
    using Items = PyValue::Items;

public:
    explicit PrettyPrinter(int width)
        : m_width(width)
    {
    }

    void format(const PyValue& v, int indent, int allowance, int level)
    {
        if (inContext(v)) {
            m_out += recursionText(v);
            return;
        }
        const std::string rep = safeRepr(v, level);
        const int maxWidth = m_width - indent - allowance;
        if (static_cast<int>(pyLen(rep)) > maxWidth && dispatchable(v.kind())) {
            m_context.push_back(v.identity());
            dispatch(v, indent, allowance, level + 1);
            m_context.pop_back();
            return;
        }
        m_out += rep;
    }

    std::string result() { return std::move(m_out); }

private:
    static bool dispatchable(Kind k)
    {
        switch (k) {
        case Kind::Dict:
        case Kind::List:
        case Kind::Tuple:
        case Kind::Set:
        case Kind::FrozenSet:
        case Kind::Str:
        case Kind::Bytes:
        case Kind::ByteArray: return true;
        default: return false;
        }
    }

    bool inContext(const PyValue& v) const
    {
        return v.identity() && std::find(m_context.begin(), m_context.end(), v.identity()) != m_context.end();
    }

    static std::string recursionText(const PyValue& v)
    {
        // Python prints the object's id, which has no meaning outside the process.
        return "<Recursion on " + v.typeName() + " with id=0>";
    }

    static Items sortedItems(const PyValue& dict)
    {
        Items items = dict.dictItems();
        std::stable_sort(items.begin(), items.end(),
                         [](const auto& x, const auto& y) { return safeKeyLess(x.first, y.first); });
        return items;
    }

    // _safe_repr: repr() except that dicts are sorted at every depth.
    std::string safeRepr(const PyValue& v, int level)
    {
        const Kind k = v.kind();
        if (k != Kind::Dict && k != Kind::List && k != Kind::Tuple)
            return v.repr();
        if (k == Kind::Dict && v.dictItems().empty())
            return "{}";
        if (k == Kind::List && v.items().empty())
            return "[]";
        if (k == Kind::Tuple && v.items().empty())
            return "()";
        if (inContext(v))
            return recursionText(v);
        m_context.push_back(v.identity());
        std::string inner;
        if (k == Kind::Dict) {
            for (const auto& [key, value] : sortedItems(v)) {
                if (!inner.empty())
                    inner += ", ";
                inner += safeRepr(key, level + 1) + ": " + safeRepr(value, level + 1);
            }
        } else {
            for (const PyValue& item : v.items()) {
                if (!inner.empty())
                    inner += ", ";
                inner += safeRepr(item, level + 1);
            }
        }
        m_context.pop_back();
        if (k == Kind::Dict)
            return "{" + inner + "}";
        if (k == Kind::List)
            return "[" + inner + "]";
        return v.items().size() == 1 ? "(" + inner + ",)" : "(" + inner + ")";
    }

    void dispatch(const PyValue& v, int indent, int allowance, int level)
    {
        switch (v.kind()) {
        case Kind::Dict:
            m_out += '{';
            formatDictItems(sortedItems(v), indent, allowance + 1, level);
            m_out += '}';
            break;
        case Kind::List:
            m_out += '[';
            formatItems(v.items(), indent, allowance + 1, level);
            m_out += ']';
            break;
        case Kind::Tuple: {
            const std::string end = v.items().size() == 1 ? ",)" : ")";
            m_out += '(';
            formatItems(v.items(), indent, allowance + static_cast<int>(end.size()), level);
            m_out += end;
            break;
        }
        case Kind::Set:
        case Kind::FrozenSet: {
            if (v.items().empty()) {
                m_out += v.repr();
                break;
            }
            std::string end = "}";
            if (v.kind() == Kind::Set) {
                m_out += '{';
            } else {
                m_out += "frozenset({";
                end = "})";
                indent += 10;
            }
            std::vector<PyValue> sorted = v.items();
            std::stable_sort(sorted.begin(), sorted.end(), safeKeyLess);
            formatItems(sorted, indent, allowance + static_cast<int>(end.size()), level);
            m_out += end;
            break;
        }
        case Kind::Str: formatStr(v.asString(), indent, allowance, level); break;
        case Kind::Bytes: formatBytes(v.asString(), indent, allowance, level); break;
        case Kind::ByteArray:
            m_out += "bytearray(";
            formatBytes(v.asString(), indent + 10, allowance + 1, level + 1);
            m_out += ')';
            break;
        default: m_out += v.repr(); break;
        }
    }

    void formatDictItems(const Items& items, int indent, int allowance, int level)
    {
        indent += 1;
        const std::string delim = ",\n" + std::string(static_cast<std::size_t>(indent), ' ');
        for (std::size_t i = 0; i < items.size(); ++i) {
            const bool last = i + 1 == items.size();
            const std::string rep = safeRepr(items[i].first, level);
            m_out += rep + ": ";
            format(items[i].second, indent + static_cast<int>(pyLen(rep)) + 2, last ? allowance : 1, level);
            if (!last)
                m_out += delim;
        }
    }

    void formatItems(const std::vector<PyValue>& items, int indent, int allowance, int level)
    {
        indent += 1;
        const std::string delim = ",\n" + std::string(static_cast<std::size_t>(indent), ' ');
        for (std::size_t i = 0; i < items.size(); ++i) {
            const bool last = i + 1 == items.size();
            if (i > 0)
                m_out += delim;
            format(items[i], indent, last ? allowance : 1, level);
        }
    }

    void formatStr(std::string_view s, int indent, int allowance, int level)
    {
        if (s.empty()) {
            m_out += pyStrRepr(s);
            return;
        }
        std::vector<std::string> chunks;
        const std::vector<std::string> lines = splitLinesKeepEnds(s);
        if (level == 1) {
            indent += 1;
            allowance += 1;
        }
        const int maxWidth = m_width - indent;
        int maxWidth1 = maxWidth;
        std::string rep;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            rep = pyStrRepr(lines[i]);
            const bool lastLine = i + 1 == lines.size();
            if (lastLine)
                maxWidth1 -= allowance;
            if (static_cast<int>(pyLen(rep)) <= maxWidth1) {
                chunks.push_back(rep);
                continue;
            }
            const std::vector<std::string> parts = wordsWithSpaces(lines[i]);
            int maxWidth2 = maxWidth;
            std::string current;
            for (std::size_t j = 0; j < parts.size(); ++j) {
                const std::string candidate = current + parts[j];
                if (j + 1 == parts.size() && lastLine)
                    maxWidth2 -= allowance;
                if (static_cast<int>(pyLen(pyStrRepr(candidate))) > maxWidth2) {
                    if (!current.empty())
                        chunks.push_back(pyStrRepr(current));
                    current = parts[j];
                } else {
                    current = candidate;
                }
            }
            if (!current.empty())
                chunks.push_back(pyStrRepr(current));
        }
        if (chunks.size() == 1) {
            m_out += rep;
            return;
        }
        if (level == 1)
            m_out += '(';
        for (std::size_t i = 0; i < chunks.size(); ++i) {
            if (i > 0)
                m_out += "\n" + std::string(static_cast<std::size_t>(indent), ' ');
            m_out += chunks[i];
        }
        if (level == 1)
            m_out += ')';
    }

    void formatBytes(std::string_view b, int indent, int allowance, int level)
    {
        if (b.size() <= 4) {
            m_out += pyBytesRepr(b);
            return;
        }
        const bool parens = level == 1;
        if (parens) {
            indent += 1;
            allowance += 1;
            m_out += '(';
        }
        // _wrap_bytes_repr: 4-byte groups joined while the repr fits.
        std::vector<std::string> reps;
        int width = m_width - indent;
        const std::size_t lastGroup = b.size() / 4 * 4;
        std::string current;
        for (std::size_t i = 0; i < b.size(); i += 4) {
            const std::string_view part = b.substr(i, 4);
            const std::string candidate = current + std::string(part);
            if (i == lastGroup)
                width -= allowance;
            if (static_cast<int>(pyBytesRepr(candidate).size()) > width) {
                if (!current.empty())
                    reps.push_back(pyBytesRepr(current));
                current = std::string(part);
            } else {
                current = candidate;
            }
        }
        if (!current.empty())
            reps.push_back(pyBytesRepr(current));
        for (std::size_t i = 0; i < reps.size(); ++i) {
            if (i > 0)
                m_out += "\n" + std::string(static_cast<std::size_t>(indent), ' ');
            m_out += reps[i];
        }
        if (parens)
            m_out += ')';
    }

    int m_width;
    std::string m_out;
    std::vector<const void*> m_context;
};

} // namespace

std::string pformat(const PyValue& value, int width)
{
    PrettyPrinter printer(width);
    printer.format(value, 0, 0, 0);
    return printer.result();
}

} // namespace ReplayScope::Core
