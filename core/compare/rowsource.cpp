// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/compare/comparedetail.h>

#include <core/array/arrayops.h>
#include <core/array/rowwindow.h>

#include <algorithm>

namespace ReplayScope::Core::CompareDetail {

RowSource::RowSource(const NdArray& array, const std::optional<Indices>& rowSlots)
    : m_array(array)
    , m_slots(&rowSlots)
{
    if (array.ndim() == 0) {
        m_rows = 1;
        m_shape = {1};
        m_array = array.reshape({1});
        m_slots = nullptr;
        return;
    }
    m_shape = array.shape();
    if (rowSlots) {
        m_rows = std::int64_t(rowSlots->size());
        m_shape[0] = m_rows;
    } else {
        m_rows = array.shape()[0];
        m_slots = nullptr;
    }
}

std::int64_t RowSource::windowRows(std::int64_t bytes) const
{
    std::int64_t rowBytes = std::int64_t(m_array.dtype().itemSize());
    for (std::size_t d = 1; d < m_shape.size(); ++d)
        rowBytes *= std::max<std::int64_t>(m_shape[d], 1);
    return std::max<std::int64_t>(1, bytes / std::max<std::int64_t>(rowBytes, 1));
}

NdArray RowSource::window(std::int64_t begin, std::int64_t end) const
{
    if (!m_slots)
        return readRowWindow(m_array, begin, end);
    // A ring's chronological slots are a few runs of neighbours: read each run at once.
    const Indices& rowSlots = **m_slots;
    std::vector<NdArray> parts;
    std::int64_t i = begin;
    while (i < end) {
        std::int64_t j = i + 1;
        while (j < end && rowSlots[std::size_t(j)] == rowSlots[std::size_t(j - 1)] + 1)
            ++j;
        parts.push_back(readRowWindow(m_array, rowSlots[std::size_t(i)], rowSlots[std::size_t(j - 1)] + 1));
        i = j;
    }
    if (parts.size() == 1)
        return parts.front();
    if (parts.empty()) {
        Shape shape = m_shape;
        shape[0] = 0;
        return NdArray(m_array.dtype(), shape);
    }
    return concatenate(parts, 0);
}

} // namespace ReplayScope::Core::CompareDetail
