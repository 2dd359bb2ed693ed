// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Curated export: chosen episodes into a new, exactly sized buffer of the source's class.
#include <core/buffer/episodes.h>

#include <core/buffer/cached.h>
#include <core/buffer/her.h>
#include <core/buffer/prioritized.h>

#include <algorithm>

namespace ReplayScope::Core {

namespace {

Indices iota(std::int64_t n, std::int64_t start = 0)
{
    Indices out;
    for (std::int64_t i = 0; i < n; ++i)
        out.push_back(start + i);
    return out;
}

/// Storage rows at the given slots. HER buffers may hold relabelled goals (a pickle
/// taken right after sampling, tianshou-spec.md 3.5): the cached original rows are put
/// back first, on a copy, so an export never carries relabelled data nor a cache.
Batch storageRows(const ReplayBuffer& buffer, const Indices& slots)
{
    std::vector<std::pair<const HERReplayBuffer*, std::int64_t>> cached;
    if (const auto* her = dynamic_cast<const HERReplayBuffer*>(&buffer); her && her->hasCache())
        cached.emplace_back(her, 0);
    if (const auto* manager = dynamic_cast<const ReplayBufferManager*>(&buffer)) {
        for (std::size_t b = 0; b < manager->buffers().size(); ++b) {
            const auto* her = dynamic_cast<const HERReplayBuffer*>(manager->buffers()[b].get());
            if (her && her->hasCache())
                cached.emplace_back(her, manager->offsets()[b]);
        }
    }
    if (cached.empty())
        return buffer.meta()[Index::list(slots)];
    Batch full = buffer.meta()[Index::list(iota(buffer.maxsize()))];
    for (const auto& [her, offset] : cached) {
        const NdArray& stored = her->alteredIndices();
        std::vector<std::int64_t> moved;
        for (std::int64_t k = 0; k < stored.size(); ++k)
            moved.push_back(stored.toInt64(k) + offset);
        const NdArray altered = NdArray::fromInts(moved, stored.shape());
        full.setItem(Index(IndexItem(altered)),
                     PyValue::batch(std::make_shared<Batch>(Batch::fromValue(her->originalMeta()))));
    }
    return full[Index::list(slots)];
}

/// A full ring of n rows: the write pointer back at slot 0, the newest row last. An
/// unfinished last episode keeps running, so the next add continues it.
void setFull(ReplayBuffer& ring, std::int64_t n, const Episode* running, std::int64_t runningStart)
{
    ring.setBookkeeping(0, n, {std::max<std::int64_t>(n - 1, 0)},
                        running ? PyValue::fromFloat(running->episodeReturn) : PyValue::fromFloat(0.0),
                        running ? running->length() : 0, running ? runningStart : 0);
}

/// A fresh single buffer of the source's class (plain, prioritized or HER) with n slots.
std::shared_ptr<ReplayBuffer> freshLike(const ReplayBuffer& source, std::int64_t n, const BufferOptions& options)
{
    if (const auto* prio = dynamic_cast<const PrioritizedReplayBuffer*>(&source))
        return std::make_shared<PrioritizedReplayBuffer>(n, prio->priority().alpha, prio->priority().beta,
                                                         prio->priority().weightNorm, options);
    if (const auto* her = dynamic_cast<const HERReplayBuffer*>(&source)) {
        auto copy = std::make_shared<HERReplayBuffer>(n, her->computeRewardFn(), her->horizon(), 8.0, options);
        copy->setFutureP(her->futureP());
        return copy;
    }
    return std::make_shared<ReplayBuffer>(n, options);
}

/// The priority leaves of the chosen slots, copied to rows 0..n-1.
void copyPriorities(PriorityState& to, const PriorityState& from, const Indices& slots)
{
    to.maxPrio = from.maxPrio;
    to.minPrio = from.minPrio;
    to.weight.set(iota(std::int64_t(slots.size())), from.weight.at(slots));
}

/// CachedReplayBuffer: finished episodes go to a main buffer sized to fit them (as
/// Tianshou's `add` moves every finished cache episode there); a chosen unfinished
/// episode stays in the cache it was being written to, so the collector's env ids
/// still address it. Caches keep their count and size (`max_episode_length`); unused
/// ones are empty with placeholder rows.
std::shared_ptr<ReplayBuffer> exportCached(const CachedReplayBuffer& source, const EpisodeList& episodes,
                                           const std::vector<std::int64_t>& chosen)
{
    Indices mainSlots;
    std::vector<const Episode*> running(std::size_t(source.bufferNum()), nullptr);
    for (std::int64_t e : chosen) {
        const Episode& ep = episodes.episodes()[std::size_t(e)];
        if (ep.subBuffer > 0 && ep.endFlag == EpisodeEnd::Unfinished)
            running[std::size_t(ep.subBuffer)] = &ep;
        else
            mainSlots.insert(mainSlots.end(), ep.rows.begin(), ep.rows.end());
    }
    const std::int64_t m = std::int64_t(mainSlots.size());
    const BufferOptions options = source.mainBuffer()->options();
    std::vector<std::shared_ptr<ReplayBuffer>> subs{std::make_shared<ReplayBuffer>(m, options)};
    Indices slots = mainSlots;
    Indices emptied;
    for (std::int64_t b = 1; b < source.bufferNum(); ++b) {
        const ReplayBuffer& cache = *source.buffers()[std::size_t(b)];
        const std::int64_t c = cache.maxsize();
        subs.push_back(std::make_shared<ReplayBuffer>(c, options));
        const Episode* ep = running[std::size_t(b)];
        const std::int64_t used = ep ? std::min(ep->length(), c) : 0;
        const std::int64_t firstRow = std::int64_t(slots.size());
        // A cut episode keeps only its last c steps, as the ring did.
        for (std::int64_t k = 0; k < c; ++k)
            slots.push_back(k < used ? ep->rows[std::size_t(ep->length() - used + k)]
                                     : source.offsets()[std::size_t(b)]);
        for (std::int64_t k = used; k < c; ++k)
            emptied.push_back(firstRow + k);
    }
    auto out = std::make_shared<CachedReplayBuffer>(subs);
    out->setGeneration(source.generation());
    Batch rows = storageRows(source, slots);
    if (!emptied.empty())
        rows.emptyInPlace(Index::list(emptied));
    out->mutableMeta() = rows;

    setFull(*out->buffers().front(), m, nullptr, 0);
    Indices last{std::max<std::int64_t>(m - 1, 0)};
    Indices lengths{m};
    for (std::int64_t b = 1; b < source.bufferNum(); ++b) {
        ReplayBuffer& cache = *out->buffers()[std::size_t(b)];
        const ReplayBuffer& from = *source.buffers()[std::size_t(b)];
        const Episode* ep = running[std::size_t(b)];
        const std::int64_t c = cache.maxsize();
        const std::int64_t used = ep ? std::min(ep->length(), c) : 0;
        if (!ep) {
            cache.setBookkeeping(0, 0, {0}, PyValue::fromFloat(0.0), 0, 0);
        } else {
            // The cache's own running statistics count steps a ring overwrote; they are
            // exact when the episode is the one the cache was writing.
            const bool current = from.length() > 0 && ep->rows.back() == source.lastIndex()[std::size_t(b)];
            cache.setBookkeeping(used % std::max<std::int64_t>(c, 1), used, {used - 1},
                                 current ? from.episodeReturn() : PyValue::fromFloat(ep->episodeReturn),
                                 current ? from.episodeLength() : ep->length(), 0);
        }
        last.push_back(out->offsets()[std::size_t(b)] + std::max<std::int64_t>(used - 1, 0));
        lengths.push_back(used);
    }
    out->setManagerBookkeeping(last, lengths);
    out->metaChanged();
    return out;
}

/// The chosen episodes of one new sub-buffer: their slots in order, where the last
/// episode starts, and that episode when it is still running.
struct SubBufferPlan {
    Indices slots;
    std::int64_t lastStart = 0;
    const Episode* running = nullptr;
};

/// Vector-family managers keep their class. Finished episodes share a sub-buffer; an
/// unfinished episode must be the newest rows of its own ring (else the next episode
/// would read as its continuation, since `prev`/`next` only stop at `done`), so each
/// one closes its sub-buffer and the following episodes start a new one. Every
/// sub-buffer is a full ring sized to its rows (ReplayBufferManager takes sub-buffers
/// of any size).
std::shared_ptr<ReplayBuffer> exportManager(const ReplayBufferManager& source, const EpisodeList& episodes,
                                            const std::vector<std::int64_t>& chosen)
{
    std::vector<SubBufferPlan> plans(1);
    for (std::int64_t e : chosen) {
        if (plans.back().running)
            plans.emplace_back();
        SubBufferPlan& plan = plans.back();
        const Episode& ep = episodes.episodes()[std::size_t(e)];
        plan.lastStart = std::int64_t(plan.slots.size());
        plan.slots.insert(plan.slots.end(), ep.rows.begin(), ep.rows.end());
        if (ep.endFlag == EpisodeEnd::Unfinished)
            plan.running = &ep;
    }
    const BufferOptions options = source.options();
    const auto* pvec = dynamic_cast<const PrioritizedVectorReplayBuffer*>(&source);
    std::vector<std::shared_ptr<ReplayBuffer>> subs;
    Indices slots;
    for (const SubBufferPlan& plan : plans) {
        subs.push_back(freshLike(*source.buffers().front(), std::int64_t(plan.slots.size()), options));
        slots.insert(slots.end(), plan.slots.begin(), plan.slots.end());
    }
    std::shared_ptr<ReplayBufferManager> out;
    if (pvec) {
        // As in Tianshou's PrioritizedVectorReplayBuffer: one tree over all global
        // slots in the manager, none in the sub-buffers.
        for (const auto& sub : subs) {
            PriorityState& state = static_cast<PrioritizedReplayBuffer&>(*sub).priority();
            state.hasTree = false;
            state.weight = SegmentTree(0);
        }
        out = std::make_shared<PrioritizedVectorReplayBuffer>(std::move(subs), pvec->priority().alpha,
                                                              pvec->priority().beta, source.className());
    } else if (dynamic_cast<const HERVectorReplayBuffer*>(&source)) {
        out = std::make_shared<HERVectorReplayBuffer>(std::move(subs), source.className());
    } else {
        out = std::make_shared<VectorReplayBuffer>(std::move(subs));
    }
    out->setGeneration(source.generation());
    out->mutableMeta() = storageRows(source, slots);
    Indices last;
    Indices lengths;
    for (std::size_t b = 0; b < plans.size(); ++b) {
        const std::int64_t n = std::int64_t(plans[b].slots.size());
        setFull(*out->buffers()[b], n, plans[b].running, plans[b].lastStart);
        last.push_back(out->offsets()[b] + n - 1);
        lengths.push_back(n);
    }
    out->setManagerBookkeeping(last, lengths);
    if (pvec)
        copyPriorities(static_cast<PrioritizedVectorReplayBuffer&>(*out).priority(), pvec->priority(), slots);
    out->metaChanged();
    return out;
}

} // namespace

std::shared_ptr<ReplayBuffer> exportEpisodes(const ReplayBuffer& buffer, const EpisodeList& episodes,
                                             const std::vector<std::int64_t>& chosenIn)
{
    // Chronological order: the episode list is oldest first per sub-buffer.
    std::vector<std::int64_t> chosen = chosenIn;
    std::sort(chosen.begin(), chosen.end());
    chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
    for (std::int64_t e : chosen) {
        if (e < 0 || e >= episodes.count())
            throw IndexError("episode " + std::to_string(e) + " is out of range (there are "
                             + std::to_string(episodes.count()) + ")");
    }
    if (chosen.empty())
        throw ValueError("choose at least one episode to export");

    std::shared_ptr<ReplayBuffer> out;
    if (const auto* cached = dynamic_cast<const CachedReplayBuffer*>(&buffer)) {
        out = exportCached(*cached, episodes, chosen);
    } else if (const auto* manager = dynamic_cast<const ReplayBufferManager*>(&buffer)) {
        out = exportManager(*manager, episodes, chosen);
    } else {
        Indices slots;
        std::int64_t lastStart = 0;
        for (std::int64_t e : chosen) {
            lastStart = std::int64_t(slots.size());
            const Episode& ep = episodes.episodes()[std::size_t(e)];
            slots.insert(slots.end(), ep.rows.begin(), ep.rows.end());
        }
        const std::int64_t n = std::int64_t(slots.size());
        const Episode& lastEpisode = episodes.episodes()[std::size_t(chosen.back())];
        const Episode* running = lastEpisode.endFlag == EpisodeEnd::Unfinished ? &lastEpisode : nullptr;
        out = freshLike(buffer, n, buffer.options());
        out->setGeneration(buffer.generation());
        out->mutableMeta() = storageRows(buffer, slots);
        setFull(*out, n, running, lastStart);
        if (const auto* prio = dynamic_cast<const PrioritizedReplayBuffer*>(&buffer))
            copyPriorities(static_cast<PrioritizedReplayBuffer&>(*out).priority(), prio->priority(), slots);
        out->metaChanged();
    }
    out->setStackNum(buffer.stackNum());
    return out;
}

} // namespace ReplayScope::Core
