// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/buffer/episodes.h>

#include <core/buffer/buffermanager.h>
#include <core/buffer/bufferutil.h>

#include <core/array/rowwindow.h>

#include <algorithm>
#include <cstring>

namespace ReplayScope::Core {

namespace {

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

/// Builds episodes from windows of steps in step order (fromFlags is one window): the
/// episode still open at the end of a window goes on in the next, so a buffer's flags
/// are read a window at a time and never all at once (issue 23).
// The columns stepFlagsOf reads, by where they are.
const std::vector<std::string>& flagNames()
{
    static const std::vector<std::string> names{
        "episode_terminals", "done",     "dones", "terminated", "terminateds", "terminals", "truncated",
        "truncateds",        "timeouts", "rew",   "rews",       "rewards",     "reward"};
    return names;
}

// Calls visit(batch, name, array) for each column stepFlagsOf may read: the root's and
// next's flags and rewards, and info's TimeLimit.truncated.
template <typename Visit> void forFlagColumns(const Batch& batch, Visit&& visit)
{
    const auto level = [&](const Batch& b, const std::string& where) {
        for (const std::string& name : flagNames())
            if (const PyValue* v = b.find(name); v && v->isArray())
                visit(where, name, v->asArray());
    };
    level(batch, {});
    for (const char* sub : {"next", "info"})
        if (const PyValue* v = batch.find(sub); v && v->isBatch() && v->asBatch()) {
            if (std::string(sub) == "next")
                level(*v->asBatch(), sub);
            else if (const PyValue* limit = v->asBatch()->find("TimeLimit.truncated"); limit && limit->isArray())
                visit(sub, "TimeLimit.truncated", limit->asArray());
        }
}

// True when every flag column has n rows: then they can be read a window at a time.
bool windowable(const Batch& batch, std::int64_t n)
{
    bool ok = true;
    forFlagColumns(batch, [&](const std::string&, const std::string&, const NdArray& a) {
        ok = ok && a.ndim() >= 1 && a.shape().front() == n;
    });
    return ok;
}

// The flag columns' rows [begin, end) as a Batch of the same layout (nothing else).
Batch flagWindow(const Batch& batch, std::int64_t begin, std::int64_t end)
{
    Batch out;
    forFlagColumns(batch, [&](const std::string& where, const std::string& name, const NdArray& a) {
        PyValue rows = PyValue::array(readRowWindow(a, begin, end));
        if (where.empty()) {
            out.set(name, std::move(rows));
            return;
        }
        if (!out.find(where))
            out.set(where, PyValue::batch(Batch::make()));
        out.find(where)->asBatch()->set(name, std::move(rows));
    });
    return out;
}

class EpisodeBuilder {
public:
    EpisodeBuilder(EpisodeList& list, std::int64_t subBuffer, bool firstCut)
        : m_list(list)
        , m_subBuffer(subBuffer)
        , m_firstCut(firstCut)
    {
    }

    /// The next steps: their slots and flags (flags index k belongs to slots[k]).
    void add(const Indices& slots, const StepFlags& flags)
    {
        for (std::size_t k = 0; k < slots.size(); ++k) {
            m_open.rows.push_back(slots[k]);
            m_open.episodeReturn += rewardAt(flags, k);
            const bool boundary =
                flags.done.empty() ? (at(flags.terminated, k) || at(flags.truncated, k)) : flags.done[k];
            if (boundary)
                close(endOf(flags, k));
        }
    }
    /// The next count steps, stored at slots slot, slot + 1, ...: rows row, row + 1, ...
    /// of flags. A run of steps up to each episode end is added at once.
    void addDirect(const DirectFlags& flags, std::int64_t row, std::int64_t slot, std::int64_t count)
    {
        const std::int64_t endRow = row + count;
        while (row < endRow) {
            const std::int64_t end = flags.nextEnd(row, endRow);
            const std::int64_t stop = end < endRow ? end + 1 : endRow;
            m_open.rows.appendRun(slot, stop - row);
            m_open.episodeReturn = flags.addRewards(m_open.episodeReturn, row, stop);
            slot += stop - row;
            row = stop;
            if (end < endRow)
                close(flags.endAt(end));
        }
    }
    /// Closes the episode still open (the newest steps, with no end yet).
    void finish()
    {
        if (!m_open.rows.empty())
            close(EpisodeEnd::Unfinished);
    }

private:
    void close(EpisodeEnd endFlag)
    {
        m_open.subBuffer = m_subBuffer;
        m_open.startCut = m_first && m_firstCut;
        m_open.endFlag = endFlag;
        m_first = false;
        m_list.append(std::move(m_open));
        m_open = Episode();
    }

