// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "tianshouhdf5.h"

#include <core/error.h>
#include <core/io/hdf5/lazydataset.h>
#include <core/io/pickle/picklereader.h>
#include <core/array/resourcelimits.h>

#include <algorithm>
#include <cstring>
#include <map>
#include <optional>

namespace ReplayScope::Core {

namespace {

const PyGlobal BlobClass{"replayscope.hdf5", "PickledBlob"};

std::string textOf(const PyValue& value)
{
    return value.kind() == PyValue::Kind::Str || value.kind() == PyValue::Kind::Bytes ? std::string(value.asString())
                                                                                      : std::string();
}

std::string bytesOf(const NdArray& array)
{
    const NdArray flat = array.contiguous();
    if (flat.nbytes() == 0)
        return {};
    return std::string(reinterpret_cast<const char*>(flat.elementPtr(0)), static_cast<std::size_t>(flat.nbytes()));
}

// Attributes only ever come from Python bool/int/float values (to_hdf5 rule 4), so they
// are returned as such rather than as the numpy scalars h5py gives: a re-save then writes
// attributes again (the first-save encoding, tianshou-spec 4.5 "Round-trip effects")
// instead of the pickles Tianshou itself would produce for np.int64 and np.bool_.
PyValue pythonScalar(const PyValue& value)
{
    if (value.kind() != PyValue::Kind::Scalar)
        return value;
    const DType& dtype = value.asArray().dtype();
    if (dtype.isBool())
        return PyValue::fromBool(value.asBool());
    if (dtype.isInteger() && !(dtype.kind() == DTypeKind::UInt64 && value.asArray().toDouble(0) > 9.2e18))
        return PyValue::fromInt(value.asInt());
    if (dtype.kind() == DTypeKind::Float64)
        return PyValue::fromFloat(value.asDouble());
    return value;
}

// Deeper than any Batch a person builds; a bound on damaged files' link cycles.
constexpr int MaxGroupDepth = 256;

struct FromHdf5 {
    const Hdf5File& file;
    const TianshouHdf5Options& options;
    std::vector<std::string>* undecoded;
    std::vector<Hdf5Link>* links;
    /// Groups read so far, by address, at their first path: each is read once.
    std::map<std::uint64_t, std::string> seen;

    /// True (and the link recorded) when the group at path was read already: a hard
    /// link back to an ancestor (a cycle) or a second link to one group.
    bool repeated(const std::string& path)
    {
        const std::uint64_t address = file.objectAddress(path);
        const auto [it, inserted] = seen.emplace(address, path);
        if (inserted)
            return false;
        const std::string& first = it->second;
        const bool ancestor = first == "/" || path.rfind(first + "/", 0) == 0;
        if (links)
            links->push_back({path, ancestor ? "cycle" : "hard", first});
        return true;
    }

    PyValue dataset(const std::string& path)
    {
        const std::string dataType = textOf(file.attribute(path, "__data_type__"));
        // Tianshou raises KeyError for a dataset without the attribute; a viewer is more
        // useful showing it as the array it is.
        if (dataType.empty() || dataType == "ndarray")
            return PyValue::array(array(path));
        if (dataType == "Tensor") {
            NdArray tensor = array(path);
            tensor.setTorch(true);
            return PyValue::array(tensor);
        }
        std::string bytes = bytesOf(file.readDataset(path));
        if (options.decodePickles) {
            try {
                return PickleReader().readBytes(bytes, file.path() + ":" + path);
            } catch (const Error&) {
                // Kept as an opaque blob below: the rest of the file stays readable and a
                // re-save writes the pickle back unchanged.
            }
        }
        if (undecoded)
            undecoded->push_back(path);
        return makePickledBlob(std::move(bytes), dataType);
    }

    // A numeric dataset: mapped or read now, or deferred when large and filtered.
    NdArray array(const std::string& path)
    {
        const Hdf5DatasetInfo info = file.datasetInfo(path);
        const std::optional<std::uint64_t> counted = checkedByteCount(info.shape, info.dtype.itemSize());
        if (!counted || info.mappable || info.shape.empty() || info.dtype.isObject()
            || *counted < options.lazyFromBytes)
            return file.readDataset(path); // (which also refuses shapes too large to address)
        return deferredDataset(file, path);
    }

