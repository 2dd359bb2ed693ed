// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

class QAbstractItemView;
class QHeaderView;

namespace ReplayScope::Ui {

/// The width view needs to show every visible column whole (header and the rows near
/// the visible ones), with its frame and vertical scroll bar: what a dock holding the
/// view asks for when the window has room (App::WindowLayout).
/// header is the view's column header (QTreeView::header, QTableView::horizontalHeader).
int columnsWidth(const QAbstractItemView* view, const QHeaderView* header);

} // namespace ReplayScope::Ui
