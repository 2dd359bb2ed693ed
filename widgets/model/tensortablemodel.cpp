// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/tensortablemodel.h>

#include <widgets/model/commands/setvalue.h>
#include <widgets/model/image/imagelayout.h>
#include <widgets/model/document.h>
#include <widgets/model/roles.h>
#include <widgets/model/valuetext.h>

#include <core/error.h>
#include <core/array/rowwindow.h>

#include <QColor>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>
#include <climits>
#include <map>

namespace ReplayScope::Ui {

TensorTableModel::TensorTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

TensorTableModel::~TensorTableModel() = default;

void TensorTableModel::setDocument(Document* document)
{
    if (m_document)
        m_document->disconnect(this);
    m_document = document;
    m_keys.clear();
    m_windowStart = 0;
    m_axisIndex.clear();
    if (document) {
        // The document's key, and the keys it changes to (MainWindow adds the keys
        // selected or pinned beside it with setKeys).
        if (!document->currentKey().isEmpty())
            m_keys = QStringList{document->currentKey()};
        connect(document, &Document::currentKeyChanged, this, &TensorTableModel::setKey);
        // Structural changes may remove, bring back or move the keys shown: look again.
        connect(document, &Document::keyRemoved, this, &TensorTableModel::reload);
        connect(document, &Document::keyInserted, this, &TensorTableModel::reload);
        connect(document, &Document::dataReset, this, &TensorTableModel::reload);
        connect(document, &Document::matchesChanged, this, [this] { allCellsChanged({Qt::BackgroundRole}); });
        connect(document, &Document::keyRenamed, this, [this](const QString& oldPath, const QString& newPath) {
            for (QString& key : m_keys)
                if (key == oldPath || key.startsWith(oldPath + QLatin1Char('.')))
                    key = newPath + key.mid(oldPath.size());
            reload();
        });
        connect(document, &Document::valueChanged, this, [this](const QString& path, qint64) {
            for (const TableLeaf& leaf : m_columns.leaves()) {
                if (leaf.path != path)
                    continue;
                leaf.blocks.clear();
                if (rowCount() > 0 && leaf.columns > 0)
                    emit dataChanged(index(0, leaf.firstColumn),
                                     index(rowCount() - 1, leaf.firstColumn + leaf.columns - 1));
            }
        });
    }
    reload();
}

void TensorTableModel::setKey(const QString& path)
{
    setKeys(path.isEmpty() ? QStringList() : QStringList{path});
}

void TensorTableModel::setKeys(const QStringList& paths)
{
    if (paths == m_keys)
        return;
    m_keys = paths;
    m_windowStart = 0;
    m_axisIndex.clear();
    reload();
}

QStringList TensorTableModel::leafPaths() const
{
    QStringList paths;
    for (const TableLeaf& leaf : m_columns.leaves())
        paths << leaf.path;
    return paths;
}

QString TensorTableModel::keyOfColumn(int column) const
{
    const TableLeaf* leaf = m_columns.leafOfColumn(column);
    return leaf ? leaf->path : QString();
}

void TensorTableModel::reload()
{
    beginResetModel();
    m_columns.build(m_document, m_keys);
    m_rowsAreSteps = !m_columns.isEmpty();
    for (const TableLeaf& leaf : m_columns.leaves())
        m_rowsAreSteps = m_rowsAreSteps && leaf.perStep;
    const QVector<qint64> sizes = selectorAxisSizes();
    m_axisIndex.resize(sizes.size());
    for (int i = 0; i < sizes.size(); ++i)
        m_axisIndex[i] = std::clamp<qint64>(m_axisIndex[i], 0, sizes[i] - 1);
    m_windowStart = std::clamp<qint64>(m_windowStart, 0, std::max<qint64>(totalRows() - 1, 0));
    endResetModel();
    emit windowChanged();
}

void TensorTableModel::allCellsChanged(const QList<int>& roles)
{
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), roles);
}

