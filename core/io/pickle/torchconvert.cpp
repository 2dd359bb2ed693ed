// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// torch tensors from `pickle.dumps(tensor)`: `_rebuild_tensor_v2(storage, ...)` where
// the storage is `torch.storage._load_from_bytes(<legacy torch.save stream>)`.
// pickle-format.md section 2.8. The stream is parsed by the same restricted machine.

#include "pickleinternal.h"

#include <core/error.h>
#include <core/array/ndarray.h>

#include <cstring>

namespace ReplayScope::Core {

std::optional<DType> torchStorageDType(const PyValue& g)
{
    if (g.kind() != PyValue::Kind::Global || g.asGlobal().module != "torch")
        return std::nullopt;
    static const std::pair<const char*, DTypeKind> table[] = {
        {"FloatStorage", DTypeKind::Float32},
        {"DoubleStorage", DTypeKind::Float64},
        {"HalfStorage", DTypeKind::Float16},
        {"BFloat16Storage", DTypeKind::BFloat16},
        {"LongStorage", DTypeKind::Int64},
        {"IntStorage", DTypeKind::Int32},
        {"ShortStorage", DTypeKind::Int16},
        {"CharStorage", DTypeKind::Int8},
        {"ByteStorage", DTypeKind::UInt8},
        {"BoolStorage", DTypeKind::Bool},
        {"ComplexFloatStorage", DTypeKind::Complex64},
        {"ComplexDoubleStorage", DTypeKind::Complex128},
    };
    for (const auto& [name, kind] : table)
        if (g.asGlobal().name == name)
            return DType(kind);
    return std::nullopt;
}

namespace Pickle {

namespace {

using K = PyValue::Kind;

std::optional<DType> storageDType(const PyValue& g)
{
    return torchStorageDType(g);
}

// The magic number that opens a legacy torch.save stream, as LONG1 bytes.
bool isTorchMagic(const PyValue& v)
{
    static const std::uint8_t magic[] = {0x6c, 0xfc, 0x9c, 0x46, 0xf9, 0x20, 0x6a, 0xa8, 0x50, 0x19};
    return v.kind() == K::BigInt
           && v.asBigInt().bytes() == std::vector<std::uint8_t>(std::begin(magic), std::end(magic));
}

PyValue loadFromBytes(const PyValue& blob, const ConvertContext& ctx)
{
    auto storage = storageOfBytes(blob, 1, true);
    Input in;
    in.data = storage->data();
    in.size = storage->size();
    in.fileName = ctx.input.fileName;
    in.storage = storage;
    // Report positions in the file when the blob is a view of it.
    if (in.data >= ctx.input.data && in.data < ctx.input.data + ctx.input.size)
        in.baseOffset = ctx.input.baseOffset + (in.data - ctx.input.data);

    const auto magic = runMachine(in, 0, ctx.options);
    if (!isTorchMagic(magic.value))
        throw ValueError("torch storage bytes: not a torch.save stream (bad magic number)");
    const auto version = runMachine(in, magic.end, ctx.options);
    if (version.value.kind() != K::Int || version.value.asInt() != 1001)
        throw ValueError("torch storage bytes: unsupported protocol version");
    const auto sysInfo = runMachine(in, version.end, ctx.options);
    const PyValue* little = sysInfo.value.kind() == K::Dict ? sysInfo.value.find("little_endian") : nullptr;
    if (!little || little->kind() != K::Bool || !little->asBool())
        throw ValueError("torch storage bytes: big-endian data is not supported");
    const auto object = runMachine(in, sysInfo.end, ctx.options, true);
    const auto keys = runMachine(in, object.end, ctx.options);

    const PyValue& pid = object.value;
    checkTorchPersistentId(pid);
    const DType dtype = *storageDType(pid.items()[1]);
    const std::string key(pid.items()[2].asString());
    if (keys.value.kind() != K::List || keys.value.items().size() != 1 || keys.value.items()[0].kind() != K::Str
        || keys.value.items()[0].asString() != key)
        throw ValueError("torch storage bytes: the stream must hold exactly the one storage it refers to");

    std::size_t pos = keys.end;
    std::int64_t count = 0;
    if (in.size - pos < sizeof count)
        throw ValueError("torch storage bytes: truncated storage data");
    std::memcpy(&count, in.data + pos, sizeof count);
    pos += sizeof count;
    const std::size_t itemSize = dtype.itemSize();
    if (count < 0 || static_cast<std::uint64_t>(count) > (in.size - pos) / itemSize)
        throw ValueError("torch storage bytes: storage of " + std::to_string(count) + " elements exceeds the data");
    if (count != pid.items()[4].asInt())
        throw ValueError("torch storage bytes: element count differs from the storage header");
    const std::size_t nbytes = static_cast<std::size_t>(count) * itemSize;
    std::shared_ptr<Storage> data;
    const auto* p = in.data + pos;
    if (reinterpret_cast<std::uintptr_t>(p) % itemSize == 0 || ctx.options.viewUnaligned)
        data = Storage::wrap(p, nbytes, storage, false);
    else
        data = Storage::copyOf(p, nbytes);
    NdArray a = NdArray::fromStorage(dtype, {count}, {static_cast<std::int64_t>(itemSize)}, std::move(data), 0);
    a.setTorch(true);
    return PyValue::array(std::move(a));
}

std::vector<std::int64_t> intTuple(const PyValue& v, const char* what)
{
    if (!v.isSequence())
        throw ValueError(std::string("tensor ") + what + " must be a tuple");
    std::vector<std::int64_t> out;
    for (const auto& x : v.items()) {
        if (x.kind() != K::Int || x.asInt() < 0)
            throw ValueError(std::string("tensor ") + what + " must hold non-negative integers");
        out.push_back(x.asInt());
    }
    return out;
}

PyValue rebuildTensor(const std::vector<PyValue>& args)
{
    if (args.size() < 6 || args.size() > 7)
        throw ValueError("_rebuild_tensor_v2 takes 6 or 7 arguments");
    if (!args[0].isArray() || !args[0].asArray().isTorch())
        throw ValueError("_rebuild_tensor_v2: the first argument must be a storage");
    const NdArray& st = args[0].asArray();
    if (args[1].kind() != K::Int || args[1].asInt() < 0)
        throw ValueError("_rebuild_tensor_v2: the storage offset must be a non-negative int");
    const Shape size = intTuple(args[2], "size");
    Strides stride = intTuple(args[3], "stride");
    if (size.size() != stride.size())
        throw ValueError("_rebuild_tensor_v2: size and stride differ in length");
    const auto itemSize = static_cast<std::int64_t>(st.dtype().itemSize());
    for (auto& s : stride)
        if (__builtin_mul_overflow(s, itemSize, &s))
            throw ValueError("_rebuild_tensor_v2: stride overflows");
    std::int64_t offset = 0;
    if (__builtin_mul_overflow(args[1].asInt(), itemSize, &offset))
        throw ValueError("_rebuild_tensor_v2: offset overflows");
    // fromStorage checks that every addressed element lies inside the storage.
    NdArray t = NdArray::fromStorage(st.dtype(), size, stride, st.storage(), st.offset() + offset);
    t.setTorch(true);
    t.setRequiresGrad(args[4].kind() == K::Bool && args[4].asBool());
    return PyValue::array(std::move(t));
}

} // namespace

void checkTorchPersistentId(const PyValue& pid)
{
    if (pid.kind() != K::Tuple || pid.items().size() < 5 || pid.items().size() > 6)
        throw ValueError("persistent id is not a torch storage tuple");
    const auto& p = pid.items();
    if (p[0].kind() != K::Str || p[0].asString() != "storage")
        throw ValueError("persistent id is not a torch storage tuple");
    if (!storageDType(p[1]))
        throw ValueError("persistent id names an unknown torch storage type");
    if (p[2].kind() != K::Str || p[3].kind() != K::Str || p[4].kind() != K::Int || p[4].asInt() < 0)
        throw ValueError("malformed torch storage persistent id");
}

std::optional<PyValue> torchReduce(const PyGlobal& g, const std::vector<PyValue>& args, const ConvertContext& ctx)
{
    if (g.module == "torch.storage" && g.name == "_load_from_bytes") {
        if (args.size() != 1 || !bytesLike(args[0]))
            throw ValueError("_load_from_bytes takes one bytes argument");
        return loadFromBytes(args[0], ctx);
    }
    if (g.module != "torch._utils")
        return std::nullopt;
    if (g.name == "_rebuild_tensor_v2") {
        if (!args.empty() && !(args[0].isArray() && args[0].asArray().isTorch()))
            return std::nullopt; // a storage we did not understand: stay opaque
        return rebuildTensor(args);
    }
    if (g.name == "_rebuild_parameter" || g.name == "_rebuild_parameter_with_state") {
        if (args.size() < 3 || !args[0].isArray() || !args[0].asArray().isTorch())
            return std::nullopt;
        NdArray t = args[0].asArray();
        t.setRequiresGrad(args[1].kind() == K::Bool && args[1].asBool());
        return PyValue::array(std::move(t));
    }
    return std::nullopt;
}

} // namespace Pickle

} // namespace ReplayScope::Core
