// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/data/dataops.h>

#include <QString>
#include <QStringList>

#include <cstdint>

namespace ReplayScope::Ui {

class TaskContext;

/// The file name of part number index of a split written to a folder: "part-000.pkl"
/// (three digits at least, so the names sort in part order).
QString splitPartFileName(std::int64_t index, const QString& extension);

/// The parts of `list(b.split(size, shuffle, merge_last))` (numpy's RandomState(seed),
/// as splitInput) written into folder as part-000.<extension>, part-001.<extension>, ...
/// The extension chooses the format as the CLI's does (pkl/pickle: a Tianshou Batch
/// pickle, h5/hdf5: to_hdf5 of the Batch, npz: flat dotted keys); every file is written
/// atomically through the core facade (Core::saveBatch), so a failed or cancelled split
/// never leaves a half-written part. Reports one progress step per part and stops
/// between parts when context is cancelled. Returns the paths written. Throws Core::Error
/// (ValueError for an extension the facade does not write, IoError when the folder is
/// missing or not writable).
QStringList writeSplitFiles(const DataInput& input, std::int64_t size, bool shuffle, bool mergeLast, std::uint32_t seed,
                            const QString& folder, const QString& extension, TaskContext& context);

} // namespace ReplayScope::Ui
