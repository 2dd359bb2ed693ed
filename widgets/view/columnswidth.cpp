// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/view/columnswidth.h>

#include <QAbstractItemView>
#include <QHeaderView>
#include <QScrollBar>

#include <algorithm>

namespace ReplayScope::Ui {

int columnsWidth(const QAbstractItemView* view, const QHeaderView* header)
{
    // sizeHintForColumn is public in QAbstractItemView (QTreeView and QTableView narrow it).
    int width = 0;
    for (int column = 0; column < header->count(); ++column)
        if (!header->isSectionHidden(column))
            width += std::max(header->sectionSizeHint(column), view->sizeHintForColumn(column));
    return width + 2 * view->frameWidth() + view->verticalScrollBar()->sizeHint().width();
}

} // namespace ReplayScope::Ui
