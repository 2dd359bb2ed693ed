// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/buffer/replaybuffer.h>

#include <memory>
#include <vector>

namespace ReplayScope::Core {

/// Tianshou's `ReplayBufferManager` (tianshou-spec.md 3.1): several sub-buffers kept as
/// rings inside one storage of `Σ maxsize` rows.
///
/// Sub-buffer i owns the slots `[offset(i), offset(i) + buffers()[i]->maxsize())` and
/// keeps its own bookkeeping in local coordinates; its storage is a view of the
/// manager's rows, re-linked after every write, as Tianshou's `set_batch` on the
/// children does. `lastIndex()` holds one global slot per sub-buffer. The manager's own
/// insertion index, size and episode statistics stay 0.
class ReplayBufferManager : public ReplayBuffer {
public:
    /// Builds a manager over empty sub-buffers of one class with equal options.
    /// Throws AssertionError otherwise (and ValueError for nested managers).
    explicit ReplayBufferManager(std::vector<std::shared_ptr<ReplayBuffer>> buffers);

    std::string className() const override { return "ReplayBufferManager"; }
    void setGeneration(BufferGeneration generation) override;

    /// `len(mgr)`: the sum of the sub-buffers' lengths.
    std::int64_t length() const override;
    std::int64_t bufferNum() const { return std::int64_t(m_buffers.size()); }
    const std::vector<std::shared_ptr<ReplayBuffer>>& buffers() const { return m_buffers; }
    /// `_offset`: first global slot of each sub-buffer.
    const Indices& offsets() const { return m_offset; }
    /// `_extend_offset`: the offsets followed by the total size.
    Indices extendedOffsets() const;
    /// `_lengths`: the valid rows of each sub-buffer.
    const Indices& lengths() const { return m_lengths; }
    /// The sub-buffer that owns a global slot (-1 outside the storage).
    std::int64_t subBufferOf(std::int64_t slot) const;
    /// Sets the per-sub-buffer global newest slots and lengths from a loaded state.
    void setManagerBookkeeping(Indices lastIndex, Indices lengths);

    /// `add(batch, buffer_ids)`: one row per id (default 0..n-1); custom keys dropped.
    AddResult add(const Batch& batch, const std::optional<Indices>& bufferIds = std::nullopt) override;
    Indices prev(const Indices& index) const override;
    Indices next(const Indices& index) const override;
    using ReplayBuffer::next;
    using ReplayBuffer::prev;
    /// Grouped by sub-buffer, never shuffled; 0 and None give all data (section 3.1).
    Indices sampleIndices(std::optional<std::int64_t> batchSize) override;
    Indices chronologicalIndices() const override;
    /// Raises NotImplementedError, as Tianshou.
    Indices update(const ReplayBuffer& other) override;
    void reset(bool keepStatistics = false) override;
    void setBatch(const Batch& batch) override;
    Indices unfinishedIndex() const override;
    Indices subbufferEdges() const override { return extendedOffsets(); }
    /// Re-slices the sub-buffers' storage views from the manager's rows.
    void metaChanged() override;

protected:
    /// The manager's add loop without key filtering checks of subclasses: writes rows of
    /// batch for the given sub-buffer ids and returns the global results.
    AddResult addRows(const Batch& input, const Indices& ids);

    std::vector<std::shared_ptr<ReplayBuffer>> m_buffers;
    Indices m_offset;
    Indices m_lengths;
};

/// Tianshou's `VectorReplayBuffer(total_size, buffer_num)`: buffer_num plain
/// sub-buffers of `ceil(total_size / buffer_num)` slots each.
class VectorReplayBuffer : public ReplayBufferManager {
public:
    /// Throws AssertionError when bufferNum <= 0.
    VectorReplayBuffer(std::int64_t totalSize, std::int64_t bufferNum, BufferOptions options = {});
    /// Wraps already built sub-buffers (used when loading a state).
    explicit VectorReplayBuffer(std::vector<std::shared_ptr<ReplayBuffer>> buffers);
    std::string className() const override { return "VectorReplayBuffer"; }
};

/// The sub-buffers of a VectorReplayBuffer: bufferNum buffers of ceil(total/num) slots.
std::vector<std::shared_ptr<ReplayBuffer>> makeSubBuffers(std::int64_t totalSize, std::int64_t bufferNum,
                                                          BufferOptions options);

} // namespace ReplayScope::Core
