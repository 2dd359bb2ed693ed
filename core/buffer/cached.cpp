// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/buffer/cached.h>

#include <core/buffer/bufferutil.h>

namespace ReplayScope::Core {

namespace {

std::vector<std::shared_ptr<ReplayBuffer>> cachedLayout(std::shared_ptr<ReplayBuffer> mainBuffer,
                                                        std::int64_t cachedBufferNum, std::int64_t maxEpisodeLength)
{
    if (!mainBuffer)
        throw ValueError("CachedReplayBuffer needs a main buffer");
    if (cachedBufferNum <= 0)
        throw AssertionError("cached_buffer_num should be greater than 0");
    if (maxEpisodeLength <= 0)
        throw AssertionError("max_episode_length should be greater than 0");
    std::vector<std::shared_ptr<ReplayBuffer>> out{mainBuffer};
    for (std::int64_t k = 0; k < cachedBufferNum; ++k)
        out.push_back(std::make_shared<ReplayBuffer>(maxEpisodeLength, mainBuffer->options()));
    return out;
}

} // namespace

CachedReplayBuffer::CachedReplayBuffer(std::shared_ptr<ReplayBuffer> mainBuffer, std::int64_t cachedBufferNum,
                                       std::int64_t maxEpisodeLength)
    : ReplayBufferManager(cachedLayout(std::move(mainBuffer), cachedBufferNum, maxEpisodeLength))
{
}

CachedReplayBuffer::CachedReplayBuffer(std::vector<std::shared_ptr<ReplayBuffer>> buffers)
    : ReplayBufferManager(std::move(buffers))
{
    if (bufferNum() < 2)
        throw ValueError("a CachedReplayBuffer needs a main buffer and at least one cache");
}

AddResult CachedReplayBuffer::add(const Batch& batch, const std::optional<Indices>& bufferIds)
{
    Indices ids;
    if (bufferIds) {
        for (std::int64_t id : *bufferIds)
            ids.push_back(id + 1);
    } else {
        for (std::int64_t id = 1; id <= cachedBufferNum(); ++id)
            ids.push_back(id);
    }
    AddResult result = addRows(batch, ids);
    // Which rows ended an episode, from the caller's batch (as Tianshou reads it).
    const PyValue done = m_generation == BufferGeneration::V0_4_0
                             ? batch.get("done")
                             : logicalOr(batch.get("terminated"), batch.get("truncated"));
    const NdArray flags = BufferUtil::toArray(done);
    const ReplayBuffer& mainBuf = *m_buffers.front();
    for (std::size_t r = 0; r < ids.size(); ++r) {
        if (!BufferUtil::flagAt(flags, std::int64_t(r)))
            continue;
        const std::size_t b = std::size_t(ids[r]);
        Indices moved = m_buffers.front()->update(*m_buffers[b]);
        if (moved.empty())
            moved = {-1};
        result.epStart[r] = moved.front();
        result.ptr[r] = moved.back();
        m_buffers[b]->reset();
        m_lengths[0] = mainBuf.length();
        m_lengths[b] = 0;
        m_lastIndex[0] = moved.back();
        m_lastIndex[b] = m_offset[b];
    }
    return result;
}

} // namespace ReplayScope::Core
