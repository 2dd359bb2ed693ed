// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// numpy 1.24's per-element formatters (arrayprint.py: BoolFormat, IntegerFormat,
// FloatingFormat, ComplexFloatingFormat, repr_format, _object_format,
// StructuredVoidFormat), re-implemented on NdArray.

#include <core/python/arrayformat.h>
#include <core/python/pyvalue.h>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace ReplayScope::Core {

FloatingFormat::FloatingFormat(const std::vector<double>& data, FloatWidth width, char sign)
    : m_width(width)
    , m_sign(sign)
{
    std::vector<double> finite;
    bool anyNonFinite = false;
    bool anyNegInf = false;
    for (double x : data) {
        if (std::isfinite(x))
            finite.push_back(x);
        else {
            anyNonFinite = true;
            anyNegInf = anyNegInf || (std::isinf(x) && x < 0);
        }
    }
    double maxVal = 0.0;
    double minVal = 0.0;
    bool anyNonZero = false;
    for (double x : finite) {
        if (x == 0.0)
            continue;
        const double m = std::fabs(x);
        maxVal = anyNonZero ? std::max(maxVal, m) : m;
        minVal = anyNonZero ? std::min(minVal, m) : m;
        anyNonZero = true;
    }
    if (anyNonZero)
        m_expFormat = maxVal >= 1.e8 || minVal < 0.0001 || maxVal / minVal > 1000.;

    const bool forceSign = m_sign == '+';
    if (finite.empty()) {
        m_padLeft = 0;
        m_padRight = 0;
        m_trim = '.';
        m_expSize = -1;
        m_minDigits = -1;
    } else if (m_expFormat) {
        Dragon4Options o;
        o.precision = m_precision;
        o.sign = forceSign;
        int maxInt = 0;
        int maxFrac = 0;
        int maxExp = 0;
        for (double x : finite) {
            const std::string s = dragon4Scientific(x, m_width, o);
            const auto e = s.find('e');
            const auto point = s.find('.');
            maxInt = std::max(maxInt, static_cast<int>(point));
            maxFrac = std::max(maxFrac, static_cast<int>(e - point - 1));
            maxExp = std::max(maxExp, static_cast<int>(s.size() - e - 1));
        }
        m_expSize = maxExp - 1;
        m_trim = 'k';
        m_precision = maxFrac;
        m_minDigits = maxFrac;
        m_padLeft = maxInt;
        m_padRight = m_expSize + 2 + m_precision;
    } else {
        Dragon4Options o;
        o.precision = m_precision;
        o.sign = forceSign;
        int maxInt = 0;
        int maxFrac = 0;
        for (double x : finite) {
            const std::string s = dragon4Positional(x, m_width, o);
            const auto point = s.find('.');
            maxInt = std::max(maxInt, static_cast<int>(point));
            maxFrac = std::max(maxFrac, static_cast<int>(s.size() - point - 1));
        }
        m_padLeft = maxInt;
        m_padRight = maxFrac;
        m_expSize = -1;
        m_trim = '.';
        m_minDigits = 0;
    }
    if (anyNonFinite) {
        const int negInf = (m_sign != '-' || anyNegInf) ? 1 : 0;
        const int offset = m_padRight + 1;
        m_padLeft = std::max({m_padLeft, 3 - offset, 3 + negInf - offset});
    }
}

std::string FloatingFormat::operator()(double x) const
{
    if (!std::isfinite(x)) {
        std::string ret;
        if (std::isnan(x))
            ret = std::string(m_sign == '+' ? "+" : "") + "nan";
        else
            ret = std::string(x < 0 ? "-" : (m_sign == '+' ? "+" : "")) + "inf";
        const int width = m_padLeft + m_padRight + 1;
        if (width > static_cast<int>(ret.size()))
            ret.insert(0, static_cast<std::size_t>(width) - ret.size(), ' ');
        return ret;
    }
    Dragon4Options o;
    o.precision = m_precision;
    o.minDigits = m_minDigits;
    o.unique = m_unique;
    o.trim = m_trim;
    o.sign = m_sign == '+';
    o.padLeft = m_padLeft;
    if (m_expFormat) {
        o.expDigits = m_expSize;
        return dragon4Scientific(x, m_width, o);
    }
    o.padRight = m_padRight;
    return dragon4Positional(x, m_width, o);
}

