// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/episodegroups.h>

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

const Core::NdArray* column(const Core::Batch& group, const char* key)
{
    const Core::PyValue* v = group.find(key);
    return v && v->isArray() && v->asArray().ndim() > 0 ? &v->asArray() : nullptr;
}

std::int64_t lengthOf(const Core::Batch& group, const QString& name)
{
    const Core::NdArray* actions = column(group, "actions");
    if (!actions)
        throw Core::KeyError(utf8(QCoreApplication::translate("EpisodeGroups", "episode group '%1' has no 'actions'").arg(name)));
    return actions->shape().front();
}

// Row r of a per-step array as a sum (rewards may have several columns) or a flag.
double rowSum(const Core::NdArray* a, std::int64_t r)
{
    if (!a || r >= a->shape().front())
        return 0.0;
    const std::int64_t per = a->size() / std::max<std::int64_t>(a->shape().front(), 1);
    double sum = 0.0;
    for (std::int64_t j = 0; j < per; ++j)
        sum += a->toDouble(r * per + j);
    return sum;
}

bool rowFlag(const Core::NdArray* a, std::int64_t r)
{
    return a && r < a->shape().front() && a->toBool(r * (a->size() / std::max<std::int64_t>(a->shape().front(), 1)));
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
        steps += lengthOf(groupAt(root, g), g);
    return steps;
}

Core::EpisodeList groupedEpisodes(const Core::Batch& root, const std::vector<QString>& groups)
{
    std::vector<std::int64_t> lengths;
    Core::StepFlags flags;
    for (const QString& g : groups) {
        const Core::Batch& group = groupAt(root, g);
        const std::int64_t length = lengthOf(group, g);
        lengths.push_back(length);
        const Core::NdArray* rewards = column(group, "rewards");
        const Core::NdArray* terminations = column(group, "terminations");
        const Core::NdArray* truncations = column(group, "truncations");
        for (std::int64_t r = 0; r < length; ++r) {
            flags.rewards.push_back(rowSum(rewards, r));
            flags.terminated.push_back(rowFlag(terminations, r));
            flags.truncated.push_back(rowFlag(truncations, r));
        }
    }
    return Core::EpisodeList::fromLengths(lengths, flags);
}

Core::Batch groupedTransitions(const Core::Batch& root, const std::vector<QString>& groups,
                               const std::vector<std::int64_t>& steps)
{
    std::vector<Core::PyValue> parts;
    std::size_t next = 0;
    std::int64_t first = 0;
    for (const QString& g : groups) {
        const Core::Batch& group = groupAt(root, g);
        const std::int64_t length = lengthOf(group, g);
        std::vector<std::int64_t> rows, after;
        std::vector<bool> done;
        for (; next < steps.size() && steps[next] < first + length; ++next) {
            if (steps[next] < first)
                continue;
            rows.push_back(steps[next] - first);
            after.push_back(steps[next] - first + 1);
            done.push_back(rowFlag(column(group, "terminations"), rows.back()) ||
                           rowFlag(column(group, "truncations"), rows.back()));
        }
        first += length;
        if (rows.empty())
            continue;
        auto part = Core::Batch::make();
        const auto put = [&](const char* from, const char* to, const std::vector<std::int64_t>& which) {
            if (const Core::PyValue* v = group.find(from); v && v->isArray())
                part->set(to, Core::PyValue::array(v->asArray()[Core::Index::list(which)]));
            else if (v && v->isBatch())
                part->set(to, Core::PyValue::batch(std::make_shared<Core::Batch>((*v->asBatch())[Core::Index::list(which)])));
        };
        put("observations", "obs", rows);
        put("actions", "act", rows);
        put("rewards", "rew", rows);
        put("terminations", "terminated", rows);
        put("truncations", "truncated", rows);
        part->set("done", Core::PyValue::array(Core::NdArray::fromBools(done, {std::int64_t(done.size())})));
        put("observations", "obs_next", after);
        put("infos", "info", after); // Minari's infos[0] comes from reset()
        parts.push_back(Core::PyValue::batch(part));
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
    const QString moved = rest.isEmpty() ? groups[std::size_t(episode)] : groups[std::size_t(episode)] + QLatin1Char('.') + rest;
    return root.findPath(utf8(moved)) ? moved : QString();
}

} // namespace ReplayScope::Ui
