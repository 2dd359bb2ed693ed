// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/compare/compare.h>

#include <QAbstractTableModel>

#include <vector>

namespace ReplayScope::Ui {

class Document;

/// Compares two documents as `replayscope-cli diff` compares two files (issue 21, part
/// 1): buffers by their valid rows oldest first, with their episodes. Reads both; call it
/// on a worker thread with both documents marked busy. Throws the core's errors.
Core::BufferComparison compareDocuments(const Document& a, const Document& b);

/// The keys of a comparison, one row each (A's keys in order, then those only in B):
/// dtype and shape of each side, mean ± std of each side, the Kolmogorov-Smirnov
/// statistic and, when the rows line up, how many rows differ. Rows that differ are
/// tinted and say why in their tooltip.
class CompareModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { KeyColumn, AColumn, BColumn, AStatsColumn, BStatsColumn, KsColumn, RowsColumn, ColumnCount };

    explicit CompareModel(QObject* parent = nullptr);

    void setComparison(Core::BufferComparison comparison);
    const Core::BufferComparison& comparison() const { return m_comparison; }
    /// The key of a row, or null.
    const Core::KeyComparison* keyAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString sideText(const Core::KeyComparison& key, bool a) const;
    QString whyItDiffers(const Core::KeyComparison& key) const;
    /// The Rows differing cell: the count, or why the rows were not compared.
    QString rowsText(const Core::KeyComparison& key) const;

    Core::BufferComparison m_comparison;
};

/// The finite values of a numeric key over a document's steps, oldest first, flattened
/// (at most about max of them: every k-th step), for the overlaid histograms.
std::vector<double> sampledValues(const Document& document, const QString& key, std::int64_t max = 200000);

/// The first element of each step's row of a numeric key (NaN where there is none), for
/// the two series drawn on one plot when the rows line up.
std::vector<double> firstElementPerStep(const Document& document, const QString& key);

} // namespace ReplayScope::Ui
