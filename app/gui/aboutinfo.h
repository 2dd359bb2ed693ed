// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

namespace ReplayScope::App {

/// One third-party library in the About box: its name, the version we were built
/// against (empty when its headers do not say), the SPDX-style licence, what we use it
/// for and its home page.
struct LibraryInfo {
    QString name;
    QString version;
    QString license;
    QString purpose;
    QString url;
};

/// The libraries the replayscope binary links, in the order the About box lists them.
/// Versions come from the headers at build time, so they name what this build uses.
QList<LibraryInfo> linkedLibraries();

/// The About dialog's body as rich text: program name and version, a line on what it
/// does, ReplayScope's own licence, and a table of the libraries with their licences.
/// It also says plainly that the binary as a whole is distributed under the GPL 3,
/// because it links QCustomPlot (GPL-3.0); the ReplayScope sources stay MIT. Strings
/// go through tr() in the "AboutInfo" context. For QMessageBox::about.
QString aboutHtml(const QString& version);

/// Only the libraries table of aboutHtml, for a separate "Licences" tab or dialog.
QString licensesHtml();

} // namespace ReplayScope::App
