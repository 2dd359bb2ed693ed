// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

namespace ReplayScope::Core::H5 {

/// HDF5 filter id of h5py's LZF compression (registered with The HDF Group as 32000).
inline constexpr int LzfFilterId = 32000;

/// Registers an LZF filter under id 32000 with the HDF5 library, built on Debian's
/// liblzf, so that datasets written by h5py with `compression="lzf"` (Tianshou's
/// save_hdf5 allows it) decode, and our writer can produce them. Plain libhdf5 has no
/// such filter. The chunk format is h5py's: a bare LZF stream per chunk, with the
/// uncompressed chunk size kept in the third filter parameter. Idempotent; called by
/// initLibrary().
void registerLzfFilter();

} // namespace ReplayScope::Core::H5
