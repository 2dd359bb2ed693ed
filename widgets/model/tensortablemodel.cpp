// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/tensortablemodel.h>

#include <widgets/model/commands/setvalue.h>
#include <widgets/model/document.h>
#include <widgets/model/roles.h>
#include <widgets/model/valuetext.h>

#include <core/error.h>
#include <core/array/rowwindow.h>

#include <QColor>
#include <QFontDatabase>
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
    m_key = document ? document->currentKey() : QString(); // and follows it below
    m_windowStart = 0;
    m_axisIndex.clear();
    if (document) {
        connect(document, &Document::currentKeyChanged, this, &TensorTableModel::setKey);
        // Structural changes may remove, bring back or move the key shown: look again.
        connect(document, &Document::keyRemoved, this, &TensorTableModel::reload);
        connect(document, &Document::keyInserted, this, &TensorTableModel::reload);
        connect(document, &Document::dataReset, this, &TensorTableModel::reload);
        connect(document, &Document::keyRenamed, this, [this](const QString& oldPath, const QString& newPath) {
            if (m_key == oldPath || m_key.startsWith(oldPath + QLatin1Char('.')))
                m_key = newPath + m_key.mid(oldPath.size());
            reload();
        });
        connect(document, &Document::valueChanged, this, [this](const QString& path, qint64) {
            if (path == m_key)
                m_blocks.clear();
            if (path == m_key && rowCount() > 0 && columnCount() > 0)
                emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        });
    }
    reload();
}

void TensorTableModel::setKey(const QString& path)
{
    if (path == m_key)
        return;
    m_key = path;
    m_windowStart = 0;
    m_axisIndex.clear();
    reload();
}

void TensorTableModel::reload()
{
    beginResetModel();
    m_value = {};
    m_blocks.clear();
    m_hasValue = false;
    m_rowsAreSteps = false;
    if (m_document && !m_key.isEmpty()) {
        if (const Core::PyValue* v = m_document->valueAt(m_key); v && !v->isBatch()) {
            m_value = *v;
            m_hasValue = true;
            m_rowsAreSteps = m_document->isPerStepKey(m_key);
        }
    }
    const int selectors = isArray() ? std::max(0, m_value.asArray().ndim() - 2) : 0;
    m_axisIndex.resize(selectors);
    for (int i = 0; i < selectors; ++i)
        m_axisIndex[i] = std::clamp<qint64>(m_axisIndex[i], 0, m_value.asArray().shape()[i + 1] - 1);
    m_windowStart = std::clamp<qint64>(m_windowStart, 0, std::max<qint64>(totalRows() - 1, 0));
    endResetModel();
    emit windowChanged();
}

QVector<qint64> TensorTableModel::selectorAxisSizes() const
{
    QVector<qint64> sizes;
    if (isArray())
        for (int axis = 1; axis + 1 < m_value.asArray().ndim(); ++axis)
            sizes.append(m_value.asArray().shape()[static_cast<std::size_t>(axis)]);
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
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(this->index(0, 0), this->index(rowCount() - 1, columnCount() - 1));
}

qint64 TensorTableModel::totalRows() const
{
    if (m_rowsAreSteps)
        return m_document->stepCount();
    if (isArray())
        return m_value.asArray().ndim() == 0 ? 1 : m_value.asArray().shape().front();
    return m_hasValue ? 1 : 0;
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
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::BackgroundRole});
}

qint64 TensorTableModel::storageRowOf(qint64 absoluteRow) const
{
    return m_rowsAreSteps ? m_document->slotOfStep(absoluteRow) : absoluteRow;
}

qint64 TensorTableModel::flatIndex(int row, int column) const
{
    if (!isArray() || row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return -1;
    const Core::NdArray& a = m_value.asArray();
    if (a.ndim() == 0)
        return 0;
    const Core::Shape& shape = a.shape();
    // C order: the index tuple is (row, selectors..., column).
    std::vector<qint64> idx{storageRowOf(absoluteRow(row))};
    if (idx.front() < 0)
        return -1;
    for (qint64 sel : m_axisIndex)
        idx.push_back(sel);
    if (a.ndim() >= 2)
        idx.push_back(column);
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
    if (isArray() && m_value.asArray().ndim() >= 2)
        return static_cast<int>(m_value.asArray().shape().back());
    return 1;
}

QVariant TensorTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole: {
        if (!isArray())
            return QString::fromStdString(m_value.repr());
        const qint64 flat = flatIndex(index.row(), index.column());
        if (flat < 0)
            return {};
        // A large compressed dataset not read yet: read the rows shown, not all of it.
        if (Core::isUnreadWindowed(m_value.asArray()))
            return m_blocks.elementText(m_value.asArray(), flat);
        return elementText(m_value.asArray(), flat);
    }
    case Qt::TextAlignmentRole:
        if (isArray() && m_value.asArray().dtype().isNumeric())
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole:
        return QFontDatabase::systemFont(QFontDatabase::FixedFont);
    case Qt::BackgroundRole: {
        const qint64 row = absoluteRow(index.row());
        if (m_rowsAreSteps && row >= m_highlightFirst && row <= m_highlightLast) {
            QColor tint = QGuiApplication::palette().color(QPalette::Highlight);
            tint.setAlpha(48);
            return tint;
        }
        return {};
    }
    case StepRole:
        return absoluteRow(index.row());
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
    if (role != Qt::DisplayRole)
        return {};
    if (isArray() && m_value.asArray().ndim() >= 2)
        return section;
    return m_key.mid(m_key.lastIndexOf(QLatin1Char('.')) + 1);
}

Qt::ItemFlags TensorTableModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && isArray() && m_document && !m_document->isBusy()) {
        const Core::DType& dtype = m_value.asArray().dtype();
        if (parseCellText(QStringLiteral("0"), dtype) || dtype.isString())
            f |= Qt::ItemIsEditable;
    }
    return f;
}

bool TensorTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const Core::NdArray& array = m_value.asArray();
    const qint64 flat = flatIndex(index.row(), index.column());
    const std::optional<Core::PyValue> parsed = parseCellText(value.toString(), array.dtype());
    if (flat < 0 || !parsed) {
        emit editRejected(tr("'%1' is not a valid %2 value").arg(value.toString(),
                                                                 QString::fromStdString(array.dtype().name())));
        return false;
    }
    try {
        // Convert into a scratch element first: an undo command must not fail in redo().
        Core::NdArray scratch(array.dtype(), {});
        scratch.setElement(0, *parsed);
        QString label = m_key + QLatin1Char('[') + QString::number(storageRowOf(absoluteRow(index.row())));
        for (qint64 sel : m_axisIndex)
            label += QStringLiteral(", ") + QString::number(sel);
        if (array.ndim() >= 2)
            label += QStringLiteral(", ") + QString::number(index.column());
        label += QLatin1Char(']');
        m_document->undoStack()->push(new SetTensorValue(m_document, m_key, flat, *parsed, label));
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
