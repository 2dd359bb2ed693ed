// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Reading the flags and rewards of a window of steps: as vectors (any layout) or in
// place (DirectFlags: plain 1-d columns, the common case, scanned without copies).
#include <core/buffer/stepflags.h>

#include <core/buffer/bufferutil.h>

#include <algorithm>
#include <cstring>
#include <limits>

namespace ReplayScope::Core {

namespace {

[[noreturn]] void slotOutOfBounds(std::int64_t slot, std::int64_t rows)
{
    throw IndexError("index " + std::to_string(slot) + " is out of bounds for axis 0 with size "
                     + std::to_string(rows));
}

// A 1-d C-contiguous column of the given dtype, read straight from memory: opening a file of
// millions of rows reads every row's flags and reward, and the general element access
// (offsets from shape and strides per element) was most of that time (issue 10).
// The bytes are read with memcpy: a column mapped from a file (a pickle's or an npy
// member's data) need not be aligned for T.
// The elements of a 1-d column that can be read in place: C-contiguous, of this kind and
// in native byte order (a big-endian '>f8' reward column goes through toDouble, which swaps).
const std::byte* directColumn(const NdArray& a, DTypeKind kind)
{
    return a.ndim() == 1 && a.dtype().kind() == kind && a.dtype().byteOrder() != ByteOrder::Big && a.isCContiguous()
                   && a.size() > 0
               ? a.elementPtr(0)
               : nullptr;
}

template <typename T> T loadAt(const std::byte* base, std::int64_t i)
{
    T v;
    std::memcpy(&v, base + i * static_cast<std::int64_t>(sizeof(T)), sizeof(T));
    return v;
}

std::vector<bool> flagsAt(const PyValue* column, const Indices& slots)
{
    std::vector<bool> out;
    if (!column)
        return out;
    const NdArray& a = column->asArray();
    out.reserve(slots.size());
    if (const std::byte* flags = directColumn(a, DTypeKind::Bool)) {
        const std::int64_t rows = a.shape().front();
        for (std::int64_t slot : slots) {
            if (slot < 0 || slot >= rows)
                slotOutOfBounds(slot, rows);
            out.push_back(flags[slot] != std::byte{0});
        }
        return out;
    }
    for (std::int64_t slot : slots)
        out.push_back(BufferUtil::flagAt(a, slot));
    return out;
}

// Rewards of 1-d float columns read directly (see directColumn); false for other shapes.
template <typename T>
bool directRewards(const NdArray& a, DTypeKind kind, const Indices& slots, std::vector<double>& out)
{
    const std::byte* values = directColumn(a, kind);
    if (!values)
        return false;
    const std::int64_t rows = a.shape().front();
    out.reserve(slots.size());
    for (std::int64_t slot : slots) {
        if (slot < 0 || slot >= rows)
            slotOutOfBounds(slot, rows);
        out.push_back(static_cast<double>(loadAt<T>(values, slot)));
    }
    return true;
}

} // namespace

const PyValue* firstFlagColumn(const Batch& batch, std::initializer_list<const char*> names)
{
    for (const char* name : names) {
        if (const PyValue* v = batch.find(name); v && (v->isArray() || v->kind() == PyValue::Kind::Scalar))
            return v;
    }
    return nullptr;
}

const Batch* nextFlagsOf(const Batch& batch)
{
    const PyValue* next = batch.find("next");
    if (!next || !next->isBatch())
        return nullptr;
    return firstFlagColumn(*next->asBatch(), {"done", "terminated", "truncated"}) ? next->asBatch().get() : nullptr;
}

const PyValue* timeLimitTruncated(const Batch& storage)
{
    const PyValue* info = storage.find("info");
    if (!info || !info->isBatch() || !info->asBatch())
        return nullptr;
    const PyValue* limit = info->asBatch()->find("TimeLimit.truncated");
    return limit && limit->isArray() && limit->asArray().ndim() >= 1 ? limit : nullptr;
}

StepFlags stepFlagsOf(const Batch& storage, const Indices& slots)
{
    StepFlags flags;
    // TorchRL keeps a step's outcome under `next` (next/done, next/terminated,
    // next/truncated, next/reward); the root's done/terminated are the reset flags.
    const Batch* next = nextFlagsOf(storage);
    const Batch& source = next ? *next : storage;
    if (const PyValue* episodeEnds = firstFlagColumn(storage, {"episode_terminals"}); episodeEnds && !next) {
        // d3rlpy 1.x: an episode ends at episode_terminals; terminals = 0 there is a timeout.
        flags.done = flagsAt(episodeEnds, slots);
        flags.terminated = flagsAt(firstFlagColumn(storage, {"terminals"}), slots);
        flags.truncated.resize(flags.done.size());
        for (std::size_t k = 0; k < flags.done.size(); ++k)
            flags.truncated[k] = flags.done[k] && !(k < flags.terminated.size() && flags.terminated[k]);
    } else {
        const PyValue* done = firstFlagColumn(source, {"done", "dones"});
        const PyValue* terminated = firstFlagColumn(source, {"terminated", "terminateds", "terminals"});
        const PyValue* truncated = firstFlagColumn(source, {"truncated", "truncateds", "timeouts"});
        if (!done && !terminated && !truncated)
            throw KeyError("no episode flags: the data has neither 'done' nor 'terminated'/'truncated'");
        flags.done = flagsAt(done, slots);
        flags.terminated = flagsAt(terminated, slots);
        flags.truncated = flagsAt(truncated, slots);
        if (!terminated && !truncated) {
            // Done-only data (Tianshou before 0.5) where Gym's TimeLimit said which done
            // steps were time-limit cuts: those end truncated, the others terminated.
            if (const PyValue* limit = timeLimitTruncated(storage)) {
                const std::vector<bool> cut = flagsAt(limit, slots);
                for (std::size_t k = 0; k < flags.done.size(); ++k) {
                    flags.truncated.push_back(flags.done[k] && cut[k]);
                    flags.terminated.push_back(flags.done[k] && !cut[k]);
                }
            }
        }
    }
    const PyValue* rew = firstFlagColumn(storage, {"rew", "rews", "rewards", "reward"});
    if (!rew && next)
        rew = firstFlagColumn(*next, {"rew", "rews", "rewards", "reward"});
    if (rew) {
        const NdArray& a = rew->asArray();
        if (directRewards<float>(a, DTypeKind::Float32, slots, flags.rewards)
            || directRewards<double>(a, DTypeKind::Float64, slots, flags.rewards))
            return flags;
        const std::int64_t rows = a.ndim() == 0 ? 1 : a.shape().front();
        const std::int64_t perRow = rows == 0 ? 0 : a.size() / rows;
        for (std::int64_t slot : slots) {
            if (slot < 0 || slot >= rows)
                throw IndexError("index " + std::to_string(slot) + " is out of bounds for axis 0 with size "
                                 + std::to_string(rows));
            double sum = 0.0;
            for (std::int64_t e = 0; e < perRow; ++e)
                sum += a.toDouble(slot * perRow + e);
            flags.rewards.push_back(sum);
        }
    }
    return flags;
}

namespace {

// The first row of [from, to) where a or b (b may be null) is set. Flags are mostly
// zero, so eight rows are tested at a time.
std::int64_t firstSet(const std::byte* a, const std::byte* b, std::int64_t from, std::int64_t to)
{
    std::int64_t i = from;
    for (; i + 8 <= to; i += 8) {
        std::uint64_t word;
        std::memcpy(&word, a + i, 8);
        if (b) {
            std::uint64_t other;
            std::memcpy(&other, b + i, 8);
            word |= other;
        }
        if (word != 0)
            break;
    }
    for (; i < to; ++i)
        if (a[i] != std::byte{0} || (b && b[i] != std::byte{0}))
            return i;
    return to;
}

// The column's elements when it is an array directColumn reads in place; rows narrows
// to its length.
const std::byte* inPlace(const PyValue* column, DTypeKind kind, std::int64_t& rows)
{
    if (!column || !column->isArray())
        return nullptr;
    const NdArray& a = column->asArray();
    const std::byte* data = directColumn(a, kind);
    if (data)
        rows = std::min(rows, a.shape().front());
    return data;
}

} // namespace

std::optional<DirectFlags> DirectFlags::of(const Batch& storage)
{
    // The same columns as stepFlagsOf, in the same order of preference.
    const Batch* next = nextFlagsOf(storage);
    const Batch& source = next ? *next : storage;
    if (!next && firstFlagColumn(storage, {"episode_terminals"}))
        return std::nullopt;
    const PyValue* done = firstFlagColumn(source, {"done", "dones"});
    const PyValue* terminated = firstFlagColumn(source, {"terminated", "terminateds", "terminals"});
    const PyValue* truncated = firstFlagColumn(source, {"truncated", "truncateds", "timeouts"});
    if ((!done && !terminated && !truncated) || (!terminated && !truncated && timeLimitTruncated(storage)))
        return std::nullopt;
    const PyValue* rew = firstFlagColumn(storage, {"rew", "rews", "rewards", "reward"});
    if (!rew && next)
        rew = firstFlagColumn(*next, {"rew", "rews", "rewards", "reward"});
    DirectFlags f;
    f.m_rows = std::numeric_limits<std::int64_t>::max();
    f.m_done = inPlace(done, DTypeKind::Bool, f.m_rows);
    f.m_terminated = inPlace(terminated, DTypeKind::Bool, f.m_rows);
    f.m_truncated = inPlace(truncated, DTypeKind::Bool, f.m_rows);
    if (bool(f.m_done) != bool(done) || bool(f.m_terminated) != bool(terminated)
        || bool(f.m_truncated) != bool(truncated))
        return std::nullopt;
    if (rew) {
        f.m_rewards = inPlace(rew, DTypeKind::Float32, f.m_rows);
        if (!f.m_rewards) {
            f.m_rewards = inPlace(rew, DTypeKind::Float64, f.m_rows);
            f.m_rewardsDouble = true;
        }
        if (!f.m_rewards)
            return std::nullopt;
    }
    return f;
}

std::int64_t DirectFlags::nextEnd(std::int64_t from, std::int64_t to) const
{
    // With a done column only done ends an episode, as in stepFlagsOf's users.
    if (m_done)
        return firstSet(m_done, nullptr, from, to);
    return m_terminated ? firstSet(m_terminated, m_truncated, from, to) : firstSet(m_truncated, nullptr, from, to);
}

double DirectFlags::addRewards(double sum, std::int64_t from, std::int64_t to) const
{
    if (!m_rewards)
        return sum;
    if (m_rewardsDouble) {
        for (std::int64_t i = from; i < to; ++i)
            sum += loadAt<double>(m_rewards, i);
    } else {
        for (std::int64_t i = from; i < to; ++i)
            sum += static_cast<double>(loadAt<float>(m_rewards, i));
    }
    return sum;
}

EpisodeEnd DirectFlags::endAt(std::int64_t row) const
{
    const auto set = [row](const std::byte* column) { return column && column[row] != std::byte{0}; };
    if (set(m_terminated))
        return EpisodeEnd::Terminated;
    if (set(m_truncated))
        return EpisodeEnd::Truncated;
    return set(m_done) ? EpisodeEnd::Terminated : EpisodeEnd::Unfinished;
}

} // namespace ReplayScope::Core
