// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// NdArray construction, geometry and layout changes (copy, reshape, broadcast,
// transpose). Element conversion lives in arrayconvert.cpp, indexing in indexing.cpp.
#include <core/array/ndarray.h>

#include <core/array/arraykernels.h>
#include <core/error.h>
#include <core/python/pyvalue.h>

#include <algorithm>
#include <cstring>

namespace ReplayScope::Core {

std::int64_t shapeSize(const Shape& shape)
{
    std::int64_t n = 1;
    for (auto d : shape)
        n *= d;
    return n;
}

std::string shapeToString(const Shape& shape)
{
    std::string out = "(";
    for (std::size_t i = 0; i < shape.size(); ++i)
        out += (i ? ", " : "") + std::to_string(shape[i]);
    return out + (shape.size() == 1 ? ",)" : ")");
}

Strides contiguousStrides(const Shape& shape, std::size_t itemSize)
{
    Strides s(shape.size());
    std::int64_t step = static_cast<std::int64_t>(itemSize);
    for (std::size_t i = shape.size(); i-- > 0;) {
        s[i] = step;
        step *= std::max<std::int64_t>(shape[i], 1);
    }
    return s;
}

Shape broadcastShapes(const Shape& a, const Shape& b)
{
    const std::size_t n = std::max(a.size(), b.size());
    Shape out(n);
    for (std::size_t i = 0; i < n; ++i) {
        const std::int64_t da = i < n - a.size() ? 1 : a[i - (n - a.size())];
        const std::int64_t db = i < n - b.size() ? 1 : b[i - (n - b.size())];
        if (da != db && da != 1 && db != 1)
            throw ValueError("operands could not be broadcast together with shapes " + shapeToString(a) + " "
                             + shapeToString(b) + " ");
        out[i] = da == 1 ? db : da;
    }
    return out;
}

NdArray::NdArray()
    : NdArray(DType(), Shape{0})
{
}

NdArray::NdArray(DType dtype, Shape shape)
    : m_dtype(std::move(dtype))
    , m_shape(std::move(shape))
{
    for (auto d : m_shape) {
        if (d < 0)
            throw ValueError("negative dimensions are not allowed");
    }
    m_strides = contiguousStrides(m_shape, m_dtype.itemSize());
    const auto count = static_cast<std::size_t>(shapeSize(m_shape));
    m_storage = m_dtype.isObject() ? Storage::objects(count) : Storage::allocate(count * m_dtype.itemSize());
}

NdArray NdArray::fromStorage(DType dtype, Shape shape, Strides strides, std::shared_ptr<Storage> storage,
                             std::int64_t offset)
{
    if (!storage)
        throw ValueError("array storage is missing");
    if (strides.size() != shape.size())
        throw ValueError("strides must have one entry per dimension");
    if (dtype.isObject() != storage->holdsObjects())
        throw ValueError("object arrays need object storage and other dtypes byte storage");
    // Check that the lowest and highest byte the layout can reach lie inside the storage.
    if (shapeSize(shape) > 0) {
        std::int64_t lo = offset, hi = offset + static_cast<std::int64_t>(dtype.itemSize());
        for (std::size_t i = 0; i < shape.size(); ++i) {
            if (shape[i] < 0)
                throw ValueError("negative dimensions are not allowed");
            const std::int64_t span = strides[i] * (shape[i] - 1);
            (span < 0 ? lo : hi) += span;
        }
        if (lo < 0 || hi > static_cast<std::int64_t>(storage->size()))
            throw ValueError("array of shape " + shapeToString(shape) + " and dtype " + dtype.str()
                             + " does not fit in a buffer of " + std::to_string(storage->size()) + " bytes");
    }
    NdArray a{NoStorage{}};
    a.m_dtype = std::move(dtype);
    a.m_shape = std::move(shape);
    a.m_strides = std::move(strides);
    a.m_storage = std::move(storage);
    a.m_offset = offset;
    return a;
}

NdArray NdArray::fromBytes(DType dtype, Shape shape, const void* data)
{
    if (dtype.isObject())
        throw ValueError("an object array cannot be built from raw bytes");
    const auto bytes = static_cast<std::size_t>(shapeSize(shape)) * dtype.itemSize();
    auto storage = Storage::copyOf(static_cast<const std::byte*>(data), bytes);
    auto strides = contiguousStrides(shape, dtype.itemSize());
    return fromStorage(std::move(dtype), std::move(shape), std::move(strides), std::move(storage));
}

NdArray NdArray::fromDoubles(const std::vector<double>& values, Shape shape, DType dtype)
{
    if (shape.empty())
        shape = {static_cast<std::int64_t>(values.size())};
    if (shapeSize(shape) != static_cast<std::int64_t>(values.size()))
        throw ValueError("cannot reshape array of size " + std::to_string(values.size()) + " into shape "
                         + shapeToString(shape));
    NdArray a = fromBytes(DType(DTypeKind::Float64), std::move(shape), values.data());
    return dtype == a.dtype() ? a : a.astype(dtype);
}

NdArray NdArray::fromInts(const std::vector<std::int64_t>& values, Shape shape, DType dtype)
{
    if (shape.empty())
        shape = {static_cast<std::int64_t>(values.size())};
    if (shapeSize(shape) != static_cast<std::int64_t>(values.size()))
        throw ValueError("cannot reshape array of size " + std::to_string(values.size()) + " into shape "
                         + shapeToString(shape));
    NdArray a = fromBytes(DType(DTypeKind::Int64), std::move(shape), values.data());
    return dtype == a.dtype() ? a : a.astype(dtype);
}

NdArray NdArray::fromBools(const std::vector<bool>& values, Shape shape)
{
    if (shape.empty())
        shape = {static_cast<std::int64_t>(values.size())};
    NdArray a(DType(DTypeKind::Bool), shape);
    if (a.size() != static_cast<std::int64_t>(values.size()))
        throw ValueError("cannot reshape array of size " + std::to_string(values.size()) + " into shape "
                         + shapeToString(shape));
    std::byte* p = a.m_storage->mutableData();
    for (std::size_t i = 0; i < values.size(); ++i)
        p[i] = std::byte(values[i] ? 1 : 0);
    return a;
}

NdArray NdArray::fromObjects(const std::vector<PyValue>& values)
{
    return fromObjects(values, Shape{static_cast<std::int64_t>(values.size())});
}

NdArray NdArray::fromObjects(const std::vector<PyValue>& values, Shape shape)
{
    NdArray a(DType(DTypeKind::Object), shape);
    if (a.size() != static_cast<std::int64_t>(values.size()))
        throw ValueError("cannot reshape array of size " + std::to_string(values.size()) + " into shape "
                         + shapeToString(shape));
    for (std::size_t i = 0; i < values.size(); ++i)
        a.m_storage->object(i) = values[i];
    return a;
}

// 0-d arrays are made once per Python number put into a Batch (every step of an
// environment: Batch(rew=0.5, terminated=False)) and per element read as an array:
// one allocation (storage and bytes together, see Storage), no shape or strides to
// allocate, no copy of the handle (issue 23).
NdArray NdArray::scalar(double value, DType dtype)
{
    NdArray a{NoStorage{}};
    a.m_storage = Storage::copyOf(reinterpret_cast<const std::byte*>(&value), sizeof value);
    if (dtype == a.m_dtype) // a default DType is numpy's float64
        return a;
    return a.astype(dtype);
}

NdArray NdArray::oneFloat64(double value)
{
    NdArray a{NoStorage{}}; // a default DType is numpy's float64
    a.m_shape.push_back(1);
    a.m_strides.push_back(sizeof value);
    a.m_storage = Storage::copyOf(reinterpret_cast<const std::byte*>(&value), sizeof value);
    return a;
}

NdArray NdArray::scalarInt(std::int64_t value, DType dtype)
{
    NdArray a{NoStorage{}};
    a.m_dtype = DType(DTypeKind::Int64);
    a.m_storage = Storage::copyOf(reinterpret_cast<const std::byte*>(&value), sizeof value);
    if (dtype == a.m_dtype)
        return a;
    return a.astype(dtype);
}

NdArray NdArray::scalarBool(bool value)
{
    NdArray a{NoStorage{}};
    a.m_dtype = DType(DTypeKind::Bool);
    const std::byte byte{static_cast<unsigned char>(value ? 1 : 0)};
    a.m_storage = Storage::copyOf(&byte, 1);
    return a;
}

NdArray NdArray::arange(std::int64_t n, DType dtype)
{
    NdArray a(DType(DTypeKind::Int64), {std::max<std::int64_t>(n, 0)});
    std::byte* p = a.m_storage->mutableData();
    for (std::int64_t i = 0; i < a.size(); ++i)
        Kernels::store<std::int64_t>(p + i * static_cast<std::int64_t>(sizeof(std::int64_t)), i);
    return dtype == a.dtype() ? a : a.astype(dtype);
}

NdArray NdArray::full(DType dtype, Shape shape, const PyValue& value)
{
    NdArray one(dtype, {});
    one.setElement(0, value);
    NdArray a(std::move(dtype), std::move(shape));
    if (a.m_dtype.isObject()) {
        for (std::int64_t i = 0; i < a.size(); ++i)
            a.m_storage->object(static_cast<std::size_t>(i)) = value;
        return a;
    }
    const std::size_t item = a.m_dtype.itemSize();
    std::byte* p = a.m_storage->mutableData();
    for (std::int64_t i = 0; i < a.size(); ++i)
        std::memcpy(p + i * item, one.m_storage->data(), item);
    return a;
}

std::int64_t NdArray::size() const
{
    return shapeSize(m_shape);
}

std::int64_t NdArray::length() const
{
    if (m_shape.empty())
        throw TypeError("len() of unsized object");
    return m_shape[0];
}

bool NdArray::isCContiguous() const
{
    if (size() == 0)
        return true;
    std::int64_t step = static_cast<std::int64_t>(m_dtype.itemSize());
    for (std::size_t i = m_shape.size(); i-- > 0;) {
        if (m_shape[i] != 1 && m_strides[i] != step)
            return false;
        step *= m_shape[i];
    }
    return true;
}

bool NdArray::isFContiguous() const
{
    if (size() == 0)
        return true;
    std::int64_t step = static_cast<std::int64_t>(m_dtype.itemSize());
    for (std::size_t i = 0; i < m_shape.size(); ++i) {
        if (m_shape[i] != 1 && m_strides[i] != step)
            return false;
        step *= m_shape[i];
    }
    return true;
}

std::int64_t NdArray::byteOffsetOf(std::int64_t flat) const
{
    // Every element accessor goes through here: a bad position must not reach memory.
    // Position 0 of an empty array is allowed: it is where its (empty) data starts.
    const std::int64_t n = size();
    if (n == 0 && flat == 0)
        return m_offset;
    if (flat < 0 || flat >= n)
        throw IndexError("index " + std::to_string(flat) + " is out of bounds for size " + std::to_string(n));
    std::int64_t offset = m_offset;
    for (std::size_t i = m_shape.size(); i-- > 0;) {
        const std::int64_t dim = m_shape[i];
        offset += (flat % dim) * m_strides[i];
        flat /= dim;
    }
    return offset;
}

const std::byte* NdArray::elementPtr(std::int64_t flat) const
{
    return m_storage->data() + byteOffsetOf(flat);
}

std::byte* NdArray::mutableElementPtr(std::int64_t flat)
{
    detach();
    return m_storage->mutableData() + byteOffsetOf(flat);
}

void NdArray::detach()
{
    if (m_storage->isWritable())
        return;
    NdArray c = copy();
    m_storage = c.m_storage;
    m_strides = c.m_strides;
    m_offset = 0;
}

NdArray NdArray::copy() const
{
    NdArray out(m_dtype, m_shape);
    out.m_torch = m_torch;
    out.m_requiresGrad = m_requiresGrad;
    if (m_dtype.isObject()) {
        std::size_t i = 0;
        Kernels::forEachOffset(m_shape, m_strides, m_offset, [&](std::int64_t o) {
            out.m_storage->object(i++) = m_storage->object(static_cast<std::size_t>(o / 8));
        });
        return out;
    }
    const std::size_t item = m_dtype.itemSize();
    std::byte* dst = out.m_storage->mutableData();
    const std::byte* src = m_storage->data();
    if (isCContiguous()) {
        if (out.nbytes())
            std::memcpy(dst, src + m_offset, static_cast<std::size_t>(out.nbytes()));
        return out;
    }
    // Strided gather. Fixed sizes let the compiler turn each memcpy into one move.
    const auto gather = [&](auto size) {
        constexpr std::size_t n = decltype(size)::value;
        Kernels::forEachOffset(m_shape, m_strides, m_offset, [&](std::int64_t o) {
            std::memcpy(dst, src + o, n);
            dst += n;
        });
    };
    switch (item) {
    case 1: gather(std::integral_constant<std::size_t, 1>{}); break;
    case 2: gather(std::integral_constant<std::size_t, 2>{}); break;
    case 4: gather(std::integral_constant<std::size_t, 4>{}); break;
    case 8: gather(std::integral_constant<std::size_t, 8>{}); break;
    case 16: gather(std::integral_constant<std::size_t, 16>{}); break;
    default:
        Kernels::forEachOffset(m_shape, m_strides, m_offset, [&](std::int64_t o) {
            std::memcpy(dst, src + o, item);
            dst += item;
        });
    }
    return out;
}

NdArray NdArray::contiguous() const
{
    return isCContiguous() ? *this : copy();
}

NdArray NdArray::reshape(Shape shape) const
{
    int unknown = -1;
    std::int64_t known = 1;
    for (std::size_t i = 0; i < shape.size(); ++i) {
        if (shape[i] == -1) {
            if (unknown >= 0)
                throw ValueError("can only specify one unknown dimension");
            unknown = static_cast<int>(i);
        } else if (shape[i] < 0) {
            throw ValueError("negative dimensions not allowed");
        } else {
            known *= shape[i];
        }
    }
    const std::int64_t n = size();
    // numpy prints the requested shape compactly, with -1 as "newaxis".
    std::string requested = "(";
    for (std::size_t i = 0; i < shape.size(); ++i)
        requested += (i ? "," : "") + (shape[i] == -1 ? std::string("newaxis") : std::to_string(shape[i]));
    requested += shape.size() == 1 ? ",)" : ")";
    const auto fail = [&]() {
        return ValueError("cannot reshape array of size " + std::to_string(n) + " into shape " + requested);
    };
    if (unknown >= 0) {
        if (known == 0 || n % known != 0)
            throw fail();
        shape[static_cast<std::size_t>(unknown)] = n / known;
    } else if (known != n) {
        throw fail();
    }
    NdArray base = contiguous();
    base.m_strides = contiguousStrides(shape, m_dtype.itemSize());
    base.m_shape = std::move(shape);
    return base;
}

NdArray NdArray::broadcastTo(const Shape& shape) const
{
    const std::size_t n = shape.size();
    if (n < m_shape.size())
        throw ValueError("input operand has more dimensions than allowed by the axis remapping");
    bool ok = true;
    Strides strides(n, 0);
    for (std::size_t i = 0; ok && i < m_shape.size(); ++i) {
        const std::size_t j = n - m_shape.size() + i;
        if (m_shape[i] == shape[j] && m_shape[i] != 1) // length-1 axes get stride 0, as numpy's
            strides[j] = m_strides[i];
        else if (m_shape[i] != 1)
            ok = false;
    }
    if (!ok) {
        const auto compact = [](const Shape& sh) {
            std::string t = "(";
            for (std::size_t i = 0; i < sh.size(); ++i)
                t += (i ? "," : "") + std::to_string(sh[i]);
            return t + (sh.size() == 1 ? ",)" : ")");
        };
        throw ValueError("operands could not be broadcast together with remapped shapes [original->remapped]: "
                         + compact(m_shape) + "  and requested shape " + compact(shape));
    }
    NdArray v = *this;
    v.m_shape = shape;
    v.m_strides = std::move(strides);
    return v;
}

NdArray NdArray::transpose(const std::vector<int>& axes) const
{
    const int nd = ndim();
    std::vector<int> order = axes;
    if (order.empty()) {
        for (int i = nd - 1; i >= 0; --i)
            order.push_back(i);
    }
    if (static_cast<int>(order.size()) != nd)
        throw ValueError("axes don't match array");
    std::vector<bool> seen(static_cast<std::size_t>(nd), false);
    NdArray v = *this;
    for (int i = 0; i < nd; ++i) {
        int a = order[static_cast<std::size_t>(i)];
        if (a < -nd || a >= nd)
            throw ValueError("axis " + std::to_string(a) + " is out of bounds for array of dimension "
                             + std::to_string(nd));
        a = a < 0 ? a + nd : a;
        if (seen[static_cast<std::size_t>(a)])
            throw ValueError("repeated axis in transpose");
        seen[static_cast<std::size_t>(a)] = true;
        v.m_shape[static_cast<std::size_t>(i)] = m_shape[static_cast<std::size_t>(a)];
        v.m_strides[static_cast<std::size_t>(i)] = m_strides[static_cast<std::size_t>(a)];
    }
    return v;
}

} // namespace ReplayScope::Core
