// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/gui/recoverydialog.h>

#include <app/gui/mainwindow.h>

#include <widgets/model/autosave.h>

#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace ReplayScope;

RecoveryDialog::RecoveryDialog(const QList<Ui::AutosaveEntry>& entries, QWidget* parent)
    : QDialog(parent)
    , m_entries(entries)
    , m_list(new QTreeWidget(this))
{
    setWindowTitle(tr("Recover Unsaved Changes"));
    auto* intro = new QLabel(tr("ReplayScope did not close normally last time. These documents had unsaved changes, "
                                "which were saved automatically. Recovered documents open as modified; nothing is "
                                "written to the original files until you save."),
                             this);
    intro->setWordWrap(true);

    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Document"), tr("Original file"), tr("Autosaved"), tr("Note")});
    for (const Ui::AutosaveEntry& entry : m_entries) {
        auto* item = new QTreeWidgetItem(m_list);
        item->setCheckState(0, Qt::Checked);
        item->setText(0, entry.title);
        item->setText(1, entry.originalPath.isEmpty() ? tr("(never saved)")
                                                      : QDir::toNativeSeparators(entry.originalPath));
        item->setToolTip(1, item->text(1));
        item->setText(2, QLocale().toString(entry.time.toLocalTime(), QLocale::ShortFormat));
        // Saving the recovered copy would replace whatever was saved after it: say so.
        if (entry.originalChangedSince())
            item->setText(3, tr("The file changed after this autosave"));
    }
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto* buttons = new QDialogButtonBox(this);
    m_recover = buttons->addButton(tr("&Recover"), QDialogButtonBox::AcceptRole);
    m_discard = buttons->addButton(tr("&Discard"), QDialogButtonBox::DestructiveRole);
    m_later = buttons->addButton(tr("&Later"), QDialogButtonBox::RejectRole);
    m_recover->setDefault(true);
    m_discard->setToolTip(tr("Delete the checked autosaves for good"));
    m_later->setToolTip(tr("Keep the autosaves and ask again on the next start"));
    connect(m_recover, &QPushButton::clicked, this, [this] { finish(Choice::Recover); });
    connect(m_discard, &QPushButton::clicked, this, [this] { finish(Choice::Discard); });
    connect(m_later, &QPushButton::clicked, this, [this] { finish(Choice::Later); });

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resize(720, 320);
}

QList<Ui::AutosaveEntry> RecoveryDialog::checkedEntries() const
{
    QList<Ui::AutosaveEntry> checked;
    for (int i = 0; i < m_list->topLevelItemCount() && i < m_entries.size(); ++i)
        if (m_list->topLevelItem(i)->checkState(0) == Qt::Checked)
            checked << m_entries.at(i);
    return checked;
}

void RecoveryDialog::finish(Choice choice)
{
    m_choice = choice;
    if (choice == Choice::Later)
        reject();
    else
        accept();
}

int offerRecovery(MainWindow* window)
{
    Ui::AutosaveManager* autosave = window->autosave();
    const QList<Ui::AutosaveEntry> entries = autosave->recoverable();
    if (entries.isEmpty())
        return 0;
    RecoveryDialog dialog(entries, window);
    dialog.exec();
    const QList<Ui::AutosaveEntry> checked = dialog.checkedEntries();
    switch (dialog.choice()) {
    case RecoveryDialog::Choice::Recover:
        autosave->recoverInBackground(checked); // the window adds each document as it arrives
        break;
    case RecoveryDialog::Choice::Discard:
        for (const Ui::AutosaveEntry& entry : checked)
            Ui::AutosaveStore::remove(entry);
        break;
    case RecoveryDialog::Choice::Later: break;
    }
    return static_cast<int>(entries.size());
}
