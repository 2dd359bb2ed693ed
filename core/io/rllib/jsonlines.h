// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/pyvalue.h>

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace ReplayScope::Core::Rllib {

/// Parses one JSON document as Python's `json.loads` would (objects become dicts with
/// keys in file order, NaN/Infinity accepted), with one difference that matters for
/// RLlib's multi-megabyte columns: a rectangular list of only numbers (or only
/// booleans) becomes an NdArray right away (int64, float64 or bool, numpy's choice for
/// `np.array(list)`), never a list of boxed values. Other lists stay lists. Throws
/// FormatError naming file and the absolute byte offset (baseOffset + position).
PyValue parseJsonDocument(std::string_view text, const std::string& file, std::int64_t baseOffset = 0);

/// Calls onLine for every non-blank line of JSON-lines text with the parsed value, the
/// 1-based line number and the line's byte offset.
void forEachJsonLine(std::string_view text, const std::string& file,
                     const std::function<void(const PyValue&, std::int64_t line, std::int64_t offset)>& onLine);

} // namespace ReplayScope::Core::Rllib
