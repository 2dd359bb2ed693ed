// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <Qt>

namespace ReplayScope::Ui {

// Unscoped enums on purpose: Qt's model API takes plain ints for roles and columns,
// and these read naturally at call sites (data(index, KeyPathRole)).

/// Custom item data roles shared by every model.
enum ItemRole {
    KeyPathRole = Qt::UserRole + 1, ///< dotted key path of a tree item (QString)
    KindRole, ///< what the value is: "Batch", "reserved", "ndarray", "Tensor", "object", ... (QString)
    IsLeafArrayRole, ///< true when the item is an array that a table or plot can show (bool)
    SortValueRole, ///< a number (or text) to sort by, where the display text would sort wrongly
    EpisodeIndexRole, ///< the episode number of an episode list row (qlonglong)
    StepRole, ///< the table row (chronological step) of a table row or episode start (qlonglong)
    IsStateKeyRole, ///< true for a buffer's read-only state key such as `(weight)` (bool)
    StartOverwrittenRole, ///< true when the ring overwrote an episode's first steps (bool)
};

/// Columns of the key tree.
enum KeyTreeColumn {
    KeyNameColumn,
    KeyKindColumn,
    KeyDTypeColumn,
    KeyShapeColumn,
    KeyMinColumn,
    KeyMaxColumn,
    KeyMeanColumn,
    KeySizeColumn,
    KeyColumnCount,
};

/// Columns of the episode list.
enum EpisodeColumn {
    EpisodeNumberColumn,
    EpisodeStartColumn,
    EpisodeLengthColumn,
    EpisodeReturnColumn,
    EpisodeEndColumn,
    EpisodeColumnCount,
};

/// Columns of the details list.
enum DetailsColumn {
    DetailsNameColumn,
    DetailsValueColumn,
    DetailsColumnCount,
};

} // namespace ReplayScope::Ui
