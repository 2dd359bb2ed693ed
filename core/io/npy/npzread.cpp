// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Reading .npz archives: STORED members in place, DEFLATED ones through libzip.
#include "npzarchive.h"
#include "zipdirectory.h"

#include <core/error.h>
#include <core/io/mappedfile.h>

#include <zip.h>

namespace ReplayScope::Core {

namespace {

bool endsWith(const std::string& s, std::string_view suffix)
{
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Deflate cannot expand data by more than about 1032:1; a member that claims more is
// damaged or a zip bomb, and refusing it up front avoids a huge allocation.
constexpr std::uint64_t MaxDeflateRatio = 1100;

struct ZipCloser {
    void operator()(zip_t* z) const { zip_discard(z); }
};
struct ZipFileCloser {
    void operator()(zip_file_t* f) const { zip_fclose(f); }
};

} // namespace

NpzArchive NpzArchive::open(const std::string& path)
{
    NpzArchive archive;
    archive.m_path = path;
    archive.m_file = MappedFile::open(path);
    const std::byte* data = archive.m_file->data();
    const std::size_t size = archive.m_file->size();
    const std::vector<Zip::Entry> entries = Zip::readCentralDirectory(data, size, path);
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const Zip::Entry& e = entries[i];
        if (endsWith(e.name, "/"))
            continue; // a directory entry holds nothing
        NpzMember m;
        m.memberName = e.name;
        m.isNpy = endsWith(e.name, ".npy");
        m.key = m.isNpy ? e.name.substr(0, e.name.size() - 4) : e.name;
        m.compressed = e.method != Zip::MethodStored;
        m.size = e.size;
        m.compressedSize = e.compressedSize;
        if (e.flags & 1)
            throw FormatError(path, std::int64_t(e.localHeaderOffset), "zip member '" + e.name + "' is encrypted");
        if (e.method != Zip::MethodStored && e.method != Zip::MethodDeflated)
            throw FormatError(path, std::int64_t(e.localHeaderOffset),
                              "zip member '" + e.name + "' uses compression method " + std::to_string(e.method)
                                  + " (.npz files use 0, stored, or 8, deflated)");
        if (!m.compressed && e.size != e.compressedSize)
            throw FormatError(path, std::int64_t(e.localHeaderOffset),
                              "stored zip member '" + e.name + "' has different stored and real sizes");
        archive.m_dataOffsets.push_back(Zip::memberDataOffset(data, size, e, path));
        archive.m_zipIndices.push_back(i);
        archive.m_members.push_back(std::move(m));
    }
    return archive;
}

std::size_t NpzArchive::indexOf(const std::string& key) const
{
    for (std::size_t i = 0; i < m_members.size(); ++i) {
        if (m_members[i].key == key && m_members[i].isNpy)
            return i;
    }
    throw KeyError(key + " is not an array in " + m_path);
}

std::shared_ptr<Storage> NpzArchive::inflate(std::size_t index) const
{
    const NpzMember& m = m_members[index];
    const auto at = std::int64_t(m_dataOffsets[index]);
    if (m.size > m.compressedSize * MaxDeflateRatio + 1024)
        throw FormatError(m_path, at,
                          "zip member '" + m.memberName + "' claims " + std::to_string(m.size) + " bytes from "
                              + std::to_string(m.compressedSize) + " compressed ones, more than deflate can give");
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* source = zip_source_buffer_create(m_file->data(), m_file->size(), 0, &error);
    if (!source)
        throw Error(std::string("libzip: ") + zip_error_strerror(&error));
    std::unique_ptr<zip_t, ZipCloser> zip(zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error));
    if (!zip) {
        zip_source_free(source);
        const std::string what = zip_error_strerror(&error);
        zip_error_fini(&error);
        throw FormatError(m_path, -1, "libzip cannot open the archive: " + what);
    }
    zip_error_fini(&error);
    const char* name = zip_get_name(zip.get(), m_zipIndices[index], ZIP_FL_ENC_RAW);
    if (!name || m.memberName != name)
        throw FormatError(m_path, at, "libzip and the central directory disagree about member '" + m.memberName + "'");
    std::unique_ptr<zip_file_t, ZipFileCloser> file(zip_fopen_index(zip.get(), m_zipIndices[index], 0));
    if (!file)
        throw FormatError(m_path, at, "cannot inflate zip member '" + m.memberName + "': " + zip_strerror(zip.get()));
    auto storage = Storage::allocate(std::size_t(m.size));
    std::uint64_t done = 0;
    while (done < m.size) {
        const zip_int64_t n = zip_fread(file.get(), storage->mutableData() + done, m.size - done);
        if (n < 0)
            throw FormatError(m_path, at,
                              "cannot inflate zip member '" + m.memberName + "': " + zip_file_strerror(file.get()));
        if (n == 0)
            break;
        done += std::uint64_t(n);
    }
    if (done != m.size)
        throw FormatError(m_path, at, "zip member '" + m.memberName + "' inflates to fewer bytes than it claims");
    return storage;
}

NdArray NpzArchive::read(const std::string& key) const
{
    const std::size_t i = indexOf(key);
    const std::string name = m_path + "/" + m_members[i].memberName;
    if (!m_members[i].compressed)
        return readNpyMapped(m_file, std::size_t(m_dataOffsets[i]), std::size_t(m_members[i].size), name);
    return readNpyStorage(inflate(i), name);
}

NpyHeader NpzArchive::header(const std::string& key) const
{
    const std::size_t i = indexOf(key);
    const std::string name = m_path + "/" + m_members[i].memberName;
    if (!m_members[i].compressed)
        return parseNpyHeader(m_file->data() + m_dataOffsets[i], std::size_t(m_members[i].size), name,
                              std::int64_t(m_dataOffsets[i]));
    const auto storage = inflate(i);
    return parseNpyHeader(storage->data(), storage->size(), name);
}

Batch NpzArchive::toBatch() const
{
    Batch root;
    for (std::size_t i = 0; i < m_members.size(); ++i) {
        const NpzMember& m = m_members[i];
        if (!m.isNpy)
            continue;
        const auto at = std::int64_t(m_dataOffsets[i]);
        std::vector<std::string> parts;
        std::size_t start = 0;
        for (;;) {
            const std::size_t dot = m.key.find('.', start);
            parts.push_back(m.key.substr(start, dot - start));
            if (parts.back().empty())
                throw FormatError(m_path, at, "key '" + m.key + "' has an empty part between dots");
            if (dot == std::string::npos)
                break;
            start = dot + 1;
        }
        Batch* current = &root;
        for (std::size_t p = 0; p + 1 < parts.size(); ++p) {
            const PyValue* child = current->find(parts[p]);
            if (!child) {
                current->setRaw(parts[p], PyValue::batch(Batch::make()));
                child = current->find(parts[p]);
            } else if (!child->isBatch()) {
                throw FormatError(m_path, at, "key '" + m.key + "' nests under an array of the same name");
            }
            current = child->asBatch().get();
        }
        if (current->find(parts.back()))
            throw FormatError(m_path, at, "key '" + m.key + "' occurs twice or is also a group of dotted keys");
        // setRaw keeps the file's dtypes (Tianshou's conversion would turn str and record
        // arrays into object arrays); an inspector shows what the file holds.
        current->setRaw(parts.back(), PyValue::array(read(m.key)));
    }
    return root;
}

Batch readNpzFile(const std::string& path)
{
    return NpzArchive::open(path).toBatch();
}

} // namespace ReplayScope::Core
