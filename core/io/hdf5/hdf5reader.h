// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/array/ndarray.h>
#include <core/python/pyvalue.h>

#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ReplayScope::Core {

class LazyDataset;

/// What the reader knows about one dataset without reading its elements.
struct Hdf5DatasetInfo {
    /// numpy dtype of an element (object for variable-length strings and sequences).
    DType dtype;
    /// The dataspace shape, with H5T_ARRAY dimensions appended as numpy does; empty for
    /// scalar datasets.
    Shape shape;
    /// "contiguous", "chunked", "compact" or "virtual".
    std::string layout;
    /// Chunk shape of chunked datasets (empty otherwise).
    Shape chunkShape;
    /// Filter names in pipeline order: "gzip", "lzf", "shuffle", "fletcher32", "szip",
    /// the plugins' "lz4", "bzip2", "bitshuffle", "blosc", ... (h5filters.cpp), or
    /// "filter <id>" for others.
    std::vector<std::string> filters;
    /// True when the elements are one contiguous, unfiltered byte range of the file that
    /// readDataset() maps instead of copying.
    bool mappable = false;
    /// For variable-length element types: "str" (UTF-8), "bytes" (ASCII) or "sequence".
    std::string variableLength;
};

/// A link the tree reader did not follow: soft and external links (reported, never
/// resolved, so a file cannot make us open other files or loop), hard links back to a
/// group that is being visited (a cycle) and further hard links to a group already read.
struct Hdf5Link {
    std::string path; ///< where the link is
    std::string kind; ///< "soft", "external", "cycle" (back to a group being read) or "hard"
        ///< (a further hard link to a group already read, shown once)
    std::string target; ///< the soft path, "file:/object" for external links, or the group's first path
};

/// Options of Hdf5File::readTree().
struct Hdf5ReadOptions {
    /// Datasets that cannot be mapped (chunked, compressed, variable length) and whose
    /// elements would take more bytes than this are not read: they are left out of the
    /// tree and listed in Hdf5Tree::deferred, to be read a window at a time through a
    /// LazyDataset. Mapped datasets never count, they cost no memory until touched.
    std::uint64_t maxEagerBytes = std::numeric_limits<std::uint64_t>::max();
    /// Datasets that cannot be mapped and hold at least this many bytes (and at most
    /// maxEagerBytes) are not read at open but become deferredDataset() arrays: read on
    /// first touch, or a window of rows at a time before that (lazydataset.h).
    std::uint64_t deferFromBytes = std::numeric_limits<std::uint64_t>::max();
};

/// A whole HDF5 file as a Batch tree plus what a Batch cannot hold.
///
/// Groups become Batches (an empty group an empty Batch), datasets become arrays in
/// PyValue::array (scalar datasets 0-d arrays). Attributes are kept beside the tree, in
/// `attributes` keyed by the HDF5 path of their object ("/" for the root, "/infos/qpos"
/// for a dataset), because a Batch has no place for them; every group and dataset has an
/// entry, possibly empty. Members and attributes come in creation order where the file
/// tracks it (Minari) and in name order otherwise, the order h5py shows.
struct Hdf5Tree {
    std::string file;
    std::shared_ptr<Batch> root;
    /// Attributes per object path.
    std::map<std::string, PyValue::Items> attributes;
    /// Dataset descriptions per dataset path.
    std::map<std::string, Hdf5DatasetInfo> datasets;
    /// Links that were reported instead of followed.
    std::vector<Hdf5Link> links;
    /// Paths of datasets left out of `root` by Hdf5ReadOptions::maxEagerBytes.
    std::vector<std::string> deferred;

    /// Attributes of one object (an empty list when the path is unknown).
    const PyValue::Items& attributesOf(const std::string& path) const;
};

