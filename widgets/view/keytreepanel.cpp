// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/view/keytreepanel.h>

#include <widgets/model/batchtreemodel.h>
#include <widgets/model/roles.h>

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace ReplayScope::Ui {

KeyTreePanel::KeyTreePanel(QWidget* parent)
    : QWidget(parent)
    , m_filter(new QLineEdit(this))
    , m_tree(new QTreeView(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    m_filter->setPlaceholderText(tr("Filter keys"));
    m_filter->setClearButtonEnabled(true);
    // Recursive filtering keeps the parents of matching keys, so a match deep in
    // obs.camera still shows where it lives.
    m_proxy->setRecursiveFilteringEnabled(true);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(KeyNameColumn);
    m_tree->setModel(m_proxy);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filter);
    layout->addWidget(m_tree);

    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_proxy->setFilterFixedString(text);
        if (!text.isEmpty())
            m_tree->expandAll();
    });
}

void KeyTreePanel::setModel(BatchTreeModel* model)
{
    m_proxy->setSourceModel(model);
    m_tree->expandToDepth(0);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    emit keySelected(current.data(KeyPathRole).toString());
            });
}

} // namespace ReplayScope::Ui
