// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QAction;
class QLineEdit;
class QSortFilterProxyModel;
class QTreeView;

namespace ReplayScope::Ui {

class BatchTreeModel;

/// The key tree panel: a filter box above a tree of the document's keys. Typing in
/// the filter keeps the keys whose name matches and the branches that lead to them.
/// Right-clicking a key offers the actions given with setContextActions() plus Pin to
/// Table and Copy Path. Several keys can be selected (Ctrl+click, Shift+click) to see
/// them side by side in the table; pinned keys (shown in bold) stay in the table
/// whatever is selected.
class KeyTreePanel final : public QWidget {
    Q_OBJECT

public:
    explicit KeyTreePanel(QWidget* parent = nullptr);

    /// Shows the given model (not owned).
    void setModel(BatchTreeModel* model);
    QTreeView* treeView() const { return m_tree; }
    QLineEdit* filterEdit() const { return m_filter; }
    /// Actions of the context menu (rename, delete, ...), shown before Copy Path.
    void setContextActions(const QList<QAction*>& actions) { m_contextActions = actions; }
    /// The dotted path of the current key, or empty.
    QString currentPath() const;
    /// Makes the key at path current (expanding its parents); false when absent.
    bool selectPath(const QString& path);
    /// Starts editing the current key's name.
    void editCurrentName();

    /// The selected keys' paths, in the order they were selected.
    QStringList selectedPaths() const;
    /// Selects these keys (the first becomes current); false when none of them exists.
    bool selectPaths(const QStringList& paths);
    /// Keys that stay in the table whatever is selected, in the order they were pinned.
    const QStringList& pinnedPaths() const { return m_pinned; }
    void setPinnedPaths(const QStringList& paths);
    /// Pins the selected keys, or unpins them when they all are pinned.
    void togglePinSelected();
    /// What the table shows: the pinned keys, then the selected ones (else the current).
    QStringList tableKeys() const;
    QAction* pinAction() const { return m_pin; }

    /// As wide as the tree's columns are whole (the dock asks for it when there is room).
    QSize sizeHint() const override;

signals:
    /// The dotted path of the key the user selected.
    void keySelected(const QString& path);
    /// The keys the table shows changed (selection or pins): tableKeys().
    void tableKeysChanged(const QStringList& keys);

private:
    /// Shows the columns as name, dtype, mean, shape, min, max, kind, size.
    void orderColumns();

    QLineEdit* m_filter;
    QTreeView* m_tree;
    QSortFilterProxyModel* m_proxy;
    BatchTreeModel* m_model = nullptr;
    QList<QAction*> m_contextActions;
    QAction* m_pin;
    QAction* m_copyPath;
    QStringList m_pinned;
};

} // namespace ReplayScope::Ui
