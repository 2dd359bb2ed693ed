// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/ndarray.h>

#include <QString>

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

} // namespace ReplayScope::Ui
