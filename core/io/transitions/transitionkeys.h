// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/buffer/episodes.h>
#include <core/buffer/replaybuffer.h>

#include <memory>
#include <optional>
#include <string>

namespace ReplayScope::Core {

/// Columns of transitions found by their names in a Batch built from a plain file
/// (a torch.save dict, a pickled dict of arrays): the first Batch, breadth first, that
/// has a done-like flag column of one value per row.
struct TransitionColumns {
    /// Dotted path of the Batch that holds them ("" for the root).
    std::string path;
    std::shared_ptr<Batch> batch;
    /// The key of each column in that Batch; empty when absent. Names accepted:
    /// obs/observation(s), act/action(s), rew/rews/reward(s), done/dones,
    /// terminated/terminal(s)/terminations, truncated/truncations/timeout(s),
    /// next_obs/obs_next/next_observation(s).
    std::string obs, act, rew, done, terminated, truncated, obsNext;
    /// Rows of the flag column.
    std::int64_t rows = 0;

    /// Per-row flags and rewards (reward rows summed over their elements).
    StepFlags flags() const;
    /// Episodes of rows 0..rows-1: a row ends one where done (or terminated or
    /// truncated) is set; truncated when truncated is set, else terminated.
    EpisodeList episodes() const;
    /// The columns as a Tianshou v2 ReplayBuffer of exactly rows slots (obs, act, rew,
    /// terminated, truncated, done, obs_next as present; torch tensors become numpy
    /// arrays, bfloat16 becomes float32, which numpy lacks). Throws when the columns
    /// disagree in length.
    std::shared_ptr<ReplayBuffer> toTianshou() const;
};

/// Finds transition columns in root (down to three levels), or nullopt.
std::optional<TransitionColumns> findTransitions(const std::shared_ptr<Batch>& root);

/// A copy of an array that Tianshou and numpy can hold: a C-ordered numpy array
/// (bfloat16 widened to float32).
NdArray plainNumpy(const NdArray& a);

} // namespace ReplayScope::Core
