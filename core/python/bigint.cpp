// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// BigInt: arbitrary integers kept as pickle keeps them (little-endian two's complement).
// Arithmetic is only what conversion needs: decimal text in and out, int64 and double.

#include <core/error.h>
#include <core/python/bigint.h>

#include <algorithm>
#include <bit>
#include <cmath>

namespace ReplayScope::Core {

namespace {

// Drops redundant sign-extension bytes so equal values have equal byte vectors, and
// zero is the empty vector (what Python's encode_long produces for 0).
void normalise(std::vector<std::uint8_t>& bytes)
{
    while (bytes.size() > 1) {
        const std::uint8_t last = bytes.back();
        const bool prevNegative = (bytes[bytes.size() - 2] & 0x80) != 0;
        if ((last == 0x00 && !prevNegative) || (last == 0xFF && prevNegative))
            bytes.pop_back();
        else
            break;
    }
    if (bytes.size() == 1 && bytes[0] == 0)
        bytes.clear();
}

// Two's complement negation in place (on a magnitude or a negative value).
void negate(std::vector<std::uint8_t>& bytes)
{
    unsigned carry = 1;
    for (auto& b : bytes) {
        const unsigned v = static_cast<std::uint8_t>(~b) + carry;
        b = static_cast<std::uint8_t>(v & 0xFF);
        carry = v >> 8;
    }
}

// Magnitude as little-endian 32-bit limbs, for the decimal conversion.
std::vector<std::uint32_t> magnitudeLimbs(std::vector<std::uint8_t> bytes, bool negative)
{
    if (negative) {
        bytes.push_back(0xFF);
        negate(bytes);
    }
    std::vector<std::uint32_t> limbs((bytes.size() + 3) / 4, 0);
    for (std::size_t i = 0; i < bytes.size(); ++i)
        limbs[i / 4] |= static_cast<std::uint32_t>(bytes[i]) << (8 * (i % 4));
    while (!limbs.empty() && limbs.back() == 0)
        limbs.pop_back();
    return limbs;
}

} // namespace

BigInt::BigInt(std::vector<std::uint8_t> twosComplementLE)
    : m_bytes(std::move(twosComplementLE))
{
    normalise(m_bytes);
}

BigInt BigInt::fromDecimal(std::string_view text)
{
    std::string_view digits = text;
    bool negative = false;
    if (!digits.empty() && (digits.front() == '-' || digits.front() == '+')) {
        negative = digits.front() == '-';
        digits.remove_prefix(1);
    }
    if (digits.empty() || !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
        throw ValueError("invalid literal for int() with base 10: '" + std::string(text) + "'");
    // Magnitude in base 256, built by multiply-by-10-and-add.
    std::vector<std::uint8_t> mag;
    for (char c : digits) {
        unsigned carry = static_cast<unsigned>(c - '0');
        for (auto& b : mag) {
            const unsigned v = b * 10u + carry;
            b = static_cast<std::uint8_t>(v & 0xFF);
            carry = v >> 8;
        }
        while (carry) {
            mag.push_back(static_cast<std::uint8_t>(carry & 0xFF));
            carry >>= 8;
        }
    }
    mag.push_back(0); // room for the sign bit
    if (negative)
        negate(mag);
    return BigInt(std::move(mag));
}

bool BigInt::isNegative() const
{
    return !m_bytes.empty() && (m_bytes.back() & 0x80) != 0;
}

bool BigInt::fitsInt64() const
{
    return m_bytes.size() <= 8;
}

std::int64_t BigInt::toInt64() const
{
    std::uint64_t v = isNegative() ? ~std::uint64_t(0) : 0;
    for (std::size_t i = 0; i < m_bytes.size() && i < 8; ++i) {
        v &= ~(std::uint64_t(0xFF) << (8 * i));
        v |= std::uint64_t(m_bytes[i]) << (8 * i);
    }
    return static_cast<std::int64_t>(v);
}

double BigInt::toDouble() const
{
    // Correctly rounded, as Python's float(int), in time linear in the size: the top 64
    // bits of the magnitude with every lower bit folded into bit 0 (a sticky bit) round to
    // the same double as the whole value, since bit 0 is below the 53 bits a double keeps.
    // The decimal route used before was quadratic, and hashing a large int of a hostile
    // pickle went through it (fuzz_pickle, tests/data/pickle/fuzz/timeout-hash-shared-tuples.pkl).
    const bool negative = isNegative();
    const std::vector<std::uint32_t> limbs = magnitudeLimbs(m_bytes, negative);
    if (limbs.empty())
        return 0.0;
    const auto bitAt = [&](std::int64_t i) { return (limbs[std::size_t(i / 32)] >> (i % 32)) & 1u; };
    const std::int64_t bitLength = std::int64_t(limbs.size() - 1) * 32 + (32 - std::countl_zero(limbs.back()));
    const std::int64_t shift = std::max<std::int64_t>(bitLength - 64, 0);
    std::uint64_t top = 0;
    for (std::int64_t i = bitLength; i-- > shift;)
        top = (top << 1) | bitAt(i);
    bool sticky = false;
    for (std::size_t k = 0; k < std::size_t(shift / 32) && !sticky; ++k)
        sticky = limbs[k] != 0;
    for (std::int64_t i = shift / 32 * 32; i < shift && !sticky; ++i)
        sticky = bitAt(i) != 0;
    const double magnitude = std::ldexp(static_cast<double>(top | std::uint64_t(sticky)),
                                        static_cast<int>(std::min<std::int64_t>(shift, 4096)));
    return negative ? -magnitude : magnitude;
}

std::string BigInt::toDecimal() const
{
    const bool negative = isNegative();
    std::vector<std::uint32_t> limbs = magnitudeLimbs(m_bytes, negative);
    if (limbs.empty())
        return "0";
    std::vector<std::uint32_t> chunks; // base 1e9, least significant first
    while (!limbs.empty()) {
        std::uint64_t rem = 0;
        for (std::size_t i = limbs.size(); i-- > 0;) {
            const std::uint64_t cur = (rem << 32) | limbs[i];
            limbs[i] = static_cast<std::uint32_t>(cur / 1000000000u);
            rem = cur % 1000000000u;
        }
        chunks.push_back(static_cast<std::uint32_t>(rem));
        while (!limbs.empty() && limbs.back() == 0)
            limbs.pop_back();
    }
    std::string out = negative ? "-" : "";
    out += std::to_string(chunks.back());
    for (std::size_t i = chunks.size() - 1; i-- > 0;) {
        std::string part = std::to_string(chunks[i]);
        out += std::string(9 - part.size(), '0') + part;
    }
    return out;
}

} // namespace ReplayScope::Core
