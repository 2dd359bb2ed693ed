// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/buffer/episodes.h>
#include <core/buffer/replaybuffer.h>
#include <core/python/pyvalue.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ReplayScope::Core {

/// The container formats ReplayScope reads, told apart by content (never by name).
enum class FileFormat {
    Unknown,
    Pickle, ///< a Python pickle, protocol 0 to 5
    Hdf5, ///< an HDF5 file (the signature may follow a user block)
    Npz, ///< a zip archive of .npy members (numpy's savez)
    Npy, ///< a single numpy array file
    RllibJson, ///< RLlib SampleBatch JSON lines (or a zip of such files)
    TorchSave, ///< a torch.save file: zip archive with data.pkl, or the legacy stream
    TorchrlDump, ///< a TorchRL ReplayBuffer.dumps() directory (the path is it or lies in it)
};

/// The short lower-case name of a format ("pickle", "hdf5", "npz", "npy", "rllib-json",
/// "torch", "torchrl-dump").
std::string formatName(FileFormat format);

/// Sniffs the format of the file at path from its first bytes: the pickle PROTO opcode
/// (or a protocol 0/1 opcode; also inside gzip, bzip2 or xz compression), torch.save's
/// zip member data.pkl and legacy magic number, the HDF5 signature at offset 0, 512, 1024, 2048, ...,
/// the zip and .npy magics, and JSON text. Throws IoError when the file cannot be read
/// and FormatError when it is empty or matches nothing. A TorchRL dump directory, or any
/// file or folder inside one, is TorchrlDump whatever its content.
FileFormat detectFormat(const std::string& path);

/// Everything the CLI and the GUI need to know about one opened file.
///
/// Exactly one of `buffer` and `batch` is set: Tianshou buffers (from a pickle or a
/// save_hdf5 file) come as a ReplayBuffer of the right class, everything else as a
/// Batch (a plain value that is not a dict is wrapped as the single key `value`, so it
/// can still be shown). `value` keeps the root exactly as the reader returned it, for
/// writers that must reproduce it. `episodes` is set when the structure of the file
/// defines the episodes (Minari groups, RLlib episode ids); otherwise they come from the
/// buffer or from the flag columns of the Batch (see LoadedData::episodeList()).
struct LoadedData {
    std::string path;
    FileFormat format = FileFormat::Unknown;
    /// A human description of the container: "pickle protocol 4", "HDF5 (Tianshou
    /// save_hdf5)", "HDF5 (D4RL)", ...
    std::string formatDescription;
    /// "tianshou", "d4rl", "minari", "generic", "rllib-json", "npz", "npy", "pickle";
    /// "sb3-replay-buffer-pickle", "imitation-pickle", "torch-save-zip" or
    /// "torch-save-legacy" for the pickle-based layouts of docs/formats.md; "robomimic",
    /// "d3rlpy-v2", "d3rlpy-v1", "imitation-npz", "torchrl-tensordict" or
    /// "torchrl-pytree" for the dataset layouts of docs/formats-hdf5.md.
    std::string layout;
    /// Python class of the root ("Batch", "VectorReplayBuffer", "dict", "ndarray", ...).
    std::string className;
    /// Python module of the class when the file names it (pickles); empty otherwise.
    std::string module;
    /// The Tianshou releases whose format the file matches ("v0.4.0-v0.4.9",
    /// "v0.4.10-v1.1", "v1.2", "v1.2+", "v2.0+"), empty when the content does not tell.
    /// Narrower where the state shows it: "v0.4.11-v1.1" for HER buffers (added in
    /// v0.4.11), "v0.4.0-v0.4.2" / "v0.4.3-v0.4.9" for prioritized buffers without / with
    /// `_weight_norm` (added in v0.4.3).
    std::string release;
    /// The pickle protocol (PROTO opcode; 0 or 1 when absent), -1 for other formats.
    int pickleProtocol = -1;
    /// The root value as read.
    PyValue value;
    std::shared_ptr<Batch> batch;
    std::shared_ptr<ReplayBuffer> buffer;
    /// Episodes defined by the file's structure, when it has such a structure.
    std::optional<EpisodeList> episodes;
    /// Attributes or metadata of the file: HDF5 root attributes, Minari metadata.json,
    /// npz member names, ... (name, value).
    PyValue::Items attributes;
    /// Named subsets of the episodes (robomimic's `mask/train`, `mask/valid`, ...): the
    /// group names of the demos each lists, as the file stores them. Empty for layouts
    /// without masks. The same names are in `attributes` as `mask.<name>`.
    std::vector<std::pair<std::string, std::vector<std::string>>> episodeMasks;
    /// Remarks for users (pickled datasets left undecoded, soft links not followed).
    std::vector<std::string> notes;
    /// Layouts of other libraries (SB3, torch.save transitions, imitation pickles):
    /// builds the same transitions as a Tianshou v2 buffer with the same episodes (one
    /// sub-buffer per SB3 env), which convert and export write. Empty for everything
    /// else. Each call copies the data.
    std::function<std::shared_ptr<ReplayBuffer>()> tianshouBuffer;
    /// Set for dataset layouts whose keys are not Tianshou's (robomimic, d3rlpy,
    /// imitation npz, TorchRL): builds all steps, in episode order, as Tianshou
    /// transitions (obs, act, rew, terminated, truncated, done, obs_next when stored).
    /// Reads the data when called, not at load. transitions(), saveLoaded() and `export`
    /// use it.
    std::function<Batch()> tianshouSteps;

