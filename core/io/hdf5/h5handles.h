// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Internal to core/io/hdf5: the only header that includes hdf5.h. Public headers of the
// folder hide HDF5 behind pimpls so that users of ReplayScope::CoreHdf5 never need the
// HDF5 include path.

#include <hdf5.h>

#include <string>
#include <string_view>

namespace ReplayScope::Core::H5 {

/// Prepares the HDF5 library once per process: turns off HDF5's own printing of error
/// stacks to stderr (we turn them into exceptions instead) and registers the LZF filter.
/// Every entry point of the folder calls it; it is cheap after the first call.
void initLibrary();

/// The most specific message on HDF5's current error stack ("truncated file: eof = ...",
/// "can't open object"), or an empty string. Used to enrich our own messages.
std::string lastErrorText();

/// Throws FormatError naming the file and the object path, with what failed and HDF5's
/// own reason appended. Used for every failing HDF5 call on a file we read.
[[noreturn]] void fail(const std::string& file, std::string_view object, std::string_view what);

/// Throws IoError naming the file, for failures while writing (create, write, close).
[[noreturn]] void failIo(const std::string& file, std::string_view object, std::string_view what);

/// An owned HDF5 identifier (file, group, dataset, attribute, datatype, dataspace or
/// property list), HighFive-style: the reference is dropped with H5Idec_ref in the
/// destructor, copies add a reference. Works for every identifier kind, which keeps one
/// class instead of seven.
class Handle final {
public:
    Handle() = default;
    /// Takes ownership of id (which may be invalid: check with valid()).
    explicit Handle(hid_t id)
        : m_id(id)
    {
    }
    ~Handle() { reset(); }
    Handle(const Handle& other);
    Handle& operator=(const Handle& other);
    Handle(Handle&& other) noexcept
        : m_id(other.m_id)
    {
        other.m_id = H5I_INVALID_HID;
    }
    Handle& operator=(Handle&& other) noexcept;

    hid_t id() const { return m_id; }
    bool valid() const { return m_id >= 0; }
    /// Drops the reference now (close), ignoring errors: used on cleanup paths.
    void reset();
    /// Gives up ownership without closing, for a close whose status must be checked.
    hid_t release()
    {
        const hid_t id = m_id;
        m_id = H5I_INVALID_HID;
        return id;
    }

private:
    hid_t m_id = H5I_INVALID_HID;
};

/// Returns a Handle owning id, or throws FormatError (file, object, what) when id < 0.
Handle checked(hid_t id, const std::string& file, std::string_view object, std::string_view what);
/// Throws FormatError (file, object, what) when status < 0.
void checkStatus(herr_t status, const std::string& file, std::string_view object, std::string_view what);
/// Writer-side forms that throw IoError instead.
Handle checkedIo(hid_t id, const std::string& file, std::string_view object, std::string_view what);
void checkStatusIo(herr_t status, const std::string& file, std::string_view object, std::string_view what);

/// Joins a group path and a link name: ("/", "a") -> "/a", ("/a", "b") -> "/a/b".
std::string joinPath(std::string_view group, std::string_view name);

} // namespace ReplayScope::Core::H5
