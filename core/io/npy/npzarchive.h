// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/io/npy/npyformat.h>

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace ReplayScope::Core {

class MappedFile;

/// One member of an .npz archive.
struct NpzMember {
    /// numpy's key: the member name without its ".npy" suffix (`obs.pos`).
    std::string key;
    /// The name inside the zip (`obs.pos.npy`).
    std::string memberName;
    /// True for DEFLATED members (np.savez_compressed), false for STORED (np.savez).
    bool compressed = false;
    /// Uncompressed and stored sizes in bytes.
    std::uint64_t size = 0;
    std::uint64_t compressedSize = 0;
    /// False for members that are not .npy images (numpy returns their raw bytes).
    bool isNpy = true;
};

/// An open .npz archive (np.savez / np.savez_compressed output), read lazily.
///
/// The file is memory-mapped once. STORED members are read in place: their arrays view
/// the mapping, so opening a large uncompressed .npz copies nothing. DEFLATED members
/// are inflated with libzip (which checks their CRC) into one buffer each, which the
/// array then views. Every failure is a FormatError naming the archive, the member and
/// the byte offset; IoError when the file cannot be opened.
class NpzArchive final {
public:
    /// Opens and indexes the archive (reads only its central directory).
    static NpzArchive open(const std::string& path);

    const std::string& path() const { return m_path; }
    const std::vector<NpzMember>& members() const { return m_members; }
    /// The array stored under key (numpy's `npz[key]`). Throws KeyError for unknown
    /// keys and for members that are not .npy images.
    NdArray read(const std::string& key) const;
    /// Only the header of a member (shape, dtype), cheap for STORED members.
    NpyHeader header(const std::string& key) const;

    /// Every .npy member as a Batch: dotted keys (`obs.pos`) become nested Batches in
    /// order of first appearance. Arrays are stored as read (setRaw), keeping str and
    /// record dtypes that Tianshou's conversion would turn into objects. A key that is both an array and a prefix of another
    /// key, or has an empty dotted part, throws FormatError.
    Batch toBatch() const;

private:
    NpzArchive() = default;
    std::size_t indexOf(const std::string& key) const;
    std::shared_ptr<Storage> inflate(std::size_t index) const;

    std::string m_path;
    std::shared_ptr<MappedFile> m_file;
    std::vector<NpzMember> m_members;
    std::vector<std::uint64_t> m_dataOffsets; // per member, absolute in the file
    std::vector<std::uint64_t> m_zipIndices; // per member, libzip's index
};

/// `NpzArchive::open(path).toBatch()`.
Batch readNpzFile(const std::string& path);

/// Options for writing .npz files.
struct NpzWriteOptions {
    /// DEFLATED members as np.savez_compressed writes them; STORED (np.savez) otherwise.
    bool compress = false;
};

/// Writes named arrays as an .npz (member `<key>.npy` each) through AtomicFile, so a
/// reader sees the old file or the complete new one; numpy.load reads the result.
/// Throws ValueError for duplicate keys or dtypes .npy cannot hold, IoError on write
/// failures.
void writeNpzFile(const std::string& path, const std::vector<std::pair<std::string, NdArray>>& arrays,
                  NpzWriteOptions options = {});

/// Writes a Batch as an .npz with dotted keys for nested Batches (`obs.pos`), so that
/// readNpzFile gives the same tree back. Non-array leaves are converted as np.savez
/// does (np.asanyarray: numbers and strings become 0-d arrays, other objects object
/// arrays); reserved keys (empty Batches) hold no data and are left out. A key that
/// itself contains a dot throws ValueError, since it would come back nested.
void writeNpzFile(const std::string& path, const Batch& batch, NpzWriteOptions options = {});

} // namespace ReplayScope::Core
