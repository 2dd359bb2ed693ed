// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/ndarray.h>

#include <cstdint>

namespace ReplayScope::Core {

/// Rows [begin, end) of array's first axis as a new C-ordered array equal to numpy's
/// `array[begin:end].copy()`.
///
/// This is how views read a window of a dataset that is not in memory: when array's
/// storage is a deferred one not filled yet (a large chunked or compressed HDF5 dataset)
/// and the rows are contiguous in it, only the bytes of those rows are read (a few
/// chunks through the dataset's bounded cache), and the storage stays unfilled, so the
/// memory used does not grow with the dataset. Anything else is sliced and copied.
/// Throws IndexError when the range is reversed or outside the first axis, ValueError
/// for 0-d arrays. Thread safe for arrays no one writes to.
NdArray readRowWindow(const NdArray& array, std::int64_t begin, std::int64_t end);

/// True when array's data has not been read yet (see readRowWindow): touching every
/// element would read the whole dataset.
bool isUnreadWindowed(const NdArray& array);

} // namespace ReplayScope::Core
