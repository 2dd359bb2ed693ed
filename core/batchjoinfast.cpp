// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Batch.cat and Batch.stack of Batches that all have one tree of keys with numeric
// arrays at the leaves (issue 10): what a collector's thousands of step Batches look
// like. The general code (batchmerge.cpp) takes one key at a time and walks every input
// for each, again for each nested level; here one walk per input collects every leaf,
// and each leaf is joined with block copies. Anything else (dicts, reserved keys,
// tensors, objects, keys that differ, arrays that need numpy's promotion) is left to the
// general code before anything is written, so results and errors are the same.

#include <core/arrayfast.h>
#include <core/batchdetail.h>

namespace ReplayScope::Core::BatchDetail {

namespace {

using Leaves = std::vector<std::vector<const NdArray*>>;

// Walks b beside the first input's tree t, appending b's leaf arrays in t's leaf order.
// False when b's keys or kinds differ from t's, or a leaf is not a plain numeric array.
bool collect(const Batch& t, const Batch& b, Leaves& leaves, std::size_t& leaf)
{
    const auto& te = t.entries();
    const auto& be = b.entries();
    if (te.size() != be.size())
        return false;
    for (std::size_t k = 0; k < te.size(); ++k) {
        const PyValue& tv = te[k].second;
        const PyValue& bv = be[k].second;
        if (be[k].first != te[k].first || tv.kind() != bv.kind())
            return false;
        if (tv.isBatch()) {
            const Batch& nested = *bv.asBatch();
            if (nested.isEmpty() || !collect(*tv.asBatch(), nested, leaves, leaf))
                return false;
            continue;
        }
        if (!tv.isArray() || (&t == &b && !isNumericArray(tv)))
            return false;
        if (leaf == leaves.size())
            leaves.emplace_back();
        leaves[leaf++].push_back(&bv.asArray());
    }
    return true;
}

// The joined leaves written under t's keys, nested Batches rebuilt fresh as the general
// code builds them.
void build(const Batch& t, Batch& out, std::vector<NdArray>& joined, std::size_t& leaf)
{
    for (const auto& [key, value] : t.entries()) {
        if (value.isBatch()) {
            Batch holder;
            build(*value.asBatch(), holder, joined, leaf);
            out.setRaw(key, wrap(std::move(holder)));
        } else {
            out.setRaw(key, PyValue::array(std::move(joined[leaf++])));
        }
    }
}

} // namespace

bool tryJoinUniform(Batch& out, const std::vector<const Batch*>& batches, bool stack)
{
    if (batches.empty() || batches.front()->isEmpty())
        return false;
    const Batch& first = *batches.front();
    Leaves leaves;
    for (const Batch* b : batches) {
        std::size_t leaf = 0;
        if (!collect(first, *b, leaves, leaf))
            return false;
    }
    std::vector<NdArray> joined;
    joined.reserve(leaves.size());
    for (const auto& parts : leaves) {
        auto one = ArrayFast::joinRows(parts, stack);
        if (!one)
            return false;
        joined.push_back(std::move(*one));
    }
    std::size_t leaf = 0;
    build(first, out, joined, leaf);
    return true;
}

} // namespace ReplayScope::Core::BatchDetail
