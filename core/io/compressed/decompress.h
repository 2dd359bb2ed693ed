// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace ReplayScope::Core {

/// Whole-file compressions that Python's gzip, bz2 and lzma modules write (and
/// joblib's `compress=` for a plain pickle), told apart by their magic bytes.
enum class Compression { None, Gzip, Bzip2, Xz };

/// The compression whose magic starts bytes: gzip 1f 8b, bzip2 "BZh" + level digit,
/// xz fd '7zXZ' 00. None otherwise.
Compression sniffCompression(std::string_view bytes);

/// "gzip", "bzip2", "xz" (empty for None).
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
