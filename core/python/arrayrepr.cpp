// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// numpy 1.24's array layout (arrayprint.py: _formatArray, _extendLine,
// _extendLine_pretty, _leading_trailing, array_repr, array_str). Widths are counted
// in code points, as Python's len() does.

#include <core/python/arrayformat.h>
#include <core/python/arrayrepr.h>
#include <core/python/pyvalue.h>

#include <algorithm>

namespace ReplayScope::Core {

namespace {

std::string rstrip(const std::string& s)
{
    const auto end = s.find_last_not_of(" \t\n");
    return end == std::string::npos ? std::string() : s.substr(0, end + 1);
}

std::vector<std::string> splitLines(const std::string& s)
{
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start < s.size()) {
        const auto nl = s.find('\n', start);
        if (nl == std::string::npos) {
            out.push_back(s.substr(start));
            break;
        }
        out.push_back(s.substr(start, nl - start));
        start = nl + 1;
    }
    return out;
}

class Layout {
public:
    Layout(const NdArray& a, const ElementFormatter& format, std::string separator, const ArrayPrintOptions& options,
           bool summarise)
        : m_shape(a.shape())
        , m_format(format)
        , m_separator(std::move(separator))
        , m_edge(options.edgeItems)
        , m_summarise(summarise)
    {
        m_cStride.assign(m_shape.size(), 1);
        for (std::size_t k = m_shape.size(); k-- > 1;)
            m_cStride[k - 1] = m_cStride[k] * m_shape[k];
    }

    std::string recurse(std::vector<std::int64_t>& index, const std::string& hanging, int width) const
    {
        const std::size_t axis = index.size();
        const std::size_t axesLeft = m_shape.size() - axis;
        if (axesLeft == 0) {
            std::int64_t flat = 0;
            for (std::size_t k = 0; k < index.size(); ++k)
                flat += index[k] * m_cStride[k];
            return m_format(flat);
        }
        const std::string nextHanging = hanging + " ";
        const int nextWidth = width - 1;
        const std::int64_t n = m_shape[axis];
        const bool showSummary = m_summarise && 2 * m_edge < n;
        const std::int64_t leading = showSummary ? m_edge : 0;
        const std::int64_t trailing = showSummary ? m_edge : n;
        auto child = [&](std::int64_t i) {
            index.push_back(i);
            std::string r = recurse(index, nextHanging, nextWidth);
            index.pop_back();
            return r;
        };

        std::string s;
        if (axesLeft == 1) {
            const int sepWidth = static_cast<int>(pyLen(rstrip(m_separator)));
            const int elemWidth = width - std::max(sepWidth, 1);
            std::string line = hanging;
            for (std::int64_t i = 0; i < leading; ++i) {
                extendPretty(s, line, child(i), elemWidth, hanging);
                line += m_separator;
            }
            if (showSummary) {
                extend(s, line, "...", elemWidth, hanging);
                line += m_separator;
            }
            for (std::int64_t i = trailing; i > 1; --i) {
                extendPretty(s, line, child(n - i), elemWidth, hanging);
                line += m_separator;
            }
            extendPretty(s, line, child(n - 1), elemWidth, hanging);
            s += line;
        } else {
            const std::string lineSep = rstrip(m_separator) + std::string(axesLeft - 1, '\n');
            for (std::int64_t i = 0; i < leading; ++i)
                s += hanging + child(i) + lineSep;
            if (showSummary)
                s += hanging + "..." + lineSep;
            for (std::int64_t i = trailing; i > 1; --i)
                s += hanging + child(n - i) + lineSep;
            s += hanging + child(n - 1);
        }
        return "[" + s.substr(hanging.size()) + "]";
    }

private:
    static void extend(std::string& s, std::string& line, const std::string& word, int width, const std::string& prefix)
    {
        const std::size_t lineLen = pyLen(line);
        bool wrap = static_cast<int>(lineLen + pyLen(word)) > width;
        if (lineLen <= prefix.size()) // wrapping would not help
            wrap = false;
        if (wrap) {
            s += rstrip(line) + "\n";
            line = prefix;
        }
        line += word;
    }

