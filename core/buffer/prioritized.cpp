// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/buffer/prioritized.h>

#include <core/buffer/bufferutil.h>

#include <algorithm>
#include <cmath>

namespace ReplayScope::Core {

namespace {

void checkAlphaBeta(double alpha, double beta)
{
    if (!(alpha > 0.0))
        throw AssertionError("alpha should be greater than 0");
    if (!(beta >= 0.0))
        throw AssertionError("beta should not be negative");
}

PriorityState makeState(std::int64_t size, double alpha, double beta, bool weightNorm)
{
    checkAlphaBeta(alpha, beta);
    PriorityState state;
    state.alpha = alpha;
    state.beta = beta;
    state.weightNorm = weightNorm;
    state.weight = SegmentTree(size);
    return state;
}

void requireTree(const PriorityState& state)
{
    // Tianshou deletes `weight` from a prioritized manager's sub-buffers (issue #728).
    if (!state.hasTree)
        throw KeyError("'PrioritizedReplayBuffer' object has no attribute 'weight'");
}

} // namespace

void PriorityState::initWeight(const Indices& index)
{
    requireTree(*this);
    weight.set(index, {std::pow(maxPrio, alpha)});
}

std::vector<double> PriorityState::importanceWeights(const Indices& index) const
{
    requireTree(*this);
    std::vector<double> out = weight.at(index);
    for (double& w : out)
        w = std::pow(w / minPrio, -beta);
    return out;
}

void PriorityState::updateWeight(const Indices& index, const NdArray& newWeight)
{
    requireTree(*this);
    const bool single =
        newWeight.dtype().kind() == DTypeKind::Float32 || newWeight.dtype().kind() == DTypeKind::Float16;
    std::vector<double> leaves;
    double hi = -INFINITY;
    double lo = INFINITY;
    for (std::int64_t k = 0; k < newWeight.size(); ++k) {
        double p;
        double leaf;
        if (single) {
            // numpy keeps float32 arrays in float32 when a Python float is added.
            const float pf = std::fabs(float(newWeight.toDouble(k))) + float(eps);
            p = pf;
            leaf = std::pow(pf, float(alpha));
        } else {
            p = std::fabs(newWeight.toDouble(k)) + eps;
            leaf = std::pow(p, alpha);
        }
        leaves.push_back(leaf);
        hi = std::max(hi, p);
        lo = std::min(lo, p);
    }
    if (leaves.empty())
        throw ValueError("zero-size array to reduction operation maximum which has no identity");
    weight.set(index, leaves);
    maxPrio = std::max(maxPrio, hi);
    minPrio = std::min(minPrio, lo);
}

Indices PriorityState::sampleFromTree(RandomState& random, std::int64_t count) const
{
    requireTree(*this);
    std::vector<double> u;
    u.reserve(std::size_t(count));
    const double total = weight.reduce();
    for (std::int64_t k = 0; k < count; ++k)
        u.push_back(random.randomSample() * total);
    return weight.prefixSumIndex(u);
}

void PriorityState::attachWeights(Batch& batch, const BufferIndex& index) const
{
    std::vector<double> w = importanceWeights(index.values);
    if (weightNorm) {
        if (w.empty())
            throw ValueError("zero-size array to reduction operation maximum which has no identity");
        const double top = *std::max_element(w.begin(), w.end());
        for (double& x : w)
            x /= top;
    }
    if (index.isScalar)
        batch.set("weight", PyValue::array(NdArray::scalar(w.front())));
    else
        batch.set("weight", PyValue::array(NdArray::fromDoubles(w, {std::int64_t(w.size())})));
}

PrioritizedReplayBuffer::PrioritizedReplayBuffer(std::int64_t size, double alpha, double beta, bool weightNorm,
                                                 BufferOptions options)
    : ReplayBuffer(size, options)
    , m_priority(makeState(size, alpha, beta, weightNorm))
{
}

AddResult PrioritizedReplayBuffer::add(const Batch& batch, const std::optional<Indices>& bufferIds)
{
    AddResult result = ReplayBuffer::add(batch, bufferIds);
    m_priority.initWeight(result.ptr);
    return result;
}

Indices PrioritizedReplayBuffer::update(const ReplayBuffer& other)
{
    Indices written = ReplayBuffer::update(other);
    m_priority.initWeight(written);
    return written;
}

Indices PrioritizedReplayBuffer::sampleIndices(std::optional<std::int64_t> batchSize)
{
    if (batchSize && *batchSize > 0 && length() > 0)
        return m_priority.sampleFromTree(m_random, *batchSize);
    return ReplayBuffer::sampleIndices(batchSize);
}

Batch PrioritizedReplayBuffer::rows(const BufferIndex& index) const
{
    Batch batch = ReplayBuffer::rows(index);
    m_priority.attachWeights(batch, index);
    return batch;
}

PrioritizedVectorReplayBuffer::PrioritizedVectorReplayBuffer(std::int64_t totalSize, std::int64_t bufferNum,
                                                             double alpha, double beta, bool weightNorm,
                                                             BufferOptions options)
    : ReplayBufferManager([&] {
        if (bufferNum <= 0)
            throw AssertionError("buffer_num should be greater than 0");
        const std::int64_t size = (totalSize + bufferNum - 1) / bufferNum;
        std::vector<std::shared_ptr<ReplayBuffer>> subs;
        for (std::int64_t b = 0; b < bufferNum; ++b)
            subs.push_back(std::make_shared<PrioritizedReplayBuffer>(size, alpha, beta, weightNorm, options));
        return subs;
    }())
    , m_className("PrioritizedVectorReplayBuffer")
{
    for (const auto& sub : m_buffers) {
        auto& state = static_cast<PrioritizedReplayBuffer&>(*sub).priority();
        state.hasTree = false;
        state.weight = SegmentTree(0);
    }
    // weight_norm is not among the options the manager re-reads, so it normalises.
    m_priority = makeState(m_maxsize, alpha, beta, true);
}

PrioritizedVectorReplayBuffer::PrioritizedVectorReplayBuffer(std::vector<std::shared_ptr<ReplayBuffer>> buffers,
                                                             double alpha, double beta, std::string className)
    : ReplayBufferManager(std::move(buffers))
    , m_priority(makeState(m_maxsize, alpha, beta, true))
    , m_className(std::move(className))
{
}

void PrioritizedVectorReplayBuffer::setBeta(double beta)
{
    for (const auto& sub : m_buffers) {
        if (auto* prio = dynamic_cast<PrioritizedReplayBuffer*>(sub.get()))
            prio->setBeta(beta);
    }
}

AddResult PrioritizedVectorReplayBuffer::add(const Batch& batch, const std::optional<Indices>& bufferIds)
{
    AddResult result = ReplayBufferManager::add(batch, bufferIds);
    m_priority.initWeight(result.ptr);
    return result;
}

Indices PrioritizedVectorReplayBuffer::sampleIndices(std::optional<std::int64_t> batchSize)
{
    if (batchSize && *batchSize > 0 && length() > 0)
        return m_priority.sampleFromTree(m_random, *batchSize);
    return ReplayBufferManager::sampleIndices(batchSize);
}

Batch PrioritizedVectorReplayBuffer::rows(const BufferIndex& index) const
{
    Batch batch = ReplayBufferManager::rows(index);
    m_priority.attachWeights(batch, index);
    return batch;
}

} // namespace ReplayScope::Core
