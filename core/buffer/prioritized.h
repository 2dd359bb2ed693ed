// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/buffer/buffermanager.h>
#include <core/buffer/segmenttree.h>

#include <optional>

namespace ReplayScope::Core {

/// The prioritized-replay state Tianshou's `PrioritizedReplayBuffer` adds to a buffer
/// (tianshou-spec.md 3.3): alpha, beta, the running max/min priority, the sum tree of
/// `priority ** alpha` per slot, eps and weight normalisation. Shared by the single
/// and the vector prioritized buffers, which Tianshou builds with multiple inheritance.
struct PriorityState {
    double alpha = 1.0;
    double beta = 0.0;
    double maxPrio = 1.0;
    double minPrio = 1.0;
    /// `float(np.finfo(np.float32).eps)`.
    double eps = 1.1920928955078125e-07;
    bool weightNorm = true;
    /// False for the sub-buffers of a prioritized manager, whose `weight` Tianshou
    /// deletes.
    bool hasTree = true;
    SegmentTree weight;

    /// `init_weight(index)`: the slots get `max_prio ** alpha`.
    void initWeight(const Indices& index);
    /// `get_weight(index)`: `(weight[i] / min_prio) ** (-beta)`.
    std::vector<double> importanceWeights(const Indices& index) const;
    /// `update_weight(index, new_weight)`: leaves become `(|w| + eps) ** alpha` computed
    /// in w's precision (float32 stays float32, as numpy does); max/min follow.
    void updateWeight(const Indices& index, const NdArray& newWeight);
    /// The tree-based draw of `sample_indices(n)` for n > 0: `rand(n) * reduce()`
    /// searched in the tree.
    Indices sampleFromTree(RandomState& random, std::int64_t count) const;
    /// Adds `weight` to a batch of rows as Tianshou's `__getitem__` does.
    void attachWeights(Batch& batch, const BufferIndex& index) const;
};

/// Tianshou's `PrioritizedReplayBuffer(size, alpha, beta, weight_norm)`.
class PrioritizedReplayBuffer : public ReplayBuffer {
public:
    /// Throws AssertionError unless alpha > 0 and beta >= 0.
    PrioritizedReplayBuffer(std::int64_t size, double alpha, double beta, bool weightNorm = true,
                            BufferOptions options = {});
    std::string className() const override { return "PrioritizedReplayBuffer"; }

    PriorityState& priority() { return m_priority; }
    const PriorityState& priority() const { return m_priority; }
    /// `set_beta(beta)`.
    void setBeta(double beta) { m_priority.beta = beta; }
    /// `update_weight(index, new_weight)`.
    void updateWeight(const Indices& index, const NdArray& newWeight) { m_priority.updateWeight(index, newWeight); }

    AddResult add(const Batch& batch, const std::optional<Indices>& bufferIds = std::nullopt) override;
    Indices update(const ReplayBuffer& other) override;
    Indices sampleIndices(std::optional<std::int64_t> batchSize) override;
    /// Rows with their importance `weight`, normalised by its maximum when weightNorm.
    Batch rows(const BufferIndex& index) const override;

private:
    PriorityState m_priority;
};

/// Tianshou's `PrioritizedVectorReplayBuffer(total_size, buffer_num, alpha, beta)`: a
/// manager whose one tree covers all global slots; the prioritized sub-buffers keep
/// alpha and beta but no tree.
class PrioritizedVectorReplayBuffer : public ReplayBufferManager {
public:
    PrioritizedVectorReplayBuffer(std::int64_t totalSize, std::int64_t bufferNum, double alpha, double beta,
                                  bool weightNorm = true, BufferOptions options = {});
    /// Wraps loaded prioritized sub-buffers; className is what the file said
    /// ("PrioritizedVectorReplayBuffer" or "PrioritizedReplayBufferManager").
    PrioritizedVectorReplayBuffer(std::vector<std::shared_ptr<ReplayBuffer>> buffers, double alpha, double beta,
                                  std::string className = "PrioritizedVectorReplayBuffer");
    std::string className() const override { return m_className; }

    PriorityState& priority() { return m_priority; }
    const PriorityState& priority() const { return m_priority; }
    /// `set_beta(beta)`: as in Tianshou, only the sub-buffers' beta changes; the
    /// manager's beta, which the weights use, stays.
    void setBeta(double beta);
    void updateWeight(const Indices& index, const NdArray& newWeight) { m_priority.updateWeight(index, newWeight); }

    AddResult add(const Batch& batch, const std::optional<Indices>& bufferIds = std::nullopt) override;
    Indices sampleIndices(std::optional<std::int64_t> batchSize) override;
    Batch rows(const BufferIndex& index) const override;

private:
    PriorityState m_priority;
    std::string m_className;
};

} // namespace ReplayScope::Core
