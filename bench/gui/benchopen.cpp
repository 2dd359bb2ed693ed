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

// The episodes are shown: all of them, or while a large file's are found in the
// background, the first ones (the document is busy until the last).
bool episodesShown(const Ui::Document& document)
{
    return document.episodesPending() ? document.episodes().count() > 0 : !document.isBusy();
}

// The window shows something for everything (issue 23: useful at once): the load is
// done, the episodes are shown (the first ones count), every key has statistics
// (estimates of large keys included) and the plot has a series (a large key's preview
// included). Exact passes over a large file may still run.
bool settled(MainWindow& window)
{
    const Ui::Document* document = window.document();
    return document && !window.loadTask()->isRunning() && episodesShown(*document)
           && !document->statistics()->isEstimating() && window.plotPanel()->series();
}

// Nothing of ours runs any more: every exact pass is done (statistics, the plot's whole
// key) and no background job is left. This reads the whole file, so it grows with it.
bool complete(MainWindow& window)
{
    const Ui::Document* document = window.document();
    return settled(window) && !document->isBusy() && !document->statistics()->isComputing()
           && window.plotPanel()->series()->progress >= 1.0
           && Ui::workerPool(Ui::WorkerPool::Background)->activeThreadCount() == 0
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
    double useful = -1;
    // When each part of settled first held (stderr: what settled waited for).
    double loaded = -1, shown = -1, idle = -1, estimated = -1;
    QElapsedTimer timer;
    timer.start();
    window.openFiles({path});
    const bool done = spinUntil(
        [&] {
            if (table < 0 && tableShowsData(window))
                table = seconds(timer);
            if (plot < 0 && window.documentCount() == 1 && window.plotPanel()->series())
                plot = seconds(timer);
            if (const Ui::Document* d = window.document()) {
                if (loaded < 0 && !window.loadTask()->isRunning())
                    loaded = seconds(timer);
                if (shown < 0 && loaded >= 0 && episodesShown(*d))
                    shown = seconds(timer);
                if (idle < 0 && loaded >= 0 && !d->isBusy())
                    idle = seconds(timer);
                if (estimated < 0 && loaded >= 0 && !d->statistics()->isEstimating())
                    estimated = seconds(timer);
            }
            if (useful < 0 && table >= 0 && settled(window))
                useful = seconds(timer);
            return useful >= 0 && complete(window);
        },
        3600 * 1000);
    const double all = seconds(timer);
    if (!done || window.documentCount() != 1) {
        std::fprintf(stderr, "replayscope-bench-gui: %s did not open and settle within an hour\n", qPrintable(path));
        return 1;
    }
    std::fprintf(stderr, "%s: loaded %.3f s, episodes shown %.3f s, all found %.3f s, estimates %.3f s\n",
                 qPrintable(path), loaded, shown, idle, estimated);
    std::printf("table %.6f\nplot %.6f\nsettled %.6f\ncomplete %.6f\nanon_mb %.1f\nfile_mb %.1f\n", table, plot, useful,
                all, double(sampler.peakAnonKb()) / 1024.0, double(sampler.peakFileKb()) / 1024.0);
    std::fflush(stdout);
    return 0;
}

} // namespace ReplayScope::Bench
