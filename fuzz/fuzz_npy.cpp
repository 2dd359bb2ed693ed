// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// libFuzzer target for the numpy readers. Every input is tried both ways: as an .npy
// image held in memory (readNpyStorage, what an inflated .npz member goes through) and
// as an .npz archive on a memfd (the zip directory parser, libzip inflation, STORED
// members viewed in place, dotted keys nested into a Batch). Arrays that come out are
// summed and printed, so a shape or stride that does not fit its storage is touched.

#include "fuzzmemfile.h"

#include <core/array/arrayops.h>
#include <core/batch/batch.h>
#include <core/error.h>
#include <core/io/npy/npyformat.h>
#include <core/io/npy/npzarchive.h>
#include <core/array/storage.h>

#include <cstddef>
#include <cstdint>

using namespace ReplayScope::Core;

namespace {

// Reads every element (the repr walks them all); cheap for the small arrays fuzzing makes.
void touch(const NdArray& array)
{
    if (array.size() <= 4096)
        (void)array.repr();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    try {
        const auto storage = Storage::copyOf(reinterpret_cast<const std::byte*>(data), size);
        touch(readNpyStorage(storage, "fuzz.npy"));
    } catch (const Error&) {
    }
    const ReplayScope::Fuzz::MemoryFile file(data, size);
    if (!file.valid())
        return 0;
    try {
        const NpzArchive archive = NpzArchive::open(file.path());
        for (const NpzMember& member : archive.members()) {
            try {
                (void)archive.header(member.key);
                touch(archive.read(member.key));
            } catch (const Error&) {
            }
        }
        (void)archive.toBatch().repr();
    } catch (const Error&) {
    }
    return 0;
}
