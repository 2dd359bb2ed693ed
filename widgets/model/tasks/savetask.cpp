// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/tasks/savetask.h>

#include <widgets/model/document.h>
#include <widgets/model/saver.h>
#include <widgets/model/tasks/taskrunner.h>

namespace ReplayScope::Ui {

SaveTask::SaveTask(QObject* parent)
    : QObject(parent)
    , m_runner(new TaskRunner(this))
{
}

bool SaveTask::isRunning() const
{
    return m_runner->isRunning();
}

bool SaveTask::save(Document* document, const QString& path, SaveFormat format)
{
    if (isRunning() || !document)
        return false;
    m_document = document;
    document->setBusy(true);
    m_runner->disconnect(this, nullptr);
    connect(m_runner, &TaskRunner::finished, this, [this, path, format](bool canceled, const QString& error) {
        Document* doc = m_document;
        if (!doc)
            return; // the document was closed meanwhile
        doc->setBusy(false);
        if (canceled)
            return;
        if (!error.isEmpty()) {
            emit failed(path, error);
            return;
        }
        doc->setFilePath(path, format);
        doc->undoStack()->setClean();
        emit saved(doc, path);
    });
    emit started(path);
    m_runner->start([path, format, root = document->root(), buffer = document->buffer()](TaskContext&) {
        saveFile(path, format, root, buffer);
    });
    return true;
}

} // namespace ReplayScope::Ui
