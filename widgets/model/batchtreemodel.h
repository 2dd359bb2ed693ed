// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>

#include <QAbstractItemModel>
#include <QPointer>

#include <memory>
#include <vector>

namespace ReplayScope::Ui {

class Document;

/// The key tree: a QAbstractItemModel over a Batch's keys, nested Batches as
/// children. Columns are in roles.h (name, kind, dtype, shape, min, max, mean, size).
///
/// The model keeps a light index of nodes (key, path and a shared handle to the value,
/// never a copy of the data) so that QModelIndex::internalPointer() stays valid; cell
/// text is computed on demand. Over a Document it follows the document's change
/// signals with the matching begin/end calls (so views keep their expansion and
/// selection), shows the document's cached statistics, and renames a key when its
/// name cell is edited (through a RenameKey undo command). After the data it lists the
/// document's state keys (a prioritized buffer's `(weight)`), read-only and in italics.
class BatchTreeModel final : public QAbstractItemModel {
    Q_OBJECT

public:
    explicit BatchTreeModel(QObject* parent = nullptr);
    ~BatchTreeModel() override;

    /// Shows the given Batch (may be null for nothing), read-only. The model does not copy it.
    void setRoot(std::shared_ptr<Core::Batch> root);
    /// Shows the keys of document (not owned), editable; null shows nothing.
    void setDocument(Document* document);
    /// The index of a dotted key path, or an invalid index when absent.
    QModelIndex indexForPath(const QString& dottedPath) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

signals:
    /// A rename was refused; message says why.
    void editRejected(const QString& message);

private:
    struct Node;
    Node* nodeFor(const QModelIndex& index) const;
    Node* nodeForPath(const QString& path) const;
    QModelIndex indexOf(const Node* node, int column = 0) const;
    void buildChildren(Node* node, const Core::Batch& batch);
    std::unique_ptr<Node> makeNode(Node* parent, const std::string& key, const Core::PyValue& value);
    void connectDocument();
    void appendStateKeys();
    void onAboutToRemove(const QString& parentPath, int row);
    void onRemoved(const QString& parentPath, int row);
    void onAboutToInsert(const QString& parentPath, int row);
    void onInserted(const QString& parentPath, int row);
    void onRenamed(const QString& oldPath, const QString& newPath);
    void statsChangedBelow(const Node* node);
    QVariant statsText(const Node* node, int column) const;

    QPointer<Document> m_document;
    std::shared_ptr<Core::Batch> m_root;
    std::unique_ptr<Node> m_rootNode;
};

} // namespace ReplayScope::Ui
