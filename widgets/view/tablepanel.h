// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>
#include <QWidget>

class QHBoxLayout;
class QLabel;
class QLineEdit;
class QTableView;
class QToolButton;

namespace ReplayScope::Ui {

class ElidedLabel;
class StepFilterBar;

class TensorTableModel;

/// The tensor table: a QTableView over a TensorTableModel, with a spin box per middle
/// axis of 3-d and higher arrays, a "rows a–b of n" bar with buttons to move the window
/// through very long keys, and a go-to-row box. Copy puts the selected cells on the
/// clipboard as tab-separated values.
class TablePanel final : public QWidget {
    Q_OBJECT

public:
    explicit TablePanel(QWidget* parent = nullptr);

    /// Shows model (not owned).
    void setModel(TensorTableModel* model);
    QTableView* tableView() const { return m_table; }
    QLineEdit* goToRowEdit() const { return m_goTo; }
    /// The Find Steps bar above the table.
    StepFilterBar* findBar() const { return m_findBar; }

    /// Makes an absolute row current and visible (moving the model's window if needed).
    void showRow(qint64 row);
    /// Puts the keyboard focus into the go-to-row box.
    void focusGoToRow();
    /// Copies the selected cells to the clipboard as TSV; returns the text.
    QString copySelection();
    /// Starts editing the current cell.
    void editCurrentCell();

signals:
    /// The user moved the current cell to another absolute row.
    void currentRowChanged(qint64 row);
    /// The model refused an edit or the go-to box got bad input.
    void problem(const QString& message);

protected:
    /// Ctrl+Home / Ctrl+End in the table go to the first / last row of the whole key,
    /// not of the window of rows the model holds.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuildSelectors();
    void widenColumnsToRowsInView();
    /// Columns as wide as their rows in view need (and, when narrow, their headers;
    /// narrower columns too), at most the header's maximum section size.
    void fitColumnsToRowsInView(bool narrow);
    void updateWindowBar();

    TensorTableModel* m_model = nullptr;
    ElidedLabel* m_title;
    QHBoxLayout* m_selectors;
    QTableView* m_table;
    QWidget* m_windowBar;
    ElidedLabel* m_windowLabel;
    QToolButton* m_previousWindow;
    QToolButton* m_nextWindow;
    QLineEdit* m_goTo;
    StepFilterBar* m_findBar;
    bool m_followingCursor = false;
    QStringList m_shownLeaves; // the keys the column widths were measured for
    bool m_widenPending = false; // widenColumnsToRowsInView is queued
};

} // namespace ReplayScope::Ui
