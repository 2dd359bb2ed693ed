// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// What TorchRL 0.13 (tensordict 0.13) writes: storage/meta.json per TensorDict level
// (key -> {device, shape, dtype, is_nested} or {"type": "TensorDict"} for a sub-folder,
// then the level's batch `shape`, `device`, `_type`), storage/<key>.memmap (raw C-order
// little-endian bytes, no header), storage/storage_metadata.json (`len`, `is_pytree` and
// for pytrees {dotted key: {dtype, shape}}), writer/metadata.json (`cursor`).
#include <core/io/torchrl/torchrldump.h>

#include <core/error.h>
#include <core/array/index.h>
#include <core/io/json/jsonparse.h>
#include <core/io/mappedfile.h>
#include <core/array/resourcelimits.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace ReplayScope::Core {

namespace fs = std::filesystem;

namespace {

bool isDumpRoot(const fs::path& dir)
{
    std::error_code ec;
    return fs::is_directory(dir / "storage", ec) && fs::is_regular_file(dir / "storage" / "storage_metadata.json", ec);
}

PyValue readJson(const fs::path& file)
{
    std::ifstream in(file, std::ios::binary);
    if (!in)
        throw FormatError(file.string(), -1, "cannot read this TorchRL metadata file");
    std::ostringstream text;
    text << in.rdbuf();
    const PyValue value = parseJson(text.str(), file.string());
    if (value.kind() != PyValue::Kind::Dict)
        throw FormatError(file.string(), 0, "TorchRL metadata must be a JSON object");
    return value;
}

std::int64_t intField(const PyValue& dict, const char* key, const fs::path& file)
{
    const PyValue* v = dict.find(std::string_view(key));
    if (!v || v->kind() != PyValue::Kind::Int)
        throw FormatError(file.string(), -1, std::string("TorchRL metadata has no integer '") + key + "'");
    return v->asInt();
}

DType torchDType(const PyValue* name, const fs::path& file)
{
    static const std::pair<const char*, DTypeKind> kinds[] = {
        {"torch.float32", DTypeKind::Float32},     {"torch.float64", DTypeKind::Float64},
        {"torch.float16", DTypeKind::Float16},     {"torch.bfloat16", DTypeKind::BFloat16},
        {"torch.int64", DTypeKind::Int64},         {"torch.int32", DTypeKind::Int32},
        {"torch.int16", DTypeKind::Int16},         {"torch.int8", DTypeKind::Int8},
        {"torch.uint8", DTypeKind::UInt8},         {"torch.bool", DTypeKind::Bool},
        {"torch.complex64", DTypeKind::Complex64}, {"torch.complex128", DTypeKind::Complex128},
    };
    if (name && name->isString())
        for (const auto& [text, kind] : kinds)
            if (name->asString() == text)
                return DType(kind);
    throw FormatError(file.string(), -1,
                      "unsupported TorchRL tensor dtype "
                          + std::string(name && name->isString() ? name->asString() : "(none)"));
}

Shape shapeOf(const PyValue* list, const fs::path& file)
{
    if (!list || !list->isSequence())
        throw FormatError(file.string(), -1, "a TorchRL tensor entry has no shape list");
    Shape shape;
    for (const PyValue& d : list->items()) {
        if (d.kind() != PyValue::Kind::Int || d.asInt() < 0)
            throw FormatError(file.string(), -1, "a TorchRL tensor shape holds a non-negative integer per dimension");
        shape.push_back(d.asInt());
    }
    if (shape.empty())
        throw FormatError(file.string(), -1, "a TorchRL storage tensor has at least one dimension (the rows)");
    return shape;
}

// The whole [max_size, ...] tensor of a .memmap file, mapped read-only.
NdArray mapTensor(const fs::path& file, DType dtype, const Shape& shape)
{
    const std::optional<std::uint64_t> bytes = checkedByteCount(shape, dtype.itemSize());
    if (!bytes)
        throw FormatError(file.string(), -1, "the shape " + shapeToString(shape) + " is too large to address");
    std::error_code ec;
    const std::uintmax_t size = fs::file_size(file, ec);
    if (ec)
        throw FormatError(file.string(), -1, "cannot read the tensor file: " + ec.message());
    if (size != *bytes)
        throw FormatError(file.string(), -1,
                          "holds " + std::to_string(size) + " bytes, but a " + dtype.str() + " tensor of shape "
                              + shapeToString(shape) + " needs " + std::to_string(*bytes));
    if (*bytes == 0)
        return NdArray(dtype, shape);
    const auto mapping = MappedFile::open(file.string());
    auto storage = Storage::wrap(mapping->data(), *bytes, std::shared_ptr<const void>(mapping), false);
    return NdArray::fromStorage(dtype, shape, contiguousStrides(shape, dtype.itemSize()), storage, 0);
}

// One TensorDict level: its meta.json names tensors and sub-TensorDicts.
void readLevel(const fs::path& dir, Batch& out, int depth)
{
    if (depth > 32)
        throw FormatError(dir.string(), -1, "TensorDict folders nest too deeply");
    const fs::path metaFile = dir / "meta.json";
    const PyValue meta = readJson(metaFile);
    for (const auto& [key, entry] : meta.dictItems()) {
        if (!key.isString() || entry.kind() != PyValue::Kind::Dict)
            continue; // the level's own shape, device and _type
        const std::string name(key.asString());
        if (name.empty() || name.find('/') != std::string::npos || name == "." || name == "..")
            throw FormatError(metaFile.string(), -1, "bad TensorDict key '" + name + "'");
        const PyValue* type = entry.find(std::string_view("type"));
        if (type && type->isString() && type->asString() == "TensorDict") {
            auto sub = Batch::make();
            readLevel(dir / name, *sub, depth + 1);
            out.setRaw(name, PyValue::batch(sub));
            continue;
        }
        const DType dtype = torchDType(entry.find(std::string_view("dtype")), metaFile);
        const Shape shape = shapeOf(entry.find(std::string_view("shape")), metaFile);
        out.setRaw(name, PyValue::array(mapTensor(dir / (name + ".memmap"), dtype, shape)));
    }
}

// Stores value at a dotted path, creating the nested Batches on the way (`next.obs`).
void setDotted(Batch& root, const std::vector<std::string>& parts, const PyValue& value, const fs::path& metaFile)
{
    Batch* level = &root;
    for (std::size_t k = 0; k + 1 < parts.size(); ++k) {
        const PyValue* existing = level->find(parts[k]);
        if (!existing) {
            level->setRaw(parts[k], PyValue::batch(Batch::make()));
            existing = level->find(parts[k]);
        }
        if (!existing->isBatch())
            throw FormatError(metaFile.string(), -1, "pytree key '" + parts[k] + "' is both a tensor and a prefix");
        level = existing->asBatch().get();
    }
    if (level->find(parts.back()))
        throw FormatError(metaFile.string(), -1, "pytree key '" + parts.back() + "' appears twice");
    level->setRaw(parts.back(), value);
}

// A pytree storage: dotted keys of storage_metadata.json, files at their path with '/'.
void readPytree(const fs::path& storage, const PyValue& metadata, Batch& out)
{
    const fs::path metaFile = storage / "storage_metadata.json";
    if (metadata.kind() != PyValue::Kind::Dict)
        throw FormatError(metaFile.string(), -1, "a pytree storage needs a 'metadata' object");
    for (const auto& [key, entry] : metadata.dictItems()) {
        if (!key.isString() || entry.kind() != PyValue::Kind::Dict)
            throw FormatError(metaFile.string(), -1, "pytree metadata maps each key to {dtype, shape}");
        const std::string dotted(key.asString());
        fs::path file = storage;
        std::vector<std::string> parts;
        std::size_t begin = 0;
        for (;;) {
            const std::size_t dot = dotted.find('.', begin);
            parts.push_back(dotted.substr(begin, dot - begin));
            const std::string& part = parts.back();
            if (part.empty() || part == ".." || part.find('/') != std::string::npos || parts.size() > 32)
                throw FormatError(metaFile.string(), -1, "bad pytree key '" + dotted + "'");
            if (dot == std::string::npos) {
                file /= part + ".memmap";
                break;
            }
            file /= part;
            begin = dot + 1;
        }
        const DType dtype = torchDType(entry.find(std::string_view("dtype")), metaFile);
        const Shape shape = shapeOf(entry.find(std::string_view("shape")), metaFile);
        setDotted(out, parts, PyValue::array(mapTensor(file, dtype, shape)), metaFile);
    }
}

// Rows [0, length) of every tensor, or the ring unrolled from the cursor.
std::shared_ptr<Batch> validRows(const Batch& stored, const TorchrlDump& dump)
{
    if (!dump.wrapped)
        return std::make_shared<Batch>(stored[Index(Slice{0, dump.length, std::nullopt})]);
    std::vector<std::int64_t> order;
    for (std::int64_t k = 0; k < dump.length; ++k)
        order.push_back((dump.cursor + k) % dump.maxSize);
    return std::make_shared<Batch>(stored[Index::list(order)]);
}

bool oldestIsCut(const TorchrlDump& dump)
{
    if (!dump.wrapped)
        return false;
    const PyValue* stepCount = dump.rows->find("step_count");
    if (!stepCount || !stepCount->isArray() || stepCount->asArray().size() == 0)
        return true;
    return stepCount->asArray().toInt64(0) != 0;
}

} // namespace

