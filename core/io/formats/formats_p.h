// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Internal pieces of the load/save facade, shared between its source files.

#include <core/io/formats/formats.h>

#include <string>
#include <utility>
#include <vector>

namespace ReplayScope::Core::Formats {

/// Loads the numpy and RLlib formats through their readers (core/io/npy, core/io/rllib).
LoadedData loadOther(const std::string& path, FileFormat format);

} // namespace ReplayScope::Core::Formats
