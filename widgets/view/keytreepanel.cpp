// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/view/keytreepanel.h>

#include <widgets/model/batchtreemodel.h>
#include <widgets/model/roles.h>

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace ReplayScope::Ui {

KeyTreePanel::KeyTreePanel(QWidget* parent)
    : QWidget(parent)
    , m_filter(new QLineEdit(this))
    , m_tree(new QTreeView(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_copyPath(new QAction(tr("Copy &Path"), this))
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
    // Renaming starts from the Rename Key action (F2) or a slow second click.
    m_tree->setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QTreeView::customContextMenuRequested, this, [this](const QPoint& pos) {
        if (!m_tree->indexAt(pos).isValid())
            return;
        QMenu menu(this);
        menu.addActions(m_contextActions);
        if (!m_contextActions.isEmpty())
            menu.addSeparator();
        menu.addAction(m_copyPath);
        menu.exec(m_tree->viewport()->mapToGlobal(pos));
    });
    connect(m_copyPath, &QAction::triggered, this,
            [this] { QGuiApplication::clipboard()->setText(currentPath()); });

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

QString KeyTreePanel::currentPath() const
{
    return m_tree->currentIndex().data(KeyPathRole).toString();
}

bool KeyTreePanel::selectPath(const QString& path)
{
    if (!m_model)
        return false;
    const QModelIndex index = m_proxy->mapFromSource(m_model->indexForPath(path));
    if (!index.isValid())
        return false;
    for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
        m_tree->expand(p);
    m_tree->setCurrentIndex(index);
    m_tree->scrollTo(index);
    return true;
}

void KeyTreePanel::editCurrentName()
{
    const QModelIndex current = m_tree->currentIndex();
    if (current.isValid())
        m_tree->edit(current.siblingAtColumn(KeyNameColumn));
}

void KeyTreePanel::setModel(BatchTreeModel* model)
{
    m_model = model;
    m_proxy->setSourceModel(model);
    m_tree->expandToDepth(0);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    emit keySelected(current.data(KeyPathRole).toString());
            });
}

} // namespace ReplayScope::Ui
