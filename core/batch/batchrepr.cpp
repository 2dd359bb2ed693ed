// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Tianshou's Batch repr: tianshou-spec.md 1.20.

#include <core/batch/batch.h>

namespace ReplayScope::Core {

namespace {

// Python's len() of a str: code points, not UTF-8 bytes.
std::size_t codePoints(std::string_view s)
{
    std::size_t n = 0;
    for (char c : s) {
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80)
            ++n;
    }
    return n;
}

} // namespace

std::string Batch::repr() const
{
    if (m_entries.empty())
        return m_className + "()";
    std::string out = m_className + "(\n";
    for (const auto& [key, value] : m_entries) {
        // Continuation lines are indented to sit under the value: "    " + key + ": ".
        const std::string indent = "\n" + std::string(6 + codePoints(key), ' ');
        const std::string text = pformat(value);
        out += "    " + key + ": ";
        for (char c : text) {
            if (c == '\n')
                out += indent;
            else
                out += c;
        }
        out += ",\n";
    }
    out += ")";
    return out;
}

} // namespace ReplayScope::Core
