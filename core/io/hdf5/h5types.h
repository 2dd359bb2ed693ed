// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Internal: the mapping between HDF5 datatypes and numpy dtypes, shared by the reader
// and the writer.

#include "h5handles.h"

#include <core/array/dtype.h>
#include <core/array/ndarray.h>

#include <string>

namespace ReplayScope::Core::H5 {

/// How the elements of one HDF5 datatype come into memory.
///
/// Raw types are read with the file's own type as memory type, so no conversion takes
/// place and the bytes are exactly numpy's for `dtype` (byte order included): this is
/// what makes memory-mapping contiguous datasets possible. Variable-length strings and
/// sequences need HDF5 to gather their heap pieces and become object elements.
struct ElementLayout {
    enum class Form { Raw, VlenString, VlenSequence };
    Form form = Form::Raw;
    /// Raw: the element dtype. VlenSequence: the dtype of the sequence items.
    DType dtype;
    /// H5T_ARRAY dimensions, appended to the dataspace shape (numpy's sub-array dtype).
    Shape extraDims;
    /// VlenString: UTF-8 (becomes str) rather than ASCII (becomes bytes).
    bool utf8 = false;
    /// The file type of the sequence items (VlenSequence), to build the memory type.
    Handle baseType;
};

/// Describes an HDF5 datatype. Bool is recognised as h5py writes it (an enum over int8
/// with members FALSE=0 and TRUE=1), complex numbers as a compound of two floats named
/// r and i; other enums read as their integer base, references and opaque data as raw
/// void bytes. Never throws for a valid type id.
ElementLayout describeType(hid_t type);

/// The HDF5 file type h5py would create for a numpy dtype (little endian kept as given,
/// bool as the FALSE/TRUE enum, complex as the r/i compound, fixed bytes as null-padded
/// strings, structured dtypes as compounds). Returns an invalid Handle for dtypes h5py
/// cannot store natively (unicode, object, bfloat16): Tianshou pickles those.
Handle typeForDType(const DType& dtype);

/// A scalar variable-length UTF-8 string type, h5py's type for Python str attributes.
Handle utf8StringType();

} // namespace ReplayScope::Core::H5
