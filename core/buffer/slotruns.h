// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/smallvector.h>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <vector>

namespace ReplayScope::Core {

/// The storage slots of an episode's steps, oldest first, kept as runs of consecutive
/// slots. An episode of a ring is one run, or two where the ring wraps, so a buffer's
/// episodes cost a few bytes each instead of 8 bytes a step (issue 23: the episode list
/// of a 10^9-step buffer was 24 GB). Reads like a std::vector<std::int64_t> of the
/// slots (size, [], iteration); slots that do not follow each other (RLlib's
/// interleaved episodes) take one run each.
class SlotRuns {
public:
    /// Consecutive slots first, first + 1, ..., first + count - 1; they start at
    /// position `position` of the whole sequence.
    struct Run {
        std::int64_t first = 0;
        std::int64_t count = 0;
        std::int64_t position = 0;
    };

    /// Forward iteration over the slots.
    class const_iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = std::int64_t;
        using difference_type = std::ptrdiff_t;
        using pointer = const std::int64_t*;
        using reference = std::int64_t;

        const_iterator(const Run* run, std::int64_t k)
            : m_run(run)
            , m_k(k)
        {
        }
        std::int64_t operator*() const { return m_run->first + m_k; }
        const_iterator& operator++()
        {
            if (++m_k == m_run->count) {
                ++m_run;
                m_k = 0;
            }
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator was = *this;
            ++*this;
            return was;
        }
        bool operator==(const const_iterator& other) const = default;

    private:
        const Run* m_run;
        std::int64_t m_k;
    };

    SlotRuns() = default;
    SlotRuns(std::initializer_list<std::int64_t> slots);
    explicit SlotRuns(const std::vector<std::int64_t>& slots);

    /// Adds one slot after the others (extends the last run when it follows it).
    void push_back(std::int64_t slot);
    /// Adds the slots first .. first + count - 1 after the others.
    void appendRun(std::int64_t first, std::int64_t count);
    /// Replaces the slots with those of [begin, end).
    template <typename It> void assign(It begin, It end)
    {
        clear();
        for (; begin != end; ++begin)
            push_back(*begin);
    }
    void clear();

    std::size_t size() const { return std::size_t(m_size); }
    bool empty() const { return m_size == 0; }
    std::int64_t front() const { return m_runs.front().first; }
    std::int64_t back() const { return m_runs.back().first + m_runs.back().count - 1; }
    /// The slot at a position (0 <= pos < size()); a binary search over the runs.
    std::int64_t operator[](std::size_t pos) const;
    /// The position of a slot, or -1 when it is not one of them.
    std::int64_t positionOf(std::int64_t slot) const;

    const_iterator begin() const { return {m_runs.data(), 0}; }
    const_iterator end() const { return {m_runs.data() + m_runs.size(), 0}; }
    const SmallVector<Run, 1>& runs() const { return m_runs; }
    /// The slots as a plain vector (8 bytes a step: for what is sent elsewhere).
    std::vector<std::int64_t> indices() const;

    /// Equal when the slots are (runs are always merged, so equal slots are equal runs).
    bool operator==(const SlotRuns& other) const;
    bool operator==(const std::vector<std::int64_t>& slots) const;

private:
    // Most episodes are one run: kept inline, an episode's slots cost no allocation
    // (issue 23: 60,000 of them at 10 GB).
    SmallVector<Run, 1> m_runs;
    std::int64_t m_size = 0;
};

} // namespace ReplayScope::Core
