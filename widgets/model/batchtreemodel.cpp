// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/batchtreemodel.h>

#include <widgets/model/commands/renamekey.h>
#include <widgets/model/document.h>
#include <widgets/model/keystats.h>
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
    bool state = false; // a buffer's state key (Document::stateKeys), after the data
    std::vector<std::unique_ptr<Node>> children;

    void setPath(const QString& prefix)
    {
        path = prefix.isEmpty() ? name : prefix + QLatin1Char('.') + name;
        for (auto& child : children)
            child->setPath(path);
    }
    void renumber()
    {
        for (std::size_t i = 0; i < children.size(); ++i)
            children[i]->row = static_cast<int>(i);
    }
};

BatchTreeModel::BatchTreeModel(QObject* parent)
    : QAbstractItemModel(parent)
    , m_rootNode(std::make_unique<Node>())
{
}

BatchTreeModel::~BatchTreeModel() = default;

void BatchTreeModel::setRoot(std::shared_ptr<Core::Batch> root)
{
    if (m_document) {
        m_document->disconnect(this);
        m_document->statistics()->disconnect(this);
    }
    m_document = nullptr;
    beginResetModel();
    m_root = std::move(root);
    m_rootNode = std::make_unique<Node>();
    if (m_root)
        buildChildren(m_rootNode.get(), *m_root);
    endResetModel();
}

void BatchTreeModel::setDocument(Document* document)
{
    setRoot(document ? document->root() : nullptr);
    m_document = document;
    if (document) {
        appendStateKeys();
        connectDocument();
    }
}

void BatchTreeModel::appendStateKeys()
{
    const auto& keys = m_document->stateKeys();
    if (keys.empty())
        return;
    // After the data keys: inserting or removing data keys never moves past them.
    const int first = static_cast<int>(m_rootNode->children.size());
    beginInsertRows({}, first, first + static_cast<int>(keys.size()) - 1);
    for (const StateKey& key : keys) {
        auto node = std::make_unique<Node>();
        node->parent = m_rootNode.get();
        node->name = key.path;
        node->path = key.path;
        node->value = key.value;
        node->state = true;
        m_rootNode->children.push_back(std::move(node));
    }
    m_rootNode->renumber();
    endInsertRows();
}

void BatchTreeModel::connectDocument()
{
    connect(m_document, &Document::keyAboutToBeRemoved, this, &BatchTreeModel::onAboutToRemove);
    connect(m_document, &Document::keyRemoved, this, &BatchTreeModel::onRemoved);
    connect(m_document, &Document::keyAboutToBeInserted, this, &BatchTreeModel::onAboutToInsert);
    connect(m_document, &Document::keyInserted, this, &BatchTreeModel::onInserted);
    connect(m_document, &Document::keyRenamed, this, &BatchTreeModel::onRenamed);
    connect(m_document, &Document::dataReset, this, [this] { setDocument(m_document); });
    connect(m_document->statistics(), &KeyStatsCache::changed, this, [this] { statsChangedBelow(m_rootNode.get()); });
    connect(m_document, &Document::valueChanged, this, [this](const QString& path, qint64) {
        if (const Node* node = nodeForPath(path))
            emit dataChanged(indexOf(node, KeyMinColumn), indexOf(node, KeyMeanColumn));
    });
}

std::unique_ptr<BatchTreeModel::Node> BatchTreeModel::makeNode(Node* parent, const std::string& key,
                                                               const PyValue& value)
{
    auto child = std::make_unique<Node>();
    child->parent = parent;
    child->name = QString::fromStdString(key);
    child->value = value;
    if (value.isBatch())
        buildChildren(child.get(), *value.asBatch());
    child->setPath(parent->path);
    return child;
}

void BatchTreeModel::buildChildren(Node* node, const Core::Batch& batch)
{
    for (const auto& [key, value] : batch.entries())
        node->children.push_back(makeNode(node, key, value));
    node->renumber();
}

BatchTreeModel::Node* BatchTreeModel::nodeFor(const QModelIndex& index) const
{
    return index.isValid() ? static_cast<Node*>(index.internalPointer()) : m_rootNode.get();
}

BatchTreeModel::Node* BatchTreeModel::nodeForPath(const QString& path) const
{
    Node* node = m_rootNode.get();
    if (path.isEmpty())
        return node;
    for (const QString& part : path.split(QLatin1Char('.'))) {
        const auto it =
            std::find_if(node->children.begin(), node->children.end(), [&](const auto& c) { return c->name == part; });
        if (it == node->children.end())
            return nullptr;
        node = it->get();
    }
    return node;
}

QModelIndex BatchTreeModel::indexOf(const Node* node, int column) const
{
    if (!node || node == m_rootNode.get())
        return {};
    return createIndex(node->row, column, const_cast<Node*>(node));
}

QModelIndex BatchTreeModel::indexForPath(const QString& dottedPath) const
{
    return dottedPath.isEmpty() ? QModelIndex() : indexOf(nodeForPath(dottedPath));
}

void BatchTreeModel::onAboutToRemove(const QString& parentPath, int row)
{
    beginRemoveRows(indexOf(nodeForPath(parentPath)), row, row);
}

