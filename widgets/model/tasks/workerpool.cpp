// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/tasks/workerpool.h>

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>

namespace ReplayScope::Ui {

QThreadPool* workerPool(WorkerPool which)
{
    // QPointers, so a process that makes a second application gets fresh pools.
    static QPointer<QThreadPool> tasks;
    static QPointer<QThreadPool> background;
    QPointer<QThreadPool>& pool = which == WorkerPool::Tasks ? tasks : background;
    if (!pool) {
        pool = new QThreadPool(QCoreApplication::instance());
        pool->setObjectName(which == WorkerPool::Tasks ? QStringLiteral("ReplayScope tasks")
                                                       : QStringLiteral("ReplayScope background"));
    }
    return pool;
}

} // namespace ReplayScope::Ui
