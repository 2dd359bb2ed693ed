// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/buffer/episodes.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ReplayScope::Core {

/// The rows of one policy: every SampleBatch line (or every `policy_batches` entry of
/// that policy) concatenated column by column, in file order.
struct RllibPolicyBatch {
    /// "default_policy" for plain SampleBatch lines, as RLlib names it.
    std::string policyId;
    /// Columns as RLlib's JsonReader returns them: compressed columns decoded (usually
    /// ndarrays), list columns as `np.array(list)` (object arrays for lists of dicts
    /// such as `infos`), dict columns (Dict observation spaces) as nested Batches.
    Batch columns;
    /// Number of rows (the length of the columns).
    std::int64_t rows = 0;
};

/// What an RLlib offline-data source (old API stack) holds.
struct RllibData {
    std::vector<RllibPolicyBatch> policies;
    /// True when any line was a MultiAgentBatch.
    bool multiAgent = false;
    /// Number of SampleBatch / MultiAgentBatch records read.
    std::int64_t records = 0;
    /// Environment steps: the `count` of MultiAgentBatch lines plus the rows of
    /// SampleBatch lines.
    std::int64_t envSteps = 0;
    /// The files (or `archive.zip/member` names) read, in order.
    std::vector<std::string> sources;

    /// The policy with the given id, or null.
    const RllibPolicyBatch* policy(const std::string& id) const;
    /// One policy: its columns. Several: a Batch with one nested Batch per policy id.
    Batch toBatch() const;
};

/// Reads RLlib JSON output: a `.json` file of JSON lines, a `.zip` archive of such
/// files, or a directory (its `*.json` and `*.zip` files in name order). Lines are
/// `{"type": "SampleBatch", column: ...}` or `{"type": "MultiAgentBatch", "count": n,
/// "policy_batches": {id: {column: ...}}}`, optionally wrapped as `{"value": ...}` (some
/// ray.data writers). Throws IoError for unreadable paths and FormatError naming the
/// file, byte offset and line for malformed JSON, unknown record types, bad base64 /
/// LZ4 / pickle payloads, or lines whose columns differ from earlier lines.
RllibData readRllib(const std::string& path);

/// Reads JSON-lines text already in memory; name is used in messages and sources.
RllibData readRllibText(std::string_view text, const std::string& name);

/// True when text (the first bytes of a file) looks like RLlib JSON output: a JSON
/// object whose first key is "type" with value "SampleBatch" or "MultiAgentBatch", or a
/// `{"value": ...}` wrapper of one. For format detection by content.
bool looksLikeRllibJson(std::string_view head);

/// The episodes of one policy's columns. With an `eps_id` column (integers or strings)
/// the rows of each id form one episode, in order of first appearance (RLlib's ids are
/// random, and a vectorised sampler may interleave episodes, so runs are not enough);
/// the end reason comes from `terminateds`/`truncateds` or `dones` at its last row,
/// the return sums `rewards`. Without `eps_id`, episodes split after each done flag
/// (EpisodeList::fromBatch). Throws KeyError when neither is present.
EpisodeList rllibEpisodes(const Batch& columns);

} // namespace ReplayScope::Core
