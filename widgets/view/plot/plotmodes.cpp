// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// What each mode of the plot panel draws.
#include <widgets/view/plot/plotpanel.h>
#include <widgets/view/elidedlabel.h>

#include <widgets/model/document.h>
#include <widgets/model/plot/histogram.h>
#include <widgets/view/plot/stepmarkers.h>
#include <widgets/view/plot/valueticker.h>

#include <QComboBox>
#include <QLabel>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ReplayScope::Ui {

namespace {

QCPRange paddedRange(double lo, double hi)
{
    if (!std::isfinite(lo) || !std::isfinite(hi))
        return {0.0, 1.0};
    const double pad = hi > lo ? (hi - lo) * 0.05 : 0.5;
    return {lo - pad, hi + pad};
}

} // namespace

void PlotPanel::showSteps()
{
    m_plot->xAxis->setTicker(m_stepTicker);
    m_stepTicker->setOffset(0);
    m_plot->xAxis->setLabel(tr("step"));
    QStringList tooMany;
    QStringList otherSteps;
    const std::vector<const KeySeries*> drawn = drawnSeries(&tooMany, &otherSteps);
    QStringList names;
    for (const KeySeries* s : drawn)
        names << s->path;
    // The selected keys left out are named, so none is missing without a word.
    QString left;
    if (!tooMany.isEmpty())
        left += QStringLiteral(" · ")
                + tr("not drawn, more than %1 lines: %2")
                      .arg(qulonglong(MaxLegendEntries))
                      .arg(tooMany.join(QStringLiteral(", ")));
    if (!otherSteps.isEmpty())
        left += QStringLiteral(" · ")
                + tr("not drawn, another number of steps: %1").arg(otherSteps.join(QStringLiteral(", ")));
    setValueLabel(drawn.empty() ? m_key : names.join(QStringLiteral(", ")));
    if (!m_series && m_key.isEmpty())
        setNote(m_document ? tr("Choose a numeric per-step key to plot it") : QString());
    if (drawn.empty())
        return;
    if (drawn.front()->steps() == 0) { // no rows: nothing to draw (showEmpty)
        setNote(tr("%1 has no rows").arg(drawn.front()->path));
        return;
    }
    for (const KeySeries* s : drawn)
        if (s->progress < 1.0) { // a large key still read: say the lines are a sample so far
            left += QStringLiteral(" · ")
                    + tr("reading every step: %1%, a sample until then").arg(int(s->progress * 100.0));
            break;
        }
    if (m_series) { // else the note says why the key itself draws nothing (image-like)
        const KeySeries& s = *m_series;
        setNote(s.omittedColumns > 0
                    ? tr("%1: first %2 columns of %3")
                              .arg(s.path)
                              .arg(s.columns.size())
                              .arg(qint64(s.columns.size()) + s.omittedColumns)
                          + left
                    : tr("%1 · %Ln steps", nullptr, static_cast<int>(s.steps())).arg(names.join(QStringLiteral(", ")))
                          + left);
    } else if (m_document && isImageLikeKey(*m_document, m_key)) {
        setNote(tr("%1 is image-like: the Image tab shows it").arg(m_key) + left);
    }
    std::size_t lines = 0;
    for (const KeySeries* series : drawn) {
        for (std::size_t c = 0; c < series->columns.size(); ++c) {
            QCPGraph* graph = m_plot->addGraph();
            graph->setName(series->path + series->columnNames[static_cast<qsizetype>(c)]);
            graph->setPen(QPen(seriesColor(series->path, static_cast<int>(c)), 1.2));
            // Our envelope already has about two points per pixel; QCustomPlot's own
            // sampling would only drop extremes.
            graph->setAdaptiveSampling(false);
            // Actions and flags jump from value to value: steps, not slopes between them.
            if (series->discrete)
                graph->setLineStyle(QCPGraph::lsStepLeft);
        }
        lines += series->columns.size();
    }
    // Beyond a couple of rows of entries a legend covers the lines it names (an image key
    // plots dozens of pixel columns); the note above says which columns are drawn.
    showLegend(lines > 1 && lines <= MaxLegendEntries);
    refillSteps();
}

void PlotPanel::setValueLabel(const QString& text)
{
    m_valueLabel = text;
    elideValueLabel();
}

void PlotPanel::elideValueLabel()
{
    // Along the axis rect's height as laid out (afterLayout): the label's length does not
    // change the layout, only its line height does.
    const int room = std::max(m_plot->axisRect()->height(), 40);
    m_plot->yAxis->setLabel(QFontMetrics(m_plot->yAxis->labelFont()).elidedText(m_valueLabel, Qt::ElideRight, room));
}

