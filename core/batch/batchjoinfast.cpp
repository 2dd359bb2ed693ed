// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Batch.cat and Batch.stack of Batches that all have one tree of keys with numeric
// arrays at the leaves (issue 10): what a collector's thousands of step Batches look
// like. The general code (batchmerge.cpp) takes one key at a time and walks every input
// for each, again for each nested level; here each input is walked once and every leaf
// is joined with block copies. Anything else (dicts, reserved keys, tensors, objects,
// keys that differ, arrays that need numpy's promotion) is left to the general code
// before anything is written, so results and errors are the same.

#include <core/array/arrayfast.h>
#include <core/batch/batchdetail.h>
#include <core/python/pyvaluepayload.h>

namespace ReplayScope::Core::BatchDetail {

namespace {

// Walks b beside the first input's tree t, calling onLeaf(t's value, b's value) at each
// leaf in t's order. False when b's keys or kinds differ from t's, a leaf is not an
// array, or onLeaf refuses the leaf.
template <typename OnLeaf> bool walk(const Batch& t, const Batch& b, OnLeaf& onLeaf)
{
    const auto& te = t.entries();
    const auto& be = b.entries();
    if (te.size() != be.size())
        return false;
    for (std::size_t k = 0; k < te.size(); ++k) {
        const PyValue& tv = te[k].second;
        const PyValue& bv = be[k].second;
        if (!ArrayFast::sameElements(be[k].first, te[k].first) || tv.kind() != bv.kind())
            return false;
        if (tv.isBatch()) {
            const Batch* tn = tv.batchInPlace();
            const Batch* bn = bv.batchInPlace();
            if (!tn || !bn || bn->isEmpty() || !walk(*tn, *bn, onLeaf))
                return false;
        } else if (!tv.isArray() || !onLeaf(tv, bv)) {
            return false;
        }
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

// np.concatenate of each leaf: one walk per input collects the leaves (the output's
// length needs every input), then each leaf joins with block copies.
bool catLeaves(const std::vector<const Batch*>& batches, std::vector<NdArray>& joined)
{
    const Batch& first = *batches.front();
    std::vector<std::vector<const NdArray*>> leaves;
    std::size_t leaf = 0;
    auto onLeaf = [&](const PyValue& tv, const PyValue& bv) {
        if (leaf == leaves.size()) {
            if (!isNumericArray(tv))
                return false;
            leaves.emplace_back().reserve(batches.size());
        }
        const NdArray* a = bv.arrayInPlace();
        if (!a)
            return false;
        leaves[leaf++].push_back(a);
        return true;
    };
    for (const Batch* b : batches) {
        leaf = 0;
        if (!walk(first, *b, onLeaf))
            return false;
    }
    for (const auto& parts : leaves) {
        auto one = ArrayFast::joinRows(parts, false);
        if (!one)
            return false;
        joined.push_back(std::move(*one));
    }
    return true;
}

// np.stack of each leaf: the outputs' shapes are the first input's, so they are made
// first and each input's leaves are checked and copied in the one walk through it.
bool stackLeaves(const std::vector<const Batch*>& batches, std::vector<NdArray>& joined)
{
    struct Target {
        const NdArray* first;
        std::byte* dst;
        std::size_t bytes;
    };
    std::vector<Target> targets;
    const Batch& first = *batches.front();
    const auto n = static_cast<std::int64_t>(batches.size());
    auto makeTarget = [&](const PyValue& tv, const PyValue&) {
        const NdArray& a = tv.asArray();
        auto out = isNumericArray(tv) ? ArrayFast::stackTarget(a, n) : std::nullopt;
        if (!out)
            return false;
        targets.push_back({&a, out->storage()->mutableData(), static_cast<std::size_t>(a.nbytes())});
        joined.push_back(std::move(*out));
        return true;
    };
    if (!walk(first, first, makeTarget))
        return false;
    std::size_t leaf = 0;
    auto copy = [&](const PyValue&, const PyValue& bv) {
        Target& t = targets[leaf++];
        const NdArray* a = bv.arrayInPlace();
        if (!a || !ArrayFast::stacksWith(*a, *t.first))
            return false;
        ArrayFast::copyBytes(t.dst, *a, t.bytes);
        t.dst += t.bytes;
        return true;
    };
    for (const Batch* b : batches) {
        leaf = 0;
        if (!walk(first, *b, copy))
            return false;
    }
    return true;
}

} // namespace

bool tryJoinUniform(Batch& out, const std::vector<const Batch*>& batches, bool stack)
{
    if (batches.empty() || batches.front()->isEmpty())
        return false;
    std::vector<NdArray> joined;
    if (!(stack ? stackLeaves(batches, joined) : catLeaves(batches, joined)))
        return false;
    std::size_t leaf = 0;
    build(*batches.front(), out, joined, leaf);
    return true;
}

} // namespace ReplayScope::Core::BatchDetail
