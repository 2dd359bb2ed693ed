// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/view/keytreepanel.h>

#include <widgets/view/columnswidth.h>

#include <widgets/model/batchtreemodel.h>
#include <widgets/model/roles.h>

#include <QAction>
#include <QClipboard>
#include <QFont>
#include <QGuiApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace ReplayScope::Ui {

namespace {

/// The filter proxy that also shows pinned keys in bold.
class KeyProxy final : public QSortFilterProxyModel {
public:
    KeyProxy(const QStringList* pinned, QObject* parent)
        : QSortFilterProxyModel(parent)
        , m_pinned(pinned)
    {
    }

    QVariant data(const QModelIndex& index, int role) const override
    {
        if (role == Qt::FontRole && index.column() == KeyNameColumn
            && m_pinned->contains(index.data(KeyPathRole).toString())) {
            QFont font = QSortFilterProxyModel::data(index, role).value<QFont>();
            font.setBold(true);
            return font;
        }
        if (role == Qt::ToolTipRole && index.column() == KeyNameColumn
            && m_pinned->contains(index.data(KeyPathRole).toString()))
            return KeyTreePanel::tr("%1 (pinned to the table)").arg(index.data(KeyPathRole).toString());
        return QSortFilterProxyModel::data(index, role);
    }

    /// Repaints the names after the pins changed.
    void pinsChanged()
    {
        if (rowCount() > 0)
            emit dataChanged(index(0, KeyNameColumn), index(rowCount() - 1, KeyNameColumn), {Qt::FontRole});
    }

private:
    const QStringList* m_pinned;
};

} // namespace

KeyTreePanel::KeyTreePanel(QWidget* parent)
    : QWidget(parent)
    , m_filter(new QLineEdit(this))
    , m_tree(new QTreeView(this))
    , m_proxy(new KeyProxy(&m_pinned, this))
    , m_pin(new QAction(tr("P&in to Table"), this))
    , m_copyPath(new QAction(tr("Copy &Path"), this))
{
    m_pin->setToolTip(tr("Keep the selected keys in the table whatever is selected"));
    connect(m_pin, &QAction::triggered, this, &KeyTreePanel::togglePinSelected);
    // Ctrl+click and Shift+click pick several keys for the table.
    m_tree->setSelectionMode(QAbstractItemView::ExtendedSelection);
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
    // Columns that grow (a longer end reason, a wider number) ask the dock for room.
    connect(m_tree->header(), &QHeaderView::sectionResized, this, [this] { updateGeometry(); });
    // Renaming is F2 (Edit ▸ Rename Key): a click on a selected key started a rename by
    // accident, and a key of several selected could not be clicked to select it alone.
    m_tree->setEditTriggers(QAbstractItemView::EditKeyPressed);
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QTreeView::customContextMenuRequested, this, [this](const QPoint& pos) {
        if (!m_tree->indexAt(pos).isValid())
            return;
        QMenu menu(this);
        menu.addActions(m_contextActions);
        if (!m_contextActions.isEmpty())
            menu.addSeparator();
        const QStringList selected = selectedPaths();
        const bool allPinned =
            !selected.isEmpty()
            && std::all_of(selected.begin(), selected.end(), [this](const QString& p) { return m_pinned.contains(p); });
        m_pin->setText(allPinned ? tr("Unp&in from Table") : tr("P&in to Table"));
        menu.addAction(m_pin);
        menu.addAction(m_copyPath);
        menu.exec(m_tree->viewport()->mapToGlobal(pos));
    });
    connect(m_copyPath, &QAction::triggered, this, [this] { QGuiApplication::clipboard()->setText(currentPath()); });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filter);
    layout->addWidget(m_tree);

    // A model reset forgets the header's moved sections: put them back each time.
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &KeyTreePanel::orderColumns);
    connect(m_proxy, &QAbstractItemModel::columnsInserted, this, &KeyTreePanel::orderColumns);
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
    // This key alone, whatever modifier keys the application last saw (the view's own
    // setCurrentIndex would add it to the selection while Ctrl seems held).
    m_tree->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_tree->scrollTo(index);
    return true;
}

