// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/data/dataops.h>

#include <QObject>
#include <QString>

#include <functional>
#include <vector>

namespace ReplayScope::Ui {

class TaskContext;
class TaskRunner;

/// Runs one Data operation or export at a time on a worker thread: the job makes new
/// data sets (which become new documents) or writes files (and makes none). Signals
/// report progress, the results, a failure with the core's message, or cancellation.
class DataTask final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DataTask)

public:
    using Job = std::function<std::vector<DataResult>(TaskContext&)>;

    explicit DataTask(QObject* parent = nullptr);

    /// Starts job, described for the status bar ("Sampling 256 rows…"); false when a
    /// task is already running.
    bool run(const QString& description, Job job);
    /// Stops waiting for the job; its results are dropped.
    void cancel();
    bool isRunning() const;

signals:
    void started(const QString& description);
    void progressChanged(int value, int maximum);
    void finished(const QString& description, const std::vector<ReplayScope::Ui::DataResult>& results);
    void failed(const QString& description, const QString& message);
    void canceled(const QString& description);

private:
    TaskRunner* m_runner;
    QString m_description;
};

} // namespace ReplayScope::Ui
