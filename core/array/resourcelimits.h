// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/ndarray.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace ReplayScope::Core {

/// The physical memory of this machine in bytes (sysconf), or 2^64-1 when unknown.
///
/// Readers compare the sizes a file declares against it before allocating: a file that
/// claims more than the machine has cannot be shown anyway, and believing the claim
/// would end in an out-of-memory kill (the kernel overcommits, and sanitizer builds
/// reserve without limit) instead of a message.
std::uint64_t physicalMemoryBytes();

/// Number of elements times itemSize, or nullopt when the product does not fit in
/// 63 bits (a hostile shape such as (2**62, 2**62)). Negative dimensions give nullopt.
std::optional<std::uint64_t> checkedByteCount(const Shape& shape, std::size_t itemSize);

/// Sets the C library's allocator up for a process that makes and drops large arrays,
/// as every sample, gather, stack or split result is: call once at the start of main().
///
/// By default glibc returns freed memory at the top of its heap to the kernel and maps
/// blocks above a threshold afresh, so every new result faults each of its pages in
/// again; on a virtual machine a fault costs microseconds, ten times the copy that fills
/// the page. Blocks below 32 MiB now come from the heap and up to 64 MiB of free heap is
/// kept for the next result. That free heap is kept per arena, and glibc gives threads
/// up to eight arenas a core: the workers that read, estimate and plot a large file
/// each left their own free blocks behind (issue 23: 115 MB of anonymous memory for a
/// 10 GB D4RL file whose heap never held more than 67 MB at once). Two arenas, the GUI
/// thread's and the workers', bring that to 86 MB (1 arena: 80 MB) with the same times.
/// Returns false, changing nothing, where the allocator is not glibc's (a sanitizer's,
/// another C library's).
bool tuneAllocator();

/// A byte count for messages: "512 bytes", "3.2 MiB", "8.0 TiB".
std::string byteCountText(std::uint64_t bytes);

/// Empty when bytes fit in the machine's memory, else a message for users ("needs 8.0
/// TiB, more than this machine's 23.4 GiB of memory"); what names the thing allocated.
std::string memoryRefusal(const std::string& what, std::uint64_t bytes);

} // namespace ReplayScope::Core