QVector<qint64> TensorTableModel::selectorAxisSizes() const
{
    QVector<qint64> sizes;
    if (!m_columns.isSingle())
        return sizes;
    const Core::PyValue& value = m_columns.leaves().front().value;
    if (value.isArray())
        for (int axis = 1; axis + 1 < value.asArray().ndim(); ++axis)
            sizes.append(value.asArray().shape()[static_cast<std::size_t>(axis)]);
    return sizes;
}

qint64 TensorTableModel::axisIndex(int selector) const
{
    return selector >= 0 && selector < m_axisIndex.size() ? m_axisIndex[selector] : 0;
}

void TensorTableModel::setAxisIndex(int selector, qint64 index)
{
    if (selector < 0 || selector >= m_axisIndex.size())
        return;
    const qint64 size = selectorAxisSizes().at(selector);
    m_axisIndex[selector] = std::clamp<qint64>(index, 0, std::max<qint64>(size - 1, 0));
    allCellsChanged();
}

qint64 TensorTableModel::leafRows(const TableLeaf& leaf) const
{
    if (m_rowsAreSteps)
        return m_document->stepCount();
    if (leaf.value.isArray() && leaf.value.asArray().ndim() > 0)
        return leaf.value.asArray().shape().front();
    return 1;
}

qint64 TensorTableModel::totalRows() const
{
    if (m_rowsAreSteps)
        return m_document->stepCount();
    qint64 rows = 0;
    for (const TableLeaf& leaf : m_columns.leaves())
        rows = std::max(rows, leafRows(leaf));
    return rows;
}

void TensorTableModel::setWindowSize(qint64 rows)
{
    beginResetModel();
    m_windowSize = std::max<qint64>(rows, 1);
    endResetModel();
    emit windowChanged();
}

void TensorTableModel::setWindowStart(qint64 row)
{
    row = std::clamp<qint64>(row, 0, std::max<qint64>(totalRows() - 1, 0));
    if (row == m_windowStart)
        return;
    beginResetModel();
    m_windowStart = row;
    endResetModel();
    emit windowChanged();
}

int TensorTableModel::revealRow(qint64 absoluteRow)
{
    if (absoluteRow < 0 || absoluteRow >= totalRows())
        return -1;
    if (absoluteRow < m_windowStart || absoluteRow >= m_windowStart + m_windowSize)
        setWindowStart(std::max<qint64>(0, absoluteRow - m_windowSize / 2)); // centred: room both ways
    return static_cast<int>(absoluteRow - m_windowStart);
}

void TensorTableModel::setHighlightedRows(qint64 first, qint64 last)
{
    if (first == m_highlightFirst && last == m_highlightLast)
        return;
    m_highlightFirst = first;
    m_highlightLast = last;
    allCellsChanged({Qt::BackgroundRole});
}

qint64 TensorTableModel::storageRowOf(qint64 absoluteRow) const
{
    return m_rowsAreSteps ? m_document->slotOfStep(absoluteRow) : absoluteRow;
}

qint64 TensorTableModel::flatIndex(int row, int column) const
{
    const TableLeaf* leaf = m_columns.leafOfColumn(column);
    return leaf && row >= 0 && row < rowCount() ? leafFlatIndex(*leaf, row, column) : -1;
}

qint64 TensorTableModel::leafFlatIndex(const TableLeaf& leaf, int row, int column) const
{
    if (!leaf.value.isArray() || leaf.kind == TableLeaf::Kind::Shape)
        return -1;
    const Core::NdArray& a = leaf.value.asArray();
    if (a.ndim() == 0)
        return row == 0 && m_windowStart == 0 ? 0 : -1;
    if (absoluteRow(row) >= leafRows(leaf))
        return -1;
    const Core::Shape& shape = a.shape();
    // C order: the index tuple is (row, selectors..., column).
    std::vector<qint64> idx{storageRowOf(absoluteRow(row))};
    if (idx.front() < 0)
        return -1;
    if (a.ndim() >= 2) {
        for (qint64 sel : m_axisIndex)
            idx.push_back(sel);
        idx.push_back(column - leaf.firstColumn);
    }
    if (idx.size() != shape.size())
        return -1;
    qint64 flat = 0;
    for (std::size_t axis = 0; axis < shape.size(); ++axis)
        flat = flat * shape[axis] + idx[axis];
    return flat;
}

int TensorTableModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    return static_cast<int>(std::clamp<qint64>(totalRows() - m_windowStart, 0, m_windowSize));
}

int TensorTableModel::columnCount(const QModelIndex& parent) const
{
    if (parent.isValid() || totalRows() == 0)
        return 0;
    return m_columns.columnCount();
}

QString TensorTableModel::cellText(const TableLeaf& leaf, int row, int column) const
{
    if (!leaf.value.isArray())
        return row == 0 && m_windowStart == 0 ? QString::fromStdString(leaf.value.repr()) : QString();
    if (leaf.kind == TableLeaf::Kind::Shape)
        return absoluteRow(row) < leafRows(leaf) ? leaf.summary : QString();
    const qint64 flat = leafFlatIndex(leaf, row, column);
    if (flat < 0)
        return {};
    // A large compressed dataset not read yet: read the rows shown, not all of it.
    if (Core::isUnreadWindowed(leaf.value.asArray()))
        return leaf.blocks.elementText(leaf.value.asArray(), flat);
    return elementText(leaf.value.asArray(), flat);
}

namespace {

// A thumbnail of one step of an image-like leaf, as tall as a table row (issue 22, item
// 1). Only for small frames, as Atari's 4x84x84, and arrays already in memory: a
// 512x512 camera would cost a full render for every painted cell, an unread dataset a
// read; those keep their shape text alone.
QImage thumbnailOf(const TableLeaf& leaf, qint64 storageRow)
{
    constexpr std::int64_t MaxThumbnailElements = 64 * 1024;
    const Core::NdArray& array = leaf.value.asArray();
    if (!leaf.perStep || storageRow < 0 || Core::isUnreadWindowed(array))
        return {};
    const Core::Shape step(array.shape().begin() + 1, array.shape().end());
    std::int64_t elements = 1;
    for (std::int64_t n : step)
        elements *= n;
    const ImageLayout layout = detectImageLayout(step, array.dtype());
    if (!layout.valid || elements > MaxThumbnailElements)
        return {};
    const QImage frame = renderImageStep(array, storageRow, layout);
    // The row's font decides its height; without a GUI (tests of the model) a common one.
    const int height = qobject_cast<QGuiApplication*>(QCoreApplication::instance())
                           ? QFontMetrics(QFontDatabase::systemFont(QFontDatabase::FixedFont)).height()
                           : 16;
    return frame.isNull() ? frame : frame.scaledToHeight(height, Qt::SmoothTransformation);
}

} // namespace

QVariant TensorTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const TableLeaf* leaf = m_columns.leafOfColumn(index.column());
    if (!leaf)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole: return cellText(*leaf, index.row(), index.column());
    case Qt::DecorationRole:
        if (leaf->kind == TableLeaf::Kind::Shape && absoluteRow(index.row()) < leafRows(*leaf))
            if (QImage thumbnail = thumbnailOf(*leaf, storageRowOf(absoluteRow(index.row()))); !thumbnail.isNull())
                return thumbnail;
        return {};
    case Qt::ToolTipRole:
        if (leaf->kind == TableLeaf::Kind::Shape)
            return tr("%1: an image-like key (%2 per step); the Image tab shows it").arg(leaf->path, leaf->summary);
        return {};
    case Qt::TextAlignmentRole:
        if (leaf->value.isArray() && leaf->value.asArray().dtype().isNumeric() && leaf->kind != TableLeaf::Kind::Shape)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole: {
        // Looked up once: the font database's answer per cell cost more than the text.
        static const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return fixed;
    }
    case Qt::BackgroundRole: {
        const qint64 row = absoluteRow(index.row());
        if (m_rowsAreSteps && row >= m_highlightFirst && row <= m_highlightLast) {
            QColor tint = QGuiApplication::palette().color(QPalette::Highlight);
            tint.setAlpha(48);
            return tint;
        }
        if (m_rowsAreSteps && m_document->isMatchedStep(row))
            return QColor(255, 196, 0, 90); // Find Steps: amber, apart from the episode tint
        return {};
    }
    case StepRole: return absoluteRow(index.row());
    }
    return {};
}

