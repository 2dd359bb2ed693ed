// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Buffers from their pickled `__dict__` (or an HDF5 root read as a dict), for every
// release's attribute names (tianshou-spec.md 4.3 and 4.4).
#include <core/buffer/bufferstate.h>

#include <core/buffer/cached.h>
#include <core/buffer/her.h>
#include <core/buffer/prioritized.h>
#include <core/array/resourcelimits.h>

#include <algorithm>
#include <set>

namespace ReplayScope::Core {

namespace {

const std::vector<std::string> kManagerClasses{"ReplayBufferManager",
                                               "VectorReplayBuffer",
                                               "PrioritizedReplayBufferManager",
                                               "PrioritizedVectorReplayBuffer",
                                               "HERReplayBufferManager",
                                               "HERVectorReplayBuffer",
                                               "CachedReplayBuffer"};
const std::vector<std::string> kSingleClasses{"ReplayBuffer", "PrioritizedReplayBuffer", "HERReplayBuffer"};

/// Reads a state dict and remembers which attributes were interpreted.
class StateReader {
public:
    StateReader(const PyValue& state, std::string className)
        : m_state(state)
        , m_class(std::move(className))
    {
        if (state.kind() != PyValue::Kind::Dict)
            throw TypeError("the state of a " + m_class + " must be a dict, not " + state.typeName());
    }

