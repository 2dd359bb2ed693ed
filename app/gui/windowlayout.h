// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QRect>
#include <QSize>

#include <optional>

class QMainWindow;
class QSplitter;

namespace ReplayScope::App {

/// Keeps the main window's layout usable: docks get minimum widths so a long label in
/// the middle cannot squeeze them to nothing, a saved layout is restored only when it
/// fits the screen it would appear on, and reset() goes back to the layout the window
/// was built with (View ▸ Reset Layout).
class WindowLayout final : public QObject {
    Q_OBJECT

public:
    /// Smallest widths of the docks, in pixels (at 96 dpi; scaled with the font).
    static constexpr int KeysMinimumWidth = 180;
    static constexpr int EpisodesMinimumWidth = 250;
    static constexpr int DetailsMinimumWidth = 180;

    /// Remembers window's current dock layout as its default, and sets the docks'
    /// minimum widths (found by their object names). defaultSize is the window's size
    /// when no saved layout is used (shrunk to the screen).
    WindowLayout(QMainWindow* window, QSize defaultSize);

    /// Restores a saved geometry and dock state (QMainWindow::saveGeometry/saveState)
    /// when the saved window fits the screen; otherwise (or when there is none) the
    /// default layout at the default size. Returns true when the saved one was used.
    bool restore(const QByteArray& geometry, const QByteArray& state);
    /// The sizes reset() gives splitter (in proportion to its size then).
    void setDefaultSizes(QSplitter* splitter, const QList<int>& sizes);
    /// Goes back to the default layout of the docks, toolbars and splitters inside the
    /// window as it is: the window keeps its size, place and maximised state.
    void reset();

    /// The normal (not maximised) geometry a saveGeometry() blob holds, or nothing when
    /// the blob is empty or not one.
    static std::optional<QRect> savedNormalGeometry(const QByteArray& geometry);
    /// True when the window a saveGeometry() blob describes fits in screen (its size).
    static bool fits(const QByteArray& geometry, const QRect& screen);

private:
    QRect availableScreenArea() const;
    QSize fittedDefaultSize() const;

    QMainWindow* m_window;
    QSize m_defaultSize;
    QByteArray m_defaultState;
    QList<QPair<QPointer<QSplitter>, QList<int>>> m_splitterSizes; // as the window was built
};

} // namespace ReplayScope::App
