// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/python/pyvalue.h>

#include <QList>
#include <QPair>
#include <QString>

#include <vector>

namespace ReplayScope::Core {
class ReplayBuffer;
struct PriorityState;
} // namespace ReplayScope::Core

namespace ReplayScope::Ui {

/// A read-only key that shows a buffer's own state beside its data (issue 22, item 5:
/// nothing in the file is hidden). It is not a key of the storage: the key tree lists
/// it after the data in italics, the table and the plot read it like a per-step key,
/// and nothing saves, edits or computes with it.
struct StateKey {
    QString path;
    QString description;
    Core::PyValue value;
};

/// The prioritized-replay state of buffer (a PrioritizedReplayBuffer or
/// PrioritizedVectorReplayBuffer), or null for buffers that have none.
const Core::PriorityState* priorityStateOf(const Core::ReplayBuffer& buffer);

/// The state keys of a buffer: for prioritized buffers `(weight)`, each slot's leaf of
/// the sum tree (`priority ** alpha`, Tianshou's `buf.weight[i]`, 0 for unused slots)
/// as a float64 array of maxsize rows. Empty for other buffers.
std::vector<StateKey> bufferStateKeys(const Core::ReplayBuffer& buffer);

/// The state of a buffer beyond its options, as (name, value) rows for the Details
/// panel: the episode in progress (`_ep_return`, `_ep_len`, `_ep_start_idx`) and for
/// prioritized buffers alpha, beta, the largest and smallest priority seen
/// (`_max_prio`, `_min_prio`), weight normalisation and the sum of the weights.
QList<QPair<QString, QString>> bufferStateRows(const Core::ReplayBuffer& buffer);

} // namespace ReplayScope::Ui
