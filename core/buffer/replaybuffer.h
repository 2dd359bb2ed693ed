// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/buffer/buffererror.h>
#include <core/array/randomstate.h>
#include <core/array/smallvector.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ReplayScope::Core {

/// A list of storage slots, as Tianshou's int64 index arrays.
using Indices = std::vector<std::int64_t>;

/// The Tianshou releases whose buffer rules differ (tianshou-spec.md sections 0, 2.1,
/// 4.3): which keys `add` keeps and requires, and which attribute names the state uses.
enum class BufferGeneration {
    V0_4_0, ///< v0.4.0-v0.4.9: `done` given by the caller, reserved keys only
    V0_4_10, ///< v0.4.10-v0.5.0: `done = terminated | truncated`, input keys only
    V1_0, ///< v1.0-v1.1: custom keys kept; `_index`, `_ep_rew`, `_ep_idx`
    V1_2, ///< v1.2: `_insertion_idx`, `_ep_return`, `_ep_start_idx`, `_random_state`
    V2, ///< v2.0+: module `buffer_base`
};

/// The constructor options every buffer class shares (Tianshou's `options` dict).
struct BufferOptions {
    std::int64_t stackNum = 1;
    bool ignoreObsNext = false;
    bool saveOnlyLastObs = false;
    bool sampleAvail = false;
    bool operator==(const BufferOptions&) const = default;
};

/// The indices `add` returns, one per added row: a few rows (the sub-buffers of a
/// vector buffer) are kept inline, so that the add of one environment step, which runs
/// for every step converted or exported, allocates none (issue 23). Converts to Indices.
using AddIndices = SmallVector<std::int64_t, 4>;

/// What `add` returns: `(ptr, ep_rew, ep_len, ep_idx)`, one entry per added row.
/// epReturn is float64 of shape (rows,) or (rows, k) for k-vector rewards.
struct AddResult {
    AddIndices ptr;
    NdArray epReturn;
    AddIndices epLength;
    AddIndices epStart;
};

/// An index into a buffer as Python passes it: one integer (isScalar) or an array.
struct BufferIndex {
    Indices values;
    bool isScalar = false;

    static BufferIndex scalar(std::int64_t i) { return {{i}, true}; }
    static BufferIndex array(Indices values) { return {std::move(values), false}; }
};

/// Tianshou's `ReplayBuffer` with v2.0.1's semantics (tianshou-spec.md section 2).
///
/// All data lives in one `Batch` (`_meta`) whose leaves have `maxsize` rows, written as
/// a ring: `insertionIndex()` is the next slot, `size()` the number of valid slots, and
/// `lastIndex()` the newest slot per (sub-)buffer. Episode statistics of the episode
/// being written are kept per buffer, not per slot. Subclasses (managers, prioritized,
/// HER, cached buffers) override the virtual operations exactly where Tianshou does, so
/// `get` and `getItem` stack frames through the subclass's `prev`.
class ReplayBuffer {
public:
    /// `ReplayBuffer(size, stack_num, ignore_obs_next, save_only_last_obs,
    /// sample_avail)`. Throws AssertionError when stackNum <= 0 or size < 0.
    explicit ReplayBuffer(std::int64_t size, BufferOptions options = {}, std::uint32_t randomSeed = 42);
    virtual ~ReplayBuffer();
    ReplayBuffer(const ReplayBuffer&) = default;
    ReplayBuffer& operator=(const ReplayBuffer&) = default;

    /// Python class name ("ReplayBuffer", "VectorReplayBuffer", ...).
    virtual std::string className() const { return "ReplayBuffer"; }
    /// The release whose rules `add` and `getItem` follow (default v2).
    BufferGeneration generation() const { return m_generation; }
    virtual void setGeneration(BufferGeneration generation) { m_generation = generation; }

    /// `len(buf)`: number of valid transitions.
    virtual std::int64_t length() const { return m_size; }
    std::int64_t maxsize() const { return m_maxsize; }
    const BufferOptions& options() const { return m_options; }
    /// `buf.stack_num`; may differ from options().stackNum (Tianshou lets users set it).
    std::int64_t stackNum() const { return m_stackNum; }
    virtual void setStackNum(std::int64_t stackNum);
    bool savesObsNext() const { return m_saveObsNext; }
    bool savesOnlyLastObs() const { return m_saveOnlyLastObs; }
    bool samplesAvail() const { return m_sampleAvail; }
    /// Sets `_save_obs_next`, `_save_only_last_obs` and `_sample_avail` as a loaded
    /// state says (they may differ from options()).
    void setStorageFlags(bool saveObsNext, bool saveOnlyLastObs, bool sampleAvail);

    /// The storage (`_meta`): every leaf has maxsize rows. Editors may change values in
    /// place through mutableMeta(); call metaChanged() afterwards.
    const Batch& meta() const { return m_meta; }
    Batch& mutableMeta() { return m_meta; }
    /// Re-links derived state after the storage was edited (managers re-slice their
    /// sub-buffers).
    virtual void metaChanged() { }

