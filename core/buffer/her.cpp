// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/buffer/her.h>

namespace ReplayScope::Core {

HERReplayBuffer::HERReplayBuffer(std::int64_t size, PyValue computeRewardFn, std::int64_t horizon, double futureK,
                                 BufferOptions options)
    : ReplayBuffer(size, options)
    , m_horizon(horizon)
    , m_futureP(1.0 - 1.0 / futureK)
    , m_computeRewardFn(std::move(computeRewardFn))
    , m_originalMeta(PyValue::batch(Batch::make()))
    , m_alteredIndices(NdArray::fromDoubles({}, {0}))
{
}

void HERReplayBuffer::setCache(PyValue originalMeta, NdArray alteredIndices)
{
    m_originalMeta = std::move(originalMeta);
    m_alteredIndices = std::move(alteredIndices);
}

void HERReplayBuffer::restoreCache()
{
    if (m_alteredIndices.size() == 0)
        return;
    const Batch original = Batch::fromValue(m_originalMeta);
    m_meta.setItem(Index(IndexItem(m_alteredIndices)), PyValue::batch(std::make_shared<Batch>(original)));
    m_originalMeta = PyValue::batch(Batch::make());
    m_alteredIndices = NdArray::fromDoubles({}, {0});
}

AddResult HERReplayBuffer::add(const Batch& batch, const std::optional<Indices>& bufferIds)
{
    restoreCache();
    return ReplayBuffer::add(batch, bufferIds);
}

Indices HERReplayBuffer::update(const ReplayBuffer& other)
{
    restoreCache();
    return ReplayBuffer::update(other);
}

void HERReplayBuffer::setBatch(const Batch& batch)
{
    restoreCache();
    ReplayBuffer::setBatch(batch);
}

void HERReplayBuffer::reset(bool keepStatistics)
{
    restoreCache();
    ReplayBuffer::reset(keepStatistics);
}

Indices HERReplayBuffer::sampleIndices(std::optional<std::int64_t> batchSize)
{
    restoreCache();
    return ReplayBuffer::sampleIndices(batchSize);
}

HERVectorReplayBuffer::HERVectorReplayBuffer(std::vector<std::shared_ptr<ReplayBuffer>> buffers, std::string className)
    : ReplayBufferManager(std::move(buffers))
    , m_className(std::move(className))
{
}

void HERVectorReplayBuffer::restoreCaches()
{
    for (const auto& sub : m_buffers) {
        if (auto* her = dynamic_cast<HERReplayBuffer*>(sub.get()))
            her->restoreCache();
    }
}

AddResult HERVectorReplayBuffer::add(const Batch& batch, const std::optional<Indices>& bufferIds)
{
    restoreCaches();
    return ReplayBufferManager::add(batch, bufferIds);
}

void HERVectorReplayBuffer::setBatch(const Batch& batch)
{
    restoreCaches();
    ReplayBufferManager::setBatch(batch);
}

} // namespace ReplayScope::Core
