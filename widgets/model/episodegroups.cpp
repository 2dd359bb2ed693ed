// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/episodegroups.h>

#include <core/buffer/episodegroups.h>
#include <core/error.h>
#include <core/array/index.h>

#include <QCoreApplication>

namespace ReplayScope::Ui {

namespace {

std::string utf8(const QString& s)
{
    return s.toUtf8().toStdString();
}

const Core::Batch& groupAt(const Core::Batch& root, const QString& group)
{
    const Core::PyValue* v = root.find(utf8(group));
    if (!v || !v->isBatch())
        throw Core::KeyError(utf8(QCoreApplication::translate("EpisodeGroups", "no episode group '%1'").arg(group)));
    return *v->asBatch();
}

// The roles of a group's keys, by each library's names (core/buffer/episodegroups.h).
Core::EpisodeGroup roles(const Core::Batch& root, const QString& name)
{
    try {
        return Core::episodeGroup(groupAt(root, name), utf8(name));
    } catch (const Core::KeyError&) {
        throw Core::KeyError(
            utf8(QCoreApplication::translate("EpisodeGroups", "episode group '%1' has no 'actions'").arg(name)));
    }
}

} // namespace

std::vector<QString> minariEpisodeGroups(const Core::Batch& root)
{
    std::vector<QString> groups;
    for (const auto& [key, value] : root.entries())
        if (value.isBatch())
            groups.push_back(QString::fromStdString(key));
    return groups;
}

std::int64_t groupedStepCount(const Core::Batch& root, const std::vector<QString>& groups)
{
    std::int64_t steps = 0;
    for (const QString& g : groups)
        steps += roles(root, g).length;
    return steps;
}

Core::EpisodeList groupedEpisodes(const Core::Batch& root, const std::vector<QString>& groups)
{
    std::vector<Core::EpisodeGroup> all;
    for (const QString& g : groups)
        all.push_back(roles(root, g));
    return Core::groupEpisodes(all);
}

Core::Batch groupedTransitions(const Core::Batch& root, const std::vector<QString>& groups,
                               const std::vector<std::int64_t>& steps)
{
    std::vector<Core::PyValue> parts;
    std::size_t next = 0;
    std::int64_t first = 0;
    for (const QString& g : groups) {
        const Core::EpisodeGroup group = roles(root, g);
        std::vector<std::int64_t> rows;
        for (; next < steps.size() && steps[next] < first + group.length; ++next)
            if (steps[next] >= first)
                rows.push_back(steps[next] - first);
        first += group.length;
        // More chosen steps follow: an unfinished episode must end here (truncated),
        // or Tianshou would run it into the next one.
        if (!rows.empty())
            parts.push_back(Core::PyValue::batch(
                std::make_shared<Core::Batch>(Core::groupTransitions(group, rows, next < steps.size()))));
    }
    if (parts.empty())
        return Core::Batch();
    return Core::Batch::cat(parts);
}

std::int64_t groupOfPath(const std::vector<QString>& groups, const QString& path)
{
    const QString head = path.section(QLatin1Char('.'), 0, 0);
    for (std::size_t i = 0; i < groups.size(); ++i)
        if (groups[i] == head)
            return static_cast<std::int64_t>(i);
    return -1;
}

QString pathInGroup(const Core::Batch& root, const std::vector<QString>& groups, const QString& path,
                    std::int64_t episode)
{
    if (episode < 0 || episode >= static_cast<std::int64_t>(groups.size()) || groupOfPath(groups, path) < 0)
        return {};
    const QString rest = path.section(QLatin1Char('.'), 1);
    const QString moved =
        rest.isEmpty() ? groups[std::size_t(episode)] : groups[std::size_t(episode)] + QLatin1Char('.') + rest;
    return root.findPath(utf8(moved)) ? moved : QString();
}

} // namespace ReplayScope::Ui
