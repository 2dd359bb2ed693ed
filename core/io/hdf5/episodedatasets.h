// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// HDF5 datasets of robot-learning and offline-RL libraries whose files hold one group (or
// one set of datasets) per episode: robomimic/robosuite demonstrations and d3rlpy's
// dumps. Each reader gives a Batch with one sub-Batch per episode, which
// core/buffer/episodegroups.h reads as episodes (docs/formats-hdf5.md).

#include <core/batch/batch.h>
#include <core/io/hdf5/hdf5reader.h>
#include <core/python/pyvalue.h>

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace ReplayScope::Core {

/// A robomimic (or robosuite) demonstration file: `data/demo_N` groups with `obs/*`,
/// `next_obs/*`, `actions`, `rewards`, `dones`, `states`, and `mask/<name>` lists of
/// demo names (robomimic's train/valid split).
struct RobomimicDataset {
    std::string file;
    std::shared_ptr<const Hdf5File> hdf5;
    /// One sub-Batch per demo, keyed by its group name, in robomimic's order (by N).
    std::shared_ptr<Batch> demos;
    /// Rows of each demo (the rows of `actions`; robomimic's `num_samples` says the same).
    std::vector<std::int64_t> lengths;
    /// Attributes of `data` (`total`, `env_args` as the JSON text robomimic stores).
    PyValue::Items dataAttributes;
    /// Each mask's name and demo names, as `mask/<name>` lists them.
    std::vector<std::pair<std::string, std::vector<std::string>>> masks;
};

/// True when the root has a `data` group holding a `demo_N` group.
bool isRobomimicFile(const Hdf5File& file);

/// Reads an open robomimic file (lazily: large datasets are read when touched). Throws
/// FormatError naming the file when `data` has no demo groups or a demo has no actions.
RobomimicDataset readRobomimic(std::shared_ptr<const Hdf5File> file, const Hdf5ReadOptions& options = {});
/// Hdf5File::open(path) followed by the above.
RobomimicDataset readRobomimic(const std::string& path, const Hdf5ReadOptions& options = {});

/// A d3rlpy v2 `dump()` file: per episode i `observations_i` (or `observations_i_j` for
/// tuple observations), `actions_i`, `rewards_i` and a scalar `terminated_i`, plus
/// `columns`, `num_episodes` and `version`.
struct D3rlpyDataset {
    std::string file;
    std::shared_ptr<const Hdf5File> hdf5;
    /// `episode_i` sub-Batches: `observations` (a Batch of `_index_j` for tuples, as
    /// Minari names Tuple parts), `actions`, `rewards`, `terminated` (0-d).
    std::shared_ptr<Batch> episodes;
    /// The other datasets: `columns`, `num_episodes`, `version`.
    std::shared_ptr<Batch> metadata;
};

/// True for d3rlpy v2's layout (`num_episodes` and `actions_0` datasets at the root).
bool isD3rlpyV2File(const Hdf5File& file);

/// Reads an open d3rlpy v2 file. Throws FormatError naming the file when an episode
/// lacks one of its datasets or `num_episodes` disagrees with them.
D3rlpyDataset readD3rlpyV2(std::shared_ptr<const Hdf5File> file, const Hdf5ReadOptions& options = {});
/// Hdf5File::open(path) followed by the above.
D3rlpyDataset readD3rlpyV2(const std::string& path, const Hdf5ReadOptions& options = {});

/// True for d3rlpy 1.x's MDPDataset layout (`observations`, `actions`, `rewards`,
/// `terminals` and `episode_terminals` at the root). Its reading is D4RL's (flat
/// per-step datasets, scalars as metadata); episodes end at `episode_terminals`.
bool isD3rlpyV1File(const Hdf5File& file);

} // namespace ReplayScope::Core
