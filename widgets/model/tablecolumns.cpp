// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/tablecolumns.h>

#include <core/batch/batch.h>
#include <widgets/model/document.h>

#include <algorithm>
#include <climits>

namespace ReplayScope::Ui {

namespace {

void collectLeaves(const Core::Batch& batch, const QString& prefix, QStringList& out)
{
    for (const auto& [name, value] : batch.entries()) {
        const QString path = prefix + QString::fromStdString(name);
        if (value.isBatch()) {
            if (value.asBatch())
                collectLeaves(*value.asBatch(), path + QLatin1Char('.'), out);
        } else {
            out << path;
        }
    }
}

} // namespace

QStringList TableColumns::expandPaths(const Document* document, const QStringList& paths)
{
    QStringList leaves;
    if (!document)
        return leaves;
    for (const QString& path : paths) {
        const Core::PyValue* v = path.isEmpty() ? nullptr : document->valueAt(path);
        if (!v)
            continue;
        QStringList found;
        if (v->isBatch()) {
            if (v->asBatch())
                collectLeaves(*v->asBatch(), path + QLatin1Char('.'), found);
        } else {
            found << path;
        }
        for (const QString& leaf : found)
            if (!leaves.contains(leaf))
                leaves << leaf;
    }
    return leaves;
}

void TableColumns::build(const Document* document, const QStringList& paths)
{
    clear();
    const QStringList leafPaths = expandPaths(document, paths);
    const bool single = leafPaths.size() == 1;
    for (const QString& path : leafPaths) {
        TableLeaf leaf;
        leaf.path = path;
        leaf.value = *document->valueAt(path);
        leaf.perStep = document->isPerStepKey(path);
        const int ndim = leaf.value.isArray() ? leaf.value.asArray().ndim() : 0;
        if (ndim == 0) {
            leaf.kind = TableLeaf::Kind::Cell;
        } else if (ndim == 1) {
            leaf.kind = TableLeaf::Kind::Scalar;
        } else {
            const std::int64_t last = leaf.value.asArray().shape().back();
            // One key alone shows its last axis whatever its rank (selectors pick the
            // middle axes); among others only short vectors spread over columns.
            if (single || (ndim == 2 && last <= MaxSubColumns)) {
                leaf.kind = TableLeaf::Kind::Matrix;
                leaf.columns = static_cast<int>(std::min<std::int64_t>(last, INT_MAX / 2));
            } else {
                leaf.kind = TableLeaf::Kind::Shape;
                const Core::Shape& shape = leaf.value.asArray().shape();
                QStringList dims;
                for (std::size_t axis = 1; axis < shape.size(); ++axis)
                    dims << QString::number(shape[axis]);
                leaf.summary = dims.join(QChar(0x00D7)) + QLatin1Char(' ')
                               + QString::fromStdString(leaf.value.asArray().dtype().name());
            }
        }
        leaf.firstColumn = m_columns;
        m_columns += leaf.columns;
        m_leaves.push_back(std::move(leaf));
    }
}

const TableLeaf* TableColumns::leafOfColumn(int column) const
{
    if (column < 0 || column >= m_columns)
        return nullptr;
    const auto it = std::upper_bound(m_leaves.begin(), m_leaves.end(), column,
                                     [](int c, const TableLeaf& leaf) { return c < leaf.firstColumn; });
    return &*std::prev(it);
}

QString TableColumns::columnTitle(int column) const
{
    const TableLeaf* leaf = leafOfColumn(column);
    if (!leaf)
        return {};
    if (leaf->kind == TableLeaf::Kind::Matrix)
        return leaf->path + QLatin1Char('[') + QString::number(column - leaf->firstColumn) + QLatin1Char(']');
    return leaf->path;
}

} // namespace ReplayScope::Ui