    /// Bookkeeping (`_index`/`_insertion_idx`, `_size`, `last_index`, `_ep_*`).
    std::int64_t insertionIndex() const { return m_index; }
    std::int64_t size() const { return m_size; }
    const Indices& lastIndex() const { return m_lastIndex; }
    /// `_ep_rew`/`_ep_return`: a Python float 0.0 after reset, else a float64 value (a
    /// numpy float64 scalar while the rewards are 0-d).
    PyValue episodeReturn() const;
    std::int64_t episodeLength() const { return m_epLen; }
    std::int64_t episodeStart() const { return m_epStart; }
    /// Sets the bookkeeping as a loaded state says (no validation beyond ranges).
    void setBookkeeping(std::int64_t insertionIndex, std::int64_t size, Indices lastIndex, PyValue epReturn,
                        std::int64_t epLength, std::int64_t epStart);

    /// `add(batch, buffer_ids)` (section 2.4): one transition when bufferIds is empty,
    /// else a stacked batch with one row per id. Returns `(ptr, ep_rew, ep_len, ep_idx)`.
    virtual AddResult add(const Batch& batch, const std::optional<Indices>& bufferIds = std::nullopt);

    /// `prev(index)` / `next(index)` element-wise (section 2.5).
    virtual Indices prev(const Indices& index) const;
    virtual Indices next(const Indices& index) const;
    std::int64_t prev(std::int64_t index) const { return prev(Indices{index}).front(); }
    std::int64_t next(std::int64_t index) const { return next(Indices{index}).front(); }

    /// `sample_indices(batch_size)` (section 2.6): nullopt is Python's None (random,
    /// len(buf) draws), 0 all valid indices oldest first, negative none.
    virtual Indices sampleIndices(std::optional<std::int64_t> batchSize);
    /// `sample(batch_size)`: the rows and their indices.
    std::pair<Batch, Indices> sample(std::optional<std::int64_t> batchSize);
    /// All valid slots oldest first (sample_indices(0) with stack_num 1).
    virtual Indices chronologicalIndices() const;

    /// `get(index, key, default_value, stack_num)` with frame stacking (section 2.7):
    /// stacked frames of a tensor are a numpy array, as np.stack makes them (TypeError
    /// for bfloat16, which numpy cannot hold). Throws KeyError when key is missing and no
    /// default is given.
    PyValue get(const BufferIndex& index, const std::string& key, const std::optional<PyValue>& defaultValue = {},
                std::optional<std::int64_t> stackNum = std::nullopt) const;

    /// `buf[index]` (section 2.8) for an integer, a slice (`:` is chronological, any
    /// other slice physical), an integer array or a boolean mask.
    Batch getItem(const Index& index);
    /// `buf[indices]` for already converted indices.
    virtual Batch rows(const BufferIndex& index) const;

    /// `update(other)` (section 2.9): copies other's valid rows, oldest first, into the
    /// next slots; returns the slots written.
    virtual Indices update(const ReplayBuffer& other);
    /// `reset(keep_statistics)` (section 2.10).
    virtual void reset(bool keepStatistics = false);
    /// `set_batch(batch)`: replaces the storage (length maxsize, reserved keys only).
    virtual void setBatch(const Batch& batch);
    /// `unfinished_index()`: the newest slot when its episode is not done.
    virtual Indices unfinishedIndex() const;
    /// `subbuffer_edges` (v1.2+): `[0, maxsize]`, or the managers' extended offsets.
    virtual Indices subbufferEdges() const { return {0, m_maxsize}; }
    /// `get_buffer_indices(start, stop)` (v1.2+): slots from start to stop (exclusive),
    /// wrapping inside one sub-buffer; ValueError across sub-buffers.
    Indices bufferIndices(std::int64_t start, std::int64_t stop) const;

    /// `set_array_at_key(arr, key, index, default_value)` (v1.2+, delegates to the
    /// storage, tianshou-spec.md 1.16): without index arr must have one row per storage
    /// row; with index a missing key is first created filled with defaultValue (None
    /// gives NaN for float dtypes, TypeError for others). ValueError for a nested key.
    void setArrayAtKey(const NdArray& arr, const std::string& key, const std::optional<Indices>& index = std::nullopt,
                       const PyValue& defaultValue = PyValue());
    /// `hasnull()` (v1.2+): whether `buf[:]` holds a null (NaN or None) anywhere.
    bool hasNull();
    /// `dropnull()` (v1.2+): drops storage rows with nulls **over all maxsize rows**
    /// and sets `_size` and the insertion index to the rows left (Tianshou's behaviour;
    /// the storage may then be shorter than maxsize).
    void dropNull();

    /// `done[i]` as Tianshou reads it (False when the storage has no `done` yet);
    /// negative i counts from maxsize. Throws IndexError outside the storage.
    bool isDone(std::int64_t slot) const;
    /// Tianshou's reserved keys for this buffer's generation.
    std::vector<std::string> reservedKeys() const;

