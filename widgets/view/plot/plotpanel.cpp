// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/view/plot/plotpanel.h>

#include <widgets/view/elidedlabel.h>

#include <widgets/model/document.h>
#include <widgets/model/plot/seriesstore.h>
#include <widgets/view/plot/stepmarkers.h>
#include <widgets/view/plot/valueticker.h>

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <cmath>

namespace ReplayScope::Ui {

namespace {

/// The first leaf below batch (at path) that plots as a per-step key, depth first.
QString firstPlottableLeaf(const Document& document, const Core::Batch& batch, const QString& path)
{
    for (const auto& entry : batch.entries()) {
        const QString child = path + QLatin1Char('.') + QString::fromStdString(entry.first);
        if (entry.second.isBatch()) {
            const QString leaf = firstPlottableLeaf(document, *entry.second.asBatch(), child);
            if (!leaf.isEmpty())
                return leaf;
        } else if (isPlottableKey(document, child) && document.episodeOfPath(child) < 0) {
            return child;
        }
    }
    return {};
}

/// Every leaf below batch (at path) that plots as a per-step key, depth first.
void plottableLeaves(const Document& document, const Core::Batch& batch, const QString& path, QStringList& out)
{
    for (const auto& entry : batch.entries()) {
        const QString child = path + QLatin1Char('.') + QString::fromStdString(entry.first);
        if (entry.second.isBatch())
            plottableLeaves(document, *entry.second.asBatch(), child, out);
        else if (isPlottableKey(document, child) && document.episodeOfPath(child) < 0)
            out << child;
    }
}

} // namespace

PlotPanel::PlotPanel(QWidget* parent)
    : QWidget(parent)
    , m_store(new SeriesStore(this))
    , m_modeBox(new QComboBox(this))
    , m_bars(new QCheckBox(tr("Bars"), this))
    , m_scopeBox(new QComboBox(this))
    , m_note(new ElidedLabel(this))
    , m_plot(new QCustomPlot(this))
{
    m_modeBox->addItem(tr("Key against step"));
    m_modeBox->addItem(tr("Return per episode"));
    m_modeBox->addItem(tr("Length per episode"));
    m_modeBox->addItem(tr("Histogram of key"));
    m_modeBox->setToolTip(tr("What to plot"));
    // Long (translated) entries must not set the width of the window's middle.
    m_modeBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_modeBox->setMinimumContentsLength(15);
    m_scopeBox->addItem(tr("All rows"));
    m_scopeBox->addItem(tr("Current episode"));
    m_scopeBox->setToolTip(tr("Which rows the histogram counts"));
    m_bars->setToolTip(tr("Draw bars instead of a line"));
    m_bars->setChecked(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* reset = new QToolButton(this);
    reset->setObjectName(QStringLiteral("plotResetView"));
    reset->setText(tr("Reset View"));
    reset->setIcon(QIcon::fromTheme(QStringLiteral("zoom-fit-best")));
    reset->setToolTip(tr("Show all the data (zoom with the wheel, pan by dragging)"));
    reset->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto* fitEpisode = new QToolButton(this);
    fitEpisode->setObjectName(QStringLiteral("plotFitEpisode"));
    fitEpisode->setText(tr("Fit Episode"));
    fitEpisode->setToolTip(tr("Show the current episode, steps counted from its start"));
    auto* exportButton = new QToolButton(this);
    exportButton->setObjectName(QStringLiteral("plotExport"));
    exportButton->setText(tr("Export…"));
    exportButton->setIcon(QIcon::fromTheme(QStringLiteral("document-export")));
    exportButton->setToolTip(tr("Save the plot as a PNG image or a PDF file"));
    exportButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

    // Buttons that do not fit beside the note go into the More menu (fitButtons), never
    // squeezed below their text; the minimum keeps them from setting the window's width.
    m_buttons = {reset, fitEpisode, exportButton};
    m_more = new QToolButton(this);
    m_more->setObjectName(QStringLiteral("plotMore"));
    m_more->setText(tr("More"));
    m_more->setToolTip(tr("The plot's actions that do not fit here"));
    m_more->setPopupMode(QToolButton::InstantPopup);
    m_more->setMenu(new QMenu(m_more));
    m_more->hide();
    for (QToolButton* button : m_buttons)
        button->setMinimumWidth(fontMetrics().height() * 2);
    m_bar = new QHBoxLayout;
    m_bar->setContentsMargins(4, 2, 4, 0);
    m_bar->addWidget(m_modeBox);
    m_bar->addWidget(m_bars);
    m_bar->addWidget(m_scopeBox);
    m_bar->addWidget(m_note, 1);
    for (QToolButton* button : m_buttons)
        m_bar->addWidget(button);
    m_bar->addWidget(m_more);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(m_bar);
    layout->addWidget(m_plot, 1);

    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    // The wheel zooms the steps; the values follow the data in view (Ctrl+wheel: values).
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal);
    m_plot->setNoAntialiasingOnDrag(true);
    // A min/max envelope is a zig-zag of thousands of vertical strokes: stroked as one
    // wide polyline, Qt's path stroker takes seconds per replot (replayscope-bench-gui
    // measured 14 s for 10M points); drawn as separate segments it takes milliseconds.
    m_plot->setPlottingHint(QCP::phFastPolylines, true);
    m_plot->xAxis->setLabel(tr("step"));
    // Each axis labels its ticks in one notation (valueticker.h).
    m_stepTicker.reset(new ValueTicker);
    m_stepTicker->setIntegers(true);
    m_histogramTicker.reset(new ValueTicker);
    m_valueTicker.reset(new ValueTicker);
    m_plot->xAxis->setTicker(m_stepTicker);
    m_plot->yAxis->setTicker(m_valueTicker);
    // Tick labels in the user's locale with its digit grouping, as the step counts
    // elsewhere ("1,000,000,000 steps"): QCustomPlot's own locale omits the separators,
    // so a 10^9-step axis read "200000000".
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() & ~QLocale::OmitGroupSeparator);
    m_plot->setLocale(locale);
    const QColor text = palette().color(QPalette::WindowText);
    const QColor base = palette().color(QPalette::Base);
    m_plot->setBackground(base);
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->grid()->setPen(QPen(QColor(text.red(), text.green(), text.blue(), 40), 0, Qt::DotLine));
    }
    m_plot->legend->setBrush(QColor(base.red(), base.green(), base.blue(), 210));
    // Columns side by side, four to a row, so a (N, 4) key does not hide its own plot.
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setWrap(4);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    m_plot->legend->setFont(small);
    m_plot->legend->setTextColor(text);
    m_plot->legend->setBorderPen(QPen(QColor(text.red(), text.green(), text.blue(), 80)));
    // The legend gets its own row above the plot (showLegend), so it never hides data.
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->axisRect()->insetLayout()->simplify();
    m_plot->legend->setVisible(false);

    m_emptyText = new QCPItemText(m_plot);
    m_emptyText->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_emptyText->position->setCoords(0.5, 0.5);
    m_emptyText->setPositionAlignment(Qt::AlignCenter);
    m_emptyText->setColor(palette().color(QPalette::Disabled, QPalette::WindowText));
    m_emptyText->setVisible(false);

    m_boundaries = new StepMarkers(m_plot, QStringLiteral("grid"));
    m_boundaries->setPen(QPen(QColor(128, 128, 128, 110), 0, Qt::DashLine));
    const QColor highlight = palette().color(QPalette::Highlight);
    m_boundaries->setBrush(QColor(highlight.red(), highlight.green(), highlight.blue(), 35));
    m_cursor = new StepMarkers(m_plot, QStringLiteral("overlay"));
    m_cursor->setPen(QPen(highlight, 1.5));
    // Find Steps: the amber of the table's matched rows, one line per step (thinned to
    // one per pixel column by StepMarkers).
    m_matches = new StepMarkers(m_plot, QStringLiteral("grid"));
    m_matches->setPen(QPen(QColor(255, 176, 0, 150), 0));

    connect(m_modeBox, &QComboBox::currentIndexChanged, this, [this](int index) { setMode(static_cast<Mode>(index)); });
    connect(m_bars, &QCheckBox::toggled, this, [this] { rebuild(); });
    connect(m_scopeBox, &QComboBox::currentIndexChanged, this, [this](int i) { setHistogramOfEpisode(i == 1); });
    connect(reset, &QToolButton::clicked, this, &PlotPanel::resetView);
    connect(fitEpisode, &QToolButton::clicked, this, &PlotPanel::fitEpisode);
    connect(exportButton, &QToolButton::clicked, this, &PlotPanel::exportDialog);
    installContextMenu();
    connect(m_plot, &QCustomPlot::mouseWheel, this, [this](QWheelEvent* event) {
        // Emitted before the axis rect zooms: choose the axis for this turn of the wheel.
        const bool values = event->modifiers() & Qt::ControlModifier;
        m_plot->axisRect()->setRangeZoom(values ? Qt::Vertical : Qt::Horizontal);
        m_valuesZoomed = m_valuesZoomed || values;
    });
    connect(m_plot->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
        if (m_mode == Mode::Steps && !m_refilling)
            refillSteps();
    });
    connect(m_plot, &QCustomPlot::afterLayout, this, &PlotPanel::elideValueLabel);
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent* e) { m_pressPos = e->pos(); });
    connect(m_plot, &QCustomPlot::mouseRelease, this, &PlotPanel::clicked);
    connect(m_plot, &QCustomPlot::legendClick, this,
            [this](QCPLegend*, QCPAbstractLegendItem* item, QMouseEvent*) { toggleLegendItem(item); });
    connect(m_store, &SeriesStore::seriesReady, this,
            [this](Document* doc, const QString& path, std::shared_ptr<const KeySeries> series) {
                const qsizetype overlay = m_overlayKeys.indexOf(path);
                if (doc == m_document && path != m_key && overlay >= 0) {
                    const bool first = drawnSeries().empty(); // the key is image-like
                    m_overlays[std::size_t(overlay)] = std::move(series);
                    if (m_mode == Mode::Steps)
                        rebuild();
                    if (first && m_mode == Mode::Steps)
                        resetView();
                    return;
                }
                if (doc != m_document || path != m_key)
                    return;
                // Rows deleted or added: show them all, not the old step range.
                const bool first = !m_series || m_series->steps() != series->steps();
                m_series = std::move(series);
                m_keyPending = false;
                rebuild();
                // A histogram's bins are the values' range: new values, new ranges.
                if (first || m_mode == Mode::Histogram)
                    resetView();
            });
    connect(m_store, &SeriesStore::failed, this, [this](Document* doc, const QString& path, const QString& message) {
        if (doc == m_document && path == m_key) {
            setNote(message);
            m_keyPending = false; // the overlays need not wait for it
            if (m_mode == Mode::Steps)
                rebuild();
        }
        if (doc == m_document && m_overlayKeys.contains(path)) {
            m_overlayFailed.insert(path); // the keys after it need not wait for it
            if (m_mode == Mode::Steps)
                rebuild();
        }
    });
    rebuild();
}

