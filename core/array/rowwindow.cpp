// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/array/rowwindow.h>

#include <core/error.h>
#include <core/array/index.h>
#include <core/array/storage.h>

#include <string>

namespace ReplayScope::Core {

bool isUnreadWindowed(const NdArray& array)
{
    const auto& storage = array.storage();
    return storage && !storage->holdsObjects() && !storage->isMaterialized();
}

NdArray readRowWindow(const NdArray& array, std::int64_t begin, std::int64_t end)
{
    if (array.ndim() == 0)
        throw ValueError("readRowWindow: a 0-d array has no rows");
    const std::int64_t rows = array.shape().front();
    if (begin < 0 || end < begin || end > rows)
        throw IndexError("readRowWindow: rows " + std::to_string(begin) + ":" + std::to_string(end)
                         + " are outside an array of " + std::to_string(rows) + " rows");
    Shape shape = array.shape();
    shape[0] = end - begin;
    if (isUnreadWindowed(array) && array.isCContiguous()) {
        NdArray out(array.dtype(), shape);
        if (out.nbytes() == 0)
            return out;
        const std::int64_t rowBytes = array.nbytes() / std::max<std::int64_t>(rows, 1);
        array.storage()->copyRange(static_cast<std::size_t>(array.offset() + begin * rowBytes),
                                   static_cast<std::size_t>(out.nbytes()), out.mutableElementPtr(0));
        return out;
    }
    return array[Index(Slice{begin, end, std::nullopt})].copy();
}

} // namespace ReplayScope::Core
