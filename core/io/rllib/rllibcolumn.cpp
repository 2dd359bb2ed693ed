// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// RLlib's column compression (rllib/utils/compression.py): pickle, LZ4 frame, base64.
#include "rllibcolumn.h"

#include <core/error.h>
#include <core/io/pickle/picklereader.h>

#include <lz4frame.h>

#include <memory>

namespace ReplayScope::Core::Rllib {

namespace {

std::string_view stripBytesWrapper(std::string_view text)
{
    // str(b"...") of some Ray versions: b'BCJNGE...'
    if (text.size() >= 3 && text.substr(0, 2) == "b'" && text.back() == '\'')
        return text.substr(2, text.size() - 3);
    return text;
}

int base64Value(char c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    if (c == '+')
        return 62;
    if (c == '/')
        return 63;
    return -1;
}

struct DecompressionContext {
    LZ4F_dctx* ctx = nullptr;
    ~DecompressionContext() { LZ4F_freeDecompressionContext(ctx); }
};

} // namespace

bool isCompressedColumn(std::string_view text)
{
    // The frame magic 04 22 4D 18 fixes the first five base64 characters; the sixth
    // also carries bits of the frame flags, so it varies ("BCJNGE", "BCJNGG", ...).
    return stripBytesWrapper(text).substr(0, 5) == "BCJNG";
}

std::string base64Decode(std::string_view text, const std::string& file, std::int64_t offset)
{
    std::string out;
    out.reserve(text.size() / 4 * 3);
    std::uint32_t accumulator = 0;
    int bits = 0;
    int quantum = 0; // characters of the current 4-character group, padding included
    int padding = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n' || c == '\r')
            continue;
        auto fail = [&](const std::string& what) {
            throw FormatError(file, offset,
                              "bad base64 in a compressed column at character " + std::to_string(i) + ": " + what);
        };
        if (c == '=') {
            if (quantum < 2)
                fail("misplaced '='");
            ++padding;
            ++quantum;
        } else {
            const int v = base64Value(c);
            if (v < 0)
                fail(std::string("'") + c + "' is not a base64 character");
            if (padding)
                fail("data after '=' padding");
            accumulator = (accumulator << 6) | std::uint32_t(v);
            bits += 6;
            ++quantum;
            if (bits >= 8) {
                bits -= 8;
                out += char((accumulator >> bits) & 0xFF);
            }
        }
        if (quantum == 4) {
            quantum = 0;
            bits = 0;
            accumulator = 0;
            if (padding && i + 1 < text.size())
                fail("data after '=' padding");
        }
    }
    if (quantum != 0)
        throw FormatError(file, offset, "bad base64 in a compressed column: incorrect padding");
    return out;
}

std::string lz4FrameDecompress(std::string_view frame, const std::string& file, std::int64_t offset)
{
    DecompressionContext d;
    if (LZ4F_isError(LZ4F_createDecompressionContext(&d.ctx, LZ4F_VERSION)))
        throw Error("liblz4 could not create a decompression context");
    // LZ4 cannot expand data by more than 255:1; anything claiming more is damaged.
    const std::size_t limit = frame.size() * 255 + (1u << 20);
    std::string out;
    std::size_t in = 0;
    std::size_t hint = 1;
    char chunk[1 << 16];
    while (hint != 0) {
        if (in >= frame.size())
            throw FormatError(file, offset, "the LZ4 frame of a compressed column is truncated");
        std::size_t srcSize = frame.size() - in;
        std::size_t dstSize = sizeof chunk;
        hint = LZ4F_decompress(d.ctx, chunk, &dstSize, frame.data() + in, &srcSize, nullptr);
        if (LZ4F_isError(hint))
            throw FormatError(file, offset,
                              std::string("the LZ4 frame of a compressed column is damaged (") + LZ4F_getErrorName(hint)
                                  + ")");
        in += srcSize;
        out.append(chunk, dstSize);
        if (out.size() > limit)
            throw FormatError(file, offset, "the LZ4 frame of a compressed column inflates beyond 255:1");
        if (srcSize == 0 && dstSize == 0 && hint != 0 && in >= frame.size())
            throw FormatError(file, offset, "the LZ4 frame of a compressed column is truncated");
    }
    if (in != frame.size())
        throw FormatError(file, offset, "data follows the LZ4 frame of a compressed column");
    return out;
}

PyValue decodeCompressedColumn(std::string_view text, const std::string& file, std::int64_t offset)
{
    const std::string frame = base64Decode(stripBytesWrapper(text), file, offset);
    const std::string pickle = lz4FrameDecompress(frame, file, offset);
    const std::string name = file.empty() ? std::string("compressed column") : file + " (compressed column)";
    try {
        return PickleReader().readBytes(pickle, name);
    } catch (const FormatError& e) {
        // Very old Ray serialised with pyarrow instead of pickle; say so.
        if (pickle.empty() || static_cast<unsigned char>(pickle[0]) != 0x80)
            throw FormatError(file, offset,
                              "a compressed column does not hold a pickle (pyarrow-serialised columns of very old "
                              "Ray versions are not supported)");
        throw;
    }
}

} // namespace ReplayScope::Core::Rllib
