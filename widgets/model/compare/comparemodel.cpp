// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "comparemodel.h"

#include <widgets/model/document.h>

#include <QColor>

#include <cmath>

namespace ReplayScope::Ui {

namespace {

Core::CompareInput sideOf(const Document& document)
{
    if (document.buffer())
        return Core::CompareInput::ofBuffer(*document.buffer(), &document.episodes());
    return Core::CompareInput::ofBatch(*document.root(), &document.episodes(), document.className().toStdString());
}

QString shapeText(const Core::Shape& shape)
{
    QStringList parts;
    for (const std::int64_t n : shape)
        parts << QString::number(n);
    return QStringLiteral("(%1%2)").arg(parts.join(QStringLiteral(", ")),
                                        shape.size() == 1 ? QStringLiteral(",") : QString());
}

QString statsText(const std::optional<Core::KeyStats>& stats)
{
    if (!stats || stats->finiteCount == 0)
        return {};
    return QStringLiteral("%1 ± %2").arg(stats->mean, 0, 'g', 5).arg(stats->std, 0, 'g', 4);
}

} // namespace

Core::BufferComparison compareDocuments(const Document& a, const Document& b)
{
    return Core::compareInputs(sideOf(a), sideOf(b));
}

CompareModel::CompareModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void CompareModel::setComparison(Core::BufferComparison comparison)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    endResetModel();
}

const Core::KeyComparison* CompareModel::keyAt(int row) const
{
    return row >= 0 && std::size_t(row) < m_comparison.keys.size() ? &m_comparison.keys[std::size_t(row)] : nullptr;
}

int CompareModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_comparison.keys.size());
}

int CompareModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CompareModel::sideText(const Core::KeyComparison& key, bool a) const
{
    if (!(a ? key.inA : key.inB))
        return tr("—");
    return QStringLiteral("%1 %2").arg(QString::fromStdString(a ? key.dtypeA : key.dtypeB),
                                       shapeText(a ? key.shapeA : key.shapeB));
}

QString CompareModel::whyItDiffers(const Core::KeyComparison& key) const
{
    if (!key.inA)
        return tr("Only in B");
    if (!key.inB)
        return tr("Only in A");
    QStringList why;
    if (key.dtypeA != key.dtypeB)
        why << tr("dtype %1 → %2").arg(QString::fromStdString(key.dtypeA), QString::fromStdString(key.dtypeB));
    if (key.shapeA != key.shapeB)
        why << tr("shape %1 → %2").arg(shapeText(key.shapeA), shapeText(key.shapeB));
    if (key.differingRows > 0) {
        QStringList rows;
        for (const std::int64_t r : key.firstDifferingRows)
            rows << QString::number(r);
        why << tr("%Ln row(s) differ, first: %1", nullptr, int(key.differingRows)).arg(rows.join(QStringLiteral(", ")));
    }
    return why.join(QStringLiteral("; "));
}

QString CompareModel::rowsText(const Core::KeyComparison& key) const
{
    if (key.rowsCompared)
        return QString::number(key.differingRows);
    if (!key.inA || !key.inB)
        return tr("—");
    // Rows are compared one to one only when both sides have the same rows of the same
    // shape: say which of the two is not so, rather than leave the cell blank.
    const qint64 rowsA = key.shapeA.empty() ? 1 : key.shapeA.front();
    const qint64 rowsB = key.shapeB.empty() ? 1 : key.shapeB.front();
    if (rowsA != rowsB)
        return tr("not compared: %1 vs %2 rows").arg(rowsA).arg(rowsB);
    if (key.shapeA != key.shapeB)
        return tr("not compared: row shapes differ");
    return tr("not compared: dtypes differ");
}

QVariant CompareModel::data(const QModelIndex& index, int role) const
{
    const Core::KeyComparison* key = checkIndex(index, CheckIndexOption::IndexIsValid) ? keyAt(index.row()) : nullptr;
    if (!key)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case KeyColumn: return QString::fromStdString(key->key);
        case AColumn: return sideText(*key, true);
        case BColumn: return sideText(*key, false);
        case AStatsColumn: return statsText(key->statsA);
        case BStatsColumn: return statsText(key->statsB);
        case KsColumn: return key->ks ? QString::number(*key->ks, 'f', 4) : QString();
        case RowsColumn: return rowsText(*key);
        }
        return {};
    case Qt::ToolTipRole: return key->differs() ? whyItDiffers(*key) : tr("The same on both sides");
    case Qt::BackgroundRole: return key->differs() ? QVariant(QColor(255, 120, 80, 60)) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() >= AStatsColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    }
    return {};
}

QVariant CompareModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KeyColumn: return tr("Key");
    case AColumn: return tr("A");
    case BColumn: return tr("B");
    case AStatsColumn: return tr("A mean ± std");
    case BStatsColumn: return tr("B mean ± std");
    case KsColumn: return tr("KS");
    case RowsColumn: return tr("Rows differing");
    }
    return {};
}

std::vector<double> sampledValues(const Document& document, const QString& key, std::int64_t max)
{
    std::vector<double> out;
    const Core::PyValue* value = document.valueAt(key);
    if (!value || !value->isArray() || !document.isPerStepKey(key))
        return out;
    const Core::NdArray& array = value->asArray();
    if (!array.dtype().isNumeric() || array.length() == 0)
        return out;
    const std::int64_t rowSize = array.size() / array.length();
    const std::int64_t steps = document.stepCount();
    const std::int64_t every = std::max<std::int64_t>(1, steps * rowSize / std::max<std::int64_t>(max, 1));
    for (std::int64_t step = 0; step < steps; step += every) {
        const std::int64_t slot = document.slotOfStep(step);
        for (std::int64_t k = 0; slot >= 0 && k < rowSize; ++k)
            if (const double v = array.toDouble(slot * rowSize + k); std::isfinite(v))
                out.push_back(v);
    }
    return out;
}

std::vector<double> firstElementPerStep(const Document& document, const QString& key)
{
    const std::int64_t steps = document.stepCount();
    std::vector<double> out(std::size_t(steps), std::nan(""));
    const Core::PyValue* value = document.valueAt(key);
    if (!value || !value->isArray() || !document.isPerStepKey(key))
        return out;
    const Core::NdArray& array = value->asArray();
    if (!array.dtype().isNumeric() || array.size() == 0)
        return out;
    const std::int64_t rowSize = array.size() / array.length();
    for (std::int64_t step = 0; step < steps; ++step)
        if (const std::int64_t slot = document.slotOfStep(step); slot >= 0)
            out[std::size_t(step)] = array.toDouble(slot * rowSize);
    return out;
}

} // namespace ReplayScope::Ui
