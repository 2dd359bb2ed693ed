// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/watch/newepisodes.h>

#include <widgets/model/document.h>

#include <algorithm>
#include <iterator>
#include <map>
#include <memory>
#include <tuple>

namespace ReplayScope::Ui {

namespace {

// Where an episode ends: its sub-buffer and last storage slot. In one reading no two
// episodes share it, so before's episodes are found by it in one lookup each.
using EndKey = std::tuple<std::int64_t, std::int64_t>;

bool sameEpisode(const Core::Episode& old, const Core::Episode& now)
{
    return old.rows == now.rows && old.endFlag == now.endFlag && old.episodeReturn == now.episodeReturn;
}

// now is what is left of old after a ring overwrote its first steps: its slots are the
// end of old's, and it ends the same way.
bool cutFrom(const Core::Episode& old, const Core::Episode& now)
{
    return now.startCut && old.endFlag == now.endFlag && old.rows.size() >= now.rows.size()
           && std::equal(now.rows.begin(), now.rows.end(),
                         std::next(old.rows.begin(), std::ptrdiff_t(old.rows.size() - now.rows.size())));
}

} // namespace

std::vector<bool> newEpisodes(const Core::EpisodeList& before, const Core::EpisodeList& after)
{
    std::map<EndKey, const Core::Episode*> byEnd;
    for (const Core::Episode& episode : before.episodes())
        if (!episode.rows.empty())
            byEnd.emplace(EndKey{episode.subBuffer, episode.last()}, &episode);
    std::vector<bool> fresh;
    fresh.reserve(after.episodes().size());
    for (const Core::Episode& episode : after.episodes()) {
        const auto old = byEnd.find(EndKey{episode.subBuffer, episode.last()});
        const bool known = old != byEnd.end() && (sameEpisode(*old->second, episode) || cutFrom(*old->second, episode));
        fresh.push_back(!known);
    }
    return fresh;
}

void markNewEpisodes(Document* fresh, Core::EpisodeList before, const std::function<void(std::int64_t)>& done)
{
    const auto mark = [fresh, done](const Core::EpisodeList& previous) {
        fresh->setNewEpisodes(newEpisodes(previous, fresh->episodes()));
        done(fresh->newEpisodeCount());
    };
    if (!fresh->episodesPending()) {
        mark(before);
        return;
    }
    // Qt copies the slot: the list (large for such data) is shared, not copied. Parts
    // found so far come first; only the whole list is compared.
    auto kept = std::make_shared<Core::EpisodeList>(std::move(before));
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = QObject::connect(fresh, &Document::episodesChanged, fresh, [fresh, mark, kept, connection] {
        if (fresh->episodesPending())
            return;
        QObject::disconnect(*connection);
        mark(*kept);
    });
}

} // namespace ReplayScope::Ui
