// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <sys/mman.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <string>

namespace ReplayScope::Fuzz {

/// A fuzz input as an anonymous in-memory file (memfd), for readers that open paths.
///
/// The readers map or open files by name (libzip, libhdf5, MappedFile), so each input is
/// put in a memfd and handed over as /proc/self/fd/N: no disk traffic and no temporary
/// names to clean up, which keeps millions of executions cheap. Closed with the object.
class MemoryFile {
public:
    MemoryFile(const std::uint8_t* data, std::size_t size)
        : m_fd(memfd_create("fuzz-input", MFD_CLOEXEC))
    {
        for (std::size_t done = 0; m_fd >= 0 && done < size;) {
            const ssize_t n = write(m_fd, data + done, size - done);
            if (n <= 0) {
                close(m_fd);
                m_fd = -1;
                break;
            }
            done += static_cast<std::size_t>(n);
        }
    }
    ~MemoryFile()
    {
        if (m_fd >= 0)
            close(m_fd);
    }
    MemoryFile(const MemoryFile&) = delete;
    MemoryFile& operator=(const MemoryFile&) = delete;

    /// A path every reader can open (valid while this object lives).
    std::string path() const { return "/proc/self/fd/" + std::to_string(m_fd); }
    /// False when the memfd could not be created or filled.
    bool valid() const { return m_fd >= 0; }

private:
    int m_fd;
};

} // namespace ReplayScope::Fuzz
