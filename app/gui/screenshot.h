// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class MainWindow;

namespace ReplayScope::App {

/// What `replayscope --screenshot` renders: which view is in front, which key is
/// selected and what the plot shows.
struct ScreenshotRequest {
    QString file; ///< PNG (or any format QImage writes) to write
    /// table, image, plot, compare (the first two files) or python (Copy as Python's preview)
    QString view = QStringLiteral("table");
    QString key; ///< key path to select; empty: a default per view
    QString plotMode = QStringLiteral("steps"); ///< steps, returns, lengths or histogram
    QString find; ///< a Find Steps expression to search first; empty: none
    bool afterReload = false; ///< wait until a watched file was read again (--watch)
};

/// True when view and plotMode name things the window has; otherwise error says why.
bool isValidScreenshotRequest(const ScreenshotRequest& request, QString* error);

/// Renders window to request.file once every file given on the command line is open
/// and the plot shows its data (it is read in the background), then quits the
/// application with 0, or 2 when the file cannot be written.
void scheduleScreenshot(MainWindow& window, const ScreenshotRequest& request);

} // namespace ReplayScope::App
