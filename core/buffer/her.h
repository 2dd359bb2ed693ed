// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/buffer/buffermanager.h>

namespace ReplayScope::Core {

/// Tianshou's `HERReplayBuffer(size, compute_reward_fn, horizon, future_k)` (v0.4.11+,
/// tianshou-spec.md 3.5), for loading, inspecting, editing and saving.
///
/// The relabelling cache (`_original_meta`, `_altered_indices`) is kept and written
/// back into the storage before `add`, `update`, `set_batch`, `reset` and sampling, as
/// Tianshou does, so edits never mix with relabelled goals. The relabelling itself needs
/// the Python `compute_reward_fn`, which is only a reference here, so sampling draws
/// like a plain buffer and never rewrites goals.
class HERReplayBuffer : public ReplayBuffer {
public:
    HERReplayBuffer(std::int64_t size, PyValue computeRewardFn, std::int64_t horizon, double futureK = 8.0,
                    BufferOptions options = {});
    std::string className() const override { return "HERReplayBuffer"; }

    std::int64_t horizon() const { return m_horizon; }
    /// `future_p = 1 - 1 / future_k`.
    double futureP() const { return m_futureP; }
    void setFutureP(double p) { m_futureP = p; }
    /// The reward function as the file references it (a global, never called).
    const PyValue& computeRewardFn() const { return m_computeRewardFn; }
    /// `_original_meta` (a Batch, or a dict after a rewrite) and `_altered_indices`.
    const PyValue& originalMeta() const { return m_originalMeta; }
    const NdArray& alteredIndices() const { return m_alteredIndices; }
    void setCache(PyValue originalMeta, NdArray alteredIndices);
    /// True when relabelled data waits to be restored.
    bool hasCache() const { return m_alteredIndices.size() > 0; }
    /// `_restore_cache()`: writes the cached original rows back.
    void restoreCache();

    AddResult add(const Batch& batch, const std::optional<Indices>& bufferIds = std::nullopt) override;
    Indices update(const ReplayBuffer& other) override;
    void setBatch(const Batch& batch) override;
    void reset(bool keepStatistics = false) override;
    Indices sampleIndices(std::optional<std::int64_t> batchSize) override;

private:
    std::int64_t m_horizon = 0;
    double m_futureP = 0.875;
    PyValue m_computeRewardFn;
    PyValue m_originalMeta;
    NdArray m_alteredIndices;
};

/// Tianshou's `HERReplayBufferManager` / `HERVectorReplayBuffer`: a manager of HER
/// sub-buffers that restores every sub-buffer's cache before writing.
class HERVectorReplayBuffer : public ReplayBufferManager {
public:
    HERVectorReplayBuffer(std::vector<std::shared_ptr<ReplayBuffer>> buffers,
                          std::string className = "HERVectorReplayBuffer");
    std::string className() const override { return m_className; }

    /// Restores the cache of every HER sub-buffer.
    void restoreCaches();
    AddResult add(const Batch& batch, const std::optional<Indices>& bufferIds = std::nullopt) override;
    void setBatch(const Batch& batch) override;

private:
    std::string m_className;
};

} // namespace ReplayScope::Core
