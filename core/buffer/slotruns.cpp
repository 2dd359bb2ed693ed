// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/buffer/slotruns.h>

#include <algorithm>

namespace ReplayScope::Core {

SlotRuns::SlotRuns(std::initializer_list<std::int64_t> slots)
{
    assign(slots.begin(), slots.end());
}

SlotRuns::SlotRuns(const std::vector<std::int64_t>& slots)
{
    assign(slots.begin(), slots.end());
}

void SlotRuns::push_back(std::int64_t slot)
{
    appendRun(slot, 1);
}

void SlotRuns::appendRun(std::int64_t first, std::int64_t count)
{
    if (count <= 0)
        return;
    if (!m_runs.empty() && m_runs.back().first + m_runs.back().count == first)
        m_runs.back().count += count;
    else
        m_runs.push_back({first, count, m_size});
    m_size += count;
}

void SlotRuns::clear()
{
    m_runs.clear();
    m_size = 0;
}

std::int64_t SlotRuns::operator[](std::size_t pos) const
{
    const auto p = std::int64_t(pos);
    // The last run starting at or before pos.
    const auto run = std::upper_bound(m_runs.begin(), m_runs.end(), p,
                                      [](std::int64_t value, const Run& r) { return value < r.position; });
    return (run - 1)->first + (p - (run - 1)->position);
}

std::int64_t SlotRuns::positionOf(std::int64_t slot) const
{
    for (const Run& r : m_runs)
        if (slot >= r.first && slot < r.first + r.count)
            return r.position + (slot - r.first);
    return -1;
}

std::vector<std::int64_t> SlotRuns::indices() const
{
    std::vector<std::int64_t> out;
    out.reserve(size());
    for (const Run& r : m_runs)
        for (std::int64_t k = 0; k < r.count; ++k)
            out.push_back(r.first + k);
    return out;
}

bool SlotRuns::operator==(const SlotRuns& other) const
{
    if (m_size != other.m_size || m_runs.size() != other.m_runs.size())
        return false;
    for (std::size_t i = 0; i < m_runs.size(); ++i)
        if (m_runs[i].first != other.m_runs[i].first || m_runs[i].count != other.m_runs[i].count)
            return false;
    return true;
}

bool SlotRuns::operator==(const std::vector<std::int64_t>& slots) const
{
    return size() == slots.size() && std::equal(begin(), end(), slots.begin());
}

} // namespace ReplayScope::Core
