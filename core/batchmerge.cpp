// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Batch.stack and Batch.cat (strict v1.1+ and the padding cat of v1.0 and before):
// tianshou-spec.md 1.10 and 1.11.

#include <core/arrayops.h>
#include <core/batch.h>
#include <core/batchdetail.h>
#include <core/error.h>

#include <algorithm>
#include <set>

namespace ReplayScope::Core {

using namespace BatchDetail;

namespace {

using KeyList = std::vector<std::string>;

// Inputs are copied (shallowly: values stay shared) so that a Batch concatenated onto
// itself, `b.cat_(b)`, reads its old values while new ones are written.
std::vector<Batch> filterInputs(const std::vector<PyValue>& batches, const char* method)
{
    std::vector<Batch> out;
    for (const PyValue& item : batches) {
        if (item.kind() == PyValue::Kind::Dict) {
            if (!item.dictItems().empty())
                out.push_back(Batch::fromValue(item));
        } else if (item.isBatch()) {
            if (!item.asBatch()->isEmpty())
                out.push_back(*item.asBatch());
        } else {
            throw ValueError("Cannot concatenate " + classText(item) + " in Batch." + method);
        }
    }
    return out;
}

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
};

KeyGroups groupKeys(const std::vector<Batch>& batches)
{
    std::vector<KeyList> nonEmpty;
    for (const Batch& b : batches)
        nonEmpty.push_back(nonEmptyKeys(b));
    KeyGroups g;
    KeyList total;
    for (const Batch& b : batches) {
        for (const std::string& key : b.keys()) {
            if (!contains(total, key))
                total.push_back(key);
        }
    }
    for (const std::string& key : total) {
        const auto inAll = std::all_of(nonEmpty.begin(), nonEmpty.end(), [&](const KeyList& k) { return contains(k, key); });
        const auto inAny = std::any_of(nonEmpty.begin(), nonEmpty.end(), [&](const KeyList& k) { return contains(k, key); });
        if (inAll)
            g.shared.push_back(key);
        else if (!inAny)
            g.reserved.push_back(key);
        else
            g.partial.push_back(key);
    }
    return g;
}

std::vector<PyValue> valuesOf(const std::vector<Batch>& batches, const std::string& key)
{
    std::vector<PyValue> out;
    for (const Batch& b : batches)
        out.push_back(b.get(key));
    return out;
}

std::vector<NdArray> tensorsOf(const std::vector<PyValue>& values)
{
    std::vector<NdArray> out;
    for (const PyValue& v : values)
        out.push_back(v.asArray());
    return out;
}

std::vector<NdArray> numpyOf(const std::vector<PyValue>& values)
{
    std::vector<NdArray> out;
    for (const PyValue& v : values)
        out.push_back(asNumpy(v));
    return out;
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
void catMerge(Batch& out, const std::vector<Batch>& batches, const std::vector<std::int64_t>& lens)
{
    std::vector<std::int64_t> offsets{0};
    for (std::int64_t n : lens)
        offsets.push_back(offsets.back() + n);
    const KeyGroups g = groupKeys(batches);
    for (const std::string& key : g.shared) {
        const std::vector<PyValue> values = valuesOf(batches, key);
        if (std::all_of(values.begin(), values.end(), isBatchLike)) {
            std::vector<Batch> nested;
            for (const PyValue& v : values)
                nested.push_back(v.isBatch() ? *v.asBatch() : Batch::fromValue(v));
            Batch holder;
            catMerge(holder, nested, lens);
            out.setRaw(key, wrap(std::move(holder)));
        } else if (std::all_of(values.begin(), values.end(), isTensor)) {
            NdArray joined = concatenate(tensorsOf(values), 0);
            joined.setTorch(true);
            out.setRaw(key, PyValue::array(joined));
        } else {
            out.setRaw(key, toArrayWithCorrectType(PyValue::array(concatenate(numpyOf(values), 0))));
        }
    }
    for (const std::string& key : g.reserved)
        out.setRaw(key, wrap(Batch()));
    for (const std::string& key : g.partial) {
        for (std::size_t i = 0; i < batches.size(); ++i) {
            const PyValue* value = batches[i].find(key);
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
    for (const auto& [key, av] : a.entries()) {
        const PyValue* bv = b.find(key);
        if (!bv)
            return false;
        const bool aTree = av.isBatch() && !av.asBatch()->isEmpty();
        const bool bTree = bv->isBatch() && !bv->asBatch()->isEmpty();
        if (aTree != bTree || (aTree && !sameStructure(*av.asBatch(), *bv->asBatch())))
            return false;
    }
    return true;
}

std::int64_t catLength(const Batch& b, BatchSemantics semantics)
{
    if (semantics == BatchSemantics::Legacy_V1_0 && isRecursivelyEmpty(b))
        return 0;
    return lengthOf(b, semantics);
}

} // namespace

void Batch::stackInPlace(const std::vector<PyValue>& batchValues, int axis)
{
    std::vector<Batch> batches = filterInputs(batchValues, "stack_");
    if (batches.empty())
        return;
    if (!isEmpty())
        batches.insert(batches.begin(), *this);
    const KeyGroups g = groupKeys(batches);
    for (const std::string& key : g.shared) {
        const std::vector<PyValue> values = valuesOf(batches, key);
        if (std::all_of(values.begin(), values.end(), isTensor)) {
            NdArray stacked = Core::stack(tensorsOf(values), axis);
            stacked.setTorch(true);
            setRaw(key, PyValue::array(stacked));
        } else if (std::all_of(values.begin(), values.end(), isBatchLike)) {
            setRaw(key, wrap(Batch::stack(values, axis)));
        } else {
            try {
                setRaw(key, toArrayWithCorrectType(PyValue::array(Core::stack(numpyOf(values), axis))));
            } catch (const ValueError&) {
                // v0.4.2+: shapes differ, fall back to an object array (Tianshou warns).
                setRaw(key, PyValue::array(asArray(PyValue::list(values), DType(DTypeKind::Object))));
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
        setRaw(key, wrap(Batch()));
    const auto n = static_cast<std::int64_t>(batches.size());
    for (const std::string& key : g.partial) {
        for (std::size_t i = 0; i < batches.size(); ++i) {
            const PyValue* value = batches[i].find(key);
            if (!value || isKeyless(*value))
                continue;
            writePartial(*this, key, *value, Index(static_cast<std::int64_t>(i)), n, true);
        }
    }
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
    std::optional<Batch> reference;
    // v1.1+ takes the structure from self when it has rows; computing len(self) is
    // what raises TypeError for a self holding scalars.
    if (strict && lengthOf(*this, semantics) > 0)
        reference = *this;
    std::vector<Batch> batches;
    for (const PyValue& item : batchValues) {
        std::vector<Batch> one = filterInputs({item}, "cat_");
        if (one.empty())
            continue;
        if (strict) {
            if (!reference)
                reference = one.front();
            else if (!sameStructure(*reference, one.front()))
                throw ValueError("Batch.cat_ only supports concatenation of batches with the same structure but got "
                                 "structures: \n" + reference->repr() + "\n and\n" + one.front().repr() + ".");
        }
        batches.push_back(std::move(one.front()));
    }
    if (batches.empty())
        return;
    std::vector<std::int64_t> lens;
    try {
        for (const Batch& b : batches)
            lens.push_back(catLength(b, semantics));
    } catch (const TypeError&) {
        throw ValueError("Batch.cat_ meets an exception. Maybe because there is any scalar in the batches but "
                         "Batch.cat_ does not support the concatenation of scalar.");
    }
    if (!isEmpty()) {
        lens.insert(lens.begin(), catLength(*this, semantics));
        batches.insert(batches.begin(), *this);
    }
    catMerge(*this, batches, lens);
}

Batch Batch::cat(const std::vector<PyValue>& batches, BatchSemantics semantics)
{
    Batch out;
    out.catInPlace(batches, semantics);
    return out;
}

} // namespace ReplayScope::Core
