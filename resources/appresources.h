// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QApplication;
class QIcon;

namespace ReplayScope::App {

/// The application id shared by the .desktop file, the AppStream metainfo and the
/// installed icon name (reverse DNS of the project's home page). Wayland compositors
/// and docks match a window to its .desktop file through this name.
QString applicationId();

/// The application icon: the bundled SVG plus the pre-rendered PNG sizes, so that small
/// sizes use the hand-checked bitmaps instead of a downscaled vector.
QIcon applicationIcon();

/// Prepares app for the bundled resources: sets the window icon and the desktop file
/// name, and adds the bundled action icons as the fallback of QIcon::fromTheme. Call
/// once, right after constructing the QApplication and before creating any action:
/// afterwards QIcon::fromTheme("document-open") gives the desktop theme's icon when the
/// theme has one and ours otherwise (offscreen, minimal desktops, themes without it).
void installApplicationResources(QApplication& app);

/// The resource path of the bundled fallback for a freedesktop icon name, such as
/// ":/icons/actions/document-open.svg"; empty when we ship none for that name.
QString bundledIconPath(const QString& themeName);

} // namespace ReplayScope::App