FloatWidth floatWidthOf(const DType& dtype)
{
    switch (dtype.kind()) {
    case DTypeKind::Float16: return FloatWidth::Half;
    case DTypeKind::BFloat16:
    case DTypeKind::Float32:
    case DTypeKind::Complex64: return FloatWidth::Single;
    default: return FloatWidth::Double;
    }
}

namespace {

// Reads an unsigned integer of n bytes honouring the dtype's byte order.
std::uint64_t readUnsigned(const std::byte* p, std::size_t n, bool bigEndian)
{
    std::uint64_t v = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t at = bigEndian ? i : n - 1 - i;
        v = (v << 8) | static_cast<std::uint8_t>(p[at]);
    }
    return v;
}

void appendUtf8(std::string& out, std::uint32_t cp)
{
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

const PyValue& objectElement(const NdArray& a, std::int64_t flat)
{
    return a.storage()->object(static_cast<std::size_t>(a.byteOffsetOf(flat) / 8));
}

class BoolFormat final : public ElementFormatter {
public:
    explicit BoolFormat(const NdArray& a)
        : m_array(a)
        , m_true(a.ndim() == 0 ? "True" : " True")
    {
    }
    std::string operator()(std::int64_t flat) const override { return m_array.toBool(flat) ? m_true : "False"; }

private:
    NdArray m_array;
    std::string m_true;
};

class IntegerFormat final : public ElementFormatter {
public:
    IntegerFormat(const NdArray& a, const std::vector<std::int64_t>& sample)
        : m_array(a)
    {
        // numpy pads to the longer of str(max) and str(min); every element's text is
        // at most that long, so the longest text gives the same width.
        for (std::int64_t flat : sample)
            m_width = std::max(m_width, integerElement(a, flat).size());
    }
    std::string operator()(std::int64_t flat) const override
    {
        std::string s = integerElement(m_array, flat);
        if (s.size() < m_width)
            s.insert(0, m_width - s.size(), ' ');
        return s;
    }

private:
    NdArray m_array;
    std::size_t m_width = 0;
};

class FloatFormat final : public ElementFormatter {
public:
    FloatFormat(const NdArray& a, const std::vector<std::int64_t>& sample)
        : m_array(a)
        , m_format(values(a, sample), floatWidthOf(a.dtype()))
    {
    }
    std::string operator()(std::int64_t flat) const override { return m_format(m_array.toDouble(flat)); }

private:
    static std::vector<double> values(const NdArray& a, const std::vector<std::int64_t>& sample)
    {
        std::vector<double> out;
        out.reserve(sample.size());
        for (std::int64_t flat : sample)
            out.push_back(a.toDouble(flat));
        return out;
    }
    NdArray m_array;
    FloatingFormat m_format;
};

class ComplexFormat final : public ElementFormatter {
public:
    ComplexFormat(const NdArray& a, const std::vector<std::int64_t>& sample)
        : m_array(a)
        , m_real(parts(a, sample, false), floatWidthOf(a.dtype()))
        , m_imag(parts(a, sample, true), floatWidthOf(a.dtype()), '+')
    {
    }
    std::string operator()(std::int64_t flat) const override
    {
        const std::complex<double> c = m_array.toComplex(flat);
        std::string i = m_imag(c.imag());
        // The 'j' goes before the padding spaces of the imaginary part.
        const auto end = i.find_last_not_of(' ') + 1;
        i.insert(end, "j");
        return m_real(c.real()) + i;
    }

private:
    static std::vector<double> parts(const NdArray& a, const std::vector<std::int64_t>& sample, bool imag)
    {
        std::vector<double> out;
        out.reserve(sample.size());
        for (std::int64_t flat : sample) {
            const std::complex<double> c = a.toComplex(flat);
            out.push_back(imag ? c.imag() : c.real());
        }
        return out;
    }
    NdArray m_array;
    FloatingFormat m_real;
    FloatingFormat m_imag;
};

// repr_format for str/bytes elements, str_format for unstructured void, and
// _object_format for objects.
class TextFormat final : public ElementFormatter {
public:
    explicit TextFormat(const NdArray& a)
        : m_array(a)
    {
    }
    std::string operator()(std::int64_t flat) const override
    {
        switch (m_array.dtype().kind()) {
        case DTypeKind::Unicode: return pyStrRepr(unicodeElement(m_array, flat));
        case DTypeKind::Bytes: return pyBytesRepr(bytesElement(m_array, flat, false));
        case DTypeKind::Void: return pyBytesRepr(bytesElement(m_array, flat, true));
        default: {
            const PyValue& v = objectElement(m_array, flat);
            if (v.kind() == PyValue::Kind::List)
                return "list(" + v.repr() + ")";
            return v.repr();
        }
        }
    }

private:
    NdArray m_array;
};

class StructuredFormat final : public ElementFormatter {
public:
    StructuredFormat(const NdArray& a, const std::vector<std::int64_t>& sample)
    {
        for (const DTypeField& field : a.dtype().fields()) {
            const NdArray view = NdArray::fromStorage(field.type, a.shape(), a.strides(), a.storage(),
                                                      a.offset() + static_cast<std::int64_t>(field.offset));
            m_fields.push_back(makeElementFormatter(view, sample));
        }
    }
    std::string operator()(std::int64_t flat) const override
    {
        std::string out = "(";
        for (std::size_t i = 0; i < m_fields.size(); ++i) {
            if (i > 0)
                out += ", ";
            out += (*m_fields[i])(flat);
        }
        return out + (m_fields.size() == 1 ? ",)" : ")");
    }

private:
    std::vector<std::unique_ptr<ElementFormatter>> m_fields;
};

} // namespace

