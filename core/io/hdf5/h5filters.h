// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Internal to core/io/hdf5: the HDF5 filters ReplayScope knows by name, and the check
// that turns "cannot read the data" into which filter is missing and how to get it.

#include "h5handles.h"

#include <string>
#include <string_view>

namespace ReplayScope::Core::H5 {

/// A filter registered with The HDF Group, as users meet it in files.
struct KnownFilter {
    unsigned id = 0;
    const char* name = ""; ///< "lz4", "bzip2", "blosc", ...
    /// The Debian 12 package that provides it: empty for filters built into libhdf5 and
    /// for LZF, which ReplayScope registers itself.
    const char* debianPackage = "";
};

/// The known filter with that id, or nullptr.
const KnownFilter* knownFilter(unsigned id);

/// The filter's short name ("gzip", "lz4", "blosc"), or "filter <id>" when unknown.
std::string filterName(unsigned id);

/// Throws FormatError naming the file, the dataset, the filter's id and name and the
/// Debian package that provides it, when a filter of the dataset's pipeline is neither
/// built in nor found as a plugin (libhdf5 loads plugins from HDF5_PLUGIN_PATH or
/// /usr/lib/x86_64-linux-gnu/hdf5/serial/plugins). Called when reading a dataset's
/// elements failed, so a missing filter (optional ones too: h5py marks third-party
/// filters optional, but chunks compressed with them still need them) is the cause.
void requireFilters(const std::string& file, std::string_view object, hid_t dataset);

} // namespace ReplayScope::Core::H5
