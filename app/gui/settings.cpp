// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/gui/settings.h>

#include <QDir>
#include <QFileInfo>
#include <QSettings>

#include <algorithm>

namespace Settings {

namespace {

const QString kRecentFiles = QStringLiteral("files/recent");
const QString kLastDirectory = QStringLiteral("files/lastDirectory");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kLanguage = QStringLiteral("ui/language");
const QString kAutosave = QStringLiteral("files/autosaveSeconds");

} // namespace

QStringList recentFiles()
{
    QStringList files;
    for (const QString& path : QSettings().value(kRecentFiles).toStringList())
        if (QFileInfo::exists(path) && !files.contains(path))
            files << path;
    return files.mid(0, maxRecentFiles());
}

void addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    QSettings().setValue(kRecentFiles, files.mid(0, maxRecentFiles()));
}

void removeRecentFile(const QString& path)
{
    QStringList files = QSettings().value(kRecentFiles).toStringList();
    if (path.isEmpty())
        files.clear();
    else
        files.removeAll(QFileInfo(path).absoluteFilePath());
    QSettings().setValue(kRecentFiles, files);
}

QByteArray windowGeometry()
{
    return QSettings().value(kGeometry).toByteArray();
}

void setWindowGeometry(const QByteArray& geometry)
{
    QSettings().setValue(kGeometry, geometry);
}

QByteArray windowState()
{
    return QSettings().value(kState).toByteArray();
}

void setWindowState(const QByteArray& state)
{
    QSettings().setValue(kState, state);
}

QString lastDirectory()
{
    const QString dir = QSettings().value(kLastDirectory).toString();
    return dir.isEmpty() || !QDir(dir).exists() ? QDir::homePath() : dir;
}

void setLastDirectory(const QString& directory)
{
    QSettings().setValue(kLastDirectory, directory);
}

QString language()
{
    return QSettings().value(kLanguage).toString();
}

void setLanguage(const QString& language)
{
    QSettings().setValue(kLanguage, language);
}

int autosaveSeconds()
{
    return std::max(QSettings().value(kAutosave, 30).toInt(), 0);
}

void setAutosaveSeconds(int seconds)
{
    QSettings().setValue(kAutosave, std::max(seconds, 0));
}

} // namespace Settings
