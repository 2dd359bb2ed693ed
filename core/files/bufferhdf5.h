// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/buffer/replaybuffer.h>
#include <core/io/hdf5/hdf5writer.h>
#include <core/io/hdf5/tianshouhdf5.h>

#include <memory>
#include <optional>
#include <string>

namespace ReplayScope::Core {

/// Builds the buffer a Tianshou HDF5 file holds, as `Cls.load_hdf5(path)` would.
///
/// className is the class the caller loads with (Tianshou's load_hdf5 is a classmethod:
/// the file does not name its class); empty means the class readTianshouHdf5 recognised
/// from the file's content. Every release's attribute names are accepted, as are
/// bookkeeping scalars stored as attributes or as pickles (files Tianshou re-saved
/// after a load). When a manager's pickled sub-buffers could not be decoded (a blob
/// kept opaque by the reader), the sub-buffers are rebuilt from the manager's own
/// `_offset`, `_extend_offset`, `_lengths` and `last_index` and its storage; their
/// episode statistics are then recomputed from the stored rows. Throws ValueError when
/// the file holds a Batch rather than a buffer, and ValueError / TypeError (naming the
/// file) when its bookkeeping is inconsistent.
std::shared_ptr<ReplayBuffer> bufferFromHdf5(const TianshouHdf5& file, const std::string& className = {});

/// readTianshouHdf5() followed by bufferFromHdf5().
std::shared_ptr<ReplayBuffer> readBufferHdf5(const std::string& path, const std::string& className = {});

/// `buffer.save_hdf5(path, compression)` of the target release: the instance
/// `__dict__` that release would hold (bufferToState: its attribute names, class paths
/// in pickled sub-buffers, `_random_state` from v1.2 on, manager sub-buffer states
/// regenerated from the manager's storage) written in Tianshou's to_hdf5 layout, so
/// that the release's `load_hdf5` gets an equal buffer back. Scalars are written as
/// attributes, the encoding of a first save. Without a target the buffer's own
/// generation is used: the release it was loaded from, or the newest for a new buffer.
/// As Tianshou's save_hdf5 does, HER buffers first write their relabelling caches back
/// into the storage (hence the non-const buffer). The file is replaced atomically;
/// throws IoError, ValueError or TypeError as writeTianshouHdf5().
void writeBufferHdf5(const std::string& path, ReplayBuffer& buffer,
                     const Hdf5Compression& compression = Hdf5Compression::none(),
                     std::optional<BufferGeneration> target = std::nullopt);

} // namespace ReplayScope::Core
