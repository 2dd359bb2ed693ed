// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/view/columnswidth.h>

#include <QHeaderView>
#include <QScrollBar>
#include <QTreeView>

#include <algorithm>

namespace ReplayScope::Ui {

int columnsWidth(const QTreeView* view)
{
    const QHeaderView* header = view->header();
    // sizeHintForColumn is public in QAbstractItemView (QTreeView only narrows it).
    const auto* items = static_cast<const QAbstractItemView*>(view);
    int width = 0;
    for (int column = 0; column < header->count(); ++column)
        if (!header->isSectionHidden(column))
            width += std::max(header->sectionSizeHint(column), items->sizeHintForColumn(column));
    return width + 2 * view->frameWidth() + view->verticalScrollBar()->sizeHint().width();
}

} // namespace ReplayScope::Ui
