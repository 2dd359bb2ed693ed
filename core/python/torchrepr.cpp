// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// torch's tensor repr (torch/_tensor_str.py), approximated: one common element width,
// "{:.4f}" or "{:.4e}" for non-integral floats, "1." for integral ones, 80 columns,
// summarisation above 1000 elements with 3 edge items.

#include <core/python/arrayformat.h>
#include <core/python/arrayrepr.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ReplayScope::Core {

namespace {

std::string torchDTypeName(const DType& d)
{
    switch (d.kind()) {
    case DTypeKind::Bool:
        return "torch.bool";
    case DTypeKind::UInt8:
        return "torch.uint8";
    case DTypeKind::Int8:
        return "torch.int8";
    case DTypeKind::Int16:
        return "torch.int16";
    case DTypeKind::Int32:
        return "torch.int32";
    case DTypeKind::Int64:
        return "torch.int64";
    case DTypeKind::Float16:
        return "torch.float16";
    case DTypeKind::BFloat16:
        return "torch.bfloat16";
    case DTypeKind::Float32:
        return "torch.float32";
    case DTypeKind::Complex64:
        return "torch.complex64";
    case DTypeKind::Complex128:
        return "torch.complex128";
    default:
        return "torch.float64";
    }
}

class TorchFormatter
{
public:
    TorchFormatter(const NdArray& a, const std::vector<std::int64_t>& sample)
        : m_array(a)
    {
        const DType& d = a.dtype();
        m_float = d.isFloat();
        if (m_float) {
            double maxAbs = 0.0;
            double minAbs = 0.0;
            bool any = false;
            for (std::int64_t flat : sample) {
                const double v = a.toDouble(flat);
                if (!std::isfinite(v))
                    continue;
                m_intMode = m_intMode && v == std::floor(v);
                if (v == 0.0)
                    continue;
                maxAbs = any ? std::max(maxAbs, std::fabs(v)) : std::fabs(v);
                minAbs = any ? std::min(minAbs, std::fabs(v)) : std::fabs(v);
                any = true;
            }
            if (any)
                m_sciMode = maxAbs / minAbs > 1000.0 || maxAbs > 1.e8 || (!m_intMode && minAbs < 1.e-4);
            if (m_intMode && any && maxAbs > 1.e8)
                m_sciMode = true;
        }
        for (std::int64_t flat : sample)
            m_width = std::max(m_width, raw(flat).size());
    }

    std::string operator()(std::int64_t flat) const
    {
        std::string s = raw(flat);
        if (s.size() < m_width)
            s.insert(0, m_width - s.size(), ' ');
        return s;
    }
    std::size_t width() const { return m_width; }

private:
    std::string raw(std::int64_t flat) const
    {
        const DType& d = m_array.dtype();
        if (d.isBool())
            return m_array.toBool(flat) ? "True" : "False";
        if (d.isInteger())
            return integerElement(m_array, flat);
        const double v = d.isComplex() ? m_array.toComplex(flat).real() : m_array.toDouble(flat);
        if (std::isnan(v))
            return "nan";
        if (std::isinf(v))
            return v < 0 ? "-inf" : "inf";
        char buf[64];
        if (m_sciMode)
            std::snprintf(buf, sizeof buf, "%.4e", v);
        else if (m_intMode)
            std::snprintf(buf, sizeof buf, "%.0f.", v);
        else
            std::snprintf(buf, sizeof buf, "%.4f", v);
        return buf;
    }

    NdArray m_array;
    bool m_float = false;
    bool m_intMode = true;
    bool m_sciMode = false;
    std::size_t m_width = 0;
};

std::string tensorBody(const NdArray& a, const TorchFormatter& f, std::size_t axis, std::int64_t base, int indent,
                       bool summarise)
{
    const Shape& shape = a.shape();
    std::int64_t stride = 1;
    for (std::size_t k = axis + 1; k < shape.size(); ++k)
        stride *= shape[k];
    const std::int64_t n = shape[axis];
    std::vector<std::int64_t> rows;
    for (std::int64_t i = 0; i < n; ++i) {
        if (summarise && n > 6 && i >= 3 && i < n - 3) {
            if (i == 3)
                rows.push_back(-1);
            continue;
        }
        rows.push_back(i);
    }
    std::vector<std::string> parts;
    if (axis + 1 == shape.size()) {
        for (std::int64_t i : rows)
            parts.push_back(i < 0 ? "..." : f(base + i * stride));
        const std::size_t perLine = std::max<std::size_t>(1, static_cast<std::size_t>(std::max(1, 80 - indent))
                                                                 / (f.width() + 2));
        std::string out = "[";
        for (std::size_t i = 0; i < parts.size(); ++i) {
            if (i > 0)
                out += (i % perLine == 0) ? ",\n" + std::string(static_cast<std::size_t>(indent) + 1, ' ') : ", ";
            out += parts[i];
        }
        return out + "]";
    }
    for (std::int64_t i : rows)
        parts.push_back(i < 0 ? "..." : tensorBody(a, f, axis + 1, base + i * stride, indent + 1, summarise));
    std::string sep = "," + std::string(shape.size() - axis - 1, '\n') + std::string(static_cast<std::size_t>(indent) + 1, ' ');
    std::string out = "[";
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i ? sep : "") + parts[i];
    return out + "]";
}

} // namespace

std::string torchTensorRepr(const NdArray& a)
{
    const bool summarise = a.size() > 1000;
    // The formatter is sized on the printed elements; for long tensors the ends are a
    // close enough stand-in for torch's edge items.
    std::vector<std::int64_t> sample;
    for (std::int64_t i = 0; i < a.size(); ++i) {
        if (summarise && i >= 500 && i < a.size() - 500)
            i = a.size() - 500;
        sample.push_back(i);
    }
    const TorchFormatter f(a, sample);
    std::string body;
    if (a.ndim() == 0)
        body = f(0);
    else if (a.size() == 0)
        body = "[]";
    else
        body = tensorBody(a, f, 0, 0, 7, summarise);
    std::string out = "tensor(" + body;
    if (a.size() == 0 && a.ndim() > 1)
        out += ", size=" + shapeToString(a.shape());
    const DTypeKind k = a.dtype().kind();
    if (k != DTypeKind::Float32 && k != DTypeKind::Int64 && k != DTypeKind::Bool)
        out += ", dtype=" + torchDTypeName(a.dtype());
    if (a.requiresGrad())
        out += ", requires_grad=True";
    return out + ")";
}

} // namespace ReplayScope::Core
