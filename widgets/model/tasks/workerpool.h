// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

class QThreadPool;

namespace ReplayScope::Ui {

/// Which of our thread pools a job runs on.
enum class WorkerPool {
    Tasks, ///< what the user asked for and waits on: loads, saves, data actions
    Background, ///< what the window computes by itself: statistics, plot series, autosaves
    View, ///< short reads for what is on screen (a zoomed plot's rows): never behind a long pass
};

/// One of the thread pools our jobs run on.
///
/// Not QThreadPool::globalInstance(): Qt's raster paint engine splits large fills and
/// line draws into pieces on the global pool and waits for them. With our long jobs
/// occupying every global thread, each repaint waited for a job to finish: the window
/// froze for up to 1.5 s after opening a 1 GB buffer (bench/README.md, first paint).
/// Two pools, so a file the user opens is never queued behind the statistics or plot
/// series of the previous one (those jobs cannot stop halfway).
/// Created on first use (GUI thread) as children of the application, which waits for
/// their jobs when it is destroyed, as it does for the global pool.
QThreadPool* workerPool(WorkerPool which);

} // namespace ReplayScope::Ui
