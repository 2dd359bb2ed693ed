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
#include <core/buffer/replaybuffer.h>

#include <core/array/arrayfast.h>
#include <core/buffer/bufferutil.h>

#include <array>
#include <cstring>

namespace ReplayScope::Core {

namespace {

// A numpy (not torch) array or numpy scalar of bool or numeric dtype.
bool isPlainNumeric(const PyValue& v)
{
    return (v.isArray() || v.kind() == PyValue::Kind::Scalar) && !v.asArray().isTorch()
        && v.asArray().dtype().isNumeric();
}

// The 0-d flag value logical_or needs, or false when it is not one.
bool zeroDimFlag(const PyValue* v)
{
    return v && isPlainNumeric(*v) && v->asArray().ndim() == 0;
}

struct RowWrite {
    PyValue* column; // the stored column (in m_meta, which tryFastAdd may modify)
    const NdArray* value;
};

} // namespace

std::optional<AddResult> ReplayBuffer::tryFastAdd(const Batch& batch)
{
    // Releases before v1.0 filter keys; obs/obs_next options rewrite values.
    if (m_generation < BufferGeneration::V1_0 || m_saveOnlyLastObs || m_maxsize <= 0 || m_meta.isEmpty())
        return std::nullopt;
    const auto& entries = batch.entries();
    // Every stored key is written: the batch's keys plus `done`, which it must not bring.
    if (m_meta.entries().size() != entries.size() + 1 || entries.size() > 32)
        return std::nullopt;
    const PyValue* terminated = batch.find("terminated");
    const PyValue* truncated = batch.find("truncated");
    const PyValue* rew = batch.find("rew");
    if (!batch.find("obs") || !batch.find("act") || !rew || !zeroDimFlag(terminated) || !zeroDimFlag(truncated)
        || batch.find("done") || (!m_saveObsNext && batch.find("obs_next")))
        return std::nullopt;
    const PyValue* done = m_meta.find("done");
    if (!done || !done->isArray() || done->asArray().isTorch() || !done->asArray().dtype().isBool()
        || done->asArray().ndim() != 1 || done->asArray().shape()[0] != m_maxsize
        || !done->asArray().storage()->isWritable())
        return std::nullopt;
    std::array<RowWrite, 32> writes;
    std::size_t count = 0;
    for (const auto& [key, value] : entries) {
        const PyValue* column = m_meta.find(key);
        if (!column)
            return std::nullopt;
        if (value.isBatch() && value.asBatch()->isEmpty()) {
            // Batch()[ptr] = Batch() writes nothing.
            if (!(column->isBatch() && column->asBatch()->isEmpty()))
                return std::nullopt;
            continue;
        }
        if (!isPlainNumeric(value) || !column->isArray() || column->asArray().isTorch()
            || column->asArray().ndim() == 0 || column->asArray().shape()[0] != m_maxsize
            || !ArrayFast::rowWritable(column->asArray(), value.asArray()))
            return std::nullopt;
        // m_meta is this buffer's own, non-const Batch: writing through the pointer
        // found here saves looking every key up a second time.
        writes[count++] = {const_cast<PyValue*>(column), &value.asArray()};
    }

    // From here on exactly what the general path does, in its order.
    const bool isDone = terminated->asArray().toBool(0) || truncated->asArray().toBool(0);
    const StepResult step = advance(*rew, isDone);
    for (std::size_t k = 0; k < count; ++k)
        ArrayFast::writeRow(writes[k].column->mutableArray(), step.ptr, *writes[k].value);
    NdArray& doneColumn = const_cast<PyValue*>(done)->mutableArray();
    doneColumn.mutableElementPtr(step.ptr)[0] = std::byte(isDone ? 1 : 0);
    AddResult result;
    result.ptr = {step.ptr};
    if (step.epReturn.ndim() == 0) {
        // stackFloat64({step.epReturn}) for a 0-d return, without its temporaries.
        result.epReturn = NdArray(DType(DTypeKind::Float64), Shape{1});
        const double epReturn = step.epReturn.toDouble(0);
        std::memcpy(result.epReturn.mutableElementPtr(0), &epReturn, sizeof epReturn);
    } else {
        result.epReturn = BufferUtil::stackFloat64({step.epReturn});
    }
    result.epLength = {step.epLength};
    result.epStart = {step.epStart};
    return result;
}

} // namespace ReplayScope::Core
