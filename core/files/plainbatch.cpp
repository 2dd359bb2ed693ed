// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Plain dicts (pickled dicts, RLlib columns, the unmarked root of a to_hdf5 file) shown
// as Batches without changing what the file holds.
#include <core/files/formats_p.h>

#include <core/error.h>

#include <algorithm>

namespace ReplayScope::Core::Formats {

namespace {

bool isDictLike(const PyValue& value)
{
    return value.kind() == PyValue::Kind::Dict || value.isBatch();
}

} // namespace

bool isBatchSetArray(const PyValue& value)
{
    // The predicate of Batch::fromValue (tianshou-spec 1.2 rule 6, `_is_batch_set`): an
    // empty object array counts too, since all() of nothing is true.
    if (!value.isArray())
        return false;
    const NdArray& a = value.asArray();
    if (a.isTorch() || !a.dtype().isObject() || a.ndim() == 0)
        return false;
    if (a.shape()[0] == 0)
        return true;
    if (a.ndim() != 1)
        return false;
    for (std::int64_t i = 0; i < a.size(); ++i) {
        if (!isDictLike(a.item(i)))
            return false;
    }
    return true;
}

std::shared_ptr<Batch> batchFromPlainDict(const PyValue& dict, int depth, bool emptyObjectArraysAsBatch)
{
    if (depth > 1000)
        throw ValueError("dicts nested more than 1000 deep cannot be shown as a Batch");
    for (const auto& item : dict.dictItems()) {
        if (item.first.kind() != PyValue::Kind::Str)
            throw AssertionError("keys should all be string, but got " + item.first.repr()); // as Batch(dict)
    }
    auto batch = Batch::make();
    for (const auto& [key, value] : dict.dictItems()) {
        const std::string name(key.asString());
        if (value.kind() == PyValue::Kind::Dict) {
            batch->setRaw(name, PyValue::batch(batchFromPlainDict(value, depth + 1, emptyObjectArraysAsBatch)));
        } else if (isBatchSetArray(value) && !(emptyObjectArraysAsBatch && value.asArray().shape()[0] == 0)) {
            // Batch(dict) would stack these dicts into a Batch; the file holds an object
            // array of dicts (RLlib's infos, numpy's pickle of such an array), and that is
            // what a save must write back.
            batch->setRaw(name, value);
        } else {
            batch->set(name, value); // Tianshou's conversion: lists become arrays, ...
        }
    }
    return batch;
}

bool holdsBatchSetArray(const Batch& batch, int depth)
{
    if (depth > 1000)
        return false;
    return std::any_of(batch.entries().begin(), batch.entries().end(), [depth](const Batch::Entry& entry) {
        return isBatchSetArray(entry.second)
               || (entry.second.isBatch() && holdsBatchSetArray(*entry.second.asBatch(), depth + 1));
    });
}

} // namespace ReplayScope::Core::Formats
