// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "h5types.h"

#include <cstring>
#include <vector>

namespace ReplayScope::Core::H5 {

namespace {

ByteOrder orderOf(hid_t type, std::size_t size)
{
    if (size <= 1)
        return ByteOrder::NotApplicable;
    return H5Tget_order(type) == H5T_ORDER_BE ? ByteOrder::Big : ByteOrder::Little;
}

DType integerDType(hid_t type)
{
    const std::size_t size = H5Tget_size(type);
    const bool isSigned = H5Tget_sign(type) != H5T_SGN_NONE;
    const ByteOrder order = orderOf(type, size);
    switch (size) {
    case 1: return DType(isSigned ? DTypeKind::Int8 : DTypeKind::UInt8);
    case 2: return DType(isSigned ? DTypeKind::Int16 : DTypeKind::UInt16, 0, order);
    case 4: return DType(isSigned ? DTypeKind::Int32 : DTypeKind::UInt32, 0, order);
    case 8: return DType(isSigned ? DTypeKind::Int64 : DTypeKind::UInt64, 0, order);
    default: return DType(DTypeKind::Void, size);
    }
}

std::string memberName(hid_t type, unsigned i)
{
    char* raw = H5Tget_member_name(type, i);
    std::string name = raw ? raw : "";
    if (raw)
        H5free_memory(raw);
    return name;
}

bool isBoolEnum(hid_t type)
{
    if (H5Tget_size(type) != 1 || H5Tget_nmembers(type) != 2)
        return false;
    for (unsigned i = 0; i < 2; ++i) {
        signed char value = 0;
        if (H5Tget_member_value(type, i, &value) < 0)
            return false;
        const std::string name = memberName(type, i);
        if (!((name == "FALSE" && value == 0) || (name == "TRUE" && value == 1)))
            return false;
    }
    return true;
}

DType compoundDType(hid_t type)
{
    const std::size_t size = H5Tget_size(type);
    const int count = H5Tget_nmembers(type);
    std::vector<DTypeField> fields;
    for (int i = 0; i < count; ++i) {
        const auto index = static_cast<unsigned>(i);
        Handle memberType(H5Tget_member_type(type, index));
        if (!memberType.valid())
            return DType(DTypeKind::Void, size);
        ElementLayout member = describeType(memberType.id());
        DType fieldType = member.dtype;
        // numpy fields cannot hold HDF5 heap references or sub-arrays in our DType, so such
        // members keep their raw bytes as void of the same width.
        if (member.form != ElementLayout::Form::Raw || !member.extraDims.empty())
            fieldType = DType(DTypeKind::Void, H5Tget_size(memberType.id()));
        fields.push_back(DTypeField{memberName(type, index), fieldType, H5Tget_member_offset(type, index)});
    }
    if (fields.size() == 2 && fields[0].name == "r" && fields[1].name == "i" && fields[0].type == fields[1].type
        && fields[0].offset == 0 && fields[1].offset == fields[0].type.itemSize() && fields[0].type.isFloat()) {
        if (fields[0].type.kind() == DTypeKind::Float32)
            return DType(DTypeKind::Complex64, 0, fields[0].type.byteOrder());
        if (fields[0].type.kind() == DTypeKind::Float64)
            return DType(DTypeKind::Complex128, 0, fields[0].type.byteOrder());
    }
    return DType::structured(std::move(fields), size);
}

} // namespace

ElementLayout describeType(hid_t type)
{
    ElementLayout out;
    const std::size_t size = H5Tget_size(type);
    switch (H5Tget_class(type)) {
    case H5T_INTEGER: out.dtype = integerDType(type); break;
    case H5T_FLOAT:
        if (size == 2)
            out.dtype = DType(DTypeKind::Float16, 0, orderOf(type, size));
        else if (size == 4)
            out.dtype = DType(DTypeKind::Float32, 0, orderOf(type, size));
        else if (size == 8)
            out.dtype = DType(DTypeKind::Float64, 0, orderOf(type, size));
        else
            out.dtype = DType(DTypeKind::Void, size); // long double: no portable numpy match
        break;
    case H5T_ENUM:
        if (isBoolEnum(type)) {
            out.dtype = DType(DTypeKind::Bool);
        } else {
            Handle base(H5Tget_super(type));
            out.dtype = base.valid() ? integerDType(base.id()) : DType(DTypeKind::Void, size);
        }
        break;
    case H5T_BITFIELD:
        out.dtype = integerDType(type);
        if (out.dtype.isSignedInteger())
            out.dtype = DType(DTypeKind::Void, size);
        break;
    case H5T_STRING:
        if (H5Tis_variable_str(type) > 0) {
            out.form = ElementLayout::Form::VlenString;
            out.utf8 = H5Tget_cset(type) == H5T_CSET_UTF8;
            out.dtype = DType(DTypeKind::Object);
        } else {
            out.dtype = DType(DTypeKind::Bytes, size);
        }
        break;
    case H5T_COMPOUND: out.dtype = compoundDType(type); break;
    case H5T_ARRAY: {
        Handle base(H5Tget_super(type));
        const int rank = H5Tget_array_ndims(type);
        if (!base.valid() || rank < 0) {
            out.dtype = DType(DTypeKind::Void, size);
            break;
        }
        ElementLayout inner = describeType(base.id());
        if (inner.form != ElementLayout::Form::Raw) {
            out.dtype = DType(DTypeKind::Void, size);
            break;
        }
        std::vector<hsize_t> dims(static_cast<std::size_t>(rank));
        H5Tget_array_dims2(type, dims.data());
        out.dtype = inner.dtype;
        for (hsize_t d : dims)
            out.extraDims.push_back(static_cast<std::int64_t>(d));
        out.extraDims.insert(out.extraDims.end(), inner.extraDims.begin(), inner.extraDims.end());
        break;
    }
    case H5T_VLEN: {
        Handle base(H5Tget_super(type));
        ElementLayout inner = base.valid() ? describeType(base.id()) : ElementLayout{};
        if (!base.valid() || inner.form != ElementLayout::Form::Raw || !inner.extraDims.empty()) {
            out.dtype = DType(DTypeKind::Void, size);
            break;
        }
        out.form = ElementLayout::Form::VlenSequence;
        out.dtype = inner.dtype;
        out.baseType = std::move(base);
        break;
    }
    default: // opaque, references, time: keep the bytes
        out.dtype = DType(DTypeKind::Void, size);
        break;
    }
    return out;
}

namespace {

Handle withOrder(hid_t little, hid_t big, ByteOrder order)
{
    return Handle(H5Tcopy(order == ByteOrder::Big ? big : little));
}

} // namespace

Handle typeForDType(const DType& dtype)
{
    const ByteOrder order = dtype.byteOrder();
    switch (dtype.kind()) {
    case DTypeKind::Bool: {
        Handle type(H5Tenum_create(H5T_STD_I8LE));
        signed char no = 0;
        signed char yes = 1;
        H5Tenum_insert(type.id(), "FALSE", &no);
        H5Tenum_insert(type.id(), "TRUE", &yes);
        return type;
    }
    case DTypeKind::Int8: return Handle(H5Tcopy(H5T_STD_I8LE));
    case DTypeKind::UInt8: return Handle(H5Tcopy(H5T_STD_U8LE));
    case DTypeKind::Int16: return withOrder(H5T_STD_I16LE, H5T_STD_I16BE, order);
    case DTypeKind::UInt16: return withOrder(H5T_STD_U16LE, H5T_STD_U16BE, order);
    case DTypeKind::Int32: return withOrder(H5T_STD_I32LE, H5T_STD_I32BE, order);
    case DTypeKind::UInt32: return withOrder(H5T_STD_U32LE, H5T_STD_U32BE, order);
    case DTypeKind::Int64: return withOrder(H5T_STD_I64LE, H5T_STD_I64BE, order);
    case DTypeKind::UInt64: return withOrder(H5T_STD_U64LE, H5T_STD_U64BE, order);
    case DTypeKind::Float16: {
        // IEEE half precision as h5py builds it: a float32 reshaped to 1+5+10 bits.
        Handle type = withOrder(H5T_IEEE_F32LE, H5T_IEEE_F32BE, order);
        H5Tset_fields(type.id(), 15, 10, 5, 0, 10);
        H5Tset_size(type.id(), 2);
        H5Tset_ebias(type.id(), 15);
        return type;
    }
    case DTypeKind::Float32: return withOrder(H5T_IEEE_F32LE, H5T_IEEE_F32BE, order);
    case DTypeKind::Float64: return withOrder(H5T_IEEE_F64LE, H5T_IEEE_F64BE, order);
    case DTypeKind::Complex64:
    case DTypeKind::Complex128: {
        const bool wide = dtype.kind() == DTypeKind::Complex128;
        Handle part =
            wide ? withOrder(H5T_IEEE_F64LE, H5T_IEEE_F64BE, order) : withOrder(H5T_IEEE_F32LE, H5T_IEEE_F32BE, order);
        const std::size_t half = wide ? 8 : 4;
        Handle type(H5Tcreate(H5T_COMPOUND, 2 * half));
        H5Tinsert(type.id(), "r", 0, part.id());
        H5Tinsert(type.id(), "i", half, part.id());
        return type;
    }
    case DTypeKind::Bytes: {
        if (dtype.itemSize() == 0)
            return {}; // HDF5 strings need at least one byte; h5py refuses |S0 too
        Handle type(H5Tcopy(H5T_C_S1));
        H5Tset_size(type.id(), dtype.itemSize());
        H5Tset_strpad(type.id(), H5T_STR_NULLPAD);
        return type;
    }
    case DTypeKind::Structured: {
        Handle type(H5Tcreate(H5T_COMPOUND, dtype.itemSize()));
        for (const DTypeField& field : dtype.fields()) {
            Handle member = typeForDType(field.type);
            if (!member.valid())
                return {};
            if (H5Tinsert(type.id(), field.name.c_str(), field.offset, member.id()) < 0)
                return {};
        }
        return type;
    }
    case DTypeKind::Void:
        if (dtype.itemSize() == 0)
            return {};
        return Handle(H5Tcreate(H5T_OPAQUE, dtype.itemSize()));
    default: return {};
    }
}

Handle utf8StringType()
{
    Handle type(H5Tcopy(H5T_C_S1));
    H5Tset_size(type.id(), H5T_VARIABLE);
    H5Tset_cset(type.id(), H5T_CSET_UTF8);
    return type;
}

} // namespace ReplayScope::Core::H5
