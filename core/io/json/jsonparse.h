// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/python/pyvalue.h>

#include <cstdint>
#include <string>
#include <string_view>

namespace ReplayScope::Core {

/// How parseJson builds its values; the defaults are exactly `json.loads`.
struct JsonOptions {
    /// A rectangular list of only numbers (or only booleans) becomes an NdArray right
    /// away (int64, float64 or bool, numpy's choice for `np.array(list)`), never a list
    /// of boxed values: RLlib's columns are multi-megabyte lists. Other lists stay lists.
    bool numericListsAsArrays = false;
};

/// Parses one JSON document into Python values as `json.loads` does: objects become
/// dicts (keys in file order, a repeated key keeps the last value), arrays lists,
/// integers int (beyond 64 bits: big ints), other numbers float, true/false/null
/// bool/None, and Python's NaN/Infinity/-Infinity are accepted. Used for Minari's
/// metadata.json and RLlib's SampleBatch JSON. Throws FormatError naming `file` and the
/// absolute byte offset (baseOffset + position in text) on malformed input.
PyValue parseJson(std::string_view text, const std::string& file = {}, const JsonOptions& options = {},
                  std::int64_t baseOffset = 0);

} // namespace ReplayScope::Core
