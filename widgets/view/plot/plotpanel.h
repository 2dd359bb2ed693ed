// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/plot/keyseries.h>

#include <QPointer>
#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QLabel;
class QMouseEvent;

namespace ReplayScope::Ui {

class Document;
class SeriesStore;
class StepMarkers;

/// The plot panel: a numeric key against step (one line per column, decimated to a
/// min/max envelope per pixel column), the return or length of every episode, or a
/// histogram of a key. Episode boundaries are marked, the current episode shaded and
/// the document's time cursor drawn; clicking moves the cursor (or goes to the clicked
/// episode). Mouse wheel zooms, dragging pans, Reset View shows everything again.
class PlotPanel final : public QWidget
{
    Q_OBJECT

public:
    enum class Mode { Steps, Returns, Lengths, Histogram };

    explicit PlotPanel(QWidget* parent = nullptr);
    ~PlotPanel() override;

    /// Follows document (not owned); null shows an empty plot.
    void setDocument(Document* document);
    /// Plots path when it is a per-step numeric key (other keys keep the current plot).
    void setKey(const QString& path);
    const QString& key() const { return m_key; }
    void setMode(Mode mode);
    Mode mode() const { return m_mode; }
    /// Histogram scope: all rows (false) or the current episode (true).
    void setHistogramOfEpisode(bool episode);

    /// Shows all the data again.
    void resetView();
    /// Writes the plot as PNG or PDF (by the file name's extension).
    bool exportTo(const QString& path);

    QCustomPlot* plot() const { return m_plot; }
    /// The series plotted in Steps mode (null while it is read).
    const std::shared_ptr<const KeySeries>& series() const { return m_series; }
    StepMarkers* boundaries() const { return m_boundaries; }
    StepMarkers* cursor() const { return m_cursor; }
    SeriesStore* store() const { return m_store; }

signals:
    /// The plot shows new data (a key's series arrived, or the mode changed).
    void plotted();

private:
    void rebuild();
    void showSteps();
    void showEpisodeValues(bool returns);
    void showHistogram();
    void refillSteps();
    void followCursor();
    void updateMarkers();
    /// The first step of the episode whose Minari group holds the key (its row 0), else 0.
    std::int64_t groupStepOffset() const;
    void updateBoundaries();
    void clicked(QMouseEvent* event);
    void toggleLegendItem(QObject* item);

    QPointer<Document> m_document;
    QString m_key;
    Mode m_mode = Mode::Steps;
    bool m_histogramOfEpisode = false;
    std::shared_ptr<const KeySeries> m_series;
    SeriesStore* m_store;
    QComboBox* m_modeBox;
    QCheckBox* m_bars;
    QComboBox* m_scopeBox;
    QLabel* m_note;
    QCustomPlot* m_plot;
    StepMarkers* m_boundaries;
    StepMarkers* m_cursor;
    QPoint m_pressPos;
    bool m_refilling = false;
    std::int64_t m_histogramEpisode = -1; // the episode the histogram counts
};

} // namespace ReplayScope::Ui
