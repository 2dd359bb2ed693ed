// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/buffer/replaybuffer.h>
#include <core/buffer/slotruns.h>
#include <core/buffer/stepflags.h>

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace ReplayScope::Core {

/// The name manifests and `--json` outputs give an end: "terminated", "truncated",
/// "unfinished" or "cut".
const char* episodeEndName(EpisodeEnd end);

/// One episode: where its steps are stored and how it ends.
struct Episode {
    /// Sub-buffer of a vector buffer (0 for everything else).
    std::int64_t subBuffer = 0;
    /// Storage slots of the steps, oldest first (global slots for managers), as runs.
    SlotRuns rows;
    /// float64 sum of the rewards (all elements for vector rewards).
    double episodeReturn = 0.0;
    /// How the last step ends: Terminated, Truncated or Unfinished.
    EpisodeEnd endFlag = EpisodeEnd::Unfinished;
    /// True when a ring overwrote the episode's start.
    bool startCut = false;

    std::int64_t length() const { return std::int64_t(rows.size()); }
    std::int64_t first() const { return rows.empty() ? -1 : rows.front(); }
    std::int64_t last() const { return rows.empty() ? -1 : rows.back(); }
    /// The end reason shown to users: Cut wins over the last step's flag.
    EpisodeEnd end() const { return startCut ? EpisodeEnd::Cut : endFlag; }
};

/// The episodes of any loaded data, built in one linear pass: Tianshou buffers (per
/// sub-buffer, following `prev`/`next`), plain Batches with `done` or
/// `terminated`/`truncated` (also D4RL's `terminals`/`timeouts`), episode-id columns
/// (RLlib's `eps_id`) and explicit episode lengths (Minari's groups).
///
/// Step navigation inside an episode stops at its ends, as Tianshou's `prev`/`next`
/// do. The list is a value: rebuild it after edits that change flags or rows.
class EpisodeList final {
public:
    EpisodeList() = default;

    /// Told after each window of steps: the episodes ended so far (a prefix of the
    /// final list; not finish()ed, so copy it and finish the copy) and the fraction of
    /// the steps read. Lets a window show the episodes of a large file while they come.
    using Progress = std::function<void(const EpisodeList& sofar, double fraction)>;

    /// Episodes of a buffer: each sub-buffer's valid slots oldest first, split after
    /// every `done`; the oldest episode of a wrapped ring is marked cut. The flags are
    /// read windowSteps steps at a time (memory: O(episodes + window), not O(steps)).
    static EpisodeList fromBuffer(const ReplayBuffer& buffer, std::int64_t windowSteps = 1 << 20,
                                  const Progress& progress = {});
    /// Episodes of a plain Batch of transitions (rows 0..n-1). Reads `done`,
    /// `terminated`/`truncated` or `terminals`/`timeouts`, and `rew`/`rews`/`rewards`;
    /// d3rlpy 1.x's `episode_terminals` (with `terminals`: else a timeout), and TorchRL's
    /// `next.done`/`next.terminated`/`next.truncated`/`next.reward` before the root's
    /// flags (see stepFlagsOf). Throws KeyError when there is no flag column at all.
    /// The columns are read windowSteps rows at a time (readRowWindow: a compressed
    /// dataset stays unread) when they all have the same length.
    static EpisodeList fromBatch(const Batch& batch, std::int64_t windowSteps = 1 << 20, const Progress& progress = {});
    /// Episodes of steps stored at the given slots (in step order), split after each
    /// done step.
    static EpisodeList fromFlags(const Indices& slots, const StepFlags& flags, std::int64_t subBuffer = 0,
                                 bool firstCut = false);
    /// Episodes as runs of equal ids (rows 0..n-1); flags only decide end reasons.
    static EpisodeList fromEpisodeIds(const std::vector<std::int64_t>& ids, const StepFlags& flags);
    /// Consecutive episodes of the given lengths (rows 0..n-1).
    static EpisodeList fromLengths(const std::vector<std::int64_t>& lengths, const StepFlags& flags);

    /// The episodes in order: a deque, so that a growing list never holds a copy of
    /// itself while it moves to a larger block (issue 23: 7 MB of the anonymous peak at
    /// 60,000 episodes).
    const std::deque<Episode>& episodes() const { return m_episodes; }
    std::int64_t count() const { return std::int64_t(m_episodes.size()); }
    /// Total number of steps over all episodes.
    std::int64_t steps() const;
    /// The episode holding a slot, or -1.
    std::int64_t episodeOfSlot(std::int64_t slot) const;
    /// Position of a slot inside its episode, or -1.
    std::int64_t positionOfSlot(std::int64_t slot) const;
    /// The slot of the next / previous step of the same episode; the slot itself at the
    /// episode's end / start (Tianshou's next/prev), nullopt for unknown slots.
    std::optional<std::int64_t> nextStep(std::int64_t slot) const;
    std::optional<std::int64_t> prevStep(std::int64_t slot) const;
    /// Number of length-1 episodes.
    std::int64_t singleStepEpisodes() const;

    /// Appends an episode. Call finish() after appending episodes whose slots come
    /// before those of earlier ones (a wrapped ring, several parts): until then the slot
    /// lookups are linear scans.
    void append(Episode episode);
    /// Sorts the slot lookup (after appends out of slot order).
    void finish();

private:
    /// A run of an episode's slots: where its steps are in the episode.
    struct Span {
        std::int64_t first = 0;
        std::int64_t count = 0;
        std::int64_t episode = 0;
        std::int64_t position = 0;
    };
    const Span* spanOf(std::int64_t slot) const;
    friend class EpisodeBuilder;

    std::deque<Episode> m_episodes;
    // The runs of every episode, by first slot when m_sorted: the lookup of a slot's
    // episode is a binary search over runs, not a table of 16 bytes per slot (issue 23:
    // 16 GB for a 10^9-step buffer).
    std::deque<Span> m_spans;
    bool m_sorted = true;
    std::int64_t m_steps = 0;
};

/// Curated export: the chosen episodes (indices into episodes.episodes(); sorted and
/// deduplicated, so rows come oldest first per sub-buffer) copied into a new buffer of
/// the source's class, sized to fit, with bookkeeping Tianshou accepts (`_index` 0,
/// `_size` = maxsize, `last_index` the last row; an unfinished last episode keeps
/// running). Plain, prioritized (leaves copied) and HER buffers keep their class (HER
/// rows with any relabelling undone, the cache empty); vector-family managers
/// (VectorReplayBuffer, PrioritizedVectorReplayBuffer, HERVectorReplayBuffer /
/// HERReplayBufferManager) keep their class, finished episodes sharing a sub-buffer and
/// each unfinished one the newest rows of its own (so it stays a separate episode that
/// the next add continues), every sub-buffer a full ring; a CachedReplayBuffer
/// keeps its caches (count and `max_episode_length`), puts finished episodes into a
/// main buffer sized to fit and a chosen unfinished episode back into its cache.
/// Throws IndexError for bad episode indices, ValueError for an empty choice.
std::shared_ptr<ReplayBuffer> exportEpisodes(const ReplayBuffer& buffer, const EpisodeList& episodes,
                                             const std::vector<std::int64_t>& chosen);

} // namespace ReplayScope::Core
