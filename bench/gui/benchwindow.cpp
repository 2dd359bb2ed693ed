// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The main-window workloads of replayscope-bench-gui on the 1 GB buffer: first paint
// after opening it, and moving around in its table.
#include <bench/gui/benchguiutil.h>

#include <app/gui/mainwindow.h>
#include <bench/benchinputs.h>

#include <widgets/model/document.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/model/tasks/workerpool.h>
#include <widgets/view/keytreepanel.h>
#include <widgets/view/tablepanel.h>

#include <core/io/hdf5/hdf5writer.h>
#include <core/io/pickle/picklewriter.h>

#include <QFileInfo>
#include <QScrollBar>
#include <QTableView>
#include <QThreadPool>

#include <algorithm>
#include <random>

namespace ReplayScope::Bench {

namespace {

// 6,000,000 MuJoCo-shaped transitions of 167 bytes: 1.0 GB of arrays.
constexpr std::int64_t kGigabyteRows = 6'000'000;

// Waits until no job of ours runs, so the next measurement starts in an idle window:
// a previous window's plot series and statistics cannot stop halfway.
void waitUntilIdle()
{
    Ui::workerPool(Ui::WorkerPool::Background)->waitForDone();
    Ui::workerPool(Ui::WorkerPool::Tasks)->waitForDone();
}

// Opens path in window; false (with a message) when it does not open.
bool openIn(MainWindow& window, const QString& path)
{
    window.openFiles({path});
    if (spinUntil([&] { return window.documentCount() == 1 && !window.loadTask()->isRunning(); }))
        return true;
    std::fprintf(stderr, "replayscope-bench-gui: %s did not open\n", qPrintable(path));
    return false;
}

} // namespace

std::pair<QString, QString> gigabyteFiles(const QString& dir)
{
    const QString h5 = dir + QStringLiteral("/buffer_1gb.h5");
    const QString pkl = dir + QStringLiteral("/buffer_1gb.pkl");
    if (QFileInfo::exists(h5) && QFileInfo::exists(pkl))
        return {pkl, h5};
    const Core::PyValue state = mujocoBufferState(kGigabyteRows);
    Core::writeTianshouHdf5(h5.toStdString(), state);
    auto object = std::make_shared<Core::PyObject>();
    object->cls = {"tianshou.data.buffer.buffer_base", "ReplayBuffer"};
    object->creation = Core::PyObject::Creation::NewObj;
    object->args = std::make_shared<const std::vector<Core::PyValue>>();
    object->state = std::make_shared<Core::PyValue>(state);
    Core::PickleWriter::writeFile(pkl.toStdString(), Core::PyValue::object(object));
    return {pkl, h5};
}

double firstPaint(const QString& path)
{
    double best = 1e9;
    for (int run = 0; run < 3; ++run) {
        waitUntilIdle();
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        spinUntil([] { return true; });
        QElapsedTimer timer;
        timer.start();
        if (!openIn(window, path))
            return -1;
        window.repaint(); // synchronous: the window with the document is painted
        best = std::min(best, seconds(timer));
    }
    return best;
}

TableScroll scrollTable(const QString& path)
{
    TableScroll best;
    for (int run = 0; run < 3; ++run) {
        waitUntilIdle();
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        if (!openIn(window, path) || !window.keyTreePanel()->selectPath(QStringLiteral("obs")))
            return {};
        // The table alone: the statistics and plot series the open started are done.
        spinUntil([] { return true; });
        waitUntilIdle();
        spinUntil([] { return true; });
        QTableView* view = window.tablePanel()->tableView();
        if (view->model()->columnCount() != 17) {
            std::fprintf(stderr, "replayscope-bench-gui: the table does not show obs's 17 columns\n");
            return {};
        }
        std::mt19937_64 rng(5);
        std::uniform_int_distribution<qint64> row(0, window.document()->stepCount() - 1);
        double total = 0;
        double worst = 0;
        constexpr int Moves = 200;
        for (int i = 0; i < Moves; ++i) {
            QElapsedTimer timer;
            timer.start();
            if (i % 2 == 0)
                window.tablePanel()->showRow(row(rng)); // "go to row", a click in the navigator
            else
                view->verticalScrollBar()->triggerAction(QAbstractSlider::SliderPageStepAdd);
            view->viewport()->repaint();
            const double s = seconds(timer);
            total += s;
            worst = std::max(worst, s);
        }
        if (best.mean < 0 || total / Moves < best.mean)
            best = {total / Moves, worst};
    }
    return best;
}

} // namespace ReplayScope::Bench
