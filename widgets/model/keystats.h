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
    /// 1 when exact; below 1 an estimate (issue 23: a large key shows a first answer at
    /// once): 0 from a sample of rows, else from the share of rows read so far.
    double progress = 1.0;
};

/// Rows [first, first + count) of a key's first axis: the rows that hold data, as runs
/// (a buffer's valid slots are one run or one per sub-buffer, never a row list that
/// grows with the file).
struct RowRun {
    std::int64_t first = 0;
    std::int64_t count = 0;
};

/// The number of rows the runs hold.
std::int64_t rowsIn(const std::vector<RowRun>& runs);

/// True when reading every element of `rows` rows of array takes more than a moment
/// (tens of MB): such keys get an estimate first, then windows with partial results.
bool isLargeForStats(const Core::NdArray& array, std::int64_t rows);

/// An estimate of the statistics (progress 0) from rows spread over the runs: up to
/// 65,536 rows of a mapped array in blocks of about a page (at most 64 rows; block b of
/// B starts at valid row b * rows / B), taken in up to 1,024 rounds each spread over the
/// key; four windows of 1 MB of a compressed one (each read inflates chunks); no longer
/// than about `seconds` (a cold disk reads a page a block): at least one round or window.
/// Call on a worker thread.
KeyStats estimateKeyStats(const Core::NdArray& array, const std::vector<RowRun>& runs, double seconds = 0.2);

/// The exact statistics over the runs, read 8 MB of rows at a time (a view of a mapped
/// array, readRowWindow of an unread one), so memory stays bounded and an unread array
/// stays unread; mean adds the windows' sums in double precision. About twice a second
/// partial gets those of the rows read so far (progress below 1). Empty when canceled.
KeyStats computeKeyStatsInWindows(const Core::NdArray& array, const std::vector<RowRun>& runs,
                                  const std::function<bool()>& canceled = {},
                                  const std::function<void(const KeyStats&)>& partial = {});

/// True for arrays the statistics are defined on: non-empty bool, integer and float
/// arrays (complex, string and object arrays have no order).
bool hasKeyStats(const Core::NdArray& array);

/// The statistics of array (which the caller has already restricted to valid rows).
/// min and max print as numpy prints the scalar (`3`, `0.25`, `True`), mean with six
/// significant digits. Call on a worker thread: it reads every element.
KeyStats computeKeyStats(const Core::NdArray& array);

} // namespace ReplayScope::Ui
