// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/io/hdf5/hdf5reader.h>
#include <core/python/pyvalue.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ReplayScope::Core {

/// A D4RL dataset file (peers.md (b)): transitions of all episodes concatenated.
///
/// `steps` holds the per-step datasets of the root (`observations`, `actions`,
/// `rewards`, `terminals`, and when present `timeouts`, `next_observations`, the `infos`
/// group and any other root datasets with `stepCount` rows); `metadata` holds the
/// `metadata` group and every 0-d (scalar) dataset, which D4RL mixes in and which must not
/// be taken for per-step data (D4RL PR #104). Episode segmentation (`terminals |
/// timeouts`) is the buffer code's job. `tree` keeps the whole file with attributes.
struct D4rlDataset {
    std::string file;
    std::shared_ptr<const Hdf5File> hdf5;
    Hdf5Tree tree;
    std::shared_ptr<Batch> steps;
    std::shared_ptr<Batch> metadata;
    std::int64_t stepCount = 0;
};

/// Reads an open D4RL file. Throws FormatError naming the file when a required dataset
/// (observations, actions, rewards, terminals) is missing or the per-step datasets
/// disagree on their length.
D4rlDataset readD4rl(std::shared_ptr<const Hdf5File> file, const Hdf5ReadOptions& options = {});
/// Hdf5File::open(path) followed by the above.
D4rlDataset readD4rl(const std::string& path, const Hdf5ReadOptions& options = {});

/// One `episode_N` group of a Minari HDF5 file.
struct MinariEpisode {
    std::string group; ///< "episode_3"
    std::int64_t id = 0; ///< the `id` attribute (N when absent)
    std::optional<std::int64_t> seed; ///< the `seed` attribute
    /// Steps: the `total_steps` attribute, else the rows of `actions`.
    std::int64_t length = 0;
    /// All attributes of the group (id, total_steps, seed, options/..., rewards_sum, ...).
    PyValue::Items attributes;
    /// observations (length + 1 rows), actions, rewards, terminations, truncations,
    /// infos/..., Dict spaces as nested Batches, Tuple spaces as `_index_K` Batches.
    std::shared_ptr<Batch> data;
};

/// A Minari dataset in its HDF5 flavour (peers.md (b)).
///
/// `metadata` is `data/metadata.json` beside the file, parsed into a dict (space and
/// env-spec values stay JSON strings as Minari stores them), or the root attributes of a
/// legacy (Minari <= 0.3) file when there is no such JSON. JPEG-encoded image frames are
/// decoded to uint8 arrays (decodeMinariImages in jpegdecode.h).
struct MinariDataset {
    std::string file;
    std::shared_ptr<const Hdf5File> hdf5;
    std::string metadataPath; ///< empty when no metadata.json was found
    PyValue metadata;
    PyValue::Items rootAttributes;
    std::vector<MinariEpisode> episodes; ///< in id order
    std::int64_t totalSteps = 0;
};

/// Reads an open Minari main_data.hdf5 (metadata.json is looked up beside its path).
/// Throws FormatError naming the file when it has no episode groups, an episode lacks
/// `actions`, or metadata.json is not valid JSON.
MinariDataset readMinari(std::shared_ptr<const Hdf5File> file, const Hdf5ReadOptions& options = {});
/// Hdf5File::open(path) followed by the above.
MinariDataset readMinari(const std::string& path, const Hdf5ReadOptions& options = {});

} // namespace ReplayScope::Core