void BatchTreeModel::onRemoved(const QString& parentPath, int row)
{
    if (Node* parent = nodeForPath(parentPath)) {
        parent->children.erase(parent->children.begin() + row);
        parent->renumber();
    }
    endRemoveRows();
}

void BatchTreeModel::onAboutToInsert(const QString& parentPath, int row)
{
    beginInsertRows(indexOf(nodeForPath(parentPath)), row, row);
}

void BatchTreeModel::onInserted(const QString& parentPath, int row)
{
    Node* parent = nodeForPath(parentPath);
    const PyValue* batchValue = parentPath.isEmpty() ? nullptr : m_document->valueAt(parentPath);
    const Core::Batch& batch = batchValue ? *batchValue->asBatch() : *m_document->root();
    const auto& entry = batch.entries()[static_cast<std::size_t>(row)];
    parent->children.insert(parent->children.begin() + row, makeNode(parent, entry.first, entry.second));
    parent->renumber();
    endInsertRows();
}

void BatchTreeModel::onRenamed(const QString& oldPath, const QString& newPath)
{
    Node* node = nodeForPath(oldPath);
    if (!node)
        return;
    node->name = newPath.mid(newPath.lastIndexOf(QLatin1Char('.')) + 1);
    node->setPath(node->parent ? node->parent->path : QString());
    emit dataChanged(indexOf(node, 0), indexOf(node, KeyColumnCount - 1));
}

void BatchTreeModel::statsChangedBelow(const Node* node)
{
    if (node->children.empty())
        return;
    emit dataChanged(indexOf(node->children.front().get(), KeyMinColumn),
                     indexOf(node->children.back().get(), KeyMeanColumn));
    for (const auto& child : node->children)
        statsChangedBelow(child.get());
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
    return indexOf(nodeFor(child)->parent);
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

QVariant BatchTreeModel::statsText(const Node* node, int column) const
{
    if (!m_document || node->state || !node->value.isArray() || !hasKeyStats(node->value.asArray()))
        return {};
    const KeyStats* stats = m_document->statistics()->at(node->path);
    if (!stats)
        return m_document->statistics()->isComputing() ? QStringLiteral("…") : QString();
    const QString& text = column == KeyMinColumn ? stats->min : column == KeyMaxColumn ? stats->max : stats->mean;
    // An estimate of a large key (a sample, or the rows read so far) until the exact one.
    return stats->progress < 1.0 && !text.isEmpty() ? QStringLiteral("≈ ") + text : text;
}

QVariant BatchTreeModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const Node* node = nodeFor(index);
    const PyValue& v = node->value;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (index.column()) {
        case KeyNameColumn: return node->name;
        case KeyKindColumn: return kindText(v);
        case KeyDTypeColumn: return dtypeText(v);
        case KeyShapeColumn: return shapeText(v);
        case KeyMinColumn:
        case KeyMaxColumn:
        case KeyMeanColumn: return statsText(node, index.column());
        case KeySizeColumn: return sizeText(v);
        }
        return {};
    case Qt::ToolTipRole:
        if (node->state && m_document && m_document->stateKey(node->path))
            return m_document->stateKey(node->path)->description;
        return node->path;
    case Qt::FontRole:
        if (node->state) { // buffer state, set apart from the data
            QFont f;
            f.setItalic(true);
            return f;
        }
        // Reserved keys and opaque objects are shown, but set apart from real data.
        if (index.column() == KeyKindColumn && !v.isArray() && !(v.isBatch() && !v.asBatch()->isEmpty())) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() >= KeyMinColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case KeyPathRole: return node->path;
    case KindRole: return kindText(v);
    case IsLeafArrayRole: return v.isArray();
    case IsStateKeyRole: return node->state;
    }
    return {};
}

QVariant BatchTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KeyNameColumn: return tr("Key");
    case KeyKindColumn: return tr("Kind");
    case KeyDTypeColumn: return tr("DType");
    case KeyShapeColumn: return tr("Shape");
    case KeyMinColumn: return tr("Min");
    case KeyMaxColumn: return tr("Max");
    case KeyMeanColumn: return tr("Mean");
    case KeySizeColumn: return tr("Size");
    }
    return {};
}

Qt::ItemFlags BatchTreeModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractItemModel::flags(index);
    if (index.isValid() && index.column() == KeyNameColumn && m_document && !m_document->isBusy()
        && !nodeFor(index)->state)
        f |= Qt::ItemIsEditable;
    return f;
}

bool BatchTreeModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const Node* node = nodeFor(index);
    const QString name = value.toString().trimmed();
    if (name == node->name)
        return false;
    QString problem;
    if (name.isEmpty())
        problem = tr("A key name cannot be empty.");
    else if (name.contains(QLatin1Char('.')))
        problem = tr("A key name cannot contain '.' (it separates nested keys).");
    else if (std::any_of(node->parent->children.begin(), node->parent->children.end(),
                         [&](const auto& c) { return c->name == name; }))
        problem = tr("There is already a key named '%1' here.").arg(name);
    if (!problem.isEmpty()) {
        emit editRejected(problem);
        return false;
    }
    m_document->undoStack()->push(new RenameKey(m_document, node->path, name));
    return true;
}

} // namespace ReplayScope::Ui
