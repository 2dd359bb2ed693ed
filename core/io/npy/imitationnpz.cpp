// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/io/npy/imitationnpz.h>

#include <core/error.h>
#include <core/array/index.h>

namespace ReplayScope::Core {

namespace {

const NdArray* arrayOf(const Batch& members, const char* key)
{
    const PyValue* v = members.find(key);
    return v && v->isArray() ? &v->asArray() : nullptr;
}

std::int64_t rowsOf(const NdArray* a)
{
    return a && a->ndim() > 0 ? a->shape().front() : -1;
}

} // namespace

bool isImitationNpz(const Batch& members)
{
    for (const char* key : {"obs", "acts", "terminal", "indices"})
        if (!arrayOf(members, key))
            return false;
    return true;
}

std::shared_ptr<Batch> imitationTrajectories(const Batch& members, const std::string& path)
{
    const NdArray& obs = *arrayOf(members, "obs");
    const NdArray& acts = *arrayOf(members, "acts");
    const NdArray& terminal = *arrayOf(members, "terminal");
    const NdArray& indices = *arrayOf(members, "indices");
    const NdArray* rews = arrayOf(members, "rews");
    const NdArray* infos = arrayOf(members, "infos");
    const auto bad = [&](const std::string& what) { return FormatError(path, -1, "imitation trajectories: " + what); };
    if (indices.ndim() != 1 || terminal.ndim() != 1 || rowsOf(&acts) < 0 || rowsOf(&obs) < 0)
        throw bad("'indices' and 'terminal' must be 1-d, 'obs' and 'acts' at least 1-d");
    const std::int64_t count = indices.size() + 1;
    const std::int64_t steps = rowsOf(&acts);
    if (terminal.size() != count)
        throw bad("'terminal' has " + std::to_string(terminal.size()) + " entries for " + std::to_string(count)
                  + " trajectories");
    if (rowsOf(&obs) != steps + count)
        throw bad("'obs' has " + std::to_string(rowsOf(&obs)) + " rows, but " + std::to_string(steps) + " actions in "
                  + std::to_string(count) + " trajectories need " + std::to_string(steps + count));
    for (const NdArray* perStep : {rews, infos})
        if (perStep && rowsOf(perStep) != steps)
            throw bad("'rews' and 'infos' need one row per action (" + std::to_string(steps) + ")");

    auto out = Batch::make();
    std::int64_t start = 0;
    for (std::int64_t i = 0; i < count; ++i) {
        const std::int64_t stop = i + 1 < count ? indices.toInt64(i) : steps;
        if (stop <= start || stop > steps)
            throw bad("'indices' must rise strictly inside 0.." + std::to_string(steps) + " (entry " + std::to_string(i)
                      + " is " + std::to_string(stop) + ")");
        const Index rows(Slice{start, stop, std::nullopt});
        auto group = Batch::make();
        group->setRaw("obs", PyValue::array(obs[Index(Slice{start + i, stop + i + 1, std::nullopt})]));
        group->setRaw("acts", PyValue::array(acts[rows]));
        if (rews)
            group->setRaw("rews", PyValue::array((*rews)[rows]));
        if (infos)
            group->setRaw("infos", PyValue::array((*infos)[rows]));
        group->setRaw("terminal", PyValue::array(terminal[Index(i)]));
        out->setRaw("trajectory_" + std::to_string(i), PyValue::batch(group));
        start = stop;
    }
    return out;
}

} // namespace ReplayScope::Core
