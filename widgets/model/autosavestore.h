// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/loader.h>

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

class QObject;

namespace ReplayScope::Ui {

class Document;

/// One autosave in the recovery folder: a data file (a pickle, the format that keeps
/// every value and buffer class exactly) and a JSON sidecar describing it. The sidecar
/// is written after the data, so a sidecar always names a complete data file.
struct AutosaveEntry {
    /// Names both files: `<id>.pkl` and `<id>.json`.
    QString id;
    /// The instance (session) that wrote it; its lock file tells whether it still runs.
    QString session;
    /// Process id of that instance, for people reading the folder.
    qint64 pid = 0;
    /// Absolute path of the document's own file, empty for data never saved.
    QString originalPath;
    /// The document's tab name ("cartpole.pkl", "sample(256) of cartpole.pkl").
    QString title;
    /// What the original was read from ("Tianshou HDF5", ...), for the details panel.
    QString formatName;
    /// The format Save writes to originalPath.
    SaveFormat saveFormat = SaveFormat::None;
    /// When the autosave was written (UTC).
    QDateTime time;
    /// Full paths of the two files in the folder.
    QString dataPath;
    QString sidecarPath;

    /// True when the original file was modified after this autosave was written (it
    /// was saved by someone else since): the user should compare before saving over it.
    bool originalChangedSince() const;
};

/// The files of the recovery folder: paths, sidecars, which instances still run, and
/// turning an autosave back into a document. Plain functions (no state): the folder is
/// the state, shared by every instance of the application.
namespace AutosaveStore {

/// QStandardPaths::AppDataLocation/autosave (the per-user recovery folder).
QString defaultFolder();
QString dataPath(const QString& folder, const QString& id);
QString sidecarPath(const QString& folder, const QString& id);
/// The lock file an instance holds while it runs (QLockFile: PID, host, app name).
QString lockPath(const QString& folder, const QString& session);

/// Writes the sidecar atomically (QSaveFile). Throws Core::IoError.
void writeSidecar(const AutosaveEntry& entry);
/// Reads a sidecar; nullopt when it is unreadable or its data file is missing.
std::optional<AutosaveEntry> readSidecar(const QString& sidecarPath);
/// True while the instance that wrote session's autosaves still runs (its lock file is
/// held). A crashed instance leaves a stale lock, which QLockFile recognises by its PID.
bool sessionAlive(const QString& folder, const QString& session);
/// Autosaves left by instances that no longer run (other than ownSession), newest first.
QList<AutosaveEntry> recoverable(const QString& folder, const QString& ownSession);
/// Deletes the entry's data file and sidecar.
void remove(const AutosaveEntry& entry);

/// The document an autosave holds: its content, marked modified, with the original's
/// path, title and save format, so that Save writes to the original (atomically) and
/// nothing is written there before the user saves. data is what loadFile() read from
/// entry.dataPath.
Document* recoveredDocument(OpenedFile data, const AutosaveEntry& entry, QObject* parent = nullptr);

/// Formats as the sidecar spells them ("pickle", "hdf5", "none").
QString formatKey(SaveFormat format);
SaveFormat formatFromKey(const QString& key);

} // namespace AutosaveStore

} // namespace ReplayScope::Ui
