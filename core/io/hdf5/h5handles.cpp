// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "h5handles.h"

#include "lzffilter.h"

#include <core/error.h>

#include <mutex>

namespace ReplayScope::Core::H5 {

void initLibrary()
{
    static std::once_flag once;
    std::call_once(once, [] {
        // Without this, HDF5's own exit handler unloads the filter plugins (H5PL) before
        // LeakSanitizer runs. Plugins such as the Blosc one keep a process-wide context
        // in their library's globals; once unloaded, that context looks leaked. Our
        // files are closed by their handles, so the exit handler has nothing else to do.
        H5dont_atexit();
        H5open();
        // HDF5 prints its whole error stack to stderr by default; a reader that is fed
        // arbitrary files must stay quiet and report through exceptions instead.
        H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr);
        registerLzfFilter();
    });
}

namespace {

herr_t collectInnermost(unsigned n, const H5E_error2_t* err, void* clientData)
{
    // The walk goes from the innermost frame (n == 0) outwards; the innermost one names
    // the real cause ("truncated file", "bad symbol table node signature"), so keep it.
    auto* out = static_cast<std::string*>(clientData);
    if (n == 0 && err && err->desc)
        *out = err->desc;
    return 0;
}

std::string compose(std::string_view object, std::string_view what)
{
    std::string message;
    if (!object.empty())
        message = "HDF5 object '" + std::string(object) + "': ";
    message += std::string(what);
    const std::string reason = lastErrorText();
    if (!reason.empty())
        message += " (" + reason + ")";
    return message;
}

} // namespace

std::string lastErrorText()
{
    std::string text;
    H5Ewalk2(H5E_DEFAULT, H5E_WALK_UPWARD, collectInnermost, &text);
    return text;
}

void fail(const std::string& file, std::string_view object, std::string_view what)
{
    const std::string message = compose(object, what);
    H5Eclear2(H5E_DEFAULT);
    throw FormatError(file, -1, message);
}

void failIo(const std::string& file, std::string_view object, std::string_view what)
{
    const std::string message = compose(object, what);
    H5Eclear2(H5E_DEFAULT);
    throw IoError(file + ": " + message);
}

Handle::Handle(const Handle& other)
    : m_id(other.m_id)
{
    if (valid())
        H5Iinc_ref(m_id);
}

Handle& Handle::operator=(const Handle& other)
{
    if (this != &other) {
        reset();
        m_id = other.m_id;
        if (valid())
            H5Iinc_ref(m_id);
    }
    return *this;
}

Handle& Handle::operator=(Handle&& other) noexcept
{
    if (this != &other) {
        reset();
        m_id = other.m_id;
        other.m_id = H5I_INVALID_HID;
    }
    return *this;
}

void Handle::reset()
{
    if (valid()) {
        // Predefined types (H5T_NATIVE_INT and friends) are never wrapped, so every id
        // here was created for us and a failure can only mean it is already gone.
        H5Idec_ref(m_id);
        m_id = H5I_INVALID_HID;
    }
}

Handle checked(hid_t id, const std::string& file, std::string_view object, std::string_view what)
{
    if (id < 0)
        fail(file, object, what);
    return Handle(id);
}

void checkStatus(herr_t status, const std::string& file, std::string_view object, std::string_view what)
{
    if (status < 0)
        fail(file, object, what);
}

Handle checkedIo(hid_t id, const std::string& file, std::string_view object, std::string_view what)
{
    if (id < 0)
        failIo(file, object, what);
    return Handle(id);
}

void checkStatusIo(herr_t status, const std::string& file, std::string_view object, std::string_view what)
{
    if (status < 0)
        failIo(file, object, what);
}

std::string joinPath(std::string_view group, std::string_view name)
{
    std::string out(group);
    if (out.empty() || out.back() != '/')
        out += '/';
    out += name;
    return out;
}

} // namespace ReplayScope::Core::H5
