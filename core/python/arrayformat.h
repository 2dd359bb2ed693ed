// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/python/floatformat.h>
#include <core/array/ndarray.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace ReplayScope::Core {

/// numpy's arrayprint.FloatingFormat with the default options (precision 8, floatmode
/// 'maxprec', no suppression): looks at every value once to choose positional or
/// scientific notation and the common padding, then formats values so that a column
/// of them lines up.
class FloatingFormat final {
public:
    /// data: the values that will be printed (after summarisation). sign is '-' (only
    /// negatives get a sign) or '+' (always, as for the imaginary part of a complex).
    FloatingFormat(const std::vector<double>& data, FloatWidth width, char sign = '-');
    std::string operator()(double x) const;

private:
    FloatWidth m_width;
    char m_sign;
    bool m_expFormat = false;
    bool m_unique = true;
    int m_precision = 8;
    int m_minDigits = -1;
    char m_trim = '.';
    int m_padLeft = 0;
    int m_padRight = 0;
    int m_expSize = -1;
};

/// Formats the element at a C-order flat position of one array, as numpy's
/// `_get_format_function` would for that array's dtype.
class ElementFormatter {
public:
    virtual ~ElementFormatter() = default;
    virtual std::string operator()(std::int64_t flat) const = 0;
};

/// The formatter for an array, sized on the elements at the given flat positions (the
/// summarised data when the array is long, every element otherwise).
std::unique_ptr<ElementFormatter> makeElementFormatter(const NdArray& a, const std::vector<std::int64_t>& sample);

/// The float width numpy prints a dtype's values with (float16, float32, else float64).
FloatWidth floatWidthOf(const DType& dtype);

/// The text of a str element of a numpy `U` array (trailing NULs dropped), as UTF-8.
std::string unicodeElement(const NdArray& a, std::int64_t flat);
/// The bytes of an `S` element (trailing NULs dropped) or of a `V` element (all bytes).
std::string bytesElement(const NdArray& a, std::int64_t flat, bool keepNuls);
/// An integer element as decimal text (exact for uint64).
std::string integerElement(const NdArray& a, std::int64_t flat);

/// numpy 1.x's repr of a complex scalar: `(1+2j)`, `1j`, `(nan+infj)`.
std::string numpyScalarComplexRepr(std::complex<double> value, FloatWidth width);

} // namespace ReplayScope::Core
