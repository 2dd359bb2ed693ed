// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Stable-Baselines3 replay buffers (stable_baselines3/common/buffers.py, her/
// her_replay_buffer.py of SB3 2.x): the pickled `__dict__` holds numpy arrays of
// `[buffer_size, n_envs, ...]` written as a ring at `pos` that every env fills at the
// same pace; `full` says the ring wrapped. Nothing of the state is called: spaces,
// `torch.device` and enums stay opaque objects and are shown by name.
#include <core/io/sb3/sb3buffer.h>

#include <core/error.h>
#include <core/array/ndarray.h>

namespace ReplayScope::Core {

namespace {

using K = PyValue::Kind;

const PyValue& require(const PyValue& state, const char* key)
{
    const PyValue* v = state.find(key);
    if (!v)
        throw ValueError(std::string("SB3 replay buffer state has no '") + key + "'");
    return *v;
}

std::int64_t integer(const PyValue& state, const char* key)
{
    const PyValue& v = require(state, key);
    if (!v.isNumber() || v.kind() == K::Float)
        throw TypeError(std::string("SB3 replay buffer: '") + key + "' must be an int, not " + v.typeName());
    return v.asInt();
}

bool flag(const PyValue& state, const char* key, bool fallback)
{
    const PyValue* v = state.find(key);
    return v && v->isNumber() ? v->asBool() : fallback;
}

// A stored array must be `[buffer_size, n_envs, ...]`.
void checkArray(const std::string& key, const NdArray& a, std::int64_t rows, std::int64_t envs)
{
    if (a.ndim() < 2 || a.shape()[0] != rows || a.shape()[1] != envs)
        throw ValueError("SB3 replay buffer: '" + key + "' has shape " + shapeToString(a.shape()) + ", expected ("
                         + std::to_string(rows) + ", " + std::to_string(envs) + ", ...)");
}

// Observations of a Dict space are a dict of arrays; everything else one array.
PyValue storedValue(const std::string& key, const PyValue& v, std::int64_t rows, std::int64_t envs)
{
    if (v.isArray()) {
        checkArray(key, v.asArray(), rows, envs);
        return v;
    }
    if (v.kind() != K::Dict)
        throw TypeError("SB3 replay buffer: '" + key + "' must be an array or a dict of arrays, not " + v.typeName());
    auto sub = Batch::make();
    for (const auto& [name, item] : v.dictItems()) {
        if (name.kind() != K::Str || !item.isArray())
            throw TypeError("SB3 replay buffer: '" + key + "' must map str keys to arrays");
        checkArray(key + "." + std::string(name.asString()), item.asArray(), rows, envs);
        sub->setRaw(std::string(name.asString()), item);
    }
    return PyValue::batch(sub);
}

// Details show opaque values by what they mean: spaces by their repr, torch.device by
// its type, an enum pickled as getattr(cls, 'NAME') as `cls.NAME`.
PyValue detailValue(const PyValue& v)
{
    if (v.kind() != K::Object)
        return v;
    const PyObject& obj = *v.asObject();
    if (obj.cls.module.rfind("gymnasium", 0) == 0 || obj.cls.module.rfind("gym.", 0) == 0)
        return PyValue::fromStr(gymSpaceRepr(v));
    const auto& args = obj.args ? *obj.args : std::vector<PyValue>{};
    if (obj.cls.module == "torch" && obj.cls.name == "device" && !args.empty() && args[0].kind() == K::Str)
        return PyValue::fromStr(std::string(args[0].asString()));
    if (obj.cls.module == "builtins" && obj.cls.name == "getattr" && args.size() == 2 && args[0].kind() == K::Global)
        return PyValue::fromStr(args[0].asGlobal().name + "." + std::string(args[1].asString()));
    return PyValue::fromStr(obj.cls.module + "." + obj.cls.name);
}

} // namespace

bool isSb3Buffer(const PyValue& value)
{
    if (value.kind() != K::Object)
        return false;
    const PyObject& obj = *value.asObject();
    const std::string& name = obj.cls.name;
    const bool named = obj.cls.module.rfind("stable_baselines3", 0) == 0 && name.size() >= 12
                       && name.compare(name.size() - 12, 12, "ReplayBuffer") == 0;
    return named && obj.state && obj.state->kind() == K::Dict && obj.state->find("buffer_size")
           && obj.state->find("rewards");
}

Sb3Buffer readSb3Buffer(const PyValue& value)
{
    if (!isSb3Buffer(value))
        throw TypeError("not a Stable-Baselines3 replay buffer");
    const PyObject& obj = *value.asObject();
    const PyValue& state = *obj.state;
    Sb3Buffer out;
    out.className = obj.cls.name;
    out.module = obj.cls.module;
    out.bufferSize = integer(state, "buffer_size");
    out.nEnvs = state.find("n_envs") ? integer(state, "n_envs") : 1;
    out.pos = integer(state, "pos");
    out.full = flag(state, "full", false);
    out.optimizeMemoryUsage = flag(state, "optimize_memory_usage", false);
    out.handleTimeoutTermination = flag(state, "handle_timeout_termination", state.find("timeouts") != nullptr);
    if (out.bufferSize < 1 || out.nEnvs < 1)
        throw ValueError("SB3 replay buffer: buffer_size and n_envs must be positive");
    if (out.pos < 0 || out.pos > out.bufferSize || (out.full && out.pos == out.bufferSize))
        throw ValueError("SB3 replay buffer: pos " + std::to_string(out.pos) + " is outside 0.."
                         + std::to_string(out.bufferSize - 1));

    out.keys = Batch::make();
    for (const auto& [key, item] : state.dictItems()) {
        if (key.kind() != K::Str)
            continue;
        const std::string name(key.asString());
        const bool stored =
            item.isArray() || (item.kind() == K::Dict && name.find("observations") != std::string::npos);
        if (stored && item.isArray() && item.asArray().ndim() < 2)
            out.keys->setRaw(name, item); // HER's _current_ep_start: one entry per env
        else if (stored)
            out.keys->setRaw(name, storedValue(name, item, out.bufferSize, out.nEnvs));
        else
            out.details.emplace_back(key, detailValue(item));
    }
    for (const char* needed : {"observations", "actions", "rewards", "dones"})
        if (!out.keys->find(needed))
            throw ValueError(std::string("SB3 replay buffer state has no '") + needed + "' array");
    if (!out.optimizeMemoryUsage && !out.keys->find("next_observations"))
        throw ValueError("SB3 replay buffer state has no 'next_observations' (and optimize_memory_usage is off)");

    // The ring: with optimize_memory_usage a full buffer's row pos is not a transition.
    RingGeometry& g = out.geometry;
    g.rings = out.nEnvs;
    const bool dropPos = out.optimizeMemoryUsage && out.full;
    g.ringSize = dropPos ? out.bufferSize - 1 : out.bufferSize;
    if (g.ringSize < 1)
        throw ValueError("SB3 replay buffer: a buffer of one row with optimize_memory_usage holds no transition");
    g.size = out.full ? g.ringSize : out.pos;
    g.insertion = out.pos % g.ringSize;
    out.slotRows.assign(static_cast<std::size_t>(g.ringSize), -1);
    if (dropPos) {
        for (std::int64_t k = 0; k < g.ringSize; ++k)
            out.slotRows[static_cast<std::size_t>((g.insertion + k) % g.ringSize)] = (out.pos + 1 + k) % out.bufferSize;
    } else {
        for (std::int64_t s = 0; s < g.ringSize; ++s)
            out.slotRows[static_cast<std::size_t>(s)] = s;
    }

    // Flags per storage slot (env-major), from rewards, dones and timeouts.
    const NdArray& rewards = out.keys->find("rewards")->asArray();
    const NdArray& dones = out.keys->find("dones")->asArray();
    const PyValue* timeouts = out.keys->find("timeouts");
    const NdArray* timeoutArray = timeouts && timeouts->isArray() ? &timeouts->asArray() : nullptr;
    const std::int64_t perReward = rewards.size() / (out.bufferSize * out.nEnvs);
    const std::int64_t perDone = dones.size() / (out.bufferSize * out.nEnvs);
    StepFlags flags;
    for (std::int64_t e = 0; e < out.nEnvs; ++e) {
        for (std::int64_t s = 0; s < g.ringSize; ++s) {
            const std::int64_t cell = out.slotRows[static_cast<std::size_t>(s)] * out.nEnvs + e;
            double r = 0.0;
            for (std::int64_t j = 0; j < perReward; ++j)
                r += rewards.toDouble(cell * perReward + j);
            const bool done = perDone > 0 && dones.toBool(cell * perDone);
            const bool timeout = done && timeoutArray && timeoutArray->size() > cell && timeoutArray->toBool(cell);
            flags.rewards.push_back(r);
            flags.done.push_back(done);
            flags.terminated.push_back(done && !timeout);
            flags.truncated.push_back(timeout);
        }
    }
    out.episodes = ringEpisodes(g, flags);
    return out;
}

} // namespace ReplayScope::Core
