// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// One streaming loop per library (zlib, libbz2, liblzma), all three fed the mapped file
// in one piece and drained a chunk at a time, so that a limit stops a bomb early.
#include <core/io/compressed/decompress.h>

#include <core/error.h>

#include <bzlib.h>
#include <lzma.h>
#include <zlib.h>

#include <algorithm>
#include <climits>

namespace ReplayScope::Core {

namespace {

constexpr std::size_t kChunk = std::size_t(1) << 20;

struct Sink {
    std::string out;
    std::uint64_t max;
    bool headOnly;
    // Grows the output by a chunk; false when the limit is reached.
    char* grow(std::size_t& room)
    {
        const std::size_t before = out.size();
        room = static_cast<std::size_t>(std::min<std::uint64_t>(kChunk, max - std::min<std::uint64_t>(max, before)));
        if (room == 0)
            return nullptr;
        out.resize(before + room);
        return out.data() + before;
    }
};

[[noreturn]] void damaged(const std::string& name, std::size_t at, const std::string& what, const std::string& detail)
{
    throw FormatError(name, static_cast<std::int64_t>(at), what + " data is damaged or truncated (" + detail + ")");
}

// gzip members, or one zlib stream (window bits 15 + 32 read both headers).
void gunzip(std::string_view in, Sink& sink, const std::string& name, const std::string& label)
{
    std::size_t pos = 0;
    while (pos < in.size()) {
        z_stream z{};
        if (inflateInit2(&z, 15 + 32) != Z_OK)
            throw ValueError("zlib could not start");
        z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data() + pos));
        z.avail_in = static_cast<uInt>(std::min<std::size_t>(in.size() - pos, UINT_MAX));
        int rc = Z_OK;
        while (rc != Z_STREAM_END) {
            std::size_t room = 0;
            char* dst = sink.grow(room);
            if (!dst) {
                inflateEnd(&z);
                if (sink.headOnly)
                    return;
                throw ValueError(name + ": the decompressed data exceeds the limit of " + std::to_string(sink.max)
                                 + " bytes");
            }
            z.next_out = reinterpret_cast<Bytef*>(dst);
            z.avail_out = static_cast<uInt>(room);
            rc = inflate(&z, Z_NO_FLUSH);
            sink.out.resize(sink.out.size() - z.avail_out);
            if (rc != Z_OK && rc != Z_STREAM_END) {
                const std::string msg = z.msg ? z.msg : "zlib error " + std::to_string(rc);
                const std::size_t at = pos + z.total_in;
                inflateEnd(&z);
                if (sink.headOnly)
                    return;
                damaged(name, at, label, rc == Z_BUF_ERROR ? "unexpected end of data" : msg);
            }
        }
        pos += z.total_in;
        inflateEnd(&z);
        // Python reads further gzip members; trailing zero padding is allowed too.
        while (pos < in.size() && in[pos] == '\0')
            ++pos;
    }
}

void bunzip(std::string_view in, Sink& sink, const std::string& name)
{
    std::size_t pos = 0;
    while (pos < in.size()) {
        bz_stream b{};
        if (BZ2_bzDecompressInit(&b, 0, 0) != BZ_OK)
            throw ValueError("libbz2 could not start");
        b.next_in = const_cast<char*>(in.data() + pos);
        b.avail_in = static_cast<unsigned>(std::min<std::size_t>(in.size() - pos, UINT_MAX));
        int rc = BZ_OK;
        while (rc != BZ_STREAM_END) {
            std::size_t room = 0;
            char* dst = sink.grow(room);
            if (!dst) {
                BZ2_bzDecompressEnd(&b);
                if (sink.headOnly)
                    return;
                throw ValueError(name + ": the decompressed data exceeds the limit of " + std::to_string(sink.max)
                                 + " bytes");
            }
            b.next_out = dst;
            b.avail_out = static_cast<unsigned>(room);
            const unsigned availBefore = b.avail_in;
            rc = BZ2_bzDecompress(&b);
            sink.out.resize(sink.out.size() - b.avail_out);
            const bool stuck = rc == BZ_OK && b.avail_in == 0 && availBefore == 0 && b.avail_out > 0;
            if ((rc != BZ_OK && rc != BZ_STREAM_END) || stuck) {
                const std::size_t at = pos + (static_cast<std::size_t>(b.total_in_hi32) << 32) + b.total_in_lo32;
                BZ2_bzDecompressEnd(&b);
                if (sink.headOnly)
                    return;
                damaged(name, at, "bzip2", stuck ? "unexpected end of data" : "libbz2 error " + std::to_string(rc));
            }
        }
        pos += (static_cast<std::size_t>(b.total_in_hi32) << 32) + b.total_in_lo32;
        BZ2_bzDecompressEnd(&b);
    }
}

