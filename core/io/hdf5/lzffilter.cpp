// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "lzffilter.h"

#include "h5handles.h"

#include <lzf.h>

#include <cerrno>
#include <cstring>
#include <vector>

namespace ReplayScope::Core::H5 {

namespace {

// Filter parameters as h5py lays them out: [0] its filter revision, [1] the LZF
// version, [2] the uncompressed chunk size in bytes (0 when unknown). Readers only rely
// on [2], as a hint for the output buffer.
constexpr unsigned FilterRevision = 4;
constexpr unsigned LzfVersion = 0x0105;

herr_t lzfSetLocal(hid_t dcpl, hid_t type, hid_t /*space*/)
{
    unsigned flags = 0;
    size_t count = 8;
    unsigned values[8] = {};
    if (H5Pget_filter_by_id2(dcpl, LzfFilterId, &flags, &count, values, 0, nullptr, nullptr) < 0)
        return -1;
    const int rank = H5Pget_chunk(dcpl, 0, nullptr);
    if (rank <= 0)
        return -1;
    std::vector<hsize_t> chunk(static_cast<size_t>(rank));
    if (H5Pget_chunk(dcpl, rank, chunk.data()) < 0)
        return -1;
    hsize_t bytes = H5Tget_size(type);
    for (hsize_t d : chunk)
        bytes *= d;
    // Chunks above 4 GiB cannot be expressed in an unsigned parameter; 0 means "guess".
    const unsigned sizeHint = bytes > 0xffffffffULL ? 0U : static_cast<unsigned>(bytes);
    const unsigned newValues[3] = {FilterRevision, LzfVersion, sizeHint};
    return H5Pmodify_filter(dcpl, LzfFilterId, flags, 3, newValues);
}

size_t lzfDecompress(size_t cdCount, const unsigned cdValues[], size_t nbytes, size_t* bufSize, void** buf)
{
    size_t outSize = (cdCount >= 3 && cdValues[2] != 0) ? cdValues[2] : *bufSize * 4;
    if (outSize == 0)
        outSize = 4096;
    // A wrong size hint (or none) is survivable: grow the output until it fits, within
    // a sane bound so that a corrupt stream cannot make us allocate without end.
    for (int attempt = 0; attempt < 24; ++attempt) {
        void* out = H5allocate_memory(outSize, false);
        if (!out)
            return 0;
        errno = 0;
        const unsigned got = lzf_decompress(*buf, static_cast<unsigned>(nbytes), out, static_cast<unsigned>(outSize));
        if (got != 0) {
            H5free_memory(*buf);
            *buf = out;
            *bufSize = outSize;
            return got;
        }
        H5free_memory(out);
        if (errno != E2BIG)
            return 0; // EINVAL: corrupt data
        outSize *= 2;
    }
    return 0;
}

size_t lzfCompress(size_t nbytes, size_t* bufSize, void** buf)
{
    // An output no larger than the input: when LZF cannot shrink the chunk it reports 0,
    // the filter fails, and since it is registered as optional HDF5 keeps the chunk raw.
    const size_t outSize = nbytes;
    void* out = H5allocate_memory(outSize, false);
    if (!out)
        return 0;
    const unsigned got = lzf_compress(*buf, static_cast<unsigned>(nbytes), out, static_cast<unsigned>(outSize));
    if (got == 0) {
        H5free_memory(out);
        return 0;
    }
    H5free_memory(*buf);
    *buf = out;
    *bufSize = outSize;
    return got;
}

size_t lzfFilter(unsigned flags, size_t cdCount, const unsigned cdValues[], size_t nbytes, size_t* bufSize, void** buf)
{
    if (nbytes > 0xffffffffULL)
        return 0; // liblzf takes unsigned lengths
    if (flags & H5Z_FLAG_REVERSE)
        return lzfDecompress(cdCount, cdValues, nbytes, bufSize, buf);
    return lzfCompress(nbytes, bufSize, buf);
}

} // namespace

void registerLzfFilter()
{
    if (H5Zfilter_avail(LzfFilterId) > 0)
        return; // h5py-style plugin already loaded, or registered before
    static const H5Z_class2_t lzfClass = {
        H5Z_CLASS_T_VERS, static_cast<H5Z_filter_t>(LzfFilterId), 1, 1, "lzf", nullptr, lzfSetLocal, lzfFilter,
    };
    H5Zregister(&lzfClass);
}

} // namespace ReplayScope::Core::H5
