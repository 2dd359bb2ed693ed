// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/dtype.h>
#include <core/array/smallvector.h>
#include <core/array/storage.h>

#include <complex>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace ReplayScope::Core {

class Index;
class PyValue;

/// Shapes and strides keep up to five dimensions inline: copying an array handle, which
/// happens wherever Python copies a reference, then allocates nothing (issue 23).
using Shape = SmallVector<std::int64_t, 5>;
using Strides = Shape;

/// Number of elements of a shape (1 for the empty shape of a 0-d array).
std::int64_t shapeSize(const Shape& shape);
/// Python's text of a shape tuple: `()`, `(3,)`, `(2, 3)`.
std::string shapeToString(const Shape& shape);

/// An N-dimensional array with a runtime dtype and numpy's semantics.
///
/// An NdArray is a handle: copying the handle shares the data, like a Python
/// reference, and basic slicing makes views that share it too. copy() makes an
/// independent array. Strides are in bytes, as numpy's; for object arrays the byte
/// offset divided by 8 selects the element in the object storage.
///
/// The same type carries torch tensors read from files: isTorch() marks them so that
/// writers emit a tensor again and the UI can say "Tensor".
class NdArray final {
public:
    /// A float64 array of shape (0,), numpy's `np.array([])`.
    NdArray();
    /// A C-ordered array of the given dtype and shape filled with zeros (False, b'',
    /// '' or None depending on the dtype).
    NdArray(DType dtype, Shape shape);

    /// An array over existing storage: offset and strides in bytes. Throws ValueError
    /// when the described elements do not fit in the storage.
    static NdArray fromStorage(DType dtype, Shape shape, Strides strides, std::shared_ptr<Storage> storage,
                               std::int64_t offset = 0);
    /// A C-ordered array holding a copy of the given raw element bytes.
    static NdArray fromBytes(DType dtype, Shape shape, const void* data);
    /// Convenience builders for tests and generated data (C order).
    static NdArray fromDoubles(const std::vector<double>& values, Shape shape = {}, DType dtype = DType());
    static NdArray fromInts(const std::vector<std::int64_t>& values, Shape shape = {},
                            DType dtype = DType(DTypeKind::Int64));
    static NdArray fromBools(const std::vector<bool>& values, Shape shape = {});
    /// A 1-d object array of the given values.
    static NdArray fromObjects(const std::vector<PyValue>& values);
    /// An object array of the given values in C order, of exactly this shape: an empty
    /// shape is a 0-d array of one value (numpy's `np.array(x, dtype=object)`).
    static NdArray fromObjects(const std::vector<PyValue>& values, Shape shape);
    /// A 0-d array holding one value of the given dtype.
    static NdArray scalar(double value, DType dtype = DType());
    static NdArray scalarInt(std::int64_t value, DType dtype = DType(DTypeKind::Int64));
    static NdArray scalarBool(bool value);
    /// `np.array([value])`: float64 of shape (1,), what ReplayBuffer.add returns as one
    /// step's episode return (made once a step: without fromStorage's layout checks).
    static NdArray oneFloat64(double value);
    /// `np.arange(n)` with the given dtype.
    static NdArray arange(std::int64_t n, DType dtype = DType(DTypeKind::Int64));
    /// `np.full(shape, value)` of a dtype, value converted as assignment would.
    static NdArray full(DType dtype, Shape shape, const PyValue& value);

    const DType& dtype() const { return m_dtype; }
    const Shape& shape() const { return m_shape; }
    const Strides& strides() const { return m_strides; }
    std::int64_t offset() const { return m_offset; }
    const std::shared_ptr<Storage>& storage() const { return m_storage; }
    int ndim() const { return static_cast<int>(m_shape.size()); }
    /// Number of elements.
    std::int64_t size() const;
    /// Python's len(): the first dimension. Throws TypeError for 0-d arrays
    /// ("len() of unsized object").
    std::int64_t length() const;
    /// Size of the data in bytes (size() * itemSize()), numpy's nbytes.
    std::int64_t nbytes() const { return size() * static_cast<std::int64_t>(m_dtype.itemSize()); }
    bool isCContiguous() const;
    bool isFContiguous() const;
    /// True when this array and other view the same storage.
    bool sharesStorageWith(const NdArray& other) const { return m_storage == other.m_storage; }

