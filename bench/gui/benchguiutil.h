// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QString>
#include <QTimer>
#include <QStringList>

#include <cstdint>
#include <cstdio>
#include <functional>

namespace ReplayScope::Bench {

/// Runs the event loop until done() or the timeout; false on timeout. done() is polled
/// at every event and at least every 2 ms.
///
/// The loop sleeps between events (WaitForMoreEvents, woken by a 2 ms timer): polling
/// processEvents without waiting kept one of the VM's two cores busy with poll() and
/// clock_gettime (a third of perf's samples while a D4RL file opened), time taken from
/// the load and background jobs being measured.
inline bool spinUntil(const std::function<bool()>& done, int timeoutMs = 600000)
{
    QElapsedTimer timer;
    timer.start();
    QTimer wake;
    wake.start(2);
    while (!done()) {
        if (timer.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
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

/// --open-one PATH (the child of benchScaling): opens path in a fresh window and prints
/// `table`, `plot`, `settled`, `complete` (seconds from MainWindow::openFiles) and the peaks
/// `anon_mb`, `file_mb` (RssAnon, RssFile), one `NAME VALUE` per line; exit status 1
/// when the file does not open and settle within an hour.
int openOne(const QString& path);

/// "10m", "1g", "500k", "10MB": a size in bytes (decimal units); -1 when not a size.
std::int64_t parseSize(const QString& text);

/// The scaling workloads of issue 23: for each layout ("tianshou", "d4rl") and size,
/// the file is written into dir (unless there), opened cold (page cache dropped; needs
/// root) and warm in a child process each, and removed unless keep; then the largest
/// size's numbers over the smallest's. False when a file could not be made or opened.
bool benchScaling(const QStringList& sizes, const QStringList& layouts, const QString& dir, bool keep);

} // namespace ReplayScope::Bench
