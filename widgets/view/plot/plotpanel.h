// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/plot/keyseries.h>

#include <QList>
#include <QPointer>
#include <QSharedPointer>
#include <QSet>
#include <QWidget>

#include <atomic>
#include <memory>

class QCheckBox;
class QComboBox;
class QCPItemText;
class QCustomPlot;
class QMenu;
class QLabel;
class QMouseEvent;
class QHBoxLayout;
class QToolButton;

namespace ReplayScope::Ui {

class ElidedLabel;

class Document;
class SeriesStore;
class StepMarkers;
class ValueTicker;

/// The plot panel: a numeric key against step (one line per column, decimated to a
/// min/max envelope per pixel column), the return or length of every episode, or a
/// histogram of a key. Episode boundaries are marked, the current episode shaded and
/// the document's time cursor drawn; clicking moves the cursor (or goes to the clicked
/// episode). The mouse wheel zooms the steps and the value axis follows the data in view
/// (Ctrl+wheel zooms the values), dragging pans, Reset View shows everything again.
/// Lines break at episode ends; integer keys draw as steps; other keys can be drawn over
/// the key (setOverlayKeys); the legend sits above the plot, never over the data.
class PlotPanel final : public QWidget {
    Q_OBJECT

public:
    enum class Mode { Steps, Returns, Lengths, Histogram };

    explicit PlotPanel(QWidget* parent = nullptr);
    ~PlotPanel() override;

    /// Follows document (not owned); null shows an empty plot.
    void setDocument(Document* document);
    /// Plots path when it is a per-step numeric key, for a Batch node its first such leaf;
    /// any other key (or none) empties the plot, which then says why (the keys drawn
    /// over it still draw).
    void setKey(const QString& path);
    const QString& key() const { return m_key; }
    /// Keys drawn over key() (those selected or pinned with it): each per-step numeric
    /// one gets its own lines and legend entry on the same axes, a Batch node each such
    /// leaf below it (nested too); others are skipped.
    void setOverlayKeys(const QStringList& paths);
    /// The overlaid keys being drawn (read or still being read).
    const QStringList& overlayKeys() const { return m_overlayKeys; }
    void setMode(Mode mode);
    Mode mode() const { return m_mode; }
    /// Histogram scope: all rows (false) or the current episode (true).
    void setHistogramOfEpisode(bool episode);

    /// Shows all the data again.
    void resetView();
    /// Shows the current episode, the step axis counted from its first step.
    void fitEpisode();
    /// Writes the plot as PNG (size pixels) or PDF (vector, a size-point page), by the
    /// file name's extension; the cursor and the current episode's shading only when
    /// withMarkers. Remembers the folder for the next export.
    bool exportTo(const QString& path, QSize size = QSize(1600, 900), bool withMarkers = false);
    /// path with the extension of the chosen file type (".png" or ".pdf") when it has
    /// neither: what a save dialog's filter asks for.
    static QString pathWithSuffix(const QString& path, bool pdf);
    /// Where Export suggests writing: the last export folder (else the document's) and a
    /// name made of the document's and the key's names.
    QString suggestedExportPath(const QString& suffix) const;
    /// Asks for a file, a size and the markers, then exports (the Export… button).
    void exportDialog();
    /// The plot's right-click menu (Reset View, Fit Episode, Export…), new each time;
    /// the caller owns it.
    QMenu* contextMenu();
    /// The note above the plot (what is drawn, or why nothing is).
    QString note() const;

