// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

namespace ReplayScope::Ui {

class Document;
class TaskRunner;

/// Opens files in the background, one after the other (loadFile() on a worker thread).
/// The signals are the whole contract: progress while reading, then per file either
/// loaded (with a new Document the receiver takes over) or failed (with the reader's
/// message, naming the file). cancel() drops the file being read and the ones queued.
class LoadTask final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LoadTask)

public:
    explicit LoadTask(QObject* parent = nullptr);

    /// Queues files to open; starts at once when idle.
    void open(const QStringList& paths);
    /// Stops the running load (its result is dropped) and forgets the queue.
    void cancel();
    bool isRunning() const;
    /// The file being read now, or empty.
    const QString& currentPath() const { return m_current; }

signals:
    void started(const QString& path);
    /// maximum 0: busy without a known end (readers map files, they do not stream).
    void progressChanged(int value, int maximum);
    /// A file was read. The receiver owns document (parent it).
    void loaded(ReplayScope::Ui::Document* document);
    void failed(const QString& path, const QString& message);
    void canceled(const QString& path);
    /// Nothing left to do.
    void idle();

private:
    void startNext();

    TaskRunner* m_runner;
    QStringList m_queue;
    QString m_current;
};

} // namespace ReplayScope::Ui
