// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// imitation 0.2's saved trajectories (imitation/data/types.py): each dataclass pickles
// its fields as a state dict. Nothing is called; only the arrays are read.
#include <core/io/transitions/imitationpickle.h>
#include <core/io/transitions/tianshourings.h>
#include <core/io/transitions/transitionkeys.h>

#include <core/array/arrayops.h>
#include <core/error.h>
#include <core/array/index.h>

namespace ReplayScope::Core {

namespace {

using K = PyValue::Kind;

bool isTrajectory(const PyValue& v)
{
    if (v.kind() != K::Object)
        return false;
    const PyObject& obj = *v.asObject();
    return obj.cls.module.rfind("imitation.data", 0) == 0 && obj.cls.name.rfind("Trajectory", 0) == 0 && obj.state
           && obj.state->kind() == K::Dict && obj.state->find("obs") && obj.state->find("acts");
}

const NdArray& arrayField(const PyValue& state, const char* name, std::size_t number)
{
    const PyValue* v = state.find(name);
    if (!v || !v->isArray() || v->asArray().ndim() < 1)
        throw ValueError("imitation trajectory " + std::to_string(number) + ": '" + name + "' is not an array");
    return v->asArray();
}

EpisodeEnd endOf(const PyValue& state, std::int64_t length)
{
    const PyValue* terminal = state.find("terminal");
    if (terminal && terminal->isNumber() && terminal->asBool())
        return EpisodeEnd::Terminated;
    const PyValue* infos = state.find("infos");
    if (!infos || !infos->isArray() || infos->asArray().size() < length || length == 0)
        return EpisodeEnd::Unfinished;
    const PyValue last = infos->asArray().scalarAt(length - 1);
    if (last.kind() != K::Dict)
        return EpisodeEnd::Unfinished;
    const PyValue* truncated = last.find("TimeLimit.truncated");
    if (truncated && truncated->isNumber() && truncated->asBool())
        return EpisodeEnd::Truncated;
    if (truncated || last.find("terminal_observation"))
        return EpisodeEnd::Terminated;
    return EpisodeEnd::Unfinished;
}

} // namespace

bool isImitationTrajectoryList(const PyValue& value)
{
    if (value.kind() != K::List || value.items().empty())
        return false;
    for (const PyValue& item : value.items())
        if (!isTrajectory(item))
            return false;
    return true;
}

ImitationTrajectories readImitationTrajectories(const PyValue& value)
{
    if (!isImitationTrajectoryList(value))
        throw TypeError("not a list of imitation trajectories");
    ImitationTrajectories out;
    out.keys = Batch::make();
    StepFlags flags;
    std::vector<std::int64_t> lengths;
    std::size_t number = 0;
    for (const PyValue& item : value.items()) {
        const PyValue& state = *item.asObject()->state;
        const NdArray& obs = arrayField(state, "obs", number);
        const NdArray& acts = arrayField(state, "acts", number);
        const std::int64_t n = acts.shape()[0];
        if (obs.shape()[0] != n + 1)
            throw ValueError("imitation trajectory " + std::to_string(number) + ": obs has "
                             + std::to_string(obs.shape()[0]) + " rows, acts " + std::to_string(n)
                             + " (obs needs one more)");
        const PyValue* rews = state.find("rews");
        const NdArray* rewArray =
            rews && rews->isArray() && rews->asArray().ndim() > 0 && rews->asArray().shape()[0] == n ? &rews->asArray()
                                                                                                     : nullptr;
        auto trajectory = Batch::make();
        for (const auto& [key, field] : state.dictItems())
            if (key.kind() == K::Str && !field.isNone())
                trajectory->setRaw(std::string(key.asString()), field);
        out.keys->setRaw(std::to_string(number), PyValue::batch(trajectory));
        const EpisodeEnd end = endOf(state, n);
        const std::int64_t per = rewArray && n > 0 ? rewArray->size() / n : 0;
        for (std::int64_t k = 0; k < n; ++k) {
            double r = 0.0;
            for (std::int64_t j = 0; j < per; ++j)
                r += rewArray->toDouble(k * per + j);
            const bool lastStep = k == n - 1;
            flags.rewards.push_back(r);
            flags.terminated.push_back(lastStep && end == EpisodeEnd::Terminated);
            flags.truncated.push_back(lastStep && end == EpisodeEnd::Truncated);
        }
        lengths.push_back(n);
        ++number;
    }
    out.episodes = EpisodeList::fromLengths(lengths, flags);
    return out;
}

std::shared_ptr<ReplayBuffer> ImitationTrajectories::toTianshou() const
{
    std::vector<NdArray> obs, obsNext, act, rew;
    std::vector<bool> terminated, truncated, done;
    const auto& list = episodes.episodes();
    std::size_t index = 0;
    for (const auto& [key, value] : keys->entries()) {
        const Batch& t = *value.asBatch();
        const NdArray o = plainNumpy(t.find("obs")->asArray());
        const std::int64_t n = o.shape()[0] - 1;
        obs.push_back(o[Index(Slice{0, n, 1})]);
        obsNext.push_back(o[Index(Slice{1, n + 1, 1})]);
        act.push_back(plainNumpy(t.find("acts")->asArray()));
        const PyValue* r = t.find("rews");
        rew.push_back(r && r->isArray() ? plainNumpy(r->asArray()) : NdArray(DType(DTypeKind::Float32), {n}));
        const Episode& e = list[index++];
        const bool lastTrajectory = index == list.size();
        for (std::int64_t k = 0; k < n; ++k) {
            const bool lastStep = k == n - 1;
            const bool term = lastStep && e.endFlag == EpisodeEnd::Terminated;
            const bool trunc =
                lastStep
                && (e.endFlag == EpisodeEnd::Truncated || (e.endFlag == EpisodeEnd::Unfinished && !lastTrajectory));
            terminated.push_back(term);
            truncated.push_back(trunc);
            done.push_back(term || trunc);
        }
    }
    const auto rows = static_cast<std::int64_t>(done.size());
    if (rows < 1)
        throw ValueError("no transitions to write as a Tianshou buffer");
    Batch storage;
    storage.setRaw("obs", PyValue::array(concatenate(obs, 0)));
    storage.setRaw("act", PyValue::array(concatenate(act, 0)));
    storage.setRaw("rew", PyValue::array(concatenate(rew, 0)));
    storage.setRaw("terminated", PyValue::array(NdArray::fromBools(terminated, {rows})));
    storage.setRaw("truncated", PyValue::array(NdArray::fromBools(truncated, {rows})));
    storage.setRaw("done", PyValue::array(NdArray::fromBools(done, {rows})));
    storage.setRaw("obs_next", PyValue::array(concatenate(obsNext, 0)));
    return tianshouRings(storage, RingGeometry{1, rows, 0, rows});
}

} // namespace ReplayScope::Core
