// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/buffer/buffermanager.h>

namespace ReplayScope::Core {

/// Tianshou's `CachedReplayBuffer(main_buffer, cached_buffer_num, max_episode_length)`
/// (tianshou-spec.md 3.6): a manager laid out `| main | cache 0 | cache 1 | ... |`.
///
/// Rows are added to the caches; when a cache's episode ends it is copied into the
/// main buffer with `update` and the cache is reset, so finished episodes always sit
/// contiguously in the main buffer.
class CachedReplayBuffer : public ReplayBufferManager {
public:
    /// The caches are plain ReplayBuffers of maxEpisodeLength slots with the main
    /// buffer's options.
    CachedReplayBuffer(std::shared_ptr<ReplayBuffer> mainBuffer, std::int64_t cachedBufferNum,
                       std::int64_t maxEpisodeLength);
    /// Wraps loaded sub-buffers: the main buffer first, then the caches.
    explicit CachedReplayBuffer(std::vector<std::shared_ptr<ReplayBuffer>> buffers);
    std::string className() const override { return "CachedReplayBuffer"; }

    const std::shared_ptr<ReplayBuffer>& mainBuffer() const { return m_buffers.front(); }
    std::int64_t cachedBufferNum() const { return bufferNum() - 1; }

    /// `add(batch, buffer_ids)`: ids address the caches (0-based, shifted past the main
    /// buffer); finished cache episodes move to the main buffer, and their rows report
    /// the main-buffer slots (`-1` when the main buffer has no room at all).
    AddResult add(const Batch& batch, const std::optional<Indices>& bufferIds = std::nullopt) override;
};

} // namespace ReplayScope::Core
