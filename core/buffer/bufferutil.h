// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Small numeric helpers shared by the buffer sources; not part of the public API.

#include <core/batch/batch.h>
#include <core/array/randomstate.h>

#include <cstdint>
#include <cstring>
#include <vector>

namespace ReplayScope::Core::BufferUtil {

/// Python's floor modulo for a positive divisor (the result is never negative).
inline std::int64_t floorMod(std::int64_t a, std::int64_t n)
{
    const std::int64_t r = a % n;
    return r < 0 ? r + n : r;
}

/// The number of PyValue::inlineArrayBytes (a bool, int64 or float64) as a double.
inline double inlineReal(const std::byte* bytes, DTypeKind kind)
{
    if (kind == DTypeKind::Bool)
        return *bytes != std::byte{0} ? 1.0 : 0.0;
    if (kind == DTypeKind::Int64) {
        std::int64_t i;
        std::memcpy(&i, bytes, sizeof i);
        return static_cast<double>(i);
    }
    double d;
    std::memcpy(&d, bytes, sizeof d);
    return d;
}

/// A number, numpy scalar or array as an NdArray (0-d for scalars).
NdArray toArray(const PyValue& value);
/// `a + b` with broadcasting, computed and returned in float64 (episode returns).
NdArray addAsFloat64(const NdArray& a, const NdArray& b);
/// float64 zeros of the same shape.
NdArray zerosLike(const NdArray& a);
/// Stacks float64 arrays of equal shape along a new first axis.
NdArray stackFloat64(const std::vector<NdArray>& parts);
/// An int64 1-d array of the given values.
NdArray int64Array(const std::vector<std::int64_t>& values);
/// Casts `rew` to float64 and `done`/`terminated`/`truncated` to bool where present,
/// as Tianshou does on its allocation path.
void castFlagColumns(Batch& batch);
/// Element i along the first axis of a flag column, as a bool (any element kind).
bool flagAt(const NdArray& column, std::int64_t i);
/// Replaces every array leaf whose storage is read-only (a file mapping) by a private
/// copy, so that views taken afterwards share memory with later writes.
void ensureWritable(Batch& batch);
/// `np.random.RandomState.choice(n, size)` with replacement.
std::vector<std::int64_t> choice(RandomState& random, std::int64_t n, std::int64_t size);

} // namespace ReplayScope::Core::BufferUtil
