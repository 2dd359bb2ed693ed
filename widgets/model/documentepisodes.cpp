// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The episodes of a large document, found after the window shows its data.
#include <widgets/model/document.h>
#include <widgets/model/tasks/urgentreads.h>
#include <widgets/model/tasks/workerpool.h>

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace ReplayScope::Ui {

void Document::buildEpisodesInBackground()
{
    // Reading every row's flags of a 10 GB buffer took seconds on the load thread, and
    // the table waited for it (issue 23). The document is busy meanwhile, as during a
    // save: no edit changes the data the worker reads, and the autosave waits.
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
    connect(watcher, &QFutureWatcher<void>::finished, this, [this, watcher, steps, build] {
        watcher->deleteLater();
        setBusy(false);
        if (build != m_episodeBuilds)
            return; // rebuilt meanwhile
        m_steps.episodes = std::move(steps->episodes);
        m_steps.episodeFirst = std::move(steps->episodeFirst);
        m_steps.episodesNote = steps->episodesNote;
        m_steps.episodesPending = false;
        emit episodesChanged();
    });
    watcher->setFuture(QtConcurrent::run(workerPool(WorkerPool::Tasks), [steps, root = m_root, buffer = m_buffer] {
        // The user waits for these (the document is busy): the exact passes pause.
        const UrgentReads::Scope urgent;
        buildEpisodes(*steps, *root, buffer.get());
    }));
}

} // namespace ReplayScope::Ui
