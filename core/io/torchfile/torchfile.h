// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/io/pickle/picklereader.h>
#include <core/python/pyvalue.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace ReplayScope::Core {

/// The two containers torch.save writes.
enum class TorchSaveKind {
    Zip, ///< torch >= 1.6: a zip of `<name>/data.pkl`, `<name>/data/<key>` storages, `version`
    Legacy, ///< `_use_new_zipfile_serialization=False`: pickles and raw storages in one stream
};

/// What a torch.save file holds: the saved object with every tensor a torch array.
struct TorchSaveFile {
    /// The object passed to torch.save, as the safe pickle reader gives it (dicts, lists,
    /// tuples, Python values, torch arrays, opaque objects for unknown classes).
    PyValue value;
    TorchSaveKind kind = TorchSaveKind::Zip;
    /// Protocol of the object pickle (torch writes 2).
    int pickleProtocol = 2;
    /// The archive's top folder (zip) or empty.
    std::string archiveName;
    /// Number of distinct storages the tensors refer to.
    std::size_t storages = 0;
    /// How many storages are views of the mapped file (the rest were copied).
    std::size_t mappedStorages = 0;
};

/// True when bytes start a legacy torch.save stream: a protocol 2 pickle of torch's
/// magic number 0x1950a86a20f9469cfc6c as a LONG1.
bool isLegacyTorchSave(std::string_view head);

/// True when a zip member name is torch.save's object pickle (`<folder>/data.pkl`).
bool isTorchZipPickleName(std::string_view memberName);

/// Reads a torch.save file of either kind without executing anything: the object pickle
/// goes through PickleReader, and its storage ids are resolved to the raw storages of
/// the file, as views of the mapping where the bytes are stored uncompressed (always,
/// for the files torch writes), so tensors sharing a storage share the bytes. Tensors
/// keep their offsets and strides (views, transposes), float16/bfloat16 included.
/// Throws IoError when the file cannot be read and FormatError (naming the file and
/// the offset) for anything damaged: a missing or short storage, a big-endian archive,
/// a compressed member, a bad magic number.
TorchSaveFile readTorchSave(const std::string& path, const PickleReadOptions& options = {});

} // namespace ReplayScope::Core
