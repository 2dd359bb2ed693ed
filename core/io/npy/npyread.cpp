// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Reading .npy images: element data becomes a view of whatever holds the bytes (a file
// mapping or an inflated buffer), object payloads go through the pickle reader.
#include "npyformat.h"

#include <core/error.h>
#include <core/io/mappedfile.h>
#include <core/io/pickle/picklereader.h>

namespace ReplayScope::Core {

namespace {

// Where an .npy image lives: its bytes, a way to view a sub-range of them without
// copying, and a way to unpickle an object payload in place.
struct Image {
    const std::byte* data = nullptr;
    std::size_t size = 0;
    std::string name;
    std::int64_t baseOffset = 0; // absolute offset of data[0], for messages
    std::shared_ptr<const void> owner; // keeps data alive
    std::shared_ptr<MappedFile> mapped; // set when data lies in this mapping
};

Strides fortranStrides(const Shape& shape, std::size_t itemSize)
{
    Strides strides(shape.size());
    std::int64_t step = std::int64_t(itemSize);
    for (std::size_t i = 0; i < shape.size(); ++i) {
        strides[i] = step;
        step *= std::max<std::int64_t>(shape[i], 1);
    }
    return strides;
}

NdArray objectArray(const Image& image, const NpyHeader& h)
{
    // The pickle reader's own errors already name the file and offset (absolute in a
    // mapping, relative to the payload for inflated members).
    const PickleReader reader;
    const PyValue value =
        image.mapped ? reader.readMapped(image.mapped, std::size_t(image.baseOffset) + h.dataOffset)
                     : reader.readBytes(std::string_view(reinterpret_cast<const char*>(image.data + h.dataOffset),
                                                         image.size - h.dataOffset),
                                        image.name);
    if (!value.isArray() || !value.asArray().dtype().isObject())
        throw FormatError(image.name, image.baseOffset + std::int64_t(h.dataOffset),
                          "the payload of an object .npy is not an object array but " + value.typeName());
    if (value.asArray().shape() != h.shape)
        throw FormatError(image.name, image.baseOffset + std::int64_t(h.dataOffset),
                          "the pickled array has shape " + shapeToString(value.asArray().shape())
                              + " but the header says " + shapeToString(h.shape));
    return value.asArray();
}

NdArray readImage(const Image& image)
{
    const NpyHeader h = parseNpyHeader(image.data, image.size, image.name, image.baseOffset);
    if (h.dtype.isObject())
        return objectArray(image, h);
    const std::uint64_t nbytes = std::uint64_t(shapeSize(h.shape)) * h.dtype.itemSize();
    const std::uint64_t available = image.size - h.dataOffset;
    if (nbytes > available)
        throw FormatError(image.name, image.baseOffset + std::int64_t(h.dataOffset),
                          "truncated .npy data: the header promises " + std::to_string(nbytes) + " bytes of "
                              + h.dtype.str() + " " + shapeToString(h.shape) + " but only " + std::to_string(available)
                              + " follow");
    // A view, never a copy: element kernels load through memcpy, so even the unaligned
    // data of an .npz member can be used in place.
    auto storage = Storage::wrap(image.data + h.dataOffset, std::size_t(nbytes), image.owner, false);
    const Strides strides =
        h.fortranOrder ? fortranStrides(h.shape, h.dtype.itemSize()) : contiguousStrides(h.shape, h.dtype.itemSize());
    return NdArray::fromStorage(h.dtype, h.shape, strides, std::move(storage));
}

} // namespace

NdArray readNpyFile(const std::string& path)
{
    auto file = MappedFile::open(path);
    return readNpyMapped(file, 0, file->size(), path);
}

NdArray readNpyMapped(const std::shared_ptr<MappedFile>& file, std::size_t offset, std::size_t size,
                      const std::string& name)
{
    if (offset > file->size() || size > file->size() - offset)
        throw FormatError(name, std::int64_t(offset), "the .npy image extends beyond the end of the file");
    Image image;
    image.data = file->data() + offset;
    image.size = size;
    image.name = name;
    image.baseOffset = std::int64_t(offset);
    image.owner = file;
    image.mapped = file;
    return readImage(image);
}

NdArray readNpyStorage(const std::shared_ptr<Storage>& storage, const std::string& name)
{
    Image image;
    image.data = storage->data();
    image.size = storage->size();
    image.name = name;
    image.owner = storage;
    return readImage(image);
}

} // namespace ReplayScope::Core
