// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ReplayScope::Core {

/// An integer beyond 64 bits, kept as Python's pickle keeps it: little-endian two's
/// complement bytes of minimal length.
class BigInt final {
public:
    BigInt() = default;
    /// From little-endian two's complement bytes (as in LONG1/LONG4).
    explicit BigInt(std::vector<std::uint8_t> twosComplementLE);
    /// From a decimal string with optional sign. Throws ValueError on bad text.
    static BigInt fromDecimal(std::string_view text);
    const std::vector<std::uint8_t>& bytes() const { return m_bytes; }
    /// True when the value fits in int64 (then toInt64() is exact).
    bool fitsInt64() const;
    std::int64_t toInt64() const;
    double toDouble() const;
    bool isNegative() const;
    /// Decimal text, as Python's repr of an int.
    std::string toDecimal() const;
    bool operator==(const BigInt&) const = default;

private:
    std::vector<std::uint8_t> m_bytes;
};

} // namespace ReplayScope::Core
