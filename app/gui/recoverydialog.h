// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/autosavestore.h>

#include <QDialog>
#include <QList>

class MainWindow;
class QPushButton;
class QTreeWidget;

/// Shown at start when an earlier session crashed with unsaved edits: lists what the
/// autosaves hold (document, original file, when) and lets the user Recover them (each
/// opens as a modified document that saves to its original file), Discard them (deleted
/// for good) or decide Later (they are offered again on the next start). The buttons act
/// on the checked rows; unchecked rows stay for later.
class RecoveryDialog final : public QDialog {
    Q_OBJECT

public:
    enum class Choice { Later, Recover, Discard };

    explicit RecoveryDialog(const QList<ReplayScope::Ui::AutosaveEntry>& entries, QWidget* parent = nullptr);

    /// What the user chose (Later until a button is pressed, and when the dialog is closed).
    Choice choice() const { return m_choice; }
    /// The entries whose rows are checked (all of them at first).
    QList<ReplayScope::Ui::AutosaveEntry> checkedEntries() const;

    QTreeWidget* list() const { return m_list; }
    QPushButton* recoverButton() const { return m_recover; }
    QPushButton* discardButton() const { return m_discard; }
    QPushButton* laterButton() const { return m_later; }

private:
    void finish(Choice choice);

    QList<ReplayScope::Ui::AutosaveEntry> m_entries;
    QTreeWidget* m_list;
    QPushButton* m_recover;
    QPushButton* m_discard;
    QPushButton* m_later;
    Choice m_choice = Choice::Later;
};

/// Offers the autosaves left by crashed sessions (if any) and carries out the choice:
/// recovered documents arrive in window as they are read (in the background). Returns
/// how many autosaves were offered.
int offerRecovery(MainWindow* window);
