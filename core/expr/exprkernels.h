// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// The element-wise kernels the expression language adds to core/array (comparisons,
// logic, abs and the float tests, any/all along an axis). Private to core/expr.

#include <core/array/ndarray.h>

#include <optional>

namespace ReplayScope::Core::Expr {

enum class Compare { Less, LessEqual, Greater, GreaterEqual, Equal, NotEqual };

/// `a OP b` with broadcasting, as a bool array. Numbers compare by value (int64 exactly
/// when both sides are integers). Throws TypeError for non-numeric arrays.
NdArray compare(Compare op, const NdArray& a, const NdArray& b);
/// `a & b` / `a | b`: logical for bools, bitwise for integers; TypeError otherwise.
NdArray logical(bool isAnd, const NdArray& a, const NdArray& b);
/// `~a`: not for bools, bitwise not for integers; TypeError otherwise.
NdArray invert(const NdArray& a);
/// `np.abs(a)`: same dtype for bool, integer and float arrays, float64 for complex.
NdArray absolute(const NdArray& a);
/// `np.isinf(a)` and `np.isfinite(a)` (all finite / none infinite for integers).
NdArray isInf(const NdArray& a);
NdArray isFinite(const NdArray& a);
/// `a.any(axis)` / `a.all(axis)`; over every element (a 0-d result) without an axis.
/// Throws ValueError for an axis out of range.
NdArray reduceBool(bool isAny, const NdArray& a, std::optional<int> axis);

} // namespace ReplayScope::Core::Expr
