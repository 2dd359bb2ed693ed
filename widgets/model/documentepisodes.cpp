// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The episodes of a large document, found after the window shows its data, and shown
// as they are found.
#include <widgets/model/document.h>
#include <widgets/model/tasks/urgentreads.h>
#include <widgets/model/tasks/workerpool.h>

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <mutex>
#include <optional>

namespace ReplayScope::Ui {

namespace {

// The latest episodes so far, handed to the GUI thread by the future's progress signal
// (the watcher belongs to the document, so nothing is posted to an object that is gone).
struct Mailbox {
    std::mutex mutex;
    std::optional<EpisodesSoFar> latest;
};

} // namespace

void Document::buildEpisodesInBackground()
{
    // Reading every row's flags of a 10 GB buffer took seconds on the load thread, and
    // the table waited for it (issue 23). The document is busy meanwhile, as during a
    // save: no edit changes the data the worker reads, and the autosave waits. The
    // episodes found so far are shown meanwhile (a prefix of the final list: an episode's
    // number does not change when more come).
    const int build = ++m_episodeBuilds;
    m_steps.episodesNote = QCoreApplication::translate("Document", "Finding episodes…");
    auto steps = std::make_shared<StepIndex>();
    steps->stepCount = m_steps.stepCount;
    steps->stepSlots = m_steps.stepSlots;
    steps->slotSteps = m_steps.slotSteps;
    steps->ringStart = m_steps.ringStart;
    steps->episodeGroups = m_steps.episodeGroups;
    setBusy(true);
    auto* watcher = new QFutureWatcher<void>(this);
    auto box = std::make_shared<Mailbox>();
    connect(watcher, &QFutureWatcher<void>::progressValueChanged, this, [this, box, build] {
        std::optional<EpisodesSoFar> sofar;
        {
            const std::lock_guard lock(box->mutex);
            sofar.swap(box->latest);
        }
        if (!sofar || build != m_episodeBuilds || !m_steps.episodesPending)
            return;
        m_steps.episodes = std::move(sofar->episodes);
        m_steps.episodeFirst = std::move(sofar->episodeFirst);
        m_episodesFound = sofar->fraction;
        emit episodesChanged();
    });
    connect(watcher, &QFutureWatcher<void>::finished, this, [this, watcher, steps, build] {
        watcher->deleteLater();
        setBusy(false);
        if (build != m_episodeBuilds)
            return; // rebuilt meanwhile
        m_steps.episodes = std::move(steps->episodes);
        m_steps.episodeFirst = std::move(steps->episodeFirst);
        m_steps.episodesNote = steps->episodesNote;
        m_steps.episodesPending = false;
        m_episodesFound = 1.0;
        emit episodesChanged();
    });
    m_episodesFound = 0.0;
    watcher->setFuture(QtConcurrent::run(
        workerPool(WorkerPool::Tasks), [box, steps, root = m_root, buffer = m_buffer](QPromise<void>& promise) {
            // The user waits for these (the document is busy): the exact passes pause.
            const UrgentReads::Scope urgent;
            // Progress in thousandths; each copy of the episodes so far raises it.
            promise.setProgressRange(0, 1000);
            buildEpisodes(*steps, *root, buffer.get(), [&promise, &box](EpisodesSoFar sofar) {
                const int value = static_cast<int>(sofar.fraction * 1000.0);
                {
                    const std::lock_guard lock(box->mutex);
                    box->latest = std::move(sofar);
                }
                promise.setProgressValue(value);
            });
        }));
}

} // namespace ReplayScope::Ui
