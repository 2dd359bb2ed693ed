// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <memory>
#include <string>

namespace ReplayScope::Core {

/// A whole file mapped read-only into memory.
///
/// Readers keep the mapping alive through a shared_ptr for as long as any array or
/// bytes value points into it, so opening a file never copies its payloads. The mapping
/// is private and read-only: a later change of the file on disk by another program does
/// not corrupt values already read (on Linux, at least until the pages are evicted).
/// Errors are IoError naming the path. An empty file gives a valid object of size 0.
class MappedFile final {
public:
    /// Maps the file at path. Throws IoError when it cannot be opened, stat'ed or mapped.
    static std::shared_ptr<MappedFile> open(const std::string& path);
    /// Maps the regular file open at descriptor fd, which stays the caller's (the mapping
    /// outlives it); path names the file in messages. For readers that hold the file open
    /// already and must map that file, not whatever the path names by now.
    static std::shared_ptr<MappedFile> map(int fd, const std::string& path);

    ~MappedFile();
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;

    /// First byte of the mapping (null for an empty file).
    const std::byte* data() const { return m_data; }
    /// Size of the file in bytes.
    std::size_t size() const { return m_size; }
    /// The path the file was opened with, for messages.
    const std::string& path() const { return m_path; }

private:
    MappedFile() = default;

    std::string m_path;
    const std::byte* m_data = nullptr;
    std::size_t m_size = 0;
};

} // namespace ReplayScope::Core
