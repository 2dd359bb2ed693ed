// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Datasets that store one group per episode (Minari's `episode_N`, robomimic's
// `demo_N`, d3rlpy v2's per-episode datasets, imitation's trajectories), read the same
// way by the CLI and the GUI, and turned into Tianshou transitions for export.

#include <core/batch/batch.h>
#include <core/buffer/episodes.h>
#include <core/buffer/replaybuffer.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace ReplayScope::Core {

/// The keys of one episode group, by the names each library uses:
/// actions `actions`/`acts`; rewards `rewards`/`rews`; observations
/// `observations`/`obs` (one row more than actions in Minari and imitation: the row
/// after each step is its next observation; as many rows in robomimic, whose
/// `next_obs` holds the next observations, and in d3rlpy); per-step end flags
/// `terminations`/`truncations` (Minari); the end of the whole group from the last row
/// of `dones` (robomimic: 1 terminated, else truncated), from a 0-d `terminated`
/// (d3rlpy: True terminated, else truncated) or from a 0-d `terminal` (imitation: True
/// ends the trajectory, truncated when its last info says `TimeLimit.truncated`, False
/// leaves it unfinished).
struct EpisodeGroup {
    const Batch* group = nullptr;
    std::string name;
    std::int64_t length = 0; ///< rows of the actions
    const PyValue* observations = nullptr;
    bool observationsHaveNextRow = false; ///< length + 1 rows
    const PyValue* nextObservations = nullptr;
    const PyValue* actions = nullptr;
    const NdArray* rewards = nullptr;
    const NdArray* terminations = nullptr; ///< per step (Minari)
    const NdArray* truncations = nullptr; ///< per step (Minari)
    const PyValue* infos = nullptr; ///< Minari's infos (length + 1 rows)
    EpisodeEnd end = EpisodeEnd::Unfinished; ///< the group's end when no per-step flags
};

/// Reads the roles of a group's keys. Throws KeyError naming the group when it has no
/// actions (`actions`/`acts`).
EpisodeGroup episodeGroup(const Batch& group, const std::string& name);

/// Appends the group's per-step rewards (row sums) and end flags to flags: per-step
/// flags as stored for Minari, else only the last step flagged with the group's end.
void appendGroupFlags(const EpisodeGroup& group, StepFlags& flags);

/// One episode per group, the groups' steps laid end to end (rows 0..n-1).
EpisodeList groupEpisodes(const std::vector<EpisodeGroup>& groups);

/// The given rows of a group (ascending, 0..length-1) as Tianshou transitions: obs,
/// act, rew, terminated, truncated, done, and obs_next when the group stores next
/// observations (Minari/imitation's extra row, robomimic's next_obs); info from
/// Minari's infos (the row after the step). With closeUnfinished, an unfinished group
/// whose last row is among rows ends truncated: Tianshou splits episodes only at done,
/// so an unfinished episode followed by another would merge with it.
Batch groupTransitions(const EpisodeGroup& group, const std::vector<std::int64_t>& rows, bool closeUnfinished = false);

/// All steps of all groups as Tianshou transitions, in order; unfinished groups other
/// than the last end truncated (see groupTransitions).
Batch allGroupTransitions(const std::vector<EpisodeGroup>& groups);

/// A Tianshou ReplayBuffer (v2 generation) holding the transitions exactly, full and
/// not wrapped: `_index` 0, `_size` = maxsize = rows, `last_index` the last row, and an
/// unfinished last episode still running (its return, length and start), so Tianshou
/// loads it with the same episodes. Keys outside Tianshou's reserved ones are dropped.
std::shared_ptr<ReplayBuffer> bufferFromTransitions(const Batch& transitions);

} // namespace ReplayScope::Core
