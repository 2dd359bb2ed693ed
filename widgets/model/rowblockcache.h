// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/ndarray.h>

#include <QString>

#include <cstdint>
#include <deque>
#include <utility>

namespace ReplayScope::Ui {

/// The rows a view shows of an array that has not been read (a large compressed HDF5
/// dataset, Core::isUnreadWindowed): blocks of rows read with Core::readRowWindow and a
/// few of them kept, so scrolling reads a couple of chunks at a time and the memory used
/// stays bounded whatever the dataset's size. Used on one thread (the GUI's).
class RowBlockCache final {
public:
    /// Rows per block read at once.
    static constexpr std::int64_t BlockRows = 256;
    /// Blocks kept; the oldest goes first.
    static constexpr std::size_t MaxBlocks = 16;

    /// Forgets every block (the array changed or another one is shown).
    void clear() { m_blocks.clear(); }
    /// The text of element flat (C order) of array, numpy's way (see elementText). An
    /// error reading the file shows as its message in the cell.
    QString elementText(const Core::NdArray& array, std::int64_t flat);

private:
    std::deque<std::pair<std::int64_t, Core::NdArray>> m_blocks; // first row, rows
};

} // namespace ReplayScope::Ui
