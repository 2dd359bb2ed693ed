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
    static QPointer<QThreadPool> pools[3];
    QPointer<QThreadPool>& pool = pools[static_cast<int>(which)];
    if (!pool) {
        pool = new QThreadPool(QCoreApplication::instance());
        pool->setObjectName(which == WorkerPool::Tasks        ? QStringLiteral("ReplayScope tasks")
                            : which == WorkerPool::Background ? QStringLiteral("ReplayScope background")
                                                              : QStringLiteral("ReplayScope view"));
        if (which == WorkerPool::View)
            pool->setMaxThreadCount(1); // one view at a time; stale jobs end at once
    }
    return pool;
}

} // namespace ReplayScope::Ui