    // A word that is itself several lines (an array inside an object array) is kept
    // as a block: its lines are aligned under its first line.
    static void extendPretty(std::string& s, std::string& line, const std::string& word, int width,
                             const std::string& prefix)
    {
        const std::vector<std::string> words = splitLines(word);
        if (words.size() <= 1) {
            extend(s, line, word, width, prefix);
            return;
        }
        std::size_t maxLen = 0;
        for (const auto& w : words)
            maxLen = std::max(maxLen, pyLen(w));
        std::string indent;
        const std::size_t lineLen = pyLen(line);
        if (static_cast<int>(lineLen + maxLen) > width && lineLen > prefix.size()) {
            s += rstrip(line) + "\n";
            line = prefix + words[0];
            indent = prefix;
        } else {
            indent = std::string(lineLen, ' ');
            line += words[0];
        }
        for (std::size_t i = 1; i < words.size(); ++i) {
            s += rstrip(line) + "\n";
            line = indent + words[i];
        }
        line += std::string(maxLen - pyLen(words.back()), ' ');
    }

    Shape m_shape;
    std::vector<std::int64_t> m_cStride;
    const ElementFormatter& m_format;
    std::string m_separator;
    std::int64_t m_edge;
    bool m_summarise;
};

// _leading_trailing: the flat positions of the elements a summarised print shows.
void collectSample(const Shape& shape, std::size_t axis, std::int64_t base, std::int64_t edge,
                   std::vector<std::int64_t>& out)
{
    if (axis == shape.size()) {
        out.push_back(base);
        return;
    }
    std::int64_t stride = 1;
    for (std::size_t k = axis + 1; k < shape.size(); ++k)
        stride *= shape[k];
    const std::int64_t n = shape[axis];
    for (std::int64_t i = 0; i < n; ++i) {
        if (n > 2 * edge && i >= edge && i < n - edge)
            continue;
        collectSample(shape, axis + 1, base + i * stride, edge, out);
    }
}

// numpy's short type text of one field inside a structured dtype: '<i4', '?', 'S2'.
std::string fieldTypeText(const DType& d);

// numpy's str() of a structured dtype: the list form when fields are packed in order,
// else the dict form with names, formats, offsets and itemsize.
std::string structuredDescr(const DType& d)
{
    const auto& fields = d.fields();
    std::size_t end = 0;
    bool packed = true;
    for (const DTypeField& f : fields) {
        packed = packed && f.offset == end;
        end = f.offset + f.type.itemSize();
    }
    packed = packed && end == d.itemSize();
    std::string out;
    if (packed) {
        out = "[";
        for (std::size_t i = 0; i < fields.size(); ++i)
            out += (i ? ", (" : "(") + pyStrRepr(fields[i].name) + ", " + fieldTypeText(fields[i].type) + ")";
        return out + "]";
    }
    std::string names, formats, offsets;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const char* sep = i ? ", " : "";
        names += sep + pyStrRepr(fields[i].name);
        formats += sep + fieldTypeText(fields[i].type);
        offsets += sep + std::to_string(fields[i].offset);
    }
    return "{'names': [" + names + "], 'formats': [" + formats + "], 'offsets': [" + offsets
           + "], 'itemsize': " + std::to_string(d.itemSize()) + "}";
}

std::string fieldTypeText(const DType& d)
{
    const char order = d.byteOrder() == ByteOrder::Big ? '>' : d.byteOrder() == ByteOrder::Little ? '<' : '|';
    switch (d.kind()) {
    case DTypeKind::Structured: return structuredDescr(d);
    case DTypeKind::Bool: return "'?'";
    case DTypeKind::Object: return "'O'";
    case DTypeKind::Bytes: return "'S" + std::to_string(d.itemSize()) + "'";
    case DTypeKind::Void: return "'V" + std::to_string(d.itemSize()) + "'";
    case DTypeKind::Unicode:
        return std::string("'") + (order == '>' ? '>' : '<') + "U" + std::to_string(d.charCount()) + "'";
    default:
        return std::string("'") + (d.itemSize() == 1 ? '|' : order) + d.kindChar() + std::to_string(d.itemSize()) + "'";
    }
}

} // namespace

std::string arrayToString(const NdArray& a, const std::string& separator, const std::string& prefix,
                          const ArrayPrintOptions& options)
{
    const bool summarise = a.size() > options.threshold;
    std::vector<std::int64_t> sample;
    if (summarise) {
        collectSample(a.shape(), 0, 0, options.edgeItems, sample);
    } else {
        sample.resize(static_cast<std::size_t>(a.size()));
        for (std::size_t i = 0; i < sample.size(); ++i)
            sample[i] = static_cast<std::int64_t>(i);
    }
    const auto format = makeElementFormatter(a, sample);
    const Layout layout(a, *format, separator, options, summarise);
    std::vector<std::int64_t> index;
    return layout.recurse(index, " " + std::string(pyLen(prefix), ' '), options.lineWidth);
}

