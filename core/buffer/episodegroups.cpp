// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/buffer/episodegroups.h>

#include <core/error.h>
#include <core/array/index.h>

#include <algorithm>

namespace ReplayScope::Core {

namespace {

const PyValue* firstKey(const Batch& group, std::initializer_list<const char*> names)
{
    for (const char* name : names)
        if (const PyValue* v = group.find(name); v && (v->isArray() || v->isBatch()))
            return v;
    return nullptr;
}

const NdArray* perStep(const PyValue* v)
{
    return v && v->isArray() && v->asArray().ndim() > 0 ? &v->asArray() : nullptr;
}

const NdArray* zeroDim(const PyValue* v)
{
    return v && v->isArray() && v->asArray().ndim() == 0 ? &v->asArray() : nullptr;
}

// Rows of an array, or of the first array found in a Batch (Dict/Tuple observations).
std::int64_t rowsOf(const PyValue* v)
{
    if (!v)
        return -1;
    if (v->isArray())
        return v->asArray().ndim() == 0 ? -1 : v->asArray().shape().front();
    for (const auto& [key, item] : v->asBatch()->entries())
        if (const std::int64_t rows = rowsOf(&item); rows >= 0)
            return rows;
    return -1;
}

double rowSum(const NdArray* a, std::int64_t r)
{
    if (!a || r >= a->shape().front())
        return 0.0;
    const std::int64_t per = a->size() / std::max<std::int64_t>(a->shape().front(), 1);
    double sum = 0.0;
    for (std::int64_t j = 0; j < per; ++j)
        sum += a->toDouble(r * per + j);
    return sum;
}

bool rowFlag(const NdArray* a, std::int64_t r)
{
    return a && r < a->shape().front() && a->toBool(r * (a->size() / std::max<std::int64_t>(a->shape().front(), 1)));
}

// imitation marks a time-limit end in the last info dict, as Gymnasium's TimeLimit did.
bool lastInfoSaysTruncated(const PyValue* infos)
{
    if (!infos || !infos->isArray() || infos->asArray().size() == 0 || !infos->asArray().dtype().isObject())
        return false;
    const NdArray& a = infos->asArray();
    const PyValue last = a.scalarAt(a.size() - 1);
    if (last.kind() != PyValue::Kind::Dict)
        return false;
    const PyValue* flag = last.find(std::string_view("TimeLimit.truncated"));
    return flag && flag->isNumber() && flag->asBool();
}

PyValue rowsOfValue(const PyValue& v, const std::vector<std::int64_t>& rows)
{
    if (v.isArray())
        return PyValue::array(v.asArray()[Index::list(rows)]);
    return PyValue::batch(std::make_shared<Batch>((*v.asBatch())[Index::list(rows)]));
}

} // namespace

EpisodeGroup episodeGroup(const Batch& group, const std::string& name)
{
    EpisodeGroup g;
    g.group = &group;
    g.name = name;
    g.actions = firstKey(group, {"actions", "acts"});
    g.length = rowsOf(g.actions);
    if (g.length < 0)
        throw KeyError("episode group '" + name + "' has no 'actions'");
    g.observations = firstKey(group, {"observations", "obs"});
    g.observationsHaveNextRow = rowsOf(g.observations) == g.length + 1;
    g.nextObservations = firstKey(group, {"next_obs", "next_observations"});
    if (rowsOf(g.nextObservations) != g.length)
        g.nextObservations = nullptr;
    g.rewards = perStep(firstKey(group, {"rewards", "rews"}));
    g.terminations = perStep(group.find("terminations"));
    g.truncations = perStep(group.find("truncations"));
    if (const PyValue* infos = group.find("infos"); infos && (infos->isBatch() || infos->isArray()) && g.terminations)
        g.infos = infos;
    if (const NdArray* dones = perStep(group.find("dones")); dones && g.length > 0) {
        g.end = rowFlag(dones, g.length - 1) ? EpisodeEnd::Terminated : EpisodeEnd::Truncated;
    } else if (const NdArray* terminated = zeroDim(group.find("terminated"))) {
        g.end = terminated->toBool(0) ? EpisodeEnd::Terminated : EpisodeEnd::Truncated;
    } else if (const NdArray* terminal = zeroDim(group.find("terminal"))) {
        if (terminal->toBool(0))
            g.end = lastInfoSaysTruncated(group.find("infos")) ? EpisodeEnd::Truncated : EpisodeEnd::Terminated;
    }
    return g;
}

void appendGroupFlags(const EpisodeGroup& g, StepFlags& flags)
{
    const bool stepFlags = g.terminations || g.truncations;
    for (std::int64_t r = 0; r < g.length; ++r) {
        const bool last = r + 1 == g.length;
        flags.rewards.push_back(rowSum(g.rewards, r));
        flags.terminated.push_back(stepFlags ? rowFlag(g.terminations, r) : last && g.end == EpisodeEnd::Terminated);
        flags.truncated.push_back(stepFlags ? rowFlag(g.truncations, r) : last && g.end == EpisodeEnd::Truncated);
    }
}

EpisodeList groupEpisodes(const std::vector<EpisodeGroup>& groups)
{
    std::vector<std::int64_t> lengths;
    StepFlags flags;
    for (const EpisodeGroup& g : groups) {
        lengths.push_back(g.length);
        appendGroupFlags(g, flags);
    }
    return EpisodeList::fromLengths(lengths, flags);
}

Batch groupTransitions(const EpisodeGroup& g, const std::vector<std::int64_t>& rows, bool closeUnfinished)
{
    StepFlags flags;
    appendGroupFlags(g, flags);
    if (closeUnfinished && g.length > 0) {
        const auto last = std::size_t(g.length - 1);
        if (!flags.terminated[last] && !flags.truncated[last])
            flags.truncated[last] = true;
    }
    std::vector<std::int64_t> after;
    std::vector<bool> terminated, truncated, done;
    for (const std::int64_t r : rows) {
        if (r < 0 || r >= g.length)
            throw IndexError("step " + std::to_string(r) + " is outside episode '" + g.name + "'");
        after.push_back(r + 1);
        terminated.push_back(flags.terminated[std::size_t(r)]);
        truncated.push_back(flags.truncated[std::size_t(r)]);
        done.push_back(terminated.back() || truncated.back());
    }
    const Shape shape{std::int64_t(rows.size())};
    Batch part;
    if (g.observations)
        part.set("obs", rowsOfValue(*g.observations, rows));
    part.set("act", rowsOfValue(*g.actions, rows));
    if (const PyValue* rew = firstKey(*g.group, {"rewards", "rews"}); rew && g.rewards)
        part.set("rew", rowsOfValue(*rew, rows));
    part.set("terminated", PyValue::array(NdArray::fromBools(terminated, shape)));
    part.set("truncated", PyValue::array(NdArray::fromBools(truncated, shape)));
    part.set("done", PyValue::array(NdArray::fromBools(done, shape)));
    if (g.observations && g.observationsHaveNextRow)
        part.set("obs_next", rowsOfValue(*g.observations, after));
    else if (g.nextObservations)
        part.set("obs_next", rowsOfValue(*g.nextObservations, rows));
    if (g.infos && rowsOf(g.infos) == g.length + 1)
        part.set("info", rowsOfValue(*g.infos, after)); // Minari's infos[0] comes from reset()
    return part;
}

Batch allGroupTransitions(const std::vector<EpisodeGroup>& groups)
{
    std::vector<PyValue> parts;
    for (std::size_t k = 0; k < groups.size(); ++k) {
        const EpisodeGroup& g = groups[k];
        std::vector<std::int64_t> rows(static_cast<std::size_t>(g.length));
        for (std::int64_t r = 0; r < g.length; ++r)
            rows[std::size_t(r)] = r;
        if (!rows.empty())
            parts.push_back(PyValue::batch(std::make_shared<Batch>(groupTransitions(g, rows, k + 1 < groups.size()))));
    }
    return parts.empty() ? Batch() : Batch::cat(parts);
}

std::shared_ptr<ReplayBuffer> bufferFromTransitions(const Batch& transitions)
{
    const std::int64_t n = transitions.length();
    if (n <= 0)
        throw ValueError("no transitions to put into a buffer");
    auto buffer = std::make_shared<ReplayBuffer>(n);
    buffer->setGeneration(BufferGeneration::V2);
    const std::vector<std::string> reserved = buffer->reservedKeys();
    Batch meta;
    for (const auto& [key, value] : transitions.entries())
        if (std::find(reserved.begin(), reserved.end(), key) != reserved.end())
            meta.setRaw(key, value);
    buffer->setBatch(meta);
    const EpisodeList episodes = EpisodeList::fromBatch(meta);
    const Episode* running = nullptr;
    if (episodes.count() > 0 && episodes.episodes().back().endFlag == EpisodeEnd::Unfinished)
        running = &episodes.episodes().back();
    buffer->setBookkeeping(0, n, {n - 1}, PyValue::fromFloat(running ? running->episodeReturn : 0.0),
                           running ? running->length() : 0, running ? running->first() : 0);
    return buffer;
}

} // namespace ReplayScope::Core
