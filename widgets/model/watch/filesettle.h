// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QFileSystemWatcher>
#include <QHash>
#include <QObject>
#include <QString>
#include <QTimer>

namespace ReplayScope::Ui {

/// Tells when a watched file has changed and the write has finished (issue 21, part 2).
///
/// Training scripts rewrite their buffer in place (`pickle.dump` into the open file,
/// h5py) or replace it (write a temporary file, rename it over). Either way the file is
/// only worth reading once it stops changing: after each change notice the file's size
/// and modification time are polled every interval, and `settled` comes when two polls
/// in a row agree (and the file exists). A file that is replaced by a rename drops out
/// of QFileSystemWatcher, so its folder is watched as well and the file added back.
class FileSettleWatcher final : public QObject {
    Q_OBJECT

public:
    explicit FileSettleWatcher(QObject* parent = nullptr);

    /// Starts watching an absolute path (again: no effect).
    void watch(const QString& path);
    void unwatch(const QString& path);
    bool isWatching(const QString& path) const { return m_files.contains(path); }
    /// The polling interval while a file is changing (ms; 300 by default).
    void setInterval(int ms) { m_intervalMs = ms; }

signals:
    /// path changed and has now stayed the same for one interval.
    void settled(const QString& path);

private:
    struct Stamp {
        bool exists = false;
        qint64 size = -1;
        QDateTime modified;
        bool operator==(const Stamp&) const = default;
    };
    struct Watched {
        Stamp last; ///< as of the last poll (or when the watch started)
        QTimer* timer = nullptr; ///< polls while the file is changing
        bool changing = false;
    };

    static Stamp stampOf(const QString& path);
    void changed(const QString& path);
    void poll(const QString& path);
    void folderChanged(const QString& folder);

    QFileSystemWatcher m_watcher;
    QHash<QString, Watched> m_files;
    int m_intervalMs = 300;
};

} // namespace ReplayScope::Ui
