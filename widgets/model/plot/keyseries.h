// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/plot/minmaxenvelope.h>

#include <core/array/ndarray.h>

#include <QColor>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

namespace ReplayScope::Ui {

class Document;

/// The plottable columns of one per-step key, in step order (a buffer's ring unrolled):
/// a 1-d key is one column, an (N, k) key k columns, higher dimensions are flattened
/// (C order) into columns, at most maxColumns of them.
struct KeySeries {
    QString path;
    /// "" for a 1-d key, "[0]", "[1]", ... or "[0, 2]" for the columns of others.
    QStringList columnNames;
    std::vector<MinMaxEnvelope> columns;
    /// Columns the key has beyond those plotted (0 when all are shown).
    qint64 omittedColumns = 0;
    /// Integers or booleans (actions, flags): drawn as steps, not as slopes.
    bool discrete = false;
    /// The share of steps read: below 1 while a large key is read, the columns then
    /// approximate (a sample of the steps not read yet: MinMaxEnvelope::isApproximate).
    double progress = 1.0;

    std::int64_t steps() const { return columns.empty() ? 0 : columns.front().size(); }
    static constexpr int maxColumns = 32;
};

/// True when path names a per-step array of numbers or booleans (what can be plotted
/// against steps), or such an array in a Minari episode group (plotted against its rows).
/// Image-like keys (three or more axes: frames) are not: the Image tab shows them.
bool isPlottableKey(const Document& document, const QString& path);
/// True when path names a per-step array with three or more axes (frames, images).
bool isImageLikeKey(const Document& document, const QString& path);

/// Reads the columns of array (the storage of a per-step key) in step order: stepRows maps
/// step to storage row (null or empty: the identity over the first `steps` rows, or
/// with ringStart > 0 that ring rotated: step s is row (ringStart + s) % steps).
/// canceled is polled between columns. Runs on a worker thread; throws Core::Error for
/// arrays that are not numeric.
///
/// When every value would not fit in budget bytes (-1: seriesBudget()), the columns are
/// coarse envelopes (MinMaxEnvelope::isCoarse) made in one windowed pass that read
/// their rows from array on demand: they keep array's data and stepRows alive. Then,
/// with partial set, a preview from a sample of the steps goes to partial first, and
/// what the pass knows about once a second after (progress below 1), on this thread.
KeySeries buildKeySeries(const QString& path, const Core::NdArray& array,
                         std::shared_ptr<const std::vector<std::int64_t>> stepRows, std::int64_t steps,
                         const std::function<bool()>& canceled = {}, std::int64_t budget = -1,
                         std::int64_t ringStart = 0, const std::function<void(KeySeries)>& partial = {});

/// The colour of a key's column: the same in every plot and every session (derived
/// from the key path), neighbouring columns well apart in hue.
QColor seriesColor(const QString& path, int column);

} // namespace ReplayScope::Ui
