// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Internal pieces of the load/save facade, shared between its source files.

#include <core/files/formats.h>
#include <core/io/hdf5/hdf5reader.h>

#include <string>
#include <utility>
#include <vector>

namespace ReplayScope::Core::Formats {

/// Loads the numpy and RLlib formats through their readers (core/io/npy, core/io/rllib).
LoadedData loadOther(const std::string& path, FileFormat format);

/// Fills out.className/module/batch for a value that is neither a Tianshou Batch nor a
/// buffer (load.cpp): dicts become Batches, anything else the single key `value`.
void setPlainValue(LoadedData& out, const PyValue& value);

/// Reads a pickle file, decompressing gzip/bzip2/xz files first (by content), and sets
/// out.pickleProtocol and out.formatDescription (loadforeign.cpp).
PyValue readPossiblyCompressedPickle(const std::string& path, LoadedData& out);

/// Fills out (whose value is set) when the pickled value is a layout of another library:
/// a Stable-Baselines3 replay buffer or imitation's trajectory list. False otherwise.
bool loadForeignPickle(LoadedData& out);

/// Loads a torch.save file (zip or legacy); transition-like keys give episodes.
LoadedData loadTorchSave(const std::string& path);

/// Loads robomimic, d3rlpy v2 and d3rlpy 1.x HDF5 files (loaddatasets.cpp) from the file
/// loadHdf5 opened and classified as layout.
LoadedData loadEpisodeHdf5(const std::shared_ptr<const Hdf5File>& file, Hdf5Layout layout,
                           const Hdf5ReadOptions& options);

/// Turns a loaded npz into imitation's trajectories when its members are imitation's
/// (isImitationNpz); false, and out untouched, otherwise.
bool loadImitationNpz(LoadedData& out);

/// D4RL's flat steps (observations, actions, rewards, terminals, timeouts,
/// next_observations) as Tianshou transitions, for `export` (loaddatasets.cpp).
Batch d4rlSteps(const Batch& rows);

/// Loads the TorchRL dump that path is or lies in.
LoadedData loadTorchrl(const std::string& path);

/// True for an ndarray that Tianshou's Batch conversion would stack into a Batch: a
/// non-0-d object array whose elements are all dicts or Batches (or that is empty).
bool isBatchSetArray(const PyValue& value);

/// A plain dict as a Batch for showing: Batch(dict)'s conversion (tianshou-spec 1.2) for
/// every value, nested dicts becoming Batches the same way, except that an object array
/// of dicts stays that array instead of being stacked into a Batch, because the file
/// holds an array (pickle.load and h5py's from_hdf5 give it as one). Throws
/// AssertionError for non-str keys and TypeError where Tianshou's conversion does.
/// With emptyObjectArraysAsBatch an object array with no rows becomes Batch(), as
/// Batch(dict) makes it: the unmarked root of a to_hdf5 file is Batch(from_hdf5(f)) to
/// its users, and an empty array holds no dicts a save would have to keep (issue 18).
std::shared_ptr<Batch> batchFromPlainDict(const PyValue& dict, int depth = 0, bool emptyObjectArraysAsBatch = false);

/// True when the Batch (or a Batch nested in it) holds a value isBatchSetArray accepts:
/// a Tianshou Batch pickle could not keep it (loading stacks it), a plain dict can.
bool holdsBatchSetArray(const Batch& batch, int depth = 0);

} // namespace ReplayScope::Core::Formats
