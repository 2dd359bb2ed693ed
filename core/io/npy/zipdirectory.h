// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace ReplayScope::Core::Zip {

/// Compression methods of the zip format that .npz files use.
enum : std::uint16_t { MethodStored = 0, MethodDeflated = 8 };

/// One member as the central directory describes it (ZIP64 sizes already applied).
struct Entry {
    std::string name;
    std::uint16_t method = 0;
    std::uint16_t flags = 0;
    std::uint32_t crc = 0;
    std::uint64_t compressedSize = 0;
    std::uint64_t size = 0;
    std::uint64_t localHeaderOffset = 0;
};

/// Reads the central directory of a zip archive held in memory (a file mapping),
/// including ZIP64 records as numpy's savez writes them. libzip has no API for a
/// member's data offset, and we need it to view STORED members in place, hence this
/// small reader. Throws FormatError naming file and offset for anything that is not a
/// well-formed archive; every length is checked against the data before use.
std::vector<Entry> readCentralDirectory(const std::byte* data, std::size_t size, const std::string& file);

/// Absolute offset of a member's data: after its local header, whose name and extra
/// field lengths may differ from the central directory's. Throws FormatError when the
/// local header is damaged or the data extends past the end.
std::uint64_t memberDataOffset(const std::byte* data, std::size_t size, const Entry& entry, const std::string& file);

} // namespace ReplayScope::Core::Zip
