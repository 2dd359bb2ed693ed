// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/python/pyvalue.h>

#include <string>

namespace ReplayScope::Core {

/// The `compression` argument of Tianshou's save_hdf5: none, gzip (deflate, level 0-9;
/// h5py's "gzip" means level 4) or lzf (h5py's filter 32000). Compressed datasets are
/// chunked automatically, as h5py does.
struct Hdf5Compression {
    enum class Kind { None, Gzip, Lzf };
    Kind kind = Kind::None;
    int gzipLevel = 4;

    static Hdf5Compression none() { return {}; }
    static Hdf5Compression gzip(int level = 4) { return {Kind::Gzip, level}; }
    static Hdf5Compression lzf() { return {Kind::Lzf, 4}; }
};

/// Writes `state` to path in the layout of Tianshou's `to_hdf5` (tianshou-spec 4.5),
/// as `buf.save_hdf5(path, compression)` writes a fresh buffer, or
/// `to_hdf5(batch.__getstate__(), f)` a Batch.
///
/// state is a dict (a buffer's `__dict__`, in its order) or a Batch. For each entry:
/// Batches become groups with `__data_type__ = "Batch"` whose nested Batches become plain
/// groups, dicts plain groups; torch tensors datasets with "Tensor"; arrays h5py can
/// store (numeric, bool as the FALSE/TRUE enum, fixed bytes, structured) datasets with
/// "ndarray"; other arrays (object, unicode) and 0-d arrays under compression 1-d int8
/// pickles with "pickled_ndarray"; Python bool/int/float attributes; anything else an
/// int8 pickle with `__data_type__ = type(value).__name__`. Opaque pickled blobs read by
/// readTianshouHdf5 are written back byte for byte. Pickles come from PickleWriter.
///
/// The file is written atomically: a temporary file beside path renamed over it once
/// complete, so a failure leaves any previous file untouched. Throws IoError (disk,
/// permissions) or ValueError/TypeError (a value that cannot be written, such as an int
/// beyond 64 bits or a non-str key), naming the path and the entry.
void writeTianshouHdf5(const std::string& path, const PyValue& state,
                       const Hdf5Compression& compression = Hdf5Compression::none());

/// Writes batch as plain HDF5, the way D4RL files and most tools' own logs look: nested
/// Batches as groups, arrays as datasets, Python numbers as attributes, and no Tianshou
/// `__data_type__` markers (so readers sniff the layout by its names, e.g. D4RL's
/// observations/actions/rewards/terminals). Values only a pickle could hold (object
/// arrays, other Python objects) throw TypeError naming the key. Atomic like
/// writeTianshouHdf5.
void writePlainHdf5(const std::string& path, const Batch& batch,
                    const Hdf5Compression& compression = Hdf5Compression::none());

} // namespace ReplayScope::Core
