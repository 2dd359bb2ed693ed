// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Writing .npy images the way numpy 1.24's np.save does.
#include "npyformat.h"

#include <core/io/atomicfile.h>
#include <core/io/pickle/picklewriter.h>

namespace ReplayScope::Core {

void writeNpy(const NdArray& array, const std::function<void(std::string_view)>& sink)
{
    const DType& dtype = array.dtype();
    if (dtype.isObject()) {
        // numpy pickles the whole array after the header; the pickle carries its layout.
        sink(npyHeaderFor(dtype, array.shape(), false));
        PickleWriter::write(PyValue::array(array), sink);
        return;
    }
    // numpy keeps a Fortran-ordered array's memory as it is and says so in the header.
    const bool fortran = array.isFContiguous() && !array.isCContiguous();
    sink(npyHeaderFor(dtype, array.shape(), fortran));
    if (array.size() == 0)
        return;
    const NdArray data = fortran || array.isCContiguous() ? array : array.contiguous();
    // Both contiguous layouts start at element 0 and fill nbytes without gaps.
    sink(std::string_view(reinterpret_cast<const char*>(data.elementPtr(0)), std::size_t(data.nbytes())));
}

void writeNpyFile(const std::string& path, const NdArray& array)
{
    AtomicFile file(path);
    writeNpy(array, [&file](std::string_view bytes) { file.write(bytes); });
    file.commit();
}

} // namespace ReplayScope::Core
