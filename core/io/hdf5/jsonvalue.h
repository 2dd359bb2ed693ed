// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/pyvalue.h>

#include <string>
#include <string_view>

namespace ReplayScope::Core {

/// Parses JSON text into Python values as `json.loads` does: objects become dicts (keys
/// in file order), arrays lists, integers int (beyond 64 bits: big ints), other numbers
/// float, true/false/null bool/None. Used for Minari's metadata.json. Throws FormatError
/// naming `name` and the byte offset on malformed input.
PyValue parseJson(std::string_view text, const std::string& name = {});

} // namespace ReplayScope::Core