bool PlotPanel::wholeValues() const
{
    switch (m_mode) {
    case Mode::Steps: {
        // The dtype says it for every step, also those outside the view.
        const std::vector<const KeySeries*> drawn = drawnSeries();
        return !drawn.empty()
               && std::all_of(drawn.begin(), drawn.end(), [](const KeySeries* series) { return series->discrete; });
    }
    case Mode::Lengths:
    case Mode::Histogram: return true; // step and row counts
    case Mode::Returns: break;
    }
    // Returns: whole when every return is (a reward of 1 per step).
    const auto* bars = m_plot->plottableCount() > 0 ? qobject_cast<QCPBars*>(m_plot->plottable(0)) : nullptr;
    const QCPGraph* graph = m_plot->graphCount() > 0 ? m_plot->graph(0) : nullptr;
    if (bars)
        return std::all_of(bars->data()->constBegin(), bars->data()->constEnd(),
                           [](const QCPBarsData& d) { return d.value == std::round(d.value); });
    if (graph)
        return std::all_of(graph->data()->constBegin(), graph->data()->constEnd(),
                           [](const QCPGraphData& d) { return d.value == std::round(d.value); });
    return false;
}

void PlotPanel::fitValues(double lo, double hi)
{
    if (!m_valuesZoomed)
        m_plot->yAxis->setRange(paddedRange(lo, hi));
}

void PlotPanel::showEpisodeValues(bool returns)
{
    m_plot->xAxis->setTicker(m_stepTicker); // episode numbers
    m_stepTicker->setOffset(0);
    m_plot->xAxis->setLabel(tr("episode"));
    setValueLabel(returns ? tr("return") : tr("length"));
    const std::int64_t count = m_document ? m_document->episodes().count() : 0;
    if (count == 0) {
        setNote(m_document ? m_document->episodesNote() : QString());
        return;
    }
    setNote(tr("%Ln episodes · click one to go there", nullptr, static_cast<int>(count)));
    QVector<double> keys(count);
    QVector<double> values(count);
    const auto& episodes = m_document->episodes().episodes();
    for (std::int64_t e = 0; e < count; ++e) {
        keys[e] = static_cast<double>(e);
        const Core::Episode& episode = episodes[static_cast<std::size_t>(e)];
        values[e] = returns ? episode.episodeReturn : static_cast<double>(episode.length());
    }
    const QColor colour = returns ? QColor(46, 125, 50) : QColor(21, 101, 192);
    if (m_bars->isChecked()) {
        auto* bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        bars->setName(m_valueLabel);
        bars->setWidth(0.8);
        // Thousands of bars are narrower than a pixel: a pen of their colour keeps each at
        // least one pixel wide, so none vanishes between pixel columns.
        const bool dense = count > m_plot->axisRect()->width() / 3;
        bars->setPen(dense ? QPen(colour, 0) : QPen(Qt::NoPen));
        bars->setAntialiased(!dense);
        bars->setBrush(colour);
        bars->setData(keys, values, true);
    } else {
        QCPGraph* graph = m_plot->addGraph();
        graph->setName(m_valueLabel);
        graph->setPen(QPen(colour, 1.5));
        graph->setScatterStyle(count <= 400 ? QCPScatterStyle(QCPScatterStyle::ssDisc, 4) : QCPScatterStyle());
        graph->setData(keys, values, true);
    }
}

