// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

namespace ReplayScope::Cli {

/// SHA-256 (FIPS 180-4), fed in pieces. The manifest records fingerprint array contents
/// with it, and the core has no hashing of its own.
class Sha256 final {
public:
    Sha256();
    /// Appends bytes to the message.
    void update(const void* data, std::size_t size);
    /// Lower-case hex digest of everything appended; the object is spent afterwards.
    std::string hexDigest();

private:
    void block(const std::uint8_t* p);

    std::array<std::uint32_t, 8> m_state;
    std::array<std::uint8_t, 64> m_buffer{};
    std::size_t m_fill = 0;
    std::uint64_t m_length = 0;
};

} // namespace ReplayScope::Cli
