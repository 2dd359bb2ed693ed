// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// torch.save's legacy stream (`_use_new_zipfile_serialization=False`, and every file of
// torch < 1.6; `torch/serialization.py` _legacy_save): five pickles back to back (the
// magic number, protocol version 1001, sys_info, the object with storage ids, the
// sorted storage keys), then each storage in key order as an int64 element count and
// its raw bytes. The storages follow the object, so the object pickle is read twice:
// once to find where it ends and which storages it names, then with the storages.
#include "torchfile_p.h"

#include <core/error.h>
#include <core/io/mappedfile.h>

#include <cstring>
#include <map>

namespace ReplayScope::Core::TorchFile {

namespace {

using K = PyValue::Kind;

[[noreturn]] void fail(const MappedFile& file, std::size_t at, const std::string& message)
{
    throw FormatError(file.path(), static_cast<std::int64_t>(at), "legacy torch.save stream: " + message);
}

} // namespace

TorchSaveFile readLegacy(const std::shared_ptr<MappedFile>& file, const PickleReadOptions& options)
{
    const PickleReader reader(options);
    const std::size_t size = file->size();
    const PickleSpan magic = reader.readTorchPickle(file, 0, size, 0, nullptr);
    const PickleSpan version = reader.readTorchPickle(file, 0, size, magic.end, nullptr);
    if (version.value.kind() != K::Int || version.value.asInt() != 1001)
        fail(*file, magic.end, "unsupported protocol version " + version.value.repr() + " (1001 expected)");
    const PickleSpan sysInfo = reader.readTorchPickle(file, 0, size, version.end, nullptr);
    const PyValue* little = sysInfo.value.kind() == K::Dict ? sysInfo.value.find("little_endian") : nullptr;
    if (!little || little->kind() != K::Bool || !little->asBool())
        fail(*file, version.end, "big-endian data (or no sys_info) is not supported");

    // First pass: where the object ends and which storages it names (ids stay tuples).
    std::map<std::string, StorageId> named;
    const PersistentLoader collect = [&](const PyValue& pid) {
        StorageId id = parseStorageId(pid);
        named.emplace(id.key, id);
        return pid;
    };
    const std::size_t objectAt = sysInfo.end;
    const std::size_t objectEnd = reader.readTorchPickle(file, 0, size, objectAt, collect).end;
    const PickleSpan keys = reader.readTorchPickle(file, 0, size, objectEnd, nullptr);
    if (keys.value.kind() != K::List)
        fail(*file, objectEnd, "the storage key list is not a list");

    // The storages, in the order of the key list.
    std::map<std::string, std::shared_ptr<Storage>> bytes;
    std::size_t pos = keys.end;
    for (const PyValue& key : keys.value.items()) {
        if (key.kind() != K::Str)
            fail(*file, objectEnd, "a storage key is not a str");
        const auto it = named.find(std::string(key.asString()));
        if (it == named.end())
            fail(*file, objectEnd, "storage '" + std::string(key.asString()) + "' is not used by the object");
        const StorageId& id = it->second;
        std::int64_t count = 0;
        if (size - pos < sizeof count)
            fail(*file, pos, "the data of storage '" + id.key + "' is missing");
        std::memcpy(&count, file->data() + pos, sizeof count);
        if (count != id.numel)
            fail(*file, pos,
                 "storage '" + id.key + "' holds " + std::to_string(count) + " elements, its id says "
                     + std::to_string(id.numel));
        pos += sizeof count;
        const std::size_t itemSize = id.dtype.itemSize();
        if (count < 0 || static_cast<std::uint64_t>(count) > (size - pos) / itemSize)
            fail(*file, pos, "storage '" + id.key + "' runs past the end of the file");
        const std::size_t n = static_cast<std::size_t>(count) * itemSize;
        bytes[id.key] = Storage::wrap(file->data() + pos, n, file, false);
        pos += n;
    }

    StorageTable table;
    const PersistentLoader load = [&](const PyValue& pid) {
        return table.get(parseStorageId(pid), [&](const StorageId& id) {
            const auto it = bytes.find(id.key);
            if (it == bytes.end())
                throw ValueError("storage '" + id.key + "' is not in the storage key list");
            return storageArray(id, it->second);
        });
    };
    TorchSaveFile out;
    out.kind = TorchSaveKind::Legacy;
    out.pickleProtocol =
        size >= objectAt + 2 && std::uint8_t(file->data()[objectAt]) == 0x80 ? int(file->data()[objectAt + 1]) : 0;
    out.value = reader.readTorchPickle(file, 0, size, objectAt, load).value;
    out.storages = table.size();
    out.mappedStorages = table.size();
    return out;
}

} // namespace ReplayScope::Core::TorchFile