void PlotPanel::showHistogram()
{
    // The key's values, which have fractions: not the whole-number ticks of steps.
    m_plot->xAxis->setTicker(m_histogramTicker);
    m_stepTicker->setOffset(0);
    m_plot->xAxis->setLabel(m_key);
    setValueLabel(tr("count"));
    m_histogramEpisode = -1;
    if (!m_series || !m_document) {
        if (m_key.isEmpty()) // else the note says why the key has no series
            setNote(tr("Choose a numeric per-step key"));
        return;
    }
    std::int64_t first = 0;
    std::int64_t last = m_series->steps();
    if (m_histogramOfEpisode) {
        m_histogramEpisode = m_document->currentEpisode();
        if (m_histogramEpisode < 0) {
            setNote(tr("The cursor is in no episode"));
            return;
        }
        first = m_document->firstStepOf(m_histogramEpisode);
        last = m_document->lastStepOf(m_histogramEpisode) + 1;
    }
    if (m_series->progress < 1.0) {
        // Counting needs every value: a sample's histogram would mislead.
        setNote(tr("%1: the histogram follows once every step is read (%2%)")
                    .arg(m_key)
                    .arg(int(m_series->progress * 100.0)));
        return;
    }
    std::vector<const MinMaxEnvelope*> columns;
    for (const MinMaxEnvelope& column : m_series->columns)
        columns.push_back(&column);
    const int bins = static_cast<int>(
        std::clamp<std::int64_t>(static_cast<std::int64_t>(std::sqrt(static_cast<double>(last - first))), 1, 100));
    const Histogram h = makeEnvelopeHistogram(columns, first, last, bins);
    setNote(m_histogramOfEpisode ? tr("%1 in episode %2").arg(m_key).arg(m_histogramEpisode)
                                 : tr("%1, all rows").arg(m_key));
    if (h.counts.empty())
        return;
    QVector<double> keys;
    QVector<double> values;
    for (std::size_t i = 0; i < h.counts.size(); ++i) {
        keys.append(h.low + (static_cast<double>(i) + 0.5) * h.binWidth());
        values.append(static_cast<double>(h.counts[i]));
    }
    auto* bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
    bars->setName(tr("count"));
    bars->setWidth(h.binWidth());
    bars->setPen(QPen(palette().color(QPalette::Base)));
    bars->setBrush(seriesColor(m_key, 0));
    bars->setData(keys, values, true);
}

void PlotPanel::fitEpisode()
{
    const std::int64_t episode = m_document ? m_document->currentEpisode() : -1;
    if (m_empty || m_mode != Mode::Steps || episode < 0 || m_document->episodeOfPath(m_key) >= 0)
        return;
    const auto first = static_cast<double>(m_document->firstStepOf(episode));
    m_stepTicker->setOffset(first);
    m_plot->xAxis->setLabel(tr("step in episode %1").arg(episode));
    m_valuesZoomed = false;
    m_plot->xAxis->setRange(first - 0.5, static_cast<double>(m_document->lastStepOf(episode)) + 0.5);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void PlotPanel::resetView()
{
    if (m_empty) {
        showEmpty();
        return;
    }
    m_valuesZoomed = false;
    m_stepTicker->setOffset(0);
    if (m_mode == Mode::Steps)
        m_plot->xAxis->setLabel(tr("step"));
    if (m_mode == Mode::Steps) {
        const std::vector<const KeySeries*> drawn = drawnSeries();
        const double steps = drawn.empty() ? 1.0 : static_cast<double>(drawn.front()->steps());
        // Every drawn key's shown lines, not only the first key's: an overlaid key must
        // not be cut off when the x range stays the same (no refill follows).
        double lo = std::numeric_limits<double>::quiet_NaN();
        double hi = lo;
        int graphIndex = 0;
        for (const KeySeries* series : drawn) {
            for (const MinMaxEnvelope& column : series->columns) {
                const QCPGraph* graph = graphIndex < m_plot->graphCount() ? m_plot->graph(graphIndex) : nullptr;
                ++graphIndex;
                if (graph && !graph->visible()) // hidden from the legend
                    continue;
                const EnvelopeBucket all = column.range(0, column.size());
                if (!std::isnan(all.min)) {
                    lo = std::isnan(lo) ? all.min : std::min(lo, all.min);
                    hi = std::isnan(hi) ? all.max : std::max(hi, all.max);
                }
            }
        }
        m_plot->yAxis->setRange(paddedRange(lo, hi));
        m_plot->xAxis->setRange(-0.5, std::max(steps - 0.5, 0.5)); // refills through rangeChanged
    } else {
        m_plot->rescaleAxes();
        const QCPRange x = m_plot->xAxis->range();
        // Episodes are whole numbers, a histogram's bins span the key's values: its own scale.
        const double xPad = m_mode == Mode::Histogram ? x.size() * 0.02 : 0.6;
        m_plot->xAxis->setRange(x.lower - xPad, x.upper + xPad);
        // From 0 (the bars' base, a histogram's counts) or a margin below the lowest value,
        // to a margin above the highest: the most negative return's bar was cut at the
        // axis's edge, and its tick label read as the lower limit.
        const QCPRange y = m_plot->yAxis->range();
        const double pad = (std::max(y.upper, 0.0) - std::min(y.lower, 0.0)) * 0.05;
        const double lower = y.lower >= 0 ? 0.0 : y.lower - pad;
        const double upper = y.upper == 0 && y.lower < 0 ? 0.0 : y.upper + pad; // bars below 0: up to their base
        m_plot->yAxis->setRange(lower, upper > lower ? upper : lower + 1);
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace ReplayScope::Ui
