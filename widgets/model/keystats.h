// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/ndarray.h>

#include <QString>

#include <cstdint>
#include <functional>
#include <vector>

namespace ReplayScope::Ui {

/// Summary of one numeric leaf as the key tree shows it: numpy's `a.min()`, `a.max()`
/// and `a.mean()` over the rows that hold data, as text (NaN propagates, as in numpy).
struct KeyStats {
    QString min;
    QString max;
    QString mean;
};

/// True for arrays the statistics are defined on: non-empty bool, integer and float
/// arrays (complex, string and object arrays have no order).
bool hasKeyStats(const Core::NdArray& array);

/// The statistics of array (which the caller has already restricted to valid rows).
/// min and max print as numpy prints the scalar (`3`, `0.25`, `True`), mean with six
/// significant digits. Call on a worker thread: it reads every element.
KeyStats computeKeyStats(const Core::NdArray& array);

/// The same for an array that has not been read (Core::isUnreadWindowed: a large
/// compressed dataset), over the given rows only when rows is set: it is read a window
/// of rows at a time, so the memory used stays bounded and the array stays unread. mean
/// adds the windows' sums in double precision. Empty statistics when canceled.
KeyStats computeKeyStatsWindowed(const Core::NdArray& array, const std::vector<std::int64_t>* rows,
                                 const std::function<bool()>& canceled = {});

} // namespace ReplayScope::Ui
