// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "torchstorage.h"

#include <core/error.h>
#include <core/io/pickle/picklereader.h>
#include <core/array/ndarray.h>

namespace ReplayScope::Core::TorchFile {

StorageId parseStorageId(const PyValue& pid)
{
    const auto& items = pid.items();
    if (items.size() == 6 && items[5].kind() != PyValue::Kind::None)
        throw ValueError("torch storage views (saved by torch before 1.0) are not supported");
    StorageId id;
    id.key = std::string(items[2].asString());
    id.dtype = *torchStorageDType(items[1]);
    id.numel = items[4].asInt();
    return id;
}

void StorageTable::checkSame(const StorageId& id, const PyValue& storage)
{
    const NdArray& a = storage.asArray();
    if (a.dtype() != id.dtype || a.size() != id.numel)
        throw ValueError("storage '" + id.key + "' is named with two different types or sizes");
}

} // namespace ReplayScope::Core::TorchFile