QVariant TensorTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole)
            return absoluteRow(section);
        if (role == Qt::ToolTipRole && m_rowsAreSteps && m_document && m_document->buffer())
            return tr("Step %1, storage slot %2").arg(absoluteRow(section)).arg(storageRowOf(absoluteRow(section)));
        return {};
    }
    const TableLeaf* leaf = m_columns.leafOfColumn(section);
    if (!leaf)
        return {};
    if (role == Qt::ToolTipRole)
        return QStringLiteral("%1 %2 %3").arg(leaf->path, dtypeText(leaf->value), shapeText(leaf->value)).trimmed();
    if (role != Qt::DisplayRole)
        return {};
    if (m_columns.isSingle()) {
        // One key: its name is the panel's title; columns are numbered along its last axis.
        if (leaf->kind == TableLeaf::Kind::Matrix)
            return section;
        return leaf->path.mid(leaf->path.lastIndexOf(QLatin1Char('.')) + 1);
    }
    return m_columns.columnTitle(section);
}

Qt::ItemFlags TensorTableModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    const TableLeaf* leaf = index.isValid() ? m_columns.leafOfColumn(index.column()) : nullptr;
    // A buffer's state keys are read-only: they show the buffer, they are not data.
    if (leaf && leaf->value.isArray() && m_document && !m_document->isBusy() && !m_document->stateKey(leaf->path)
        && leafFlatIndex(*leaf, index.row(), index.column()) >= 0) {
        const Core::DType& dtype = leaf->value.asArray().dtype();
        if (parseCellText(QStringLiteral("0"), dtype) || dtype.isString())
            f |= Qt::ItemIsEditable;
    }
    return f;
}

bool TensorTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const TableLeaf& leaf = *m_columns.leafOfColumn(index.column());
    const Core::NdArray& array = leaf.value.asArray();
    const qint64 flat = leafFlatIndex(leaf, index.row(), index.column());
    const std::optional<Core::PyValue> parsed = parseCellText(value.toString(), array.dtype());
    if (flat < 0 || !parsed) {
        emit editRejected(
            tr("'%1' is not a valid %2 value").arg(value.toString(), QString::fromStdString(array.dtype().name())));
        return false;
    }
    try {
        // Convert into a scratch element first: an undo command must not fail in redo().
        Core::NdArray scratch(array.dtype(), {});
        scratch.setElement(0, *parsed);
        QString label = leaf.path + QLatin1Char('[') + QString::number(storageRowOf(absoluteRow(index.row())));
        if (array.ndim() >= 2) {
            for (qint64 sel : m_axisIndex)
                label += QStringLiteral(", ") + QString::number(sel);
            label += QStringLiteral(", ") + QString::number(index.column() - leaf.firstColumn);
        }
        label += QLatin1Char(']');
        m_document->undoStack()->push(new SetTensorValue(m_document, leaf.path, flat, *parsed, label));
    } catch (const Core::Error& e) {
        emit editRejected(QString::fromUtf8(e.what()));
        return false;
    }
    return true;
}

QString TensorTableModel::toTsv(const QModelIndexList& indexes) const
{
    if (indexes.isEmpty())
        return {};
    std::map<std::pair<int, int>, QString> cells;
    int top = INT_MAX, bottom = -1, left = INT_MAX, right = -1;
    for (const QModelIndex& i : indexes) {
        cells[{i.row(), i.column()}] = data(i).toString();
        top = std::min(top, i.row());
        bottom = std::max(bottom, i.row());
        left = std::min(left, i.column());
        right = std::max(right, i.column());
    }
    QStringList lines;
    for (int r = top; r <= bottom; ++r) {
        QStringList fields;
        for (int c = left; c <= right; ++c) {
            const auto it = cells.find({r, c});
            fields << (it == cells.end() ? QString() : it->second);
        }
        lines << fields.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace ReplayScope::Ui
