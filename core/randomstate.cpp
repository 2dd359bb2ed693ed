// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/randomstate.h>

#include <core/error.h>

#include <numeric>
#include <utility>

namespace ReplayScope::Core {

RandomState::RandomState(std::uint32_t seed)
    : m_engine(seed)
{
}

void RandomState::seed(std::uint32_t seed)
{
    m_engine.seed(seed);
}

std::uint32_t RandomState::nextUint32()
{
    return static_cast<std::uint32_t>(m_engine());
}

std::uint64_t RandomState::nextUint64()
{
    const std::uint64_t high = nextUint32();
    return (high << 32) | nextUint32();
}

std::uint64_t RandomState::interval(std::uint64_t max)
{
    if (max == 0)
        return 0;
    // Smallest all-ones mask covering max; draws above max are rejected, so every
    // value in range is equally likely and the draw count matches numpy exactly.
    std::uint64_t mask = max;
    for (int shift = 1; shift <= 32; shift *= 2)
        mask |= mask >> shift;
    std::uint64_t value = 0;
    if (max <= 0xffffffffULL) {
        do
            value = nextUint32() & mask;
        while (value > max);
    } else {
        do
            value = nextUint64() & mask;
        while (value > max);
    }
    return value;
}

std::int64_t RandomState::randint(std::int64_t low, std::int64_t high)
{
    if (low >= high)
        throw ValueError("low >= high");
    // numpy's legacy randint draws the offset with the same masked rejection.
    const auto range = static_cast<std::uint64_t>(high) - static_cast<std::uint64_t>(low) - 1;
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(low) + interval(range));
}

double RandomState::randomSample()
{
    const std::uint32_t a = nextUint32() >> 5;
    const std::uint32_t b = nextUint32() >> 6;
    return (a * 67108864.0 + b) / 9007199254740992.0;
}

void RandomState::shuffle(std::span<std::int64_t> values)
{
    for (std::size_t i = values.size(); i-- > 1;) {
        const auto j = static_cast<std::size_t>(interval(i));
        std::swap(values[i], values[j]);
    }
}

std::vector<std::int64_t> RandomState::permutation(std::int64_t n)
{
    std::vector<std::int64_t> out(static_cast<std::size_t>(n > 0 ? n : 0));
    std::iota(out.begin(), out.end(), std::int64_t{0});
    shuffle(out);
    return out;
}

} // namespace ReplayScope::Core
