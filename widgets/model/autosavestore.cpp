// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/autosavestore.h>

#include <widgets/model/document.h>

#include <core/error.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUndoStack>

#include <algorithm>

namespace ReplayScope::Ui {

namespace {

constexpr int kSidecarVersion = 1;

} // namespace

bool AutosaveEntry::originalChangedSince() const
{
    if (originalPath.isEmpty() || !time.isValid())
        return false;
    const QFileInfo info(originalPath);
    return info.exists() && info.lastModified() > time;
}

namespace AutosaveStore {

QString defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

QString dataPath(const QString& folder, const QString& id)
{
    return folder + QLatin1Char('/') + id + QStringLiteral(".pkl");
}

QString sidecarPath(const QString& folder, const QString& id)
{
    return folder + QLatin1Char('/') + id + QStringLiteral(".json");
}

QString lockPath(const QString& folder, const QString& session)
{
    return folder + QStringLiteral("/session-") + session + QStringLiteral(".lock");
}

QString formatKey(SaveFormat format)
{
    switch (format) {
    case SaveFormat::Pickle: return QStringLiteral("pickle");
    case SaveFormat::Hdf5: return QStringLiteral("hdf5");
    case SaveFormat::Npz: return QStringLiteral("npz");
    case SaveFormat::None: break;
    }
    return QStringLiteral("none");
}

SaveFormat formatFromKey(const QString& key)
{
    if (key == QLatin1String("pickle"))
        return SaveFormat::Pickle;
    if (key == QLatin1String("hdf5"))
        return SaveFormat::Hdf5;
    if (key == QLatin1String("npz"))
        return SaveFormat::Npz;
    return SaveFormat::None;
}

void writeSidecar(const AutosaveEntry& entry)
{
    const QJsonObject json{
        {QStringLiteral("version"), kSidecarVersion},
        {QStringLiteral("id"), entry.id},
        {QStringLiteral("session"), entry.session},
        {QStringLiteral("pid"), entry.pid},
        {QStringLiteral("originalPath"), entry.originalPath},
        {QStringLiteral("title"), entry.title},
        {QStringLiteral("time"), entry.time.toUTC().toString(Qt::ISODateWithMs)},
        // The autosave file's own format, then the original's.
        {QStringLiteral("format"), formatKey(SaveFormat::Pickle)},
        {QStringLiteral("dataFile"), QFileInfo(entry.dataPath).fileName()},
        {QStringLiteral("saveFormat"), formatKey(entry.saveFormat)},
        {QStringLiteral("formatName"), entry.formatName},
    };
    QSaveFile file(entry.sidecarPath);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(json).toJson()) < 0 || !file.commit())
        throw Core::IoError(entry.sidecarPath.toStdString()
                            + ": cannot write the autosave description: " + file.errorString().toStdString());
}

std::optional<AutosaveEntry> readSidecar(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    if (json.value(QStringLiteral("version")).toInt() != kSidecarVersion
        || json.value(QStringLiteral("format")).toString() != formatKey(SaveFormat::Pickle))
        return std::nullopt;
    AutosaveEntry entry;
    entry.id = json.value(QStringLiteral("id")).toString();
    entry.session = json.value(QStringLiteral("session")).toString();
    entry.pid = json.value(QStringLiteral("pid")).toInteger();
    entry.originalPath = json.value(QStringLiteral("originalPath")).toString();
    entry.title = json.value(QStringLiteral("title")).toString();
    entry.formatName = json.value(QStringLiteral("formatName")).toString();
    entry.saveFormat = formatFromKey(json.value(QStringLiteral("saveFormat")).toString());
    entry.time = QDateTime::fromString(json.value(QStringLiteral("time")).toString(), Qt::ISODateWithMs);
    const QString folder = QFileInfo(path).absolutePath();
    // Only a plain file name is accepted, so a sidecar cannot point outside the folder.
    const QString dataFile = QFileInfo(json.value(QStringLiteral("dataFile")).toString()).fileName();
    entry.dataPath = folder + QLatin1Char('/') + dataFile;
    entry.sidecarPath = path;
    if (entry.id.isEmpty() || entry.session.isEmpty() || dataFile.isEmpty() || !QFileInfo::exists(entry.dataPath))
        return std::nullopt;
    return entry;
}

bool sessionAlive(const QString& folder, const QString& session)
{
    const QString path = lockPath(folder, session);
    if (!QFileInfo::exists(path))
        return false;
    QLockFile probe(path);
    // Age alone never makes a lock stale: a long-running instance keeps its autosaves.
    // A lock whose process is gone is still recognised as stale by its PID.
    probe.setStaleLockTime(0);
    if (probe.tryLock(0)) {
        probe.unlock(); // removes the stale lock file: nobody owns that session any more
        return false;
    }
    return probe.error() == QLockFile::LockFailedError;
}

QList<AutosaveEntry> recoverable(const QString& folder, const QString& ownSession)
{
    QList<AutosaveEntry> entries;
    QHash<QString, bool> alive;
    const QDir dir(folder);
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const std::optional<AutosaveEntry> entry = readSidecar(dir.filePath(name));
        if (!entry || entry->session == ownSession)
            continue;
        if (!alive.contains(entry->session))
            alive.insert(entry->session, sessionAlive(folder, entry->session));
        if (!alive.value(entry->session))
            entries << *entry;
    }
    std::sort(entries.begin(), entries.end(),
              [](const AutosaveEntry& a, const AutosaveEntry& b) { return a.time > b.time; });
    return entries;
}

void remove(const AutosaveEntry& entry)
{
    // The sidecar first: without it the data file is never offered.
    QFile::remove(entry.sidecarPath);
    QFile::remove(entry.dataPath);
}

Document* recoveredDocument(OpenedFile data, const AutosaveEntry& entry, QObject* parent)
{
    Document* doc = nullptr;
    if (entry.originalPath.isEmpty()) {
        doc = data.buffer ? new Document(data.buffer, QString(), entry.title, parent)
                          : new Document(data.root, QString(), entry.title, parent);
    } else {
        // The details describe the original, not the autosave file it came back from.
        data.saveFormat = entry.saveFormat;
        doc = Document::fromLoaded(std::move(data), entry.originalPath, parent);
    }
    if (!entry.formatName.isEmpty())
        doc->setFormatName(entry.formatName);
    // Modified until saved: the content differs from the original file (or has none).
    doc->undoStack()->resetClean();
    return doc;
}

} // namespace AutosaveStore

} // namespace ReplayScope::Ui
