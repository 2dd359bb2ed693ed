// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// numpy objects from their pickled form: dtype (REDUCE + BUILD), ndarray
// (`_reconstruct` + BUILD state), scalars (`scalar(dtype, bytes)`) and protocol 5's
// `_frombuffer`. pickle-format.md sections 2.1 to 2.4.

#include "numpyconvert.h"
#include "pickleinternal.h"

#include <core/error.h>
#include <core/array/ndarray.h>

#include <charconv>
#include <limits>

namespace ReplayScope::Core::Pickle {

namespace {

using K = PyValue::Kind;

bool isIntLike(const PyValue& v)
{
    return v.kind() == K::Int || v.kind() == K::Bool;
}

std::optional<DType> baseDType(std::string_view t, ByteOrder order)
{
    if (t.empty())
        return std::nullopt;
    const char kind = t.front();
    std::size_t n = 0;
    if (t.size() > 1) {
        const auto r = std::from_chars(t.data() + 1, t.data() + t.size(), n);
        if (r.ec != std::errc() || r.ptr != t.data() + t.size())
            throw ValueError("data type '" + std::string(t) + "' not understood");
    }
    auto numeric = [&](DTypeKind k) {
        return DType(k, 0, order == ByteOrder::NotApplicable ? ByteOrder::Little : order);
    };
    switch (kind) {
    case 'b':
        if (n == 1 || t.size() == 1)
            return DType(DTypeKind::Bool);
        break;
    case 'i':
    case 'u': {
        const bool s = kind == 'i';
        switch (n) {
        case 1: return DType(s ? DTypeKind::Int8 : DTypeKind::UInt8);
        case 2: return numeric(s ? DTypeKind::Int16 : DTypeKind::UInt16);
        case 4: return numeric(s ? DTypeKind::Int32 : DTypeKind::UInt32);
        case 8: return numeric(s ? DTypeKind::Int64 : DTypeKind::UInt64);
        default: break;
        }
        break;
    }
    case 'f':
        if (n == 2)
            return numeric(DTypeKind::Float16);
        if (n == 4)
            return numeric(DTypeKind::Float32);
        if (n == 8)
            return numeric(DTypeKind::Float64);
        if (n == 12 || n == 16)
            return std::nullopt; // long double: not modelled
        break;
    case 'c':
        if (n == 8)
            return numeric(DTypeKind::Complex64);
        if (n == 16)
            return numeric(DTypeKind::Complex128);
        if (n == 24 || n == 32)
            return std::nullopt;
        break;
    case 'U': return DType(DTypeKind::Unicode, 4 * n, order == ByteOrder::NotApplicable ? ByteOrder::Little : order);
    case 'S': return DType(DTypeKind::Bytes, n, ByteOrder::NotApplicable);
    case 'V': return DType(DTypeKind::Void, n, ByteOrder::NotApplicable);
    case 'O': return DType(DTypeKind::Object);
    case 'M':
    case 'm': return std::nullopt; // datetime64 / timedelta64: kept opaque
    default: break;
    }
    throw ValueError("data type '" + std::string(t) + "' not understood");
}

ByteOrder byteOrderOf(const PyValue& v)
{
    if (v.kind() != K::Str)
        throw ValueError("dtype state: the byte order must be a str");
    const auto s = v.asString();
    if (s == "<" || s == "=")
        return ByteOrder::Little;
    if (s == ">")
        return ByteOrder::Big;
    if (s == "|")
        return ByteOrder::NotApplicable;
    throw ValueError("dtype state: invalid byte order '" + std::string(s) + "'");
}

} // namespace

bool checkedProduct(const Shape& shape, std::int64_t itemSize, std::int64_t* bytes, std::int64_t* count)
{
    std::int64_t n = 1;
    for (auto d : shape)
        if (__builtin_mul_overflow(n, d, &n))
            return false;
    *count = n;
    return !__builtin_mul_overflow(n, itemSize, bytes);
}

Shape shapeOf(const PyValue& v)
{
    if (v.kind() != K::Tuple && v.kind() != K::List)
        throw ValueError("array shape must be a tuple, not " + v.typeName());
    Shape shape;
    for (const auto& d : v.items()) {
        if (!isIntLike(d) || d.asInt() < 0)
            throw ValueError("array shape must hold non-negative integers");
        shape.push_back(d.asInt());
    }
    if (shape.size() > 64)
        throw ValueError("array of more than 64 dimensions");
    return shape;
}

Strides fortranStrides(const Shape& shape, std::size_t itemSize)
{
    Strides s(shape.size());
    std::int64_t step = static_cast<std::int64_t>(itemSize);
    for (std::size_t i = 0; i < shape.size(); ++i) {
        s[i] = step;
        step *= std::max<std::int64_t>(shape[i], 1);
    }
    return s;
}

// An array over the bytes of a pickled payload, checked against numpy's rule that the
// buffer size must match the array size exactly.
NdArray arrayOverBytes(const DType& dtype, const Shape& shape, bool fortran, const PyValue& data,
                       const ConvertContext& ctx)
{
    std::int64_t nbytes = 0, count = 0;
    if (!checkedProduct(shape, static_cast<std::int64_t>(dtype.itemSize()), &nbytes, &count))
        throw ValueError("array is too big; the shape " + shapeToString(shape) + " overflows");
    auto storage = storageOfBytes(data, elementAlignment(dtype), ctx.options.viewUnaligned);
    if (static_cast<std::int64_t>(storage->size()) != nbytes)
        throw ValueError("buffer size does not match array size (" + std::to_string(storage->size()) + " bytes for "
                         + std::to_string(nbytes) + ")");
    const Strides strides =
        fortran ? fortranStrides(shape, dtype.itemSize()) : contiguousStrides(shape, dtype.itemSize());
    return NdArray::fromStorage(dtype, shape, strides, std::move(storage), 0);
}

namespace {

bool hasObjectField(const DType& d)
{
    for (const auto& f : d.fields())
        if (f.type.isObject() || (f.type.isStructured() && hasObjectField(f.type)))
            return true;
    return false;
}

} // namespace

std::size_t elementAlignment(const DType& dtype)
{
    switch (dtype.kind()) {
    case DTypeKind::Complex64: return 4;
    case DTypeKind::Complex128: return 8;
    case DTypeKind::Unicode: return 4;
    case DTypeKind::Bytes:
    case DTypeKind::Void:
    case DTypeKind::Structured:
    case DTypeKind::Object: return 1;
    default: return dtype.itemSize();
    }
}

std::optional<DType> dtypeFromPickle(const PyValue& typeArg, const PyValue* state)
{
    const PyValue* order = nullptr;
    const PyValue* subarray = nullptr;
    const PyValue* names = nullptr;
    const PyValue* fields = nullptr;
    std::int64_t elsize = -1;
    if (state && !state->isNone()) {
        if (state->kind() != K::Tuple || state->items().size() < 8)
            throw ValueError("dtype state must be a tuple of 8 or 9 items");
        const auto& s = state->items();
        order = &s[1];
        subarray = &s[2];
        names = &s[3];
        fields = &s[4];
        if (!isIntLike(s[5]))
            throw ValueError("dtype state: the element size must be an int");
        elsize = s[5].asInt();
    }
    if (subarray && !subarray->isNone())
        return std::nullopt; // sub-array dtypes are not modelled
    const ByteOrder bo = order ? byteOrderOf(*order) : ByteOrder::Little;

    std::optional<DType> base;
    if (typeArg.kind() == K::Str)
        base = baseDType(typeArg.asString(), bo);
    else if (typeArg.kind() == K::Global && typeArg.asGlobal() == PyGlobal{"numpy", "record"})
        base = DType(DTypeKind::Void, 0, ByteOrder::NotApplicable); // np.recarray's element class
    else
        throw ValueError("dtype: the type must be a str, not " + typeArg.typeName());
    if (!base)
        return std::nullopt;

    if (names && !names->isNone()) {
        if (names->kind() != K::Tuple || !fields || fields->kind() != K::Dict || elsize < 0)
            throw ValueError("dtype state: malformed structured fields");
        std::vector<DTypeField> out;
        for (const auto& name : names->items()) {
            const PyValue* f = name.kind() == K::Str ? fields->find(name.asString()) : nullptr;
            if (!f || f->kind() != K::Tuple || f->items().size() < 2 || !isIntLike(f->items()[1]))
                throw ValueError("dtype state: field without (dtype, offset)");
            auto type = dtypeOf(f->items()[0]);
            if (!type)
                return std::nullopt;
            const std::int64_t offset = f->items()[1].asInt();
            if (offset < 0 || offset + static_cast<std::int64_t>(type->itemSize()) > elsize)
                throw ValueError("dtype state: field '" + std::string(name.asString()) + "' lies outside the record");
            out.push_back({std::string(name.asString()), *type, static_cast<std::size_t>(offset)});
        }
        return DType::structured(std::move(out), static_cast<std::size_t>(elsize));
    }
    if ((base->kind() == DTypeKind::Void) && elsize >= 0)
        return DType(DTypeKind::Void, static_cast<std::size_t>(elsize), ByteOrder::NotApplicable);
    if (base->isString() && elsize >= 0 && static_cast<std::size_t>(elsize) != base->itemSize())
        throw ValueError("dtype state: element size does not match the type");
    return base;
}

std::optional<DType> dtypeOf(const PyValue& value)
{
    if (value.kind() == K::DType)
        return value.asDType();
    if (value.kind() == K::Object) {
        const auto& o = *value.asObject();
        if (o.creation == PyObject::Creation::Reduce && o.cls == PyGlobal{"numpy", "dtype"} && !o.args->empty())
            return dtypeFromPickle(o.args->front(), o.state.get());
        return std::nullopt;
    }
    throw ValueError("expected a numpy dtype, not " + value.typeName());
}

std::optional<PyValue> numpyDTypeBuild(const PyObject& object, const PyValue* state)
{
    if (object.args->empty())
        throw ValueError("dtype() needs a type");
    auto d = dtypeFromPickle(object.args->front(), state);
    if (!d)
        return std::nullopt;
    return PyValue::dtype(*d);
}

std::optional<PyValue> numpyReconstructBuild(const PyObject& object, const PyValue& state, const ConvertContext& ctx)
{
    const auto& args = *object.args;
    if (args.size() != 3 || args[0].kind() != K::Global)
        throw ValueError("_reconstruct takes (class, shape, typecode)");
    const PyGlobal& cls = args[0].asGlobal();
    // Subclasses with their own state (masked arrays, matrices) stay opaque.
    if (!(cls == PyGlobal{"numpy", "ndarray"} || cls == PyGlobal{"numpy", "recarray"}))
        return std::nullopt;
    if (state.kind() != K::Tuple || (state.items().size() != 5 && state.items().size() != 4))
        throw ValueError("ndarray state must be a tuple of 4 or 5 items");
    const auto& s = state.items();
    const std::size_t b = s.size() == 5 ? 1 : 0;
    const Shape shape = shapeOf(s[b]);
    auto dtype = dtypeOf(s[b + 1]);
    if (!dtype)
        return std::nullopt;
    if (!isIntLike(s[b + 2]) || s[b + 2].asInt() < 0 || s[b + 2].asInt() > 1)
        throw ValueError("ndarray state: is_fortran must be a bool");
    const bool fortran = s[b + 2].asInt() != 0;
    const PyValue& data = s[b + 3];

    if (dtype->isObject()) {
        if (!data.isSequence())
            throw ValueError("object array data must be a list");
        std::int64_t nbytes = 0, count = 0;
        if (!checkedProduct(shape, 8, &nbytes, &count) || static_cast<std::int64_t>(data.items().size()) != count)
            throw ValueError("object array list holds " + std::to_string(data.items().size()) + " items for shape "
                             + shapeToString(shape));
        // The list is in logical C order even for Fortran arrays.
        return PyValue::array(NdArray::fromObjects(data.items(), shape));
    }
    if (data.isSequence())
        return std::nullopt; // structured with object fields: a list of tuples, kept opaque
    if (!bytesLike(data))
        throw ValueError("ndarray state: data must be bytes, not " + data.typeName());
    // CPython hands back native byte order here (numpy swaps on load); we keep the
    // file's order instead, so the data stays in the mapping and is written back as it
    // was. Values are the same either way.
    return PyValue::array(arrayOverBytes(*dtype, shape, fortran, data, ctx));
}

std::optional<PyValue> numpyScalar(const std::vector<PyValue>& args, const ConvertContext&)
{
    if (args.empty() || args.size() > 2)
        throw ValueError("scalar() takes (dtype, data)");
    auto dtype = dtypeOf(args[0]);
    if (!dtype)
        return std::nullopt;
    if (dtype->isObject())
        return args.size() == 2 ? args[1] : PyValue::none();
    if (args.size() != 2 || !bytesLike(args[1]))
        return std::nullopt; // structured scalars with object fields pass an array
    auto storage = storageOfBytes(args[1], 1, true);
    if (storage->size() != dtype->itemSize())
        throw ValueError("initializing object must be a bytes object of " + std::to_string(dtype->itemSize())
                         + " bytes");
    return PyValue::scalar(NdArray::fromBytes(*dtype, {}, storage->data()));
}

std::optional<PyValue> numpyFromBuffer(const std::vector<PyValue>& args, const ConvertContext& ctx)
{
    if (args.size() != 4 && args.size() != 5)
        throw ValueError("_frombuffer takes (buffer, dtype, shape, order[, axis_order])");
    if (!bytesLike(args[0]))
        throw ValueError("_frombuffer: the buffer must be bytes, not " + args[0].typeName());
    auto dtype = dtypeOf(args[1]);
    if (!dtype)
        return std::nullopt;
    if (dtype->isObject())
        throw ValueError("_frombuffer cannot hold objects");
    const Shape shape = shapeOf(args[2]);
    if (args[3].kind() != K::Str)
        throw ValueError("_frombuffer: order must be a str");
    const auto order = args[3].asString();
    if (order != "C" && order != "F" && order != "K")
        throw ValueError("_frombuffer: order must be 'C', 'F' or 'K'");
    if (order != "K") {
        if (args.size() == 5 && !args[4].isNone())
            throw ValueError("_frombuffer: axis_order is only valid with order 'K'");
        return PyValue::array(arrayOverBytes(*dtype, shape, order == "F", args[0], ctx));
    }
    // numpy >= 2.3: C-ordered buffer of `shape`, then the axes permuted by axis_order.
    if (args.size() != 5 || !args[4].isSequence() || args[4].items().size() != shape.size())
        throw ValueError("_frombuffer: order 'K' needs an axis_order of one entry per axis");
    std::vector<int> axes;
    std::vector<bool> seen(shape.size(), false);
    for (const auto& v : args[4].items()) {
        if (!isIntLike(v) || v.asInt() < 0 || v.asInt() >= static_cast<std::int64_t>(shape.size())
            || seen[static_cast<std::size_t>(v.asInt())])
            throw ValueError("_frombuffer: axis_order is not a permutation of the axes");
        seen[static_cast<std::size_t>(v.asInt())] = true;
        axes.push_back(static_cast<int>(v.asInt()));
    }
    return PyValue::array(arrayOverBytes(*dtype, shape, false, args[0], ctx).transpose(axes));
}

NumpyDTypeSpelling numpyDTypeSpelling(const DType& d)
{
    NumpyDTypeSpelling s;
    const bool big = d.byteOrder() == ByteOrder::Big;
    auto numeric = [&](const char* code) {
        s.typeString = code;
        s.byteOrder = d.itemSize() == 1 ? '|' : (big ? '>' : '<');
    };
    switch (d.kind()) {
    case DTypeKind::Bool: numeric("b1"); break;
    case DTypeKind::Int8: numeric("i1"); break;
    case DTypeKind::Int16: numeric("i2"); break;
    case DTypeKind::Int32: numeric("i4"); break;
    case DTypeKind::Int64: numeric("i8"); break;
    case DTypeKind::UInt8: numeric("u1"); break;
    case DTypeKind::UInt16: numeric("u2"); break;
    case DTypeKind::UInt32: numeric("u4"); break;
    case DTypeKind::UInt64: numeric("u8"); break;
    case DTypeKind::Float16: numeric("f2"); break;
    case DTypeKind::Float32: numeric("f4"); break;
    case DTypeKind::Float64: numeric("f8"); break;
    case DTypeKind::Complex64: numeric("c8"); break;
    case DTypeKind::Complex128: numeric("c16"); break;
    case DTypeKind::BFloat16: throw ValueError("numpy has no bfloat16 dtype");
    case DTypeKind::Bytes:
        s.typeString = "S" + std::to_string(d.itemSize());
        s.elementSize = static_cast<std::int64_t>(d.itemSize());
        s.alignment = 1;
        break;
    case DTypeKind::Unicode:
        s.typeString = "U" + std::to_string(d.itemSize() / 4);
        s.byteOrder = big ? '>' : '<';
        s.elementSize = static_cast<std::int64_t>(d.itemSize());
        s.alignment = 4;
        s.flags = 8;
        break;
    case DTypeKind::Object:
        s.typeString = "O8";
        s.flags = 63;
        break;
    case DTypeKind::Void:
    case DTypeKind::Structured:
        s.typeString = "V" + std::to_string(d.itemSize());
        s.elementSize = static_cast<std::int64_t>(d.itemSize());
        s.alignment = 1;
        // numpy reads these flags to choose between bytes and a list of tuples, so a
        // record with an object field must say so (27) or numpy refuses the data.
        s.flags = !d.isStructured() ? 0 : (hasObjectField(d) ? 27 : 16);
        break;
    }
    return s;
}

} // namespace ReplayScope::Core::Pickle
