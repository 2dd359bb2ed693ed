// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QString>

#include <cstdio>
#include <functional>

namespace ReplayScope::Bench {

/// Runs the event loop until done() or the timeout; false on timeout.
inline bool spinUntil(const std::function<bool()>& done, int timeoutMs = 600000)
{
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    return true;
}

/// The time since timer started, in seconds.
inline double seconds(const QElapsedTimer& timer)
{
    return double(timer.nsecsElapsed()) / 1e9;
}

/// Prints one of bench.md's `NAME SECONDS` lines.
inline void report(const char* name, double value)
{
    std::printf("%s %.6f\n", name, value);
    std::fflush(stdout);
}

/// The 1 GB buffer (6,000,000 MuJoCo-shaped transitions) as a pickle and a save_hdf5
/// file in dir, written unless both are already there (they are deterministic).
std::pair<QString, QString> gigabyteFiles(const QString& dir);

/// first_paint_1gb_*: best of 3 opens of path in a fresh, idle window, from
/// MainWindow::openFiles to the window painted with the document; -1 on failure.
double firstPaint(const QString& path);

/// Times of moving the table of a big file to another place and repainting it.
struct TableScroll {
    double mean = -1; ///< seconds per move and repaint, averaged
    double worst = -1; ///< the slowest single move and repaint
};

/// scroll_table_1gb: the table of path's obs key paged through and jumped around in.
TableScroll scrollTable(const QString& path);

} // namespace ReplayScope::Bench
