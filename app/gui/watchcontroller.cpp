// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/gui/watchcontroller.h>

#include <widgets/model/document.h>
#include <widgets/model/loader.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/model/watch/filesettle.h>

#include <QDateTime>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

using namespace ReplayScope;

namespace {

QPair<qint64, qint64> stampOf(const QString& path)
{
    const QFileInfo info(path);
    return {info.size(), info.lastModified().toMSecsSinceEpoch()};
}

} // namespace

WatchController::WatchController(QWidget* dialogParent)
    : QObject(dialogParent)
    , m_dialogParent(dialogParent)
    , m_files(new Ui::FileSettleWatcher(this))
    , m_load(new Ui::LoadTask(this))
{
    connect(m_files, &Ui::FileSettleWatcher::settled, this, &WatchController::fileSettled);
    connect(m_load, &Ui::LoadTask::loaded, this, [this](Ui::Document* fresh) {
        Ui::Document* old = m_documents.value(fresh->filePath());
        if (!old) { // closed (or no longer watched) while it was read again
            delete fresh;
            return;
        }
        m_documents.insert(fresh->filePath(), fresh);
        emit reloaded(old, fresh);
    });
    connect(m_load, &Ui::LoadTask::failed, this, [this](const QString& path, const QString& why) {
        emit message(tr("Could not read %1 again (%2); still showing the last version read, and trying again at "
                        "its next change.")
                         .arg(QFileInfo(path).fileName(), why));
    });
}

WatchController::~WatchController() = default;

bool WatchController::isWatched(const Ui::Document* document) const
{
    return document && m_documents.value(document->filePath()) == document;
}

void WatchController::setWatched(Ui::Document* document, bool on)
{
    if (!document || document->filePath().isEmpty())
        return;
    const QString path = document->filePath();
    if (on) {
        m_documents.insert(path, document);
        m_files->watch(path);
        emit message(tr("Watching %1: it is read again whenever it changes on disk.").arg(document->displayName()));
        emit watchedChanged();
    } else if (isWatched(document)) {
        m_documents.remove(path);
        m_files->unwatch(path);
        emit message(tr("Stopped watching %1.").arg(document->displayName()));
        emit watchedChanged();
    }
}

void WatchController::watchWhenOpened(const QStringList& absolutePaths)
{
    for (const QString& path : absolutePaths)
        m_pending.insert(path);
}

void WatchController::adopt(Ui::Document* document)
{
    if (m_pending.remove(document->filePath()))
        setWatched(document, true);
}

void WatchController::savedByUs(const Ui::Document* document)
{
    if (isWatched(document))
        m_ownSaves.insert(document->filePath(), stampOf(document->filePath()));
}

void WatchController::fileSettled(const QString& path)
{
    Ui::Document* document = m_documents.value(path);
    if (!document) {
        m_files->unwatch(path);
        return;
    }
    if (m_ownSaves.contains(path) && m_ownSaves.take(path) == stampOf(path))
        return; // the file is what this window just wrote
    if (document->isBusy()) {
        // Being saved, or its episodes still being found: read again once that is done.
        if (!m_deferred.contains(path)) {
            m_deferred.insert(path);
            connect(
                document, &Ui::Document::busyChanged, this,
                [this, path] {
                    m_deferred.remove(path);
                    fileSettled(path);
                },
                Qt::SingleShotConnection);
        }
        emit message(
            tr("%1 changed on disk; it is read again when the work on it is done.").arg(document->displayName()));
        return;
    }
    if (document->isModified() && !askToDropEdits(document)) {
        emit message(
            tr("%1 changed on disk; not read again, to keep your unsaved changes.").arg(document->displayName()));
        return;
    }
    emit message(tr("%1 changed on disk; reading it again…").arg(document->displayName()));
    m_load->open({path});
}

bool WatchController::askToDropEdits(const Ui::Document* document) const
{
    QMessageBox box(QMessageBox::Question, tr("File Changed on Disk"),
                    tr("%1 changed on disk, and you have unsaved changes in it.").arg(document->displayName()),
                    QMessageBox::NoButton, m_dialogParent);
    box.setInformativeText(tr("Read the file again and discard your changes, or keep your changes and the version "
                              "you have?"));
    QPushButton* reload = box.addButton(tr("&Read Again"), QMessageBox::DestructiveRole);
    QPushButton* keep = box.addButton(tr("&Keep My Changes"), QMessageBox::RejectRole);
    box.setDefaultButton(keep);
    box.exec();
    return box.clickedButton() == reload;
}
