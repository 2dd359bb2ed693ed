// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/dtype.h>
#include <core/python/pyvalue.h>

#include <cstdint>
#include <optional>
#include <string>

namespace ReplayScope::Core::Pickle {

/// How numpy pickles a dtype: the constructor type string and the numbers of its
/// version-3 state tuple (pickle-format.md section 2.2). Shared by the reader (to
/// check) and the writer (to emit exactly what numpy writes).
struct NumpyDTypeSpelling {
    std::string typeString; ///< 'i4', 'f8', 'b1', 'U5', 'S4', 'V14', 'O8'
    char byteOrder = '|'; ///< '<', '>' or '|'
    std::int64_t elementSize = -1; ///< -1 for fixed-size kinds
    std::int64_t alignment = -1;
    std::int64_t flags = 0;
};

/// The spelling numpy uses for a dtype. Throws ValueError for kinds numpy cannot
/// pickle by itself (bfloat16).
NumpyDTypeSpelling numpyDTypeSpelling(const DType& dtype);

/// The dtype that `numpy.dtype(typeArg, ...)` + BUILD(state) describes, or nullopt
/// for the kinds we do not model (datetime64, float128, sub-array fields), which
/// then stay opaque. state may be null (a dtype that was never built). Throws
/// ValueError for malformed arguments.
std::optional<DType> dtypeFromPickle(const PyValue& typeArg, const PyValue* state);

} // namespace ReplayScope::Core::Pickle
