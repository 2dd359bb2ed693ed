// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Arrays over chunked or compressed datasets that read nothing at open: the whole
// dataset on first touch of the data, or just the rows a view asks for through
// Storage::copyRange (readRowWindow) before that.
#include "lazydataset.h"

#include <core/error.h>
#include <core/array/resourcelimits.h>

#include <algorithm>
#include <cstring>

namespace ReplayScope::Core {

namespace {

// Rows of about this many bytes are read per step when a deferred array is filled: a few
// chunks at a time, so the copy never needs more than the chunk cache besides the array.
constexpr std::int64_t FillWindowBytes = std::int64_t(8) << 20;

// An array whose storage reads the dataset on first touch, or a byte range before that.
NdArray deferredArray(const LazyDataset& lazy, const std::string& fileName)
{
    const Hdf5DatasetInfo& info = lazy.info();
    const std::int64_t rows = lazy.rowCount();
    const std::size_t itemSize = info.dtype.itemSize();
    const auto rowBytes = static_cast<std::int64_t>(shapeSize(info.shape) / std::max<std::int64_t>(rows, 1) * itemSize);
    const std::int64_t chunkRows = info.chunkShape.empty() ? 1 : std::max<std::int64_t>(info.chunkShape.front(), 1);
    const std::int64_t window =
        std::max<std::int64_t>(1, FillWindowBytes / std::max<std::int64_t>(rowBytes, 1) / chunkRows) * chunkRows;
    // Each window is read by HDF5 straight into its place (readRowsInto): no copy.
    auto fill = [lazy, fileName, rows, rowBytes, window](std::byte* out, std::size_t bytes) {
        for (std::int64_t begin = 0; begin < rows; begin += window) {
            const std::int64_t end = std::min(rows, begin + window);
            if (std::size_t(end * rowBytes) > bytes)
                throw FormatError(fileName, -1,
                                  "HDF5 dataset '" + lazy.path() + "': rows of another size than it declares");
            lazy.readRowsInto(begin, end, out + begin * rowBytes);
        }
    };
    // A byte range before the first fill: only the rows covering it are read, through
    // the dataset's bounded chunk cache (a view near the end of a huge dataset).
    auto readRange = [lazy, fileName, rowBytes](std::size_t offset, std::size_t length, std::byte* out) {
        if (rowBytes <= 0)
            return;
        const auto first = static_cast<std::int64_t>(offset) / rowBytes;
        const auto end = (static_cast<std::int64_t>(offset + length) + rowBytes - 1) / rowBytes;
        if (std::int64_t(offset) == first * rowBytes && std::int64_t(offset + length) == end * rowBytes) {
            // Whole rows (readRowWindow's windows): read straight into out, so a window
            // is held once, not also as an array of its rows (issue 23).
            lazy.readRowsInto(first, end, out);
            return;
        }
        const NdArray part = lazy.readRows(first, end).contiguous();
        if (part.nbytes() != (end - first) * rowBytes)
            throw FormatError(fileName, -1,
                              "HDF5 dataset '" + lazy.path() + "': rows of another size than it declares");
        std::memcpy(out, part.elementPtr(0) + (static_cast<std::int64_t>(offset) - first * rowBytes), length);
    };
    const std::size_t total = std::size_t(rows * rowBytes);
    return NdArray::fromStorage(info.dtype, info.shape, contiguousStrides(info.shape, itemSize),
                                Storage::deferred(total, std::move(fill), std::move(readRange)), 0);
}

} // namespace

NdArray deferredDataset(const Hdf5File& file, const std::string& path)
{
    const LazyDataset lazy = file.lazyDataset(path);
    const Hdf5DatasetInfo& info = lazy.info();
    const std::uint64_t bytes = checkedByteCount(info.shape, info.dtype.itemSize()).value_or(0);
    // The bomb check readDataset makes (h5read.cpp): unwritten chunks read as fill
    // values, so a small file may declare terabytes; refuse it now, not on first touch.
    const std::uint64_t stored = lazy.storedBytes();
    if (bytes > (std::uint64_t(1) << 30) && bytes / 1100 > stored)
        throw FormatError(file.path(), -1,
                          "HDF5 object '" + path + "': the dataset declares " + byteCountText(bytes)
                              + " but the file stores only " + byteCountText(stored) + " of it");
    return deferredArray(lazy, file.path());
}

} // namespace ReplayScope::Core