/// An open HDF5 file (read-only), the entry point of every HDF5 reader.
///
/// Opening reads only the superblock. Datasets whose elements are one contiguous,
/// unfiltered range of the file are returned as read-only views of a memory mapping of
/// the file (zero copy; the mapping stays alive as long as any array uses it); others are
/// read through HDF5 (chunked, gzip, shuffle, LZF, variable length). Object paths are
/// HDF5 paths ("/_meta/obs"; a leading "/" is optional). Every failure is a FormatError
/// naming the file and the object path (IoError when the file cannot be opened at all).
/// The serial HDF5 library is not thread safe: use one file from one thread at a time.
class Hdf5File final : public std::enable_shared_from_this<Hdf5File> {
public:
    /// Opens path read-only: access checks, the signature, the crash guard (a forked
    /// child walks the file's metadata first, h5probe.h) and one H5Fopen (hdf5open.cpp).
    /// Open a file once per load and hand the result to the readers (readTianshouHdf5,
    /// readD4rl, ... take it). Throws IoError when it cannot be opened and FormatError
    /// when it is not an HDF5 file, its superblock is damaged or it crashes libhdf5.
    static std::shared_ptr<Hdf5File> open(const std::string& path);
    ~Hdf5File();
    Hdf5File(const Hdf5File&) = delete;
    Hdf5File& operator=(const Hdf5File&) = delete;

    /// The path the file was opened with, for messages.
    const std::string& path() const;

    enum class ObjectType { Missing, Group, Dataset, SoftLink, ExternalLink, Other };
    /// What a path names, without following soft or external links.
    ObjectType objectType(std::string_view objectPath) const;
    /// Link names of a group in h5py's order. Throws FormatError when it is not a group.
    std::vector<std::string> members(std::string_view groupPath) const;
    /// All attributes of a group or dataset, decoded: numeric scalars as numpy scalars
    /// (PyValue::scalar, h5py's np.int64/np.float64/np.bool_), variable-length strings as
    /// str, fixed strings as bytes, non-scalar attributes as arrays, empty ones as None.
    PyValue::Items attributes(std::string_view objectPath) const;
    /// One attribute, or None when the object lacks it.
    PyValue attribute(std::string_view objectPath, std::string_view name) const;
    /// The object's address in the file: equal for every hard link to one object, so
    /// readers can visit each object once. Throws FormatError when it cannot be opened.
    std::uint64_t objectAddress(std::string_view objectPath) const;
    /// The target of a soft link or "file:/object" of an external link.
    std::string linkTarget(std::string_view linkPath) const;

    /// Describes a dataset. Throws FormatError when it is not a dataset.
    Hdf5DatasetInfo datasetInfo(std::string_view datasetPath) const;
    /// Reads a whole dataset: mapped when mappable, else read into memory. Variable
    /// length strings become object arrays of str/bytes, variable-length sequences
    /// object arrays of 1-d arrays. Throws FormatError for damaged or truncated data.
    NdArray readDataset(std::string_view datasetPath) const;
    /// A handle reading rows of a dataset on demand, with a bounded chunk cache.
    LazyDataset lazyDataset(std::string_view datasetPath) const;

    /// Reads the whole file (or the subtree at groupPath) as a Batch tree.
    Hdf5Tree readTree(const Hdf5ReadOptions& options = {}, std::string_view groupPath = "/") const;

    struct Impl;
    /// Internal state, for the other readers of the folder.
    const Impl& impl() const { return *m_impl; }

private:
    Hdf5File();
    std::unique_ptr<Impl> m_impl;
};

/// Recognised layouts of an HDF5 file.
enum class Hdf5Layout {
    TianshouBuffer, ///< save_hdf5 of a buffer: a `_meta` Batch group and buffer attributes
    TianshouBatch, ///< to_hdf5 of a Batch or dict: members carrying `__data_type__`, or
    ///< no datasets at all and only numeric scalar attributes
    ///< (holdsOnlyTianshouScalarAttributes)
    D4rl, ///< flat transitions: observations, actions, rewards, terminals at the root
    Minari, ///< one `episode_N` group per episode
    Robomimic, ///< robomimic/robosuite demonstrations: `data/demo_N` groups (episodedatasets.h)
    D3rlpyV2, ///< d3rlpy v2 dump(): `observations_i`, `actions_i`, ... per episode, `num_episodes`
    D3rlpyV1, ///< d3rlpy 1.x MDPDataset: D4RL's datasets plus `episode_terminals`
    Generic, ///< anything else
};

/// Guesses the layout from the root's members and attributes only (cheap).
Hdf5Layout detectHdf5Layout(const Hdf5File& file);

} // namespace ReplayScope::Core
