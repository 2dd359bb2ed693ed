// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Value conversion (`_parse_value`), placeholders (`create_value`,
// `alloc_by_keys_diff`) and deep copies: tianshou-spec.md 1.2 and 1.14.

#include <core/array/arrayops.h>
#include <core/batch/batch.h>
#include <core/batch/batchdetail.h>
#include <core/error.h>
#include <core/python/pyvaluepayload.h>

namespace ReplayScope::Core {

using namespace BatchDetail;

namespace BatchDetail {

bool isTensor(const PyValue& v)
{
    return v.isArray() && v.asArray().isTorch();
}

bool isNumericArray(const PyValue& v)
{
    return v.isArray() && !v.asArray().isTorch() && v.asArray().dtype().isNumeric();
}

bool isKeyless(const PyValue& v)
{
    return v.isBatch() && v.asBatch()->isEmpty();
}

bool isBatchLike(const PyValue& v)
{
    return v.isBatch() || v.kind() == PyValue::Kind::Dict;
}

bool isNpScalar(const PyValue& v)
{
    switch (v.kind()) {
    case PyValue::Kind::Bool:
    case PyValue::Kind::Int:
    case PyValue::Kind::BigInt:
    case PyValue::Kind::Float:
    case PyValue::Kind::Complex:
    case PyValue::Kind::Str:
    case PyValue::Kind::Bytes:
    case PyValue::Kind::Scalar: return true;
    default: return false;
    }
}

bool isTianshouScalar(const PyValue& v)
{
    if (isTensor(v))
        return v.asArray().ndim() == 0;
    return isNpScalar(v);
}

std::string classText(const PyValue& v)
{
    std::string name = v.typeName();
    if (v.isArray())
        name = v.asArray().isTorch() ? "torch.Tensor" : "numpy.ndarray";
    return "<class '" + name + "'>";
}

NdArray asNumpy(const PyValue& v)
{
    NdArray a = asAnyArray(v);
    if (a.isTorch()) {
        a.setTorch(false);
        a.setRequiresGrad(false);
    }
    return a;
}

PyValue toArrayWithCorrectType(const PyValue& v)
{
    if (isNumericArray(v))
        return v;
    // numpy wraps these in a 0-d object array, which Tianshou unwraps again: the value
    // itself is stored.
    switch (v.kind()) {
    case PyValue::Kind::Set:
    case PyValue::Kind::FrozenSet:
    case PyValue::Kind::Object:
    case PyValue::Kind::Global:
    case PyValue::Kind::DType:
    case PyValue::Kind::Batch: return v;
    default: break;
    }
    NdArray a;
    try {
        a = asAnyArray(v);
    } catch (const ValueError&) {
        // v1.0+: ragged nesting falls back to an object array.
        a = asAnyArray(v, DType(DTypeKind::Object));
    }
    if (!a.dtype().isNumeric())
        a = a.astype(DType(DTypeKind::Object));
    if (!a.dtype().isObject())
        return PyValue::array(a);
    if (a.ndim() == 0)
        return a.item(0);
    bool allArrays = true;
    bool anyTensor = false;
    for (std::int64_t i = 0; i < a.size(); ++i) {
        const PyValue element = a.item(i);
        allArrays = allArrays && element.isArray() && !element.asArray().isTorch();
        anyTensor = anyTensor || isTensor(element);
    }
    if (!allArrays && anyTensor)
        throw ValueError("Numpy arrays of tensors are not supported yet.");
    return PyValue::array(a);
}

Index wholeIndex()
{
    return Index(EllipsisIndex{});
}

PyValue wrap(Batch b)
{
    return PyValue::batch(std::make_shared<Batch>(std::move(b)));
}

} // namespace BatchDetail

namespace {

// `_is_batch_set`: a non-empty list/tuple of dicts/Batches, or an object array (not
// 0-d) whose items along the first axis are all dicts/Batches.
bool isBatchSet(const PyValue& v)
{
    if (v.isArray()) {
        const NdArray& a = v.asArray();
        if (a.ndim() == 0 || a.isTorch() || !a.dtype().isObject())
            return false;
        if (a.shape()[0] == 0)
            return true; // all() over nothing
        if (a.ndim() > 1)
            return false; // items are sub-arrays
        for (std::int64_t i = 0; i < a.size(); ++i) {
            if (!isBatchLike(a.item(i)))
                return false;
        }
        return true;
    }
    if (!v.isSequence() || v.items().empty())
        return false;
    for (const PyValue& item : v.items()) {
        if (!isBatchLike(item))
            return false;
    }
    return true;
}

bool isCollection(const PyValue& v)
{
    switch (v.kind()) {
    case PyValue::Kind::List:
    case PyValue::Kind::Tuple:
    case PyValue::Kind::Set:
    case PyValue::Kind::FrozenSet: return true;
    default: return false;
    }
}

} // namespace

void BatchDetail::parseBatchValueInPlace(PyValue& value)
{
    switch (value.kind()) {
    case PyValue::Kind::Array: {
        DTypeKind inlineKind;
        if (value.inlineArrayBytes(inlineKind))
            return; // a number already converted, still inline
        if (const NdArray* a = value.arrayInPlace(); a && (a->isTorch() || a->dtype().isNumeric()))
            return;
        break;
    }
    // A step's reward and flags: made inline where they are (parseBatchValue's cases).
    case PyValue::Kind::Bool: value = PyValue::arrayOfBool(value.asBool()); return;
    case PyValue::Kind::Int: value = PyValue::arrayOfInt(value.asInt()); return;
    case PyValue::Kind::Float: value = PyValue::arrayOfFloat(value.asDouble()); return;
    case PyValue::Kind::Batch:
    case PyValue::Kind::None: return;
    default: break;
    }
    value = parseBatchValue(value);
}

PyValue parseBatchValue(const PyValue& value)
{
    // What an environment step brings (issue 23: this runs for every value of every
    // Batch built): an array read in place, and Python numbers made into the 0-d array
    // np.asanyarray gives (bool, int64, float64) directly.
    switch (value.kind()) {
    case PyValue::Kind::Array:
        if (const NdArray* a = value.arrayInPlace(); a && (a->isTorch() || a->dtype().isNumeric()))
            return value; // a tensor or a numeric numpy array is kept as is
        break;
    case PyValue::Kind::Bool: return PyValue::arrayOfBool(value.asBool());
    case PyValue::Kind::Int: return PyValue::arrayOfInt(value.asInt());
    case PyValue::Kind::Float: return PyValue::arrayOfFloat(value.asDouble());
    default: break;
    }
    if (value.isBatch() || value.isNone() || isTensor(value) || isNumericArray(value))
        return value;
    if (value.isNumber())
        return PyValue::array(asAnyArray(value));
    if (value.kind() == PyValue::Kind::Dict)
        return wrap(Batch::fromValue(value));
    if (isCollection(value) && !value.items().empty()) {
        bool allTensors = true;
        for (const PyValue& item : value.items())
            allTensors = allTensors && isTensor(item);
        if (allTensors) {
            std::vector<NdArray> arrays;
            for (const PyValue& item : value.items())
                arrays.push_back(item.asArray());
            try {
                NdArray stacked = stack(arrays, 0);
                stacked.setTorch(true);
                return PyValue::array(stacked);
            } catch (const ValueError&) {
                throw TypeError("Batch does not support non-stackable iterable of torch.Tensor as unique value yet.");
            }
        }
    }
    if (isBatchSet(value))
        return wrap(Batch::fromValue(value));
    try {
        return toArrayWithCorrectType(value);
    } catch (const ValueError&) {
        throw TypeError("Batch does not support heterogeneous list/tuple of tensors as unique value yet.");
    }
}

PyValue createBatchValue(const PyValue& inst, std::int64_t size, bool stack)
{
    const bool scalar = isTianshouScalar(inst);
    if (!stack && scalar)
        throw TypeError("cannot concatenate with " + inst.repr() + " which is scalar");
    if (inst.isArray()) {
        const NdArray& a = inst.asArray();
        Shape shape{size};
        const std::size_t skip = stack ? 0 : 1;
        for (std::size_t i = skip; i < a.shape().size(); ++i)
            shape.push_back(a.shape()[i]);
        if (a.isTorch()) {
            NdArray z = zeros(a.dtype().native(), shape);
            z.setTorch(true);
            return PyValue::array(z);
        }
        if (a.dtype().isNumeric())
            return PyValue::array(zeros(a.dtype().native(), shape));
        return PyValue::array(zeros(DType(DTypeKind::Object), shape));
    }
    if (inst.isBatch()) {
        Batch zero;
        for (const auto& [key, val] : inst.asBatch()->entries())
            zero.setRaw(key, createBatchValue(val, size, stack));
        return wrap(std::move(zero));
    }
    if (inst.kind() == PyValue::Kind::Dict) {
        Batch zero;
        for (const auto& [key, val] : inst.dictItems())
            zero.setRaw(key.kind() == PyValue::Kind::Str ? std::string(key.asString()) : key.repr(),
                        createBatchValue(val, size, stack));
        return wrap(std::move(zero));
    }
    if (scalar)
        return createBatchValue(PyValue::array(asNumpy(inst)), size, stack);
    return PyValue::array(zeros(DType(DTypeKind::Object), Shape{size}));
}

void allocBatchByKeysDiff(Batch& meta, const Batch& batch, std::int64_t size, bool stack)
{
    for (const auto& [key, val] : batch.entries()) {
        if (!meta.contains(key)) {
            meta.set(key, createBatchValue(val, size, stack));
            continue;
        }
        PyValue& current = meta.get(key);
        if (current.isBatch() && val.isBatch())
            allocBatchByKeysDiff(*current.asBatch(), *val.asBatch(), size, stack);
        else if (isKeyless(current))
            meta.set(key, createBatchValue(val, size, stack));
    }
}

PyValue deepCopyBatchValue(const PyValue& value)
{
    switch (value.kind()) {
    case PyValue::Kind::Batch: return wrap(value.asBatch()->deepCopy());
    case PyValue::Kind::Array:
    case PyValue::Kind::Scalar: {
        NdArray c = value.asArray().copy();
        c.setTorch(value.asArray().isTorch());
        if (c.dtype().isObject()) {
            // numpy deep-copies the elements of object arrays too.
            Storage& storage = *c.storage();
            for (std::int64_t i = 0; i < c.size(); ++i) {
                const auto slot = static_cast<std::size_t>(c.byteOffsetOf(i) / 8);
                storage.object(slot) = deepCopyBatchValue(storage.object(slot));
            }
        }
        return value.isArray() ? PyValue::array(c) : PyValue::scalar(c);
    }
    case PyValue::Kind::List:
    case PyValue::Kind::Tuple:
    case PyValue::Kind::Set: {
        std::vector<PyValue> items;
        for (const PyValue& item : value.items())
            items.push_back(deepCopyBatchValue(item));
        if (value.kind() == PyValue::Kind::List)
            return PyValue::list(std::move(items));
        if (value.kind() == PyValue::Kind::Tuple)
            return PyValue::tuple(std::move(items));
        return PyValue::set(std::move(items));
    }
    case PyValue::Kind::Dict: {
        PyValue::Items items;
        for (const auto& [k, v] : value.dictItems())
            items.emplace_back(k, deepCopyBatchValue(v));
        return PyValue::dict(std::move(items));
    }
    case PyValue::Kind::ByteArray: return PyValue::fromByteArray(std::string(value.asString()));
    default: return value; // immutable, or opaque objects we never mutate
    }
}

} // namespace ReplayScope::Core
