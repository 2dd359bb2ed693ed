// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "resourcelimits.h"

#include <cstdio>
#include <limits>
#include <unistd.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

// Under AddressSanitizer malloc is the sanitizer's (gcc says so one way, clang another).
#if defined(__SANITIZE_ADDRESS__)
#define REPLAYSCOPE_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define REPLAYSCOPE_ASAN 1
#endif
#endif

namespace ReplayScope::Core {

std::uint64_t physicalMemoryBytes()
{
    const long pages = ::sysconf(_SC_PHYS_PAGES);
    const long pageSize = ::sysconf(_SC_PAGESIZE);
    if (pages <= 0 || pageSize <= 0)
        return std::numeric_limits<std::uint64_t>::max();
    return std::uint64_t(pages) * std::uint64_t(pageSize);
}

std::optional<std::uint64_t> checkedByteCount(const Shape& shape, std::size_t itemSize)
{
    std::int64_t count = 1;
    for (const std::int64_t d : shape) {
        if (d < 0 || __builtin_mul_overflow(count, d, &count))
            return std::nullopt;
    }
    std::int64_t bytes = 0;
    if (__builtin_mul_overflow(count, static_cast<std::int64_t>(itemSize), &bytes))
        return std::nullopt;
    return static_cast<std::uint64_t>(bytes);
}

std::string byteCountText(std::uint64_t bytes)
{
    if (bytes < 1024)
        return std::to_string(bytes) + " bytes";
    static const char* const units[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    double value = double(bytes) / 1024.0;
    int unit = 0;
    while (value >= 1024.0 && unit < 5) {
        value /= 1024.0;
        ++unit;
    }
    char text[32];
    std::snprintf(text, sizeof text, "%.1f %s", value, units[unit]);
    return text;
}

std::string memoryRefusal(const std::string& what, std::uint64_t bytes)
{
    const std::uint64_t memory = physicalMemoryBytes();
    if (bytes <= memory)
        return {};
    return what + " needs " + byteCountText(bytes) + ", more than this machine's " + byteCountText(memory)
           + " of memory";
}

bool tuneAllocator()
{
#if defined(__GLIBC__) && !defined(REPLAYSCOPE_ASAN)
    constexpr int mmapThreshold = 32 << 20; // glibc's own ceiling for its moving threshold
    constexpr int trimThreshold = 64 << 20;
    constexpr int arenas = 2; // the GUI thread's and the workers' (see the header)
    return mallopt(M_MMAP_THRESHOLD, mmapThreshold) == 1 && mallopt(M_TRIM_THRESHOLD, trimThreshold) == 1
           && mallopt(M_ARENA_MAX, arenas) == 1;
#else
    return false;
#endif
}

} // namespace ReplayScope::Core
