// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Helpers shared by the batch*.cpp files (and the ReplayBuffer.add fast path) only;
// not part of the public core API.

#include <core/batch/batch.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace ReplayScope::Core::BatchDetail {

/// Key equality for the key searches of Batch and ReplayBuffer.add (issue 23: keys are
/// compared for every value of every step). Keys are short: two overlapping word loads
/// compare 2 to 16 characters without a memcmp call.
inline bool sameKey(std::string_view a, std::string_view b)
{
    const std::size_t n = a.size();
    if (n != b.size())
        return false;
    const char* p = a.data();
    const char* q = b.data();
    const auto same = [&](std::size_t at, auto word) {
        decltype(word) x, y;
        std::memcpy(&x, p + at, sizeof x);
        std::memcpy(&y, q + at, sizeof y);
        return x == y;
    };
    if (n >= 8 && n <= 16)
        return same(0, std::uint64_t{}) && same(n - 8, std::uint64_t{});
    if (n >= 4 && n < 8)
        return same(0, std::uint32_t{}) && same(n - 4, std::uint32_t{});
    if (n >= 2 && n < 4) // obs, act, rew: a byte loop was most of a compare
        return same(0, std::uint16_t{}) && same(n - 2, std::uint16_t{});
    if (n < 2)
        return n == 0 || p[0] == q[0];
    return std::memcmp(p, q, n) == 0;
}

/// `value = parseBatchValue(value)` without touching the values it keeps as they are
/// (numeric arrays, tensors, Batches, None).
void parseBatchValueInPlace(PyValue& value);

/// A torch tensor (an array flagged isTorch()).
bool isTensor(const PyValue& v);
/// A numpy array (not a tensor) of bool or numeric dtype: what Tianshou keeps as is.
bool isNumericArray(const PyValue& v);
/// A nested Batch without keys: a reserved key's value.
bool isKeyless(const PyValue& v);
/// A Batch or a dict.
bool isBatchLike(const PyValue& v);
/// numpy's `np.isscalar`: Python numbers, str, bytes and numpy scalars (not 0-d arrays,
/// not None).
bool isNpScalar(const PyValue& v);
/// Tianshou's `_is_scalar`: np.isscalar, or a 0-d tensor.
bool isTianshouScalar(const PyValue& v);
/// Python's `type(v)` as printed in messages: "<class 'list'>".
std::string classText(const PyValue& v);

/// numpy's `np.asanyarray(v)` as an array with the torch flag cleared (numpy reads a
/// tensor through `__array__`).
NdArray asNumpy(const PyValue& v);
/// Tianshou's `_to_array_with_correct_type`: non-numeric arrays become object arrays,
/// 0-d object arrays are unwrapped. Throws ValueError for object arrays of tensors.
PyValue toArrayWithCorrectType(const PyValue& v);

/// The index that selects everything, for `a[None] = 0` style writes (numpy and torch
/// broadcast over the whole array).
Index wholeIndex();
/// `value[index]` with the value's own semantics (numpy, torch, Batch).
PyValue indexLeaf(const PyValue& value, const Index& index);
/// `target[index] = source` with the target's own semantics (numpy, torch, Batch).
void assignLeaf(PyValue& target, const Index& index, const PyValue& source);

/// `len(b)` under the rules of the given release.
std::int64_t lengthOf(const Batch& b, BatchSemantics semantics);
/// Pre-v1.1 `is_empty(recurse=True)`: no leaf anywhere.
bool isRecursivelyEmpty(const Batch& b);

/// `Batch.cat` (stack false) or `Batch.stack(axis=0)` (stack true) into an empty out
/// when every input has the same tree of keys, in the same order, with plain numeric
/// arrays at the leaves that join with block copies: what the general code gives, in
/// one walk per input. False, with out untouched, for anything else.
bool tryJoinUniform(Batch& out, const std::vector<const Batch*>& batches, bool stack);

/// The batch as one PyValue (a fresh shared Batch holding a copy of b's entries).
PyValue wrap(Batch b);

} // namespace ReplayScope::Core::BatchDetail
