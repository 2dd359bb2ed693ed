// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QHash>
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
/// was built with (View ▸ Reset Layout). When the window grows or a dock's content gets
/// wider, the Episodes and Keys docks get the width their columns need (their widget's
/// sizeHint), up to DockShare of the window each while the middle keeps MiddleShare;
/// QMainWindow alone would give all the new width to the middle.
class WindowLayout final : public QObject {
    Q_OBJECT

public:
    /// Smallest widths of the docks, in pixels (at 96 dpi; scaled with the font).
    static constexpr int KeysMinimumWidth = 180;
    static constexpr int EpisodesMinimumWidth = 250;
    static constexpr int DetailsMinimumWidth = 180;
    /// At most this share of the window's width goes to a dock for its content...
    static constexpr double DockShare = 0.3;
    /// ...and the middle (table, plot) keeps at least this share.
    static constexpr double MiddleShare = 0.38;

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

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Fits the docks on the next turn of the event loop (once however often asked).
    void scheduleFit(bool windowGrew);
    /// Widens the Episodes and Keys docks towards their content's width, within the
    /// shares; only when the window grew or that content's width changed, so a width
    /// the user dragged stays.
    void fitDocks();
    QRect availableScreenArea() const;
    QSize fittedDefaultSize() const;

    QMainWindow* m_window;
    QSize m_defaultSize;
    QByteArray m_defaultState;
    QList<QPair<QPointer<QSplitter>, QList<int>>> m_splitterSizes; // as the window was built
    QHash<QObject*, int> m_wanted; // each dock's content width when last fitted
    bool m_fitScheduled = false;
    bool m_windowGrew = false;
};

} // namespace ReplayScope::App
