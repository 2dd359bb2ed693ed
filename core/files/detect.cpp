// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Format sniffing: users rename files freely (.pt for pickles, .dat for HDF5), so only
// the content decides how a file is read.
#include <core/files/formats.h>

#include <core/error.h>
#include <core/io/compressed/decompress.h>
#include <core/io/mappedfile.h>
#include <core/io/torchfile/torchfile.h>
#include <core/io/torchrl/torchrldump.h>

#include <cstring>
#include <string_view>

namespace ReplayScope::Core {

namespace {

constexpr std::string_view kHdf5Signature{"\x89HDF\r\n\x1a\n", 8};
constexpr std::string_view kNpyMagic{"\x93NUMPY", 6};
constexpr std::string_view kZipLocal{"PK\x03\x04", 4};
constexpr std::string_view kZipEmpty{"PK\x05\x06", 4};

std::string_view viewOf(const MappedFile& file)
{
    return {reinterpret_cast<const char*>(file.data()), file.size()};
}

// HDF5 allows a user block of 0, 512, 1024, 2048, ... bytes before the superblock,
// and the library itself looks at exactly those offsets.
bool hasHdf5Signature(std::string_view bytes)
{
    for (std::size_t offset = 0; offset + kHdf5Signature.size() <= bytes.size(); offset = offset ? offset * 2 : 512) {
        if (bytes.substr(offset, kHdf5Signature.size()) == kHdf5Signature)
            return true;
    }
    return false;
}

// Zip archives are npz files when a member name ends in .npy, torch.save archives when
// one is `.../data.pkl`; otherwise they are taken as zipped RLlib JSON output. The central directory sits at the end, but scanning the
// local headers' names is enough to tell, and needs no zip library.
enum class ZipKind { Npz, Json, TorchSave };

ZipKind zipKind(std::string_view bytes)
{
    // An archive of no members is only its end record: what np.savez writes for no
    // arrays (our own .npz of a Batch of empty Batches too), and np.load reads it as an
    // NpzFile without keys.
    if (bytes.substr(0, 4) == kZipEmpty)
        return ZipKind::Npz;
    std::size_t pos = 0;
    while (pos + 30 <= bytes.size() && bytes.substr(pos, 4) == kZipLocal) {
        auto u16 = [&](std::size_t at) {
            return std::size_t(std::uint8_t(bytes[at])) | (std::size_t(std::uint8_t(bytes[at + 1])) << 8);
        };
        auto u32 = [&](std::size_t at) { return u16(at) | (u16(at + 2) << 16); };
        const std::size_t nameLength = u16(pos + 26);
        const std::size_t extraLength = u16(pos + 28);
        const std::size_t flags = u16(pos + 6);
        if (pos + 30 + nameLength > bytes.size())
            break;
        const std::string_view name = bytes.substr(pos + 30, nameLength);
        if (name.size() >= 4 && name.substr(name.size() - 4) == ".npy")
            return ZipKind::Npz;
        if (isTorchZipPickleName(name))
            return ZipKind::TorchSave;
        if (name.size() >= 4 && name.substr(name.size() - 4) == "json")
            return ZipKind::Json;
        std::size_t compressed = u32(pos + 18);
        if ((flags & 0x08) || compressed == 0xFFFFFFFF)
            break; // sizes follow the data (streamed) or live in a zip64 extra: stop here
        pos += 30 + nameLength + extraLength + compressed;
    }
    // Undecided (streamed members): look for an .npy name anywhere in the directory.
    return bytes.find(".npy") != std::string_view::npos ? ZipKind::Npz : ZipKind::Json;
}

// Protocol 0 and 1 pickles have no PROTO opcode; they start with one of these.
bool isOldPickleStart(char c)
{
    return std::strchr("(]}cNIFSVLGJKMTUXdlt", c) != nullptr && c != '\0';
}

} // namespace

std::string formatName(FileFormat format)
{
    switch (format) {
    case FileFormat::Pickle: return "pickle";
    case FileFormat::Hdf5: return "hdf5";
    case FileFormat::Npz: return "npz";
    case FileFormat::Npy: return "npy";
    case FileFormat::RllibJson: return "rllib-json";
    case FileFormat::TorchSave: return "torch";
    case FileFormat::TorchrlDump: return "torchrl-dump";
    case FileFormat::Unknown: break;
    }
    return "unknown";
}

FileFormat detectFormat(const std::string& path)
{
    // A TorchRL dump is a directory of JSON and raw tensor files: any of them opens it.
    if (torchrlDumpRoot(path))
        return FileFormat::TorchrlDump;
    const auto file = MappedFile::open(path);
    const std::string_view bytes = viewOf(*file);
    if (bytes.empty())
        throw FormatError(path, 0, "the file is empty");
    if (isLegacyTorchSave(bytes))
        return FileFormat::TorchSave;
    if (bytes.size() >= 2 && std::uint8_t(bytes[0]) == 0x80)
        return FileFormat::Pickle;
    // Compressed pickles (.pkl.gz, joblib's compress=): the decompressed start decides.
    if (const Compression compression = sniffCompression(bytes); compression != Compression::None) {
        const std::string head = decompressHead(bytes, compression, 2);
        if ((head.size() >= 2 && std::uint8_t(head[0]) == 0x80) || (!head.empty() && isOldPickleStart(head[0])))
            return FileFormat::Pickle;
        // A zlib or lzma magic may be chance (a text file starting with 'x'): go on.
        if (!weakMagic(compression))
            throw FormatError(path, 0, compressionName(compression) + "-compressed data that is not a pickle");
    }
    if (bytes.substr(0, 4) == std::string_view("\x04\x22\x4d\x18", 4))
        throw FormatError(path, 0,
                          "LZ4 frame-compressed data (joblib's compress='lz4'?): not supported; save it with "
                          "compress='gzip', 'xz' or 'zlib', or decompress it with lz4 first");
    if (bytes.substr(0, kNpyMagic.size()) == kNpyMagic)
        return FileFormat::Npy;
    if (bytes.substr(0, 4) == kZipLocal || bytes.substr(0, 4) == kZipEmpty) {
        switch (zipKind(bytes)) {
        case ZipKind::Npz: return FileFormat::Npz;
        case ZipKind::Json: return FileFormat::RllibJson;
        case ZipKind::TorchSave: return FileFormat::TorchSave;
        }
    }
    if (hasHdf5Signature(bytes))
        return FileFormat::Hdf5;
    std::size_t first = 0;
    if (bytes.substr(0, 3) == "\xEF\xBB\xBF")
        first = 3; // a UTF-8 byte order mark before JSON
    while (first < bytes.size() && std::strchr(" \t\r\n", bytes[first]) != nullptr)
        ++first;
    if (first < bytes.size() && (bytes[first] == '{' || bytes[first] == '['))
        return FileFormat::RllibJson;
    if (isOldPickleStart(bytes[0]))
        return FileFormat::Pickle;
    throw FormatError(
        path, 0,
        "not a recognised file: expected a Python pickle (possibly gzip/bzip2/xz/lzma/zlib-compressed), a torch.save "
        "file, HDF5, numpy .npy/.npz or RLlib JSON lines");
}

} // namespace ReplayScope::Core
