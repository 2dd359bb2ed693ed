// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Float to text exactly as numpy's Dragon4 and CPython's repr produce it. The digit
// generation leans on the standard library: std::to_chars gives the shortest
// round-trip digits for float and double, and glibc's printf rounds the exact binary
// value (ties to even), which is what Dragon4 does at a precision cut-off.

#include <core/python/floatformat.h>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace ReplayScope::Core {

namespace {

// Parses printf/to_chars scientific text "d.ddde+XX" into digits and exponent.
DecimalDigits parseScientific(const char* text)
{
    DecimalDigits out;
    out.digits.clear();
    const char* p = text;
    for (; *p && *p != 'e' && *p != 'E'; ++p)
        if (*p >= '0' && *p <= '9')
            out.digits += *p;
    out.exponent = *p ? std::atoi(p + 1) : 0;
    while (out.digits.size() > 1 && out.digits.back() == '0')
        out.digits.pop_back();
    if (out.digits.empty() || out.digits == "0") {
        out.digits = "0";
        out.exponent = 0;
    }
    return out;
}

// True when the decimal value t reads back as the half-precision value v, i.e. lies
// in v's rounding interval (bounds included when v's mantissa is even).
bool halfRoundTrips(double t, double v)
{
    int e = 0;
    const double m = std::frexp(v, &e); // v = m * 2^e, m in [0.5, 1)
    const int lead = e - 1;
    const double ulp = lead < -14 ? std::ldexp(1.0, -24) : std::ldexp(1.0, lead - 10);
    const double lowGap = (m == 0.5 && lead > -14) ? ulp / 2 : ulp;
    const bool even = std::fmod(v / ulp, 2.0) == 0.0;
    const double lo = v - lowGap / 2;
    const double hi = v + ulp / 2;
    return even ? (t >= lo && t <= hi) : (t > lo && t < hi);
}

std::string exponentText(int exponent, int minDigits)
{
    std::string digits = std::to_string(std::abs(exponent));
    const int width = std::max(2, minDigits);
    if (static_cast<int>(digits.size()) < width)
        digits.insert(0, static_cast<std::size_t>(width) - digits.size(), '0');
    return std::string(exponent < 0 ? "-" : "+") + digits;
}

std::string signText(double value, bool forceSign)
{
    if (std::signbit(value))
        return "-";
    return forceSign ? "+" : "";
}

// Applies numpy's trim rule to a fraction and returns the text after the whole part
// ("." + fraction, or nothing for '-' with no fraction).
std::string pointAndFraction(std::string fraction, char trim)
{
    if (fraction.empty()) {
        if (trim == '0')
            return ".0";
        if (trim == '-')
            return "";
        return ".";
    }
    return "." + fraction;
}

} // namespace

DecimalDigits shortestDigits(double value, FloatWidth width)
{
    value = std::fabs(value);
    if (value == 0.0)
        return {};
    char buf[64];
    switch (width) {
    case FloatWidth::Double: {
        auto r = std::to_chars(buf, buf + sizeof buf - 1, value, std::chars_format::scientific);
        *r.ptr = '\0';
        return parseScientific(buf);
    }
    case FloatWidth::Single: {
        auto r = std::to_chars(buf, buf + sizeof buf - 1, static_cast<float>(value), std::chars_format::scientific);
        *r.ptr = '\0';
        return parseScientific(buf);
    }
    case FloatWidth::Half:
        for (int n = 1; n < 17; ++n) {
            std::snprintf(buf, sizeof buf, "%.*e", n - 1, value);
            if (halfRoundTrips(std::strtod(buf, nullptr), value))
                return parseScientific(buf);
        }
        break;
    }
    std::snprintf(buf, sizeof buf, "%.16e", value);
    return parseScientific(buf);
}

DecimalDigits roundedDigits(double value, int precision, bool scientific)
{
    value = std::fabs(value);
    std::string text;
    if (scientific) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.*e", precision, value);
        return parseScientific(buf);
    }
    const int size = std::snprintf(nullptr, 0, "%.*f", precision, value);
    text.resize(static_cast<std::size_t>(size) + 1);
    std::snprintf(text.data(), text.size(), "%.*f", precision, value);
    text.resize(static_cast<std::size_t>(size));
    // "123.4500" -> digits 12345, exponent 2.
    const auto point = text.find('.');
    const std::string whole = text.substr(0, point);
    std::string all = whole + (point == std::string::npos ? "" : text.substr(point + 1));
    const auto first = all.find_first_not_of('0');
    if (first == std::string::npos)
        return {};
    DecimalDigits out;
    out.exponent = static_cast<int>(whole.size()) - 1 - static_cast<int>(first);
    out.digits = all.substr(first);
    while (out.digits.size() > 1 && out.digits.back() == '0')
        out.digits.pop_back();
    return out;
}

