// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/io/hdf5/hdf5reader.h>
#include <core/array/ndarray.h>
#include <core/python/pyvalue.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ReplayScope::Core {

/// The attribute names a buffer file uses (tianshou-spec 4.4): releases up to v1.1 write
/// `_index`, `_ep_rew`, `_ep_idx`; v1.2 and later `_insertion_idx`, `_ep_return`,
/// `_ep_start_idx`. Unknown for Batch files and files lacking all of them.
enum class TianshouNaming { Unknown, UpToV1_1, V1_2Plus };

/// Options of readTianshouHdf5().
struct TianshouHdf5Options {
    /// Decode pickled datasets with the pickle reader. When off, or when a pickle cannot
    /// be decoded, the dataset is kept as an opaque pickled blob (see makePickledBlob).
    bool decodePickles = true;
    /// Array datasets that cannot be mapped (chunked, gzip, lzf, shuffle) and hold at
    /// least this many bytes are not read at open: their arrays are backed by a
    /// Storage::deferred() that reads the dataset on first touch, a window of rows at a
    /// time through a LazyDataset (bounded chunk cache). Object (variable-length) and
    /// scalar datasets are always read at open.
    std::uint64_t lazyFromBytes = std::uint64_t(1) << 20;
};

/// What Tianshou's `load_hdf5` would see in a file, plus the buffer bookkeeping the
/// buffer code needs, mapped across Tianshou's naming generations.
///
/// `state` is `from_hdf5(root)`: a dict of the root's attributes followed by its members
/// in name order. Attributes come back as the Python bool/int/float values Tianshou wrote
/// (h5py would give np.bool_/np.int64/np.float64; keeping Python values makes a re-save
/// emit attributes again, the first-save encoding). Groups with
/// `__data_type__ = "Batch"` are Batches, other groups dicts; `"ndarray"` datasets are
/// arrays (mapped from the file when contiguous), `"Tensor"` datasets arrays flagged
/// isTorch(), every other dataset a decoded pickle. Bookkeeping fields read 0/defaults
/// when the file lacks them (or holds them as pickles that could not be decoded).
struct TianshouHdf5 {
    std::string file;
    /// The open file, for lazy access to large datasets.
    std::shared_ptr<const Hdf5File> hdf5;
    /// `from_hdf5(root)`: a dict (PyValue::dict).
    PyValue state;
    /// The data: `state["_meta"]` for buffers, the root as a Batch for Batch files.
    std::shared_ptr<Batch> meta;
    /// True when the file holds a buffer (a `_meta` group).
    bool isBuffer = false;
    /// The class recognised from what the file holds: "ReplayBuffer",
    /// "PrioritizedReplayBuffer", "HERReplayBuffer", "VectorReplayBuffer" (managers, which
    /// HDF5 cannot tell apart from ReplayBufferManager), "PrioritizedVectorReplayBuffer",
    /// "HERVectorReplayBuffer", "CachedReplayBuffer", or "Batch".
    std::string className;
    TianshouNaming naming = TianshouNaming::Unknown;

    std::int64_t maxsize = 0;
    std::int64_t stackNum = 1;
    std::int64_t size = 0; ///< `_size`: the number of valid rows
    std::int64_t insertionIndex = 0; ///< `_insertion_idx` / `_index`
    std::int64_t episodeLength = 0; ///< `_ep_len`
    std::int64_t episodeStartIndex = 0; ///< `_ep_start_idx` / `_ep_idx`
    PyValue episodeReturn; ///< `_ep_return` / `_ep_rew`: a float or an array
    bool saveObsNext = true; ///< `_save_obs_next`
    bool saveOnlyLastObs = false; ///< `_save_only_last_obs`
    bool sampleAvail = false; ///< `_sample_avail`
    /// Managers: `buffer_num`, `_offset`, `_extend_offset`, `_lengths`; empty otherwise.
    std::int64_t bufferNum = 0;
    NdArray offset;
    NdArray extendOffset;
    NdArray lengths;
    /// `last_index` (one entry per sub-buffer) and `_indices`.
    NdArray lastIndex;
    NdArray indices;
    /// HDF5 paths of pickled datasets kept as opaque blobs (not decoded).
    std::vector<std::string> undecodedPickles;
    /// Hard links to groups read already (cycles, repeats), left out of `state`.
    std::vector<Hdf5Link> links;
};

/// Reads an open file written by Tianshou's `save_hdf5` (any release) or `to_hdf5` of a
/// Batch; the result keeps the file for its lazy datasets. Throws FormatError when the
/// file is not in Tianshou's layout (no `_meta` group and no `__data_type__` anywhere at
/// the root).
TianshouHdf5 readTianshouHdf5(std::shared_ptr<const Hdf5File> file, const TianshouHdf5Options& options = {});
/// Hdf5File::open(path) followed by the above; IoError/FormatError from opening too.
TianshouHdf5 readTianshouHdf5(const std::string& path, const TianshouHdf5Options& options = {});

/// `from_hdf5(group)` on any group of an open file (see TianshouHdf5::state). Paths of
/// pickles kept undecoded are appended to undecoded when it is given. Each group is read
/// once: further hard links to it are left out and appended to links when given.
PyValue tianshouFromHdf5(const Hdf5File& file, std::string_view groupPath, const TianshouHdf5Options& options = {},
                         std::vector<std::string>* undecoded = nullptr, std::vector<Hdf5Link>* links = nullptr);

/// A pickled dataset kept as its bytes: an opaque PyObject of class
/// `replayscope.hdf5.PickledBlob` whose arguments are (bytes, data type name). The writer
/// re-emits it byte for byte with the same `__data_type__`.
PyValue makePickledBlob(std::string bytes, std::string dataType);
/// True for values made by makePickledBlob; then bytes and dataType are filled when given.
bool isPickledBlob(const PyValue& value, std::string* bytes = nullptr, std::string* dataType = nullptr);

} // namespace ReplayScope::Core