    QCustomPlot* plot() const { return m_plot; }
    /// The series plotted in Steps mode (null while it is read).
    const std::shared_ptr<const KeySeries>& series() const { return m_series; }
    /// The series drawn in Steps mode: key()'s, then each overlaid key's once read, as
    /// long as all their lines fit in the legend (MaxLegendEntries). The overlaid keys
    /// read but not drawn go to tooMany (their lines would pass the limit) or otherSteps
    /// (not as many steps as key()), when given.
    std::vector<const KeySeries*> drawnSeries(QStringList* tooMany = nullptr, QStringList* otherSteps = nullptr) const;
    /// Beyond this many lines (four rows of the legend) lines are not told apart; the
    /// note names the keys left out.
    static constexpr std::size_t MaxLegendEntries = 16;
    StepMarkers* boundaries() const { return m_boundaries; }
    StepMarkers* cursor() const { return m_cursor; }
    /// Lines at the steps Find Steps matched (Document::matchedSteps).
    StepMarkers* matches() const { return m_matches; }
    SeriesStore* store() const { return m_store; }

signals:
    /// The plot shows new data (a key's series arrived, or the mode changed).
    void plotted();
    /// An export wrote path.
    void exported(const QString& path);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    /// Shows the buttons that fit beside the boxes and the note at their full width; the
    /// others are reached through the More button's menu.
    void fitButtons();
    void installContextMenu();
    void rebuild();
    /// Follows a renamed key (or a key below a renamed Batch), plotted or overlaid.
    void keyRenamed(const QString& from, const QString& to);
    void showSteps();
    void showEpisodeValues(bool returns);
    void showHistogram();
    void refillSteps();
    /// Queries the coarse series drawn for [first, last) exactly on a worker (they may
    /// read rows of the file) and redraws them when the view is still the same.
    void refineSteps(std::int64_t first, std::int64_t last, int pixels);
    void requestOverlays();
    void followCursor();
    void updateMarkers();
    void updateMatches();
    /// The first step of the episode whose Minari group holds the key (its row 0), else 0.
    std::int64_t groupStepOffset() const;
    void updateBoundaries();
    void clicked(QMouseEvent* event);
    void toggleLegendItem(QObject* item);
    /// Shows the legend in its row above the plot, or takes the row away.
    void showLegend(bool shown);
    /// True when every value drawn is a whole number (integer or bool keys, lengths,
    /// counts, whole returns): the value axis then ticks only on whole numbers.
    bool wholeValues() const;
    /// Labels the value axis with text, elided to the plot's height (the names of many
    /// overlaid keys ran off the axis; the legend names each line).
    void setValueLabel(const QString& text);
    void elideValueLabel();
    /// Sets the value axis to the data in view (unless the user zoomed it).
    void fitValues(double lo, double hi);
    /// The note above the plot, also written across an empty plot.
    void setNote(const QString& text);
    /// Nothing is drawn: plain axes without numbers and the note in the middle, not the
    /// ranges and labels of what was drawn before.
    void showEmpty();

    QPointer<Document> m_document;
    QString m_key;
    Mode m_mode = Mode::Steps;
    bool m_histogramOfEpisode = false;
    std::shared_ptr<const KeySeries> m_series;
    QStringList m_overlayRequest; // what setOverlayKeys was given
    QStringList m_overlayKeys; // the plottable ones other than m_key
    std::vector<std::shared_ptr<const KeySeries>> m_overlays; // parallel, null until read
    QSet<QString> m_overlayFailed; // overlaid keys that could not be read
    bool m_keyPending = false; // m_key's series requested, not read yet
    SeriesStore* m_store;
    QComboBox* m_modeBox;
    QCheckBox* m_bars;
    QComboBox* m_scopeBox;
    ElidedLabel* m_note;
    QHBoxLayout* m_bar;
    QList<QToolButton*> m_buttons; // Reset View, Fit Episode, Export…
    QToolButton* m_more;
    QCustomPlot* m_plot;
    StepMarkers* m_boundaries;
    StepMarkers* m_cursor;
    StepMarkers* m_matches;
    // The x axis's tickers: whole steps and episodes, or a histogram's values (fractions).
    QSharedPointer<ValueTicker> m_stepTicker;
    QSharedPointer<ValueTicker> m_histogramTicker;
    // The value axis's ticker: whole numbers when every plotted value is one (wholeValues).
    QSharedPointer<ValueTicker> m_valueTicker;
    QString m_valueLabel; // the value axis's label before eliding (setValueLabel)
    QPoint m_pressPos;
    bool m_refilling = false;
    // Bumped at each refill: a refinement of an older view is dropped (see refineSteps).
    std::shared_ptr<std::atomic<int>> m_refineGeneration = std::make_shared<std::atomic<int>>(0);
    bool m_valuesZoomed = false; // Ctrl+wheel chose the value range: do not fit it
    bool m_empty = false; // nothing drawn (showEmpty)
    QCPItemText* m_emptyText; // the note across an empty plot
    std::vector<std::int64_t> m_episodeEnds; // last step of each episode, sorted
    std::int64_t m_histogramEpisode = -1; // the episode the histogram counts
};

} // namespace ReplayScope::Ui
