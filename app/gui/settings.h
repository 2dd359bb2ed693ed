// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

/// Typed access to the application's QSettings: window layout, recent files and the
/// last folder a file dialog showed. Values live under the organisation and application
/// names set in main().
namespace Settings {

/// Most recent first, at most maxRecentFiles(), only files that still exist.
QStringList recentFiles();
/// Moves path to the front of the recent files.
void addRecentFile(const QString& path);
/// Forgets one recent file (it failed to open) or all of them (empty path).
void removeRecentFile(const QString& path = {});
constexpr int maxRecentFiles()
{
    return 10;
}

QByteArray windowGeometry();
void setWindowGeometry(const QByteArray& geometry);
QByteArray windowState();
void setWindowState(const QByteArray& state);

/// The folder of the last file opened or saved (the home folder at first).
QString lastDirectory();
void setLastDirectory(const QString& directory);

/// The user interface language chosen in Preferences, as a locale name ("de", "zh_CN",
/// "en"); empty follows the system locale. Read once at start-up (a change applies on
/// the next start, because widgets built already keep their translated texts).
QString language();
void setLanguage(const QString& language);

/// Seconds from an unsaved edit to its autosave (the copy offered back after a crash);
/// 0 turns autosaving off. 30 by default.
int autosaveSeconds();
void setAutosaveSeconds(int seconds);

} // namespace Settings
