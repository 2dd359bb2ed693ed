// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Internal to core/io/torchfile: the pieces the two containers share.

#include "torchfile.h"
#include "torchstorage.h"

#include <core/array/storage.h>

#include <memory>

namespace ReplayScope::Core {
class MappedFile;
}

namespace ReplayScope::Core::TorchFile {

/// A 1-d torch array of id.numel elements over bytes (the storage a tensor views).
PyValue storageArray(const StorageId& id, std::shared_ptr<Storage> bytes);

/// Reads the legacy stream (torchlegacy.cpp).
TorchSaveFile readLegacy(const std::shared_ptr<MappedFile>& file, const PickleReadOptions& options);

} // namespace ReplayScope::Core::TorchFile
