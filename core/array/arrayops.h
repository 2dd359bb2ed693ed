// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/ndarray.h>
#include <core/python/pyvalue.h>

#include <optional>
#include <vector>

namespace ReplayScope::Core {

/// numpy's `np.asanyarray(value)` for any Python value: nested lists and tuples of
/// numbers become numeric arrays (bool < int64 < float64 < complex128), strings and
/// bytes give `<U`/`|S` arrays, mixed numbers and strings are stringified like numpy
/// ("1" for 1), anything else gives an object array; a 0-d array for scalars.
/// Ragged nesting throws ValueError ("setting an array element with a sequence. The
/// requested array has an inhomogeneous shape ...") unless dtype is object, in which
/// case the outer level becomes an object array as numpy does. An NdArray value is
/// returned as is (or cast when dtype is given).
NdArray asAnyArray(const PyValue& value, std::optional<DType> dtype = std::nullopt);

/// `np.zeros(shape, dtype)`; object arrays hold None.
NdArray zeros(const DType& dtype, const Shape& shape);

/// `np.concatenate(arrays, axis)` with numpy's result dtype (np.result_type) and
/// error messages. Throws ValueError when shapes do not fit.
NdArray concatenate(const std::vector<NdArray>& arrays, int axis = 0);
/// `np.stack(arrays, axis)`; throws ValueError ("all input arrays must have the same
/// shape") when shapes differ.
NdArray stack(const std::vector<NdArray>& arrays, int axis = 0);
/// `np.atleast_1d`.
NdArray atLeast1d(const NdArray& a);

/// Element-wise comparison `a == b` with broadcasting, giving a bool array.
NdArray equal(const NdArray& a, const NdArray& b);
/// `np.array_equal(a, b)`: same shape and equal elements (NaN unequal).
bool arrayEqual(const NdArray& a, const NdArray& b);
/// `np.isnan` (float and complex; False for other numeric kinds). Throws TypeError
/// for object and string arrays, as numpy does.
NdArray isNan(const NdArray& a);
/// `pandas.isnull`: NaN for floats, None/NaN for object elements, never for ints,
/// bools and strings.
NdArray isNull(const NdArray& a);
/// True when any element is true.
bool any(const NdArray& a);
/// True when every element is true.
bool all(const NdArray& a);

/// Reductions over all elements as numpy scalars of numpy's result dtype
/// (sum of int32 gives int64, mean gives float64). min/max of an empty array throw
/// ValueError ("zero-size array to reduction operation minimum which has no
/// identity"). NaN propagates in min/max/mean/sum; nansum skips it.
PyValue min(const NdArray& a);
PyValue max(const NdArray& a);
PyValue sum(const NdArray& a);
PyValue nanSum(const NdArray& a);
PyValue mean(const NdArray& a);
/// np.nansum(a.astype(np.float64)) as a double: every element as float64 (complex ones
/// by their real part, as astype does), NaN as 0, added in numpy's order (pairwise in
/// buffers of 8192). What manifests and `info --json` give as a key's "sum".
double nanSumAsFloat64(const NdArray& a);

/// Arithmetic operators with broadcasting and numpy's type promotion (with numpy 1.x
/// value-based casting for Python scalars, so `int8_array + 1` stays int8).
enum class BinaryOp { Add, Subtract, Multiply, Divide };
NdArray binaryOp(BinaryOp op, const NdArray& a, const NdArray& b);
/// Same with a Python number on the right (value-based casting).
NdArray binaryOp(BinaryOp op, const NdArray& a, const PyValue& scalar);

/// numpy's `np.result_type` over arrays (for concatenate).
DType resultType(const std::vector<NdArray>& arrays);

} // namespace ReplayScope::Core
