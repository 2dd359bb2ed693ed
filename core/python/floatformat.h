// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace ReplayScope::Core {

/// The binary precision a float value is printed for. The shortest digits that read
/// back as the same value depend on it: 0.1 as float32 prints "0.1", not the
/// "0.10000000149011612" its exact double would need.
enum class FloatWidth { Half, Single, Double };

/// A finite non-negative value as decimal digits: value = d0.d1d2... x 10^exponent.
/// digits has no leading or trailing zeros ("0" with exponent 0 for zero).
struct DecimalDigits {
    std::string digits = "0";
    int exponent = 0;
};

/// The shortest digits that round-trip to the same value of the given width, the
/// closest such digits when several exist (numpy's Dragon4 "unique" mode, Python's
/// repr). value must be finite; its sign is ignored.
DecimalDigits shortestDigits(double value, FloatWidth width);

/// Digits of |value| correctly rounded (ties to even on the exact binary value) to the
/// given number of digits after the decimal point (positional) or after the first
/// significant digit (scientific).
DecimalDigits roundedDigits(double value, int precision, bool scientific);

/// numpy's Dragon4 knobs as arrayprint passes them to `dragon4_positional` and
/// `dragon4_scientific`. trim is numpy's character: 'k' keep trailing zeros, '.' trim
/// zeros but keep the point ("1."), '0' keep one zero ("1.0"), '-' drop the point too.
struct Dragon4Options {
    int precision = -1; ///< at most this many fraction digits (-1: no limit)
    int minDigits = -1; ///< at least this many fraction digits: exact digits of the value, not zeros
    bool unique = true; ///< shortest round-trip digits (cut at precision)
    char trim = '.';
    bool sign = false; ///< always print a sign ('+' for positive values)
    int padLeft = -1; ///< width of the part before the point, padded with spaces
    int padRight = -1; ///< width of the part after the point, padded with spaces
    int expDigits = -1; ///< minimum exponent digits (at least 2)
};

/// numpy's `dragon4_positional` for a finite value of the given width.
std::string dragon4Positional(double value, FloatWidth width, const Dragon4Options& options);
/// numpy's `dragon4_scientific` for a finite value of the given width.
std::string dragon4Scientific(double value, FloatWidth width, const Dragon4Options& options);

/// Python's `repr(float)`: shortest round trip, "1.0", "1e+16", "1e-05", "nan", "inf".
std::string pythonFloatRepr(double value);

/// numpy 1.x's scalar repr of np.float16/32/64: positional between 1e-4 and 1e16 with
/// at least one fraction digit ("1.0"), else scientific without a bare point ("1e-05").
std::string numpyScalarFloatRepr(double value, FloatWidth width);

} // namespace ReplayScope::Core
