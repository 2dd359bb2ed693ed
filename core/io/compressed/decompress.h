// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace ReplayScope::Core {

/// Whole-file compressions that Python's gzip, bz2, lzma and zlib modules write, and so
/// joblib's `compress=` (`.gz`, `.bz2`, `.xz`, `.lzma` for lzma's FORMAT_ALONE, `.z` for
/// a zlib stream), told apart by their magic bytes.
enum class Compression { None, Gzip, Bzip2, Xz, Zlib, LzmaAlone };

/// The compression whose magic starts bytes: gzip 1f 8b, bzip2 "BZh" + level digit,
/// xz fd '7zXZ' 00, zlib 78 + a header byte that makes a multiple of 31, lzma-alone 5d +
/// a dictionary size of 2^n or 2^n + 2^(n-1) bytes (at least 4 KiB). None otherwise.
/// The last two magics are weak: callers confirm what the decompressed start holds.
Compression sniffCompression(std::string_view bytes);

/// True for the compressions whose magic can occur in uncompressed data by chance.
bool weakMagic(Compression compression);

/// "gzip", "bzip2", "xz", "zlib", "lzma" (empty for None).
std::string compressionName(Compression compression);

/// Decompresses the whole stream (concatenated gzip members and bzip2 streams too,
/// as Python reads them). Throws FormatError naming name and the compressed offset for
/// damaged or truncated data, and ResourceError-like ValueError when the output would
/// exceed maxBytes (a guard against decompression bombs; the default is 64 GiB).
std::string decompressAll(std::string_view bytes, Compression compression, const std::string& name,
                          std::uint64_t maxBytes = std::uint64_t(64) << 30);

/// Decompresses at most want bytes of the start of the stream (for sniffing what the
/// compressed file holds). Damaged data gives what could be decompressed, never throws.
std::string decompressHead(std::string_view bytes, Compression compression, std::size_t want);

} // namespace ReplayScope::Core
