// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "h5filters.h"

#include <core/error.h>

#include <array>
#include <cstdio>
#include <fcntl.h>
#include <mutex>
#include <unistd.h>
#include <vector>

namespace ReplayScope::Core::H5 {

namespace {

// Ids from The HDF Group's registry (https://github.com/HDFGroup/hdf5_plugins,
// docs/RegisteredFilterPlugins.md); packages from Debian 12's file lists (the plugins
// install into /usr/lib/x86_64-linux-gnu/hdf5/serial/plugins).
constexpr std::array<KnownFilter, 15> kFilters{{
    {1, "gzip", ""},
    {2, "shuffle", ""},
    {3, "fletcher32", ""},
    {4, "szip", ""},
    {5, "nbit", ""},
    {6, "scaleoffset", ""},
    {307, "bzip2", "hdf5-filter-plugin"},
    {32000, "lzf", ""},
    {32001, "blosc", "hdf5-filter-plugin-blosc-serial"},
    {32004, "lz4", "hdf5-filter-plugin"},
    {32008, "bitshuffle", "bitshuffle"},
    {32013, "zfp", "hdf5-filter-plugin-zfp-serial"},
    {32015, "zstd", "(not packaged in Debian 12; hdf5plugin's Python wheel has it)"},
    {32017, "sz", ""},
    {32026, "blosc2", "(not packaged in Debian 12; hdf5plugin's Python wheel has it)"},
}};

} // namespace

const KnownFilter* knownFilter(unsigned id)
{
    for (const KnownFilter& filter : kFilters)
        if (filter.id == id)
            return &filter;
    return nullptr;
}

std::string filterName(unsigned id)
{
    const KnownFilter* filter = knownFilter(id);
    return filter ? std::string(filter->name) : "filter " + std::to_string(id);
}

void requireFilters(const std::string& file, std::string_view object, hid_t dataset)
{
    Handle dcpl(H5Dget_create_plist(dataset));
    if (!dcpl.valid()) {
        H5Eclear2(H5E_DEFAULT);
        return; // the read itself reports the damage
    }
    const int count = H5Pget_nfilters(dcpl.id());
    for (int i = 0; i < count; ++i) {
        unsigned flags = 0;
        std::size_t values = 0;
        std::array<char, 256> name{};
        const H5Z_filter_t id = H5Pget_filter2(dcpl.id(), static_cast<unsigned>(i), &flags, &values, nullptr,
                                               name.size(), name.data(), nullptr);
        if (id < 0) {
            H5Eclear2(H5E_DEFAULT);
            continue;
        }
        // H5Zfilter_avail loads the plugin when one is installed, so "not available"
        // really means that no library on the plugin path provides the id.
        const htri_t available = H5Zfilter_avail(id);
        H5Eclear2(H5E_DEFAULT);
        // h5py marks third-party filters optional, yet chunks it did compress cannot be
        // read without them: called after a failed read, any missing filter is the cause.
        if (available > 0)
            continue;
        const KnownFilter* known = knownFilter(static_cast<unsigned>(id));
        std::string what = "compressed with the HDF5 filter " + std::to_string(id) + " ("
                           + (known                              ? std::string(known->name)
                              : std::string(name.data()).empty() ? "unregistered"
                                                                 : name.data())
                           + "), which is not available";
        if (known && known->debianPackage[0] == '(')
            what += std::string(": it is ") + known->debianPackage;
        else if (known && known->debianPackage[0] != '\0')
            what += std::string(": install the Debian package ") + known->debianPackage;
        else
            what += ": no plugin for it was found";
        what += " (libhdf5 looks in HDF5_PLUGIN_PATH, else /usr/lib/x86_64-linux-gnu/hdf5/serial/plugins)";
        throw FormatError(file, -1, "HDF5 dataset '" + std::string(object) + "' is " + what);
    }
}

namespace {

std::mutex& stderrMutex()
{
    static std::mutex mutex;
    return mutex;
}

// True when a filter of the dataset comes from a plugin (not built into libhdf5 or ours).
bool usesPlugin(hid_t dataset)
{
    Handle dcpl(H5Dget_create_plist(dataset));
    if (!dcpl.valid()) {
        H5Eclear2(H5E_DEFAULT);
        return false;
    }
    const int count = H5Pget_nfilters(dcpl.id());
    for (int i = 0; i < count; ++i) {
        unsigned flags = 0;
        std::size_t values = 0;
        const H5Z_filter_t id =
            H5Pget_filter2(dcpl.id(), static_cast<unsigned>(i), &flags, &values, nullptr, 0, nullptr, nullptr);
        if (id >= 256 && id != 32000) // 1..255 are libhdf5's own, 32000 our LZF
            return true;
    }
    return false;
}

} // namespace

QuietPluginOutput::QuietPluginOutput(hid_t dataset)
{
    if (!usesPlugin(dataset))
        return;
    stderrMutex().lock();
    std::fflush(stderr);
    m_saved = ::dup(STDERR_FILENO);
    const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (m_saved < 0 || null < 0 || ::dup2(null, STDERR_FILENO) < 0) {
        if (m_saved >= 0)
            ::close(m_saved);
        m_saved = -1;
        stderrMutex().unlock();
    }
    if (null >= 0)
        ::close(null);
}

QuietPluginOutput::~QuietPluginOutput()
{
    if (m_saved < 0)
        return;
    std::fflush(stderr);
    ::dup2(m_saved, STDERR_FILENO);
    ::close(m_saved);
    stderrMutex().unlock();
}

} // namespace ReplayScope::Core::H5
