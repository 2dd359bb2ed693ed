// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/stepindex.h>

#include <widgets/model/episodegroups.h>

#include <core/buffer/buffermanager.h>
#include <core/buffer/replaybuffer.h>
#include <core/error.h>

#include <QCoreApplication>

#include <string_view>

#include <algorithm>

namespace ReplayScope::Ui {

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

void buildEpisodes(StepIndex& index, const Core::Batch& root, const Core::ReplayBuffer* buffer)
{
    index.episodes = {};
    index.episodesNote.clear();
    try {
        if (!index.episodeGroups.empty() && !buffer)
            index.episodes = groupedEpisodes(root, index.episodeGroups);
        else
            index.episodes = buffer ? Core::EpisodeList::fromBuffer(*buffer) : Core::EpisodeList::fromBatch(root);
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
    // The step of an episode's first slot: buffers map slots to steps, plain data's rows are its steps.
    const auto stepOfSlot = [&](std::int64_t slot) -> std::int64_t {
        if (!buffer)
            return slot >= 0 && slot < index.stepCount ? slot : -1;
        return index.stepOf(slot);
    };
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
