// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/buffer/replaybuffer.h>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <vector>

namespace ReplayScope::Core {

/// How an episode ends in the data. Cut means that the ring overwrote its first steps,
/// whatever its last step says (see Episode::endFlag for that).
enum class EpisodeEnd { Terminated, Truncated, Unfinished, Cut };

/// Per-step flags and rewards of one sequence of steps, in step order. done may be
/// empty (then it is terminated | truncated); terminated and truncated may be empty
/// (done-only data: an episode ending in done counts as terminated).
struct StepFlags {
    std::vector<double> rewards;
    std::vector<bool> done;
    std::vector<bool> terminated;
    std::vector<bool> truncated;
};

/// Reads the step flags of the given storage slots of a Batch storage (a buffer's
/// `_meta` or a transitions Batch). Done-only data with an `info["TimeLimit.truncated"]`
/// column (Tianshou before 0.5 with Gym's TimeLimit wrapper) gets terminated/truncated
/// from it: a done step the time limit cut is truncated, any other done step
/// terminated. A `next` sub-Batch holding done, terminated or truncated (TorchRL, where
/// the root's flags belong to the reset) supplies the flags, and its reward when the
/// root has none; `episode_terminals` (d3rlpy 1.x) marks the ends, terminated where
/// `terminals` is set and truncated elsewhere.
StepFlags stepFlagsOf(const Batch& storage, const Indices& slots);

/// The `info["TimeLimit.truncated"]` column of a storage (an array of at least one
/// dimension), or null.
const PyValue* timeLimitTruncated(const Batch& storage);

/// The first of the named values of batch that is an array or a number, or null.
const PyValue* firstFlagColumn(const Batch& batch, std::initializer_list<const char*> names);

/// The `next` sub-Batch of TorchRL data when it holds done, terminated or truncated.
const Batch* nextFlagsOf(const Batch& batch);

/// The flag and reward columns stepFlagsOf reads, read in place: when each is a 1-d,
/// C-contiguous, native-order bool (flags) or float32/float64 (rewards) array. Ranges
/// of rows are scanned without building StepFlags' vectors, which took 0.9 s of the
/// 1.0 s that finding a 60M-step buffer's episodes took (issue 23). Gives the same
/// episodes, ends and returns (summed in the same order) as stepFlagsOf.
class DirectFlags {
public:
    /// The columns of storage when every one can be read in place, else nullopt (the
    /// d3rlpy and TimeLimit layouts, object or 2-d columns, other dtypes: stepFlagsOf).
    static std::optional<DirectFlags> of(const Batch& storage);

    /// Rows that every column has.
    std::int64_t rows() const { return m_rows; }
    /// The first row of [from, to) that ends an episode (done, or terminated or
    /// truncated when there is no done), or to.
    std::int64_t nextEnd(std::int64_t from, std::int64_t to) const;
    /// sum plus the rewards of rows [from, to), added one at a time in row order.
    double addRewards(double sum, std::int64_t from, std::int64_t to) const;
    /// How an episode whose last step is row ends.
    EpisodeEnd endAt(std::int64_t row) const;

private:
    const std::byte* m_done = nullptr;
    const std::byte* m_terminated = nullptr;
    const std::byte* m_truncated = nullptr;
    const std::byte* m_rewards = nullptr;
    bool m_rewardsDouble = false;
    std::int64_t m_rows = 0;
};

} // namespace ReplayScope::Core
