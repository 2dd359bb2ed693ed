// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/buffer/episodes.h>
#include <core/buffer/replaybuffer.h>
#include <core/python/pyvalue.h>

#include <memory>

namespace ReplayScope::Core {

/// imitation's trajectories as its `types.save` pickled them before 0.3 (a list of
/// `imitation.data.types.Trajectory` / `TrajectoryWithRew` dataclasses; obs has one row
/// more than acts, as in Minari).
struct ImitationTrajectories {
    /// One sub-Batch per trajectory, keyed "0", "1", ...: obs, acts, infos, rews (and
    /// terminal when the file has it), as stored.
    std::shared_ptr<Batch> keys;
    /// One episode per trajectory, rows laid end to end (rows of acts). How it ends: the
    /// `terminal` field when present and True; else the last info: `TimeLimit.truncated`
    /// True is a truncation, an info that says the episode ended (`terminal_observation`
    /// or a False `TimeLimit.truncated`) a termination; otherwise unfinished.
    EpisodeList episodes;
    /// The trajectories as one Tianshou ReplayBuffer (obs = obs[:-1], obs_next = obs[1:]);
    /// an unfinished trajectory before the last one is written truncated, so that it
    /// does not run into the next.
    std::shared_ptr<ReplayBuffer> toTianshou() const;
};

/// True for a non-empty list whose items are all imitation Trajectory objects.
bool isImitationTrajectoryList(const PyValue& value);

/// Reads such a list. Throws ValueError naming the trajectory whose arrays disagree.
ImitationTrajectories readImitationTrajectories(const PyValue& value);

} // namespace ReplayScope::Core
