// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/ndarray.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace ReplayScope::Core {

class MappedFile;

/// What the header of an .npy file says: format version, element type, shape, memory
/// order, and where the element data starts (relative to the first magic byte).
struct NpyHeader {
    int majorVersion = 1;
    int minorVersion = 0;
    DType dtype;
    Shape shape;
    bool fortranOrder = false;
    std::size_t dataOffset = 0;
};

/// Parses the magic, version and header dict of an .npy image (format versions 1.0,
/// 2.0 and 3.0) that starts at data and has size bytes available. The dict literal is
/// read by a small parser that evaluates nothing. Structured dtypes (the list form of
/// `descr`) are supported without sub-array fields. Throws FormatError naming file and
/// the absolute byte offset (baseOffset + position) on a bad magic, version, header
/// literal, missing key, unsupported dtype, or a header longer than the data.
NpyHeader parseNpyHeader(const std::byte* data, std::size_t size, const std::string& file, std::int64_t baseOffset = 0);

/// The complete header numpy 1.24's `np.save` writes for an array of this dtype, shape
/// and order: magic, version (1.0, or 2.0 past 64 KiB, or 3.0 when a field name is not
/// Latin-1), the dict literal with keys sorted, padded with spaces so that the data
/// starts at a multiple of 64 bytes. Byte-identical to numpy's, so files diff cleanly.
/// Throws ValueError for dtypes numpy cannot describe (bfloat16).
std::string npyHeaderFor(const DType& dtype, const Shape& shape, bool fortranOrder);

/// numpy's `dtype.descr` rendered as Python writes it (`'<f4'`, or
/// `[('a', '<i4'), ('', '|V4'), ('b', '<f8')]` for records with gaps).
std::string npyDescrText(const DType& dtype);

/// Reads an .npy file. The file is memory-mapped and the returned array views the
/// mapping (no copy) for every non-object dtype; object arrays are unpickled from the
/// payload with PickleReader. Throws IoError when the file cannot be opened and
/// FormatError (file and byte offset) when it is malformed or truncated.
NdArray readNpyFile(const std::string& path);

/// Reads an .npy image that lives inside a mapped file at [offset, offset + size) (a
/// STORED member of an .npz). The array views the mapping. name is used in messages;
/// offsets in messages are absolute within the mapped file.
NdArray readNpyMapped(const std::shared_ptr<MappedFile>& file, std::size_t offset, std::size_t size,
                      const std::string& name);

/// Reads an .npy image held by a storage (for example an inflated .npz member); the
/// array views that storage, so no second copy is made.
NdArray readNpyStorage(const std::shared_ptr<Storage>& storage, const std::string& name);

/// Streams the .npy image of an array to sink: the header from npyHeaderFor, then the
/// elements. A Fortran-contiguous (and not C-contiguous) array is written in Fortran
/// order as numpy does; any other layout is written in C order. Object arrays are
/// written as a pickle (PickleWriter), which numpy reads with allow_pickle=True.
/// Throws ValueError for dtypes .npy cannot hold.
void writeNpy(const NdArray& array, const std::function<void(std::string_view)>& sink);

/// Writes an .npy file through AtomicFile: readers see the old file or the complete
/// new one. Throws IoError or ValueError.
void writeNpyFile(const std::string& path, const NdArray& array);

} // namespace ReplayScope::Core
