// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include "zipdirectory.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace ReplayScope::Core::Zip {

/// Produces a member's bytes by calling the sink, possibly several times; it must give
/// the same bytes every time it is called.
using Producer = std::function<void(const std::function<void(std::string_view)>& sink)>;

/// Writes a zip archive front to back into a byte sink (an AtomicFile), so that nothing
/// needs to seek and no member is held in memory twice.
///
/// STORED members are produced twice: once to compute their CRC-32 and size (the local
/// header precedes the data), once to write them. DEFLATED members are compressed in
/// memory (raw deflate, zlib's default level, as Python's zipfile), then written. ZIP64
/// records are added only when sizes or offsets need them. Timestamps are fixed at
/// 1980-01-01 00:00, so equal content gives equal files.
class Writer {
public:
    explicit Writer(std::function<void(std::string_view)> sink);

    /// Adds a member. Throws ValueError for an empty or duplicate name.
    void add(const std::string& name, const Producer& producer, bool deflate);
    /// Writes the central directory and the end records. Call once, last.
    void finish();

private:
    void emit(std::string_view bytes);

    std::function<void(std::string_view)> m_sink;
    std::vector<Entry> m_entries;
    std::uint64_t m_offset = 0;
};

} // namespace ReplayScope::Core::Zip
