// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// torch's tensor repr, following torch/_tensor_str.py (default print options: precision
// 4, threshold 1000, 3 edge items, 80 columns): one _Formatter per tensor (two for
// complex tensors, real and imaginary parts) sized on the summarised data, the
// elements per line from that width, and suffixes (`dtype=`, `size=`) that wrap to a new
// line past 80 columns as _add_suffixes does.

#include <core/python/arrayformat.h>
#include <core/python/arrayrepr.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace ReplayScope::Core {

namespace {

constexpr int kPrecision = 4;
constexpr std::int64_t kThreshold = 1000;
constexpr std::int64_t kEdgeItems = 3;
constexpr std::size_t kLineWidth = 80;

std::string torchDTypeName(const DType& d)
{
    switch (d.kind()) {
    case DTypeKind::Bool: return "torch.bool";
    case DTypeKind::UInt8: return "torch.uint8";
    case DTypeKind::Int8: return "torch.int8";
    case DTypeKind::Int16: return "torch.int16";
    case DTypeKind::Int32: return "torch.int32";
    case DTypeKind::Int64: return "torch.int64";
    case DTypeKind::Float16: return "torch.float16";
    case DTypeKind::BFloat16: return "torch.bfloat16";
    case DTypeKind::Float32: return "torch.float32";
    case DTypeKind::Complex64: return "torch.complex64";
    case DTypeKind::Complex128: return "torch.complex128";
    default: return "torch.float64";
    }
}

/// Which part of an element a formatter reads.
enum class Part { Whole, Real, Imag };

/// Python's "{:.Nf}" / "{:.Ne}" of a double (nan and inf as Python spells them).
std::string pyFixed(double v, int digits, char mode)
{
    if (std::isnan(v))
        return "nan";
    if (std::isinf(v))
        return v < 0 ? "-inf" : "inf";
    char buf[400];
    const char format[] = {'%', '.', '*', mode, '\0'};
    std::snprintf(buf, sizeof buf, format, digits, v);
    return buf;
}

/// torch's _Formatter over the given elements (flat indices) of one part of a tensor.
class TorchFormatter {
public:
    TorchFormatter(const NdArray& a, Part part, const std::vector<std::int64_t>& elements)
        : m_array(a)
        , m_part(part)
        , m_floating(a.dtype().isFloat() || a.dtype().isComplex())
    {
        if (!m_floating) {
            for (std::int64_t flat : elements)
                m_width = std::max(m_width, plain(flat).size());
            return;
        }
        std::vector<double> values; // nonzero_finite_vals
        for (std::int64_t flat : elements) {
            const double v = value(flat);
            if (std::isfinite(v) && v != 0.0)
                values.push_back(v);
        }
        if (values.empty())
            return;
        double minAbs = std::fabs(values.front());
        double maxAbs = minAbs;
        for (double v : values) {
            minAbs = std::min(minAbs, std::fabs(v));
            maxAbs = std::max(maxAbs, std::fabs(v));
            m_intMode = m_intMode && v == std::ceil(v);
        }
        const bool wide = maxAbs / minAbs > 1000.0 || maxAbs > 1.0e8;
        m_sciMode = m_intMode ? wide : wide || minAbs < 1.0e-4;
        for (double v : values) {
            const std::size_t len = m_sciMode   ? pyFixed(v, kPrecision, 'e').size()
                                    : m_intMode ? pyFixed(v, 0, 'f').size() + 1
                                                : pyFixed(v, kPrecision, 'f').size();
            m_width = std::max(m_width, len);
        }
    }

    std::size_t width() const { return m_width; }

    /// `format(value)`: the element right-aligned to the common width.
    std::string operator()(std::int64_t flat) const
    {
        std::string s;
        if (!m_floating) {
            s = plain(flat);
        } else {
            const double v = value(flat);
            if (m_sciMode) {
                s = pyFixed(v, kPrecision, 'e');
            } else if (m_intMode) {
                s = pyFixed(v, 0, 'f');
                if (std::isfinite(v))
                    s += '.';
            } else {
                s = pyFixed(v, kPrecision, 'f');
            }
        }
        if (s.size() < m_width)
            s.insert(0, m_width - s.size(), ' ');
        return s;
    }

private:
    double value(std::int64_t flat) const
    {
        if (m_part == Part::Whole)
            return m_array.toDouble(flat);
        const auto z = m_array.toComplex(flat);
        return m_part == Part::Real ? z.real() : z.imag();
    }
    std::string plain(std::int64_t flat) const
    {
        if (m_array.dtype().isBool())
            return m_array.toBool(flat) ? "True" : "False";
        return integerElement(m_array, flat);
    }

    NdArray m_array;
    Part m_part;
    bool m_floating;
    bool m_intMode = true;
    bool m_sciMode = false;
    std::size_t m_width = 1;
};

/// The formatters of a tensor: one, or real and imaginary for complex tensors.
struct Formatters {
    TorchFormatter first;
    std::optional<TorchFormatter> imag;

