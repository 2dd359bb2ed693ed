// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// libFuzzer target for the whole load facade (loadFile): format detection by content
// and every reader behind it on one input, including the HDF5 layouts fuzz_hdf5 does
// not reach (D4RL, Minari, Tianshou buffers rebuilt by bufferFromHdf5, pickled buffers
// checked by bufferFromState). Seeded with every fixture, so mutations start from real
// files of each format. What the CLI and the GUI do right after opening runs too: the
// transitions view, the episode list and the buffer consistency checks.

#include "fuzzmemfile.h"

#include <core/batch/batch.h>
#include <core/buffer/episodes.h>
#include <core/error.h>
#include <core/files/formats.h>

#include <cstddef>
#include <cstdint>

using namespace ReplayScope::Core;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const ReplayScope::Fuzz::MemoryFile file(data, size);
    if (!file.valid())
        return 0;
    LoadedData loaded;
    try {
        loaded = loadFile(file.path());
    } catch (const Error&) {
        return 0;
    }
    try {
        const Batch rows = loaded.transitions();
        (void)rows.length();
    } catch (const Error&) {
    }
    try {
        const EpisodeList episodes = loaded.episodeList();
        (void)episodes;
    } catch (const Error&) {
    }
    // Other libraries' layouts (SB3, torch.save, imitation): what convert and export build.
    try {
        if (loaded.tianshouBuffer)
            (void)EpisodeList::fromBuffer(*loaded.tianshouBuffer());
    } catch (const Error&) {
    }
    return 0;
}
