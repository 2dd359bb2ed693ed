// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Curated export: chosen episodes into a new, exactly sized buffer.
#include <core/buffer/episodes.h>

#include <core/buffer/her.h>
#include <core/buffer/prioritized.h>

namespace ReplayScope::Core {

namespace {

/// Fills a freshly built single buffer (or the only sub-buffer of a manager) with the
/// rows and sets the bookkeeping as a sequence of adds would have left it.
void fill(ReplayBuffer& target, ReplayBuffer& ring, const Batch& rows, std::int64_t n, const Episode& lastEpisode,
          std::int64_t lastStart)
{
    target.mutableMeta() = rows;
    const bool running = lastEpisode.endFlag == EpisodeEnd::Unfinished;
    // Full ring with the write pointer back at slot 0; the newest row is the last one.
    ring.setBookkeeping(0, n, {n - 1}, running ? PyValue::fromFloat(lastEpisode.episodeReturn) : PyValue::fromFloat(0.0),
                        running ? lastEpisode.length() : 0, running ? lastStart : 0);
    if (&target != &ring) {
        auto& manager = static_cast<ReplayBufferManager&>(target);
        manager.setManagerBookkeeping({n - 1}, {n});
    }
    target.metaChanged();
}

} // namespace

std::shared_ptr<ReplayBuffer> exportEpisodes(const ReplayBuffer& buffer, const EpisodeList& episodes,
                                             const std::vector<std::int64_t>& chosen)
{
    Indices slots;
    std::int64_t lastStart = 0;
    for (std::int64_t e : chosen) {
        if (e < 0 || e >= episodes.count())
            throw IndexError("episode " + std::to_string(e) + " is out of range (there are "
                             + std::to_string(episodes.count()) + ")");
        lastStart = std::int64_t(slots.size());
        const Episode& ep = episodes.episodes()[std::size_t(e)];
        slots.insert(slots.end(), ep.rows.begin(), ep.rows.end());
    }
    if (slots.empty())
        throw ValueError("choose at least one episode to export");
    const std::int64_t n = std::int64_t(slots.size());
    const Episode& lastEpisode = episodes.episodes()[std::size_t(chosen.back())];
    const Batch rows = buffer.meta()[Index::list(slots)];
    BufferOptions options = buffer.options();

    std::shared_ptr<ReplayBuffer> out;
    if (const auto* prio = dynamic_cast<const PrioritizedReplayBuffer*>(&buffer)) {
        auto copy = std::make_shared<PrioritizedReplayBuffer>(n, prio->priority().alpha, prio->priority().beta,
                                                              prio->priority().weightNorm, options);
        fill(*copy, *copy, rows, n, lastEpisode, lastStart);
        copy->priority().maxPrio = prio->priority().maxPrio;
        copy->priority().minPrio = prio->priority().minPrio;
        Indices all;
        for (std::int64_t i = 0; i < n; ++i)
            all.push_back(i);
        copy->priority().weight.set(all, prio->priority().weight.at(slots));
        out = copy;
    } else if (const auto* pvec = dynamic_cast<const PrioritizedVectorReplayBuffer*>(&buffer)) {
        auto copy = std::make_shared<PrioritizedVectorReplayBuffer>(n, 1, pvec->priority().alpha,
                                                                    pvec->priority().beta, true, options);
        fill(*copy, *copy->buffers().front(), rows, n, lastEpisode, lastStart);
        copy->priority().maxPrio = pvec->priority().maxPrio;
        copy->priority().minPrio = pvec->priority().minPrio;
        Indices all;
        for (std::int64_t i = 0; i < n; ++i)
            all.push_back(i);
        copy->priority().weight.set(all, pvec->priority().weight.at(slots));
        out = copy;
    } else if (const auto* her = dynamic_cast<const HERReplayBuffer*>(&buffer)) {
        auto copy = std::make_shared<HERReplayBuffer>(n, her->computeRewardFn(), her->horizon(), 8.0, options);
        copy->setFutureP(her->futureP());
        fill(*copy, *copy, rows, n, lastEpisode, lastStart);
        out = copy;
    } else if (dynamic_cast<const ReplayBufferManager*>(&buffer) && buffer.className() != "CachedReplayBuffer"
               && buffer.className().rfind("HER", 0) != 0) {
        auto copy = std::make_shared<VectorReplayBuffer>(n, 1, options);
        fill(*copy, *copy->buffers().front(), rows, n, lastEpisode, lastStart);
        out = copy;
    } else {
        auto copy = std::make_shared<ReplayBuffer>(n, options);
        fill(*copy, *copy, rows, n, lastEpisode, lastStart);
        out = copy;
    }
    out->setGeneration(buffer.generation());
    out->setStackNum(buffer.stackNum());
    return out;
}

} // namespace ReplayScope::Core
