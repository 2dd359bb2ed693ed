// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// numpy arrays, dtypes and scalars, and torch tensors, in the forms of
// pickle-format.md section 4 (items 3, 4 and 8).

#include "numpyconvert.h"
#include "pickleemitter.h"

#include <core/error.h>
#include <core/array/ndarray.h>

#include <cstring>

namespace ReplayScope::Core::Pickle {

namespace {

// numpy.core is the spelling every numpy release loads without a warning (numpy 2
// keeps `_reconstruct` and `scalar` there for old pickles); one place to change it.
constexpr std::string_view numpyCoreMultiarray = "numpy.core.multiarray";

std::string_view elementBytes(const NdArray& a)
{
    if (a.size() == 0)
        return {};
    return {reinterpret_cast<const char*>(a.elementPtr(0)), static_cast<std::size_t>(a.nbytes())};
}

const char* torchStorageName(DTypeKind k)
{
    switch (k) {
    case DTypeKind::Float32: return "FloatStorage";
    case DTypeKind::Float64: return "DoubleStorage";
    case DTypeKind::Float16: return "HalfStorage";
    case DTypeKind::BFloat16: return "BFloat16Storage";
    case DTypeKind::Int64: return "LongStorage";
    case DTypeKind::Int32: return "IntStorage";
    case DTypeKind::Int16: return "ShortStorage";
    case DTypeKind::Int8: return "CharStorage";
    case DTypeKind::UInt8: return "ByteStorage";
    case DTypeKind::Bool: return "BoolStorage";
    case DTypeKind::Complex64: return "ComplexFloatStorage";
    case DTypeKind::Complex128: return "ComplexDoubleStorage";
    default: return nullptr;
    }
}

} // namespace

void Emitter::dtype(const DType& d)
{
    const NumpyDTypeSpelling s = numpyDTypeSpelling(d);
    global("numpy", "dtype");
    str(s.typeString);
    op(Opcode::NewFalse);
    op(Opcode::NewTrue);
    op(Opcode::Tuple3);
    op(Opcode::Reduce);
    op(Opcode::Mark);
    integer(3);
    str(std::string(1, s.byteOrder));
    op(Opcode::None); // sub-array
    if (d.isStructured()) {
        const auto& fields = d.fields();
        tupleBegin(fields.size());
        for (const auto& f : fields)
            str(f.name);
        tupleEnd(fields.size());
        op(Opcode::EmptyDict);
        op(Opcode::Mark);
        for (const auto& f : fields) {
            str(f.name);
            dtype(f.type);
            integer(static_cast<std::int64_t>(f.offset));
            op(Opcode::Tuple2);
        }
        op(Opcode::SetItems);
    } else {
        op(Opcode::None);
        op(Opcode::None);
    }
    integer(s.elementSize);
    integer(s.alignment);
    integer(s.flags);
    op(Opcode::Tuple);
    op(Opcode::Build);
}

void Emitter::ndarray(const NdArray& a)
{
    global(numpyCoreMultiarray, "_reconstruct");
    global("numpy", "ndarray");
    integer(0);
    op(Opcode::Tuple1);
    bytes("b");
    op(Opcode::Tuple3);
    op(Opcode::Reduce);

    op(Opcode::Mark);
    integer(1);
    const Shape& shape = a.shape();
    tupleBegin(shape.size());
    for (auto d : shape)
        integer(d);
    tupleEnd(shape.size());
    dtype(a.dtype());
    if (a.dtype().isObject()) {
        // Object arrays are a flat list in logical C order, with is_fortran False.
        op(Opcode::NewFalse);
        std::vector<PyValue> items;
        items.reserve(static_cast<std::size_t>(a.size()));
        for (std::int64_t i = 0; i < a.size(); ++i)
            items.push_back(a.scalarAt(i));
        op(Opcode::EmptyList);
        for (std::size_t start = 0; start < items.size(); start += 1000) {
            op(Opcode::Mark);
            for (std::size_t i = start; i < std::min(items.size(), start + 1000); ++i)
                value(items[i]);
            op(Opcode::Appends);
        }
    } else {
        // A Fortran-ordered array keeps its bytes and says so, as numpy does.
        const bool fortran = a.ndim() > 1 && a.isFContiguous() && !a.isCContiguous();
        op(fortran ? Opcode::NewTrue : Opcode::NewFalse);
        bytes(elementBytes(fortran ? a : a.contiguous()));
    }
    op(Opcode::Tuple);
    op(Opcode::Build);
}

void Emitter::numpyScalar(const NdArray& a)
{
    if (a.dtype().isObject()) {
        value(a.scalarAt(0));
        return;
    }
    global(numpyCoreMultiarray, "scalar");
    op(Opcode::Mark);
    dtype(a.dtype());
    bytes(elementBytes(a.contiguous()));
    op(Opcode::Tuple);
    op(Opcode::Reduce);
}

void Emitter::tensor(const NdArray& input)
{
    NdArray a = input.dtype().byteOrder() == ByteOrder::Big ? input.astype(input.dtype().native()) : input;
    const char* storageName = torchStorageName(a.dtype().kind());
    if (!storageName)
        throw ValueError("torch has no tensor type for dtype " + a.dtype().name());
    const auto itemSize = static_cast<std::int64_t>(a.dtype().itemSize());
    // Keep torch's own layout (the whole storage, offset and strides in elements) when
    // it can be expressed; otherwise write a C-ordered copy.
    auto expressible = [&](const NdArray& t) {
        if (!t.storage() || t.storage()->holdsObjects() || t.offset() % itemSize != 0
            || static_cast<std::int64_t>(t.storage()->size()) % itemSize != 0)
            return false;
        for (auto s : t.strides())
            if (s < 0 || s % itemSize != 0)
                return false;
        return true;
    };
    if (!expressible(a))
        a = a.copy();
    const auto& storage = a.storage();
    const std::string_view data =
        storage && storage->data() ? std::string_view(reinterpret_cast<const char*>(storage->data()), storage->size())
                                   : std::string_view();
    const auto numel = static_cast<std::int64_t>(data.size()) / itemSize;

    // The legacy torch.save stream of one storage (pickle-format.md 2.8): magic,
    // protocol version, sys_info, the persistent id, the key list, then the data.
    std::string head;
    Emitter blob([&](std::string_view piece) { head.append(piece); });
    static const std::uint8_t magic[] = {0x6c, 0xfc, 0x9c, 0x46, 0xf9, 0x20, 0x6a, 0xa8, 0x50, 0x19};
    blob.op(Opcode::Proto);
    blob.byte(2);
    blob.op(Opcode::Long1);
    blob.byte(sizeof magic);
    blob.raw({reinterpret_cast<const char*>(magic), sizeof magic});
    blob.op(Opcode::Stop);
    blob.op(Opcode::Proto);
    blob.byte(2);
    blob.integer(1001);
    blob.op(Opcode::Stop);
    blob.op(Opcode::Proto);
    blob.byte(2);
    blob.dictItems(
        {{PyValue::fromStr("protocol_version"), PyValue::fromInt(1001)},
         {PyValue::fromStr("little_endian"), PyValue::fromBool(true)},
         {PyValue::fromStr("type_sizes"), PyValue::dict({{PyValue::fromStr("short"), PyValue::fromInt(2)},
                                                         {PyValue::fromStr("int"), PyValue::fromInt(4)},
                                                         {PyValue::fromStr("long"), PyValue::fromInt(4)}})}});
    blob.op(Opcode::Stop);
    blob.op(Opcode::Proto);
    blob.byte(2);
    blob.op(Opcode::Mark);
    blob.str("storage");
    blob.global("torch", storageName);
    blob.str("0");
    blob.str("cpu");
    blob.integer(numel);
    blob.op(Opcode::None);
    blob.op(Opcode::Tuple);
    blob.op(Opcode::BinPersId);
    blob.op(Opcode::Stop);
    blob.op(Opcode::Proto);
    blob.byte(2);
    blob.op(Opcode::EmptyList);
    blob.op(Opcode::Mark);
    blob.str("0");
    blob.op(Opcode::Appends);
    blob.op(Opcode::Stop);
    blob.flush();
    char count[8];
    std::memcpy(count, &numel, sizeof count);
    head.append(count, sizeof count);

    global("torch._utils", "_rebuild_tensor_v2");
    op(Opcode::Mark);
    global("torch.storage", "_load_from_bytes");
    // The blob is one BINBYTES whose payload is the head followed by the raw data.
    const std::size_t total = head.size() + data.size();
    if (total < 256) {
        op(Opcode::ShortBinBytes);
        byte(static_cast<std::uint8_t>(total));
    } else if (total <= UINT32_MAX) {
        op(Opcode::BinBytes);
        const auto n = static_cast<std::uint32_t>(total);
        raw({reinterpret_cast<const char*>(&n), sizeof n});
    } else {
        op(Opcode::BinBytes8);
        const auto n = static_cast<std::uint64_t>(total);
        raw({reinterpret_cast<const char*>(&n), sizeof n});
    }
    raw(head);
    raw(data);
    op(Opcode::Tuple1);
    op(Opcode::Reduce);
    integer(a.offset() / itemSize);
    tupleBegin(a.shape().size());
    for (auto d : a.shape())
        integer(d);
    tupleEnd(a.shape().size());
    tupleBegin(a.strides().size());
    for (auto s : a.strides())
        integer(s / itemSize);
    tupleEnd(a.strides().size());
    op(a.requiresGrad() ? Opcode::NewTrue : Opcode::NewFalse);
    global("collections", "OrderedDict");
    op(Opcode::EmptyTuple);
    op(Opcode::Reduce);
    op(Opcode::Tuple);
    op(Opcode::Reduce);
}

} // namespace ReplayScope::Core::Pickle
