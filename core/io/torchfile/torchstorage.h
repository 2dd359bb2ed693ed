// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Internal to core/io/torchfile: the storage table both torch.save containers share.

#include <core/array/dtype.h>
#include <core/python/pyvalue.h>

#include <cstdint>
#include <map>
#include <string>

namespace ReplayScope::Core::TorchFile {

/// What a storage id says about the storage it names.
struct StorageId {
    std::string key;
    DType dtype;
    std::int64_t numel = 0;
};

/// Reads a storage id tuple `('storage', torch.XStorage, key, location, numel[, view])`
/// (its shape is checked by the pickle reader). Throws ValueError for storage views of
/// the oldest torch releases, which no reader here understands.
StorageId parseStorageId(const PyValue& persistentId);

/// Storages by key, so that every tensor naming one key shares one storage (views of
/// one buffer at different offsets stay views). make builds a storage on first use.
class StorageTable {
public:
    /// The storage for id: the cached one (its dtype and size must agree), or make(id).
    template <typename Make> PyValue get(const StorageId& id, Make&& make)
    {
        auto it = m_storages.find(id.key);
        if (it == m_storages.end())
            it = m_storages.emplace(id.key, make(id)).first;
        checkSame(id, it->second);
        return it->second;
    }
    std::size_t size() const { return m_storages.size(); }

private:
    static void checkSame(const StorageId& id, const PyValue& storage);
    std::map<std::string, PyValue> m_storages;
};

} // namespace ReplayScope::Core::TorchFile
