// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The child side of the scaling workloads (benchscale.cpp): one file opened in a fresh
// process, so that its peak memory is the open's alone.
#include <bench/gui/benchguiutil.h>
#include <bench/gui/rsssampler.h>

#include <app/gui/mainwindow.h>

#include <widgets/model/document.h>
#include <widgets/model/keystatscache.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/model/tasks/workerpool.h>
#include <widgets/view/plot/plotpanel.h>
#include <widgets/view/tablepanel.h>

#include <QTableView>
#include <QThreadPool>

namespace ReplayScope::Bench {

namespace {

// The table shows data: the document's first key has rows, the first cell has a value
// and the table has been painted with it (a synchronous repaint, timed with the rest).
bool tableShowsData(MainWindow& window)
{
    if (window.documentCount() != 1)
        return false;
    QAbstractItemModel* model = window.tablePanel()->tableView()->model();
    if (!model || model->rowCount() == 0 || model->columnCount() == 0 || !model->data(model->index(0, 0)).isValid())
        return false;
    window.tablePanel()->tableView()->viewport()->repaint();
    return true;
}

// Nothing of ours runs any more: the load is done, the episodes are in (the document
// is busy until then), the statistics are in, the plot has its series and no
// background job is left.
bool settled(MainWindow& window)
{
    const Ui::Document* document = window.document();
    return document && !window.loadTask()->isRunning() && !document->isBusy() && !document->statistics()->isComputing()
           && window.plotPanel()->series() && Ui::workerPool(Ui::WorkerPool::Background)->activeThreadCount() == 0
           && Ui::workerPool(Ui::WorkerPool::Tasks)->activeThreadCount() == 0;
}

} // namespace

int openOne(const QString& path)
{
    RssSampler sampler;
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    spinUntil([] { return true; });
    double table = -1;
    double plot = -1;
    QElapsedTimer timer;
    timer.start();
    window.openFiles({path});
    const bool done = spinUntil(
        [&] {
            if (table < 0 && tableShowsData(window))
                table = seconds(timer);
            if (plot < 0 && window.documentCount() == 1 && window.plotPanel()->series())
                plot = seconds(timer);
            return table >= 0 && settled(window);
        },
        3600 * 1000);
    const double all = seconds(timer);
    if (!done || window.documentCount() != 1) {
        std::fprintf(stderr, "replayscope-bench-gui: %s did not open and settle within an hour\n", qPrintable(path));
        return 1;
    }
    std::printf("table %.6f\nplot %.6f\nsettled %.6f\nanon_mb %.1f\nfile_mb %.1f\n", table, plot, all,
                double(sampler.peakAnonKb()) / 1024.0, double(sampler.peakFileKb()) / 1024.0);
    std::fflush(stdout);
    return 0;
}

} // namespace ReplayScope::Bench
