// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <resources/appresources.h>

#include <QApplication>
#include <QFileInfo>
#include <QIcon>

namespace ReplayScope::App {

namespace {

const QString actionIconDir = QStringLiteral(":/icons/actions");

} // namespace

QString applicationId()
{
    return QStringLiteral(REPLAYSCOPE_APP_ID);
}

QIcon applicationIcon()
{
    QIcon icon(QStringLiteral(":/icons/app/replayscope.svg"));
    // Explicit bitmaps win over the vector at their own size; Qt scales the SVG for
    // every other size.
    for (int size : {16, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/app/png/replayscope-%1.png").arg(size), QSize(size, size));
    return icon;
}

void installApplicationResources(QApplication& app)
{
    // Everything below is application-wide state; the parameter only makes sure a
    // QApplication exists, which QIcon and the window icon need.
    Q_UNUSED(app)
    QApplication::setWindowIcon(applicationIcon());
    QGuiApplication::setDesktopFileName(applicationId());
    // Platforms without a desktop (offscreen, minimal) report no icon theme, and then
    // QIcon::fromTheme finds nothing at all, fallbacks included. hicolor is the theme
    // every freedesktop theme inherits, so naming it changes nothing where a theme
    // exists; it is set only when none is.
    if (QIcon::themeName().isEmpty())
        QIcon::setThemeName(QStringLiteral("hicolor"));
    // Searched only when the theme (and its inherited themes, hicolor last) lack the
    // name, which keeps the desktop's look wherever it has an icon.
    QStringList paths = QIcon::fallbackSearchPaths();
    if (!paths.contains(actionIconDir))
        paths.append(actionIconDir);
    QIcon::setFallbackSearchPaths(paths);
}

QString bundledIconPath(const QString& themeName)
{
    const QString path = actionIconDir + QLatin1Char('/') + themeName + QStringLiteral(".svg");
    return QFileInfo::exists(path) ? path : QString();
}

} // namespace ReplayScope::App
