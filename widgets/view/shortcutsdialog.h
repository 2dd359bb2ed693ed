// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QAction;
class QTreeWidget;

namespace ReplayScope::Ui {

/// Help > Keyboard Shortcuts: every action that has a shortcut, with its key sequence
/// in the platform's spelling, taken from the actions themselves so the list is never
/// out of date.
class ShortcutsDialog final : public QDialog {
    Q_OBJECT

public:
    ShortcutsDialog(const QList<QAction*>& actions, QWidget* parent = nullptr);
    /// The list (for tests).
    QTreeWidget* list() const { return m_list; }

private:
    QTreeWidget* m_list;
};

} // namespace ReplayScope::Ui
