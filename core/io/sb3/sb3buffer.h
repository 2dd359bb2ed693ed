// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/buffer/episodes.h>
#include <core/io/transitions/tianshourings.h>
#include <core/python/pyvalue.h>

#include <memory>
#include <string>

namespace ReplayScope::Core {

/// A Stable-Baselines3 replay buffer as `model.save_replay_buffer()` pickles it
/// (`stable_baselines3.common.buffers.ReplayBuffer` / `DictReplayBuffer`,
/// `stable_baselines3.her.her_replay_buffer.HerReplayBuffer`; the object's `__dict__`).
struct Sb3Buffer {
    std::string className;
    std::string module;
    /// The stored arrays as they are, `[buffer_size, n_envs, ...]`: observations,
    /// next_observations (dict observation spaces: a sub-Batch per space key), actions,
    /// rewards, dones, timeouts, and HER's infos, ep_start, ep_length, _current_ep_start.
    std::shared_ptr<Batch> keys;
    /// Everything else of the state, for Details: sizes, flags, the Gymnasium spaces as
    /// their repr ("Box(-1.0, 1.0, (3,), float32)"), device, HER's settings (name, value).
    PyValue::Items details;
    std::int64_t bufferSize = 0;
    std::int64_t nEnvs = 1;
    std::int64_t pos = 0;
    bool full = false;
    bool optimizeMemoryUsage = false;
    bool handleTimeoutTermination = true;
    /// The valid transitions as Tianshou-shaped rings, one per env: ring e holds env e's
    /// column oldest first at the slots chronologicalSlots(e). With
    /// optimize_memory_usage and a full buffer, row `pos` is not a transition (its
    /// observation is the newest next observation), so each ring has buffer_size - 1 rows.
    RingGeometry geometry;
    /// SB3 row of each storage slot of geometry (-1: unused), for mapping back.
    Indices slotRows;
    /// Episodes per env column (Episode::subBuffer is the env), oldest first: an episode
    /// ends where `dones` is 1, truncated when `timeouts` is 1 too, else terminated.
    EpisodeList episodes;

    /// The transitions as a Tianshou v2 buffer (ReplayBuffer for one env, else a
    /// VectorReplayBuffer with a sub-buffer per env): obs, act, rew, terminated,
    /// truncated, done, obs_next copied env by env (obs_next is the next row's
    /// observation with optimize_memory_usage). Built on each call: it copies the data.
    std::shared_ptr<ReplayBuffer> toTianshou() const;
};

/// True when value is an object of one of SB3's replay buffer classes with a state.
bool isSb3Buffer(const PyValue& value);

/// Reads the state of an SB3 replay buffer. Throws ValueError or TypeError naming the
/// attribute when the state is inconsistent (missing arrays, shapes that disagree with
/// buffer_size/n_envs, pos out of range).
Sb3Buffer readSb3Buffer(const PyValue& value);

/// Gymnasium's repr of a pickled space (Box, Discrete, MultiDiscrete, MultiBinary, Dict,
/// Tuple), or the class name and its state for others. Never calls anything.
std::string gymSpaceRepr(const PyValue& space);

} // namespace ReplayScope::Core
