// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/io/hdf5/hdf5reader.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace ReplayScope::Core {

/// One dataset of an open HDF5 file, read a window of rows at a time.
///
/// This is how chunked and compressed datasets larger than memory are browsed: only
/// the chunks that cover the requested rows are read and decompressed, through an HDF5
/// chunk cache of bounded size (chunkCacheBytes), so a view of rows 10,000,000 to
/// 10,000,050 costs a few chunks whatever the dataset's size. Contiguous unfiltered
/// datasets are served as views of the file mapping instead (no read at all). The handle
/// keeps the file open; copies share it. Errors are FormatError naming file and dataset.
class LazyDataset final {
public:
    /// Bytes of decompressed chunks kept per dataset.
    static constexpr std::size_t DefaultChunkCacheBytes = std::size_t(64) << 20;

    /// An empty handle (valid() is false).
    LazyDataset() = default;
    /// Opens datasetPath of file. Throws FormatError when it is not a dataset.
    LazyDataset(std::shared_ptr<const Hdf5File> file, std::string_view datasetPath,
                std::size_t chunkCacheBytes = DefaultChunkCacheBytes);

    bool valid() const { return m_impl != nullptr; }
    /// The dataset's HDF5 path.
    const std::string& path() const;
    const Hdf5DatasetInfo& info() const;
    /// Rows along the first axis (1 for a scalar dataset).
    std::int64_t rowCount() const;
    /// Rows [begin, end) as an array of shape (end - begin, *shape[1:]). Throws IndexError
    /// when the range is outside [0, rowCount()] or reversed.
    NdArray readRows(std::int64_t begin, std::int64_t end) const;
    /// Rows [begin, end) as readRows() gives them, C-contiguous, into out, which holds
    /// (end - begin) rows. Plain (not variable-length) elements are read by HDF5 straight
    /// into out, with no array in between (issue 23: a window held once, not twice).
    void readRowsInto(std::int64_t begin, std::int64_t end, std::byte* out) const;
    /// The whole dataset (as Hdf5File::readDataset).
    NdArray readAll() const;
    /// Bytes the file really stores for the dataset (compressed chunks; H5Dget_storage_size).
    std::uint64_t storedBytes() const;

    /// Bytes of elements all LazyDataset handles of the process have read through HDF5
    /// so far (mapped rows cost nothing and do not count): how tests and benchmarks see
    /// that opening read no data and that touching rows read only their window.
    static std::uint64_t bytesRead();

private:
    struct Impl;
    std::shared_ptr<const Impl> m_impl;
};

/// The dataset at path of file as an array that reads nothing now: its storage is a
/// Storage::deferred() that reads the whole dataset, a window of rows at a time through a
/// LazyDataset, on first touch of the data, and only the rows covering a byte range for
/// Storage::copyRange() before that. Throws FormatError when the dataset declares far
/// more data than the file stores (unwritten chunks read as fill values).
NdArray deferredDataset(const Hdf5File& file, const std::string& path);

} // namespace ReplayScope::Core
