// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// libFuzzer target for the HDF5 readers. The readers open paths (libhdf5 and our
// mapping both want a file), so each input is put in an anonymous in-memory file
// (memfd) and opened through /proc/self/fd: no disk, no temporary names. The generic
// tree reader and the Tianshou layout reader both run on every input that opens.
// Crashes inside libhdf5 itself are reported upstream, not worked around here.

#include <core/error.h>
#include <core/io/hdf5/hdf5reader.h>
#include <core/io/hdf5/tianshouhdf5.h>

#include <sys/mman.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <string>

using namespace ReplayScope::Core;

namespace {

// An in-memory file holding the input; closed when the scope ends.
class MemoryFile
{
public:
    MemoryFile(const std::uint8_t* data, std::size_t size) : m_fd(memfd_create("fuzz.h5", MFD_CLOEXEC))
    {
        for (std::size_t done = 0; m_fd >= 0 && done < size;) {
            const ssize_t n = write(m_fd, data + done, size - done);
            if (n <= 0)
                break;
            done += static_cast<std::size_t>(n);
        }
    }
    ~MemoryFile()
    {
        if (m_fd >= 0)
            close(m_fd);
    }
    MemoryFile(const MemoryFile&) = delete;
    MemoryFile& operator=(const MemoryFile&) = delete;
    std::string path() const { return "/proc/self/fd/" + std::to_string(m_fd); }
    bool valid() const { return m_fd >= 0; }

private:
    int m_fd;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const MemoryFile file(data, size);
    if (!file.valid())
        return 0;
    try {
        const auto h5 = Hdf5File::open(file.path());
        const Hdf5Tree tree = h5->readTree();
        (void)tree.root->repr();
    } catch (const Error&) {
    }
    try {
        const TianshouHdf5 buffer = readTianshouHdf5(file.path());
        (void)buffer.state.repr();
    } catch (const Error&) {
    }
    return 0;
}
