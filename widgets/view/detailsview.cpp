// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/view/detailsview.h>

#include <QHeaderView>

#include <algorithm>

namespace ReplayScope::Ui {

DetailsView::DetailsView(QWidget* parent)
    : QTreeView(parent)
{
    setRootIsDecorated(false);
    setTextElideMode(Qt::ElideMiddle); // paths and numbers keep both ends
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(QHeaderView::Interactive);
}

void DetailsView::setModel(QAbstractItemModel* model)
{
    QTreeView::setModel(model);
    if (!model)
        return;
    // The rows change with the document (and while statistics arrive).
    connect(model, &QAbstractItemModel::modelReset, this, &DetailsView::fitColumns);
    connect(model, &QAbstractItemModel::layoutChanged, this, &DetailsView::fitColumns);
    connect(model, &QAbstractItemModel::rowsInserted, this, &DetailsView::fitColumns);
    connect(model, &QAbstractItemModel::dataChanged, this, &DetailsView::fitColumns);
    fitColumns();
}

void DetailsView::resizeEvent(QResizeEvent* event)
{
    QTreeView::resizeEvent(event);
    fitColumns();
}

void DetailsView::fitColumns()
{
    if (!model() || model()->columnCount() < 2)
        return;
    const int names = std::max(sizeHintForColumn(0), header()->sectionSizeHint(0));
    header()->resizeSection(0, std::min(names, viewport()->width() / 2));
}

} // namespace ReplayScope::Ui