std::string dragon4Positional(double value, FloatWidth width, const Dragon4Options& o)
{
    DecimalDigits d;
    if (o.unique) {
        // Shortest digits, but never past the precision cut-off nor short of
        // minDigits: numpy then prints exact digits (11368. for float16, not 11370.).
        d = shortestDigits(value, width);
        const int fractionDigits = static_cast<int>(d.digits.size()) - 1 - d.exponent;
        if (o.precision >= 0 && fractionDigits > o.precision)
            d = roundedDigits(value, o.precision, false);
        else if (o.minDigits >= 0 && fractionDigits < o.minDigits)
            d = roundedDigits(value, o.minDigits, false);
    } else {
        d = roundedDigits(value, std::max(o.precision, 0), false);
    }
    std::string whole;
    std::string fraction;
    if (d.digits == "0") {
        whole = "0";
    } else if (d.exponent >= 0) {
        const auto n = static_cast<std::size_t>(d.exponent) + 1;
        whole = d.digits.substr(0, n);
        if (whole.size() < n)
            whole.append(n - whole.size(), '0');
        fraction = d.digits.size() > n ? d.digits.substr(n) : std::string();
    } else {
        whole = "0";
        fraction = std::string(static_cast<std::size_t>(-d.exponent - 1), '0') + d.digits;
    }
    int wantDigits = o.minDigits;
    if (!o.unique && o.trim == 'k')
        wantDigits = std::max(wantDigits, o.precision);
    if (static_cast<int>(fraction.size()) < wantDigits)
        fraction.append(static_cast<std::size_t>(wantDigits) - fraction.size(), '0');

    const std::size_t fractionLength = fraction.size();
    std::string out = signText(value, o.sign) + whole;
    if (o.padLeft > static_cast<int>(out.size()))
        out.insert(0, static_cast<std::size_t>(o.padLeft) - out.size(), ' ');
    const std::string tail = pointAndFraction(std::move(fraction), o.trim);
    out += tail;
    if (o.padRight >= 0 && o.padRight >= static_cast<int>(fractionLength)) {
        if (tail.empty())
            out += ' '; // room for the point other elements have
        out.append(static_cast<std::size_t>(o.padRight) - fractionLength, ' ');
    }
    return out;
}

std::string dragon4Scientific(double value, FloatWidth width, const Dragon4Options& o)
{
    DecimalDigits d;
    if (o.unique) {
        d = shortestDigits(value, width);
        const int fractionDigits = static_cast<int>(d.digits.size()) - 1;
        if (o.precision >= 0 && fractionDigits > o.precision)
            d = roundedDigits(value, o.precision, true);
        else if (o.minDigits >= 0 && fractionDigits < o.minDigits)
            d = roundedDigits(value, o.minDigits, true);
    } else {
        d = roundedDigits(value, std::max(o.precision, 0), true);
    }
    std::string fraction = d.digits.substr(1);
    int wantDigits = o.minDigits;
    if (!o.unique && o.trim == 'k')
        wantDigits = std::max(wantDigits, o.precision);
    if (static_cast<int>(fraction.size()) < wantDigits)
        fraction.append(static_cast<std::size_t>(wantDigits) - fraction.size(), '0');
    std::string out = signText(value, o.sign) + d.digits.substr(0, 1);
    if (o.padLeft > static_cast<int>(out.size()))
        out.insert(0, static_cast<std::size_t>(o.padLeft) - out.size(), ' ');
    out += pointAndFraction(std::move(fraction), o.trim);
    out += "e" + exponentText(d.exponent, o.expDigits);
    return out;
}

std::string pythonFloatRepr(double value)
{
    if (std::isnan(value))
        return "nan";
    if (std::isinf(value))
        return value < 0 ? "-inf" : "inf";
    const DecimalDigits d = shortestDigits(value, FloatWidth::Double);
    const int point = d.exponent + 1; // CPython's decpt
    if (d.digits == "0" || (point > -4 && point <= 16)) {
        Dragon4Options o;
        o.trim = '0';
        return dragon4Positional(value, FloatWidth::Double, o);
    }
    Dragon4Options o;
    o.trim = '-';
    return dragon4Scientific(value, FloatWidth::Double, o);
}

std::string numpyScalarFloatRepr(double value, FloatWidth width)
{
    if (std::isnan(value))
        return "nan";
    if (std::isinf(value))
        return value < 0 ? "-inf" : "inf";
    // numpy compares in long double against 1e-4L and 1e16L.
    const long double magnitude = std::fabs(static_cast<long double>(value));
    Dragon4Options o;
    if (magnitude == 0.0L || (magnitude >= 1.e-4L && magnitude < 1.e16L)) {
        o.trim = '0';
        return dragon4Positional(value, width, o);
    }
    o.trim = '-';
    return dragon4Scientific(value, width, o);
}

} // namespace ReplayScope::Core
