// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace ReplayScope::Core {

/// numpy's legacy `np.random.RandomState` (MT19937 behind `np.random.seed`), reduced to
/// the draws Tianshou makes: `permutation`, `shuffle`, `randint` and `random_sample`.
///
/// Results are identical to numpy's for the same seed, so a split or a sample made here
/// selects the same rows as the Python code would after `np.random.seed(seed)`. The
/// generator is the reference MT19937 with numpy's seeding (init_genrand), kept as
/// numpy keeps it (the 624-word key and the position in it) so that a state read from
/// a pickled `RandomState` continues exactly where the Python object would; what is
/// numpy-specific is how bounded integers and doubles are drawn, reproduced here.
class RandomState final {
public:
    /// `RandomState.get_state()` / the pickled state dict: MT19937 key and position,
    /// plus the cached Gaussian (never drawn here, kept so that a state round-trips).
    struct State {
        std::array<std::uint32_t, 624> key{};
        std::int64_t pos = 624;
        bool hasGauss = false;
        double gauss = 0.0;
        bool operator==(const State&) const = default;
    };

    /// `np.random.RandomState(seed)` / `np.random.seed(seed)` for a 32-bit seed.
    explicit RandomState(std::uint32_t seed = 0);

    /// Re-seeds as `np.random.seed(seed)` does.
    void seed(std::uint32_t seed);
    /// The current state, as numpy's `get_state()` reports it.
    const State& state() const { return m_state; }
    /// `set_state(...)`. Throws ValueError for a position outside 0..624.
    void setState(const State& state);
    /// The next raw 32-bit output of MT19937.
    std::uint32_t nextUint32();
    /// Two 32-bit outputs, high word first (numpy's legacy next_uint64).
    std::uint64_t nextUint64();
    /// A uniformly distributed integer in [0, max] by numpy's masked rejection
    /// (`random_interval`), the primitive of the legacy shuffle.
    std::uint64_t interval(std::uint64_t max);
    /// `randint(low, high)`: one integer in [low, high); throws ValueError when
    /// low >= high ("low >= high"), as numpy does.
    std::int64_t randint(std::int64_t low, std::int64_t high);
    /// `random_sample()`: a double in [0, 1) with 53 random bits.
    double randomSample();
    /// The legacy in-place `shuffle` of a 1-d sequence (Fisher-Yates from the end).
    void shuffle(std::span<std::int64_t> values);
    /// `permutation(n)`: a shuffled `arange(n)`.
    std::vector<std::int64_t> permutation(std::int64_t n);

private:
    void twist();
    State m_state;
};

} // namespace ReplayScope::Core
