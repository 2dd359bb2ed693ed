// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// MainWindow's file handling: open (background), recent files, save, close prompts,
// drag and drop.
#include <app/gui/mainwindow.h>

#include <app/gui/datasetfolder.h>
#include <app/gui/distinctnames.h>
#include <app/gui/pythondialog.h>

#include <app/gui/datacontroller.h>
#include <app/gui/settings.h>
#include <app/gui/watchcontroller.h>

#include <widgets/model/autosave.h>
#include <widgets/model/document.h>
#include <widgets/model/saver.h>
#include <widgets/model/tasks/datatask.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/model/tasks/savetask.h>
#include <widgets/model/watch/newepisodes.h>
#include <widgets/view/comparewindow.h>
#include <widgets/view/errorbanner.h>

#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDir>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTabBar>
#include <QToolButton>
#include <QUndoGroup>

using namespace ReplayScope;

void MainWindow::connectTasks()
{
    connectDataTask();
    connect(m_loadTask, &Ui::LoadTask::started, this, [this](const QString& path) {
        statusBar()->showMessage(tr("Opening %1…").arg(QFileInfo(path).fileName()));
        m_progress->show();
        m_cancel->show();
    });
    connect(m_loadTask, &Ui::LoadTask::progressChanged, this, [this](int value, int maximum) {
        m_progress->setRange(0, maximum);
        m_progress->setValue(value);
    });
    connect(m_loadTask, &Ui::LoadTask::loaded, this, [this](Ui::Document* doc) {
        // Recovery may have brought this file back while it was being read: the
        // recovered copy (with the unsaved edits) stays, the plain read goes.
        if (const int open = indexOfFile(doc->filePath()); open >= 0) {
            delete doc;
            setCurrentDocument(open);
            return;
        }
        addDocument(doc);
        m_watch->adopt(doc);
        Settings::addRecentFile(doc->filePath());
        Settings::setLastDirectory(QFileInfo(doc->filePath()).absolutePath());
        statusBar()->showMessage(tr("Opened %1").arg(doc->displayName()), 5000);
    });
    connect(m_loadTask, &Ui::LoadTask::failed, this, [this](const QString& path, const QString& message) {
        Settings::removeRecentFile(path);
        showError(tr("Could not open %1: %2").arg(QFileInfo(path).fileName(), Ui::describeLoadError(message)));
        statusBar()->clearMessage();
    });
    connect(m_loadTask, &Ui::LoadTask::canceled, this, [this](const QString& path) {
        statusBar()->showMessage(tr("Stopped opening %1").arg(QFileInfo(path).fileName()), 5000);
    });
    connect(m_loadTask, &Ui::LoadTask::idle, this, [this] {
        m_progress->hide();
        m_cancel->hide();
    });

    connect(m_saveTask, &Ui::SaveTask::started, this, [this](const QString& path) {
        statusBar()->showMessage(tr("Saving %1…").arg(QFileInfo(path).fileName()));
        updateActions();
    });
    connect(m_saveTask, &Ui::SaveTask::saved, this, [this](Ui::Document* doc, const QString& path) {
        clearErrors(doc);
        m_watch->savedByUs(doc);
        Settings::addRecentFile(path);
        Settings::setLastDirectory(QFileInfo(path).absolutePath());
        statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
        updateActions();
        updateStatus();
        if (m_closeAfterSave == doc) {
            m_closeAfterSave = nullptr;
            closeDocument(static_cast<int>(m_documents.indexOf(doc)));
        }
        if (m_quitAfterSave) {
            m_quitAfterSave = false;
            close();
        }
    });
    connect(m_autosave, &Ui::AutosaveManager::failed, this,
            [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    connect(m_autosave, &Ui::AutosaveManager::recovered, this, &MainWindow::addRecoveredDocument);
    connect(m_autosave, &Ui::AutosaveManager::recoveryFailed, this,
            [this](const QString& title, const QString& message) {
                showError(tr("Could not recover %1: %2").arg(title, message));
            });
    connect(m_saveTask, &Ui::SaveTask::failed, this, [this](const QString& path, const QString& message) {
        Ui::Document* doc = m_closeAfterSave ? m_closeAfterSave.data() : document();
        m_closeAfterSave = nullptr;
        m_quitAfterSave = false;
        m_saveAllThenQuit = false;
        showError(tr("Could not save %1: %2").arg(QFileInfo(path).fileName(), message), doc);
        statusBar()->clearMessage();
        updateActions();
    });
}

void MainWindow::connectDataTask()
{
    Ui::DataTask* task = m_data->task();
    connect(task, &Ui::DataTask::started, this, [this](const QString& what) {
        m_dataSource = document();
        statusBar()->showMessage(what + QStringLiteral("…"));
        m_progress->setRange(0, 0);
        m_progress->show();
        m_cancel->show();
        updateActions();
    });
    connect(task, &Ui::DataTask::progressChanged, this, [this](int value, int maximum) {
        m_progress->setRange(0, maximum);
        m_progress->setValue(value);
    });
    const auto over = [this] {
        m_progress->hide();
        m_cancel->hide();
        updateActions();
    };
    connect(task, &Ui::DataTask::finished, this,
            [this, over](const QString& what, const std::vector<Ui::DataResult>& results) {
                over();
                if (m_dataSource)
                    clearErrors(m_dataSource); // it worked on this document: its old errors are over
                // What Tianshou would have warned about (object arrays after a Stack) goes
                // with "done", where it is read, and stays longer.
                QStringList notes;
                for (const Ui::DataResult& r : results)
                    if (!r.note.isEmpty())
                        notes << r.note;
                if (notes.isEmpty())
                    statusBar()->showMessage(tr("%1: done").arg(what), 5000);
                else
                    statusBar()->showMessage(tr("%1: done. %2").arg(what, notes.join(QLatin1Char(' '))), 20000);
            });
    connect(task, &Ui::DataTask::failed, this, [this, over] {
        over();
        statusBar()->clearMessage();
    });
    connect(task, &Ui::DataTask::canceled, this, [this, over](const QString& what) {
        over();
        statusBar()->showMessage(tr("%1: stopped").arg(what), 5000);
    });
}

int MainWindow::indexOfFile(const QString& absolutePath) const
{
    if (absolutePath.isEmpty())
        return -1;
    const auto open = std::find_if(m_documents.begin(), m_documents.end(),
                                   [&](const Ui::Document* d) { return d->filePath() == absolutePath; });
    return open == m_documents.end() ? -1 : static_cast<int>(open - m_documents.begin());
}

Ui::CompareWindow* MainWindow::compareWith()
{
    Ui::Document* a = document();
    QList<Ui::Document*> others;
    QStringList names;
    for (Ui::Document* d : m_documents)
        if (d != a && !d->isBusy()) {
            others << d;
            names << (d->filePath().isEmpty() ? d->displayName() : d->filePath());
        }
    if (!a || a->isBusy() || others.isEmpty()) {
        statusBar()->showMessage(tr("Open the other buffer too (and let running work finish), then compare."), 8000);
        return nullptr;
    }
    int chosen = 0;
    if (others.size() > 1) {
        bool ok = false;
        const QString name = QInputDialog::getItem(
            this, tr("Compare With"), tr("Compare %1 (A) with (B):").arg(a->displayName()), names, 0, false, &ok);
        if (!ok)
            return nullptr;
        chosen = static_cast<int>(names.indexOf(name));
    }
    auto* window = new Ui::CompareWindow(a, others.at(chosen), this);
    window->show();
    return window;
}

PythonPreviewDialog* MainWindow::previewPython()
{
    if (!document() || document()->filePath().isEmpty())
        return nullptr;
    const PythonScope scope = document()->currentKey().isEmpty() ? PythonScope::Document : PythonScope::Key;
    auto* dialog = new PythonPreviewDialog(*m_python, scope, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &PythonPreviewDialog::copied, this,
            [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    dialog->show();
    return dialog;
}

void MainWindow::watchFiles(const QStringList& paths)
{
    QStringList absolute;
    for (const QString& path : paths)
        absolute << QFileInfo(path).absoluteFilePath();
    m_watch->watchWhenOpened(absolute);
    for (const QString& path : absolute)
        if (const int open = indexOfFile(path); open >= 0)
            m_watch->adopt(m_documents.at(open));
    openFiles(absolute);
}

void MainWindow::replaceDocument(Ui::Document* old, Ui::Document* fresh)
{
    const int index = static_cast<int>(m_documents.indexOf(old));
    if (index < 0) {
        delete fresh;
        return;
    }
    Ui::Document* shown = document() == old ? fresh : document();
    // What the user was looking at stays: the key, the table's columns, the step; the
    // episodes that were not there before are marked new in the navigator.
    fresh->setSelectedKeys(old->selectedKeys());
    fresh->setPinnedKeys(old->pinnedKeys());
    fresh->setCurrentKey(old->currentKey());
    fresh->setCurrentStep(std::min<qint64>(old->currentStep(), fresh->stepCount() - 1));
    old->undoStack()->clear(); // WatchController asked before dropping any edit
    addDocument(fresh);
    const int added = static_cast<int>(m_documents.size()) - 1;
    m_documents.move(added, index);
    m_tabs->moveTab(added, index);
    // Closed, old lives until the event loop deletes it: its episodes move over uncopied.
    Core::EpisodeList before = closeDocument(index + 1) ? old->takeEpisodes() : old->episodes();
    setCurrentDocument(static_cast<int>(m_documents.indexOf(shown)));
    Ui::markNewEpisodes(fresh, std::move(before), [this, fresh](std::int64_t count) {
        statusBar()->showMessage(
            tr("Read %1 again: %Ln new episode(s)", nullptr, static_cast<int>(count)).arg(fresh->displayName()), 8000);
    });
}

void MainWindow::addRecoveredDocument(Ui::Document* document)
{
    const int open = indexOfFile(document->filePath());
    if (open < 0) {
        addDocument(document);
        return;
    }
    Ui::Document* existing = m_documents.at(open);
    if (existing->isModified() || existing->isBusy()) {
        // Edits made since the start are not thrown away for the recovered ones: both
        // stay, and the user picks.
        addDocument(document);
        statusBar()->showMessage(tr("%1 is open with other unsaved changes; the recovered copy is in a new tab")
                                     .arg(document->displayName()),
                                 8000);
        return;
    }
    addDocument(document);
    closeDocument(open); // unmodified: closes without a question
    setCurrentDocument(indexOfFile(document->filePath()));
}

void MainWindow::openFiles(const QStringList& paths)
{
    QStringList files;
    for (const QString& path : paths) {
        // A Minari dataset folder (or its metadata.json) is read from its data file; other
        // folders (TorchRL's dumps) are the loader's to read or refuse.
        const QString absolute = datasetFileFor(QFileInfo(path).absoluteFilePath());
        // A file that is already open is shown, not read twice.
        if (const int open = indexOfFile(absolute); open >= 0)
            setCurrentDocument(open);
        else
            files << absolute;
    }
    if (!files.isEmpty()) {
        clearErrors(nullptr); // a new try: the errors shown are those of these files
        m_loadTask->open(files);
    }
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = Settings::recentFiles();
    QList<QPair<QString, QString>> names;
    for (const QString& path : files)
        names.append({QFileInfo(path).fileName(), path});
    const QStringList labels = distinctLabels(names);
    for (const QString& path : files) {
        QAction* action = m_recentMenu->addAction(labels.at(files.indexOf(path)));
        action->setToolTip(path);
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] { openFiles({path}); });
    }
    if (files.isEmpty()) {
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(m_actions->clearRecent);
}

bool MainWindow::saveDocument(Ui::Document* document, const QString& path, Ui::SaveFormat format)
{
    if (!document)
        return false;
    m_autosave->settle(document); // a running autosave finishes before the save reads the data
    if (path.isEmpty()) {
        if (document->filePath().isEmpty() || document->saveFormat() == Ui::SaveFormat::None) {
            setCurrentDocument(static_cast<int>(m_documents.indexOf(document)));
            saveAs();
            return m_saveTask->isRunning();
        }
        if (!document->isModified()) {
            // Nothing to write: the file holds exactly this (and rewriting it would only
            // change its date, or fail on a read-only file).
            statusBar()->showMessage(tr("%1 has no unsaved changes").arg(document->displayName()), 5000);
            return false;
        }
        return m_saveTask->save(document, document->filePath(), document->saveFormat());
    }
    if (format == Ui::SaveFormat::None)
        format = Ui::formatForFileName(path);
    if (format == Ui::SaveFormat::None) {
        showError(
            tr("Cannot tell the format of %1: use a .pkl (pickle), .h5 (HDF5) or .npz (numpy) file name.").arg(path));
        return false;
    }
    return m_saveTask->save(document, path, format);
}

void MainWindow::saveAs()
{
    Ui::Document* doc = document();
    if (!doc)
        return;
    const QString pickleFilter = tr("Tianshou pickle (*.pkl)");
    const QString hdf5Filter = tr("Tianshou HDF5 (*.h5 *.hdf5)");
    // npz keeps the arrays only (a buffer's transitions oldest first, no bookkeeping).
    const QString npzFilter = tr("numpy arrays (*.npz)");
    QString filter = doc->saveFormat() == Ui::SaveFormat::Hdf5  ? hdf5Filter
                     : doc->saveFormat() == Ui::SaveFormat::Npz ? npzFilter
                                                                : pickleFilter;
    QString suggested =
        doc->filePath().isEmpty() ? Settings::lastDirectory() + QLatin1Char('/') + doc->displayName() : doc->filePath();
    if (Ui::formatForFileName(suggested) == Ui::SaveFormat::None) {
        // A name the dialog can save as it stands: the extension of the format chosen.
        suggested += filter == hdf5Filter  ? QStringLiteral(".h5")
                     : filter == npzFilter ? QStringLiteral(".npz")
                                           : QStringLiteral(".pkl");
    }
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save As"), suggested, QStringList{pickleFilter, hdf5Filter, npzFilter}.join(QStringLiteral(";;")),
        &filter);
    if (path.isEmpty())
        return;
    Ui::SaveFormat format = Ui::formatForFileName(path);
    if (format == Ui::SaveFormat::None) {
        format = filter == hdf5Filter  ? Ui::SaveFormat::Hdf5
                 : filter == npzFilter ? Ui::SaveFormat::Npz
                                       : Ui::SaveFormat::Pickle;
        path += format == Ui::SaveFormat::Hdf5  ? QStringLiteral(".h5")
                : format == Ui::SaveFormat::Npz ? QStringLiteral(".npz")
                                                : QStringLiteral(".pkl");
    }
    saveDocument(doc, path, format);
}

bool MainWindow::resolveUnsaved(Ui::Document* document)
{
    if (!document->isModified())
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
                    tr("%1 has unsaved changes. Save them before closing?").arg(document->displayName()),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Discard: return true;
    case QMessageBox::Save:
        m_closeAfterSave = document;
        if (!saveDocument(document))
            m_closeAfterSave = nullptr;
        return false;
    default: return false;
    }
}

bool MainWindow::closeDocument(int index)
{
    Ui::Document* doc = m_documents.value(index);
    m_autosave->settle(doc);
    if (!doc || doc->isBusy() || !resolveUnsaved(doc))
        return false;
    m_documents.removeAt(index);
    m_documentErrors.remove(doc);
    m_undoGroup->removeStack(doc->undoStack());
    m_tabs->removeTab(index); // shows the next document through currentChanged
    updateTabs(); // a name may no longer need its folder
    if (m_documents.isEmpty())
        showDocument(nullptr);
    doc->deleteLater();
    return true;
}

bool MainWindow::resolveAllUnsaved()
{
    QList<Ui::Document*> unsaved;
    for (Ui::Document* doc : m_documents)
        if (doc->isModified())
            unsaved << doc;
    if (std::any_of(m_documents.begin(), m_documents.end(), [](const Ui::Document* d) { return d->isBusy(); }))
        return false; // a save is running: quitting resumes when it succeeds
    if (unsaved.isEmpty())
        return true;
    if (unsaved.size() == 1 && !m_saveAllThenQuit) {
        const bool close = resolveUnsaved(unsaved.front());
        // A save started by the prompt resumes quitting once it succeeds.
        m_quitAfterSave = !close && m_closeAfterSave == unsaved.front();
        m_closeAfterSave = nullptr;
        return close;
    }
    if (!m_saveAllThenQuit) {
        QStringList names;
        for (const Ui::Document* doc : unsaved)
            names << QStringLiteral("• ") + doc->displayName();
        QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
                        tr("%Ln documents have unsaved changes:", nullptr, static_cast<int>(unsaved.size())),
                        QMessageBox::SaveAll | QMessageBox::Discard | QMessageBox::Cancel, this);
        box.setInformativeText(names.join(QLatin1Char('\n')));
        box.button(QMessageBox::Discard)->setText(tr("Discard All"));
        box.setDefaultButton(QMessageBox::SaveAll);
        const int answer = box.exec();
        if (answer == QMessageBox::Discard)
            return true;
        if (answer != QMessageBox::SaveAll)
            return false;
        m_saveAllThenQuit = true;
    }
    // Save All: one document at a time (one save task); each success comes back here
    // through close() and starts the next, without asking again.
    m_quitAfterSave = saveDocument(unsaved.front());
    if (!m_quitAfterSave)
        m_saveAllThenQuit = false; // the user cancelled a Save As, or the save could not start
    return false;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_autosave->settle();
    if (!resolveAllUnsaved()) {
        event->ignore();
        return;
    }
    m_saveAllThenQuit = false;
    m_loadTask->cancel();
    Settings::setWindowGeometry(saveGeometry());
    Settings::setWindowState(saveState());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (std::any_of(urls.begin(), urls.end(), [](const QUrl& url) { return url.isLocalFile(); }))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    openFiles(paths);
    event->acceptProposedAction();
}
