// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Internal to core/io/hdf5: the guard against files that crash libhdf5 itself.

#include <functional>
#include <string>

namespace ReplayScope::Core::H5 {

/// Runs `walk` (the reads the readers will make at open) in a forked child process
/// before the one real open of path, and throws FormatError naming the file when that
/// child dies (a signal, a sanitizer abort) or hangs (killed after 10 s). Exceptions
/// `walk` throws are not a verdict: the parent meets the same HDF5 error and reports it.
///
/// Why a child: some damaged files make Debian's libhdf5 1.10.8 crash on its own (a
/// SEGV in H5A__close during H5Aiterate2, a heap overflow in H5HG_read when H5Aread
/// converts a variable-length string attribute whose global heap entry is damaged; see
/// tests/data/hdf5/libhdf5-crashes). Validating everything libhdf5 would dereference
/// means re-implementing most of its metadata parser; a child that performs exactly the
/// reads the readers will do catches every such crash, including ones not found yet.
/// Hdf5File::open (hdf5open.cpp) is the only caller and says what the walk covers.
///
/// Threads: Debian builds libhdf5 thread-safe, with one global lock. A fork() while
/// another thread holds it would leave the child blocked forever on the first HDF5 call;
/// the child therefore reports back after a trivial HDF5 call, and when that report
/// does not come within a second the probe is retried, then skipped (the file is opened
/// unprobed, as before the guard existed) rather than refused.
///
/// A file that passed is remembered (path, device, inode, size, modification time) so
/// that opening it again unchanged (a reload, a second window, a test reading one
/// fixture many times) does not fork again. REPLAYSCOPE_HDF5_PROBE=0 in the environment
/// turns the guard off (fuzzing, where a crash must stay visible).
void probeBeforeOpen(const std::string& path, const std::function<void()>& walk);

} // namespace ReplayScope::Core::H5
