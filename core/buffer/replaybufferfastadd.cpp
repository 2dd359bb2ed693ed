// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// ReplayBuffer.add of one transition into storage that already has every column
// (issue 10). The general path (replaybuffer.cpp) copies the Batch, computes `done`
// as an array, and writes each key through Batch.__setitem__ and numpy's indexing
// plan; once the storage is allocated, a step from an environment needs none of that:
// its rows have the columns' dtypes and shapes and go in with one copy each. Whatever
// does not fit that exactly (a new key, a cast, a missing key, a stacked batch, the
// obs/obs_next storage options) is left to the general path, which gives the same
// result, errors included.
//
// Issue 23: this runs once per environment step when converting and exporting, so it
// reads the Batch in one pass (each key matched against the column at the same
// position first: the storage was made from the first step's keys, in their order),
// reads values in place (pyvaluepayload.h) and allocates nothing but its result.
#include <core/buffer/replaybuffer.h>

#include <core/array/arrayfast.h>
#include <core/batch/batchdetail.h>
#include <core/buffer/bufferutil.h>
#include <core/python/pyvaluepayload.h>

#include <array>
#include <cstring>
#include <string_view>

namespace ReplayScope::Core {

using BatchDetail::sameKey;

namespace {

// A numpy (not torch) array or numpy scalar of bool or numeric dtype, or null.
const NdArray* plainNumeric(const PyValue& v)
{
    const NdArray* a = v.arrayInPlace();
    return a && !a->isTorch() && a->dtype().isNumeric() ? a : nullptr;
}

// A stored column the fast path can write a row of: a numpy array with maxsize rows.
const NdArray* rowColumn(const PyValue& column, std::int64_t maxsize)
{
    const NdArray* a = column.isArray() ? column.arrayInPlace() : nullptr;
    return a && !a->isTorch() && a->ndim() > 0 && a->shape()[0] == maxsize ? a : nullptr;
}

// Python truthiness of a step's terminated or truncated: a 0-d numeric numpy array,
// inline (a Python bool or number in the Batch) or made; nothing for anything else.
std::optional<bool> flagOf(const PyValue& v)
{
    DTypeKind kind;
    if (const std::byte* bytes = v.inlineArrayBytes(kind))
        return BufferUtil::inlineReal(bytes, kind) != 0.0;
    const NdArray* a = plainNumeric(v);
    if (!a || a->ndim() != 0)
        return std::nullopt;
    if (a->dtype().isBool())
        return a->storage()->data()[a->offset()] != std::byte{0};
    return a->toBool(0);
}

// The RowTarget of `column[i] = value` for a value whose number is inline: a (maxsize,)
// column of its dtype takes its bytes as they are (what rowTarget checks for a 0-d row).
std::optional<ArrayFast::RowTarget> inlineRowTarget(NdArray& column, const std::byte* bytes, DTypeKind kind)
{
    if (column.ndim() != 1 || !ArrayFast::sameSimpleType(column.dtype(), DType(kind))
        || !column.storage()->isWritable())
        return std::nullopt;
    return ArrayFast::RowTarget{column.storage()->mutableData() + column.offset(), column.strides()[0],
                                static_cast<std::int64_t>(column.dtype().itemSize()), bytes};
}

// The keys the fast path must recognise; everything else is just a column.
enum class Role { Other, Obs, Act, Rew, Terminated, Truncated, Done, ObsNext };

// key == literal for a key already known to have the literal's length: sameKey's word
// compares of a constant size, inline (a memcmp of 3, 9 or 10 bytes was a library call,
// eight a step).
template <std::size_t N> bool is(std::string_view key, const char (&literal)[N])
{
    return sameKey(key, std::string_view(literal, N - 1));
}

// A one-element index list of AddResult: push_back is inline, where the list
// constructor's copy of a range of unknown length was a library call.
AddIndices one(std::int64_t value)
{
    AddIndices out;
    out.push_back(value);
    return out;
}

Role roleOf(std::string_view key)
{
    switch (key.size()) {
    case 3: return is(key, "obs") ? Role::Obs : is(key, "act") ? Role::Act : is(key, "rew") ? Role::Rew : Role::Other;
    case 4: return is(key, "done") ? Role::Done : Role::Other;
    case 8: return is(key, "obs_next") ? Role::ObsNext : Role::Other;
    case 9: return is(key, "truncated") ? Role::Truncated : Role::Other;
    case 10: return is(key, "terminated") ? Role::Terminated : Role::Other;
    default: return Role::Other;
    }
}

} // namespace

AddResult ReplayBuffer::tryFastAdd(const Batch& batch)
{
    // Releases before v1.0 filter keys; obs/obs_next options rewrite values.
    if (m_generation < BufferGeneration::V1_0 || m_saveOnlyLastObs || m_maxsize <= 0 || m_meta.isEmpty())
        return {};
    const auto& entries = batch.entries();
    const auto& columns = m_meta.entries();
    // Every stored key is written: the batch's keys plus `done`, which it must not bring.
    if (columns.size() != entries.size() + 1 || entries.size() > 32)
        return {};
    // `done` was added after the first step's keys, so it is normally the last column.
    const PyValue* doneValue = sameKey(columns.back().first, "done") ? &columns.back().second : m_meta.find("done");
    const NdArray* done = doneValue ? rowColumn(*doneValue, m_maxsize) : nullptr;
    if (!done || !done->dtype().isBool() || done->ndim() != 1 || !done->storage()->isWritable())
        return {};

    std::array<ArrayFast::RowTarget, 32> writes;
    std::size_t count = 0;
    std::optional<bool> terminated, truncated;
    const PyValue* rew = nullptr;
    bool obs = false, act = false;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const auto& [key, value] = entries[i];
        const PyValue* column = sameKey(columns[i].first, key) ? &columns[i].second : m_meta.find(key);
        if (!column)
            return {};
        switch (roleOf(key)) {
        case Role::Obs: obs = true; break;
        case Role::Act: act = true; break;
        case Role::Rew: rew = &value; break;
        case Role::Terminated:
            terminated = flagOf(value);
            if (!terminated)
                return {};
            break;
        case Role::Truncated:
            truncated = flagOf(value);
            if (!truncated)
                return {};
            break;
        case Role::Done: return {}; // the batch must not bring it
        case Role::ObsNext:
            if (!m_saveObsNext)
                return {};
            break;
        case Role::Other: break;
        }
        if (const Batch* nested = value.batchInPlace(); nested && nested->isEmpty()) {
            // Batch()[ptr] = Batch() writes nothing.
            const Batch* stored = column->batchInPlace();
            if (!(stored && stored->isEmpty()))
                return {};
            continue;
        }
        const NdArray* target = rowColumn(*column, m_maxsize);
        if (!target)
            return {};
        // m_meta is this buffer's own, non-const Batch: writing through the column found
        // here saves looking every key up a second time.
        auto& targetArray = const_cast<NdArray&>(*target);
        DTypeKind inlineKind;
        std::optional<ArrayFast::RowTarget> write;
        if (const std::byte* bytes = value.inlineArrayBytes(inlineKind)) {
            write = inlineRowTarget(targetArray, bytes, inlineKind);
        } else if (const NdArray* row = plainNumeric(value)) {
            write = ArrayFast::rowTarget(targetArray, *row);
        }
        if (!write)
            return {};
        writes[count++] = *write;
    }
    if (!obs || !act || !rew || !terminated || !truncated)
        return {};

    // From here on exactly what the general path does, in its order.
    const bool isDone = *terminated || *truncated;
    const StepResult step = advance(*rew, isDone);
    for (std::size_t k = 0; k < count; ++k)
        ArrayFast::writeRow(writes[k], step.ptr);
    // A bool (maxsize,) column: one byte per row.
    done->storage()->mutableData()[done->offset() + step.ptr * done->strides()[0]] = std::byte(isDone ? 1 : 0);
    // Built in place: a default AddResult would first make (and drop) an empty array.
    if (step.epReturnArray)
        return AddResult{one(step.ptr), BufferUtil::stackFloat64({*step.epReturnArray}), one(step.epLength),
                         one(step.epStart)};
    // stackFloat64({step.returnArray()}) for a 0-d return, without its temporaries.
    return AddResult{one(step.ptr), NdArray::oneFloat64(step.epReturn), one(step.epLength), one(step.epStart)};
}

} // namespace ReplayScope::Core
