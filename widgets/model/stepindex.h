// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/buffer/episodes.h>

#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace ReplayScope::Ui {

/// The time axis of a data set: its steps (for buffers the valid slots oldest first)
/// and its episodes. Building it reads every row's flags, so for big files the load
/// task builds it on its worker thread and the Document adopts it (issue 10: nothing
/// O(rows) on the GUI thread before the first paint). Plain data, no Qt objects.
struct StepIndex {
    std::int64_t stepCount = 0;
    // Buffers only: slot of each step. Shared, never copied: background jobs (plot
    // series, statistics) hold it while the GUI goes on, and for a 6M-row buffer a copy
    // on the GUI thread cost 50 ms at every key chosen (issue 10).
    std::shared_ptr<const std::vector<std::int64_t>> stepSlots = std::make_shared<const std::vector<std::int64_t>>();
    std::vector<std::int64_t> slotSteps; // buffers only: step of each slot, -1 if unused
    // Buffers whose steps are the slots [0, stepCount) rotated (every ReplayBuffer but
    // a vector buffer's manager): the slot of step 0, and stepSlots and slotSteps stay
    // empty. 16 bytes a step less (issue 23: 1 GB for a 10 GB buffer) and no pass over
    // the steps before the table shows. -1 when the vectors say it.
    std::int64_t ringStart = -1;
    Core::EpisodeList episodes;
    std::vector<std::int64_t> episodeFirst; // first step per episode
    QString episodesNote; // why there are no episodes, when there are none
    // Minari: the group of each episode (see episodegroups.h); then the steps are the
    // groups' rows laid end to end and the episodes come from the groups, not flags.
    std::vector<QString> episodeGroups;
    // The load task built the steps only: the document builds the episodes in the
    // background after the window shows the data (issue 23: the table must not wait
    // for every row's flags).
    bool episodesPending = false;

    /// Buffers: the storage slot of step, -1 outside the steps.
    std::int64_t slotOf(std::int64_t step) const;
    /// Buffers: the step of a storage slot, -1 for slots that hold no step.
    std::int64_t stepOf(std::int64_t slot) const;
    /// Buffers: stepSlots as a vector, made for a ring (8 bytes a step) when asked.
    std::shared_ptr<const std::vector<std::int64_t>> slotsVector() const;
};

/// Fills the steps of index (stepCount, stepSlots, slotSteps) from the data: buffer
/// when set (its storage is root), else root. Thread-safe for data no one edits.
void buildSteps(StepIndex& index, const Core::Batch& root, const Core::ReplayBuffer* buffer);

/// The episodes found so far while buildEpisodes reads a large file: a prefix of the
/// final list (finished), the first step of each, and the fraction of steps read.
struct EpisodesSoFar {
    Core::EpisodeList episodes;
    std::vector<std::int64_t> episodeFirst;
    double fraction = 0.0;
};

/// Fills the episodes of index from the flag columns; needs the steps built first.
/// Thread-safe for data no one edits. progress, when set, is told the episodes so far
/// about every quarter second (less often when copying them would take more than a
/// tenth of the time), so a window shows them while a large file is read.
void buildEpisodes(StepIndex& index, const Core::Batch& root, const Core::ReplayBuffer* buffer,
                   const std::function<void(EpisodesSoFar)>& progress = {});

/// Steps from which the load task leaves the episodes to the document's background
/// build (episodesPending): below it they are read before the window shows, so small
/// files open with their episodes at once.
inline constexpr std::int64_t BackgroundEpisodeSteps = 1'000'000;

/// Both of the above; episodeGroups as in StepIndex (empty for data with flag columns).
StepIndex buildStepIndex(const Core::Batch& root, const Core::ReplayBuffer* buffer,
                         std::vector<QString> episodeGroups = {});

} // namespace ReplayScope::Ui
