// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// imitation's trajectories as 0.3.x `imitation.data.types.save` writes them: one npz of
// all trajectories concatenated (https://imitation.readthedocs.io/en/latest/main-concepts/trajectories.html).

#include <core/batch/batch.h>

#include <memory>
#include <string>

namespace ReplayScope::Core {

/// True when an npz's members are imitation's: `obs`, `acts`, `terminal` and `indices`
/// (with `rews` and `infos` when saved).
bool isImitationNpz(const Batch& members);

/// Splits the concatenated arrays into one `trajectory_i` Batch per trajectory (views,
/// no copies): `obs` (one row more than `acts`: the observation after the last action),
/// `acts`, `rews`, `infos`, and `terminal` as a 0-d bool. `indices` (the cumulative
/// lengths without the last) splits acts/rews/infos; obs splits at indices + 1, + 2, ...
/// Throws FormatError naming the file when the lengths do not fit together.
std::shared_ptr<Batch> imitationTrajectories(const Batch& members, const std::string& path);

} // namespace ReplayScope::Core
