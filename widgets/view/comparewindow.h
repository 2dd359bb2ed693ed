// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QPointer>

class QComboBox;
class QCustomPlot;
class QLabel;
class QTableView;

template <typename T> class QFutureWatcher;

namespace ReplayScope::Core {
struct BufferComparison;
}

namespace ReplayScope::Ui {

class CompareModel;
class Document;

/// File ▸ Compare With… (issue 21, part 1): what differs between two open documents.
/// The comparison (Core::compareInputs, the one `replayscope-cli diff` prints) runs on a
/// worker thread while both documents are busy; then the window lists every key with
/// both sides' dtype, shape and statistics, differences tinted, and plots the selected
/// key's two distributions overlaid, or both series on one plot when the rows line up,
/// or the two sets of episode returns or lengths. A (blue) and B (orange) keep their
/// colours everywhere.
class CompareWindow final : public QDialog {
    Q_OBJECT

public:
    /// Starts comparing a with b; the window deletes itself when closed.
    CompareWindow(Document* a, Document* b, QWidget* parent = nullptr);
    ~CompareWindow() override;

    CompareModel* model() const { return m_model; }
    QTableView* keyTable() const { return m_table; }
    QComboBox* plotChoice() const { return m_plotChoice; }
    QCustomPlot* plot() const { return m_plot; }
    bool isComparing() const;

signals:
    /// The comparison is shown (or failed: the header says why).
    void compared();

private:
    enum Plot { Distribution, Series, Returns, Lengths };
    void showComparison();
    void replot();
    void plotHistograms(const std::vector<double>& a, const std::vector<double>& b, const QString& what);
    void plotSeries(const QString& key);

    QPointer<Document> m_a;
    QPointer<Document> m_b;
    QLabel* m_header;
    CompareModel* m_model;
    QTableView* m_table;
    QComboBox* m_plotChoice;
    QCustomPlot* m_plot;
    QFutureWatcher<Core::BufferComparison>* m_watcher;
    QString m_error;
};

} // namespace ReplayScope::Ui
