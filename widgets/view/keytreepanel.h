// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLineEdit;
class QSortFilterProxyModel;
class QTreeView;

namespace ReplayScope::Ui {

class BatchTreeModel;

/// The key tree panel: a filter box above a tree of the document's keys. Typing in
/// the filter keeps the keys whose name matches and the branches that lead to them.
class KeyTreePanel final : public QWidget
{
    Q_OBJECT

public:
    explicit KeyTreePanel(QWidget* parent = nullptr);

    /// Shows the given model (not owned).
    void setModel(BatchTreeModel* model);
    QTreeView* treeView() const { return m_tree; }
    QLineEdit* filterEdit() const { return m_filter; }

signals:
    /// The dotted path of the key the user selected.
    void keySelected(const QString& path);

private:
    QLineEdit* m_filter;
    QTreeView* m_tree;
    QSortFilterProxyModel* m_proxy;
};

} // namespace ReplayScope::Ui