    /// Marks the array as a torch tensor (for files that held one).
    bool isTorch() const { return m_torch; }
    void setTorch(bool torch) { m_torch = torch; }
    bool requiresGrad() const { return m_requiresGrad; }
    void setRequiresGrad(bool on) { m_requiresGrad = on; }

    /// Byte offset inside the storage of the element at C-order position flat.
    std::int64_t byteOffsetOf(std::int64_t flat) const;
    /// Pointer to the element at C-order position flat (byte arrays only).
    const std::byte* elementPtr(std::int64_t flat) const;
    /// Writable pointer; copies read-only storage first (copy on write).
    std::byte* mutableElementPtr(std::int64_t flat);

    /// Element at C-order position flat, converted (no range check on the conversion).
    double toDouble(std::int64_t flat) const;
    std::int64_t toInt64(std::int64_t flat) const;
    std::complex<double> toComplex(std::int64_t flat) const;
    bool toBool(std::int64_t flat) const;
    /// numpy's `.item()` for one element: a plain Python value (bool, int, float,
    /// complex, bytes, str, or the object itself).
    PyValue item(std::int64_t flat) const;
    /// The element as numpy returns it from indexing: a numpy scalar of the dtype, or
    /// the object itself for object arrays.
    PyValue scalarAt(std::int64_t flat) const;
    /// Stores a Python value into one element with numpy's assignment conversion
    /// (float to int truncates, str into object arrays is kept, ...). Throws ValueError
    /// or TypeError where numpy would.
    void setElement(std::int64_t flat, const PyValue& value);

    /// `a[index]`: a view for basic indexing, a copy for fancy indexing. When every
    /// axis is taken by an integer the result is 0-d. Throws IndexError like numpy.
    NdArray operator[](const Index& index) const;
    /// `a[index]` as numpy returns it: a numpy scalar (or the object of an object
    /// array) when the index selects one element with integers, else an array.
    PyValue getItem(const Index& index) const;
    /// `a[index] = value` with broadcasting and numpy's (unsafe) casting.
    void setItem(const Index& index, const NdArray& value);
    void setItem(const Index& index, const PyValue& value);

    /// An independent C-ordered copy.
    NdArray copy() const;
    /// This array if already C-contiguous, else a C-ordered copy.
    NdArray contiguous() const;
    /// A reshaped view when possible, else a copy (one -1 dimension allowed).
    NdArray reshape(Shape shape) const;
    /// A broadcast view to the given shape (zero strides). Throws ValueError if the
    /// shapes do not broadcast.
    NdArray broadcastTo(const Shape& shape) const;
    /// numpy's astype (unsafe casting, always a copy).
    NdArray astype(const DType& dtype) const;
    /// Swaps axes (a view).
    NdArray transpose(const std::vector<int>& axes = {}) const;

    /// Numpy scalars and 0-d arrays print the same way; this is numpy's `repr(a)`.
    std::string repr() const;
    /// numpy's `str(a)`.
    std::string str() const;

private:
    // An array without storage yet, for fromStorage (which then fills every member):
    // the public default constructor allocates an empty storage, wasted there.
    struct NoStorage { };
    explicit NdArray(NoStorage) { }
    void detach(); // copy read-only storage before writing

    DType m_dtype;
    Shape m_shape;
    Strides m_strides;
    std::shared_ptr<Storage> m_storage;
    std::int64_t m_offset = 0;
    bool m_torch = false;
    bool m_requiresGrad = false;
};

/// C-order byte strides of a shape for items of the given size.
Strides contiguousStrides(const Shape& shape, std::size_t itemSize);
/// The broadcast shape of two shapes; throws ValueError with numpy's message when they
/// do not fit ("operands could not be broadcast together with shapes (2,) (3,)").
Shape broadcastShapes(const Shape& a, const Shape& b);

} // namespace ReplayScope::Core
