// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Episodes of RLlib sample batches: grouped by eps_id, ended by the flag columns.
#include "rllibreader.h"

#include <core/error.h>

#include <map>
#include <unordered_map>

namespace ReplayScope::Core {

namespace {

bool hasAny(const Batch& b, std::initializer_list<const char*> names)
{
    for (const char* n : names) {
        if (const PyValue* v = b.find(n); v && v->isArray())
            return true;
    }
    return false;
}

// The reward of each row (summed over the elements of vector rewards).
std::vector<double> rowRewards(const Batch& columns, std::int64_t rows)
{
    std::vector<double> out(std::size_t(rows), 0.0);
    const PyValue* rew = columns.find("rewards");
    if (!rew || !rew->isArray() || rew->asArray().ndim() == 0)
        return out;
    const NdArray& a = rew->asArray();
    const std::int64_t n = std::min(rows, a.shape().front());
    const std::int64_t per = a.shape().front() == 0 ? 0 : a.size() / a.shape().front();
    for (std::int64_t r = 0; r < n; ++r)
        for (std::int64_t e = 0; e < per; ++e)
            out[std::size_t(r)] += a.toDouble(r * per + e);
    return out;
}

} // namespace

EpisodeList rllibEpisodes(const Batch& columns)
{
    const PyValue* ids = columns.find("eps_id");
    if (!ids || !ids->isArray() || ids->asArray().ndim() != 1)
        return EpisodeList::fromBatch(columns);
    const NdArray& idArray = ids->asArray();
    const std::int64_t rows = idArray.shape().front();
    Indices all(static_cast<std::size_t>(rows));
    for (std::int64_t r = 0; r < rows; ++r)
        all[std::size_t(r)] = r;
    StepFlags flags;
    if (hasAny(columns, {"done", "dones", "terminated", "terminateds", "truncated", "truncateds"}))
        flags = stepFlagsOf(columns, all);
    if (flags.rewards.empty())
        flags.rewards = rowRewards(columns, rows);

    // Group rows by id in order of first appearance; ids are ints (old stack) or
    // strings (uuid hex of newer writers), compared by their Python value.
    std::vector<Indices> groups;
    std::unordered_map<std::int64_t, std::size_t> byInt;
    std::map<std::string, std::size_t> byText;
    const bool integral = idArray.dtype().isInteger() || idArray.dtype().isBool();
    for (std::int64_t r = 0; r < rows; ++r) {
        std::size_t* slot = nullptr;
        std::size_t fresh = groups.size();
        if (integral) {
            slot = &byInt.try_emplace(idArray.toInt64(r), fresh).first->second;
        } else {
            const PyValue id = idArray.item(r);
            slot = &byText.try_emplace(id.isString() ? std::string(id.asString()) : id.repr(), fresh).first->second;
        }
        if (*slot == fresh)
            groups.emplace_back();
        groups[*slot].push_back(r);
    }
    auto flag = [](const std::vector<bool>& f, std::int64_t r) {
        return std::size_t(r) < f.size() && f[std::size_t(r)];
    };
    EpisodeList list;
    for (Indices& rowsOfEpisode : groups) {
        Episode e;
        for (std::int64_t r : rowsOfEpisode)
            e.episodeReturn += std::size_t(r) < flags.rewards.size() ? flags.rewards[std::size_t(r)] : 0.0;
        const std::int64_t last = rowsOfEpisode.back();
        if (flag(flags.terminated, last))
            e.endFlag = EpisodeEnd::Terminated;
        else if (flag(flags.truncated, last))
            e.endFlag = EpisodeEnd::Truncated;
        else if (flag(flags.done, last))
            e.endFlag = EpisodeEnd::Terminated; // done-only data cannot tell more
        else
            e.endFlag = EpisodeEnd::Unfinished;
        e.rows = SlotRuns(rowsOfEpisode);
        list.append(std::move(e));
    }
    list.finish(); // interleaved episodes: their rows are not in order
    return list;
}

} // namespace ReplayScope::Core