PlotPanel::~PlotPanel() = default;

void PlotPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitButtons();
}

void PlotPanel::fitButtons()
{
    // What the bar needs besides the buttons: the visible boxes and a little of the note.
    const int spacing = std::max(m_bar->spacing(), 0);
    const QMargins margins = m_bar->contentsMargins();
    int fixed = margins.left() + margins.right() + fontMetrics().averageCharWidth() * 10;
    for (QWidget* widget :
         {static_cast<QWidget*>(m_modeBox), static_cast<QWidget*>(m_bars), static_cast<QWidget*>(m_scopeBox)})
        if (!widget->isHidden())
            fixed += widget->sizeHint().width() + spacing;
    // As many buttons as fit at their full width, in order; the rest behind More.
    const auto width = [&](qsizetype shown) {
        int total = fixed;
        for (qsizetype i = 0; i < shown; ++i)
            total += spacing + m_buttons[i]->sizeHint().width();
        return shown < m_buttons.size() ? total + spacing + m_more->sizeHint().width() : total;
    };
    qsizetype shown = m_buttons.size();
    while (shown > 0 && width(shown) > this->width())
        --shown;
    QMenu* menu = m_more->menu();
    menu->clear();
    for (qsizetype i = 0; i < m_buttons.size(); ++i) {
        QToolButton* button = m_buttons[i];
        button->setVisible(i < shown);
        if (i >= shown) {
            QAction* action = menu->addAction(button->icon(), button->text(), button, &QToolButton::click);
            action->setToolTip(button->toolTip());
            action->setEnabled(button->isEnabled());
        }
    }
    m_more->setVisible(shown < m_buttons.size());
}

