// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/buffer/episodes.h>

#include <cstdint>
#include <functional>
#include <vector>

namespace ReplayScope::Ui {

class Document;

/// Which episodes of a watched file are new since it was last read (File ▸ Watch): one
/// flag per episode of after. An episode is old when before had the same one: in the
/// same sub-buffer, at the same storage slots, with the same end and return. A ring
/// that wrapped overwrites the start of its oldest episode: a cut episode is old when
/// before had an episode ending at the same slot in the same way. Everything else is
/// new, including an unfinished episode that has grown since, and in every sub-buffer of
/// a vector buffer (whose new episodes are not all at the end of the list).
std::vector<bool> newEpisodes(const Core::EpisodeList& before, const Core::EpisodeList& after);

/// Marks fresh's new episodes against before (the last reading's episodes) and calls
/// done with how many are new: at once, or, when fresh's episodes are still being found
/// (large data), once they are there. Nothing happens if fresh closes first.
void markNewEpisodes(Document* fresh, Core::EpisodeList before, const std::function<void(std::int64_t)>& done);

} // namespace ReplayScope::Ui
