// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/tasks/loadtask.h>

#include <widgets/model/document.h>
#include <widgets/model/loader.h>
#include <widgets/model/stepindex.h>
#include <widgets/model/tasks/taskrunner.h>

#include <memory>

namespace ReplayScope::Ui {

LoadTask::LoadTask(QObject* parent)
    : QObject(parent)
    , m_runner(new TaskRunner(this))
{
    connect(m_runner, &TaskRunner::progressChanged, this, &LoadTask::progressChanged);
}

void LoadTask::open(const QStringList& paths)
{
    m_queue += paths;
    if (!isRunning())
        startNext();
}

bool LoadTask::isRunning() const
{
    return m_runner->isRunning();
}

void LoadTask::cancel()
{
    m_queue.clear();
    if (isRunning())
        m_runner->cancel(); // reports through the finished handler below
}

void LoadTask::startNext()
{
    if (m_queue.isEmpty()) {
        m_current.clear();
        emit idle();
        return;
    }
    m_current = m_queue.takeFirst();
    const QString path = m_current;
    auto result = std::make_shared<OpenedFile>();
    m_runner->disconnect(this, nullptr);
    connect(m_runner, &TaskRunner::progressChanged, this, &LoadTask::progressChanged);
    connect(m_runner, &TaskRunner::finished, this, [this, path, result](bool wasCanceled, const QString& error) {
        if (wasCanceled)
            emit canceled(path);
        else if (!error.isEmpty())
            emit failed(path, error);
        else
            emit loaded(Document::fromLoaded(std::move(*result), path));
        startNext();
    });
    emit started(path);
    emit progressChanged(0, 0);
    m_runner->start([path, result](TaskContext& context) {
        OpenedFile data = loadFile(path);
        // The steps are found here, off the GUI thread (issue 10); every row's flags too
        // unless the data is large (then the document reads them after the first paint).
        if (!context.isCanceled() && (data.buffer || data.root)) {
            const Core::Batch& root = data.buffer ? data.buffer->meta() : *data.root;
            auto steps = std::make_shared<StepIndex>();
            steps->episodeGroups = data.episodeGroups;
            buildSteps(*steps, root, data.buffer.get());
            // Large data: the document reads the flags after the window shows it.
            steps->episodesPending = steps->stepCount >= BackgroundEpisodeSteps;
            if (!steps->episodesPending)
                buildEpisodes(*steps, root, data.buffer.get());
            data.steps = std::move(steps);
        }
        if (!context.isCanceled())
            *result = std::move(data);
    });
}

} // namespace ReplayScope::Ui
