// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// libFuzzer target for the index-expression parser (what users type into the GUI's
// index box and the CLI's `slice`). A parsed index is printed, parsed again from its
// own text (which must give the same text: toString is documented as Python-like
// input), and applied to a small 3-d array, where numpy's errors must come out as
// core errors, never as crashes.

#include <core/array/arrayops.h>
#include <core/error.h>
#include <core/array/index.h>
#include <core/array/ndarray.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace ReplayScope::Core;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    Index index;
    try {
        index = Index::parse(text);
    } catch (const Error&) {
        return 0;
    }
    const std::string printed = index.toString();
    try {
        const Index again = Index::parse(printed);
        if (again.toString() != printed)
            std::abort(); // printing is not a fixed point: the text shown is not what is applied
    } catch (const Error&) {
        std::abort(); // a parsed index printed as text the parser refuses
    }
    static const NdArray cube = NdArray::arange(24).reshape({2, 3, 4});
    try {
        const NdArray picked = cube[index];
        (void)picked.repr();
    } catch (const Error&) {
    }
    return 0;
}
