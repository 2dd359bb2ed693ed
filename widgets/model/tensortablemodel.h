// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/tablecolumns.h>

#include <QAbstractTableModel>
#include <QPointer>
#include <QVector>

namespace ReplayScope::Ui {

class Document;

/// A QAbstractTableModel over the keys of a Document side by side.
///
/// Rows are the first axis: for per-step keys the document's steps in chronological
/// order (a buffer's ring unrolled), else the arrays' own rows. Each leaf key takes
/// columns (TableColumns): one for a 1-d array, one per element of a vector leaf
/// (`obs[0]`, `obs[1]`, ...), one showing the shape of an image-like leaf. A Batch key
/// stands for all leaves under it. With one leaf the columns are its last axis and the
/// axes between the first and the last are fixed by selectors (setAxisIndex). A value
/// that is not an array (a 0-d array, an object) is one cell. Cell text is made in
/// data() when a view asks for it, never stored.
///
/// QTableView cannot scroll through more rows than its pixel arithmetic allows (about
/// 10^8 at normal row heights), so the model shows a window of at most windowSize()
/// rows starting at windowStart(); revealRow() moves the window to any of 10^9 and more
/// rows. Edits go through SetTensorValue undo commands on the document's stack.
class TensorTableModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TensorTableModel)

public:
    explicit TensorTableModel(QObject* parent = nullptr);
    ~TensorTableModel() override;

    /// Shows keys of document (not owned); null shows nothing.
    void setDocument(Document* document);
    /// Shows the value at a dotted key path ("" for nothing); a Batch: its leaves.
    void setKey(const QString& path);
    /// Shows several keys side by side (each a leaf or a Batch standing for its leaves).
    void setKeys(const QStringList& paths);
    /// The first key asked for (empty for none).
    QString key() const { return m_keys.value(0); }
    const QStringList& keys() const { return m_keys; }
    /// The leaves shown, in column order.
    QStringList leafPaths() const;
    /// The leaf key shown in a column, or empty.
    QString keyOfColumn(int column) const;

    /// Sizes of the axes between the first and the last one (empty below 3-d).
    QVector<qint64> selectorAxisSizes() const;
    /// The index chosen on a middle axis (selector 0 is axis 1).
    qint64 axisIndex(int selector) const;
    void setAxisIndex(int selector, qint64 index);

    /// All rows of the view (the window shows a part of them).
    qint64 totalRows() const;
    qint64 windowStart() const { return m_windowStart; }
    qint64 windowSize() const { return m_windowSize; }
    /// Largest number of rows shown at once (default 100,000).
    void setWindowSize(qint64 rows);
    /// Moves the window so that it starts at row (clamped).
    void setWindowStart(qint64 row);
    /// The model row of an absolute row, moving the window first when it is outside;
    /// -1 for rows that do not exist.
    int revealRow(qint64 absoluteRow);
    /// The absolute row of a model row.
    qint64 absoluteRow(int modelRow) const { return m_windowStart + modelRow; }
    /// True when rows are the document's steps.
    bool rowsAreSteps() const { return m_rowsAreSteps; }
    /// Tints absolute rows first..last (the current episode); -1 for none.
    void setHighlightedRows(qint64 first, qint64 last);
    /// The storage row (buffer slot or array row) behind an absolute row.
    qint64 storageRowOf(qint64 absoluteRow) const;
    /// The C-order element index behind a cell, or -1.
    qint64 flatIndex(int row, int column) const;
    /// The cells' display text as tab-separated values: one line per row from the
    /// first to the last selected row, one field per column in between (cells not
    /// selected stay empty), as spreadsheets paste it.
    QString toTsv(const QModelIndexList& indexes) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

signals:
    /// The window moved (for the panel's "rows a–b of n" label).
    void windowChanged();
    /// An edit was refused; message says why.
    void editRejected(const QString& message);

private:
    void reload();
    /// Rows of a leaf (steps, its first axis, or 1 for a single cell).
    qint64 leafRows(const TableLeaf& leaf) const;
    /// The C-order element of leaf behind a cell, or -1.
    qint64 leafFlatIndex(const TableLeaf& leaf, int row, int column) const;
    QString cellText(const TableLeaf& leaf, int row, int column) const;
    /// Emits dataChanged over every cell (role empty: all roles).
    void allCellsChanged(const QList<int>& roles = {});

    QPointer<Document> m_document;
    QStringList m_keys; // as asked for: leaves or Batch nodes
    TableColumns m_columns; // the leaves behind the columns
    bool m_rowsAreSteps = false;
    QVector<qint64> m_axisIndex;
    qint64 m_windowStart = 0;
    // QHeaderView keeps 8 bytes a row (its section items), so a window of a million
    // rows held 8 MB of the anonymous peak of a large file (issue 23); 100,000 rows are
    // still far more than anyone scrolls through, and revealRow() moves the window.
    qint64 m_windowSize = 100'000;
    qint64 m_highlightFirst = -1;
    qint64 m_highlightLast = -1;
};

} // namespace ReplayScope::Ui
