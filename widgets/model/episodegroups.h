// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Data whose episodes are groups of the tree rather than rows of flag columns: a Minari
// dataset is one `episode_N` group per episode (actions, rewards, terminations and
// truncations with one row per step, observations and infos with one row more); robomimic
// demos, d3rlpy v2 episodes and imitation trajectories are read the same way, by the
// key names of core/buffer/episodegroups.h.

#include <core/batch/batch.h>
#include <core/buffer/episodes.h>

#include <QString>

#include <cstdint>
#include <vector>

namespace ReplayScope::Ui {

/// The episode groups of a grouped dataset's root (every top-level Batch, in file order).
std::vector<QString> minariEpisodeGroups(const Core::Batch& root);

/// Steps of the groups laid end to end (the rows of each group's `actions`), as Minari
/// counts them.
std::int64_t groupedStepCount(const Core::Batch& root, const std::vector<QString>& groups);

/// One episode per group over the steps laid end to end: lengths from `actions`,
/// returns from `rewards`, end reasons from `terminations`/`truncations` (or the group's
/// end, Core::episodeGroup). Throws Core::KeyError naming a group without `actions`.
Core::EpisodeList groupedEpisodes(const Core::Batch& root, const std::vector<QString>& groups);

/// The chosen steps (numbers of the steps laid end to end, ascending) as Tianshou
/// transitions: obs/obs_next from `observations` rows r and r + 1, act, rew,
/// terminated, truncated, done (terminated or truncated) and info (the `infos` row
/// after the step), each group's rows in turn. What a curated export writes.
Core::Batch groupedTransitions(const Core::Batch& root, const std::vector<QString>& groups,
                               const std::vector<std::int64_t>& steps);

/// The group index a dotted key path lies in (its first component), or -1.
std::int64_t groupOfPath(const std::vector<QString>& groups, const QString& path);

/// path moved to the group of episode (same key below it), or empty when that group
/// has no such key.
QString pathInGroup(const Core::Batch& root, const std::vector<QString>& groups, const QString& path,
                    std::int64_t episode);

} // namespace ReplayScope::Ui
