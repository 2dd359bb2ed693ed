// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QToolButton;

namespace ReplayScope::Ui {

struct StepQueryResult;

/// The Find Steps bar above the table (issue 21, part 3): an expression of the *Add
/// Key* language over the steps (`rew < -1 & abs(act[:,0]) > 0.95`), what it found
/// ("23 steps in 4 episodes") or where the expression is wrong (the caret put there,
/// as the Slice box does), and buttons to the previous and next matching step. It only
/// asks; the window evaluates (in the background) and shows the result.
class StepFilterBar final : public QWidget {
    Q_OBJECT

public:
    explicit StepFilterBar(QWidget* parent = nullptr);

    QLineEdit* edit() const { return m_edit; }
    /// Says the search runs.
    void showBusy();
    /// Shows a result of findSteps (count, or the error at its position).
    void showResult(const StepQueryResult& result);
    /// Back to no search (the text stays).
    void showNothing();
    /// Puts text into the expression box without searching (the search of the document a
    /// tab switch shows: the text of another tab's search must not stay in the box).
    void setQuery(const QString& text);
    /// Puts the keyboard focus into the expression box.
    void focusEdit();

signals:
    /// Enter in the box: search for text (empty text: clear the search).
    void searchRequested(const QString& text);
    void previousRequested();
    void nextRequested();

private:
    QLineEdit* m_edit;
    QLabel* m_status;
    QToolButton* m_previous;
    QToolButton* m_next;
};

} // namespace ReplayScope::Ui
