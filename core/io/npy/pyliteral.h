// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/python/pyvalue.h>

#include <cstdint>
#include <string>
#include <string_view>

namespace ReplayScope::Core::Npy {

/// Parses the small subset of Python literal syntax that numpy writes into .npy headers
/// (what `ast.literal_eval` would accept there): dicts, lists, tuples, str literals with
/// ' or " quotes and backslash escapes, integers, True, False and None. Nothing is
/// evaluated, nesting is bounded, and every problem is a FormatError naming file and the
/// absolute byte offset (baseOffset + position in text), so a hostile header can only
/// ever produce a clean error.
PyValue parsePyLiteral(std::string_view text, const std::string& file, std::int64_t baseOffset);

} // namespace ReplayScope::Core::Npy
