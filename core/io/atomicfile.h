// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace ReplayScope::Core {

/// Writes a file so that readers see either the old or the complete new content.
///
/// The data goes to a temporary file in the target's directory (a rename across file
/// systems would not be atomic); commit() flushes it to disk, renames it over the target
/// and syncs the directory. If commit() is never reached (an exception while writing),
/// the destructor removes the temporary file and the target is untouched. Errors are
/// IoError naming the path.
class AtomicFile final {
public:
    /// Creates the temporary file next to path. Throws IoError when it cannot.
    explicit AtomicFile(std::string path);
    /// Removes the temporary file unless commit() succeeded.
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    /// Appends bytes. Throws IoError (for example when the disk is full).
    void write(const void* data, std::size_t size);
    void write(std::string_view bytes) { write(bytes.data(), bytes.size()); }
    /// fsync, close and rename over the target. Throws IoError; after a failure the
    /// target is unchanged and the temporary file removed.
    void commit();
    /// Drops everything written; the target is unchanged.
    void discard();

    /// The final path.
    const std::string& path() const { return m_path; }
    /// The temporary file's path (empty once committed or discarded).
    const std::string& temporaryPath() const { return m_tempPath; }

private:
    std::string m_path;
    std::string m_tempPath;
    int m_fd = -1;
};

} // namespace ReplayScope::Core