    PyValue group(const std::string& path, int depth = 0)
    {
        // A damaged file can hold a hard-link cycle or a member with an empty name (which
        // names the group itself); both would recurse until the stack ends.
        if (depth > MaxGroupDepth)
            throw FormatError(file.path(), -1,
                              "HDF5 group '" + path + "': groups nested deeper than " + std::to_string(MaxGroupDepth)
                                  + " levels (a link cycle?)");
        PyValue::Items items;
        std::string dataType;
        for (auto& [name, value] : file.attributes(path)) {
            if (name.asString() == "__data_type__")
                dataType = textOf(value);
            else
                items.emplace_back(name, pythonScalar(value));
        }
        for (const std::string& name : file.members(path)) {
            if (name.empty() || name == "." || name.find('/') != std::string::npos)
                throw FormatError(file.path(), -1,
                                  "HDF5 group '" + path + "': a member has the invalid name '" + name + "'");
            const std::string child = path == "/" ? "/" + name : path + "/" + name;
            switch (file.objectType(child)) {
            case Hdf5File::ObjectType::Group:
                if (!repeated(child))
                    items.emplace_back(PyValue::fromStr(name), group(child, depth + 1));
                break;
            case Hdf5File::ObjectType::Dataset: items.emplace_back(PyValue::fromStr(name), dataset(child)); break;
            default: break; // links and committed types are not part of Tianshou's layout
            }
        }
        if (dataType != "Batch")
            return PyValue::dict(std::move(items));
        std::vector<Batch::Entry> entries;
        entries.reserve(items.size());
        for (auto& [key, value] : items)
            entries.emplace_back(std::string(key.asString()), value);
        return PyValue::batch(Batch::make(entries)); // Batch(dict): nested dicts become Batches
    }
};

const PyValue* lookup(const PyValue& dict, std::initializer_list<const char*> names)
{
    for (const char* name : names) {
        if (const PyValue* value = dict.find(std::string_view(name)))
            return value;
    }
    return nullptr;
}

std::int64_t intField(const PyValue& dict, std::initializer_list<const char*> names, std::int64_t fallback)
{
    const PyValue* value = lookup(dict, names);
    return value && value->isNumber() ? value->asInt() : fallback;
}

bool boolField(const PyValue& dict, const char* name, bool fallback)
{
    const PyValue* value = dict.find(std::string_view(name));
    return value && value->isNumber() ? value->asBool() : fallback;
}

NdArray arrayField(const PyValue& dict, const char* name)
{
    const PyValue* value = dict.find(std::string_view(name));
    return value && value->isArray() ? value->asArray() : NdArray();
}

std::string recogniseClass(const PyValue& state)
{
    auto has = [&](const char* key) { return state.find(std::string_view(key)) != nullptr; };
    if (has("main_buffer") || has("cached_buffer_num"))
        return "CachedReplayBuffer";
    const bool manager = has("buffer_num") || has("_offset");
    const bool her = has("horizon") || has("future_p") || has("_original_meta");
    const bool prioritized = has("_alpha") || has("weight");
    if (manager)
        return her ? "HERVectorReplayBuffer" : prioritized ? "PrioritizedVectorReplayBuffer" : "VectorReplayBuffer";
    return her ? "HERReplayBuffer" : prioritized ? "PrioritizedReplayBuffer" : "ReplayBuffer";
}

} // namespace

PyValue makePickledBlob(std::string bytes, std::string dataType)
{
    auto object = std::make_shared<PyObject>();
    object->cls = BlobClass;
    object->creation = PyObject::Creation::Reduce;
    object->args = std::make_shared<const std::vector<PyValue>>(
        std::vector<PyValue>{PyValue::fromBytes(std::move(bytes)), PyValue::fromStr(std::move(dataType))});
    return PyValue::object(object);
}

bool isPickledBlob(const PyValue& value, std::string* bytes, std::string* dataType)
{
    if (value.kind() != PyValue::Kind::Object)
        return false;
    const auto& object = value.asObject();
    if (!object || !(object->cls == BlobClass) || !object->args || object->args->size() != 2)
        return false;
    if (bytes)
        *bytes = std::string((*object->args)[0].asString());
    if (dataType)
        *dataType = std::string((*object->args)[1].asString());
    return true;
}

PyValue tianshouFromHdf5(const Hdf5File& file, std::string_view groupPath, const TianshouHdf5Options& options,
                         std::vector<std::string>* undecoded, std::vector<Hdf5Link>* links)
{
    std::string path(groupPath.empty() ? "/" : groupPath);
    if (path.front() != '/')
        path.insert(path.begin(), '/');
    FromHdf5 reader{file, options, undecoded, links, {}};
    reader.repeated(path);
    return reader.group(path);
}

TianshouHdf5 readTianshouHdf5(std::shared_ptr<const Hdf5File> file, const TianshouHdf5Options& options)
{
    TianshouHdf5 out;
    const std::string& path = file->path();
    out.file = path;
    out.hdf5 = file;
    const Hdf5Layout layout = detectHdf5Layout(*file);
    if (layout != Hdf5Layout::TianshouBuffer && layout != Hdf5Layout::TianshouBatch)
        throw FormatError(path, -1,
                          "not a Tianshou HDF5 file: the root has no '_meta' group and no member with a "
                          "'__data_type__' attribute");
    out.state = tianshouFromHdf5(*file, "/", options, &out.undecodedPickles, &out.links);
    const PyValue& state = out.state;

    if (layout == Hdf5Layout::TianshouBatch) {
        // to_hdf5 of a Batch: the root itself is the data (load_hdf5 cannot read this back,
        // tianshou#733, but it is still a Batch to show). A root group marked
        // `__data_type__ = "Batch"` is one for from_hdf5 already.
        if (state.isBatch()) {
            out.meta = state.asBatch();
            out.className = "Batch";
            return out;
        }
        std::vector<Batch::Entry> entries;
        for (const auto& [key, value] : state.dictItems())
            entries.emplace_back(std::string(key.asString()), value);
        out.meta = Batch::make(entries);
        out.className = "Batch";
        return out;
    }

    const PyValue* meta = state.find(std::string_view("_meta"));
    if (!meta || !meta->isBatch())
        throw FormatError(path, -1, "HDF5 object '/_meta' is not a Tianshou Batch group");
    out.isBuffer = true;
    out.meta = meta->asBatch();
    out.className = recogniseClass(state);
    if (state.find(std::string_view("_insertion_idx")) || state.find(std::string_view("_ep_return"))
        || state.find(std::string_view("_ep_start_idx")))
        out.naming = TianshouNaming::V1_2Plus;
    else if (state.find(std::string_view("_index")) || state.find(std::string_view("_ep_rew"))
             || state.find(std::string_view("_ep_idx")))
        out.naming = TianshouNaming::UpToV1_1;

    out.maxsize = intField(state, {"maxsize"}, 0);
    out.stackNum = intField(state, {"stack_num"}, 1);
    out.size = intField(state, {"_size"}, 0);
    out.insertionIndex = intField(state, {"_insertion_idx", "_index"}, 0);
    out.episodeLength = intField(state, {"_ep_len"}, 0);
    out.episodeStartIndex = intField(state, {"_ep_start_idx", "_ep_idx"}, 0);
    if (const PyValue* value = lookup(state, {"_ep_return", "_ep_rew"}))
        out.episodeReturn = *value;
    out.saveObsNext = boolField(state, "_save_obs_next", true);
    out.saveOnlyLastObs = boolField(state, "_save_only_last_obs", false);
    out.sampleAvail = boolField(state, "_sample_avail", false);
    out.bufferNum = intField(state, {"buffer_num"}, 0);
    out.offset = arrayField(state, "_offset");
    out.extendOffset = arrayField(state, "_extend_offset");
    out.lengths = arrayField(state, "_lengths");
    out.lastIndex = arrayField(state, "last_index");
    out.indices = arrayField(state, "_indices");
    if (out.bufferNum > 0 && out.lengths.size() > 0) {
        // A manager's own `_size` is absent (up to v1.1) or stays 0 (v1.2+): its len() is
        // the sum of the sub-buffers' _lengths.
        out.size = 0;
        for (std::int64_t i = 0; i < out.lengths.size(); ++i)
            out.size += out.lengths.toInt64(i);
    }
    return out;
}

TianshouHdf5 readTianshouHdf5(const std::string& path, const TianshouHdf5Options& options)
{
    return readTianshouHdf5(Hdf5File::open(path), options);
}

} // namespace ReplayScope::Core
