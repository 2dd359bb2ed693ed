// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/buffer/bufferutil.h>

#include <core/array/arrayops.h>
#include <core/buffer/replaybuffer.h>

namespace ReplayScope::Core {

namespace BufferUtil {

NdArray toArray(const PyValue& value)
{
    switch (value.kind()) {
    case PyValue::Kind::Array:
    case PyValue::Kind::Scalar: return value.asArray();
    case PyValue::Kind::Bool: return NdArray::scalarBool(value.asBool());
    case PyValue::Kind::Int: return NdArray::scalarInt(value.asInt());
    case PyValue::Kind::Float: return NdArray::scalar(value.asDouble());
    default: return Core::asAnyArray(value);
    }
}

NdArray addAsFloat64(const NdArray& a, const NdArray& b)
{
    if (a.ndim() == 0 && b.ndim() == 0) // every single-transition add: no broadcasting
        return NdArray::scalar(a.toDouble(0) + b.toDouble(0));
    const Shape shape = broadcastShapes(a.shape(), b.shape());
    const NdArray ab = a.broadcastTo(shape);
    const NdArray bb = b.broadcastTo(shape);
    if (shape.empty())
        return NdArray::scalar(ab.toDouble(0) + bb.toDouble(0));
    std::vector<double> values(std::size_t(shapeSize(shape)));
    for (std::size_t i = 0; i < values.size(); ++i)
        values[i] = ab.toDouble(std::int64_t(i)) + bb.toDouble(std::int64_t(i));
    return NdArray::fromDoubles(values, shape);
}

NdArray zerosLike(const NdArray& a)
{
    if (a.ndim() == 0)
        return NdArray::scalar(0.0);
    return NdArray(DType(DTypeKind::Float64), a.shape());
}

NdArray stackFloat64(const std::vector<NdArray>& parts)
{
    Shape inner = parts.empty() ? Shape{} : parts.front().shape();
    std::vector<double> values;
    for (const NdArray& part : parts) {
        if (part.shape() != inner)
            throw ValueError("all input arrays must have the same shape");
        for (std::int64_t i = 0; i < part.size(); ++i)
            values.push_back(part.toDouble(i));
    }
    Shape shape{std::int64_t(parts.size())};
    shape.insert(shape.end(), inner.begin(), inner.end());
    return NdArray::fromDoubles(values, shape);
}

NdArray int64Array(const std::vector<std::int64_t>& values)
{
    return NdArray::fromInts(values, {std::int64_t(values.size())});
}

void castFlagColumns(Batch& batch)
{
    if (const PyValue* rew = batch.find("rew"))
        batch.set("rew", PyValue::array(toArray(*rew).astype(DType(DTypeKind::Float64))));
    for (const char* key : {"done", "terminated", "truncated"}) {
        if (const PyValue* flag = batch.find(key))
            batch.set(key, PyValue::array(toArray(*flag).astype(DType(DTypeKind::Bool))));
    }
}

bool flagAt(const NdArray& column, std::int64_t i)
{
    if (column.ndim() == 0)
        return column.toBool(0);
    const std::int64_t rows = column.shape().front();
    if (i < 0 || i >= rows)
        throw IndexError("index " + std::to_string(i) + " is out of bounds for axis 0 with size "
                         + std::to_string(rows));
    const std::int64_t perRow = rows == 0 ? 0 : column.size() / rows;
    return column.toBool(i * perRow);
}

void ensureWritable(Batch& batch)
{
    for (const auto& key : batch.keys()) {
        PyValue& value = batch.get(key);
        if (value.isBatch()) {
            ensureWritable(*value.asBatch());
        } else if (value.isArray()) {
            const auto& storage = value.asArray().storage();
            if (storage && !storage->holdsObjects() && !storage->isWritable()) {
                NdArray copy = value.asArray().copy();
                copy.setTorch(value.asArray().isTorch());
                batch.setRaw(key, PyValue::array(copy));
            }
        }
    }
}

std::vector<std::int64_t> choice(RandomState& random, std::int64_t n, std::int64_t size)
{
    std::vector<std::int64_t> out;
    if (size <= 0)
        return out;
    if (n <= 0)
        throw ValueError("a must be greater than 0 unless no samples are taken");
    out.reserve(std::size_t(size));
    for (std::int64_t k = 0; k < size; ++k)
        out.push_back(random.randint(0, n));
    return out;
}

} // namespace BufferUtil

PyValue logicalOr(const PyValue& a, const PyValue& b)
{
    const NdArray x = BufferUtil::toArray(a);
    const NdArray y = BufferUtil::toArray(b);
    const Shape shape = broadcastShapes(x.shape(), y.shape());
    const NdArray xb = x.broadcastTo(shape);
    const NdArray yb = y.broadcastTo(shape);
    if (shape.empty())
        return PyValue::scalar(NdArray::scalarBool(xb.toBool(0) || yb.toBool(0)));
    std::vector<bool> values(std::size_t(shapeSize(shape)));
    for (std::size_t i = 0; i < values.size(); ++i)
        values[i] = xb.toBool(std::int64_t(i)) || yb.toBool(std::int64_t(i));
    return PyValue::array(NdArray::fromBools(values, shape));
}

bool truthOf(const PyValue& value)
{
    switch (value.kind()) {
    case PyValue::Kind::None: return false;
    case PyValue::Kind::Array:
    case PyValue::Kind::Scalar: {
        const NdArray& a = value.asArray();
        if (a.size() > 1)
            throw ValueError("The truth value of an array with more than one element is ambiguous. Use a.any() or "
                             "a.all()");
        return a.size() == 1 && a.toBool(0);
    }
    default: return value.asBool();
    }
}

PyValue indexValue(const PyValue& value, const Index& index)
{
    switch (value.kind()) {
    case PyValue::Kind::Array:
    case PyValue::Kind::Scalar: return value.asArray().getItem(index);
    case PyValue::Kind::Batch: return PyValue::batch(std::make_shared<Batch>((*value.asBatch())[index]));
    default: throw TypeError("'" + value.typeName() + "' object is not subscriptable");
    }
}

Index toIndex(const BufferIndex& index)
{
    if (index.isScalar)
        return Index(index.values.at(0));
    return Index::list(index.values);
}

} // namespace ReplayScope::Core
