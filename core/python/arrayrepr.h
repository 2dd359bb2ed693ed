// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/ndarray.h>

#include <string>

namespace ReplayScope::Core {

/// numpy's print options that ReplayScope uses; the defaults are numpy's.
struct ArrayPrintOptions {
    int lineWidth = 75;
    int threshold = 1000; ///< summarise arrays with more elements than this
    int edgeItems = 3; ///< items kept at each end of a summarised axis
};

/// numpy's `array2string(a, separator=..., prefix=...)` for a non-empty array: the
/// bracketed elements, wrapped so that lines fit lineWidth, continuation lines
/// indented by the prefix length plus one, `...` in summarised axes.
std::string arrayToString(const NdArray& a, const std::string& separator, const std::string& prefix,
                          const ArrayPrintOptions& options = {});

/// The text numpy's array repr writes after `dtype=` (numpy 1.24 ignores the byte
/// order of numeric types there): `float32`, `'<U3'`, `'|S5'`, `object`, or the field
/// list of a structured dtype.
std::string dtypeShortRepr(const DType& dtype);
/// True when numpy's repr leaves out `dtype=` (int64, float64, complex128, bool).
bool dtypeIsImplied(const DType& dtype);
/// numpy's `repr(dtype)`: `dtype('float64')`, `dtype('<U3')`, `dtype('O')`.
std::string numpyDTypeRepr(const DType& dtype);

/// numpy 1.x's repr of the scalar held by a 0-d array: `1.0`, `3`, `True`, `'a'`,
/// `b'x'`, `(1+2j)`, `(1, 2.5)` for records.
std::string numpyScalarRepr(const NdArray& zeroD);
/// numpy 1.x's str of that scalar (differs for str and void scalars).
std::string numpyScalarStr(const NdArray& zeroD);

/// torch's `repr(tensor)`: `tensor([1., 2.])`, with `dtype=torch.int32` and
/// `requires_grad=True` suffixes, as torch/_tensor_str.py prints with default options.
std::string torchTensorRepr(const NdArray& a);

} // namespace ReplayScope::Core
