// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "atomicfile.h"

#include <core/error.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace ReplayScope::Core {

namespace {

[[noreturn]] void fail(const std::string& what, const std::string& path, int error)
{
    throw IoError("cannot " + what + " " + path + ": " + std::strerror(error));
}

std::string directoryOf(const std::string& path)
{
    const auto slash = path.rfind('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

} // namespace

AtomicFile::AtomicFile(std::string path)
    : m_path(std::move(path))
{
    // mkstemp gives a unique name in the same directory, so rename() stays atomic.
    std::string pattern = m_path + ".tmp-XXXXXX";
    std::vector<char> buffer(pattern.begin(), pattern.end());
    buffer.push_back('\0');
    m_fd = ::mkstemp(buffer.data());
    if (m_fd < 0)
        fail("create a temporary file for", m_path, errno);
    m_tempPath = buffer.data();
    // mkstemp creates 0600; a saved file should get the usual permissions (umask).
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::fchmod(m_fd, 0666 & ~mask);
}

AtomicFile::~AtomicFile()
{
    discard();
}

void AtomicFile::write(const void* data, std::size_t size)
{
    if (m_fd < 0)
        throw IoError("cannot write " + m_path + ": the file is already closed");
    const char* p = static_cast<const char*>(data);
    while (size > 0) {
        const ssize_t n = ::write(m_fd, p, size);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            fail("write", m_path, errno);
        }
        p += n;
        size -= static_cast<std::size_t>(n);
    }
}

void AtomicFile::commit()
{
    if (m_fd < 0)
        throw IoError("cannot commit " + m_path + ": the file is already closed");
    if (::fsync(m_fd) != 0) {
        const int e = errno;
        discard();
        fail("flush", m_path, e);
    }
    const int closed = ::close(m_fd);
    m_fd = -1;
    if (closed != 0) {
        const int e = errno;
        discard();
        fail("close", m_path, e);
    }
    if (::rename(m_tempPath.c_str(), m_path.c_str()) != 0) {
        const int e = errno;
        discard();
        fail("replace", m_path, e);
    }
    m_tempPath.clear();
    // Without syncing the directory the rename itself may be lost on a crash.
    const int dir = ::open(directoryOf(m_path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
}

void AtomicFile::discard()
{
    if (m_fd >= 0) {
        ::close(m_fd);
        m_fd = -1;
    }
    if (!m_tempPath.empty()) {
        ::unlink(m_tempPath.c_str());
        m_tempPath.clear();
    }
}

} // namespace ReplayScope::Core
