// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Tianshou buffers over transitions that other libraries stored: the bookkeeping
// Tianshou's pickles carry (`_index`, `_size`, `last_index`, the manager's `_lengths`)
// set so that the file loads in Tianshou as a buffer in the middle of collecting.
#include <core/io/transitions/tianshourings.h>

#include <core/buffer/buffermanager.h>
#include <core/error.h>

namespace ReplayScope::Core {

Indices RingGeometry::chronologicalSlots(std::int64_t ring) const
{
    Indices slots;
    slots.reserve(static_cast<std::size_t>(size));
    const std::int64_t first = size == ringSize ? insertion : 0;
    for (std::int64_t k = 0; k < size; ++k)
        slots.push_back(ring * ringSize + (first + k) % ringSize);
    return slots;
}

std::shared_ptr<ReplayBuffer> tianshouRings(const Batch& storage, const RingGeometry& g)
{
    if (g.rings < 1 || g.ringSize < 1 || g.size < 0 || g.size > g.ringSize || g.insertion < 0
        || g.insertion >= g.ringSize)
        throw ValueError("no Tianshou buffer for an empty or inconsistent ring layout");
    const std::int64_t newest = (g.insertion - 1 + g.ringSize) % g.ringSize;
    const std::int64_t last = g.size > 0 ? newest : 0;
    const PyValue zero = PyValue::fromFloat(0.0);
    if (g.rings == 1) {
        auto buffer = std::make_shared<ReplayBuffer>(g.ringSize);
        buffer->setBatch(storage);
        buffer->setBookkeeping(g.insertion, g.size, Indices{last}, zero, 0, 0);
        buffer->metaChanged();
        return buffer;
    }
    auto buffer = std::make_shared<VectorReplayBuffer>(g.rings * g.ringSize, g.rings);
    buffer->setBatch(storage);
    Indices lastSlots;
    Indices lengths;
    for (std::int64_t r = 0; r < g.rings; ++r) {
        const auto& sub = buffer->buffers()[static_cast<std::size_t>(r)];
        sub->setBookkeeping(g.insertion, g.size, Indices{last}, zero, 0, 0);
        lastSlots.push_back(r * g.ringSize + last);
        lengths.push_back(g.size);
    }
    buffer->setManagerBookkeeping(lastSlots, lengths);
    buffer->metaChanged();
    return buffer;
}

EpisodeList ringEpisodes(const RingGeometry& g, const StepFlags& flags)
{
    EpisodeList out;
    for (std::int64_t r = 0; r < g.rings; ++r) {
        const Indices slots = g.chronologicalSlots(r);
        StepFlags ring;
        auto pick = [&](const auto& all, auto& part) {
            if (all.empty())
                return;
            for (std::int64_t slot : slots)
                part.push_back(all[static_cast<std::size_t>(slot)]);
        };
        pick(flags.rewards, ring.rewards);
        pick(flags.done, ring.done);
        pick(flags.terminated, ring.terminated);
        pick(flags.truncated, ring.truncated);
        const EpisodeList part = EpisodeList::fromFlags(slots, ring, r, g.wrapped());
        for (const Episode& e : part.episodes())
            out.append(e);
    }
    return out;
}

} // namespace ReplayScope::Core
