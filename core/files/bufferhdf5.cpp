// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Buffers from and to Tianshou's save_hdf5 layout (tianshou-spec.md 4.5). The HDF5 root
// read as a dict is the state load_hdf5 hands to __setstate__, so most of the work is
// bufferFromState(); what is left is the class choice, managers whose pickled
// sub-buffers could not be decoded, and error messages that name the file.
#include <core/files/bufferhdf5.h>

#include <core/buffer/bufferstate.h>
#include <core/buffer/buffermanager.h>
#include <core/buffer/her.h>
#include <core/error.h>

#include <algorithm>

namespace ReplayScope::Core {

namespace {

PyValue str(const char* s)
{
    return PyValue::fromStr(s);
}

Indices integersOf(const PyValue* value)
{
    Indices out;
    if (!value)
        return out;
    if (value->isArray() || value->kind() == PyValue::Kind::Scalar) {
        const NdArray& a = value->asArray();
        for (std::int64_t k = 0; k < a.size(); ++k)
            out.push_back(a.toInt64(k));
    } else if (value->isNumber()) {
        out.push_back(value->asInt());
    }
    return out;
}

/// The class of the sub-buffers a manager class holds.
const char* subBufferClass(const std::string& managerClass)
{
    if (managerClass.rfind("Prioritized", 0) == 0)
        return "PrioritizedReplayBuffer";
    if (managerClass.rfind("HER", 0) == 0)
        return "HERReplayBuffer";
    return "ReplayBuffer";
}

/// One sub-buffer state from the manager's bookkeeping: sizes, newest slot and write
/// pointer. Its episode statistics are filled in afterwards from the storage.
PyValue subBufferObject(const PyValue& managerState, const char* cls, BufferGeneration generation, std::int64_t maxsize,
                        std::int64_t size, std::int64_t last, bool modern)
{
    PyValue::Items items;
    auto put = [&](const char* name, PyValue value) { items.emplace_back(str(name), std::move(value)); };
    for (const char* name : {"options", "stack_num", "_save_obs_next", "_save_only_last_obs", "_sample_avail", "_alpha",
                             "_beta", "_weight_norm"}) {
        if (const PyValue* v = managerState.find(std::string_view(name)))
            put(name, *v);
    }
    put("maxsize", PyValue::fromInt(maxsize));
    put("_meta", PyValue::batch(std::make_shared<Batch>()));
    put("last_index", PyValue::array(NdArray::fromInts({last}, {1})));
    put(modern ? "_insertion_idx" : "_index", PyValue::fromInt(size == 0 ? 0 : (last + 1) % maxsize));
    put("_size", PyValue::fromInt(size));
    auto object = std::make_shared<PyObject>();
    object->cls = {bufferModule(cls, generation), cls};
    object->creation = PyObject::Creation::NewObj;
    object->args = std::make_shared<const std::vector<PyValue>>();
    object->state = std::make_shared<PyValue>(PyValue::dict(std::move(items)));
    return PyValue::object(object);
}

/// Replaces an undecodable `buffers` blob by sub-buffer states rebuilt from `_offset`,
/// `_extend_offset`, `_lengths` and `last_index`.
PyValue withRebuiltSubBuffers(const TianshouHdf5& file, const std::string& cls)
{
    const PyValue& state = file.state;
    const Indices extended = integersOf(state.find(std::string_view("_extend_offset")));
    const Indices lengths = integersOf(state.find(std::string_view("_lengths")));
    const Indices last = integersOf(state.find(std::string_view("last_index")));
    const std::size_t count = lengths.size();
    if (count == 0 || extended.size() != count + 1 || last.size() != count)
        throw ValueError(file.file
                         + ": the manager's sub-buffers could not be decoded and its _extend_offset, "
                           "_lengths and last_index do not describe them");
    const bool modern = file.naming == TianshouNaming::V1_2Plus;
    const BufferGeneration generation = modern ? BufferGeneration::V1_2 : BufferGeneration::V1_0;
    std::vector<PyValue> subs;
    for (std::size_t i = 0; i < count; ++i) {
        const std::int64_t maxsize = extended[i + 1] - extended[i];
        if (maxsize < 0 || lengths[i] < 0 || lengths[i] > maxsize || last[i] < extended[i]
            || (maxsize > 0 && last[i] >= extended[i + 1]))
            throw ValueError(file.file + ": the bookkeeping of sub-buffer " + std::to_string(i)
                             + " lies outside its slots");
        subs.push_back(subBufferObject(state, subBufferClass(cls), generation, maxsize, lengths[i],
                                       last[i] - extended[i], modern));
    }
    PyValue::Items items;
    for (const auto& [key, value] : state.dictItems()) {
        if (key.kind() == PyValue::Kind::Str && key.asString() == "buffers")
            items.emplace_back(key, PyValue::array(NdArray::fromObjects(subs, {std::int64_t(subs.size())})));
        else
            items.emplace_back(key, value);
    }
    return PyValue::dict(std::move(items));
}

/// The statistics of the episode a sub-buffer is writing, recomputed from its rows as
/// Tianshou's add would have left them: zero after a finished episode, else the length
/// and summed reward of the unfinished tail and the slot it started at.
void recomputeEpisodeStatistics(ReplayBuffer& sub)
{
    const std::int64_t size = sub.size();
    const std::int64_t maxsize = sub.maxsize();
    const std::int64_t index = sub.insertionIndex();
    const Indices lastIndex = sub.lastIndex();
    if (size == 0 || maxsize == 0 || sub.isDone(lastIndex.front())) {
        sub.setBookkeeping(index, size, lastIndex, PyValue::fromFloat(0.0), 0, index);
        return;
    }
    Indices tail; // newest first
    std::int64_t slot = lastIndex.front();
    while (std::int64_t(tail.size()) < size) {
        if (!tail.empty() && sub.isDone(slot))
            break;
        tail.push_back(slot);
        slot = (slot - 1 + maxsize) % maxsize;
    }
    PyValue epReturn = PyValue::scalar(NdArray::scalar(0.0));
    if (sub.meta().contains("rew")) {
        const NdArray rew = sub.meta().get("rew").asArray();
        const std::int64_t width = rew.ndim() > 1 ? rew.size() / std::max<std::int64_t>(rew.shape().front(), 1) : 1;
        std::vector<double> sums(std::size_t(width), 0.0);
        // Oldest first, the order Tianshou's running sum took.
        for (auto it = tail.rbegin(); it != tail.rend(); ++it)
            for (std::int64_t j = 0; j < width; ++j)
                sums[std::size_t(j)] += rew.toDouble(*it * width + j);
        Shape shape(rew.shape().begin() + 1, rew.shape().end());
        epReturn = rew.ndim() > 1 ? PyValue::array(NdArray::fromDoubles(sums, shape))
                                  : PyValue::scalar(NdArray::scalar(sums.front()));
    }
    sub.setBookkeeping(index, size, lastIndex, epReturn, std::int64_t(tail.size()), tail.back());
}

/// Tianshou's load_hdf5 hands __setstate__ what h5py reads: every int, float and bool
/// to_hdf5 stored as an attribute (at the root and in `options`) comes back as np.int64,
/// np.float64 or np.bool_, which a pickle of the loaded buffer keeps (issue 18). Our
/// reader gives Python numbers (so that a re-save writes attributes again); this
/// records which ones Tianshou has as numpy scalars.
void recordAttributeTypes(const PyValue& state, ReplayBuffer& buffer, const std::string& prefix = {})
{
    for (const auto& [key, value] : state.dictItems()) {
        if (key.kind() != PyValue::Kind::Str)
            continue;
        const std::string name = prefix + std::string(key.asString());
        switch (value.kind()) {
        case PyValue::Kind::Bool: buffer.numpyScalarTypes()[name] = DType(DTypeKind::Bool); break;
        case PyValue::Kind::Int: buffer.numpyScalarTypes()[name] = DType(DTypeKind::Int64); break;
        case PyValue::Kind::Float: buffer.numpyScalarTypes()[name] = DType(DTypeKind::Float64); break;
        case PyValue::Kind::Dict:
            if (prefix.empty() && name == "options")
                recordAttributeTypes(value, buffer, "options.");
            break;
        default: break;
        }
    }
}

} // namespace

std::shared_ptr<ReplayBuffer> bufferFromHdf5(const TianshouHdf5& file, const std::string& className)
{
    if (!file.isBuffer)
        throw ValueError(file.file + ": the file holds a " + file.className
                         + " written by to_hdf5, not a buffer written by save_hdf5 (no '_meta' group)");
    const std::string cls = className.empty() ? file.className : className;
    const PyValue* subs = file.state.find(std::string_view("buffers"));
    const bool rebuild = subs && isPickledBlob(*subs);
    try {
        if (!rebuild) {
            auto buffer = bufferFromState(cls, file.state);
            recordAttributeTypes(file.state, *buffer);
            return buffer;
        }
        auto buffer = bufferFromState(cls, withRebuiltSubBuffers(file, cls));
        recordAttributeTypes(file.state, *buffer);
        auto* manager = dynamic_cast<ReplayBufferManager*>(buffer.get());
        if (!manager)
            throw ValueError("'" + cls + "' is not a manager class, but the file holds sub-buffers");
        for (const auto& sub : manager->buffers())
            recomputeEpisodeStatistics(*sub);
        return buffer;
    } catch (const ValueError& e) {
        throw ValueError(file.file + ": " + e.what());
    } catch (const TypeError& e) {
        throw TypeError(file.file + ": " + e.what());
    } catch (const AssertionError& e) {
        throw ValueError(file.file + ": " + e.what());
    }
}

std::shared_ptr<ReplayBuffer> readBufferHdf5(const std::string& path, const std::string& className)
{
    return bufferFromHdf5(readTianshouHdf5(path), className);
}

void writeBufferHdf5(const std::string& path, ReplayBuffer& buffer, const Hdf5Compression& compression,
                     std::optional<BufferGeneration> target)
{
    // save_hdf5 of HER buffers restores the relabelled rows first, so the file never
    // holds goals rewritten for one sample.
    if (auto* her = dynamic_cast<HERReplayBuffer*>(&buffer))
        her->restoreCache();
    else if (auto* herManager = dynamic_cast<HERVectorReplayBuffer*>(&buffer))
        herManager->restoreCaches();
    writeTianshouHdf5(path, bufferToState(buffer, target.value_or(buffer.generation())), compression);
}

} // namespace ReplayScope::Core
