// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// The lines of the Steps mode for the steps in view. A coarse series (a key larger than
// the memory budget) answers at once from its blocks and exactly on a worker, which may
// read millions of rows of the file (issue 23): the window never waits for the disk.
#include <widgets/view/plot/plotpanel.h>

#include <widgets/model/document.h>
#include <widgets/model/tasks/workerpool.h>
#include <widgets/view/plot/valueticker.h>

#include <QFontMetrics>
#include <QFutureWatcher>
#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ReplayScope::Ui {

namespace {

// The line of one column through its buckets: down to the minimum and up to the
// maximum at each bucket's middle, so the vertical strokes trace the envelope; a gap
// (NaN) where an episode ends between two buckets when ends is set. Widens lo/hi.
QVector<QCPGraphData> envelopePoints(const std::vector<EnvelopeBucket>& buckets, const std::vector<std::int64_t>* ends,
                                     bool counted, double& lo, double& hi)
{
    QVector<QCPGraphData> points;
    points.reserve(static_cast<qsizetype>(buckets.size() * 2));
    std::int64_t previousEnd = -1;
    for (const EnvelopeBucket& b : buckets) {
        if (counted && !std::isnan(b.min)) {
            lo = std::min(lo, b.min);
            hi = std::max(hi, b.max);
        }
        if (ends && previousEnd >= 0) {
            const auto end = std::lower_bound(ends->begin(), ends->end(), previousEnd);
            if (end != ends->end() && *end < b.first)
                points.append({static_cast<double>(*end) + 0.5, std::numeric_limits<double>::quiet_NaN()});
        }
        previousEnd = b.first + b.count - 1;
        if (b.count == 1) {
            points.append({static_cast<double>(b.first), b.min});
            continue;
        }
        const double x = static_cast<double>(b.first) + static_cast<double>(b.count - 1) / 2.0;
        points.append({x, b.min});
        points.append({x, b.max});
    }
    return points;
}

// A line of buckets of many rows each (vertical strokes about a pixel apart) is drawn
// with a one-pixel pen and no antialiasing, which Qt's raster engine draws on its fast
// line path; a line through single rows keeps the smooth 1.2-pixel pen. The stroker
// that the wider antialiased pen needs for every segment took about 0.3 s a replot of
// a 17-column key, and the window stalled while a large file loaded (issue 23).
void setDense(QCPGraph* graph, const std::vector<EnvelopeBucket>& buckets)
{
    const bool dense = std::any_of(buckets.begin(), buckets.end(), [](const EnvelopeBucket& b) { return b.count > 1; });
    QPen pen = graph->pen();
    pen.setWidthF(dense ? 1.0 : 1.2);
    graph->setPen(pen);
    graph->setAntialiased(!dense);
}

} // namespace

void PlotPanel::refillSteps()
{
    const std::vector<const KeySeries*> drawn = drawnSeries();
    int lines = 0;
    for (const KeySeries* series : drawn)
        lines += static_cast<int>(series->columns.size());
    ++*m_refineGeneration; // what a worker refines for the old view is stale now
    if (drawn.empty() || m_plot->graphCount() != lines)
        return;
    const QCPRange range = m_plot->xAxis->range();
    // As many ticks as their labels fit: at QCustomPlot's five, "10,000,000" and
    // "20,000,000" ran into each other on a 60M-step key.
    const QFontMetrics metrics(m_plot->xAxis->tickLabelFont());
    const double widest = std::max(std::abs(range.lower), std::abs(range.upper));
    const int label = metrics.horizontalAdvance(QLocale().toString(qlonglong(widest))) + 2 * metrics.averageCharWidth();
    // A nice step can give up to twice the ticks asked for: ask for half of what fits.
    m_stepTicker->setTickCount(std::clamp(m_plot->axisRect()->width() / std::max(label, 1) / 2, 1, 5));
    const auto first = static_cast<std::int64_t>(std::floor(std::max(range.lower, 0.0)));
    const auto last = static_cast<std::int64_t>(std::ceil(std::max(range.upper, 0.0))) + 1;
    const int pixels = std::max(m_plot->axisRect()->width(), 100);
    // Lines break where an episode ends (Minari group keys are one episode each).
    const bool breaks = !m_episodeEnds.empty() && m_document && m_document->episodeOfPath(m_key) < 0;
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    int graphIndex = 0;
    bool refine = false;
    for (const KeySeries* series : drawn) {
        for (const MinMaxEnvelope& column : series->columns) {
            refine = refine || column.queryReads();
            const std::vector<EnvelopeBucket> buckets =
                column.queryReads() ? column.quickQuery(first, last, pixels) : column.query(first, last, pixels);
            QCPGraph* graph = m_plot->graph(graphIndex++);
            setDense(graph, buckets);
            graph->data()->set(envelopePoints(buckets, breaks ? &m_episodeEnds : nullptr, graph->visible(), lo, hi),
                               true);
        }
    }
    if (lo <= hi)
        fitValues(lo, hi);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    if (refine)
        refineSteps(first, last, pixels);
}

void PlotPanel::refineSteps(std::int64_t first, std::int64_t last, int pixels)
{
    // The drawn series, held by the job: the panel may drop them meanwhile.
    std::vector<std::shared_ptr<const KeySeries>> series;
    for (const KeySeries* drawn : drawnSeries()) {
        if (m_series.get() == drawn)
            series.push_back(m_series);
        for (const auto& overlay : m_overlays)
            if (overlay.get() == drawn)
                series.push_back(overlay);
    }
    using Buckets = std::vector<std::vector<EnvelopeBucket>>;
    const int generation = *m_refineGeneration;
    auto* watcher = new QFutureWatcher<Buckets>(this);
    connect(watcher, &QFutureWatcher<Buckets>::finished, this, [this, watcher, generation, series] {
        watcher->deleteLater();
        const Buckets exact = watcher->result();
        if (generation != *m_refineGeneration || exact.empty())
            return; // the view or the series changed meanwhile
        const bool breaks = !m_episodeEnds.empty() && m_document && m_document->episodeOfPath(m_key) < 0;
        double lo = std::numeric_limits<double>::infinity();
        double hi = -lo;
        for (int g = 0; g < m_plot->graphCount() && std::size_t(g) < exact.size(); ++g) {
            QCPGraph* graph = m_plot->graph(g);
            setDense(graph, exact[std::size_t(g)]);
            graph->data()->set(
                envelopePoints(exact[std::size_t(g)], breaks ? &m_episodeEnds : nullptr, graph->visible(), lo, hi),
                true);
        }
        if (lo <= hi)
            fitValues(lo, hi);
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    });
    watcher->setFuture(QtConcurrent::run(workerPool(WorkerPool::View),
                                         [series, first, last, pixels, generation, latest = m_refineGeneration] {
                                             Buckets out;
                                             for (const auto& s : series)
                                                 for (const MinMaxEnvelope& column : s->columns) {
                                                     if (*latest != generation)
                                                         return Buckets{}; // panned on: a newer job has the new view
                                                     out.push_back(column.query(first, last, pixels));
                                                 }
                                             return out;
                                         }));
}

} // namespace ReplayScope::Ui
