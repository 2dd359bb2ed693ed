// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The zip central directory (APPNOTE.TXT 4.3.12 to 4.3.16 and the ZIP64 records of
// 4.3.14 and 4.5.3), read only as far as locating members needs.
#include "zipdirectory.h"

#include <core/error.h>

namespace ReplayScope::Core::Zip {

namespace {

constexpr std::uint32_t SigLocal = 0x04034b50;
constexpr std::uint32_t SigCentral = 0x02014b50;
constexpr std::uint32_t SigEnd = 0x06054b50;
constexpr std::uint32_t SigEnd64 = 0x06064b50;
constexpr std::uint32_t SigLocator64 = 0x07064b50;
constexpr std::size_t EndSize = 22;
constexpr std::size_t LocatorSize = 20;
constexpr std::size_t End64Size = 56;
constexpr std::size_t CentralSize = 46;
constexpr std::size_t LocalSize = 30;

// Bounds-checked little-endian reads over the whole archive.
class Reader {
public:
    Reader(const std::byte* data, std::size_t size, const std::string& file)
        : m_data(data)
        , m_size(size)
        , m_file(file)
    {
    }

    std::uint64_t get(std::uint64_t offset, int bytes) const
    {
        need(offset, std::uint64_t(bytes));
        std::uint64_t v = 0;
        for (int i = bytes - 1; i >= 0; --i)
            v = (v << 8) | std::to_integer<std::uint64_t>(m_data[offset + std::uint64_t(i)]);
        return v;
    }
    std::uint16_t u16(std::uint64_t offset) const { return std::uint16_t(get(offset, 2)); }
    std::uint32_t u32(std::uint64_t offset) const { return std::uint32_t(get(offset, 4)); }
    std::uint64_t u64(std::uint64_t offset) const { return get(offset, 8); }

