// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/index.h>
#include <core/python/pyvalue.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ReplayScope::Core {

/// Which release's rules an operation follows where Tianshou changed them
/// (tianshou-spec.md 1.22). Files from v1.0 and before were made under the padding
/// `cat`; the default is v2.0.1.
enum class BatchSemantics { V1_2_Plus, Legacy_V1_0 };

/// Tianshou's `Batch`: an ordered tree of named values with v2.0.1's exact semantics
/// (tianshou-spec.md section 1).
///
/// Values are PyValues after `_parse_value` conversion: nested Batches, numeric/bool
/// arrays, object arrays, tensors, None, or other Python objects; results of indexing
/// may plant numpy scalars. A key whose value is an empty Batch is a reserved key.
/// Nested Batches and arrays are shared by reference, as in Python, so
/// `outer.b.b[-1] = 0` is seen through every Batch holding that array.
class Batch final {
public:
    using Entry = std::pair<std::string, PyValue>;

    /// `Batch()`.
    Batch() = default;
    /// `Batch(dict)`: each value converted (section 1.2) in order. The class name is what
    /// repr prints ("Batch" unless a subclass is being represented).
    explicit Batch(const std::vector<Entry>& entries);
    /// The same from entries the caller gives away (`Batch({{"obs", ...}, ...})`): the
    /// vector becomes the Batch's own and its values are converted in place, so that
    /// building the Batch of each step copies no key and no value.
    explicit Batch(std::vector<Entry>&& entries);
    /// `Batch(value)` for any Python value: a dict or Batch is copied shallowly, a batch
    /// set (list/tuple/object array of dicts or Batches) is stacked, anything else is
    /// ignored. Throws AssertionError for non-str dict keys.
    static Batch fromValue(const PyValue& value);
    /// Shared-pointer form used when storing into a PyValue.
    static std::shared_ptr<Batch> make(const std::vector<Entry>& entries = {});

    /// Keys in insertion order (`get_keys()`).
    std::vector<std::string> keys() const;
    const std::vector<Entry>& entries() const { return m_entries; }
    bool contains(std::string_view key) const;
    /// True when the Batch has no keys (`Batch()`).
    bool isEmpty() const { return m_entries.empty(); }
    /// `b[key]`; throws KeyError when missing.
    const PyValue& get(std::string_view key) const;
    PyValue& get(std::string_view key);
    /// Null when missing.
    const PyValue* find(std::string_view key) const;
    /// Resolves a dotted path (`obs.camera`) through nested Batches; null when missing.
    const PyValue* findPath(std::string_view dottedPath) const;
    /// `b[key] = value` / `b.key = value`: converts (section 1.2) and stores, replacing in
    /// place or appending.
    void set(const std::string& key, const PyValue& value);
    /// Stores without conversion (Tianshou writing `__dict__` directly).
    void setRaw(const std::string& key, PyValue value);
    /// `b.pop(key)`; throws KeyError when missing.
    PyValue pop(std::string_view key);
    /// Renames a key keeping its position (for the editor). Throws KeyError/ValueError.
    void renameKey(std::string_view from, const std::string& to);
    /// `b.update(other, **kwargs)`: converted values replace (not merge).
    void update(const std::vector<Entry>& other);
    void update(const Batch& other);

    /// `len(b)` under the given semantics (section 1.5). Throws TypeError like Tianshou.
    std::int64_t length(BatchSemantics semantics = BatchSemantics::V1_2_Plus) const;
    /// `b.shape` (section 1.6).
    std::vector<std::int64_t> shape() const;

    /// `b[index]` for non-str indices (section 1.7). Throws IndexError like Tianshou.
    Batch operator[](const Index& index) const;
    /// `b[index] = value` (section 1.8); value is converted; throws ValueError.
    void setItem(const Index& index, const PyValue& value);

    /// `Batch.stack(batches, axis)` (section 1.10). Inputs are Batches or dicts;
    /// anything else throws ValueError.
    static Batch stack(const std::vector<PyValue>& batches, int axis = 0);
    /// `Batch.cat(batches)` (section 1.11): strict by default, padding for Legacy_V1_0.
    static Batch cat(const std::vector<PyValue>& batches, BatchSemantics semantics = BatchSemantics::V1_2_Plus);
    /// `b.stack_(batches, axis)` / `b.cat_(batches)`: in place.
    void stackInPlace(const std::vector<PyValue>& batches, int axis = 0);
    void catInPlace(const std::vector<PyValue>& batches, BatchSemantics semantics = BatchSemantics::V1_2_Plus);
    /// `list(b.split(size, shuffle, merge_last))` (section 1.12). shuffle uses a
    /// permutation from the given seed (numpy's legacy RandomState(seed).permutation,
    /// so results match `np.random.seed(seed)` in Python). size -1 means len(b).
    std::vector<Batch> split(std::int64_t size, bool shuffle = true, bool mergeLast = false,
                             std::uint32_t seed = 0) const;

