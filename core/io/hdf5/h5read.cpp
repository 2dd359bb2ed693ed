// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "h5filters.h"
#include "hdf5file_p.h"

#include <core/error.h>
#include <core/array/resourcelimits.h>

#include <functional>
#include <limits>
#include <optional>
#include <vector>

namespace ReplayScope::Core::H5 {

namespace {

using ReadFn = std::function<herr_t(hid_t memType, void* buffer)>;

Shape withExtra(const Shape& shape, const ElementLayout& layout)
{
    Shape full = shape;
    full.insert(full.end(), layout.extraDims.begin(), layout.extraDims.end());
    return full;
}

Handle spaceFor(const Shape& shape)
{
    if (shape.empty())
        return Handle(H5Screate(H5S_SCALAR));
    std::vector<hsize_t> dims(shape.begin(), shape.end());
    return Handle(H5Screate_simple(static_cast<int>(dims.size()), dims.data(), nullptr));
}

// The one place that turns HDF5 elements into an array, for datasets and attributes alike.
// reclaimSpace describes the memory buffer, which HDF5 needs to free variable-length data.
NdArray readInto(const std::string& file, std::string_view object, hid_t fileType, const ElementLayout& layout,
                 const Shape& shape, const ReadFn& read, hid_t reclaimSpace)
{
    const Shape full = withExtra(shape, layout);
    // What a file declares is checked before it is believed: the buffer is allocated
    // (and filled by HDF5) in one go, so a claim beyond memory must end in a message.
    const std::size_t perElement = layout.form == ElementLayout::Form::Raw ? layout.dtype.itemSize() : sizeof(hvl_t);
    const std::optional<std::uint64_t> bytes = checkedByteCount(full, perElement);
    if (!bytes)
        fail(file, object, "the shape " + shapeToString(full) + " is too large to address");
    if (const std::string refusal = memoryRefusal("reading the shape " + shapeToString(full), *bytes); !refusal.empty())
        fail(file, object, refusal);
    const auto count = static_cast<std::size_t>(shapeSize(shape));
    switch (layout.form) {
    case ElementLayout::Form::Raw: {
        NdArray out(layout.dtype, full);
        if (out.nbytes() > 0)
            checkStatus(read(fileType, out.mutableElementPtr(0)), file, object, "cannot read the data");
        return out;
    }
    case ElementLayout::Form::VlenString: {
        Handle memType(H5Tcopy(H5T_C_S1));
        H5Tset_size(memType.id(), H5T_VARIABLE);
        H5Tset_cset(memType.id(), layout.utf8 ? H5T_CSET_UTF8 : H5T_CSET_ASCII);
        std::vector<char*> pointers(count, nullptr);
        if (count > 0)
            checkStatus(read(memType.id(), pointers.data()), file, object, "cannot read the strings");
        std::vector<PyValue> values;
        values.reserve(count);
        for (char* p : pointers) {
            std::string text = p ? std::string(p) : std::string();
            values.push_back(layout.utf8 ? PyValue::fromStr(std::move(text)) : PyValue::fromBytes(std::move(text)));
        }
        if (count > 0)
            H5Dvlen_reclaim(memType.id(), reclaimSpace, H5P_DEFAULT, pointers.data());
        return NdArray::fromObjects(values, full);
    }
    case ElementLayout::Form::VlenSequence: {
        Handle memType(H5Tvlen_create(layout.baseType.id()));
        std::vector<hvl_t> pieces(count, hvl_t{0, nullptr});
        if (count > 0)
            checkStatus(read(memType.id(), pieces.data()), file, object, "cannot read the sequences");
        std::vector<PyValue> values;
        values.reserve(count);
        for (const hvl_t& piece : pieces) {
            const Shape itemShape{static_cast<std::int64_t>(piece.len)};
            values.push_back(PyValue::array(piece.len > 0 && piece.p
                                                ? NdArray::fromBytes(layout.dtype, itemShape, piece.p)
                                                : NdArray(layout.dtype, Shape{0})));
        }
        if (count > 0)
            H5Dvlen_reclaim(memType.id(), reclaimSpace, H5P_DEFAULT, pieces.data());
        return NdArray::fromObjects(values, full);
    }
    }
    fail(file, object, "unsupported element type");
}

Shape spaceShape(const std::string& file, std::string_view object, hid_t space)
{
    const H5S_class_t cls = H5Sget_simple_extent_type(space);
    if (cls == H5S_NULL)
        return Shape{0};
    const int rank = H5Sget_simple_extent_ndims(space);
    if (rank < 0)
        fail(file, object, "cannot read the dataspace");
    std::vector<hsize_t> dims(static_cast<std::size_t>(rank));
    H5Sget_simple_extent_dims(space, dims.data(), nullptr);
    // HDF5 allows 2^64-1 per dimension; numpy shapes (and our element counts) are
    // signed 64-bit, so larger extents are refused here rather than wrapped around.
    Shape shape;
    for (const hsize_t d : dims) {
        if (d > hsize_t(std::numeric_limits<std::int64_t>::max()))
            fail(file, object, "a dimension of " + std::to_string(d) + " elements is too large to address");
        shape.push_back(static_cast<std::int64_t>(d));
    }
    if (!checkedByteCount(shape, 1))
        fail(file, object, "the dataspace " + shapeToString(shape) + " holds more elements than can be addressed");
    return shape;
}

} // namespace

std::string normalisePath(std::string_view path)
{
    std::string out = "/";
    out += path;
    // Collapse repeated separators and drop a trailing one; HDF5 accepts both, but paths
    // are also map keys and message text.
    std::string clean;
    for (char c : out) {
        if (c == '/' && !clean.empty() && clean.back() == '/')
            continue;
        clean += c;
    }
    if (clean.size() > 1 && clean.back() == '/')
        clean.pop_back();
    return clean;
}

ElementLayout datasetLayout(const std::string& file, std::string_view object, hid_t dataset, Shape* shape)
{
    Handle type = checked(H5Dget_type(dataset), file, object, "cannot read the datatype");
    Handle space = checked(H5Dget_space(dataset), file, object, "cannot read the dataspace");
    *shape = spaceShape(file, object, space.id());
    return describeType(type.id());
}

NdArray readElements(const std::string& file, std::string_view object, hid_t dataset, const ElementLayout& layout,
                     const Shape& shape, hid_t memSpace, hid_t fileSpace)
{
    Handle fileType = checked(H5Dget_type(dataset), file, object, "cannot read the datatype");
    // A dataset whose chunks were never written reads as its fill value, so a file of a
    // few KiB can declare terabytes. Past 1 GiB, more than deflate's best ratio (~1032:1)
    // over the bytes the file really stores for it is refused as damage or a bomb.
    const std::optional<std::uint64_t> bytes = checkedByteCount(withExtra(shape, layout), layout.dtype.itemSize());
    const std::uint64_t stored = H5Dget_storage_size(dataset);
    constexpr std::uint64_t kTrustedBytes = std::uint64_t(1) << 30;
    if (bytes && *bytes > kTrustedBytes && *bytes / 1100 > stored)
        fail(file, object,
             "the dataset declares " + byteCountText(*bytes) + " but the file stores only " + byteCountText(stored)
                 + " of it");
    Handle ownSpace;
    if (memSpace == H5S_ALL) {
        ownSpace = spaceFor(shape);
        memSpace = ownSpace.id();
        fileSpace = H5S_ALL;
    }
    const ReadFn read = [&](hid_t memType, void* buffer) {
        return H5Dread(dataset, memType, memSpace, fileSpace, H5P_DEFAULT, buffer);
    };
    try {
        const QuietPluginOutput quiet(dataset);
        return readInto(file, object, fileType.id(), layout, shape, read, memSpace);
    } catch (const FormatError&) {
        // A missing plugin fails the read with libhdf5's "required filter is not
        // registered"; say which filter it is and which package provides it instead.
        requireFilters(file, object, dataset);
        throw;
    }
}

Hdf5DatasetInfo describeDataset(const std::string& file, std::string_view object, hid_t dataset)
{
    Hdf5DatasetInfo info;
    Shape shape;
    const ElementLayout layout = datasetLayout(file, object, dataset, &shape);
    info.shape = withExtra(shape, layout);
    info.dtype = layout.form == ElementLayout::Form::Raw ? layout.dtype : DType(DTypeKind::Object);
    if (layout.form == ElementLayout::Form::VlenString)
        info.variableLength = layout.utf8 ? "str" : "bytes";
    else if (layout.form == ElementLayout::Form::VlenSequence)
        info.variableLength = "sequence";

    Handle dcpl = checked(H5Dget_create_plist(dataset), file, object, "cannot read the creation properties");
    const H5D_layout_t kind = H5Pget_layout(dcpl.id());
    info.layout = kind == H5D_CHUNKED   ? "chunked"
                  : kind == H5D_COMPACT ? "compact"
                  : kind == H5D_VIRTUAL ? "virtual"
                                        : "contiguous";
    if (kind == H5D_CHUNKED) {
        const int rank = H5Pget_chunk(dcpl.id(), 0, nullptr);
        if (rank > 0) {
            std::vector<hsize_t> chunk(static_cast<std::size_t>(rank));
            H5Pget_chunk(dcpl.id(), rank, chunk.data());
            info.chunkShape.assign(chunk.begin(), chunk.end());
        }
    }
    const int filterCount = H5Pget_nfilters(dcpl.id());
    for (int i = 0; i < filterCount; ++i) {
        unsigned flags = 0;
        size_t valueCount = 0;
        const H5Z_filter_t id =
            H5Pget_filter2(dcpl.id(), static_cast<unsigned>(i), &flags, &valueCount, nullptr, 0, nullptr, nullptr);
        info.filters.push_back(filterName(static_cast<unsigned>(id)));
    }
    info.mappable = kind == H5D_CONTIGUOUS && filterCount == 0 && H5Pget_external_count(dcpl.id()) == 0
                    && layout.form == ElementLayout::Form::Raw && H5Dget_offset(dataset) != HADDR_UNDEF;
    return info;
}

NdArray readWholeDataset(const Hdf5File::Impl& impl, std::string_view object, hid_t dataset)
{
    Shape shape;
    const ElementLayout layout = datasetLayout(impl.path, object, dataset, &shape);
    const Hdf5DatasetInfo info = describeDataset(impl.path, object, dataset);
    const std::optional<std::uint64_t> checkedBytes = checkedByteCount(info.shape, layout.dtype.itemSize());
    if (!checkedBytes)
        fail(impl.path, object, "the shape " + shapeToString(info.shape) + " is too large to address");
    const std::uint64_t bytes = *checkedBytes;
    if (info.mappable && bytes > 0) {
        // Zero copy: the elements are one unfiltered byte range of the file, exactly
        // numpy's C-order bytes because we read with the file's own type.
        const std::shared_ptr<MappedFile> mapping = impl.mapped();
        const haddr_t offset = H5Dget_offset(dataset);
        if (offset > mapping->size() || bytes > mapping->size() - offset)
            fail(impl.path, object,
                 "the data lies beyond the end of the file (" + std::to_string(offset + bytes) + " > "
                     + std::to_string(mapping->size()) + " bytes): the file is truncated");
        auto storage = Storage::wrap(mapping->data() + offset, bytes, std::shared_ptr<const void>(mapping), false);
        return NdArray::fromStorage(layout.dtype, info.shape, contiguousStrides(info.shape, layout.dtype.itemSize()),
                                    storage, 0);
    }
    return readElements(impl.path, object, dataset, layout, shape, H5S_ALL, H5S_ALL);
}

PyValue readAttributeValue(const std::string& file, std::string_view object, hid_t attribute)
{
    Handle type = checked(H5Aget_type(attribute), file, object, "cannot read an attribute's datatype");
    Handle space = checked(H5Aget_space(attribute), file, object, "cannot read an attribute's dataspace");
    if (H5Sget_simple_extent_type(space.id()) == H5S_NULL)
        return PyValue::none(); // h5py's Empty
    const Shape shape = spaceShape(file, object, space.id());
    const ElementLayout layout = describeType(type.id());
    const ReadFn read = [&](hid_t memType, void* buffer) { return H5Aread(attribute, memType, buffer); };
    NdArray values = readInto(file, object, type.id(), layout, shape, read, space.id());
    const bool scalar = shape.empty() && layout.extraDims.empty();
    if (!scalar)
        return PyValue::array(values);
    if (layout.form == ElementLayout::Form::VlenString) {
        // h5py gives str for every variable-length string attribute, whatever its cset.
        const PyValue item = values.item(0);
        return PyValue::fromStr(std::string(item.asString()));
    }
    if (layout.form == ElementLayout::Form::VlenSequence)
        return values.item(0);
    if (layout.dtype.kind() == DTypeKind::Bytes) {
        std::string text(reinterpret_cast<const char*>(values.elementPtr(0)), layout.dtype.itemSize());
        while (!text.empty() && text.back() == '\0')
            text.pop_back(); // numpy's bytes_ drops trailing NULs
        return PyValue::fromBytes(std::move(text));
    }
    return PyValue::scalar(values);
}

} // namespace ReplayScope::Core::H5
