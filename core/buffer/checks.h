// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/buffer/episodes.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ReplayScope::Core {

/// What a consistency check found.
enum class CheckKind {
    NonFinite, ///< NaN or +-Inf in a float leaf
    ObsNextMismatch, ///< obs[t+1] differs from obs_next[t] inside an episode
    DoneMismatch, ///< done differs from terminated | truncated
    SingleStepEpisode, ///< episodes of length 1
    LengthMismatch, ///< leaves whose first dimension differs from the others
    OutOfSpace, ///< values outside the space the file declares
    TimeLimitDone, ///< done-only data: done is true only because of a time limit
};

/// One finding: the kind, the dotted key it concerns (empty for episode-level
/// findings), how many rows are affected, the first affected storage row (-1 when not
/// row-specific) and a sentence for users.
struct CheckFinding {
    CheckKind kind = CheckKind::NonFinite;
    std::string key;
    std::int64_t count = 0;
    std::int64_t firstRow = -1;
    std::string message;
};

/// A declared space for one key: a Box with scalar bounds, or Discrete(n) (values must
/// be integers in [start, start + n)).
struct DeclaredSpace {
    std::string key; ///< dotted path, e.g. "act" or "obs.position"
    bool discrete = false;
    double low = 0.0;
    double high = 0.0;
    std::int64_t n = 0;
    std::int64_t start = 0;
};

/// The consistency checks behind `replayscope-cli check`, over the valid rows of a
/// storage Batch:
/// NaN/Inf per float key; obs[t+1] against obs_next[t] for consecutive steps of every
/// episode (when obs_next is stored); done against terminated | truncated; done steps
/// of done-only data that `info["TimeLimit.truncated"]` marks as time-limit cuts (value
/// bootstrapping that reads only done treats them as terminal); length-1 episodes;
/// leaves of unequal length; values outside declared spaces. Findings come in that
/// order, one per key and kind, with counts.
std::vector<CheckFinding> checkStorage(const Batch& storage, const Indices& validRows, const EpisodeList& episodes,
                                       const std::vector<DeclaredSpace>& spaces = {},
                                       std::optional<std::int64_t> expectedLength = std::nullopt);

/// checkStorage over a buffer: its valid slots, its episodes, and maxsize as the
/// length every leaf must have.
std::vector<CheckFinding> checkBuffer(const ReplayBuffer& buffer, const std::vector<DeclaredSpace>& spaces = {});

/// checkStorage over a plain Batch of transitions (all rows valid, episodes from its
/// flags when it has any).
std::vector<CheckFinding> checkBatch(const Batch& batch, const std::vector<DeclaredSpace>& spaces = {});

} // namespace ReplayScope::Core