void KeyTreePanel::editCurrentName()
{
    const QModelIndex current = m_tree->currentIndex();
    if (current.isValid())
        m_tree->edit(current.siblingAtColumn(KeyNameColumn));
}

void KeyTreePanel::orderColumns()
{
    // The statistic people read first, mean, right after the dtype, so the dock shows it
    // even at the width a 1024 px window leaves it (after the shape it was cut there);
    // Kind ("ndarray" for most keys) after the statistics.
    QHeaderView* header = m_tree->header();
    if (header->count() != KeyColumnCount)
        return;
    const int order[] = {KeyNameColumn, KeyDTypeColumn, KeyMeanColumn, KeyShapeColumn,
                         KeyMinColumn,  KeyMaxColumn,   KeyKindColumn, KeySizeColumn};
    for (int visual = 0; visual < KeyColumnCount; ++visual)
        header->moveSection(header->visualIndex(order[visual]), visual);
}

void KeyTreePanel::setModel(BatchTreeModel* model)
{
    m_model = model;
    m_proxy->setSourceModel(model);
    orderColumns();
    m_tree->expandToDepth(0);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex& current) {
        if (current.isValid())
            emit keySelected(current.data(KeyPathRole).toString());
    });
    connect(m_tree->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { emit tableKeysChanged(tableKeys()); });
}

QStringList KeyTreePanel::selectedPaths() const
{
    QStringList paths;
    for (const QModelIndex& index : m_tree->selectionModel()->selectedRows(KeyNameColumn))
        if (const QString path = index.data(KeyPathRole).toString(); !path.isEmpty() && !paths.contains(path))
            paths << path;
    return paths;
}

bool KeyTreePanel::selectPaths(const QStringList& paths)
{
    if (!m_model)
        return false;
    QItemSelection selection;
    QModelIndex first;
    for (const QString& path : paths) {
        const QModelIndex index = m_proxy->mapFromSource(m_model->indexForPath(path));
        if (!index.isValid())
            continue;
        for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
            m_tree->expand(p);
        selection.select(index, index);
        if (!first.isValid())
            first = index;
    }
    if (!first.isValid())
        return false;
    m_tree->selectionModel()->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
    m_tree->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_tree->scrollTo(first);
    return true;
}

void KeyTreePanel::setPinnedPaths(const QStringList& paths)
{
    if (paths == m_pinned)
        return;
    m_pinned = paths;
    static_cast<KeyProxy*>(m_proxy)->pinsChanged();
    m_tree->viewport()->update();
    emit tableKeysChanged(tableKeys());
}

void KeyTreePanel::togglePinSelected()
{
    QStringList selected = selectedPaths();
    if (selected.isEmpty() && !currentPath().isEmpty())
        selected << currentPath();
    QStringList pinned = m_pinned;
    const bool allPinned =
        std::all_of(selected.begin(), selected.end(), [&](const QString& p) { return pinned.contains(p); });
    for (const QString& path : selected) {
        if (allPinned)
            pinned.removeAll(path);
        else if (!pinned.contains(path))
            pinned << path;
    }
    setPinnedPaths(pinned);
}

QStringList KeyTreePanel::tableKeys() const
{
    QStringList keys = m_pinned;
    QStringList selected = selectedPaths();
    if (selected.isEmpty() && !currentPath().isEmpty())
        selected << currentPath();
    for (const QString& path : selected)
        if (!keys.contains(path))
            keys << path;
    return keys;
}

QSize KeyTreePanel::sizeHint() const
{
    QSize hint = QWidget::sizeHint();
    hint.setWidth(std::max(hint.width(), columnsWidth(m_tree, m_tree->header())));
    return hint;
}

} // namespace ReplayScope::Ui
