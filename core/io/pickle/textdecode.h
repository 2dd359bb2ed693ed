// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Text helpers of the pickle reader and writer: the encodings the text opcodes of
// protocol 0 and Python 2 use. Errors are ValueError; the VM adds file and offset.

#include <core/python/pyvalue.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ReplayScope::Core::Pickle {

/// UTF-8 as CPython decodes it with 'surrogatepass': lone surrogates are allowed,
/// overlong forms and code points above U+10FFFF are not.
bool isValidUtf8Surrogatepass(std::string_view text);
/// Each byte is one code point (latin-1), written as UTF-8.
std::string latin1ToUtf8(std::string_view bytes);
/// The inverse, for `_codecs.encode(text, 'latin1')`; nullopt when a code point is
/// above U+00FF (Python raises UnicodeEncodeError).
std::optional<std::string> utf8ToLatin1(std::string_view text);
/// Appends the UTF-8 form of a code point.
void appendUtf8(std::string& out, std::uint32_t codePoint);
/// The quoted, backslash-escaped text of a protocol-0 STRING (`'ab\x00'`), as bytes.
std::string decodeStringEscape(std::string_view quoted);
/// A protocol-0 UNICODE line (raw-unicode-escape: latin-1 plus \uXXXX, \UXXXXXXXX).
std::string decodeRawUnicodeEscape(std::string_view line);
/// A decimal integer of INT/LONG (optional sign), as Int or BigInt.
PyValue parseIntText(std::string_view text);
/// A float of FLOAT (Python's repr, including inf and nan).
double parseFloatText(std::string_view text);
/// A memo index of PUT/GET.
std::uint64_t parseIndexText(std::string_view text);

} // namespace ReplayScope::Core::Pickle
