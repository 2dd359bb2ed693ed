// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// How the rows of one key relate to the document's steps, for the panels that show a
// key and follow the time cursor. A per-step key has one row per step (row r is step r).
// In Minari data each episode is a group of the tree (`episode_N`): row r of a key in
// an episode's group is that episode's step r, and observations and infos have one row
// more, whose last row belongs to the episode's last step.

#include <QString>

#include <cstdint>

namespace ReplayScope::Ui {

class Document;

/// The step that row of key shows, or -1 when the key's rows are not steps.
std::int64_t stepOfKeyRow(const Document& document, const QString& key, std::int64_t row);

/// The row of key that shows step, or -1 when key does not show that step (a key of
/// another episode's group, or a key whose rows are not steps).
std::int64_t keyRowOfStep(const Document& document, const QString& key, std::int64_t step);

/// The key that shows the current step as key does: the same key in the current
/// episode's group when key lies in another episode's group (Minari), else key. Empty
/// when the current episode's group has no such key.
QString keyAtCursor(const Document& document, const QString& key);

/// The episode to move the cursor to when the user chooses key: the episode whose group
/// holds it when that is not the current one, else -1.
std::int64_t episodeToVisit(const Document& document, const QString& key);

} // namespace ReplayScope::Ui
