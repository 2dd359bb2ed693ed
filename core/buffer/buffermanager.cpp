// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/buffer/buffermanager.h>

#include <core/buffer/bufferutil.h>

#include <algorithm>
#include <numeric>

namespace ReplayScope::Core {

using BufferUtil::floorMod;

namespace {

std::int64_t totalSize(const std::vector<std::shared_ptr<ReplayBuffer>>& buffers)
{
    std::int64_t total = 0;
    for (const auto& buf : buffers) {
        if (!buf)
            throw ValueError("a manager cannot hold a missing sub-buffer");
        total += buf->maxsize();
    }
    return total;
}

BufferOptions firstOptions(const std::vector<std::shared_ptr<ReplayBuffer>>& buffers)
{
    if (buffers.empty())
        throw IndexError("index 0 is out of bounds for axis 0 with size 0");
    return buffers.front() ? buffers.front()->options() : BufferOptions{};
}

} // namespace

ReplayBufferManager::ReplayBufferManager(std::vector<std::shared_ptr<ReplayBuffer>> buffers)
    : ReplayBuffer(totalSize(buffers), firstOptions(buffers))
    , m_buffers(std::move(buffers))
{
    const std::string cls = m_buffers.front()->className();
    std::int64_t offset = 0;
    for (const auto& buf : m_buffers) {
        if (dynamic_cast<const ReplayBufferManager*>(buf.get()))
            throw ValueError("ReplayBufferManager can only hold single buffers, not " + buf->className());
        if (!buf->meta().isEmpty())
            throw AssertionError("the sub-buffers of a ReplayBufferManager must be empty");
        if (buf->className() != cls)
            throw AssertionError("the sub-buffers of a ReplayBufferManager must be of one class");
        if (!(buf->options() == m_options))
            throw AssertionError("the sub-buffers of a ReplayBufferManager must have equal options");
        m_offset.push_back(offset);
        offset += buf->maxsize();
    }
    m_lengths.assign(m_buffers.size(), 0);
    m_lastIndex = m_offset;
}

void ReplayBufferManager::setGeneration(BufferGeneration generation)
{
    ReplayBuffer::setGeneration(generation);
    for (const auto& buf : m_buffers)
        buf->setGeneration(generation);
}

std::int64_t ReplayBufferManager::length() const
{
    return std::accumulate(m_lengths.begin(), m_lengths.end(), std::int64_t(0));
}

Indices ReplayBufferManager::extendedOffsets() const
{
    Indices out = m_offset;
    out.push_back(m_maxsize);
    return out;
}

std::int64_t ReplayBufferManager::subBufferOf(std::int64_t slot) const
{
    if (slot < 0 || slot >= m_maxsize)
        return -1;
    for (std::size_t b = m_offset.size(); b-- > 0;) {
        if (m_offset[b] <= slot && slot < m_offset[b] + m_buffers[b]->maxsize())
            return std::int64_t(b);
    }
    return -1;
}

void ReplayBufferManager::setManagerBookkeeping(Indices lastIndex, Indices lengths)
{
    if (lastIndex.size() != m_buffers.size() || lengths.size() != m_buffers.size())
        throw ValueError("a manager needs one last_index and one length per sub-buffer");
    m_lastIndex = std::move(lastIndex);
    m_lengths = std::move(lengths);
}

void ReplayBufferManager::metaChanged()
{
    BufferUtil::ensureWritable(m_meta);
    for (std::size_t b = 0; b < m_buffers.size(); ++b) {
        ReplayBuffer& child = *m_buffers[b];
        if (m_meta.isEmpty())
            child.m_meta = Batch();
        else
            child.m_meta = m_meta[Index(Slice{m_offset[b], m_offset[b] + child.maxsize(), std::nullopt})];
    }
}

AddResult ReplayBufferManager::addRows(const Batch& input, const Indices& ids)
{
    Batch batch = prepareAdd(input, true, true);
    const PyValue rew = batch.get("rew");
    const PyValue done = batch.get("done");
    AddResult result;
    std::vector<NdArray> returns;
    for (std::size_t r = 0; r < ids.size(); ++r) {
        const std::int64_t b = ids[r];
        if (b < 0 || b >= bufferNum())
            throw IndexError("index " + std::to_string(b) + " is out of bounds for axis 0 with size "
                             + std::to_string(bufferNum()));
        const Index row{std::int64_t(r)};
        const StepResult step =
            m_buffers[std::size_t(b)]->advance(indexValue(rew, row), truthOf(indexValue(done, row)));
        const std::int64_t offset = m_offset[std::size_t(b)];
        result.ptr.push_back(step.ptr + offset);
        returns.push_back(step.returnArray());
        result.epLength.push_back(step.epLength);
        result.epStart.push_back(step.epStart + offset);
        m_lastIndex[std::size_t(b)] = step.ptr + offset;
        m_lengths[std::size_t(b)] = m_buffers[std::size_t(b)]->length();
    }
    result.epReturn = BufferUtil::stackFloat64(returns);
    writeRows(batch, result.ptr, true);
    metaChanged();
    return result;
}

AddResult ReplayBufferManager::add(const Batch& input, const std::optional<Indices>& bufferIds)
{
    Indices ids;
    if (bufferIds) {
        ids = *bufferIds;
    } else {
        for (std::int64_t b = 0; b < bufferNum(); ++b)
            ids.push_back(b);
    }
    return addRows(input, ids);
}

Indices ReplayBufferManager::prev(const Indices& index) const
{
    Indices out(index.size(), 0);
    if (m_maxsize == 0)
        return out;
    for (std::size_t k = 0; k < index.size(); ++k) {
        const std::int64_t i = floorMod(index[k], m_maxsize);
        const std::int64_t b = subBufferOf(i);
        const std::int64_t start = m_offset[std::size_t(b)];
        const std::int64_t len = std::max<std::int64_t>(1, m_lengths[std::size_t(b)]);
        const std::int64_t s = floorMod(i - start - 1, len);
        const bool flag = isDone(s + start) || s + start == m_lastIndex[std::size_t(b)];
        out[k] = floorMod(s + (flag ? 1 : 0), len) + start;
    }
    return out;
}

Indices ReplayBufferManager::next(const Indices& index) const
{
    Indices out(index.size(), 0);
    if (m_maxsize == 0)
        return out;
    for (std::size_t k = 0; k < index.size(); ++k) {
        const std::int64_t i = floorMod(index[k], m_maxsize);
        const std::int64_t b = subBufferOf(i);
        const std::int64_t start = m_offset[std::size_t(b)];
        const std::int64_t len = std::max<std::int64_t>(1, m_lengths[std::size_t(b)]);
        const bool flag = isDone(i) || i == m_lastIndex[std::size_t(b)];
        out[k] = floorMod(i - start + 1 - (flag ? 1 : 0), len) + start;
    }
    return out;
}

Indices ReplayBufferManager::sampleIndices(std::optional<std::int64_t> batchSize)
{
    if (batchSize && *batchSize < 0)
        return {};
    Indices out;
    if (m_sampleAvail && m_stackNum > 1) {
        for (std::size_t b = 0; b < m_buffers.size(); ++b) {
            for (std::int64_t i : m_buffers[b]->sampleIndices(0))
                out.push_back(i + m_offset[b]);
        }
        if (batchSize && *batchSize == 0)
            return out;
        const std::int64_t n = batchSize.value_or(std::int64_t(out.size()));
        if (n > 0 && out.empty())
            throw ValueError("'a' cannot be empty unless no samples are taken");
        Indices drawn;
        for (std::int64_t pick : BufferUtil::choice(m_random, std::int64_t(out.size()), n))
            drawn.push_back(out[std::size_t(pick)]);
        return drawn;
    }
    std::vector<std::int64_t> counts(m_buffers.size(), 0);
    if (batchSize && *batchSize > 0) {
        const std::int64_t total = length();
        if (total == 0)
            throw ValueError("probabilities contain NaN");
        // numpy's choice(n, size, p): cumulative sum, normalised, searched with uniforms.
        std::vector<double> cdf;
        double acc = 0.0;
        for (std::int64_t len : m_lengths) {
            acc += double(len) / double(total);
            cdf.push_back(acc);
        }
        const double last = cdf.back();
        for (double& c : cdf)
            c /= last;
        for (std::int64_t k = 0; k < *batchSize; ++k) {
            const double u = m_random.randomSample();
            const auto pos = std::upper_bound(cdf.begin(), cdf.end(), u) - cdf.begin();
            ++counts[std::size_t(std::min<std::ptrdiff_t>(pos, std::ptrdiff_t(cdf.size()) - 1))];
        }
        for (auto& c : counts) {
            if (c == 0)
                c = -1; // that sub-buffer then contributes nothing
        }
    }
    for (std::size_t b = 0; b < m_buffers.size(); ++b) {
        for (std::int64_t i : m_buffers[b]->sampleIndices(counts[b]))
            out.push_back(i + m_offset[b]);
    }
    return out;
}

Indices ReplayBufferManager::chronologicalIndices() const
{
    Indices out;
    for (std::size_t b = 0; b < m_buffers.size(); ++b) {
        for (std::int64_t i : m_buffers[b]->chronologicalIndices())
            out.push_back(i + m_offset[b]);
    }
    return out;
}

Indices ReplayBufferManager::update(const ReplayBuffer&)
{
    throw NotImplementedError(className() + ".update() is not supported");
}

void ReplayBufferManager::reset(bool keepStatistics)
{
    m_lastIndex = m_offset;
    m_lengths.assign(m_buffers.size(), 0);
    for (const auto& buf : m_buffers)
        buf->reset(keepStatistics);
}

void ReplayBufferManager::setBatch(const Batch& batch)
{
    ReplayBuffer::setBatch(batch);
}

Indices ReplayBufferManager::unfinishedIndex() const
{
    Indices out;
    for (std::size_t b = 0; b < m_buffers.size(); ++b) {
        for (std::int64_t i : m_buffers[b]->unfinishedIndex())
            out.push_back(i + m_offset[b]);
    }
    return out;
}

std::vector<std::shared_ptr<ReplayBuffer>> makeSubBuffers(std::int64_t totalSize, std::int64_t bufferNum,
                                                          BufferOptions options)
{
    if (bufferNum <= 0)
        throw AssertionError("buffer_num should be greater than 0");
    const std::int64_t size = (totalSize + bufferNum - 1) / bufferNum;
    std::vector<std::shared_ptr<ReplayBuffer>> out;
    for (std::int64_t b = 0; b < bufferNum; ++b)
        out.push_back(std::make_shared<ReplayBuffer>(size, options));
    return out;
}

VectorReplayBuffer::VectorReplayBuffer(std::int64_t totalSize, std::int64_t bufferNum, BufferOptions options)
    : ReplayBufferManager(makeSubBuffers(totalSize, bufferNum, options))
{
}

VectorReplayBuffer::VectorReplayBuffer(std::vector<std::shared_ptr<ReplayBuffer>> buffers)
    : ReplayBufferManager(std::move(buffers))
{
}

} // namespace ReplayScope::Core