    /// `_val_formatter`: a complex element is real + imag + "j", with "+" unless the
    /// imaginary text starts with a sign.
    std::string operator()(std::int64_t flat) const
    {
        if (!imag)
            return first(flat);
        std::string re = first(flat);
        std::string im = (*imag)(flat) + "j";
        im.erase(0, im.find_first_not_of(' '));
        return im[0] == '+' || im[0] == '-' ? re + im : re + "+" + im;
    }
    std::size_t elementLength() const { return first.width() + 2 + (imag ? imag->width() + 1 : 0); }
};

std::int64_t strideOf(const Shape& shape, std::size_t axis)
{
    std::int64_t stride = 1;
    for (std::size_t k = axis + 1; k < shape.size(); ++k)
        stride *= shape[k];
    return stride;
}

/// The positions printed along an axis of length n: all, or the edge items around -1
/// (the "..." place) when summarising.
std::vector<std::int64_t> positions(std::int64_t n, bool summarise)
{
    std::vector<std::int64_t> out;
    const bool cut = summarise && n > 2 * kEdgeItems;
    for (std::int64_t i = 0; i < n; ++i) {
        if (cut && i >= kEdgeItems && i < n - kEdgeItems) {
            out.push_back(-1);
            i = n - kEdgeItems - 1;
            continue;
        }
        out.push_back(i);
    }
    return out;
}

/// `get_summarized_data`: the flat indices of the elements the formatter looks at.
void summarised(const Shape& shape, std::size_t axis, std::int64_t base, bool summarise, std::vector<std::int64_t>& out)
{
    if (axis == shape.size()) {
        out.push_back(base);
        return;
    }
    const std::int64_t stride = strideOf(shape, axis);
    for (std::int64_t i : positions(shape[axis], summarise))
        if (i >= 0)
            summarised(shape, axis + 1, base + i * stride, summarise, out);
}

std::string tensorBody(const NdArray& a, const Formatters& f, std::size_t axis, std::int64_t base, std::size_t indent,
                       bool summarise)
{
    const Shape& shape = a.shape();
    const std::int64_t stride = strideOf(shape, axis);
    std::vector<std::string> parts;
    if (axis + 1 == shape.size()) {
        // _vector_str
        for (std::int64_t i : positions(shape[axis], summarise))
            parts.push_back(i < 0 ? " ..." : f(base + i * stride));
        const std::size_t perLine =
            std::max<std::size_t>(1, (kLineWidth > indent ? kLineWidth - indent : 0) / f.elementLength());
        std::string out = "[";
        for (std::size_t i = 0; i < parts.size(); ++i) {
            if (i > 0)
                out += (i % perLine == 0) ? ",\n" + std::string(indent + 1, ' ') : ", ";
            out += parts[i];
        }
        return out + "]";
    }
    for (std::int64_t i : positions(shape[axis], summarise))
        parts.push_back(i < 0 ? "..." : tensorBody(a, f, axis + 1, base + i * stride, indent + 1, summarise));
    const std::string sep = "," + std::string(shape.size() - axis - 1, '\n') + std::string(indent + 1, ' ');
    std::string out = "[";
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i ? sep : "") + parts[i];
    return out + "]";
}

/// `_add_suffixes`: each suffix after ", ", or on a new line indented like the body
/// when it would pass 80 columns (torch counts the last line's length plus one).
std::string withSuffixes(std::string text, const std::vector<std::string>& suffixes, std::size_t indent)
{
    const std::size_t newline = text.rfind('\n');
    std::size_t lastLine = newline == std::string::npos ? text.size() + 2 : text.size() - newline + 1;
    for (const std::string& suffix : suffixes) {
        if (lastLine + suffix.size() + 2 > kLineWidth) {
            text += ",\n" + std::string(indent, ' ') + suffix;
            lastLine = indent + suffix.size();
        } else {
            text += ", " + suffix;
            lastLine += suffix.size() + 2;
        }
    }
    return text + ")";
}

} // namespace

std::string torchTensorRepr(const NdArray& a)
{
    const std::string prefix = "tensor(";
    const std::size_t indent = prefix.size();
    const DTypeKind kind = a.dtype().kind();
    std::vector<std::string> suffixes;
    std::string body;
    if (a.size() == 0) {
        if (a.ndim() != 1)
            suffixes.push_back("size=" + shapeToString(a.shape()));
        // No element shows the dtype, so every one but the default float32 is named.
        if (kind != DTypeKind::Float32)
            suffixes.push_back("dtype=" + torchDTypeName(a.dtype()));
        body = "[]";
    } else {
        if (kind != DTypeKind::Float32 && kind != DTypeKind::Complex64 && kind != DTypeKind::Int64
            && kind != DTypeKind::Bool)
            suffixes.push_back("dtype=" + torchDTypeName(a.dtype()));
        const bool summarise = a.size() > kThreshold;
        std::vector<std::int64_t> elements;
        summarised(a.shape(), 0, 0, summarise, elements);
        const bool complex = a.dtype().isComplex();
        const Formatters f{TorchFormatter(a, complex ? Part::Real : Part::Whole, elements),
                           complex ? std::optional<TorchFormatter>(TorchFormatter(a, Part::Imag, elements))
                                   : std::nullopt};
        body = a.ndim() == 0 ? f(0) : tensorBody(a, f, 0, 0, indent, summarise);
    }
    if (a.requiresGrad())
        suffixes.push_back("requires_grad=True");
    return withSuffixes(prefix + body, suffixes, indent);
}

} // namespace ReplayScope::Core
