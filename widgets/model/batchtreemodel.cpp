// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/batchtreemodel.h>

#include <widgets/model/roles.h>
#include <widgets/model/valuetext.h>

#include <QFont>

namespace ReplayScope::Ui {

using Core::PyValue;

struct BatchTreeModel::Node {
    Node* parent = nullptr;
    int row = 0;
    QString name;
    QString path;
    PyValue value; // a shared handle, not a copy of the data
    std::vector<std::unique_ptr<Node>> children;
};

BatchTreeModel::BatchTreeModel(QObject* parent)
    : QAbstractItemModel(parent)
    , m_rootNode(std::make_unique<Node>())
{
}

BatchTreeModel::~BatchTreeModel() = default;

void BatchTreeModel::setRoot(std::shared_ptr<Core::Batch> root)
{
    beginResetModel();
    m_root = std::move(root);
    m_rootNode = std::make_unique<Node>();
    if (m_root)
        buildChildren(m_rootNode.get(), *m_root);
    endResetModel();
}

void BatchTreeModel::buildChildren(Node* node, const Core::Batch& batch)
{
    for (const auto& [key, value] : batch.entries()) {
        auto child = std::make_unique<Node>();
        child->parent = node;
        child->row = static_cast<int>(node->children.size());
        child->name = QString::fromStdString(key);
        child->path = node->path.isEmpty() ? child->name : node->path + QLatin1Char('.') + child->name;
        child->value = value;
        if (value.isBatch())
            buildChildren(child.get(), *value.asBatch());
        node->children.push_back(std::move(child));
    }
}

BatchTreeModel::Node* BatchTreeModel::nodeFor(const QModelIndex& index) const
{
    return index.isValid() ? static_cast<Node*>(index.internalPointer()) : m_rootNode.get();
}

QModelIndex BatchTreeModel::indexForPath(const QString& dottedPath) const
{
    const Node* node = m_rootNode.get();
    for (const QString& part : dottedPath.split(QLatin1Char('.'))) {
        const auto it = std::find_if(node->children.begin(), node->children.end(),
                                     [&](const auto& c) { return c->name == part; });
        if (it == node->children.end())
            return {};
        node = it->get();
    }
    return node == m_rootNode.get() ? QModelIndex() : createIndex(node->row, 0, const_cast<Node*>(node));
}

QModelIndex BatchTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    Node* p = nodeFor(parent);
    return createIndex(row, column, p->children[static_cast<std::size_t>(row)].get());
}

QModelIndex BatchTreeModel::parent(const QModelIndex& child) const
{
    if (!child.isValid())
        return {};
    Node* p = nodeFor(child)->parent;
    if (!p || p == m_rootNode.get())
        return {};
    return createIndex(p->row, 0, p);
}

int BatchTreeModel::rowCount(const QModelIndex& parent) const
{
    if (parent.column() > 0)
        return 0;
    return static_cast<int>(nodeFor(parent)->children.size());
}

int BatchTreeModel::columnCount(const QModelIndex&) const
{
    return KeyColumnCount;
}

QVariant BatchTreeModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const Node* node = nodeFor(index);
    const PyValue& v = node->value;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case KeyNameColumn:
            return node->name;
        case KeyKindColumn:
            return kindText(v);
        case KeyDTypeColumn:
            return dtypeText(v);
        case KeyShapeColumn:
            return shapeText(v);
        case KeySizeColumn:
            return sizeText(v);
        }
        return {};
    case Qt::ToolTipRole:
        return node->path;
    case Qt::FontRole:
        // Reserved keys and opaque objects are shown, but set apart from real data.
        if (index.column() == KeyKindColumn && !v.isArray() && !(v.isBatch() && !v.asBatch()->isEmpty())) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case KeyPathRole:
        return node->path;
    case KindRole:
        return kindText(v);
    case IsLeafArrayRole:
        return v.isArray();
    }
    return {};
}

QVariant BatchTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KeyNameColumn:
        return tr("Key");
    case KeyKindColumn:
        return tr("Kind");
    case KeyDTypeColumn:
        return tr("DType");
    case KeyShapeColumn:
        return tr("Shape");
    case KeySizeColumn:
        return tr("Size");
    }
    return {};
}

} // namespace ReplayScope::Ui
