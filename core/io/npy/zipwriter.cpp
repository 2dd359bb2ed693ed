// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "zipwriter.h"

#include <core/error.h>

#include <zlib.h>

#include <algorithm>

namespace ReplayScope::Core::Zip {

namespace {

constexpr std::uint32_t Max32 = 0xFFFFFFFF;
constexpr std::uint16_t DosDate1980 = 0x21; // 1980-01-01, the earliest DOS date
constexpr std::uint16_t FlagUtf8 = 0x0800;

void put(std::string& out, std::uint64_t value, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out += char((value >> (8 * i)) & 0xFF);
}

bool isAscii(std::string_view s)
{
    return std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

std::uint32_t crcOf(std::uint32_t crc, std::string_view bytes)
{
    return std::uint32_t(crc32_z(crc, reinterpret_cast<const Bytef*>(bytes.data()), bytes.size()));
}

// Raw deflate (no zlib header), what zip's method 8 holds.
std::string deflateAll(const Producer& producer, std::uint32_t* crc, std::uint64_t* size)
{
    z_stream z{};
    if (deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        throw Error("zlib could not start compressing");
    std::string out;
    char chunk[1 << 16];
    auto pump = [&](int flush) {
        do {
            z.next_out = reinterpret_cast<Bytef*>(chunk);
            z.avail_out = sizeof chunk;
            deflate(&z, flush);
            out.append(chunk, sizeof chunk - z.avail_out);
        } while (z.avail_out == 0);
    };
    *crc = 0;
    *size = 0;
    producer([&](std::string_view bytes) {
        *crc = crcOf(*crc, bytes);
        *size += bytes.size();
        // avail_in is 32 bits wide; feed large pieces in slices.
        while (!bytes.empty()) {
            const std::size_t piece = std::min<std::size_t>(bytes.size(), 1u << 30);
            z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
            z.avail_in = uInt(piece);
            pump(Z_NO_FLUSH);
            bytes.remove_prefix(piece);
        }
    });
    z.avail_in = 0;
    pump(Z_FINISH);
    deflateEnd(&z);
    return out;
}

// The ZIP64 extra field with the given values (those that overflow 32 bits).
std::string zip64Extra(const std::vector<std::uint64_t>& values)
{
    std::string extra;
    if (values.empty())
        return extra;
    put(extra, 0x0001, 2);
    put(extra, values.size() * 8, 2);
    for (std::uint64_t v : values)
        put(extra, v, 8);
    return extra;
}

} // namespace

Writer::Writer(std::function<void(std::string_view)> sink)
    : m_sink(std::move(sink))
{
}

void Writer::emit(std::string_view bytes)
{
    m_sink(bytes);
    m_offset += bytes.size();
}

void Writer::add(const std::string& name, const Producer& producer, bool deflate)
{
    if (name.empty() || name.size() > 0xFFFF)
        throw ValueError("a zip member name must have 1 to 65535 bytes");
    for (const Entry& e : m_entries) {
        if (e.name == name)
            throw ValueError("duplicate zip member '" + name + "'");
    }
    Entry e;
    e.name = name;
    e.method = deflate ? MethodDeflated : MethodStored;
    e.flags = isAscii(name) ? 0 : FlagUtf8;
    e.localHeaderOffset = m_offset;
    std::string compressed;
    if (deflate) {
        compressed = deflateAll(producer, &e.crc, &e.size);
        e.compressedSize = compressed.size();
    } else {
        producer([&e](std::string_view bytes) {
            e.crc = crcOf(e.crc, bytes);
            e.size += bytes.size();
        });
        e.compressedSize = e.size;
    }
    const bool big = e.size >= Max32 || e.compressedSize >= Max32;
    std::string header;
    put(header, 0x04034b50, 4);
    put(header, big ? 45 : 20, 2); // version needed: 4.5 for ZIP64, 2.0 for deflate
    put(header, e.flags, 2);
    put(header, e.method, 2);
    put(header, 0, 2);
    put(header, DosDate1980, 2);
    put(header, e.crc, 4);
    put(header, big ? Max32 : e.compressedSize, 4);
    put(header, big ? Max32 : e.size, 4);
    // The local ZIP64 field must hold both sizes (APPNOTE 4.5.3).
    const std::string extra = big ? zip64Extra({e.size, e.compressedSize}) : std::string();
    put(header, name.size(), 2);
    put(header, extra.size(), 2);
    header += name;
    header += extra;
    emit(header);
    if (deflate) {
        emit(compressed);
    } else {
        std::uint64_t written = 0;
        producer([&](std::string_view bytes) {
            written += bytes.size();
            emit(bytes);
        });
        if (written != e.size)
            throw Error("zip member '" + name + "' changed size while being written");
    }
    m_entries.push_back(std::move(e));
}

void Writer::finish()
{
    const std::uint64_t directoryOffset = m_offset;
    for (const Entry& e : m_entries) {
        std::vector<std::uint64_t> wide;
        if (e.size >= Max32)
            wide.push_back(e.size);
        if (e.compressedSize >= Max32)
            wide.push_back(e.compressedSize);
        if (e.localHeaderOffset >= Max32)
            wide.push_back(e.localHeaderOffset);
        const std::string extra = zip64Extra(wide);
        std::string c;
        put(c, 0x02014b50, 4);
        put(c, (3 << 8) | 45, 2); // made by: Unix, 4.5
        put(c, wide.empty() ? 20 : 45, 2);
        put(c, e.flags, 2);
        put(c, e.method, 2);
        put(c, 0, 2);
        put(c, DosDate1980, 2);
        put(c, e.crc, 4);
        put(c, std::min<std::uint64_t>(e.compressedSize, Max32), 4);
        put(c, std::min<std::uint64_t>(e.size, Max32), 4);
        put(c, e.name.size(), 2);
        put(c, extra.size(), 2);
        put(c, 0, 2); // comment
        put(c, 0, 2); // disk
        put(c, 0, 2); // internal attributes
        put(c, std::uint64_t(0100644) << 16, 4); // a regular file, rw-r--r--
        put(c, std::min<std::uint64_t>(e.localHeaderOffset, Max32), 4);
        c += e.name;
        c += extra;
        emit(c);
    }
    const std::uint64_t directorySize = m_offset - directoryOffset;
    const std::uint64_t count = m_entries.size();
    if (count >= 0xFFFF || directorySize >= Max32 || directoryOffset >= Max32) {
        const std::uint64_t end64 = m_offset;
        std::string z;
        put(z, 0x06064b50, 4);
        put(z, 44, 8);
        put(z, (3 << 8) | 45, 2);
        put(z, 45, 2);
        put(z, 0, 4);
        put(z, 0, 4);
        put(z, count, 8);
        put(z, count, 8);
        put(z, directorySize, 8);
        put(z, directoryOffset, 8);
        put(z, 0x07064b50, 4);
        put(z, 0, 4);
        put(z, end64, 8);
        put(z, 1, 4);
        emit(z);
    }
    std::string end;
    put(end, 0x06054b50, 4);
    put(end, 0, 4);
    put(end, std::min<std::uint64_t>(count, 0xFFFF), 2);
    put(end, std::min<std::uint64_t>(count, 0xFFFF), 2);
    put(end, std::min<std::uint64_t>(directorySize, Max32), 4);
    put(end, std::min<std::uint64_t>(directoryOffset, Max32), 4);
    put(end, 0, 2);
    emit(end);
}

} // namespace ReplayScope::Core::Zip