    EpisodeList& m_list;
    std::int64_t m_subBuffer;
    bool m_firstCut;
    bool m_first = true;
    Episode m_open;
};

void EpisodeList::append(Episode episode)
{
    const std::int64_t index = count();
    for (const SlotRuns::Run& run : episode.rows.runs()) {
        if (run.first < 0)
            throw IndexError("episode step at the negative slot " + std::to_string(run.first));
        if (!m_spans.empty() && run.first < m_spans.back().first + m_spans.back().count)
            m_sorted = false;
        m_spans.push_back({run.first, run.count, index, run.position});
        m_steps += run.count;
    }
    m_episodes.push_back(std::move(episode));
}

void EpisodeList::finish()
{
    if (m_sorted)
        return;
    std::stable_sort(m_spans.begin(), m_spans.end(), [](const Span& a, const Span& b) { return a.first < b.first; });
    m_sorted = true;
}

EpisodeList EpisodeList::fromFlags(const Indices& slots, const StepFlags& flags, std::int64_t subBuffer, bool firstCut)
{
    EpisodeList list;
    EpisodeBuilder builder(list, subBuffer, firstCut);
    builder.add(slots, flags);
    builder.finish();
    list.finish();
    return list;
}

EpisodeList EpisodeList::fromBuffer(const ReplayBuffer& buffer, std::int64_t windowSteps, const Progress& progress)
{
    EpisodeList list;
    std::int64_t total = 0;
    std::int64_t read = 0;
    if (const auto* manager = dynamic_cast<const ReplayBufferManager*>(&buffer)) {
        for (const auto& ring : manager->buffers())
            total += ring->size();
    } else {
        total = buffer.size();
    }
    const auto told = [&](std::int64_t count) {
        read += count;
        if (progress)
            progress(list, total > 0 ? double(read) / double(total) : 1.0);
    };
    const std::optional<DirectFlags> direct = DirectFlags::of(buffer.meta());
    // Each ring's steps oldest first are its slots rotated (ReplayBuffer's chronology:
    // [index, size) then [0, index)), read in windows of a million steps: their flags and
    // rewards are 8 bytes a step, and a whole 10^9-step buffer's would not fit in memory.
    const auto addRing = [&](const ReplayBuffer& ring, std::int64_t offset, std::int64_t subBuffer) {
        // A full ring whose write pointer moved on has overwritten the oldest steps'
        // predecessors, so its oldest episode lost its start.
        const bool wrapped = ring.size() == ring.maxsize() && ring.insertionIndex() != 0;
        EpisodeBuilder builder(list, subBuffer, wrapped);
        const std::int64_t index = std::clamp<std::int64_t>(ring.insertionIndex(), 0, ring.size());
        const std::int64_t window = std::max<std::int64_t>(windowSteps, 1);
        Indices slots;
        for (const auto& [from, to] : {std::pair{index, ring.size()}, std::pair{std::int64_t(0), index}}) {
            for (std::int64_t begin = from; begin < to; begin += window) {
                const std::int64_t count = std::min(window, to - begin);
                if (direct && offset + begin + count <= direct->rows()) {
                    builder.addDirect(*direct, offset + begin, offset + begin, count);
                    told(count);
                    continue;
                }
                slots.resize(std::size_t(count));
                for (std::size_t k = 0; k < slots.size(); ++k)
                    slots[k] = offset + begin + std::int64_t(k);
                builder.add(slots, stepFlagsOf(buffer.meta(), slots));
                told(count);
            }
        }
        builder.finish();
    };
    if (const auto* manager = dynamic_cast<const ReplayBufferManager*>(&buffer)) {
        for (std::size_t b = 0; b < manager->buffers().size(); ++b)
            addRing(*manager->buffers()[b], manager->offsets()[b], std::int64_t(b));
    } else {
        addRing(buffer, 0, 0);
    }
    list.finish();
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

EpisodeList EpisodeList::fromBatch(const Batch& batch, std::int64_t windowSteps, const Progress& progress)
{
    const Batch* next = nextFlagsOf(batch);
    const PyValue* column =
        next ? firstFlagColumn(*next, {"done", "terminated", "truncated"})
             : firstFlagColumn(batch, {"episode_terminals", "done", "dones", "terminated", "terminateds", "terminals",
                                       "truncated", "truncateds", "timeouts"});
    if (!column)
        throw KeyError("no episode flags: the data has neither 'done' nor 'terminated'/'truncated'");
    const NdArray& a = column->asArray();
    const std::int64_t n = a.ndim() == 0 ? 1 : a.shape().front();
    EpisodeList list;
    EpisodeBuilder builder(list, 0, false);
    if (a.ndim() == 0 || !windowable(batch, n)) {
        // Columns of other lengths: one pass over every row, so that a short column
        // fails with the row it lacks, as before windows.
        Indices slots(static_cast<std::size_t>(n));
        for (std::int64_t i = 0; i < n; ++i)
            slots[std::size_t(i)] = i;
        builder.add(slots, stepFlagsOf(batch, slots));
    } else {
        // A window of rows at a time: a D4RL file's flags and rewards are compressed
        // datasets, and reading them whole (with a slot list and flag vectors) held
        // 1.4 GB for 60M steps (issue 23).
        const std::int64_t window = std::max<std::int64_t>(windowSteps, 1);
        Indices local;
        Indices slots;
        for (std::int64_t begin = 0; begin < n; begin += window) {
            const std::int64_t end = std::min(n, begin + window);
            const Batch rows = flagWindow(batch, begin, end);
            if (const std::optional<DirectFlags> direct = DirectFlags::of(rows);
                direct && direct->rows() >= end - begin) {
                builder.addDirect(*direct, 0, begin, end - begin);
            } else {
                local.resize(std::size_t(end - begin));
                slots.resize(local.size());
                for (std::size_t k = 0; k < local.size(); ++k) {
                    local[k] = std::int64_t(k);
                    slots[k] = begin + std::int64_t(k);
                }
                builder.add(slots, stepFlagsOf(rows, local));
            }
            if (progress)
                progress(list, double(end) / double(n));
        }
    }
    builder.finish();
    list.finish();
    return list;
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
    list.finish();
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
    list.finish();
    return list;
}

const EpisodeList::Span* EpisodeList::spanOf(std::int64_t slot) const
{
    if (!m_sorted) { // appended out of slot order and not finished: correct, if slow
        for (const Span& s : m_spans)
            if (slot >= s.first && slot < s.first + s.count)
                return &s;
        return nullptr;
    }
    // The last run starting at or before slot.
    const auto after = std::upper_bound(m_spans.begin(), m_spans.end(), slot,
                                        [](std::int64_t value, const Span& s) { return value < s.first; });
    if (after == m_spans.begin())
        return nullptr;
    const Span& s = *(after - 1);
    return slot < s.first + s.count ? &s : nullptr;
}

std::int64_t EpisodeList::steps() const
{
    return m_steps;
}

std::int64_t EpisodeList::episodeOfSlot(std::int64_t slot) const
{
    const Span* s = spanOf(slot);
    return s ? s->episode : -1;
}

std::int64_t EpisodeList::positionOfSlot(std::int64_t slot) const
{
    const Span* s = spanOf(slot);
    return s ? s->position + (slot - s->first) : -1;
}

std::optional<std::int64_t> EpisodeList::nextStep(std::int64_t slot) const
{
    const Span* s = spanOf(slot);
    if (!s)
        return std::nullopt;
    const Episode& e = m_episodes[std::size_t(s->episode)];
    const std::size_t pos = std::size_t(s->position + (slot - s->first));
    return pos + 1 < e.rows.size() ? e.rows[pos + 1] : slot;
}

std::optional<std::int64_t> EpisodeList::prevStep(std::int64_t slot) const
{
    const Span* s = spanOf(slot);
    if (!s)
        return std::nullopt;
    const Episode& e = m_episodes[std::size_t(s->episode)];
    const std::size_t pos = std::size_t(s->position + (slot - s->first));
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