    /// Extra attributes of a loaded state that this class does not interpret (kept for
    /// writing back unchanged), in their original order.
    PyValue::Items& extraState() { return m_extraState; }
    const PyValue::Items& extraState() const { return m_extraState; }
    /// The generator behind `sample` (v1.2+ `_random_state`; seeded 42 by default).
    /// A buffer read from a v1.2+ state continues the file's generator, so sample(n)
    /// draws what Tianshou's `buf.sample(n)` on the unpickled buffer would; writing the
    /// buffer stores the generator as it is then (as `pickle.dump` after the same draws
    /// would), so a buffer that was only loaded and saved keeps the file's state.
    RandomState& randomState() { return m_random; }
    const RandomState& randomState() const { return m_random; }
    /// The attributes a loaded state held as numpy scalars, with their dtypes, by name
    /// ("options.alpha" for an entry of `options`): `_max_prio` after update_weight, or
    /// every int, float and bool Tianshou's load_hdf5 read from an HDF5 attribute (h5py
    /// gives np.int64, np.float64, np.bool_). The pickle writer gives them back as numpy
    /// scalars of that dtype, as pickling the Python object would.
    std::map<std::string, DType>& numpyScalarTypes() { return m_numpyScalars; }
    const std::map<std::string, DType>& numpyScalarTypes() const { return m_numpyScalars; }

protected:
    // Managers drive their sub-buffers' bookkeeping and storage views directly, as
    // Tianshou's manager does.
    friend class ReplayBufferManager;

    /// `_update_state_pre_add(rew, done)` (step 7 of section 2.4): local ptr, the
    /// episode return (0 unless done), length and start.
    struct StepResult {
        std::int64_t ptr;
        /// The episode return when it is a 0-d real (epReturnArray empty): kept as a
        /// double so that a step of an environment allocates nothing here.
        double epReturn;
        /// The return when it is not a 0-d real (vector rewards): float64 of any shape.
        std::optional<NdArray> epReturnArray;
        std::int64_t epLength;
        std::int64_t epStart;
        /// The return as Tianshou has it: a 0-d float64 array, or epReturnArray.
        NdArray returnArray() const;
    };
    StepResult advance(const PyValue& rew, bool done);
    /// The batch an add writes, after key filtering, `done`, the required-key check and
    /// the obs/obs_next rules (steps 1-5 of section 2.4).
    Batch prepareAdd(const Batch& batch, bool stacked, bool reservedOnly) const;
    /// add() of one unstacked transition whose keys and row shapes/dtypes match the
    /// allocated storage exactly: the same bookkeeping and rows as the general path,
    /// written straight into the columns (issue 10). A result without ptr, with nothing
    /// changed, when anything needs the general path (new keys, casts, missing keys,
    /// errors). Not an optional: add() returns the very object built here (the move out
    /// of an optional cost about 170 instructions a step, issue 23).
    AddResult tryFastAdd(const Batch& batch);
    /// add() by the general path (section 2.4 as written).
    AddResult addGeneral(const Batch& input, const std::optional<Indices>& bufferIds);
    /// `_meta[ptrs] = batch`, allocating on ValueError (step 8).
    void writeRows(Batch& batch, const Indices& ptrs, bool stacked);
    /// Slot chronology of this buffer alone (no sub-buffers).
    Indices ownChronology() const;

    BufferGeneration m_generation = BufferGeneration::V2;
    BufferOptions m_options;
    std::int64_t m_maxsize = 0;
    std::int64_t m_stackNum = 1;
    bool m_saveObsNext = true;
    bool m_saveOnlyLastObs = false;
    bool m_sampleAvail = false;
    Batch m_meta;
    RandomState m_random;
    Indices m_lastIndex{0};
    std::int64_t m_index = 0;
    std::int64_t m_size = 0;
    // `_ep_return`. While the rewards added since the last reset are 0-d reals (every
    // environment step but vector rewards), the running sum is the double
    // m_epReturnValue and m_epReturnIsScalar is set: it stands for numpy's float64 scalar
    // there, made only when episodeReturn() is asked for. Otherwise m_epReturn holds it.
    PyValue m_epReturn = PyValue::fromFloat(0.0);
    double m_epReturnValue = 0.0;
    bool m_epReturnIsScalar = false;
    std::int64_t m_epLen = 0;
    std::int64_t m_epStart = 0;
    PyValue::Items m_extraState;
    std::map<std::string, DType> m_numpyScalars;
};

/// `np.logical_or(a, b)` of two flag values as Tianshou computes `done`: a numpy bool
/// scalar for scalar inputs, else a bool array.
PyValue logicalOr(const PyValue& a, const PyValue& b);
/// Python truthiness of a flag value; ValueError for arrays of more than one element.
bool truthOf(const PyValue& value);
/// `value[index]` with the value's own semantics (array, Batch); None stays None.
PyValue indexValue(const PyValue& value, const Index& index);
/// Index form of a BufferIndex (an integer or an integer list).
Index toIndex(const BufferIndex& index);

} // namespace ReplayScope::Core