std::string NdArray::repr() const
{
    if (isTorch())
        return torchTensorRepr(*this);
    const bool skipDType = dtypeIsImplied(dtype()) && size() > 0;
    const std::string prefix = "array(";
    const std::string suffix = skipDType ? ")" : ",";
    ArrayPrintOptions options;
    std::string body;
    if (size() > 0) {
        options.lineWidth -= static_cast<int>(suffix.size());
        body = arrayToString(*this, ", ", prefix, options);
    } else if (shape() == Shape{0}) {
        body = "[]";
    } else {
        body = "[], shape=" + shapeToString(shape());
    }
    std::string out = prefix + body + suffix;
    if (skipDType)
        return out;
    const std::string dtypeText = "dtype=" + dtypeShortRepr(dtype()) + ")";
    const auto lastNewline = out.rfind('\n');
    const std::size_t lastLineLen = pyLen(lastNewline == std::string::npos ? out : out.substr(lastNewline + 1));
    if (static_cast<int>(lastLineLen + dtypeText.size() + 1) > ArrayPrintOptions().lineWidth)
        out += "\n" + std::string(prefix.size(), ' ');
    else
        out += " ";
    return out + dtypeText;
}

std::string NdArray::str() const
{
    if (ndim() == 0)
        return numpyScalarStr(*this);
    if (size() == 0)
        return "[]";
    return arrayToString(*this, " ", "");
}

bool dtypeIsImplied(const DType& dtype)
{
    switch (dtype.kind()) {
    case DTypeKind::Bool:
    case DTypeKind::Int64:
    case DTypeKind::Float64:
    case DTypeKind::Complex128: return true;
    default: return false;
    }
}

std::string dtypeShortRepr(const DType& dtype)
{
    switch (dtype.kind()) {
    case DTypeKind::Structured: return structuredDescr(dtype);
    case DTypeKind::Unicode:
    case DTypeKind::Bytes:
    case DTypeKind::Void: return "'" + dtype.str() + "'";
    case DTypeKind::Object: return "object";
    default: return dtype.name();
    }
}

std::string numpyDTypeRepr(const DType& dtype)
{
    const bool big = dtype.byteOrder() == ByteOrder::Big;
    std::string text;
    switch (dtype.kind()) {
    case DTypeKind::Structured: return "dtype(" + structuredDescr(dtype) + ")";
    case DTypeKind::Object: text = "O"; break;
    case DTypeKind::Bytes: text = "S" + std::to_string(dtype.itemSize()); break;
    case DTypeKind::Void: text = "V" + std::to_string(dtype.itemSize()); break;
    case DTypeKind::Unicode: text = std::string(big ? ">" : "<") + "U" + std::to_string(dtype.charCount()); break;
    default: text = big && dtype.itemSize() > 1 ? dtype.typeString() : dtype.name(); break;
    }
    return "dtype('" + text + "')";
}

std::string numpyScalarRepr(const NdArray& a)
{
    const DType& d = a.dtype();
    if (d.isBool())
        return a.toBool(0) ? "True" : "False";
    if (d.isInteger())
        return integerElement(a, 0);
    if (d.isFloat())
        return numpyScalarFloatRepr(a.toDouble(0), floatWidthOf(d));
    if (d.isComplex())
        return numpyScalarComplexRepr(a.toComplex(0), floatWidthOf(d));
    switch (d.kind()) {
    case DTypeKind::Unicode: return pyStrRepr(unicodeElement(a, 0));
    case DTypeKind::Bytes: return pyBytesRepr(bytesElement(a, 0, false));
    case DTypeKind::Void: return "void(" + pyBytesRepr(bytesElement(a, 0, true)) + ")";
    case DTypeKind::Structured: return (*makeElementFormatter(a, {0}))(0);
    default: return a.storage()->object(static_cast<std::size_t>(a.byteOffsetOf(0) / 8)).repr();
    }
}

std::string numpyScalarStr(const NdArray& a)
{
    switch (a.dtype().kind()) {
    case DTypeKind::Unicode: return unicodeElement(a, 0);
    case DTypeKind::Void: return pyBytesRepr(bytesElement(a, 0, true));
    case DTypeKind::Object: return a.storage()->object(static_cast<std::size_t>(a.byteOffsetOf(0) / 8)).str();
    default: return numpyScalarRepr(a);
    }
}

} // namespace ReplayScope::Core
