// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch.h>

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace ReplayScope::Ui {

/// The key tree: a QAbstractItemModel over a Batch's keys, nested Batches as
/// children. Columns are in roles.h (name, kind, dtype, shape, size).
///
/// The model keeps a light index of nodes (key and path, no data) so that
/// QModelIndex::internalPointer() stays valid; cell text is computed on demand from
/// the Batch. Call setRoot() after the Batch changes structurally.
class BatchTreeModel final : public QAbstractItemModel
{
    Q_OBJECT

public:
    explicit BatchTreeModel(QObject* parent = nullptr);
    ~BatchTreeModel() override;

    /// Shows the given Batch (may be null for nothing). The model does not copy it.
    void setRoot(std::shared_ptr<Core::Batch> root);
    /// The index of a dotted key path, or an invalid index when absent.
    QModelIndex indexForPath(const QString& dottedPath) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Node;
    Node* nodeFor(const QModelIndex& index) const;
    void buildChildren(Node* node, const Core::Batch& batch);

    std::shared_ptr<Core::Batch> m_root;
    std::unique_ptr<Node> m_rootNode;
};

} // namespace ReplayScope::Ui