void PlotPanel::setDocument(Document* document)
{
    if (m_document)
        m_document->disconnect(this);
    m_document = document;
    m_series.reset();
    m_keyPending = false;
    m_key.clear();
    m_overlayRequest.clear();
    m_overlayKeys.clear();
    m_overlayFailed.clear();
    m_overlays.clear();
    if (document) {
        m_store->watch(document); // the store drops stale copies before `again` asks
        connect(document, &Document::currentStepChanged, this, &PlotPanel::followCursor);
        connect(document, &Document::episodesChanged, this, [this] {
            updateBoundaries();
            if (m_mode == Mode::Returns || m_mode == Mode::Lengths) {
                rebuild();
                resetView(); // other returns or episodes: the old ranges would cut them
            }
        });
        const auto again = [this] {
            // The key's data changed: read it again (the store dropped its copy).
            if (!m_key.isEmpty() && m_document && isPlottableKey(*m_document, m_key))
                m_store->request(m_document, m_key);
            requestOverlays();
        };
        connect(document, &Document::valueChanged, this, again);
        connect(document, &Document::dataReset, this, again);
        connect(document, &Document::keyRenamed, this, &PlotPanel::keyRenamed);
        connect(document, &Document::keyRemoved, this, [this] {
            if (m_document && !m_document->valueAt(m_key)) {
                m_key.clear();
                m_series.reset();
                rebuild();
            }
        });
        connect(document, &Document::currentKeyChanged, this, &PlotPanel::setKey);
        connect(document, &Document::matchesChanged, this, &PlotPanel::updateMatches);
        setKey(document->currentKey());
    }
    updateBoundaries();
    updateMatches();
    rebuild();
    // Another document's data: the ranges of the one shown before would cut it off (or
    // shrink it to a corner) in every mode. A key still being read fits when it arrives.
    resetView();
}

