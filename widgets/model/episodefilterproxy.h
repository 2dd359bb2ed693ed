// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QSet>
#include <QSortFilterProxyModel>

#include <optional>

namespace ReplayScope::Ui {

/// The episode list sorted (by SortValueRole) and filtered: return above/below a bound,
/// length at least/at most, one end reason (Core::EpisodeEnd as int) and a set of
/// episode names (a robomimic mask). Unset bounds
/// let everything through. Used by the navigator, whose shown episodes are what
/// "export the filtered episodes" takes.
class EpisodeFilterProxy final : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit EpisodeFilterProxy(QObject* parent = nullptr);

    void setReturnRange(std::optional<double> atLeast, std::optional<double> atMost);
    void setLengthRange(std::optional<double> atLeast, std::optional<double> atMost);
    /// Only episodes ending this way (Core::EpisodeEnd; Cut for those whose start the ring
    /// overwrote, whatever their end), or all with nullopt.
    void setEnd(std::optional<int> end);
    /// Only the episodes named (the list's first column: a grouped dataset's group name,
    /// as robomimic's masks list demos), or all with nullopt.
    void setNames(std::optional<QSet<QString>> names);
    /// True when any bound is set.
    bool isFiltering() const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    /// SortValueRole's order, the episode number's without asking the model for data.
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    std::optional<double> m_returnMin;
    std::optional<double> m_returnMax;
    std::optional<double> m_lengthMin;
    std::optional<double> m_lengthMax;
    std::optional<int> m_end;
    std::optional<QSet<QString>> m_names;
};

} // namespace ReplayScope::Ui
