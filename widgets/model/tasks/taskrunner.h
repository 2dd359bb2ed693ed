// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/tasks/workerpool.h>

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QPromise>
#include <QString>

#include <functional>
#include <memory>

namespace ReplayScope::Ui {

/// What a background job sees of its task: progress reporting and the cancel flag. A thin
/// wrapper over QPromise so job bodies read the same whichever task runs them.
class TaskContext final {
public:
    explicit TaskContext(QPromise<void>& promise)
        : m_promise(promise)
    {
    }
    /// True once the user cancelled; the job should return soon (its result is dropped).
    bool isCanceled() const { return m_promise.isCanceled(); }
    /// Reports done of total units; total 0 means "busy, no known end".
    void setProgress(int done, int total)
    {
        m_promise.setProgressRange(0, total);
        m_promise.setProgressValue(done);
    }

private:
    QPromise<void>& m_promise;
};

/// Runs one job at a time on our worker pool (workerpool.h; QtConcurrent::run in promise
/// mode) and reports back on the GUI thread through a QFutureWatcher.
///
/// The runner is the one place where exceptions from the core are caught: a job that
/// throws finishes with the exception's message. cancel() finishes the task at once from
/// the caller's point of view; the job itself keeps running until it next looks at
/// isCanceled() (readers cannot stop in the middle), and whatever it produces then is
/// dropped, so a stale result never reaches the GUI.
class TaskRunner final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TaskRunner)

public:
    using Job = std::function<void(TaskContext&)>;

    /// Jobs run on pool (see workerpool.h).
    explicit TaskRunner(QObject* parent = nullptr, WorkerPool pool = WorkerPool::Tasks);
    ~TaskRunner() override;

    /// Starts job; a job still running is cancelled first.
    void start(Job job);
    /// Cancels the running job, if any; finished(true, {}) is emitted at once.
    void cancel();
    bool isRunning() const { return m_watcher != nullptr; }

signals:
    /// Progress of the running job; maximum 0 means unknown.
    void progressChanged(int value, int maximum);
    /// The job ended: canceled, or with errorMessage (empty on success).
    void finished(bool canceled, const QString& errorMessage);

private:
    QPointer<QFutureWatcher<void>> m_watcher;
    WorkerPool m_pool;
    std::shared_ptr<QString> m_error;
};

} // namespace ReplayScope::Ui
