// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "mappedfile.h"

#include <core/error.h>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ReplayScope::Core {

namespace {

[[noreturn]] void fail(const std::string& what, const std::string& path, int error)
{
    throw IoError("cannot " + what + " " + path + ": " + std::strerror(error));
}

} // namespace

std::shared_ptr<MappedFile> MappedFile::open(const std::string& path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        fail("open", path, errno);
    try {
        auto file = map(fd, path);
        // The mapping stays valid after the descriptor is closed.
        ::close(fd);
        return file;
    } catch (...) {
        ::close(fd);
        throw;
    }
}

std::shared_ptr<MappedFile> MappedFile::map(int fd, const std::string& path)
{
    struct stat st { };
    if (::fstat(fd, &st) != 0)
        fail("stat", path, errno);
    if (!S_ISREG(st.st_mode))
        throw IoError("cannot map " + path + ": not a regular file");
    std::shared_ptr<MappedFile> file(new MappedFile);
    file->m_path = path;
    file->m_size = static_cast<std::size_t>(st.st_size);
    // mmap of length 0 is an error, and an empty file has nothing to map anyway.
    if (file->m_size > 0) {
        void* p = ::mmap(nullptr, file->m_size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (p == MAP_FAILED)
            fail("map", path, errno);
        file->m_data = static_cast<const std::byte*>(p);
    }
    return file;
}

MappedFile::~MappedFile()
{
    if (m_data)
        ::munmap(const_cast<std::byte*>(m_data), m_size);
}

} // namespace ReplayScope::Core
