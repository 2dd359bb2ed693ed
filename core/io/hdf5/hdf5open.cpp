// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Opening an HDF5 file: the one place a path becomes an Hdf5File. The steps run once per
// open, in this order: plain access checks (for clear messages), the signature, the
// crash guard (a forked child walks the file, h5probe.h), and the one H5Fopen. Readers
// take the open file from here (readTianshouHdf5, readD4rl, ... all have overloads that
// take it), so a load opens and probes its file once however many layers read it.
#include "hdf5reader.h"

#include "h5probe.h"
#include "hdf5file_p.h"

#include <core/error.h>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ReplayScope::Core {

namespace {

// HDF5's messages for a missing or unreadable file are generic, and the user needs to
// know which of the two it is.
void checkReadable(const std::string& path)
{
    struct stat st { };
    if (::stat(path.c_str(), &st) != 0)
        throw IoError(path + ": cannot open: " + std::strerror(errno));
    if (S_ISDIR(st.st_mode))
        throw IoError(path + ": cannot open: is a directory");
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        throw IoError(path + ": cannot open: " + std::strerror(errno));
    ::close(fd);
}

// The H5Fopen step alone; throws FormatError when libhdf5 refuses the file.
H5::Handle openHandle(const std::string& path)
{
    const hid_t id = H5Fopen(path.c_str(), H5F_ACC_RDONLY, H5P_DEFAULT);
    if (id < 0)
        H5::fail(path, "", "cannot open the HDF5 file; it is damaged or truncated");
    return H5::Handle(id);
}

} // namespace

Hdf5File::Hdf5File()
    : m_impl(std::make_unique<Impl>())
{
}

Hdf5File::~Hdf5File() = default;

std::shared_ptr<Hdf5File> Hdf5File::open(const std::string& path)
{
    H5::initLibrary();
    checkReadable(path);
    if (H5Fis_hdf5(path.c_str()) <= 0) {
        H5Eclear2(H5E_DEFAULT);
        throw FormatError(path, -1, "not an HDF5 file (no HDF5 signature found)");
    }
    auto attach = [&path] {
        std::shared_ptr<Hdf5File> file(new Hdf5File());
        file->m_impl->path = path;
        file->m_impl->file = openHandle(path);
        return file;
    };
    // The crash guard, once per open. The child makes the reads the readers make at open:
    // every group and dataset header, every attribute (H5Aread of variable-length strings
    // included) and every non-mappable dataset of up to 1 MiB (the pickles and bookkeeping
    // decoded at open). Large chunked or compressed data is read later, a window at a
    // time, and is not covered.
    H5::probeBeforeOpen(path, [&attach] {
        Hdf5ReadOptions walk;
        walk.maxEagerBytes = std::uint64_t(1) << 20;
        (void)attach()->readTree(walk);
    });
    return attach();
}

const std::string& Hdf5File::path() const
{
    return m_impl->path;
}

} // namespace ReplayScope::Core