    /// `b.empty_(index)` in place (section 1.13); no index means everything.
    Batch& emptyInPlace(const std::optional<Index>& index = std::nullopt);
    /// `Batch.empty(b, index)`: deep copy, then empty_.
    static Batch empty(const Batch& b, const std::optional<Index>& index = std::nullopt);
    /// Deep copy (`copy.deepcopy`): arrays and nested Batches are duplicated.
    Batch deepCopy() const;

    /// `isnull()`, `hasnull()`, `dropnull()` (section 1.15).
    Batch isNull() const;
    bool hasNull() const;
    Batch dropNull() const;

    /// `apply_values_transform(f)`: f applied to every non-Batch leaf, results
    /// converted; returns a new Batch (the inplace form is applyInPlace).
    Batch applyValuesTransform(const std::function<PyValue(const PyValue&)>& f) const;
    void applyValuesTransformInPlace(const std::function<PyValue(const PyValue&)>& f);

    /// `set_array_at_key(arr, key, index, default_value)` (section 1.16): without an
    /// index arr must have len(b) rows (else ValueError) and replaces the key; with an
    /// index a missing key is first created as len(b) copies of defaultValue in arr's
    /// dtype (None gives NaN for floats, TypeError for ints), then `b[key][index] = arr`.
    /// A nested Batch under key throws ValueError.
    void setArrayAtKey(const NdArray& arr, const std::string& key, const std::optional<Index>& index = std::nullopt,
                       const PyValue& defaultValue = PyValue());

    /// `to_dict(recursive)`: a Python dict value.
    PyValue toDict(bool recursive = true) const;

    /// `b1 == b2` (section 1.18, v1.1+ DeepDiff semantics).
    bool operator==(const Batch& other) const;
    bool operator!=(const Batch& other) const { return !(*this == other); }

    /// Rows `b[0] .. b[len-1]` (iteration, section 1.19).
    std::vector<Batch> rows() const;

    /// `b + x`, `b * x`, `b / x` with a number, and `b += other` pairing values by
    /// position (section 1.17).
    Batch operator+(const PyValue& number) const;
    Batch operator*(const PyValue& number) const;
    Batch operator/(const PyValue& number) const;
    Batch& operator+=(const PyValue& numberOrBatch);

    /// The class name repr prints ("Batch", or a buffer class name).
    const std::string& className() const { return m_className; }
    void setClassName(std::string name) { m_className = std::move(name); }
    /// Tianshou's `repr(b)`, character for character (section 1.20).
    std::string repr() const;

private:
    std::vector<Entry> m_entries;
    std::string m_className = "Batch";
};

/// Tianshou's `_parse_value` (section 1.2): the conversion applied to every value
/// stored in a Batch. Throws TypeError as Tianshou does.
PyValue parseBatchValue(const PyValue& value);

/// Tianshou's `create_value(inst, size, stack)` (section 1.14): a zero/None placeholder
/// for `size` rows shaped after inst, of shape (size, *inst.shape) when stacking and
/// (size, *inst.shape[1:]) when concatenating. Throws TypeError for a scalar with
/// stack=false.
PyValue createBatchValue(const PyValue& inst, std::int64_t size, bool stack = true);

/// Tianshou's `alloc_by_keys_diff(meta, batch, size, stack)` (section 1.14): adds
/// placeholders to meta for the keys of batch it lacks (recursively), replacing
/// reserved keys, and leaves existing values untouched. ReplayBuffer.add uses it.
void allocBatchByKeysDiff(Batch& meta, const Batch& batch, std::int64_t size, bool stack = true);

/// `copy.deepcopy(value)` for a value held by a Batch: arrays (object arrays with their
/// elements), containers and Batches are duplicated; immutable values are shared.
/// Batches are rebuilt through their constructor, as Python's deepcopy does through
/// `__setstate__`, so numpy scalars planted by indexing come back as 0-d arrays.
PyValue deepCopyBatchValue(const PyValue& value);

} // namespace ReplayScope::Core