void PlotPanel::keyRenamed(const QString& from, const QString& to)
{
    const auto renamed = [&](const QString& path) {
        return path == from || path.startsWith(from + QLatin1Char('.')) ? to + path.mid(from.size()) : path;
    };
    QStringList overlays;
    for (const QString& path : std::as_const(m_overlayRequest))
        overlays << renamed(path);
    const QString key = renamed(m_key);
    if (key == m_key && overlays == m_overlayRequest)
        return;
    // Read again under the new names: the series, legend and labels carry the path.
    m_key.clear();
    m_series.reset();
    m_overlayKeys.clear();
    m_overlayRequest = overlays;
    setKey(key);
    setOverlayKeys(overlays);
}

void PlotPanel::setKey(const QString& path)
{
    if (m_document && !path.isEmpty()) {
        const Core::PyValue* value = m_document->valueAt(path);
        if (value && value->isBatch()) {
            // A Batch node: the table shows its leaves, the plot the first it can draw.
            const QString leaf = firstPlottableLeaf(*m_document, *value->asBatch(), path);
            if (!leaf.isEmpty()) {
                setKey(leaf);
            } else {
                m_key.clear();
                m_series.reset();
                m_keyPending = false;
                rebuild();
            }
            return;
        }
    }
    if (m_document && path != m_key && isImageLikeKey(*m_document, path) && m_document->isPerStepKey(path)) {
        // Frames are not lines: say where to look instead of drawing 32 pixel columns.
        m_key = path;
        m_series.reset();
        m_keyPending = false;
        setOverlayKeys(m_overlayRequest); // the keys with it still draw
        rebuild();
        setNote(tr("%1 is image-like: the Image tab shows it").arg(path));
        return;
    }
    if (path == m_key)
        return;
    if (!m_document || path.isEmpty() || !isPlottableKey(*m_document, path)) {
        // Nothing of the previous key stays: its lines, ranges and labels would pass for
        // this key's.
        m_key = m_document ? path : QString();
        m_series.reset();
        m_keyPending = false;
        setOverlayKeys(m_overlayRequest); // the keys with it still draw
        rebuild();
        const Core::PyValue* value = m_key.isEmpty() ? nullptr : m_document->valueAt(path);
        if (value && value->isArray() && value->asArray().ndim() >= 1 && value->asArray().shape().front() == 0)
            setNote(tr("%1 has no rows").arg(path));
        else if (!m_key.isEmpty())
            setNote(tr("%1 holds no number per step, so there is nothing to plot").arg(path));
        return;
    }
    m_key = path;
    m_series.reset();
    m_keyPending = true; // until read, the overlays wait too (see drawnSeries)
    setOverlayKeys(m_overlayRequest); // the key is not drawn over itself
    setNote(tr("Reading %1…").arg(path));
    m_store->request(m_document, path);
}