std::optional<std::string> torchrlDumpRoot(const std::string& path)
{
    std::error_code ec;
    const fs::path start = fs::absolute(fs::path(path), ec).lexically_normal();
    if (ec)
        return std::nullopt;
    if (fs::is_directory(start, ec) && isDumpRoot(start))
        return start.string();
    // Walk up: the dump's own parts are storage/..., writer/... and the JSON files of
    // its root (buffer_metadata.json), so an unrelated file next to a dump stays itself.
    fs::path child = start;
    fs::path dir = start.parent_path();
    for (int up = 0; up < 5 && !dir.empty() && child != dir; ++up) {
        const std::string part = child.filename().string();
        const bool own =
            part == "storage" || part == "writer" || part == "sampler" || (up == 0 && child.extension() == ".json");
        if (own && isDumpRoot(dir))
            return dir.string();
        child = dir;
        dir = dir.parent_path();
    }
    return std::nullopt;
}

TorchrlDump readTorchrlDump(const std::string& root)
{
    TorchrlDump out;
    out.root = root;
    const fs::path storage = fs::path(root) / "storage";
    const fs::path storageMetaFile = storage / "storage_metadata.json";
    const PyValue storageMeta = readJson(storageMetaFile);
    out.length = intField(storageMeta, "len", storageMetaFile);
    const PyValue* pytree = storageMeta.find(std::string_view("is_pytree"));
    out.pytree = pytree && pytree->kind() == PyValue::Kind::Bool && pytree->asBool();

    Batch stored;
    if (out.pytree) {
        const PyValue* metadata = storageMeta.find(std::string_view("metadata"));
        readPytree(storage, metadata ? *metadata : PyValue::none(), stored);
    } else {
        readLevel(storage, stored, 0);
    }
    if (stored.isEmpty())
        throw FormatError(storageMetaFile.string(), -1, "the TorchRL storage holds no tensors");
    out.maxSize = -1;
    for (const auto& [key, value] : stored.entries()) {
        const std::int64_t rows = value.isArray() ? value.asArray().shape().front() : value.asBatch()->length();
        if (out.maxSize >= 0 && rows != out.maxSize)
            throw FormatError(storage.string(), -1,
                              "TorchRL tensors disagree on the storage size (" + std::to_string(out.maxSize) + " and "
                                  + std::to_string(rows) + " rows)");
        out.maxSize = rows;
    }
    if (out.length < 0 || out.length > out.maxSize)
        throw FormatError(storageMetaFile.string(), -1,
                          "len " + std::to_string(out.length) + " is outside the storage's "
                              + std::to_string(out.maxSize) + " rows");
    const fs::path writerFile = fs::path(root) / "writer" / "metadata.json";
    std::error_code ec;
    out.cursor =
        fs::is_regular_file(writerFile, ec) ? intField(readJson(writerFile), "cursor", writerFile) : out.length;
    if (out.cursor < 0)
        throw FormatError(writerFile.string(), -1, "negative cursor " + std::to_string(out.cursor));
    out.wrapped = out.length == out.maxSize && out.maxSize > 0 && out.cursor % out.maxSize != 0;
    if (out.wrapped)
        out.cursor %= out.maxSize;
    out.rows = validRows(stored, out);
    try {
        Indices slots;
        for (std::int64_t k = 0; k < out.length; ++k)
            slots.push_back(k);
        out.episodes = EpisodeList::fromFlags(slots, stepFlagsOf(*out.rows, slots), 0, oldestIsCut(out));
    } catch (const KeyError&) {
        // No done flags at all: a buffer of observations only has no episodes.
    }
    return out;
}

} // namespace ReplayScope::Core
