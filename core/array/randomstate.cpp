// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/array/randomstate.h>

#include <core/error.h>

#include <numeric>
#include <utility>

namespace ReplayScope::Core {

namespace {

constexpr std::int64_t kN = 624;
constexpr std::int64_t kM = 397;

} // namespace

RandomState::RandomState(std::uint32_t seed)
{
    this->seed(seed);
}

void RandomState::seed(std::uint32_t seed)
{
    // init_genrand, as numpy's mt19937_seed; the cached Gaussian is dropped too.
    m_state = State{};
    m_state.key[0] = seed;
    for (std::int64_t i = 1; i < kN; ++i) {
        const std::uint32_t prev = m_state.key[std::size_t(i - 1)];
        m_state.key[std::size_t(i)] = 1812433253u * (prev ^ (prev >> 30)) + std::uint32_t(i);
    }
    m_state.pos = kN;
}

void RandomState::setState(const State& state)
{
    if (state.pos < 0 || state.pos > kN)
        throw ValueError("RandomState position " + std::to_string(state.pos) + " is outside 0..624");
    m_state = state;
}

void RandomState::twist()
{
    auto& k = m_state.key;
    auto mix = [&](std::size_t i, std::size_t next, std::size_t far) {
        const std::uint32_t y = (k[i] & 0x80000000u) | (k[next] & 0x7fffffffu);
        k[i] = k[far] ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
    };
    for (std::size_t i = 0; i < std::size_t(kN); ++i)
        mix(i, (i + 1) % std::size_t(kN), (i + std::size_t(kM)) % std::size_t(kN));
    m_state.pos = 0;
}

std::uint32_t RandomState::nextUint32()
{
    if (m_state.pos >= kN)
        twist();
    std::uint32_t y = m_state.key[std::size_t(m_state.pos++)];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= y >> 18;
    return y;
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
