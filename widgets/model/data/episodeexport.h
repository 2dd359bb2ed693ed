// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>

#include <QString>

#include <cstdint>
#include <functional>
#include <vector>

namespace ReplayScope::Ui {

class Document;

/// What a curated export writes.
enum class ExportFormat {
    TianshouPickle, ///< a buffer of the same class (or the Batch of the steps), .pkl
    TianshouHdf5, ///< the same in Tianshou's save_hdf5 / to_hdf5 layout, .h5
    D4rlHdf5, ///< flat observations/actions/rewards/terminals/timeouts(/next_observations), .hdf5
    Npz, ///< the transitions' leaves as dotted numpy arrays, .npz
};

/// The file name extension of a format, with the dot.
QString exportSuffix(ExportFormat format);

/// The rows of the given steps (chronological numbers) as one Batch: a buffer's
/// transitions (`buf[slots]`), or the per-step keys of plain data.
Core::Batch rowsOfSteps(const Document& document, const std::vector<std::int64_t>& steps);

/// D4RL's flat layout of transitions: observations (obs), actions (act), rewards (rew),
/// terminals (terminated, else done), timeouts (truncated, else zeros) and
/// next_observations (obs_next) when present. Throws KeyError when obs, act or rew is
/// missing.
Core::Batch d4rlLayout(const Core::Batch& transitions);

/// Prepares writing the chosen episodes of document to path (a buffer's in the given
/// order, plain data's rows in time order): called on
/// the GUI thread, it captures what it needs; the returned function writes the file
/// (atomically) on a worker thread and throws Core::Error on failure. Buffers export as a
/// buffer of the same family (Core::exportEpisodes) that Tianshou loads.
std::function<void()> prepareEpisodeExport(const Document& document, const std::vector<std::int64_t>& episodes,
                                           const QString& path, ExportFormat format);

} // namespace ReplayScope::Ui
