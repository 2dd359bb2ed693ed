// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/tasks/taskrunner.h>

#include <widgets/model/tasks/workerpool.h>

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <exception>

namespace ReplayScope::Ui {

TaskRunner::TaskRunner(QObject* parent, WorkerPool pool)
    : QObject(parent)
    , m_pool(pool)
{
}

TaskRunner::~TaskRunner()
{
    // The job may still be running; its watcher goes with us and its result is dropped.
    if (m_watcher)
        m_watcher->future().cancel();
}

void TaskRunner::start(Job job)
{
    if (isRunning())
        cancel();
    // Each job writes its error into its own string: a cancelled job finishing late
    // cannot overwrite the message of the job that replaced it.
    auto error = std::make_shared<QString>();
    m_error = error;
    auto* watcher = new QFutureWatcher<void>(this);
    m_watcher = watcher;
    connect(watcher, &QFutureWatcher<void>::progressRangeChanged, this, [this, watcher](int, int maximum) {
        if (watcher == m_watcher)
            emit progressChanged(watcher->progressValue(), maximum);
    });
    connect(watcher, &QFutureWatcher<void>::progressValueChanged, this, [this, watcher](int value) {
        if (watcher == m_watcher)
            emit progressChanged(value, watcher->progressMaximum());
    });
    connect(watcher, &QFutureWatcher<void>::finished, this, [this, watcher, error] {
        watcher->deleteLater();
        if (watcher != m_watcher)
            return; // cancelled earlier; already reported
        m_watcher = nullptr;
        emit finished(false, *error);
    });
    watcher->setFuture(QtConcurrent::run(workerPool(m_pool), [job = std::move(job), error](QPromise<void>& promise) {
        TaskContext context(promise);
        try {
            job(context);
        } catch (const std::exception& e) {
            *error = QString::fromUtf8(e.what());
            if (error->isEmpty())
                *error = QCoreApplication::translate("TaskRunner", "Unknown error");
        } catch (...) {
            *error = QCoreApplication::translate("TaskRunner", "Unknown error");
        }
    }));
}

void TaskRunner::cancel()
{
    if (!m_watcher)
        return;
    QFutureWatcher<void>* watcher = m_watcher;
    m_watcher = nullptr;
    watcher->future().cancel();
    // The watcher lives until the job really ends, then deletes itself (see start()).
    emit finished(true, {});
}

} // namespace ReplayScope::Ui
