// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// torch.save's zip container (torch >= 1.6, `torch/serialization.py` _save): the object
// is pickled to `<name>/data.pkl` with each storage replaced by a persistent id, and
// storage `key` is the STORED member `<name>/data/<key>`, 64-byte aligned, so tensors
// become views of the file mapping.
#include "torchfile.h"
#include "torchfile_p.h"
#include "torchstorage.h"

#include <core/error.h>
#include <core/io/mappedfile.h>
#include <core/io/npy/zipdirectory.h>
#include <core/array/ndarray.h>

#include <cstring>
#include <map>

namespace ReplayScope::Core {

namespace {

constexpr std::string_view kPickleName = "data.pkl";

const Zip::Entry* findEntry(const std::vector<Zip::Entry>& entries, const std::string& name)
{
    for (const Zip::Entry& e : entries)
        if (e.name == name)
            return &e;
    return nullptr;
}

// The bytes of a STORED member inside the mapping (torch never compresses).
std::pair<std::size_t, std::size_t> storedMember(const MappedFile& file, const Zip::Entry& entry)
{
    if (entry.method != Zip::MethodStored)
        throw FormatError(file.path(), static_cast<std::int64_t>(entry.localHeaderOffset),
                          "member " + entry.name + " is compressed; torch.save stores every member uncompressed");
    const std::uint64_t offset = Zip::memberDataOffset(file.data(), file.size(), entry, file.path());
    return {static_cast<std::size_t>(offset), static_cast<std::size_t>(entry.size)};
}

TorchSaveFile readZip(const std::shared_ptr<MappedFile>& file, const PickleReadOptions& options)
{
    const std::vector<Zip::Entry> entries = Zip::readCentralDirectory(file->data(), file->size(), file->path());
    const Zip::Entry* pickle = nullptr;
    for (const Zip::Entry& e : entries)
        if (isTorchZipPickleName(e.name) && (!pickle || e.name.size() < pickle->name.size()))
            pickle = &e;
    if (!pickle)
        throw FormatError(file->path(), 0, "a zip archive without data.pkl: not a torch.save file");
    const std::string prefix = pickle->name.substr(0, pickle->name.size() - kPickleName.size());

    if (const Zip::Entry* order = findEntry(entries, prefix + "byteorder")) {
        const auto [at, size] = storedMember(*file, *order);
        const std::string_view text(reinterpret_cast<const char*>(file->data() + at), size);
        if (text != "little")
            throw FormatError(file->path(), static_cast<std::int64_t>(at),
                              "the tensors are stored " + std::string(text.substr(0, 16))
                                  + "-endian; only little-endian torch.save files are read");
    }

    TorchFile::StorageTable table;
    std::size_t mapped = 0;
    const PersistentLoader load = [&](const PyValue& pid) {
        return table.get(TorchFile::parseStorageId(pid), [&](const TorchFile::StorageId& id) {
            const Zip::Entry* member = findEntry(entries, prefix + "data/" + id.key);
            if (!member)
                throw ValueError("storage '" + id.key + "' is missing from the archive (no " + prefix + "data/" + id.key
                                 + ")");
            const auto [at, size] = storedMember(*file, *member);
            const std::size_t itemSize = id.dtype.itemSize();
            if (id.numel < 0 || static_cast<std::uint64_t>(id.numel) > size / itemSize)
                throw ValueError("storage '" + id.key + "' holds " + std::to_string(size) + " bytes, fewer than its "
                                 + std::to_string(id.numel) + " elements need");
            ++mapped;
            return TorchFile::storageArray(
                id, Storage::wrap(file->data() + at, std::size_t(id.numel) * itemSize, file, false));
        });
    };
    const auto [at, size] = storedMember(*file, *pickle);
    TorchSaveFile out;
    out.kind = TorchSaveKind::Zip;
    out.archiveName = prefix.empty() ? std::string() : prefix.substr(0, prefix.size() - 1);
    out.pickleProtocol = size >= 2 && std::uint8_t(file->data()[at]) == 0x80 ? int(file->data()[at + 1]) : 0;
    out.value = PickleReader(options).readTorchPickle(file, at, size, 0, load).value;
    out.storages = table.size();
    out.mappedStorages = mapped;
    return out;
}

} // namespace

namespace TorchFile {

PyValue storageArray(const StorageId& id, std::shared_ptr<Storage> bytes)
{
    const auto itemSize = static_cast<std::int64_t>(id.dtype.itemSize());
    NdArray a = NdArray::fromStorage(id.dtype, {id.numel}, {itemSize}, std::move(bytes), 0);
    a.setTorch(true);
    return PyValue::array(std::move(a));
}

} // namespace TorchFile

bool isLegacyTorchSave(std::string_view head)
{
    static constexpr std::string_view kStart{"\x80\x02\x8a\x0a\x6c\xfc\x9c\x46\xf9\x20\x6a\xa8\x50\x19", 14};
    return head.substr(0, kStart.size()) == kStart;
}

bool isTorchZipPickleName(std::string_view name)
{
    if (name.size() < kPickleName.size() || name.substr(name.size() - kPickleName.size()) != kPickleName)
        return false;
    return name.size() == kPickleName.size() || name[name.size() - kPickleName.size() - 1] == '/';
}

TorchSaveFile readTorchSave(const std::string& path, const PickleReadOptions& options)
{
    const auto file = MappedFile::open(path);
    const std::string_view head(reinterpret_cast<const char*>(file->data()), file->size());
    if (isLegacyTorchSave(head))
        return TorchFile::readLegacy(file, options);
    if (head.substr(0, 4) == std::string_view("PK\x03\x04", 4))
        return readZip(file, options);
    throw FormatError(path, 0, "not a torch.save file (neither a zip archive nor a legacy torch stream)");
}

} // namespace ReplayScope::Core
