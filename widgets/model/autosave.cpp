// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/autosave.h>

#include <widgets/model/document.h>
#include <widgets/model/saver.h>
#include <widgets/model/tasks/workerpool.h>

#include <core/error.h>

#include <QCoreApplication>
#include <QDir>
#include <QFutureWatcher>
#include <QLockFile>
#include <QTimer>
#include <QUndoStack>
#include <QUuid>
#include <QtConcurrent/QtConcurrentRun>

namespace ReplayScope::Ui {

namespace {

// When the document is busy (a Save) or another autosave is being written, try again
// this much later instead of queueing work.
constexpr int kRetryMsec = 2000;

// Runs on a worker thread: the data (atomically) first, then the sidecar that makes it
// visible to recovery. Returns the error message, empty on success.
QString writeAutosave(const AutosaveEntry& entry, const std::shared_ptr<Core::Batch>& root,
                      const std::shared_ptr<Core::ReplayBuffer>& buffer)
{
    try {
        saveFile(entry.dataPath, SaveFormat::Pickle, root, buffer);
        AutosaveStore::writeSidecar(entry);
        return {};
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
}

struct Recovery {
    OpenedFile data;
    QString error;
};

} // namespace

/// What the manager knows of one watched document.
struct AutosaveManager::Slot {
    QPointer<Document> document;
    QString id;
    QTimer* timer = nullptr;
    quint64 generation = 0; // bumped by every change of the undo stack
    quint64 savedGeneration = 0; // the generation the autosave on disk holds
    bool onDisk = false;
    QList<QMetaObject::Connection> connections;
};

AutosaveManager::AutosaveManager(QObject* parent, const QString& folder)
    : QObject(parent)
    , m_folder(folder.isEmpty() ? AutosaveStore::defaultFolder() : folder)
    , m_session(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
}

AutosaveManager::~AutosaveManager()
{
    settle();
    for (const std::shared_ptr<Slot>& slot : std::as_const(m_slots))
        if (slot->onDisk)
            AutosaveStore::remove(entryFor(nullptr, *slot));
    m_lock.reset(); // unlocking removes the lock file
}

void AutosaveManager::setDelay(int msec)
{
    m_delay = std::max(msec, 0);
    for (const std::shared_ptr<Slot>& slot : std::as_const(m_slots)) {
        if (m_delay == 0)
            slot->timer->stop();
        else if (slot->timer->isActive())
            slot->timer->start(m_delay);
    }
}

void AutosaveManager::watch(Document* document)
{
    if (!document || m_slots.contains(document))
        return;
    auto slot = std::make_shared<Slot>();
    slot->document = document;
    slot->id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    slot->timer = new QTimer(this);
    slot->timer->setSingleShot(true);
    const QPointer<Document> guarded(document);
    connect(slot->timer, &QTimer::timeout, this, [this, guarded] { startAutosave(guarded); });
    QUndoStack* stack = document->undoStack();
    slot->connections << connect(stack, &QUndoStack::indexChanged, this, [this, guarded] {
        documentEdited(guarded);
    }) << connect(stack, &QUndoStack::cleanChanged, this, [this, guarded](bool clean) {
        if (clean)
            documentClean(guarded);
    }) << connect(document, &QObject::destroyed, this, &AutosaveManager::forget);
    m_slots.insert(document, slot);
}

void AutosaveManager::adopt(Document* document, const AutosaveEntry& entry)
{
    watch(document);
    const std::shared_ptr<Slot> slot = m_slots.value(document);
    if (!slot || !ensureSession())
        return;
    slot->id = entry.id;
    slot->onDisk = true;
    slot->savedGeneration = slot->generation;
    AutosaveEntry mine = entryFor(document, *slot);
    mine.time = entry.time; // the data is still what was saved then
    try {
        AutosaveStore::writeSidecar(mine);
    } catch (const Core::Error& e) {
        emit failed(QString::fromUtf8(e.what()));
    }
}

void AutosaveManager::documentEdited(Document* document)
{
    const std::shared_ptr<Slot> slot = m_slots.value(document);
    if (!slot)
        return;
    ++slot->generation;
    // The first edit since the last autosave starts the clock; later edits do not
    // push it back, so a user who keeps editing is still saved every delay.
    if (document->isModified() && m_delay > 0 && !slot->timer->isActive())
        slot->timer->start(m_delay);
}

void AutosaveManager::documentClean(Document* document)
{
    const std::shared_ptr<Slot> slot = m_slots.value(document);
    if (!slot)
        return;
    slot->timer->stop();
    if (slot->onDisk && m_jobSlot != slot) { // a running job removes its own result
        AutosaveStore::remove(entryFor(document, *slot));
        slot->onDisk = false;
    }
}

void AutosaveManager::forget(QObject* document)
{
    if (m_jobRunning && m_jobKey == document)
        settle();
    const std::shared_ptr<Slot> slot = m_slots.take(document);
    if (!slot)
        return;
    for (const auto& c : std::as_const(slot->connections))
        disconnect(c);
    delete slot->timer;
    // Closed (its changes discarded or saved): the autosave has nothing left to protect.
    if (slot->onDisk)
        AutosaveStore::remove(entryFor(nullptr, *slot));
}

AutosaveEntry AutosaveManager::entryFor(Document* document, const Slot& slot) const
{
    AutosaveEntry entry;
    entry.id = slot.id;
    entry.session = m_session;
    entry.pid = QCoreApplication::applicationPid();
    entry.dataPath = AutosaveStore::dataPath(m_folder, slot.id);
    entry.sidecarPath = AutosaveStore::sidecarPath(m_folder, slot.id);
    entry.time = QDateTime::currentDateTimeUtc();
    if (document) {
        entry.originalPath = document->filePath();
        entry.title = document->displayName();
        entry.formatName = document->formatName();
        entry.saveFormat = document->saveFormat();
    }
    return entry;
}

bool AutosaveManager::ensureSession()
{
    if (m_lock && m_lock->isLocked())
        return true;
    if (!QDir().mkpath(m_folder)) {
        emit failed(tr("Cannot create the autosave folder %1.").arg(QDir::toNativeSeparators(m_folder)));
        return false;
    }
    m_lock = std::make_unique<QLockFile>(AutosaveStore::lockPath(m_folder, m_session));
    m_lock->setStaleLockTime(0);
    if (!m_lock->tryLock(0)) {
        emit failed(tr("Cannot lock the autosave folder %1.").arg(QDir::toNativeSeparators(m_folder)));
        return false;
    }
    return true;
}

void AutosaveManager::startAutosave(Document* document)
{
    const std::shared_ptr<Slot> slot = m_slots.value(document);
    if (!slot || !document->isModified() || m_delay == 0)
        return;
    if (slot->onDisk && slot->savedGeneration == slot->generation)
        return; // nothing new since the last autosave
    if (m_jobRunning || document->isBusy()) {
        slot->timer->start(kRetryMsec);
        return;
    }
    if (!ensureSession())
        return;
    const AutosaveEntry entry = entryFor(document, *slot);
    // Busy, as during a Save: edits wait until the worker has read the data.
    document->setBusy(true);
    m_jobRunning = true;
    m_jobDocument = document;
    m_jobKey = document;
    m_jobSlot = slot;
    m_jobGeneration = slot->generation;
    m_job = QtConcurrent::run(workerPool(WorkerPool::Background), writeAutosave, entry, document->root(),
                              document->buffer());
    auto* watcher = new QFutureWatcher<QString>(this);
    const quint64 serial = ++m_jobSerial;
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, serial] {
        watcher->deleteLater();
        if (m_jobRunning && m_jobSerial == serial) // settle() may have finished it already
            finishJob();
    });
    watcher->setFuture(m_job);
}

