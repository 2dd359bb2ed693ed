// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include "output.h"

#include <core/batch/batch.h>
#include <core/files/formats.h>

#include <string>

namespace ReplayScope::Cli {

/// The manifest record of shared/fixtures/README.md for a loaded file, as one JSON
/// object: `file`, `tianshou` (the release range the content matches, or null),
/// `class`, `module` (pickles only), `len`, and `tree` for Batches; `maxsize`,
/// `stack_num`, `indices`, `prev`, `next`, `chrono_rew`, `chrono_done` and `storage`
/// for buffers. Files of other libraries' layouts (D4RL, Minari, RLlib, npz) add the
/// fields of other-formats/manifest.json: `layout`, `steps` and `episodes`.
///
/// Leaves of more than kRecordFullElements elements get no `sha256`/`sum` unless full is
/// set (hashing a dataset of 10^9 elements takes half a minute): they say
/// `"statistics": "skipped"` instead (docs/info-json.md). With full, a progress line on
/// a terminal names the leaf being hashed.
std::string manifestRecord(const Core::LoadedData& data, bool full = false);

/// Leaves above this many elements are hashed only on request (`info --json --full`).
constexpr std::int64_t kRecordFullElements = std::int64_t(1) << 24;

/// Writes the leaf records of a Batch (dotted path -> kind, dtype, shape, sha256 and
/// sum or repr) as the members of the current JSON object.
void writeTreeRecords(JsonWriter& json, const Core::Batch& batch, const std::string& prefix = {}, bool full = false);

/// SHA-256 of an array's elements in C order, little endian.
std::string arraySha256(const Core::NdArray& array);

} // namespace ReplayScope::Cli