void PlotPanel::setOverlayKeys(const QStringList& paths)
{
    m_overlayRequest = paths;
    QStringList keys;
    if (m_document) {
        // A selected Batch node (info, obs of a dict space) stands for its leaves, as in
        // the table: its nested keys were dropped.
        QStringList leaves;
        for (const QString& path : paths) {
            const Core::PyValue* value = m_document->valueAt(path);
            if (value && value->isBatch())
                plottableLeaves(*m_document, *value->asBatch(), path, leaves);
            else
                leaves << path;
        }
        for (const QString& path : std::as_const(leaves))
            if (path != m_key && !keys.contains(path) && isPlottableKey(*m_document, path)
                && m_document->episodeOfPath(path) < 0) // a group's key has its own rows
                keys << path;
    }
    if (keys == m_overlayKeys)
        return;
    m_overlayKeys = keys;
    m_overlays.assign(std::size_t(keys.size()), nullptr);
    m_overlayFailed.clear();
    requestOverlays();
    if (m_mode == Mode::Steps)
        rebuild();
}

void PlotPanel::requestOverlays()
{
    for (const QString& path : m_overlayKeys)
        m_store->request(m_document, path);
}

std::vector<const KeySeries*> PlotPanel::drawnSeries(QStringList* tooMany, QStringList* otherSteps) const
{
    std::vector<const KeySeries*> out;
    // The key first, and the overlays wait for it, so what is drawn does not depend on
    // which series came first; an image-like key draws no lines, but the keys with it do.
    if (!m_series && m_keyPending)
        return out;
    if (m_series)
        out.push_back(m_series.get());
    // Overlays while every line still gets a legend entry: past that, lines of keys
    // nobody can tell apart are noise (the table still shows every selected key).
    std::size_t lines = m_series ? m_series->columns.size() : 0;
    for (std::size_t i = 0; i < m_overlays.size(); ++i) {
        const auto& overlay = m_overlays[i];
        // A key still being read keeps its place: the keys after it wait, so which keys
        // are drawn does not depend on which series came first.
        if (!overlay && !m_overlayFailed.contains(m_overlayKeys.value(qsizetype(i))))
            break;
        if (!overlay)
            continue;
        if (!out.empty() && overlay->steps() != out.front()->steps()) {
            if (otherSteps)
                *otherSteps << overlay->path;
            continue;
        }
        if (lines + overlay->columns.size() > MaxLegendEntries) {
            if (tooMany)
                *tooMany << overlay->path;
            continue;
        }
        lines += overlay->columns.size();
        out.push_back(overlay.get());
    }
    return out;
}