    bool isBuffer() const { return buffer != nullptr; }
    /// The transitions as one Batch: Tianshou's `buf[:]` (valid rows oldest first) for
    /// buffers, tianshouSteps() when set, the Batch itself otherwise.
    Batch transitions() const;
    /// The steps as a Tianshou ReplayBuffer: the buffer itself, tianshouBuffer(), or one
    /// built from tianshouSteps() or D4RL's flat steps (bufferFromTransitions); nullptr
    /// for other data.
    std::shared_ptr<ReplayBuffer> asBuffer() const;
    /// The episodes: `episodes` when set, else those of the buffer or of the Batch's flag
    /// columns. Throws KeyError when the data has no flag column at all.
    EpisodeList episodeList() const;
};

/// Opens any supported file (format sniffed by detectFormat). Throws IoError when it
/// cannot be read, FormatError (with file and byte offset) when its content is damaged,
/// and ValueError/TypeError when a Tianshou state contradicts itself.
LoadedData loadFile(const std::string& path);

/// The output formats, chosen by extension.
enum class SaveFormat { Pickle, Hdf5, Npz };

/// The output format of path: `.pkl`/`.pickle` pickle, `.h5`/`.hdf5` Tianshou's
/// save_hdf5 layout, `.npz` flat dotted keys (case-insensitive). Throws ValueError naming
/// the supported extensions otherwise.
SaveFormat saveFormatFor(const std::string& path);

/// Writes a Batch to path in the format of its extension, atomically (a temporary file
/// beside the target, renamed over it when complete). Pickles are protocol 4 and load as
/// a Tianshou Batch; HDF5 files are `to_hdf5` of the Batch; npz members are the dotted
/// key paths of the leaves (reserved keys are skipped, torch tensors become arrays,
/// other values numpy's asarray of them). Throws IoError or ValueError.
void saveBatch(const std::string& path, const Batch& batch);

/// Writes a buffer as the given release's Tianshou would save it: a pickle of the same
/// class, or save_hdf5's layout. npz holds the valid transitions oldest first (`buf[:]`),
/// flat, since npz has no place for the bookkeeping. Atomic like saveBatch.
void saveBuffer(const std::string& path, const ReplayBuffer& buffer, BufferGeneration generation);

/// Writes loaded data back in the format of path's extension: buffers with saveBuffer for
/// their own generation, data with tianshouSteps as a v2 ReplayBuffer (npz: the steps
/// flat) so that Tianshou loads the same episodes, Batches with saveBatch. A pickle whose root is a plain value
/// (not a Batch or buffer) saved as a pickle keeps that root: a dict as the Batch shows
/// it, any other value as it was read.
void saveLoaded(const std::string& path, const LoadedData& data);

/// The leaves of a Batch as dotted key paths and arrays, depth first in key order, as
/// the npz writer stores them (reserved keys skipped, nested Batches flattened).
std::vector<std::pair<std::string, NdArray>> flattenBatch(const Batch& batch);

/// The release label of a buffer state (see LoadedData::release).
std::string releaseOfGeneration(BufferGeneration generation, bool fromHdf5);

} // namespace ReplayScope::Core
