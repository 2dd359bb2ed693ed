// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/buffer/episodes.h>
#include <core/buffer/replaybuffer.h>

#include <cstdint>
#include <memory>

namespace ReplayScope::Core {

/// Where transitions of another library's layout sit in a Tianshou-shaped storage:
/// `rings` rings of `ringSize` rows one after another (sub-buffer i owns rows
/// [i*ringSize, (i+1)*ringSize)), all with the same insertion index and size, as the
/// columns of a vectorised buffer that every env fills at the same pace.
struct RingGeometry {
    std::int64_t rings = 1;
    std::int64_t ringSize = 0;
    /// Next slot to write (the oldest slot once the ring is full).
    std::int64_t insertion = 0;
    /// Valid slots per ring.
    std::int64_t size = 0;

    /// The valid slots of ring r, oldest first, as global rows.
    Indices chronologicalSlots(std::int64_t ring) const;
    /// True when the oldest step of each ring may be the middle of an episode.
    bool wrapped() const { return size == ringSize && insertion != 0; }
};

/// A Tianshou v2.0 buffer over storage laid out as geometry says, whose keys are
/// Tianshou's reserved ones (obs, act, rew, terminated, truncated, done, obs_next,
/// info): a ReplayBuffer for one ring, a VectorReplayBuffer of one sub-buffer per ring
/// otherwise. This is what convert and export write for layouts of other libraries,
/// so that Tianshou's own `prev`/`next` and episode splitting give the same episodes.
/// Throws AssertionError when a key is not reserved or has the wrong length.
std::shared_ptr<ReplayBuffer> tianshouRings(const Batch& storage, const RingGeometry& geometry);

/// The episodes of per-step flags laid out as geometry says, ring by ring, oldest first
/// (EpisodeList::fromFlags per ring; the oldest episode of a wrapped ring is cut).
/// flags hold one entry per storage row.
EpisodeList ringEpisodes(const RingGeometry& geometry, const StepFlags& flags);

} // namespace ReplayScope::Core
