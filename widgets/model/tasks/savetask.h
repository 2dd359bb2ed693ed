// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/loader.h>

#include <QObject>
#include <QPointer>
#include <QString>

namespace ReplayScope::Ui {

class Document;
class TaskRunner;

/// Saves a Document in the background (saveFile() on a worker thread). The document is
/// marked busy meanwhile, so no edit changes the data being written. On success the
/// document takes the new path and format and its undo stack becomes clean.
class SaveTask final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SaveTask)

public:
    explicit SaveTask(QObject* parent = nullptr);

    /// Starts saving document to path; false when a save is already running.
    bool save(Document* document, const QString& path, SaveFormat format);
    bool isRunning() const;

signals:
    void started(const QString& path);
    void saved(ReplayScope::Ui::Document* document, const QString& path);
    void failed(const QString& path, const QString& message);

private:
    TaskRunner* m_runner;
    QPointer<Document> m_document;
};

} // namespace ReplayScope::Ui
