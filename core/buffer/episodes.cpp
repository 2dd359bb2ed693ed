// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/buffer/episodes.h>

#include <core/buffer/buffermanager.h>
#include <core/buffer/bufferutil.h>

#include <algorithm>
#include <cstring>

namespace ReplayScope::Core {

namespace {

const PyValue* firstOf(const Batch& batch, std::initializer_list<const char*> names)
{
    for (const char* name : names) {
        if (const PyValue* v = batch.find(name); v && (v->isArray() || v->kind() == PyValue::Kind::Scalar))
            return v;
    }
    return nullptr;
}

// The `next` sub-Batch of TorchRL data when it holds done, terminated or truncated.
const Batch* nextFlagsOf(const Batch& batch)
{
    const PyValue* next = batch.find("next");
    if (!next || !next->isBatch())
        return nullptr;
    return firstOf(*next->asBatch(), {"done", "terminated", "truncated"}) ? next->asBatch().get() : nullptr;
}

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

bool at(const std::vector<bool>& flags, std::size_t k)
{
    return k < flags.size() && flags[k];
}

EpisodeEnd endOf(const StepFlags& flags, std::size_t k)
{
    if (at(flags.terminated, k))
        return EpisodeEnd::Terminated;
    if (at(flags.truncated, k))
        return EpisodeEnd::Truncated;
    if (at(flags.done, k))
        return EpisodeEnd::Terminated; // done-only data cannot tell more
    return EpisodeEnd::Unfinished;
}

double rewardAt(const StepFlags& flags, std::size_t k)
{
    return k < flags.rewards.size() ? flags.rewards[k] : 0.0;
}

} // namespace

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
    if (const PyValue* episodeEnds = firstOf(storage, {"episode_terminals"}); episodeEnds && !next) {
        // d3rlpy 1.x: an episode ends at episode_terminals; terminals = 0 there is a timeout.
        flags.done = flagsAt(episodeEnds, slots);
        flags.terminated = flagsAt(firstOf(storage, {"terminals"}), slots);
        flags.truncated.resize(flags.done.size());
        for (std::size_t k = 0; k < flags.done.size(); ++k)
            flags.truncated[k] = flags.done[k] && !(k < flags.terminated.size() && flags.terminated[k]);
    } else {
        const PyValue* done = firstOf(source, {"done", "dones"});
        const PyValue* terminated = firstOf(source, {"terminated", "terminateds", "terminals"});
        const PyValue* truncated = firstOf(source, {"truncated", "truncateds", "timeouts"});
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
    const PyValue* rew = firstOf(storage, {"rew", "rews", "rewards", "reward"});
    if (!rew && next)
        rew = firstOf(*next, {"rew", "rews", "rewards", "reward"});
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

void EpisodeList::append(Episode episode)
{
    const std::int64_t index = count();
    for (std::size_t k = 0; k < episode.rows.size(); ++k) {
        const std::int64_t slot = episode.rows[k];
        if (slot < 0)
            throw IndexError("episode step at the negative slot " + std::to_string(slot));
        if (std::size_t(slot) >= m_slots.size())
            m_slots.resize(std::max(std::size_t(slot) + 1, m_slots.size() + m_slots.size() / 2));
        if (m_slots[std::size_t(slot)].episode < 0)
            ++m_steps;
        m_slots[std::size_t(slot)] = {index, std::int64_t(k)};
    }
    m_episodes.push_back(std::move(episode));
}

EpisodeList EpisodeList::fromFlags(const Indices& slots, const StepFlags& flags, std::int64_t subBuffer, bool firstCut)
{
    EpisodeList list;
    // Size the slot lookup once: grown by append() it was copied again and again while
    // millions of steps were added (issue 10, opening a 6M-row buffer).
    std::int64_t maxSlot = -1;
    for (const std::int64_t slot : slots)
        maxSlot = std::max(maxSlot, slot);
    list.m_slots.resize(static_cast<std::size_t>(maxSlot + 1));
    std::size_t begin = 0;
    // Each episode's rows are copied once, at their final size.
    const auto close = [&](std::size_t end, EpisodeEnd endFlag) {
        Episode episode;
        episode.subBuffer = subBuffer;
        episode.startCut = begin == 0 && firstCut;
        episode.rows.assign(slots.begin() + static_cast<std::ptrdiff_t>(begin),
                            slots.begin() + static_cast<std::ptrdiff_t>(end));
        for (std::size_t k = begin; k < end; ++k)
            episode.episodeReturn += rewardAt(flags, k);
        episode.endFlag = endFlag;
        list.append(std::move(episode));
        begin = end;
    };
    for (std::size_t k = 0; k < slots.size(); ++k) {
        const bool boundary = flags.done.empty() ? (at(flags.terminated, k) || at(flags.truncated, k)) : flags.done[k];
        if (boundary)
            close(k + 1, endOf(flags, k));
    }
    if (begin < slots.size())
        close(slots.size(), EpisodeEnd::Unfinished);
    return list;
}

EpisodeList EpisodeList::fromBuffer(const ReplayBuffer& buffer)
{
    const auto partOf = [&](const ReplayBuffer& ring, std::int64_t offset, std::int64_t subBuffer) {
        Indices slots = ring.chronologicalIndices();
        for (auto& s : slots)
            s += offset;
        // A full ring whose write pointer moved on has overwritten the oldest steps'
        // predecessors, so its oldest episode lost its start.
        const bool wrapped = ring.size() == ring.maxsize() && ring.insertionIndex() != 0;
        return slots.empty() ? EpisodeList() : fromFlags(slots, stepFlagsOf(buffer.meta(), slots), subBuffer, wrapped);
    };
    const auto* manager = dynamic_cast<const ReplayBufferManager*>(&buffer);
    if (!manager)
        return partOf(buffer, 0, 0);
    EpisodeList list;
    for (std::size_t b = 0; b < manager->buffers().size(); ++b) {
        EpisodeList part = partOf(*manager->buffers()[b], manager->offsets()[b], std::int64_t(b));
        for (Episode& e : part.m_episodes)
            list.append(std::move(e));
    }
    return list;
}

const char* episodeEndName(EpisodeEnd end)
{
    switch (end) {
    case EpisodeEnd::Terminated: return "terminated";
    case EpisodeEnd::Truncated: return "truncated";
    case EpisodeEnd::Cut: return "cut";
    case EpisodeEnd::Unfinished: break;
    }
    return "unfinished";
}

EpisodeList EpisodeList::fromBatch(const Batch& batch)
{
    const Batch* next = nextFlagsOf(batch);
    const PyValue* column = next ? firstOf(*next, {"done", "terminated", "truncated"})
                                 : firstOf(batch, {"episode_terminals", "done", "dones", "terminated", "terminateds",
                                                   "terminals", "truncated", "truncateds", "timeouts"});
    if (!column)
        throw KeyError("no episode flags: the data has neither 'done' nor 'terminated'/'truncated'");
    const NdArray& a = column->asArray();
    const std::int64_t n = a.ndim() == 0 ? 1 : a.shape().front();
    Indices slots(static_cast<std::size_t>(n));
    for (std::int64_t i = 0; i < n; ++i)
        slots[std::size_t(i)] = i;
    return fromFlags(slots, stepFlagsOf(batch, slots));
}

EpisodeList EpisodeList::fromEpisodeIds(const std::vector<std::int64_t>& ids, const StepFlags& flags)
{
    EpisodeList list;
    Episode current;
    for (std::size_t k = 0; k < ids.size(); ++k) {
        current.rows.push_back(std::int64_t(k));
        current.episodeReturn += rewardAt(flags, k);
        if (k + 1 == ids.size() || ids[k + 1] != ids[k]) {
            current.endFlag = endOf(flags, k);
            list.append(std::move(current));
            current = Episode();
        }
    }
    return list;
}

EpisodeList EpisodeList::fromLengths(const std::vector<std::int64_t>& lengths, const StepFlags& flags)
{
    EpisodeList list;
    std::int64_t row = 0;
    for (std::int64_t length : lengths) {
        if (length <= 0)
            throw ValueError("episode lengths must be positive, got " + std::to_string(length));
        Episode e;
        for (std::int64_t k = 0; k < length; ++k, ++row) {
            e.rows.push_back(row);
            e.episodeReturn += rewardAt(flags, std::size_t(row));
        }
        e.endFlag = endOf(flags, std::size_t(row - 1));
        list.append(std::move(e));
    }
    return list;
}

const EpisodeList::SlotEntry* EpisodeList::entryOf(std::int64_t slot) const
{
    if (slot < 0 || std::size_t(slot) >= m_slots.size() || m_slots[std::size_t(slot)].episode < 0)
        return nullptr;
    return &m_slots[std::size_t(slot)];
}

std::int64_t EpisodeList::steps() const
{
    return m_steps;
}

std::int64_t EpisodeList::episodeOfSlot(std::int64_t slot) const
{
    const SlotEntry* e = entryOf(slot);
    return e ? e->episode : -1;
}

std::int64_t EpisodeList::positionOfSlot(std::int64_t slot) const
{
    const SlotEntry* e = entryOf(slot);
    return e ? e->position : -1;
}

std::optional<std::int64_t> EpisodeList::nextStep(std::int64_t slot) const
{
    const SlotEntry* at = entryOf(slot);
    if (!at)
        return std::nullopt;
    const Episode& e = m_episodes[std::size_t(at->episode)];
    const std::size_t pos = std::size_t(at->position);
    return pos + 1 < e.rows.size() ? e.rows[pos + 1] : slot;
}

std::optional<std::int64_t> EpisodeList::prevStep(std::int64_t slot) const
{
    const SlotEntry* at = entryOf(slot);
    if (!at)
        return std::nullopt;
    const Episode& e = m_episodes[std::size_t(at->episode)];
    const std::size_t pos = std::size_t(at->position);
    return pos > 0 ? e.rows[pos - 1] : slot;
}

std::int64_t EpisodeList::singleStepEpisodes() const
{
    std::int64_t n = 0;
    for (const Episode& e : m_episodes)
        n += e.length() == 1 ? 1 : 0;
    return n;
}

} // namespace ReplayScope::Core
