// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>

#include <optional>

namespace ReplayScope::Ui {

/// The episode list sorted (by SortValueRole) and filtered: return above/below a bound,
/// length at least/at most, and one end reason (Core::EpisodeEnd as int). Unset bounds
/// let everything through. Used by the navigator, whose shown episodes are what
/// "export the filtered episodes" takes.
class EpisodeFilterProxy final : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit EpisodeFilterProxy(QObject* parent = nullptr);

    void setReturnRange(std::optional<double> atLeast, std::optional<double> atMost);
    void setLengthRange(std::optional<double> atLeast, std::optional<double> atMost);
    /// Only episodes ending this way (Core::EpisodeEnd), or all with nullopt.
    void setEnd(std::optional<int> end);
    /// True when any bound is set.
    bool isFiltering() const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    std::optional<double> m_returnMin;
    std::optional<double> m_returnMax;
    std::optional<double> m_lengthMin;
    std::optional<double> m_lengthMax;
    std::optional<int> m_end;
};

} // namespace ReplayScope::Ui
