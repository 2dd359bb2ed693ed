// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/episodefilterproxy.h>

#include <widgets/model/roles.h>

#include <core/buffer/episodes.h>

namespace ReplayScope::Ui {

EpisodeFilterProxy::EpisodeFilterProxy(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(SortValueRole);
}

void EpisodeFilterProxy::setReturnRange(std::optional<double> atLeast, std::optional<double> atMost)
{
    m_returnMin = atLeast;
    m_returnMax = atMost;
    invalidateFilter();
}

void EpisodeFilterProxy::setLengthRange(std::optional<double> atLeast, std::optional<double> atMost)
{
    m_lengthMin = atLeast;
    m_lengthMax = atMost;
    invalidateFilter();
}

void EpisodeFilterProxy::setEnd(std::optional<int> end)
{
    m_end = end;
    invalidateFilter();
}

void EpisodeFilterProxy::setNames(std::optional<QSet<QString>> names)
{
    m_names = std::move(names);
    invalidateFilter();
}

bool EpisodeFilterProxy::isFiltering() const
{
    return m_returnMin || m_returnMax || m_lengthMin || m_lengthMax || m_end || m_names;
}

bool EpisodeFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const auto value = [&](int column) {
        return sourceModel()->index(sourceRow, column, sourceParent).data(SortValueRole).toDouble();
    };
    const auto inside = [](double v, const std::optional<double>& lo, const std::optional<double>& hi) {
        return (!lo || v >= *lo) && (!hi || v <= *hi);
    };
    if (!inside(value(EpisodeReturnColumn), m_returnMin, m_returnMax))
        return false;
    if (!inside(value(EpisodeLengthColumn), m_lengthMin, m_lengthMax))
        return false;
    if (m_names
        && !m_names->contains(sourceModel()->index(sourceRow, EpisodeNumberColumn, sourceParent).data().toString()))
        return false;
    if (m_end && *m_end == static_cast<int>(Core::EpisodeEnd::Cut)) // "start overwritten"
        return sourceModel()->index(sourceRow, EpisodeEndColumn, sourceParent).data(StartOverwrittenRole).toBool();
    return !m_end || static_cast<int>(value(EpisodeEndColumn)) == *m_end;
}

} // namespace ReplayScope::Ui
