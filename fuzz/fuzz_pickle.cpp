// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// libFuzzer target for the pickle reader. Any input must end in a value or a typed
// core error; a crash, a sanitizer report or a hang is a bug. Beyond reading, the
// target writes the value back, which walks every array the reader built (unaligned
// views of the input included) and would trip over a value the reader made
// inconsistent (a shape that does not fit its storage, say). It does not print the
// value: a pickle can share one tuple many times over, and printing such a DAG is
// exponential in CPython too.

#include <core/error.h>
#include <core/io/pickle/picklereader.h>
#include <core/io/pickle/picklewriter.h>
#include <core/python/pyvalue.h>

#include <cstddef>
#include <cstdint>
#include <string_view>

using namespace ReplayScope::Core;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    PyValue value;
    try {
        value = PickleReader().readBytes(input, "fuzz");
    } catch (const Error&) {
        return 0; // a clean refusal is the expected outcome for most inputs
    }
    try {
        const std::string written = PickleWriter::toBytes(value);
        // What we write must be readable again.
        (void)PickleReader().readBytes(written, "fuzz-rewritten");
    } catch (const Error&) {
        // Some values read from hostile files cannot be written (refused with a message).
    }
    return 0;
}
