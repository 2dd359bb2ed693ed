// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/python/pyvalue.h>

#include <cstdint>
#include <string>
#include <string_view>

namespace ReplayScope::Core::Rllib {

/// True when a string column holds RLlib's compressed form: base64 text of an LZ4 frame
/// (it then starts with "BCJNG", the base64 of the frame magic 04 22 4D 18), possibly
/// inside the `b'...'` wrapper some Ray versions left in.
bool isCompressedColumn(std::string_view text);

/// Decodes standard base64 (RFC 4648 alphabet, `=` padding required as Python's
/// b64decode requires it; line breaks are skipped). Throws FormatError naming file and
/// offset (plus the position in the text) at the first bad character.
std::string base64Decode(std::string_view text, const std::string& file, std::int64_t offset);

/// Decompresses one LZ4 frame with liblz4's frame API. The output is bounded by LZ4's
/// largest possible ratio (255:1), so a damaged size field cannot make it allocate
/// without limit. Throws FormatError with liblz4's error name.
std::string lz4FrameDecompress(std::string_view frame, const std::string& file, std::int64_t offset);

/// The value of a compressed column: `pickle.loads(lz4.frame.decompress(b64decode(s)))`
/// as RLlib's `unpack` does, through our pickle reader (usually an ndarray).
PyValue decodeCompressedColumn(std::string_view text, const std::string& file, std::int64_t offset);

} // namespace ReplayScope::Core::Rllib
