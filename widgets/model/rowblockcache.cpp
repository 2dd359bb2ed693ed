// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/rowblockcache.h>

#include <widgets/model/valuetext.h>

#include <core/error.h>
#include <core/array/rowwindow.h>

#include <algorithm>

namespace ReplayScope::Ui {

QString RowBlockCache::elementText(const Core::NdArray& array, std::int64_t flat)
{
    if (array.ndim() == 0 || array.size() == 0)
        return Ui::elementText(array, flat);
    const std::int64_t rows = array.shape().front();
    const std::int64_t perRow = array.size() / rows;
    const std::int64_t row = flat / perRow;
    const std::int64_t first = row - row % BlockRows;
    auto it = std::find_if(m_blocks.begin(), m_blocks.end(), [first](const auto& b) { return b.first == first; });
    if (it == m_blocks.end()) {
        try {
            m_blocks.emplace_back(first, Core::readRowWindow(array, first, std::min(rows, first + BlockRows)));
        } catch (const Core::Error& e) {
            return QString::fromUtf8(e.what());
        }
        if (m_blocks.size() > MaxBlocks)
            m_blocks.pop_front();
        it = std::prev(m_blocks.end());
    }
    return Ui::elementText(it->second, flat - first * perRow);
}

} // namespace ReplayScope::Ui
