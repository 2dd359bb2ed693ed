// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "lazydataset.h"

#include "h5filters.h"
#include "hdf5file_p.h"

#include <core/error.h>

#include <algorithm>
#include <atomic>
#include <cstring>
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
    // A per-dataset chunk cache of bounded size keeps memory bounded however the rows
    // are visited; the slot count is a prime well above the chunks that fit, as HDF5
    // advises.
    const auto open = [&](std::size_t cacheBytes) {
        Handle access = H5::checked(H5Pcreate(H5P_DATASET_ACCESS), fileName, impl->path, "cannot create access list");
        H5::checkStatus(H5Pset_chunk_cache(access.id(), 12421, cacheBytes, 0.75), fileName, impl->path,
                        "cannot set the chunk cache");
        impl->dataset = file->impl().openDataset(impl->path, access.id());
    };
    open(chunkCacheBytes);
    impl->layout = H5::datasetLayout(fileName, impl->path, impl->dataset.id(), &impl->spaceShape);
    impl->info = H5::describeDataset(fileName, impl->path, impl->dataset.id());
    // Our readers go through rows in order (statistics, plot, episodes, deferred fills)
    // or near one place (the table), so a few chunks are all a cache ever serves again:
    // the chunk a window ends in and the next, for each of the readers one key may have
    // at once (its statistics' threads and its plot share the handle). A cache of the
    // full size fills with chunks no one reads again, up to 64 MB a dataset, several
    // datasets read at once (issue 23: the anonymous peak of a compressed 10 GB file).
    // Never less than a chunk, which HDF5 would not cache at all and would inflate again
    // for each window of rows inside it.
    if (!impl->info.chunkShape.empty() && !impl->spaceShape.empty()) {
        // An element of the dataspace: the dtype's item times its H5T_ARRAY dimensions.
        const std::uint64_t elementBytes = std::uint64_t(impl->info.dtype.itemSize())
                                           * std::uint64_t(std::max<std::int64_t>(shapeSize(impl->info.shape), 0))
                                           / std::uint64_t(std::max<std::int64_t>(shapeSize(impl->spaceShape), 1));
        std::uint64_t chunkBytes = elementBytes;
        for (const std::int64_t n : impl->info.chunkShape)
            chunkBytes *= std::uint64_t(std::max<std::int64_t>(n, 1));
        const std::uint64_t wanted = std::max<std::uint64_t>(8 * chunkBytes, std::uint64_t(1) << 20);
        if (wanted < chunkCacheBytes) {
            impl->dataset = Handle();
            open(std::size_t(wanted));
        }
    }
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

void LazyDataset::readRowsInto(std::int64_t begin, std::int64_t end, std::byte* out) const
{
    const Impl& d = *m_impl;
    const bool direct = d.layout.form == H5::ElementLayout::Form::Raw && !d.info.mappable && !d.spaceShape.empty()
                        && begin >= 0 && begin < end && end <= rowCount();
    if (direct) {
        std::vector<hsize_t> start(d.spaceShape.size(), 0);
        std::vector<hsize_t> count(d.spaceShape.begin(), d.spaceShape.end());
        start[0] = static_cast<hsize_t>(begin);
        count[0] = static_cast<hsize_t>(end - begin);
        const std::string& fileName = d.file->path();
        Handle fileSpace = H5::checked(H5Dget_space(d.dataset.id()), fileName, d.path, "cannot read the dataspace");
        Handle memSpace = H5::checked(H5Screate_simple(static_cast<int>(count.size()), count.data(), nullptr), fileName,
                                      d.path, "cannot create a memory space");
        Handle fileType = H5::checked(H5Dget_type(d.dataset.id()), fileName, d.path, "cannot read the datatype");
        // Raw elements are read in the file's own type, as readElements does, and a
        // plugin's own stderr noise is silenced the same way.
        const H5::QuietPluginOutput quiet(d.dataset.id());
        if (H5Sselect_hyperslab(fileSpace.id(), H5S_SELECT_SET, start.data(), nullptr, count.data(), nullptr) >= 0
            && H5Dread(d.dataset.id(), fileType.id(), memSpace.id(), fileSpace.id(), H5P_DEFAULT, out) >= 0) {
            std::uint64_t bytes = std::uint64_t(d.layout.dtype.itemSize());
            for (const hsize_t n : count)
                bytes *= n;
            for (const std::int64_t n : d.layout.extraDims)
                bytes *= std::uint64_t(n);
            g_bytesRead.fetch_add(bytes, std::memory_order_relaxed);
            return;
        }
        // Failed (a missing filter plugin, a damaged chunk): readRows says why.
    }
    const NdArray rows = readRows(begin, end).contiguous();
    const std::int64_t declared = std::int64_t(d.info.dtype.itemSize()) * shapeSize(d.info.shape)
                                  / std::max<std::int64_t>(rowCount(), 1) * (end - begin);
    if (rows.nbytes() != declared)
        throw FormatError(d.file->path(), -1, "HDF5 dataset '" + d.path + "': rows of another size than it declares");
    if (rows.nbytes() > 0)
        std::memcpy(out, rows.elementPtr(0), std::size_t(rows.nbytes()));
}

} // namespace ReplayScope::Core
