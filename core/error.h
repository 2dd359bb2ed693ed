// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace ReplayScope::Core {

/// Base of every error the core throws. what() is a complete, user-readable sentence;
/// the GUI and the CLI show it as is.
class Error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Mirrors Python's IndexError: an index out of range or too many indices.
class IndexError : public Error {
public:
    using Error::Error;
};

/// Mirrors Python's TypeError: an operation applied to a value of the wrong kind
/// (for example len() of a Batch that holds scalars).
class TypeError : public Error {
public:
    using Error::Error;
};

/// Mirrors Python's ValueError: right kind, wrong content (shapes that do not fit,
/// Batch structures that differ in cat).
class ValueError : public Error {
public:
    using Error::Error;
};

/// Mirrors Python's KeyError: a missing key.
class KeyError : public Error {
public:
    using Error::Error;
};

/// Mirrors Python's AssertionError where Tianshou uses assert for argument checks
/// (non-string keys, split size below 1).
class AssertionError : public Error {
public:
    using Error::Error;
};

/// A malformed file or expression. Carries the file (may be empty for in-memory
/// sources) and the byte offset at which the problem was found, so messages can
/// point at the exact place.
class FormatError : public Error {
public:
    FormatError(std::string file, std::int64_t offset, const std::string& message)
        : Error(compose(file, offset, message))
        , m_file(std::move(file))
        , m_offset(offset)
    {
    }

    /// The file the error was found in; empty for in-memory data.
    const std::string& file() const { return m_file; }
    /// Byte (or character) offset of the problem, or -1 when unknown.
    std::int64_t offset() const { return m_offset; }

private:
    static std::string compose(const std::string& file, std::int64_t offset, const std::string& message)
    {
        std::string out = file.empty() ? std::string() : file + ": ";
        if (offset >= 0)
            out += "at byte " + std::to_string(offset) + ": ";
        return out + message;
    }

    std::string m_file;
    std::int64_t m_offset = -1;
};

/// An operating-system level failure (open, read, write, rename) naming the path.
class IoError : public Error {
public:
    using Error::Error;
};

} // namespace ReplayScope::Core
