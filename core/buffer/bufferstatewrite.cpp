// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Buffers back to the `__dict__` a chosen Tianshou release pickles (tianshou-spec.md
// 4.2, 4.3 and 4.10 item 2).
#include <core/buffer/bufferstate.h>

#include <core/buffer/bufferutil.h>
#include <core/buffer/cached.h>
#include <core/buffer/her.h>
#include <core/buffer/prioritized.h>

#include <algorithm>
#include <map>

namespace ReplayScope::Core {

namespace {

PyValue str(const char* s)
{
    return PyValue::fromStr(s);
}

PyValue intArray(const Indices& values)
{
    return PyValue::array(BufferUtil::int64Array(values));
}

PyValue objectOf(PyGlobal cls, PyValue state)
{
    auto obj = std::make_shared<PyObject>();
    obj->cls = std::move(cls);
    obj->creation = PyObject::Creation::NewObj;
    obj->args = std::make_shared<const std::vector<PyValue>>();
    obj->state = std::make_shared<PyValue>(std::move(state));
    return PyValue::object(obj);
}

PyValue treeObject(const SegmentTree& tree)
{
    PyValue state = PyValue::dict(
        {{str("_size"), PyValue::fromInt(tree.size())},
         {str("_bound"), PyValue::fromInt(tree.bound())},
         {str("_value"), PyValue::array(NdArray::fromDoubles(tree.values(), {std::int64_t(tree.values().size())}))}});
    return objectOf({"tianshou.data.utils.segtree", "SegmentTree"}, state);
}

const PriorityState* priorityOf(const ReplayBuffer& buffer)
{
    if (const auto* p = dynamic_cast<const PrioritizedReplayBuffer*>(&buffer))
        return &p->priority();
    if (const auto* p = dynamic_cast<const PrioritizedVectorReplayBuffer*>(&buffer))
        return &p->priority();
    return nullptr;
}

// A Python number as the numpy scalar a loaded state held there (numpyScalarTypes()).
PyValue asNumpyScalar(const PyValue& value, const DType& dtype)
{
    NdArray scalar;
    switch (value.kind()) {
    case PyValue::Kind::Bool: scalar = NdArray::scalarBool(value.asBool()); break;
    case PyValue::Kind::Int: scalar = NdArray::scalarInt(value.asInt()); break;
    case PyValue::Kind::Float: scalar = NdArray::scalar(value.asDouble()); break;
    default: return value;
    }
    return PyValue::scalar(scalar.dtype() == dtype ? scalar : scalar.astype(dtype));
}

/// Gives the attributes the loaded state held as numpy scalars their numpy type back
/// (prefix "options." for the entries of `options`).
void restoreNumpyScalars(PyValue::Items& items, const std::map<std::string, DType>& types, const std::string& prefix)
{
    if (types.empty())
        return;
    for (auto& item : items) {
        if (item.first.kind() != PyValue::Kind::Str)
            continue;
        const auto type = types.find(prefix + std::string(item.first.asString()));
        if (type != types.end())
            item.second = asNumpyScalar(item.second, type->second);
    }
}

// `numpyScalars`: the pickle writer's state, with numpy scalars where the loaded state
// had them; the HDF5 writer keeps Python numbers, so they stay attributes (the
// first-save encoding, tianshou-spec 4.5 "Round-trip effects").
PyValue stateOf(const ReplayBuffer& buffer, BufferGeneration target, const Batch* metaOverride, bool numpyScalars);

PyValue subObjects(const ReplayBufferManager& manager, BufferGeneration target, bool numpyScalars,
                   std::vector<PyValue>& objects)
{
    for (std::size_t b = 0; b < manager.buffers().size(); ++b) {
        const ReplayBuffer& sub = *manager.buffers()[b];
        // Sub-buffer states carry their rows of the manager's storage, as after pickling.
        Batch rows;
        if (!manager.meta().isEmpty()) {
            const std::int64_t start = manager.offsets()[b];
            rows = manager.meta()[Index(Slice{start, start + sub.maxsize(), std::nullopt})];
        }
        objects.push_back(objectOf({bufferModule(sub.className(), target), sub.className()},
                                   stateOf(sub, target, &rows, numpyScalars)));
    }
    return PyValue::array(NdArray::fromObjects(objects, {std::int64_t(objects.size())}));
}

PyValue stateOf(const ReplayBuffer& buffer, BufferGeneration target, const Batch* metaOverride, bool numpyScalars)
{
    const bool modern = target >= BufferGeneration::V1_2;
    const auto* manager = dynamic_cast<const ReplayBufferManager*>(&buffer);
    const PriorityState* priority = priorityOf(buffer);
    std::map<std::string, PyValue> extras;
    for (const auto& [key, value] : buffer.extraState()) {
        if (key.kind() == PyValue::Kind::Str)
            extras[std::string(key.asString())] = value;
    }
    PyValue::Items items;
    auto put = [&](const char* name, PyValue value) { items.emplace_back(str(name), std::move(value)); };

    std::vector<PyValue> subs;
    PyValue subArray;
    if (manager) {
        subArray = subObjects(*manager, target, numpyScalars, subs);
        put("buffer_num", PyValue::fromInt(manager->bufferNum()));
        put("buffers", subArray);
        if (!modern) {
            put("_offset", intArray(manager->offsets()));
            put("_extend_offset", intArray(manager->extendedOffsets()));
            put("_lengths", intArray(manager->lengths()));
        }
    }
    const BufferOptions& o = buffer.options();
    PyValue::Items optionItems{{str("stack_num"), PyValue::fromInt(o.stackNum)},
                               {str("ignore_obs_next"), PyValue::fromBool(o.ignoreObsNext)},
                               {str("save_only_last_obs"), PyValue::fromBool(o.saveOnlyLastObs)},
                               {str("sample_avail"), PyValue::fromBool(o.sampleAvail)}};
    if (priority) {
        optionItems.emplace_back(str("alpha"), PyValue::fromFloat(priority->alpha));
        optionItems.emplace_back(str("beta"), PyValue::fromFloat(priority->beta));
    }
    if (numpyScalars)
        restoreNumpyScalars(optionItems, buffer.numpyScalarTypes(), "options.");
    put("options", PyValue::dict(std::move(optionItems)));
    put("maxsize", PyValue::fromInt(buffer.maxsize()));
    put("stack_num", PyValue::fromInt(buffer.stackNum()));
    put("_indices", PyValue::array(NdArray::arange(buffer.maxsize())));
    put("_save_obs_next", PyValue::fromBool(buffer.savesObsNext()));
    put("_save_only_last_obs", PyValue::fromBool(buffer.savesOnlyLastObs()));
    put("_sample_avail", PyValue::fromBool(buffer.samplesAvail()));
    put("_meta", PyValue::batch(std::make_shared<Batch>(metaOverride ? *metaOverride : buffer.meta())));
    if (modern) {
        // The live generator, as pickle.dump of the Python object after the same draws
        // would store it (a file that was only loaded and saved keeps its state). A
        // state that is not numpy's MT19937 layout was never used and goes back as is.
        auto rs = extras.find("_random_state");
        const bool opaque = rs != extras.end() && !randomStateFromPickle(rs->second);
        put("_random_state",
            opaque ? rs->second
                   : randomStateToPickle(buffer.randomState().state(), rs != extras.end() ? &rs->second : nullptr));
    }
    put("last_index", intArray(buffer.lastIndex()));
    if (!manager || modern) {
        put(modern ? "_insertion_idx" : "_index", PyValue::fromInt(buffer.insertionIndex()));
        put("_size", PyValue::fromInt(buffer.size()));
        put(modern ? "_ep_return" : "_ep_rew", buffer.episodeReturn());
        put("_ep_len", PyValue::fromInt(buffer.episodeLength()));
        put(modern ? "_ep_start_idx" : "_ep_idx", PyValue::fromInt(buffer.episodeStart()));
    }
    if (manager && modern) {
        put("_offset", intArray(manager->offsets()));
        put("_extend_offset", intArray(manager->extendedOffsets()));
        put("_lengths", intArray(manager->lengths()));
    }
    if (priority) {
        put("_alpha", PyValue::fromFloat(priority->alpha));
        put("_beta", PyValue::fromFloat(priority->beta));
        put("_max_prio", PyValue::fromFloat(priority->maxPrio));
        put("_min_prio", PyValue::fromFloat(priority->minPrio));
        if (priority->hasTree)
            put("weight", treeObject(priority->weight));
        put("_PrioritizedReplayBuffer__eps", PyValue::fromFloat(priority->eps));
        put("_weight_norm", PyValue::fromBool(priority->weightNorm));
    }
    if (const auto* her = dynamic_cast<const HERReplayBuffer*>(&buffer)) {
        put("horizon", PyValue::fromInt(her->horizon()));
        put("future_p", PyValue::fromFloat(her->futureP()));
        put("compute_reward_fn", her->computeRewardFn());
        put("_original_meta", her->originalMeta());
        put("_altered_indices", PyValue::array(her->alteredIndices()));
    }
    if (dynamic_cast<const CachedReplayBuffer*>(&buffer)) {
        // Same objects as in `buffers`, so the pickle memoises them as Python does.
        put("main_buffer", subs.front());
        std::vector<PyValue> caches(subs.begin() + 1, subs.end());
        put("cached_buffers", PyValue::array(NdArray::fromObjects(caches, {std::int64_t(caches.size())})));
        put("cached_buffer_num", PyValue::fromInt(manager->bufferNum() - 1));
    }
    // Keys of the file we did not interpret go back as they were, unless the state
    // above already holds them (a dict key, an HDF5 attribute name, exists once).
    for (const auto& extra : buffer.extraState()) {
        // A named reference, not a structured binding: clang 14 (the fuzz build) cannot
        // capture structured bindings in a lambda.
        const PyValue& key = extra.first;
        const PyValue& value = extra.second;
        const bool written = std::any_of(items.begin(), items.end(), [&](const auto& item) {
            return item.first.kind() == key.kind() && key.kind() == PyValue::Kind::Str
                   && item.first.asString() == key.asString();
        });
        if (written || (key.kind() == PyValue::Kind::Str && key.asString() == "_random_state"))
            continue;
        items.emplace_back(key, value);
    }
    if (numpyScalars)
        restoreNumpyScalars(items, buffer.numpyScalarTypes(), "");
    return PyValue::dict(std::move(items));
}

} // namespace

std::string bufferModule(const std::string& className, BufferGeneration generation)
{
    if (className == "ReplayBuffer")
        return generation >= BufferGeneration::V2 ? "tianshou.data.buffer.buffer_base" : "tianshou.data.buffer.base";
    if (className == "PrioritizedReplayBuffer")
        return "tianshou.data.buffer.prio";
    if (className == "HERReplayBuffer")
        return "tianshou.data.buffer.her";
    if (className == "ReplayBufferManager" || className == "PrioritizedReplayBufferManager"
        || className == "HERReplayBufferManager")
        return "tianshou.data.buffer.manager";
    if (className == "VectorReplayBuffer" || className == "PrioritizedVectorReplayBuffer"
        || className == "HERVectorReplayBuffer")
        return "tianshou.data.buffer.vecbuf";
    if (className == "CachedReplayBuffer")
        return "tianshou.data.buffer.cached";
    throw ValueError("unknown buffer class '" + className + "'");
}

PyValue bufferToState(const ReplayBuffer& buffer, BufferGeneration target)
{
    return stateOf(buffer, target, nullptr, false);
}

PyValue bufferToObject(const ReplayBuffer& buffer, BufferGeneration target)
{
    return objectOf({bufferModule(buffer.className(), target), buffer.className()},
                    stateOf(buffer, target, nullptr, true));
}

} // namespace ReplayScope::Core
