// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <app/gui/pythoncopy.h>

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

/// Edit ▸ Copy as Python ▸ Preview…: the snippet for the current key, the selected
/// rows, the selected episodes or the whole file, shown before it goes to the clipboard,
/// so the user can read what it loads and pick the scope. Copy puts it on the clipboard
/// and closes; the snippet follows the window's selection each time the scope changes.
class PythonPreviewDialog final : public QDialog {
    Q_OBJECT

public:
    PythonPreviewDialog(const PythonCopier& copier, PythonScope scope, QWidget* parent = nullptr);

    /// Shows the snippet of scope (and selects it in the scope box).
    void setScope(PythonScope scope);
    PythonScope scope() const;

    QComboBox* scopeBox() const { return m_scopes; }
    QPlainTextEdit* codeView() const { return m_code; }
    QLabel* messageLabel() const { return m_message; }
    QPushButton* copyButton() const { return m_copy; }

signals:
    /// The snippet went to the clipboard; text says what it loads (for the status bar).
    void copied(const QString& text);

private:
    void refresh();

    const PythonCopier& m_copier;
    QComboBox* m_scopes;
    QPlainTextEdit* m_code;
    QLabel* m_message;
    QPushButton* m_copy;
};
