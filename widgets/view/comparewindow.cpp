// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "comparewindow.h"

#include <widgets/model/compare/comparemodel.h>
#include <widgets/model/document.h>
#include <widgets/model/plot/histogram.h>

#include <core/error.h>

#include <QComboBox>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent>
#include <qcustomplot.h>

#include <cmath>

namespace ReplayScope::Ui {

namespace {

const QColor kColorA(31, 119, 180); // matplotlib's first two colours: familiar to RL users
const QColor kColorB(255, 127, 14);

std::vector<double> episodeValues(const Document& document, bool returns)
{
    std::vector<double> out;
    for (const Core::Episode& e : document.episodes().episodes())
        out.push_back(returns ? e.episodeReturn : double(e.length()));
    return out;
}

} // namespace

CompareWindow::CompareWindow(Document* a, Document* b, QWidget* parent)
    : QDialog(parent)
    , m_a(a)
    , m_b(b)
    , m_header(new QLabel(this))
    , m_model(new CompareModel(this))
    , m_table(new QTableView(this))
    , m_plotChoice(new QComboBox(this))
    , m_plot(new QCustomPlot(this))
    , m_watcher(new QFutureWatcher<Core::BufferComparison>(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Compare %1 with %2").arg(a->displayName(), b->displayName()));
    resize(1000, 700);
    m_header->setWordWrap(true);
    m_header->setText(tr("Comparing A = %1 with B = %2…").arg(a->displayName(), b->displayName()));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_plotChoice->addItems({tr("Distribution of the key"), tr("Both series (rows line up)"), tr("Episode returns"),
                            tr("Episode lengths")});
    m_plot->legend->setVisible(true);

    auto* plotBox = new QWidget(this);
    auto* plotLayout = new QVBoxLayout(plotBox);
    plotLayout->setContentsMargins(0, 0, 0, 0);
    plotLayout->addWidget(m_plotChoice, 0, Qt::AlignLeft);
    plotLayout->addWidget(m_plot, 1);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(plotBox);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addWidget(split, 1);

    connect(m_plotChoice, &QComboBox::currentIndexChanged, this, &CompareWindow::replot);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &CompareWindow::replot);
    connect(m_watcher, &QFutureWatcher<Core::BufferComparison>::finished, this, &CompareWindow::showComparison);
    // Both documents stay busy while the worker reads them: no edit, save or close races it.
    a->setBusy(true);
    b->setBusy(true);
    m_watcher->setFuture(QtConcurrent::run([a, b, error = &m_error] {
        try {
            return compareDocuments(*a, *b);
        } catch (const std::exception& e) {
            *error = QString::fromStdString(e.what());
            return Core::BufferComparison();
        }
    }));
}

CompareWindow::~CompareWindow()
{
    // Closed while comparing: the worker still reads both documents; wait, then give
    // them back (showComparison, which would, does not run any more).
    const bool running = isComparing();
    m_watcher->waitForFinished();
    for (Document* d : {m_a.data(), m_b.data()})
        if (d && running)
            d->setBusy(false);
}

bool CompareWindow::isComparing() const
{
    return m_watcher->isRunning();
}

void CompareWindow::showComparison()
{
    for (Document* d : {m_a.data(), m_b.data()})
        if (d)
            d->setBusy(false);
    if (!m_error.isEmpty()) {
        m_header->setText(tr("Could not compare: %1").arg(m_error));
        emit compared();
        return;
    }
    const Core::BufferComparison c = m_watcher->result();
    int differing = 0;
    for (const Core::KeyComparison& k : c.keys)
        differing += k.differs() ? 1 : 0;
    const auto side = [](const Document* d, const std::string& cls, std::int64_t rows) {
        return tr("%1 (%2, %Ln row(s), %3 episodes)", nullptr, int(rows))
            .arg(d ? d->displayName() : QString(), QString::fromStdString(cls))
            .arg(d ? d->episodes().count() : 0);
    };
    m_header->setText(tr("A = %1<br>B = %2<br><b>%3</b>")
                          .arg(side(m_a, c.classA, c.rowsA), side(m_b, c.classB, c.rowsB),
                               c.equal() ? tr("Equal.") : tr("%Ln key(s) differ.", nullptr, differing)));
    m_model->setComparison(c);
    m_table->resizeColumnsToContents();
    if (m_model->rowCount() > 0)
        m_table->selectRow(0);
    replot();
    emit compared();
}

void CompareWindow::replot()
{
    m_plot->clearGraphs();
    m_plot->clearPlottables();
    const Core::KeyComparison* key = m_model->keyAt(m_table->currentIndex().row());
    const QString name = key ? QString::fromStdString(key->key) : QString();
    if (m_a && m_b) {
        switch (m_plotChoice->currentIndex()) {
        case Distribution:
            if (key)
                plotHistograms(sampledValues(*m_a, name), sampledValues(*m_b, name), name);
            break;
        case Series:
            if (key && key->rowsCompared)
                plotSeries(name);
            break;
        case Returns: plotHistograms(episodeValues(*m_a, true), episodeValues(*m_b, true), tr("episode return")); break;
        case Lengths:
            plotHistograms(episodeValues(*m_a, false), episodeValues(*m_b, false), tr("episode length"));
            break;
        }
    }
    m_plot->rescaleAxes();
    m_plot->replot();
}

void CompareWindow::plotHistograms(const std::vector<double>& a, const std::vector<double>& b, const QString& what)
{
    // One set of bins for both sides, so the bars can be compared bin by bin.
    const Histogram range = makeHistogram({&a, &b}, 0, std::int64_t(std::max(a.size(), b.size())), 50);
    if (range.counts.empty())
        return;
    const double width = range.binWidth();
    for (const auto& [values, color, label] :
         {std::tuple{&a, kColorA, QStringLiteral("A")}, std::tuple{&b, kColorB, QStringLiteral("B")}}) {
        QVector<double> xs, ys(int(range.counts.size()), 0.0);
        for (std::size_t i = 0; i < range.counts.size(); ++i)
            xs << range.low + (double(i) + 0.5) * width;
        for (const double v : *values) {
            if (!std::isfinite(v) || v < range.low || v > range.high)
                continue;
            const int bin = std::min(int((v - range.low) / width), int(range.counts.size()) - 1);
            ys[bin] += 1.0;
        }
        auto* bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        bars->setName(QStringLiteral("%1 (%2)").arg(label).arg(values->size()));
        bars->setWidth(width);
        bars->setPen(QPen(color));
        QColor fill = color;
        fill.setAlpha(90);
        bars->setBrush(fill);
        bars->setData(xs, ys, true);
    }
    m_plot->xAxis->setLabel(what);
    m_plot->yAxis->setLabel(tr("count"));
}

void CompareWindow::plotSeries(const QString& key)
{
    const std::vector<double> a = firstElementPerStep(*m_a, key);
    const std::vector<double> b = firstElementPerStep(*m_b, key);
    for (const auto& [values, color, label] :
         {std::tuple{&a, kColorA, QStringLiteral("A")}, std::tuple{&b, kColorB, QStringLiteral("B")}}) {
        QVector<double> xs, ys;
        for (std::size_t i = 0; i < values->size(); ++i) {
            xs << double(i);
            ys << (*values)[i];
        }
        QCPGraph* graph = m_plot->addGraph();
        graph->setName(label);
        graph->setPen(QPen(color, 1.2));
        graph->setData(xs, ys, true);
    }
    m_plot->xAxis->setLabel(tr("step"));
    m_plot->yAxis->setLabel(key);
}

} // namespace ReplayScope::Ui
