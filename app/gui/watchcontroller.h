// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QSet>
#include <QString>

class QWidget;

namespace ReplayScope::Ui {
class Document;
class FileSettleWatcher;
class LoadTask;
} // namespace ReplayScope::Ui

/// File ▸ Watch and `replayscope --watch FILE` (issue 21, part 2): reads a document's
/// file again whenever it has changed on disk and the write has finished (see
/// Ui::FileSettleWatcher), in the background, and hands the new document over to take
/// the old one's place. A document with unsaved edits is reloaded only when the user
/// agrees; our own saves are not reloads. A file that cannot be read at the moment (a
/// writer that paused mid-file) leaves the last version shown and is tried again at
/// its next change.
class WatchController final : public QObject {
    Q_OBJECT

public:
    explicit WatchController(QWidget* dialogParent);
    ~WatchController() override;

    bool isWatched(const ReplayScope::Ui::Document* document) const;
    /// Turns watching of the document's file on or off (documents without a file cannot
    /// be watched).
    void setWatched(ReplayScope::Ui::Document* document, bool on);
    /// Documents opened later from these paths start watched (--watch).
    void watchWhenOpened(const QStringList& absolutePaths);
    /// Told of every document the window opens: starts watching those asked for.
    void adopt(ReplayScope::Ui::Document* document);
    /// Told after the window saved document to its file: that change is not a reload.
    void savedByUs(const ReplayScope::Ui::Document* document);
    /// The background reader (tests wait on its signals).
    ReplayScope::Ui::LoadTask* loadTask() const { return m_load; }
    /// The file watcher (tests shorten its interval).
    ReplayScope::Ui::FileSettleWatcher* files() const { return m_files; }

signals:
    /// fresh holds the file as it is now and takes old's place; the receiver owns it
    /// and closes old.
    void reloaded(ReplayScope::Ui::Document* old, ReplayScope::Ui::Document* fresh);
    /// A document started or stopped being watched (the Watch action's check mark).
    void watchedChanged();
    /// Something to tell in the status bar.
    void message(const QString& text);

private:
    void fileSettled(const QString& path);
    bool askToDropEdits(const ReplayScope::Ui::Document* document) const;

    QWidget* m_dialogParent;
    ReplayScope::Ui::FileSettleWatcher* m_files;
    ReplayScope::Ui::LoadTask* m_load;
    QHash<QString, QPointer<ReplayScope::Ui::Document>> m_documents; // by absolute path
    QHash<QString, QPair<qint64, qint64>> m_ownSaves; // path -> (size, mtime ms) after our save
    QSet<QString> m_pending; // --watch paths not opened yet
    QSet<QString> m_deferred; // changed while their document was busy
};
