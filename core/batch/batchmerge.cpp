// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Batch.stack and Batch.cat (strict v1.1+ and the padding cat of v1.0 and before):
// tianshou-spec.md 1.10 and 1.11.

#include <core/array/arrayfast.h>
#include <core/array/arrayops.h>
#include <core/batch/batch.h>
#include <core/batch/batchdetail.h>
#include <core/error.h>

#include <algorithm>
#include <cstring>
#include <deque>
#include <optional>

namespace ReplayScope::Core {

using namespace BatchDetail;

namespace {

using KeyList = std::vector<std::string>;
using BatchRefs = std::vector<const Batch*>;

// The Batches being merged. Batches are read in place (their values are shared anyway);
// dicts are converted, and a Batch that is the target itself is copied (shallowly), so
// that `b.cat_(b)` reads its old values while new ones are written. A deque keeps the
// copies' addresses stable.
struct Inputs {
    std::deque<Batch> owned;
    BatchRefs refs;

    void own(Batch b, bool front = false)
    {
        owned.push_back(std::move(b));
        refs.insert(front ? refs.begin() : refs.end(), &owned.back());
    }
    // Adds one input value; false when it is empty (and so skipped).
    bool add(const PyValue& item, const char* method, const Batch* target)
    {
        if (item.kind() == PyValue::Kind::Dict) {
            if (item.dictItems().empty())
                return false;
            own(Batch::fromValue(item));
        } else if (item.isBatch()) {
            const Batch* b = item.asBatch().get();
            if (b->isEmpty())
                return false;
            if (b == target)
                own(*b);
            else
                refs.push_back(b);
        } else {
            throw ValueError("Cannot concatenate " + classText(item) + " in Batch." + method);
        }
        return true;
    }
};

bool contains(const KeyList& keys, const std::string& key)
{
    return std::find(keys.begin(), keys.end(), key) != keys.end();
}

KeyList nonEmptyKeys(const Batch& b)
{
    KeyList out;
    for (const auto& [key, value] : b.entries()) {
        if (!isKeyless(value))
            out.push_back(key);
    }
    return out;
}

// Shared (non-reserved everywhere), reserved (reserved wherever present) and partial
// keys. Python iterates sets here; we use first-appearance order, which is one of the
// orders Python may produce (callers must not rely on it).
struct KeyGroups {
    KeyList shared, reserved, partial;
    bool uniform = false; ///< shared[k] is at position k in every Batch
};

// The common case: every Batch has the same keys in the same order and no reserved
// key. Then all keys are shared, in that order: what the general grouping gives.
bool uniformKeys(const BatchRefs& batches)
{
    const auto& first = batches.front()->entries();
    for (const Batch* b : batches) {
        const auto& e = b->entries();
        if (e.size() != first.size())
            return false;
        for (std::size_t k = 0; k < e.size(); ++k) {
            // Inline tests: this runs for every key of thousands of Batches.
            const PyValue& value = e[k].second;
            if ((value.isBatch() && value.asBatch()->isEmpty()) || e[k].first.size() != first[k].first.size()
                || std::memcmp(e[k].first.data(), first[k].first.data(), first[k].first.size()) != 0)
                return false;
        }
    }
    return true;
}

KeyGroups groupKeys(const BatchRefs& batches)
{
    KeyGroups g;
    if (uniformKeys(batches)) {
        g.shared = batches.front()->keys();
        g.uniform = true;
        return g;
    }
    std::vector<KeyList> nonEmpty;
    for (const Batch* b : batches)
        nonEmpty.push_back(nonEmptyKeys(*b));
    KeyList total;
    for (const Batch* b : batches) {
        for (const auto& entry : b->entries()) {
            if (!contains(total, entry.first))
                total.push_back(entry.first);
        }
    }
    for (const std::string& key : total) {
        const auto inAll =
            std::all_of(nonEmpty.begin(), nonEmpty.end(), [&](const KeyList& k) { return contains(k, key); });
        const auto inAny =
            std::any_of(nonEmpty.begin(), nonEmpty.end(), [&](const KeyList& k) { return contains(k, key); });
        if (inAll)
            g.shared.push_back(key);
        else if (!inAny)
            g.reserved.push_back(key);
        else
            g.partial.push_back(key);
    }
    return g;
}

using ValueRefs = std::vector<const PyValue*>;

// The values under one key, and their arrays when every value is an array (what the
// block-copy join reads): collected in one walk over the Batches.
struct KeyValues {
    ValueRefs values;
    std::vector<const NdArray*> arrays;
};

// The values under key, the key found at position (when given) in every Batch with
// uniform keys, else searched.
KeyValues valuesOf(const BatchRefs& batches, const std::string& key, std::optional<std::size_t> position = {})
{
    KeyValues out;
    out.values.reserve(batches.size());
    out.arrays.reserve(batches.size());
    bool arrays = true;
    for (const Batch* b : batches) {
        const PyValue* v = position ? &b->entries()[*position].second : &b->get(key);
        out.values.push_back(v);
        arrays = arrays && v->isArray();
        if (arrays)
            out.arrays.push_back(&v->asArray());
    }
    if (!arrays)
        out.arrays.clear();
    return out;
}

bool allOf(const ValueRefs& values, bool (*test)(const PyValue&))
{
    return std::all_of(values.begin(), values.end(), [test](const PyValue* v) { return test(*v); });
}

std::vector<NdArray> tensorsOf(const ValueRefs& values)
{
    std::vector<NdArray> out;
    for (const PyValue* v : values)
        out.push_back(v->asArray());
    return out;
}

std::vector<NdArray> numpyOf(const ValueRefs& values)
{
    std::vector<NdArray> out;
    for (const PyValue* v : values)
        out.push_back(asNumpy(*v));
    return out;
}

// np.concatenate / np.stack along axis 0 of plain numeric arrays with one block copy
// each (ArrayFast::joinRows), or nullopt when numpy's general rules are needed. Only the
// first value's dtype is tested here: joinRows requires the others to have the same one.
std::optional<NdArray> joinNumeric(const KeyValues& kv, bool stack)
{
    if (kv.arrays.empty() || !isNumericArray(*kv.values.front()))
        return std::nullopt;
    return ArrayFast::joinRows(kv.arrays, stack);
}

// Writes a partial key's rows: into the value already stored under key when there is
// one (as Tianshou's try/except KeyError does), else into a new placeholder.
void writePartial(Batch& out, const std::string& key, const PyValue& value, const Index& rows, std::int64_t total,
                  bool stack)
{
    if (!out.contains(key))
        out.setRaw(key, createBatchValue(value, total, stack));
    assignLeaf(out.get(key), rows, value);
}

// Tianshou's private `__cat`: merges batches whose row counts are given by lens.
void catMerge(Batch& out, const BatchRefs& batches, const std::vector<std::int64_t>& lens)
{
    std::vector<std::int64_t> offsets{0};
    for (std::int64_t n : lens)
        offsets.push_back(offsets.back() + n);
    const KeyGroups g = groupKeys(batches);
    for (std::size_t k = 0; k < g.shared.size(); ++k) {
        const std::string& key = g.shared[k];
        const KeyValues kv = valuesOf(batches, key, g.uniform ? std::optional(k) : std::nullopt);
        const ValueRefs& values = kv.values;
        if (allOf(values, isBatchLike)) {
            Inputs nested;
            for (const PyValue* v : values) {
                if (v->isBatch())
                    nested.refs.push_back(v->asBatch().get());
                else
                    nested.own(Batch::fromValue(*v));
            }
            Batch holder;
            catMerge(holder, nested.refs, lens);
            out.setRaw(key, wrap(std::move(holder)));
        } else if (allOf(values, isTensor)) {
            NdArray joined = concatenate(tensorsOf(values), 0);
            joined.setTorch(true);
            out.setRaw(key, PyValue::array(joined));
        } else if (auto joined = joinNumeric(kv, false)) {
            out.setRaw(key, PyValue::array(std::move(*joined)));
        } else {
            out.setRaw(key, toArrayWithCorrectType(PyValue::array(concatenate(numpyOf(values), 0))));
        }
    }
    for (const std::string& key : g.reserved)
        out.setRaw(key, wrap(Batch()));
    for (const std::string& key : g.partial) {
        for (std::size_t i = 0; i < batches.size(); ++i) {
            const PyValue* value = batches[i]->find(key);
            if (!value || isKeyless(*value))
                continue;
            writePartial(out, key, *value, Index(Slice{offsets[i], offsets[i + 1], std::nullopt}), offsets.back(),
                         false);
        }
    }
}

// The structure `cat` compares in v1.1+: nested key sets, with leaves and reserved keys
// both standing for "a value".
bool sameStructure(const Batch& a, const Batch& b)
{
    if (a.entries().size() != b.entries().size())
        return false;
    for (std::size_t k = 0; k < a.entries().size(); ++k) {
        const auto& [key, av] = a.entries()[k];
        // Keys usually come in the same order: try the same position before searching.
        const PyValue* bv = b.entries()[k].first == key ? &b.entries()[k].second : b.find(key);
        if (!bv)
            return false;
        const bool aTree = av.isBatch() && !av.asBatch()->isEmpty();
        const bool bTree = bv->isBatch() && !bv->asBatch()->isEmpty();
        if (aTree != bTree || (aTree && !sameStructure(*av.asBatch(), *bv->asBatch())))
            return false;
    }
    return true;
}

// The common Batch.cat(list) of non-empty Batches of one structure: joined in one walk
// per input (tryJoinUniform). Such inputs pass every check below (same structure, a
// len() for each), so only the general code needs them; false leaves out untouched.
bool tryCatUniform(Batch& out, const std::vector<PyValue>& items)
{
    BatchRefs refs;
    refs.reserve(items.size());
    for (const PyValue& item : items) {
        if (!item.isBatch() || item.asBatch()->isEmpty())
            return false;
        refs.push_back(item.asBatch().get());
    }
    return tryJoinUniform(out, refs, false);
}

std::int64_t catLength(const Batch& b, BatchSemantics semantics)
{
    if (semantics == BatchSemantics::Legacy_V1_0 && isRecursivelyEmpty(b))
        return 0;
    return lengthOf(b, semantics);
}

} // namespace

namespace {

// Tianshou's stack_ once the inputs are known (non-empty Batches, self first when it had
// keys): writes the stacked keys into out.
void stackRefs(Batch& out, const BatchRefs& batches, int axis)
{
    const KeyGroups g = groupKeys(batches);
    for (std::size_t k = 0; k < g.shared.size(); ++k) {
        const std::string& key = g.shared[k];
        const KeyValues kv = valuesOf(batches, key, g.uniform ? std::optional(k) : std::nullopt);
        const ValueRefs& values = kv.values;
        if (allOf(values, isTensor)) {
            NdArray stacked = Core::stack(tensorsOf(values), axis);
            stacked.setTorch(true);
            out.setRaw(key, PyValue::array(stacked));
        } else if (allOf(values, isBatchLike)) {
            // Batch.stack(values, axis), reading the nested Batches in place.
            Inputs nested;
            for (const PyValue* v : values)
                nested.add(*v, "stack_", nullptr);
            Batch holder;
            if (!nested.refs.empty())
                stackRefs(holder, nested.refs, axis);
            out.setRaw(key, wrap(std::move(holder)));
        } else if (auto stacked = axis == 0 ? joinNumeric(kv, true) : std::nullopt) {
            out.setRaw(key, PyValue::array(std::move(*stacked)));
        } else {
            try {
                out.setRaw(key, toArrayWithCorrectType(PyValue::array(Core::stack(numpyOf(values), axis))));
            } catch (const ValueError&) {
                // v0.4.2+: shapes differ, fall back to an object array (Tianshou warns).
                std::vector<PyValue> items;
                for (const PyValue* v : values)
                    items.push_back(*v);
                out.setRaw(key, PyValue::array(asAnyArray(PyValue::list(std::move(items)), DType(DTypeKind::Object))));
            }
        }
    }
    if (!g.partial.empty() && axis != 0) {
        std::string names;
        for (const std::string& key : g.partial)
            names += (names.empty() ? "'" : ", '") + key + "'";
        throw ValueError("Stack of Batch with non-shared keys {" + names
                         + "} is only supported with axis=0, but got axis=" + std::to_string(axis) + "!");
    }
    for (const std::string& key : g.reserved)
        out.setRaw(key, wrap(Batch()));
    const auto n = static_cast<std::int64_t>(batches.size());
    for (const std::string& key : g.partial) {
        for (std::size_t i = 0; i < batches.size(); ++i) {
            const PyValue* value = batches[i]->find(key);
            if (!value || isKeyless(*value))
                continue;
            writePartial(out, key, *value, Index(static_cast<std::int64_t>(i)), n, true);
        }
    }
}

} // namespace

void Batch::stackInPlace(const std::vector<PyValue>& batchValues, int axis)
{
    Inputs inputs;
    for (const PyValue& item : batchValues)
        inputs.add(item, "stack_", this);
    if (inputs.refs.empty())
        return;
    if (axis == 0 && isEmpty() && tryJoinUniform(*this, inputs.refs, true))
        return;
    if (!isEmpty())
        inputs.own(*this, true);
    stackRefs(*this, inputs.refs, axis);
}

Batch Batch::stack(const std::vector<PyValue>& batches, int axis)
{
    Batch out;
    out.stackInPlace(batches, axis);
    return out;
}

void Batch::catInPlace(const std::vector<PyValue>& batchValues, BatchSemantics semantics)
{
    const bool strict = semantics == BatchSemantics::V1_2_Plus;
    // Nothing is written before catMerge, so the reference can point at self or an input.
    const Batch* reference = nullptr;
    // v1.1+ takes the structure from self when it has rows; computing len(self) is
    // what raises TypeError for a self holding scalars.
    if (strict && lengthOf(*this, semantics) > 0)
        reference = this;
    if (isEmpty() && tryCatUniform(*this, batchValues))
        return;
    Inputs inputs;
    for (const PyValue& item : batchValues) {
        if (!inputs.add(item, "cat_", this))
            continue;
        const Batch& one = *inputs.refs.back();
        if (strict) {
            if (!reference)
                reference = &one;
            else if (!sameStructure(*reference, one))
                throw ValueError("Batch.cat_ only supports concatenation of batches with the same structure but got "
                                 "structures: \n"
                                 + reference->repr() + "\n and\n" + one.repr() + ".");
        }
    }
    if (inputs.refs.empty())
        return;
    std::vector<std::int64_t> lens;
    lens.reserve(inputs.refs.size() + 1);
    try {
        for (const Batch* b : inputs.refs)
            lens.push_back(catLength(*b, semantics));
    } catch (const TypeError&) {
        throw ValueError("Batch.cat_ meets an exception. Maybe because there is any scalar in the batches but "
                         "Batch.cat_ does not support the concatenation of scalar.");
    }
    if (!isEmpty()) {
        lens.insert(lens.begin(), catLength(*this, semantics));
        inputs.own(*this, true);
    }
    catMerge(*this, inputs.refs, lens);
}

Batch Batch::cat(const std::vector<PyValue>& batches, BatchSemantics semantics)
{
    Batch out;
    out.catInPlace(batches, semantics);
    return out;
}

} // namespace ReplayScope::Core
