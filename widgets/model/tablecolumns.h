// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/python/pyvalue.h>
#include <widgets/model/rowblockcache.h>

#include <QString>
#include <QStringList>

#include <vector>

namespace ReplayScope::Ui {

class Document;

/// One leaf key of the table and the columns it takes.
struct TableLeaf {
    /// How the leaf's row is laid out in columns.
    enum class Kind {
        Cell, ///< not an array, or a 0-d array: one cell in row 0 (its repr)
        Scalar, ///< a 1-d array: one column
        Matrix, ///< one column per element of the last axis (a vector leaf, or the one key shown)
        Shape, ///< an image-like leaf among others: one column showing its dtype and shape
    };

    QString path;
    Core::PyValue value; // a shared handle to the document's value, never a copy
    Kind kind = Kind::Cell;
    bool perStep = false; // one row per storage row of the document
    int firstColumn = 0;
    int columns = 1;
    QString summary; // Shape: one row's shape and dtype ("84×84 uint8")
    mutable RowBlockCache blocks; // rows of an unread (windowed) array
};

/// The leaves a table shows side by side for a set of selected keys: a Batch node
/// stands for every leaf under it (in the tree's order), duplicates go, and each leaf
/// gets its columns (a vector leaf `obs` of shape (n, 4) becomes `obs[0]` .. `obs[3]`, an
/// image-like leaf one column with its shape). With one leaf the whole row of the last
/// axis is shown (and the middle axes are chosen by selectors), as before.
class TableColumns final {
public:
    /// Vector leaves with more elements than this show as one shape column among others.
    static constexpr int MaxSubColumns = 256;

    /// Builds the layout of paths in document (null: nothing).
    void build(const Document* document, const QStringList& paths);
    void clear()
    {
        m_leaves.clear();
        m_columns = 0;
    }

    /// The leaf paths paths expand to (a Batch node: its leaves, depth first).
    static QStringList expandPaths(const Document* document, const QStringList& paths);

    const std::vector<TableLeaf>& leaves() const { return m_leaves; }
    std::vector<TableLeaf>& leaves() { return m_leaves; }
    bool isEmpty() const { return m_leaves.empty(); }
    /// True when one leaf is shown (the single-key table with axis selectors).
    bool isSingle() const { return m_leaves.size() == 1; }
    int columnCount() const { return m_columns; }
    /// The leaf owning a column (binary search over first columns), or null.
    const TableLeaf* leafOfColumn(int column) const;
    /// The header text of a column: the path, with `[i]` for a vector leaf's element.
    QString columnTitle(int column) const;

private:
    std::vector<TableLeaf> m_leaves;
    int m_columns = 0;
};

} // namespace ReplayScope::Ui