std::string unicodeElement(const NdArray& a, std::int64_t flat)
{
    const std::byte* p = a.elementPtr(flat);
    const bool big = a.dtype().byteOrder() == ByteOrder::Big;
    std::size_t n = a.dtype().itemSize() / 4;
    // numpy drops trailing NUL characters of fixed-width strings.
    while (n > 0 && readUnsigned(p + 4 * (n - 1), 4, big) == 0)
        --n;
    std::string out;
    for (std::size_t i = 0; i < n; ++i)
        appendUtf8(out, static_cast<std::uint32_t>(readUnsigned(p + 4 * i, 4, big)));
    return out;
}

std::string bytesElement(const NdArray& a, std::int64_t flat, bool keepNuls)
{
    const char* p = reinterpret_cast<const char*>(a.elementPtr(flat));
    std::size_t n = a.dtype().itemSize();
    if (!keepNuls)
        while (n > 0 && p[n - 1] == '\0')
            --n;
    return std::string(p, n);
}

std::string integerElement(const NdArray& a, std::int64_t flat)
{
    if (a.dtype().kind() == DTypeKind::UInt64) {
        const std::uint64_t v = readUnsigned(a.elementPtr(flat), 8, a.dtype().byteOrder() == ByteOrder::Big);
        return std::to_string(v);
    }
    return std::to_string(a.toInt64(flat));
}

std::unique_ptr<ElementFormatter> makeElementFormatter(const NdArray& a, const std::vector<std::int64_t>& sample)
{
    const DType& d = a.dtype();
    if (d.isBool())
        return std::make_unique<BoolFormat>(a);
    if (d.isInteger())
        return std::make_unique<IntegerFormat>(a, sample);
    if (d.isFloat())
        return std::make_unique<FloatFormat>(a, sample);
    if (d.isComplex())
        return std::make_unique<ComplexFormat>(a, sample);
    if (d.isStructured())
        return std::make_unique<StructuredFormat>(a, sample);
    return std::make_unique<TextFormat>(a);
}

std::string numpyScalarComplexRepr(std::complex<double> value, FloatWidth width)
{
    // scalartypes.c: both parts with trim "DptZeros", the imaginary one signed; a real
    // part of +0 is left out together with the parentheses.
    auto part = [width](double x, bool sign) -> std::string {
        if (std::isnan(x))
            return sign ? "+nan" : "nan";
        if (std::isinf(x))
            return x < 0 ? "-inf" : (sign ? "+inf" : "inf");
        const long double m = std::fabs(static_cast<long double>(x));
        Dragon4Options o;
        o.trim = '-';
        o.sign = sign;
        if (m == 0.0L || (m >= 1.e-4L && m < 1.e16L))
            return dragon4Positional(x, width, o);
        return dragon4Scientific(x, width, o);
    };
    if (value.real() == 0.0 && !std::signbit(value.real()))
        return part(value.imag(), false) + "j";
    return "(" + part(value.real(), false) + part(value.imag(), true) + "j)";
}

} // namespace ReplayScope::Core
