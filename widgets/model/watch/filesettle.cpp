// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "filesettle.h"

#include <QFileInfo>

namespace ReplayScope::Ui {

FileSettleWatcher::FileSettleWatcher(QObject* parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &FileSettleWatcher::changed);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, &FileSettleWatcher::folderChanged);
}

FileSettleWatcher::Stamp FileSettleWatcher::stampOf(const QString& path)
{
    const QFileInfo info(path); // a fresh QFileInfo: no cached size or time
    if (!info.exists())
        return {};
    return {true, info.size(), info.lastModified()};
}

void FileSettleWatcher::watch(const QString& path)
{
    if (m_files.contains(path))
        return;
    Watched watched;
    watched.last = stampOf(path);
    watched.timer = new QTimer(this);
    watched.timer->setSingleShot(true);
    connect(watched.timer, &QTimer::timeout, this, [this, path] { poll(path); });
    m_files.insert(path, watched);
    m_watcher.addPath(path);
    m_watcher.addPath(QFileInfo(path).absolutePath());
}

void FileSettleWatcher::unwatch(const QString& path)
{
    const auto it = m_files.find(path);
    if (it == m_files.end())
        return;
    delete it->timer;
    m_files.erase(it);
    m_watcher.removePath(path);
    const QString folder = QFileInfo(path).absolutePath();
    const bool folderStillNeeded = std::any_of(m_files.keyBegin(), m_files.keyEnd(),
                                               [&](const QString& p) { return QFileInfo(p).absolutePath() == folder; });
    if (!folderStillNeeded)
        m_watcher.removePath(folder);
}

void FileSettleWatcher::changed(const QString& path)
{
    const auto it = m_files.find(path);
    if (it == m_files.end())
        return;
    it->changing = true;
    it->timer->start(m_intervalMs); // restarted by every notice while the writer works
}

void FileSettleWatcher::folderChanged(const QString& folder)
{
    // A rename over a watched file, or a file that came back after a delete: the
    // folder tells, the file's own watch is gone.
    for (auto it = m_files.begin(); it != m_files.end(); ++it) {
        if (QFileInfo(it.key()).absolutePath() != folder)
            continue;
        if (stampOf(it.key()) != it->last)
            changed(it.key());
    }
}

void FileSettleWatcher::poll(const QString& path)
{
    const auto it = m_files.find(path);
    if (it == m_files.end())
        return;
    const Stamp now = stampOf(path);
    if (!now.exists || now != it->last) {
        it->last = now;
        it->timer->start(m_intervalMs); // still being written (or not there yet)
        return;
    }
    if (it->changing) {
        it->changing = false;
        // Watch the file the path names now: after a rename over it, the old watch
        // follows the old file (which stays while anyone has it open or mapped) and
        // would miss every later write to the new one.
        m_watcher.removePath(path);
        m_watcher.addPath(path);
        emit settled(path);
    }
}

} // namespace ReplayScope::Ui
