// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/stepindex.h>

#include <widgets/model/episodegroups.h>

#include <core/buffer/buffermanager.h>
#include <core/buffer/replaybuffer.h>
#include <core/error.h>

#include <QCoreApplication>

#include <chrono>
#include <memory>
#include <string_view>

#include <algorithm>

namespace ReplayScope::Ui {

namespace {

// A Core progress that hands copies of the episodes so far to progress, at most every
// quarter second and, when a copy takes long (millions of episodes), at most a tenth of
// the time. stepOfSlot gives an episode's first step (buffers map slots to steps).
template <typename StepOf>
Core::EpisodeList::Progress soFarThrottled(const std::function<void(EpisodesSoFar)>& progress, StepOf stepOfSlot)
{
    using Clock = std::chrono::steady_clock;
    auto next = std::make_shared<Clock::time_point>(Clock::now()); // the first window at once
    return [progress, stepOfSlot, next](const Core::EpisodeList& sofar, double fraction) {
        const Clock::time_point start = Clock::now();
        if (start < *next || fraction >= 1.0 || sofar.count() == 0)
            return;
        EpisodesSoFar out{sofar, {}, fraction};
        out.episodes.finish();
        out.episodeFirst.reserve(static_cast<std::size_t>(sofar.count()));
        for (const Core::Episode& e : sofar.episodes())
            out.episodeFirst.push_back(stepOfSlot(e.first()));
        progress(std::move(out));
        const Clock::time_point end = Clock::now();
        *next = end + std::max<Clock::duration>(std::chrono::milliseconds(250), 10 * (end - start));
    };
}

} // namespace

std::int64_t StepIndex::slotOf(std::int64_t step) const
{
    if (step < 0 || step >= stepCount)
        return -1;
    if (ringStart >= 0)
        return (ringStart + step) % stepCount;
    return step < static_cast<std::int64_t>(stepSlots->size()) ? (*stepSlots)[static_cast<std::size_t>(step)] : -1;
}

std::int64_t StepIndex::stepOf(std::int64_t slot) const
{
    if (ringStart >= 0)
        return slot >= 0 && slot < stepCount ? (slot - ringStart + stepCount) % stepCount : -1;
    if (slot < 0 || slot >= static_cast<std::int64_t>(slotSteps.size()))
        return -1;
    return slotSteps[static_cast<std::size_t>(slot)];
}

std::shared_ptr<const std::vector<std::int64_t>> StepIndex::slotsVector() const
{
    if (ringStart < 0)
        return stepSlots;
    auto list = std::make_shared<std::vector<std::int64_t>>(static_cast<std::size_t>(stepCount));
    for (std::int64_t step = 0; step < stepCount; ++step)
        (*list)[static_cast<std::size_t>(step)] = slotOf(step);
    return list;
}

void buildSteps(StepIndex& index, const Core::Batch& root, const Core::ReplayBuffer* buffer)
{
    index.stepSlots = std::make_shared<const std::vector<std::int64_t>>();
    index.slotSteps.clear();
    index.ringStart = -1;
    // A ReplayBuffer's chronology is its slots from the insertion index to its size,
    // then from 0 (ReplayBuffer::chronologicalIndices): a rotation, kept as its start.
    // A manager's interleaves its sub-buffers and keeps the vectors.
    if (buffer && !dynamic_cast<const Core::ReplayBufferManager*>(buffer) && buffer->insertionIndex() >= 0
        && buffer->insertionIndex() <= buffer->size() && buffer->size() <= buffer->maxsize()) {
        index.stepCount = buffer->size();
        index.ringStart = buffer->size() > 0 ? buffer->insertionIndex() % buffer->size() : 0;
        return;
    }
    if (!index.episodeGroups.empty() && !buffer) {
        try {
            index.stepCount = groupedStepCount(root, index.episodeGroups);
            return;
        } catch (const Core::Error&) {
            index.episodeGroups.clear(); // a group lost its actions (edited): plain rows again
        }
    }
    if (buffer) {
        auto chronology = std::make_shared<const std::vector<std::int64_t>>(buffer->chronologicalIndices());
        index.slotSteps.assign(static_cast<std::size_t>(std::max<std::int64_t>(buffer->maxsize(), 0)), -1);
        for (std::size_t step = 0; step < chronology->size(); ++step) {
            const std::int64_t slot = (*chronology)[step];
            if (slot >= 0 && slot < static_cast<std::int64_t>(index.slotSteps.size()))
                index.slotSteps[static_cast<std::size_t>(slot)] = static_cast<std::int64_t>(step);
        }
        index.stepCount = static_cast<std::int64_t>(chronology->size());
        index.stepSlots = std::move(chronology);
    } else {
        try {
            index.stepCount = root.length();
        } catch (const Core::Error&) {
            index.stepCount = 0; // a Batch of scalars, or an empty one, has no steps
        }
    }
}

void buildEpisodes(StepIndex& index, const Core::Batch& root, const Core::ReplayBuffer* buffer,
                   const std::function<void(EpisodesSoFar)>& progress)
{
    index.episodes = {};
    index.episodesNote.clear();
    const auto stepOfSlot = [&](std::int64_t slot) -> std::int64_t {
        if (!buffer)
            return slot >= 0 && slot < index.stepCount ? slot : -1;
        return index.stepOf(slot);
    };
    try {
        const Core::EpisodeList::Progress told = progress ? soFarThrottled(progress, stepOfSlot) : nullptr;
        if (!index.episodeGroups.empty() && !buffer)
            index.episodes = groupedEpisodes(root, index.episodeGroups);
        else
            index.episodes = buffer ? Core::EpisodeList::fromBuffer(*buffer, 1 << 20, told)
                                    : Core::EpisodeList::fromBatch(root, 1 << 20, told);
    } catch (const Core::Error& e) {
        if (std::string_view(e.what()).starts_with("no episode flags")) {
            // The one reason most data has no episodes: said in the user's language.
            index.episodesNote = QCoreApplication::translate(
                "Document", "No episode flags: the data has neither 'done' nor 'terminated'/'truncated'.");
        } else if (dynamic_cast<const Core::TypeError*>(&e)) {
            // Flags or rewards that are not numbers: object arrays, as a Stack of unequal
            // shapes makes them (the core's "expected a number, got 'ndarray'" is for the CLI).
            index.episodesNote = QCoreApplication::translate(
                "Document", "No episodes: the flags or rewards are not numbers (they are objects, as a Stack of "
                            "unequal shapes makes them).");
        } else {
            // Anything else: what it means, then the technical detail.
            index.episodesNote =
                QCoreApplication::translate("Document", "No episodes: the flags or rewards cannot be read (%1).")
                    .arg(QString::fromUtf8(e.what()));
        }
    }
    if (index.episodes.count() == 0 && index.episodesNote.isEmpty())
        index.episodesNote = QCoreApplication::translate("Document", "No episodes in this data.");
    index.episodeFirst.clear();
    index.episodeFirst.reserve(static_cast<std::size_t>(index.episodes.count()));
    for (const Core::Episode& e : index.episodes.episodes())
        index.episodeFirst.push_back(stepOfSlot(e.first()));
}

StepIndex buildStepIndex(const Core::Batch& root, const Core::ReplayBuffer* buffer, std::vector<QString> episodeGroups)
{
    StepIndex index;
    index.episodeGroups = std::move(episodeGroups);
    buildSteps(index, root, buffer);
    buildEpisodes(index, root, buffer);
    return index;
}

} // namespace ReplayScope::Ui
