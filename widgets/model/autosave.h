// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/autosavestore.h>

#include <QFuture>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>

class QLockFile;
class QTimer;

namespace ReplayScope::Ui {

class Document;

/// Keeps a copy of every document with unsaved edits in the per-user recovery folder, so
/// that a crash loses at most the last few seconds of work.
///
/// A watched document is written `delay` after its first edit since the last autosave
/// (later edits do not push the time back, so constant editing is still saved), on a
/// worker thread, as a pickle written atomically beside a JSON sidecar. Meanwhile the
/// document is busy, exactly as during a Save, so no edit changes the data being read.
/// The autosave is deleted when the document becomes clean again (saved, or undone back
/// to the saved state), when it is closed, and when the manager is destroyed (a normal
/// exit); only a crash leaves it behind.
///
/// Each manager is one session: it holds a lock file in the folder while it runs, so
/// another running instance never offers its autosaves for recovery.
class AutosaveManager final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AutosaveManager)

public:
    /// folder empty: AutosaveStore::defaultFolder(). Nothing is created on disk before the
    /// first autosave.
    explicit AutosaveManager(QObject* parent = nullptr, const QString& folder = {});
    /// Waits for a running autosave, deletes this session's autosaves and its lock.
    ~AutosaveManager() override;

    const QString& folder() const { return m_folder; }
    const QString& sessionId() const { return m_session; }

    /// Milliseconds from an edit to its autosave; 0 turns autosaving off (and deletes
    /// nothing: existing autosaves stay until their documents are clean or closed).
    void setDelay(int msec);
    int delay() const { return m_delay; }

    /// Starts following a document's edits (the document stays owned by its parent).
    void watch(Document* document);
    /// Watches a document recovered from entry and takes the entry over: its files now
    /// belong to this session, and the next autosave of the document replaces them.
    void adopt(Document* document, const AutosaveEntry& entry);

    /// Writes the autosave of document now, on the calling thread (tests, and nothing
    /// else needs to wait for one). False when it failed (failed() says why) or the
    /// document has no unsaved edits.
    bool autosaveNow(Document* document);
    /// Waits for the running autosave of document (any document when null) to finish,
    /// so that a Save or a close can go ahead without racing it.
    void settle(Document* document = nullptr);
    /// The data file of document's current autosave, or empty when none is on disk.
    QString autosavePath(Document* document) const;

    /// Autosaves left behind by instances that crashed, newest first.
    QList<AutosaveEntry> recoverable() const { return AutosaveStore::recoverable(m_folder, m_session); }
    /// Reads an autosave back (on the calling thread) as a document marked modified and
    /// adopts it. Throws Core::Error when the file cannot be read.
    Document* recover(const AutosaveEntry& entry, QObject* parent = nullptr);
    /// The same in the background: recovered() or recoveryFailed() follows for each.
    void recoverInBackground(const QList<AutosaveEntry>& entries);

    /// Forgets every document and releases the session lock, leaving the autosave files
    /// in place exactly as a crash would. For tests, which cannot crash the process.
    void abandonForTesting();

signals:
    /// An autosave of document was written to path.
    void autosaved(ReplayScope::Ui::Document* document, const QString& path);
    /// Writing an autosave failed (full disk, unwritable folder): a sentence for the user.
    void failed(const QString& message);
    void recovered(ReplayScope::Ui::Document* document);
    void recoveryFailed(const QString& title, const QString& message);

private:
    struct Slot;
    void documentEdited(Document* document);
    void documentClean(Document* document);
    void forget(QObject* document);
    void startAutosave(Document* document);
    void finishJob();
    bool ensureSession();
    AutosaveEntry entryFor(Document* document, const Slot& slot) const;

    QString m_folder;
    QString m_session;
    int m_delay = 30000;
    std::unique_ptr<QLockFile> m_lock;
    QHash<QObject*, std::shared_ptr<Slot>> m_slots;

    // The one autosave being written (a second document waits for its turn).
    QPointer<Document> m_jobDocument;
    QObject* m_jobKey = nullptr;
    std::shared_ptr<Slot> m_jobSlot;
    quint64 m_jobGeneration = 0;
    QFuture<QString> m_job;
    quint64 m_jobSerial = 0; // tells a finished watcher whether its job is still the current one
    bool m_jobRunning = false;
};

} // namespace ReplayScope::Ui
