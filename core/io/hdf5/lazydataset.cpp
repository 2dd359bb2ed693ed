// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "lazydataset.h"

#include "hdf5file_p.h"

#include <core/error.h>

#include <atomic>
#include <vector>

namespace ReplayScope::Core {

using H5::Handle;

namespace {
std::atomic<std::uint64_t> g_bytesRead{0};
}

std::uint64_t LazyDataset::bytesRead()
{
    return g_bytesRead.load(std::memory_order_relaxed);
}

struct LazyDataset::Impl {
    std::shared_ptr<const Hdf5File> file;
    std::string path;
    Handle dataset;
    H5::ElementLayout layout;
    Shape spaceShape; // without sub-array dims
    Hdf5DatasetInfo info;
};

LazyDataset::LazyDataset(std::shared_ptr<const Hdf5File> file, std::string_view datasetPath,
                         std::size_t chunkCacheBytes)
{
    auto impl = std::make_shared<Impl>();
    impl->path = H5::normalisePath(datasetPath);
    const std::string& fileName = file->path();
    // A per-dataset chunk cache of fixed size keeps memory bounded however the rows are
    // visited; the slot count is a prime well above the chunks that fit, as HDF5 advises.
    Handle access = H5::checked(H5Pcreate(H5P_DATASET_ACCESS), fileName, impl->path, "cannot create access list");
    H5::checkStatus(H5Pset_chunk_cache(access.id(), 12421, chunkCacheBytes, 0.75), fileName, impl->path,
                    "cannot set the chunk cache");
    impl->dataset = file->impl().openDataset(impl->path, access.id());
    impl->layout = H5::datasetLayout(fileName, impl->path, impl->dataset.id(), &impl->spaceShape);
    impl->info = H5::describeDataset(fileName, impl->path, impl->dataset.id());
    impl->file = std::move(file);
    m_impl = std::move(impl);
}

const std::string& LazyDataset::path() const
{
    return m_impl->path;
}

const Hdf5DatasetInfo& LazyDataset::info() const
{
    return m_impl->info;
}

std::int64_t LazyDataset::rowCount() const
{
    return m_impl->spaceShape.empty() ? 1 : m_impl->spaceShape.front();
}

std::uint64_t LazyDataset::storedBytes() const
{
    return H5Dget_storage_size(m_impl->dataset.id());
}

NdArray LazyDataset::readAll() const
{
    return H5::readWholeDataset(m_impl->file->impl(), m_impl->path, m_impl->dataset.id());
}

NdArray LazyDataset::readRows(std::int64_t begin, std::int64_t end) const
{
    const Impl& d = *m_impl;
    const std::string& fileName = d.file->path();
    if (begin < 0 || end < begin || end > rowCount())
        throw IndexError(fileName + ": HDF5 dataset '" + d.path + "': rows " + std::to_string(begin) + ":"
                         + std::to_string(end) + " are out of range for " + std::to_string(rowCount()) + " rows");
    if (d.spaceShape.empty())
        return readAll(); // a scalar has only its one "row"

    Shape selection = d.spaceShape;
    selection[0] = end - begin;
    if (d.info.mappable) {
        // Mapped: a view of the rows inside the one mapping, no read at all.
        const NdArray whole = readAll();
        Shape shape = whole.shape();
        shape[0] = end - begin;
        if (shapeSize(shape) == 0)
            return NdArray(whole.dtype(), shape);
        return NdArray::fromStorage(whole.dtype(), shape, whole.strides(), whole.storage(),
                                    whole.offset() + begin * whole.strides()[0]);
    }
    std::vector<hsize_t> start(d.spaceShape.size(), 0);
    std::vector<hsize_t> count(selection.begin(), selection.end());
    start[0] = static_cast<hsize_t>(begin);
    Handle fileSpace = H5::checked(H5Dget_space(d.dataset.id()), fileName, d.path, "cannot read the dataspace");
    if (shapeSize(selection) == 0) {
        Shape full = selection;
        full.insert(full.end(), d.layout.extraDims.begin(), d.layout.extraDims.end());
        return NdArray(d.info.dtype, full);
    }
    H5::checkStatus(H5Sselect_hyperslab(fileSpace.id(), H5S_SELECT_SET, start.data(), nullptr, count.data(), nullptr),
                    fileName, d.path, "cannot select rows");
    Handle memSpace = H5::checked(H5Screate_simple(static_cast<int>(count.size()), count.data(), nullptr), fileName,
                                  d.path, "cannot create a memory space");
    NdArray rows =
        H5::readElements(fileName, d.path, d.dataset.id(), d.layout, selection, memSpace.id(), fileSpace.id());
    g_bytesRead.fetch_add(static_cast<std::uint64_t>(rows.nbytes()), std::memory_order_relaxed);
    return rows;
}

} // namespace ReplayScope::Core