void PlotPanel::setMode(Mode mode)
{
    m_modeBox->setCurrentIndex(static_cast<int>(mode));
    if (mode == m_mode)
        return;
    m_mode = mode;
    rebuild();
    resetView();
}

void PlotPanel::setHistogramOfEpisode(bool episode)
{
    m_scopeBox->setCurrentIndex(episode ? 1 : 0);
    if (episode == m_histogramOfEpisode)
        return;
    m_histogramOfEpisode = episode;
    rebuild();
    resetView();
}

void PlotPanel::rebuild()
{
    m_bars->setVisible(m_mode == Mode::Returns || m_mode == Mode::Lengths);
    m_scopeBox->setVisible(m_mode == Mode::Histogram);
    fitButtons(); // the boxes beside them changed
    m_plot->clearPlottables();
    showLegend(false);
    const bool wasEmpty = m_empty;
    m_empty = false;
    m_emptyText->setVisible(false);
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis})
        axis->setTickLabels(true);
    switch (m_mode) {
    case Mode::Steps: showSteps(); break;
    case Mode::Returns:
    case Mode::Lengths: showEpisodeValues(m_mode == Mode::Returns); break;
    case Mode::Histogram: showHistogram(); break;
    }
    m_valueTicker->setIntegers(wholeValues());
    if (m_plot->plottableCount() == 0)
        showEmpty();
    else if (wasEmpty)
        resetView(); // the data's ranges, not the empty plot's
    updateMarkers();
    emit plotted();
}

void PlotPanel::setNote(const QString& text)
{
    m_note->setText(text);
    m_emptyText->setText(text);
}

void PlotPanel::showEmpty()
{
    m_empty = true;
    setValueLabel(QString());
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setTickLabels(false);
        axis->setRange(0, 1);
    }
    m_emptyText->setText(m_note->fullText());
    m_emptyText->setVisible(true);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

QString PlotPanel::note() const
{
    return m_note->fullText();
}

void PlotPanel::showLegend(bool shown)
{
    QCPLayoutGrid* layout = m_plot->plotLayout();
    const bool placed = layout->rowCount() > 1 && layout->element(0, 0) == m_plot->legend;
    if (shown && !placed) {
        layout->insertRow(0);
        layout->addElement(0, 0, m_plot->legend);
        layout->setRowStretchFactor(0, 0.001); // as tall as its entries
        m_plot->legend->setMargins(QMargins(6, 4, 6, 0));
    } else if (!shown && placed) {
        layout->take(m_plot->legend);
        layout->simplify();
    }
    m_plot->legend->setVisible(shown);
}

void PlotPanel::clicked(QMouseEvent* event)
{
    // A click, not the end of a drag: move the cursor there.
    if (!m_document || (event->pos() - m_pressPos).manhattanLength() > 3
        || !m_plot->axisRect()->rect().contains(event->pos()))
        return;
    const double x = m_plot->xAxis->pixelToCoord(event->pos().x());
    if (m_mode == Mode::Steps)
        m_document->setCurrentStep(groupStepOffset() + static_cast<std::int64_t>(std::llround(x)));
    else if (m_mode == Mode::Returns || m_mode == Mode::Lengths)
        m_document->goToEpisode(static_cast<std::int64_t>(std::llround(x)));
}