// xz streams, or with alone the legacy .lzma format (Python's lzma FORMAT_ALONE).
void unxz(std::string_view in, Sink& sink, const std::string& name, bool alone)
{
    lzma_stream x = LZMA_STREAM_INIT;
    const lzma_ret started =
        alone ? lzma_alone_decoder(&x, UINT64_MAX) : lzma_stream_decoder(&x, UINT64_MAX, LZMA_CONCATENATED);
    if (started != LZMA_OK)
        throw ValueError("liblzma could not start");
    x.next_in = reinterpret_cast<const std::uint8_t*>(in.data());
    x.avail_in = in.size();
    lzma_ret rc = LZMA_OK;
    while (rc != LZMA_STREAM_END) {
        std::size_t room = 0;
        char* dst = sink.grow(room);
        if (!dst) {
            lzma_end(&x);
            if (sink.headOnly)
                return;
            throw ValueError(name + ": the decompressed data exceeds the limit of " + std::to_string(sink.max)
                             + " bytes");
        }
        x.next_out = reinterpret_cast<std::uint8_t*>(dst);
        x.avail_out = room;
        rc = lzma_code(&x, x.avail_in == 0 ? LZMA_FINISH : LZMA_RUN);
        sink.out.resize(sink.out.size() - x.avail_out);
        if (rc != LZMA_OK && rc != LZMA_STREAM_END) {
            const std::size_t at = static_cast<std::size_t>(x.total_in);
            lzma_end(&x);
            if (sink.headOnly)
                return;
            damaged(name, at, alone ? "lzma" : "xz",
                    rc == LZMA_BUF_ERROR ? "unexpected end of data" : "liblzma error " + std::to_string(rc));
        }
    }
    lzma_end(&x);
}

void run(std::string_view bytes, Compression compression, const std::string& name, Sink& sink)
{
    switch (compression) {
    case Compression::Gzip: return gunzip(bytes, sink, name, "gzip");
    case Compression::Zlib: return gunzip(bytes, sink, name, "zlib");
    case Compression::Bzip2: return bunzip(bytes, sink, name);
    case Compression::Xz: return unxz(bytes, sink, name, false);
    case Compression::LzmaAlone: return unxz(bytes, sink, name, true);
    case Compression::None: break;
    }
    sink.out.assign(bytes.substr(0, static_cast<std::size_t>(std::min<std::uint64_t>(bytes.size(), sink.max))));
}

} // namespace

Compression sniffCompression(std::string_view b)
{
    if (b.size() >= 2 && std::uint8_t(b[0]) == 0x1f && std::uint8_t(b[1]) == 0x8b)
        return Compression::Gzip;
    if (b.size() >= 4 && b.substr(0, 3) == "BZh" && b[3] >= '1' && b[3] <= '9')
        return Compression::Bzip2;
    if (b.size() >= 6
        && b.substr(0, 6)
               == std::string_view("\xFD"
                                   "7zXZ\0",
                                   6))
        return Compression::Xz;
    if (b.size() >= 2 && std::uint8_t(b[0]) == 0x78 && ((std::uint8_t(b[0]) << 8) | std::uint8_t(b[1])) % 31 == 0)
        return Compression::Zlib;
    if (b.size() >= 13 && std::uint8_t(b[0]) == 0x5d) {
        std::uint32_t dict = 0;
        for (int i = 4; i >= 1; --i)
            dict = (dict << 8) | std::uint8_t(b[std::size_t(i)]);
        const std::uint32_t high = dict == 0 ? 0 : std::uint32_t(1) << (31 - __builtin_clz(dict));
        if (dict >= 4096 && (dict == high || dict == high + high / 2))
            return Compression::LzmaAlone;
    }
    return Compression::None;
}

bool weakMagic(Compression compression)
{
    return compression == Compression::Zlib || compression == Compression::LzmaAlone;
}

std::string compressionName(Compression compression)
{
    switch (compression) {
    case Compression::Gzip: return "gzip";
    case Compression::Bzip2: return "bzip2";
    case Compression::Xz: return "xz";
    case Compression::Zlib: return "zlib";
    case Compression::LzmaAlone: return "lzma";
    case Compression::None: break;
    }
    return {};
}

std::string decompressAll(std::string_view bytes, Compression compression, const std::string& name,
                          std::uint64_t maxBytes)
{
    Sink sink{{}, maxBytes, false};
    run(bytes, compression, name, sink);
    return std::move(sink.out);
}

std::string decompressHead(std::string_view bytes, Compression compression, std::size_t want)
{
    Sink sink{{}, want, true};
    try {
        run(bytes, compression, {}, sink);
    } catch (const Error&) {
    }
    return std::move(sink.out);
}

} // namespace ReplayScope::Core
