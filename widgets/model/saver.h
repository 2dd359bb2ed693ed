// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/loader.h>

namespace ReplayScope::Ui {

/// Writes data to path in the given format, atomically (the previous file stays intact
/// when anything fails): a buffer as the pickle or `save_hdf5` file of its own Tianshou
/// release, a Batch as Tianshou pickles it or as `to_hdf5` writes it. Exactly one of
/// root and buffer is used (buffer when set). Throws Core::Error. Runs on a worker
/// thread; the caller keeps the data unchanged until it returns.
void saveFile(const QString& path, SaveFormat format, const std::shared_ptr<Core::Batch>& root,
              const std::shared_ptr<Core::ReplayBuffer>& buffer);

/// The format a file name asks for by its extension (.pkl/.pickle/.pk → pickle,
/// .h5/.hdf5/.hdf → HDF5, .npz → npz), or None.
SaveFormat formatForFileName(const QString& path);

} // namespace ReplayScope::Ui