void AutosaveManager::finishJob()
{
    m_jobRunning = false;
    const QString error = m_job.result();
    Document* document = m_jobDocument;
    const std::shared_ptr<Slot> slot = std::move(m_jobSlot);
    m_jobDocument = nullptr;
    m_jobKey = nullptr;
    if (document)
        document->setBusy(false);
    if (!error.isEmpty()) {
        emit failed(tr("The autosave of %1 failed: %2").arg(document ? document->displayName() : QString(), error));
        if (document && document->isModified() && m_delay > 0)
            slot->timer->start(m_delay);
        return;
    }
    slot->onDisk = true;
    slot->savedGeneration = m_jobGeneration;
    if (!document || !document->isModified() || m_slots.value(document) != slot) {
        AutosaveStore::remove(entryFor(nullptr, *slot)); // saved or closed meanwhile
        slot->onDisk = false;
        return;
    }
    emit autosaved(document, AutosaveStore::dataPath(m_folder, slot->id));
    if (slot->generation != slot->savedGeneration && m_delay > 0 && !slot->timer->isActive())
        slot->timer->start(m_delay);
}

void AutosaveManager::settle(Document* document)
{
    if (!m_jobRunning || (document && m_jobKey != document))
        return;
    m_job.waitForFinished();
    finishJob();
}

bool AutosaveManager::autosaveNow(Document* document)
{
    settle();
    const std::shared_ptr<Slot> slot = m_slots.value(document);
    if (!slot || !document->isModified() || document->isBusy() || !ensureSession())
        return false;
    const QString error = writeAutosave(entryFor(document, *slot), document->root(), document->buffer());
    if (!error.isEmpty()) {
        emit failed(tr("The autosave of %1 failed: %2").arg(document->displayName(), error));
        return false;
    }
    slot->timer->stop();
    slot->onDisk = true;
    slot->savedGeneration = slot->generation;
    emit autosaved(document, AutosaveStore::dataPath(m_folder, slot->id));
    return true;
}

QString AutosaveManager::autosavePath(Document* document) const
{
    const std::shared_ptr<Slot> slot = m_slots.value(document);
    return slot && slot->onDisk ? AutosaveStore::dataPath(m_folder, slot->id) : QString();
}

Document* AutosaveManager::recover(const AutosaveEntry& entry, QObject* parent)
{
    Document* document = AutosaveStore::recoveredDocument(loadFile(entry.dataPath), entry, parent);
    adopt(document, entry);
    return document;
}

void AutosaveManager::recoverInBackground(const QList<AutosaveEntry>& entries)
{
    for (const AutosaveEntry& entry : entries) {
        auto* watcher = new QFutureWatcher<Recovery>(this);
        connect(watcher, &QFutureWatcher<Recovery>::finished, this, [this, watcher, entry] {
            watcher->deleteLater();
            Recovery result = watcher->result();
            if (!result.error.isEmpty()) {
                emit recoveryFailed(entry.title, result.error);
                return;
            }
            Document* document = AutosaveStore::recoveredDocument(std::move(result.data), entry);
            adopt(document, entry);
            emit recovered(document);
        });
        watcher->setFuture(QtConcurrent::run(workerPool(WorkerPool::Background), [path = entry.dataPath] {
            Recovery result;
            try {
                result.data = loadFile(path);
            } catch (const std::exception& e) {
                result.error = QString::fromUtf8(e.what());
            }
            return result;
        }));
    }
}

void AutosaveManager::abandonForTesting()
{
    settle();
    for (const std::shared_ptr<Slot>& slot : std::as_const(m_slots)) {
        for (const auto& c : std::as_const(slot->connections))
            disconnect(c);
        delete slot->timer;
    }
    m_slots.clear();
    m_lock.reset();
}

} // namespace ReplayScope::Ui