    void need(std::uint64_t offset, std::uint64_t length) const
    {
        if (offset > m_size || length > m_size - offset)
            fail(offset, "the zip structure extends beyond the end of the file");
    }
    [[noreturn]] void fail(std::uint64_t offset, const std::string& what) const
    {
        throw FormatError(m_file, std::int64_t(offset), what);
    }
    std::string text(std::uint64_t offset, std::size_t length) const
    {
        need(offset, length);
        return std::string(reinterpret_cast<const char*>(m_data + offset), length);
    }
    std::size_t size() const { return m_size; }

private:
    const std::byte* m_data;
    std::size_t m_size;
    const std::string& m_file;
};

// The end-of-central-directory record sits in the last 22 + 65535 bytes (its comment
// is at most 64 KiB); scan backwards for its signature.
std::uint64_t findEnd(const Reader& r)
{
    if (r.size() < EndSize)
        r.fail(0, "not a zip archive (too short for an end-of-central-directory record)");
    const std::uint64_t last = r.size() - EndSize;
    const std::uint64_t first = last > 0xFFFF ? last - 0xFFFF : 0;
    for (std::uint64_t pos = last + 1; pos-- > first;) {
        if (r.u32(pos) == SigEnd && pos + EndSize + r.u16(pos + 20) <= r.size())
            return pos;
    }
    r.fail(0, "not a zip archive (no end-of-central-directory record)");
}

void applyZip64Extra(const Reader& r, std::uint64_t extra, std::uint16_t extraLength, Entry& e, std::uint64_t at)
{
    const bool needSize = e.size == 0xFFFFFFFF;
    const bool needCompressed = e.compressedSize == 0xFFFFFFFF;
    const bool needOffset = e.localHeaderOffset == 0xFFFFFFFF;
    std::uint64_t pos = extra;
    const std::uint64_t end = extra + extraLength;
    while (pos + 4 <= end) {
        const std::uint16_t id = r.u16(pos);
        const std::uint16_t length = r.u16(pos + 2);
        if (pos + 4 + length > end)
            r.fail(pos, "a zip extra field of member '" + e.name + "' is longer than its block");
        if (id == 0x0001) {
            std::uint64_t field = pos + 4;
            auto take = [&](std::uint64_t& target) {
                if (field + 8 > pos + 4 + length)
                    r.fail(field, "the ZIP64 extra field of member '" + e.name + "' is too short");
                target = r.u64(field);
                field += 8;
            };
            if (needSize)
                take(e.size);
            if (needCompressed)
                take(e.compressedSize);
            if (needOffset)
                take(e.localHeaderOffset);
            return;
        }
        pos += 4 + length;
    }
    if (needSize || needCompressed || needOffset)
        r.fail(at, "member '" + e.name + "' needs a ZIP64 extra field but has none");
}

} // namespace

std::vector<Entry> readCentralDirectory(const std::byte* data, std::size_t size, const std::string& file)
{
    const Reader r(data, size, file);
    const std::uint64_t end = findEnd(r);
    std::uint64_t count = r.u16(end + 10);
    std::uint64_t directorySize = r.u32(end + 12);
    std::uint64_t directoryOffset = r.u32(end + 16);
    if (count == 0xFFFF || directorySize == 0xFFFFFFFF || directoryOffset == 0xFFFFFFFF) {
        if (end < LocatorSize || r.u32(end - LocatorSize) != SigLocator64)
            r.fail(end, "the zip archive needs ZIP64 records but has no ZIP64 locator");
        const std::uint64_t end64 = r.u64(end - LocatorSize + 8);
        r.need(end64, End64Size);
        if (r.u32(end64) != SigEnd64)
            r.fail(end64, "bad ZIP64 end-of-central-directory record");
        count = r.u64(end64 + 32);
        directorySize = r.u64(end64 + 40);
        directoryOffset = r.u64(end64 + 48);
    }
    r.need(directoryOffset, directorySize);
    // Each entry takes at least 46 bytes, which bounds the reservation below.
    if (count > directorySize / CentralSize)
        r.fail(end, "the zip directory claims " + std::to_string(count) + " members, more than fit in it");
    std::vector<Entry> entries;
    entries.reserve(std::size_t(count));
    std::uint64_t pos = directoryOffset;
    for (std::uint64_t i = 0; i < count; ++i) {
        r.need(pos, CentralSize);
        if (r.u32(pos) != SigCentral)
            r.fail(pos, "bad zip central directory entry " + std::to_string(i));
        Entry e;
        e.flags = r.u16(pos + 8);
        e.method = r.u16(pos + 10);
        e.crc = r.u32(pos + 16);
        e.compressedSize = r.u32(pos + 20);
        e.size = r.u32(pos + 24);
        const std::uint16_t nameLength = r.u16(pos + 28);
        const std::uint16_t extraLength = r.u16(pos + 30);
        const std::uint16_t commentLength = r.u16(pos + 32);
        e.localHeaderOffset = r.u32(pos + 42);
        e.name = r.text(pos + CentralSize, nameLength);
        r.need(pos + CentralSize + nameLength, std::uint64_t(extraLength) + commentLength);
        applyZip64Extra(r, pos + CentralSize + nameLength, extraLength, e, pos);
        entries.push_back(std::move(e));
        pos += CentralSize + nameLength + extraLength + commentLength;
    }
    return entries;
}

std::uint64_t memberDataOffset(const std::byte* data, std::size_t size, const Entry& entry, const std::string& file)
{
    const Reader r(data, size, file);
    const std::uint64_t at = entry.localHeaderOffset;
    r.need(at, LocalSize);
    if (r.u32(at) != SigLocal)
        r.fail(at, "bad local header of zip member '" + entry.name + "'");
    const std::uint64_t offset = at + LocalSize + r.u16(at + 26) + r.u16(at + 28);
    if (offset > size || entry.compressedSize > size - offset)
        r.fail(at, "zip member '" + entry.name + "' is truncated: " + std::to_string(entry.compressedSize)
                       + " bytes of data do not fit before the end of the file");
    return offset;
}

} // namespace ReplayScope::Core::Zip