void PlotPanel::toggleLegendItem(QObject* item)
{
    auto* entry = qobject_cast<QCPPlottableLegendItem*>(item);
    if (!entry)
        return;
    QCPAbstractPlottable* graph = entry->plottable();
    graph->setVisible(!graph->visible());
    const QColor text = palette().color(QPalette::WindowText);
    entry->setTextColor(graph->visible() ? text : palette().color(QPalette::Disabled, QPalette::WindowText));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void PlotPanel::updateBoundaries()
{
    std::vector<double> lines;
    m_episodeEnds.clear();
    if (m_document) {
        const std::int64_t count = m_document->episodes().count();
        lines.reserve(static_cast<std::size_t>(count));
        m_episodeEnds.reserve(static_cast<std::size_t>(count));
        // A line after every episode's last step, between it and the next step.
        for (std::int64_t e = 0; e < count; ++e) {
            lines.push_back(static_cast<double>(m_document->lastStepOf(e)) + 0.5);
            m_episodeEnds.push_back(m_document->lastStepOf(e));
        }
        std::sort(lines.begin(), lines.end());
        std::sort(m_episodeEnds.begin(), m_episodeEnds.end());
    }
    m_boundaries->setLines(std::move(lines));
    updateMarkers();
}

void PlotPanel::followCursor()
{
    // The episode's histogram follows the episode.
    if (m_document && m_mode == Mode::Histogram && m_histogramOfEpisode
        && m_document->currentEpisode() != m_histogramEpisode) {
        rebuild();
        resetView();
        return;
    }
    updateMarkers();
}

std::int64_t PlotPanel::groupStepOffset() const
{
    const std::int64_t episode = m_document ? m_document->episodeOfPath(m_key) : -1;
    return episode >= 0 ? m_document->firstStepOf(episode) : 0;
}

void PlotPanel::updateMatches()
{
    std::vector<double> xs;
    if (m_document && m_document->episodeOfPath(m_key) < 0) { // group keys have their own rows
        xs.reserve(std::size_t(m_document->matchedSteps().size()));
        for (const qint64 step : m_document->matchedSteps())
            xs.push_back(static_cast<double>(step));
    }
    m_matches->setLines(std::move(xs));
    m_matches->setVisible(m_mode == Mode::Steps);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void PlotPanel::updateMarkers()
{
    if (m_empty) { // no steps or episodes to mark
        for (StepMarkers* markers : {m_boundaries, m_cursor, m_matches})
            markers->setVisible(false);
        m_plot->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    const bool steps = m_mode == Mode::Steps;
    // A key of a Minari episode group is one episode, its rows that episode's steps:
    // no boundaries to draw, and the cursor sits at the step's row.
    const bool groupKey = m_document && m_document->episodeOfPath(m_key) >= 0;
    if (steps && groupKey) {
        m_boundaries->setVisible(false);
        m_cursor->setVisible(m_document->episodeOfPath(m_key) == m_document->currentEpisode());
        m_cursor->setLines({static_cast<double>(m_document->currentStep() - groupStepOffset())});
        m_plot->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    m_boundaries->setVisible(steps);
    m_matches->setVisible(steps);
    m_cursor->setVisible(m_document && m_mode != Mode::Histogram);
    if (m_document) {
        const std::int64_t episode = m_document->currentEpisode();
        if (steps && episode >= 0)
            m_boundaries->setSpan(static_cast<double>(m_document->firstStepOf(episode)) - 0.5,
                                  static_cast<double>(m_document->lastStepOf(episode)) + 0.5);
        else
            m_boundaries->setSpan(0, 0);
        const double at = steps ? static_cast<double>(m_document->currentStep()) : static_cast<double>(episode);
        m_cursor->setLines({at});
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace ReplayScope::Ui
