// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/ndarray.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ReplayScope::Cli {

/// Python's repr of a float (shortest round-trip digits, `1.0`, `1e-05`, `1e+16`,
/// `nan`, `inf`), so numbers print as they do in Python and in the manifests.
std::string pyFloat(double value);

/// A streaming JSON writer in the style of Python's json.dumps: `", "` and `": "`
/// separators, floats as Python writes them (NaN and Infinity included, as Python
/// does), strings escaped. The caller keeps objects and arrays balanced.
class JsonWriter final {
public:
    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    /// The key of the next member of the current object.
    void key(std::string_view name);
    void string(std::string_view text);
    void number(double value);
    void integer(std::int64_t value);
    void boolean(bool value);
    void null();
    /// A whole array as nested lists (numpy's tolist): bools, integers or floats.
    void arrayValues(const Core::NdArray& array);
    void integers(const std::vector<std::int64_t>& values);

    const std::string& text() const { return m_out; }

private:
    void separate();
    void quoted(std::string_view text);

    std::string m_out;
    std::vector<bool> m_first; // per open container: no member written yet
    bool m_afterKey = false;
};

/// A progress line on stderr for long operations, shown only when stderr is a terminal
/// (scripts and pipes stay quiet). Cleared when done or destroyed.
class Progress final {
public:
    explicit Progress(const std::string& text);
    ~Progress();
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;
    /// Replaces the text of the line.
    void update(const std::string& text);

private:
    bool m_active;
};

} // namespace ReplayScope::Cli
