// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// libFuzzer target for TorchRL dump directories (issue 19): a dump is several files
// (meta.json per TensorDict level, storage_metadata.json, writer/metadata.json, raw
// .memmap tensors), so one input packs a whole directory: records of
// [u16 name length][name][u32 size][bytes], unpacked into a fresh temporary directory and
// opened through the load facade, then its transitions and episodes as the CLI uses them.
// Seeds: the fixtures' dumps packed by scripts/pack_torchrl_seed.py.

#include <core/batch/batch.h>
#include <core/buffer/episodes.h>
#include <core/error.h>
#include <core/files/formats.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

using namespace ReplayScope::Core;
namespace fs = std::filesystem;

namespace {

bool safeName(const std::string& name)
{
    if (name.empty() || name.front() == '/' || name.size() > 200)
        return false;
    for (const auto& part : fs::path(name))
        if (part == ".." || part == ".")
            return false;
    return true;
}

// Writes the records under dir; false when the input is not such a packing.
bool unpack(const std::uint8_t* data, std::size_t size, const fs::path& dir)
{
    std::size_t at = 0;
    int files = 0;
    while (at < size) {
        if (size - at < 2 || ++files > 64)
            return false;
        const std::size_t nameLength = data[at] | (std::size_t(data[at + 1]) << 8);
        at += 2;
        if (size - at < nameLength + 4)
            return false;
        const std::string name(reinterpret_cast<const char*>(data + at), nameLength);
        at += nameLength;
        const std::size_t bytes = data[at] | (std::size_t(data[at + 1]) << 8) | (std::size_t(data[at + 2]) << 16)
                                  | (std::size_t(data[at + 3]) << 24);
        at += 4;
        if (size - at < bytes || !safeName(name))
            return false;
        std::error_code ec;
        fs::create_directories((dir / name).parent_path(), ec);
        std::ofstream out(dir / name, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(data + at), std::streamsize(bytes));
        if (!out)
            return false;
        at += bytes;
    }
    return files > 0;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const char* base = std::getenv("TMPDIR");
    std::string pattern = std::string(base && *base ? base : "/tmp") + "/fuzz-torchrl-XXXXXX";
    if (!mkdtemp(pattern.data()))
        return 0;
    const fs::path dir(pattern);
    if (unpack(data, size, dir)) {
        try {
            const LoadedData loaded = loadFile(dir.string());
            (void)loaded.transitions().length();
            (void)loaded.episodeList().count();
        } catch (const Error&) {
        }
    }
    std::error_code ec;
    fs::remove_all(dir, ec);
    return 0;
}
