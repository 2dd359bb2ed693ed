// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/tasks/datatask.h>

#include <widgets/model/tasks/taskrunner.h>

#include <memory>

namespace ReplayScope::Ui {

DataTask::DataTask(QObject* parent)
    : QObject(parent)
    , m_runner(new TaskRunner(this))
{
    connect(m_runner, &TaskRunner::progressChanged, this, &DataTask::progressChanged);
}

bool DataTask::isRunning() const
{
    return m_runner->isRunning();
}

bool DataTask::run(const QString& description, Job job)
{
    if (isRunning())
        return false;
    m_description = description;
    auto results = std::make_shared<std::vector<DataResult>>();
    m_runner->disconnect(this, nullptr);
    connect(m_runner, &TaskRunner::progressChanged, this, &DataTask::progressChanged);
    connect(m_runner, &TaskRunner::finished, this, [this, results, description](bool canceled, const QString& error) {
        if (canceled)
            emit this->canceled(description);
        else if (!error.isEmpty())
            emit failed(description, error);
        else
            emit finished(description, *results);
    });
    emit started(description);
    m_runner->start([job = std::move(job), results](TaskContext& context) {
        std::vector<DataResult> made = job(context);
        if (!context.isCanceled())
            *results = std::move(made);
    });
    return true;
}

void DataTask::cancel()
{
    m_runner->cancel();
}

} // namespace ReplayScope::Ui
