// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// libFuzzer target for the HDF5 readers. The readers open paths (libhdf5 and our
// mapping both want a file), so each input is put in an anonymous in-memory file
// (fuzzmemfile.h) and opened through /proc/self/fd: no disk, no temporary names. The generic
// tree reader and the Tianshou layout reader both run on every input that opens.
// Crashes inside libhdf5 itself are reported upstream, not worked around here.

#include <core/error.h>
#include <core/io/hdf5/hdf5reader.h>
#include <core/io/hdf5/tianshouhdf5.h>

#include "fuzzmemfile.h"

#include <cstddef>
#include <cstdint>

using namespace ReplayScope::Core;
using ReplayScope::Fuzz::MemoryFile;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const MemoryFile file(data, size);
    if (!file.valid())
        return 0;
    try {
        const auto h5 = Hdf5File::open(file.path());
        const Hdf5Tree tree = h5->readTree();
        (void)tree.root->repr();
    } catch (const Error&) {
    }
    try {
        const TianshouHdf5 buffer = readTianshouHdf5(file.path());
        (void)buffer.state.repr();
    } catch (const Error&) {
    }
    return 0;
}
