// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <app/gui/datacontroller.h>

#include <QObject>
#include <QPointer>

#include <atomic>
#include <functional>

template <typename T> class QFutureWatcher;

namespace ReplayScope::Ui {
class Document;
class StepFilterBar;
struct StepQueryResult;
} // namespace ReplayScope::Ui

/// Find Steps (issue 21, part 3): runs the bar's expression over the current document on
/// a worker thread (the document is busy meanwhile, so no edit races the reads), then
/// stores the matching steps in the document (the table and the plot mark them), selects
/// their episodes in the navigator and moves the cursor to the first match. Delete Rows,
/// Slice and Export Episodes then act on them (MainWindow::selectedSteps gives
/// the matches; the navigator holds their episodes).
class FindStepsController final : public QObject {
    Q_OBJECT

public:
    /// selectEpisodes selects episodes in the window's episode list.
    FindStepsController(ReplayScope::Ui::StepFilterBar* bar, DataSources sources,
                        std::function<void(const QList<qint64>&)> selectEpisodes, QObject* parent);
    ~FindStepsController() override;

    /// Searches the current document for text; empty text clears its search.
    void search(const QString& text);
    /// Moves the cursor to the next (direction 1) or previous (-1) matching step.
    void step(int direction);
    /// The bar shows the search of the document now shown (after a tab switch).
    void showDocument(ReplayScope::Ui::Document* document);
    bool isRunning() const;
    /// Stops a running search (its result is dropped).
    void cancel();

signals:
    /// A search ended (found, failed or canceled).
    void finished();

private:
    void apply(ReplayScope::Ui::Document* doc, const ReplayScope::Ui::StepQueryResult& result);

    ReplayScope::Ui::StepFilterBar* m_bar;
    DataSources m_sources;
    std::function<void(const QList<qint64>&)> m_selectEpisodes;
    QFutureWatcher<ReplayScope::Ui::StepQueryResult>* m_watcher;
    QPointer<ReplayScope::Ui::Document> m_running;
    std::atomic<bool> m_cancel{false};
};
