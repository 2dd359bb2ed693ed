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

/// While alive, sends the process's stderr (fd 2) to /dev/null when the dataset's
/// pipeline holds a plugin filter: some plugins print to stderr themselves when a chunk
/// is damaged (Debian's bzip2 plugin: "BUG: bzip2 decompression failed"), while our own
/// FormatError already says what failed. A process-wide mutex serialises the swaps;
/// other threads' stderr output during a plugin read is lost.
class QuietPluginOutput final {
public:
    explicit QuietPluginOutput(hid_t dataset);
    ~QuietPluginOutput();
    QuietPluginOutput(const QuietPluginOutput&) = delete;
    QuietPluginOutput& operator=(const QuietPluginOutput&) = delete;

private:
    int m_saved = -1;
};

} // namespace ReplayScope::Core::H5
