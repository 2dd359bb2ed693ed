// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// TorchRL's `ReplayBuffer.dumps(path)` directories of a LazyMemmapStorage
// (https://pytorch.org/rl/stable/reference/data.html, "Storage checkpointing").

#include <core/batch/batch.h>
#include <core/buffer/episodes.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace ReplayScope::Core {

/// The root of the TorchRL dump that path is or lies in: a directory with a `storage`
/// folder holding `storage_metadata.json`. path may be the directory itself or any file
/// or folder inside it (up to four levels deep), so opening `storage/obs.memmap` opens
/// the whole buffer. nullopt when path is not part of such a dump.
std::optional<std::string> torchrlDumpRoot(const std::string& path);

/// A TorchRL replay buffer as dumped.
struct TorchrlDump {
    std::string root;
    bool pytree = false; ///< a pytree storage (`is_pytree`), else a TensorDict one
    std::int64_t maxSize = 0; ///< rows of every stored tensor
    std::int64_t length = 0; ///< rows filled (`len` of storage_metadata.json)
    std::int64_t cursor = 0; ///< the next row to write (`writer/metadata.json`)
    bool wrapped = false; ///< full and cursor not at 0: the oldest row is the cursor's
    /// The `length` valid rows oldest first (the ring unrolled from the cursor). Tensors
    /// are memory-mapped from their `.memmap` files; an unwrapped buffer's rows are views
    /// of the mapping, a wrapped one's a copy in time order. Nested TensorDicts (`next`,
    /// `collector`) and a pytree's dotted keys become nested Batches.
    std::shared_ptr<Batch> rows;
    /// Episodes of rows, ending at `next/done` (`next/terminated`, `next/truncated` say
    /// how); the oldest one is cut when the ring wrapped and its first row's
    /// `step_count` is not 0 (or there is no `step_count`).
    EpisodeList episodes;
};

/// Reads the dump at root (a torchrlDumpRoot()). Throws FormatError naming the file at
/// fault for unreadable JSON, unknown dtypes, and `.memmap` files whose size does not
/// match their dtype and shape.
TorchrlDump readTorchrlDump(const std::string& root);

} // namespace ReplayScope::Core
