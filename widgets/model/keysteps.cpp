// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/keysteps.h>

#include <widgets/model/document.h>

#include <algorithm>

namespace ReplayScope::Ui {

std::int64_t stepOfKeyRow(const Document& document, const QString& key, std::int64_t row)
{
    if (row < 0)
        return -1;
    if (document.isPerStepKey(key))
        return row < document.stepCount() ? row : -1;
    const std::int64_t episode = document.episodeOfPath(key);
    if (episode < 0)
        return -1;
    // The extra last row of observations and infos belongs to the episode's last step.
    return std::min(document.firstStepOf(episode) + row, document.lastStepOf(episode));
}

std::int64_t keyRowOfStep(const Document& document, const QString& key, std::int64_t step)
{
    if (step < 0 || step >= document.stepCount())
        return -1;
    if (document.isPerStepKey(key))
        return step;
    const std::int64_t episode = document.episodeOfPath(key);
    if (episode < 0 || episode != document.episodeOfStep(step))
        return -1;
    return step - document.firstStepOf(episode);
}

QString keyAtCursor(const Document& document, const QString& key)
{
    const std::int64_t shown = document.episodeOfPath(key);
    const std::int64_t episode = document.currentEpisode();
    if (shown < 0 || episode < 0 || shown == episode)
        return key;
    return document.pathInEpisode(key, episode);
}

std::int64_t episodeToVisit(const Document& document, const QString& key)
{
    const std::int64_t episode = document.episodeOfPath(key);
    return episode >= 0 && episode != document.currentEpisode() ? episode : -1;
}

} // namespace ReplayScope::Ui