    /// The attribute, or null when the state has none; a present one counts as
    /// interpreted (it is not kept aside as an unknown attribute).
    const PyValue* consume(const std::string& name)
    {
        const PyValue* v = m_state.find(name);
        if (v)
            m_used.insert(name);
        return v;
    }
    /// Counts attributes as interpreted without reading them: ones the buffer rebuilds
    /// from others (a manager's offsets, a cached buffer's split of its sub-buffers).
    void markUsed(std::initializer_list<const char*> names)
    {
        for (const char* name : names)
            (void)consume(name);
    }
    const PyValue& require(const std::string& name)
    {
        const PyValue* v = consume(name);
        if (!v)
            throw ValueError("the state of a " + m_class + " has no attribute '" + name + "'");
        return *v;
    }
    /// The first present of several names (release renames).
    const PyValue* findAny(std::initializer_list<const char*> names)
    {
        for (const char* name : names) {
            if (const PyValue* v = consume(name))
                return v;
        }
        return nullptr;
    }
    std::int64_t integer(std::initializer_list<const char*> names, std::int64_t fallback)
    {
        const PyValue* v = findAny(names);
        return v ? toInt(*v, *names.begin()) : fallback;
    }
    bool flag(const char* name, bool fallback)
    {
        const PyValue* v = consume(name);
        return v ? v->asBool() : fallback;
    }
    double real(const char* name, double fallback)
    {
        const PyValue* v = consume(name);
        return v ? v->asDouble() : fallback;
    }
    std::int64_t toInt(const PyValue& v, const std::string& name) const
    {
        if (v.isArray() && v.asArray().size() == 1)
            return v.asArray().toInt64(0);
        try {
            return v.asInt();
        } catch (const TypeError&) {
            throw TypeError("attribute '" + name + "' of a " + m_class + " must be an int, not " + v.typeName());
        }
    }
    /// Attributes that nothing above interpreted, in their original order.
    PyValue::Items leftovers() const
    {
        PyValue::Items out;
        for (const auto& [key, value] : m_state.dictItems()) {
            if (key.kind() != PyValue::Kind::Str || !m_used.count(std::string(key.asString())))
                out.emplace_back(key, value);
        }
        return out;
    }

private:
    const PyValue& m_state;
    std::string m_class;
    std::set<std::string> m_used;
};

Indices integersOf(const PyValue& v)
{
    Indices out;
    if (v.isArray() || v.kind() == PyValue::Kind::Scalar) {
        const NdArray& a = v.asArray();
        for (std::int64_t k = 0; k < a.size(); ++k)
            out.push_back(a.toInt64(k));
    } else if (v.isSequence()) {
        for (const PyValue& item : v.items())
            out.push_back(item.asInt());
    } else {
        out.push_back(v.asInt());
    }
    return out;
}

std::vector<PyValue> objectsOf(const PyValue& v)
{
    if (v.isSequence())
        return v.items();
    if (v.isArray()) {
        const NdArray& a = v.asArray();
        std::vector<PyValue> out;
        for (std::int64_t k = 0; k < a.size(); ++k)
            out.push_back(a.item(k));
        return out;
    }
    throw TypeError("the sub-buffers of a manager must be an array or a list, not " + v.typeName());
}

BufferOptions readOptions(StateReader& reader)
{
    BufferOptions options;
    if (const PyValue* dict = reader.consume("options"); dict && dict->kind() == PyValue::Kind::Dict) {
        if (const PyValue* v = dict->find("stack_num"))
            options.stackNum = v->asInt();
        if (const PyValue* v = dict->find("ignore_obs_next"))
            options.ignoreObsNext = v->asBool();
        if (const PyValue* v = dict->find("save_only_last_obs"))
            options.saveOnlyLastObs = v->asBool();
        if (const PyValue* v = dict->find("sample_avail"))
            options.sampleAvail = v->asBool();
    }
    if (options.stackNum <= 0)
        throw ValueError("stack_num of a buffer state must be positive");
    return options;
}

SegmentTree treeOf(const PyValue& value)
{
    const PyValue* state = &value;
    if (value.kind() == PyValue::Kind::Object && value.asObject()->state)
        state = value.asObject()->state.get();
    if (state->kind() != PyValue::Kind::Dict)
        throw TypeError("a SegmentTree state must be a dict");
    const PyValue* size = state->find("_size");
    const PyValue* bound = state->find("_bound");
    const PyValue* values = state->find("_value");
    if (!size || !bound || !values || !values->isArray())
        throw ValueError("a SegmentTree state needs _size, _bound and _value");
    std::vector<double> heap;
    const NdArray& a = values->asArray();
    for (std::int64_t k = 0; k < a.size(); ++k)
        heap.push_back(a.toDouble(k));
    return SegmentTree::fromState(integersOf(*size).at(0), integersOf(*bound).at(0), std::move(heap));
}

// The capacity decides what gets allocated (the priority tree now, the _indices written
// back on save). Tianshou keeps _indices = arange(maxsize), so a state whose capacity
// disagrees with its own _indices, or exceeds memory, is damaged or hostile: refused
// with a message instead of an out-of-memory kill.
void checkCapacity(const std::string& cls, std::int64_t maxsize, const PyValue& state)
{
    if (const PyValue* indices = state.find("_indices");
        indices && indices->isArray() && indices->asArray().ndim() == 1 && indices->asArray().length() != maxsize)
        throw ValueError(cls + " state: maxsize " + std::to_string(maxsize) + " disagrees with _indices, which holds "
                         + std::to_string(indices->asArray().length()) + " slots");
    const std::string refusal = memoryRefusal("a " + cls + " of capacity " + std::to_string(maxsize),
                                              std::uint64_t(maxsize) * sizeof(std::int64_t));
    if (!refusal.empty())
        throw ValueError(cls + " state: " + refusal);
}

// Which of the state's attributes (and `options` entries) are numpy scalars, so the
// pickle writer gives them back with their type (issue 18: `_max_prio` is np.float64
// once update_weight ran; a Python float there is a different object to user code).
void recordNumpyScalars(const PyValue& state, ReplayBuffer& buffer)
{
    for (const auto& [key, value] : state.dictItems()) {
        if (key.kind() != PyValue::Kind::Str)
            continue;
        const std::string name(key.asString());
        if (value.kind() == PyValue::Kind::Scalar)
            buffer.numpyScalarTypes()[name] = value.asArray().dtype();
        if (name != "options" || value.kind() != PyValue::Kind::Dict)
            continue;
        for (const auto& [option, optionValue] : value.dictItems()) {
            if (option.kind() == PyValue::Kind::Str && optionValue.kind() == PyValue::Kind::Scalar)
                buffer.numpyScalarTypes()["options." + std::string(option.asString())] = optionValue.asArray().dtype();
        }
    }
}

std::shared_ptr<ReplayBuffer> buildBuffer(const std::string& cls, const PyValue& state, const std::string& module);

std::shared_ptr<ReplayBuffer> subBufferOf(const PyValue& object)
{
    if (object.kind() != PyValue::Kind::Object || !object.asObject()->state)
        throw TypeError("a sub-buffer must be a pickled buffer object, not " + object.typeName());
    auto sub = buildBuffer(object.asObject()->cls.name, *object.asObject()->state, object.asObject()->cls.module);
    // The manager owns the storage; the sub-buffer's pickled copy is replaced by a view.
    sub->mutableMeta() = Batch();
    return sub;
}

std::shared_ptr<ReplayBuffer> buildBuffer(const std::string& cls, const PyValue& state, const std::string& module)
{
    StateReader reader(state, cls);
    const BufferOptions options = readOptions(reader);
    const std::int64_t maxsize = reader.integer({"maxsize"}, -1);
    if (maxsize < 0)
        throw ValueError("the state of a " + cls + " has no valid 'maxsize'");
    checkCapacity(cls, maxsize, state);
    const bool isManager = std::find(kManagerClasses.begin(), kManagerClasses.end(), cls) != kManagerClasses.end();
    const PyValue* opts = state.find("options");
    auto optionReal = [&](const char* optName, const char* attr, double fallback) {
        if (const PyValue* v = reader.consume(attr))
            return v->asDouble();
        if (opts && opts->kind() == PyValue::Kind::Dict)
            if (const PyValue* v = opts->find(optName))
                return v->asDouble();
        return fallback;
    };

    std::shared_ptr<ReplayBuffer> buf;
    if (isManager) {
        std::vector<std::shared_ptr<ReplayBuffer>> subs;
        for (const PyValue& object : objectsOf(reader.require("buffers")))
            subs.push_back(subBufferOf(object));
        reader.markUsed({"buffer_num", "_offset", "_extend_offset"});
        if (cls == "CachedReplayBuffer") {
            reader.markUsed({"main_buffer", "cached_buffers", "cached_buffer_num"});
            buf = std::make_shared<CachedReplayBuffer>(subs);
        } else if (cls == "PrioritizedReplayBufferManager" || cls == "PrioritizedVectorReplayBuffer") {
            for (const auto& sub : subs) {
                if (auto* prio = dynamic_cast<PrioritizedReplayBuffer*>(sub.get()))
                    prio->priority().hasTree = false;
            }
            buf = std::make_shared<PrioritizedVectorReplayBuffer>(subs, optionReal("alpha", "_alpha", 1.0),
                                                                  optionReal("beta", "_beta", 0.0), cls);
        } else if (cls == "HERReplayBufferManager" || cls == "HERVectorReplayBuffer") {
            buf = std::make_shared<HERVectorReplayBuffer>(subs, cls);
        } else if (cls == "VectorReplayBuffer") {
            buf = std::make_shared<VectorReplayBuffer>(subs);
        } else {
            buf = std::make_shared<ReplayBufferManager>(subs);
        }
        if (buf->maxsize() != maxsize)
            throw ValueError(cls + " state: maxsize " + std::to_string(maxsize)
                             + " differs from the sum of its sub-buffers' sizes " + std::to_string(buf->maxsize()));
    } else if (cls == "PrioritizedReplayBuffer") {
        auto prio = std::make_shared<PrioritizedReplayBuffer>(maxsize, optionReal("alpha", "_alpha", 1.0),
                                                              optionReal("beta", "_beta", 0.0),
                                                              reader.flag("_weight_norm", false), options);
        buf = prio;
    } else if (cls == "HERReplayBuffer") {
        const PyValue* fn = reader.consume("compute_reward_fn");
        auto her = std::make_shared<HERReplayBuffer>(maxsize, fn ? *fn : PyValue(), reader.integer({"horizon"}, 0), 8.0,
                                                     options);
        her->setFutureP(reader.real("future_p", her->futureP()));
        const PyValue* original = reader.consume("_original_meta");
        const PyValue* altered = reader.consume("_altered_indices");
        if (original && altered && altered->isArray())
            her->setCache(*original, altered->asArray());
        buf = her;
    } else if (cls == "ReplayBuffer") {
        buf = std::make_shared<ReplayBuffer>(maxsize, options);
    } else {
        throw ValueError("unknown buffer class '" + cls + "'");
    }

    // Priority state shared by both prioritized forms.
    PriorityState* priority = nullptr;
    if (auto* p = dynamic_cast<PrioritizedReplayBuffer*>(buf.get()))
        priority = &p->priority();
    else if (auto* p = dynamic_cast<PrioritizedVectorReplayBuffer*>(buf.get()))
        priority = &p->priority();
    if (priority) {
        priority->maxPrio = reader.real("_max_prio", 1.0);
        priority->minPrio = reader.real("_min_prio", 1.0);
        priority->eps = reader.real("_PrioritizedReplayBuffer__eps", priority->eps);
        // A prioritized manager stores `_weight_norm` too (its PrioritizedReplayBuffer
        // base sets it); left unread it came back as an extra key beside the one the
        // writer puts, which HDF5 refuses as a duplicate attribute (issue 18).
        if (isManager)
            priority->weightNorm = reader.flag("_weight_norm", priority->weightNorm);
        if (const PyValue* tree = reader.consume("weight"))
            priority->weight = treeOf(*tree);
        else if (!isManager)
            priority->hasTree = false;
    }

    buf->setGeneration(detectGeneration(state, module));
    buf->setStackNum(reader.integer({"stack_num"}, options.stackNum));
    buf->setStorageFlags(reader.flag("_save_obs_next", !options.ignoreObsNext),
                         reader.flag("_save_only_last_obs", options.saveOnlyLastObs),
                         reader.flag("_sample_avail", options.sampleAvail));
    reader.markUsed({"_indices"}); // always arange(maxsize): regenerated when writing

    const PyValue& meta = reader.require("_meta");
    if (!meta.isBatch())
        throw TypeError("_meta of a " + cls + " must be a Batch, not " + meta.typeName());

    const PyValue* lastIndex = reader.consume("last_index");
    const PyValue* epReturn = reader.findAny({"_ep_return", "_ep_rew"});
    Indices last = lastIndex ? integersOf(*lastIndex) : Indices{0};
    if (!isManager) {
        if (last.size() != 1)
            throw ValueError(cls + " state: last_index must hold one slot");
        if (last[0] < 0 || (maxsize > 0 && last[0] >= maxsize))
            throw ValueError(cls + " state: last_index " + std::to_string(last[0]) + " is outside the storage");
    }
    buf->setBookkeeping(reader.integer({"_insertion_idx", "_index"}, 0), reader.integer({"_size"}, 0),
                        isManager ? Indices{0} : last, epReturn ? *epReturn : PyValue::fromFloat(0.0),
                        reader.integer({"_ep_len"}, 0), reader.integer({"_ep_start_idx", "_ep_idx"}, 0));
    buf->mutableMeta() = *meta.asBatch();
    if (auto* manager = dynamic_cast<ReplayBufferManager*>(buf.get())) {
        Indices lengths;
        for (const auto& sub : manager->buffers())
            lengths.push_back(sub->length());
        if (const PyValue* stored = reader.consume("_lengths"); stored && integersOf(*stored) != lengths)
            throw ValueError(cls + " state: _lengths disagree with the sub-buffers' sizes");
        if (last.size() != lengths.size())
            throw ValueError(cls + " state: last_index needs one slot per sub-buffer");
        manager->setManagerBookkeeping(last, lengths);
    }
    buf->metaChanged();
    buf->extraState() = reader.leftovers();
    recordNumpyScalars(state, *buf);
    // v1.2+ sampling draws from the buffer's own RandomState: continue from the file's
    // state, so that sample(n) without a seed picks what Tianshou's would.
    if (const PyValue* rs = state.find("_random_state"))
        if (auto parsed = randomStateFromPickle(*rs))
            buf->randomState().setState(*parsed);
    return buf;
}

} // namespace

bool isBufferClass(const PyGlobal& cls)
{
    if (cls.module.rfind("tianshou.data.buffer", 0) != 0)
        return false;
    return std::find(kManagerClasses.begin(), kManagerClasses.end(), cls.name) != kManagerClasses.end()
           || std::find(kSingleClasses.begin(), kSingleClasses.end(), cls.name) != kSingleClasses.end();
}

BufferGeneration detectGeneration(const PyValue& state, const std::string& module)
{
    if (state.kind() != PyValue::Kind::Dict)
        return BufferGeneration::V2;
    auto has = [&](const char* name) { return state.find(name) != nullptr; };
    std::string mod = module;
    if (mod.find("buffer_base") == std::string::npos) {
        // A manager's class path is the same in v1.2 and v2; its sub-buffers tell.
        if (const PyValue* subs = state.find("buffers")) {
            try {
                for (const PyValue& sub : objectsOf(*subs)) {
                    if (sub.kind() == PyValue::Kind::Object)
                        mod = sub.asObject()->cls.module;
                    break;
                }
            } catch (const Error&) {
            }
        }
    }
    if (has("_insertion_idx") || has("_ep_return") || has("_ep_start_idx") || has("_random_state"))
        return mod.find("buffer_base") != std::string::npos ? BufferGeneration::V2 : BufferGeneration::V1_2;
    if (const PyValue* meta = state.find("_meta"); meta && meta->isBatch()) {
        if (!meta->asBatch()->contains("terminated") && meta->asBatch()->contains("done"))
            return BufferGeneration::V0_4_0;
    }
    return BufferGeneration::V1_0;
}

std::shared_ptr<ReplayBuffer> bufferFromObject(const PyValue& object)
{
    if (object.kind() != PyValue::Kind::Object)
        throw TypeError("expected a pickled Tianshou buffer, got " + object.typeName());
    const PyObject& obj = *object.asObject();
    if (!isBufferClass(obj.cls))
        throw TypeError("'" + obj.cls.module + "." + obj.cls.name + "' is not a Tianshou buffer class");
    if (!obj.state)
        throw ValueError(obj.cls.name + " object has no state");
    return buildBuffer(obj.cls.name, *obj.state, obj.cls.module);
}

std::shared_ptr<ReplayBuffer> bufferFromState(const std::string& className, const PyValue& state)
{
    return buildBuffer(className, state, {});
}

} // namespace ReplayScope::Core
