// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/python/pyvalue.h>

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace ReplayScope::Core::Rllib {

/// parseJson (core/io/json/jsonparse.h) with numericListsAsArrays set: RLlib's columns
/// are multi-megabyte numeric lists, kept as NdArrays rather than boxed values. Throws
/// FormatError naming file and the absolute byte offset (baseOffset + position).
PyValue parseJsonDocument(std::string_view text, const std::string& file, std::int64_t baseOffset = 0);

/// Calls onLine for every non-blank line of JSON-lines text with the parsed value, the
/// 1-based line number and the line's byte offset.
void forEachJsonLine(std::string_view text, const std::string& file,
                     const std::function<void(const PyValue&, std::int64_t line, std::int64_t offset)>& onLine);

} // namespace ReplayScope::Core::Rllib
