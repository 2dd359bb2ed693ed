// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>

#include <cstdint>

namespace ReplayScope::Core {

/// Settings of the bundled demo data set.
struct CartPoleDemoOptions {
    int episodes = 240; ///< number of episodes to simulate
    int maxSteps = 200; ///< episodes longer than this are truncated (time limit)
    std::uint32_t seed = 7; ///< the demo is the same on every machine
    int frameHeight = 16; ///< height of the rendered grey-scale frame stored per step
    int frameWidth = 32; ///< width of that frame
};

/// Simulates CartPole (the classic-control equations Gym uses) under a noisy
/// proportional-derivative policy and returns the transitions as a Tianshou-style
/// Batch: obs, act, rew, terminated, truncated, done, obs_next, plus nested info keys
/// and a small rendered frame per step, so a newcomer sees real-looking episodes of
/// varied length (some terminated by a fall, some truncated by the time limit).
Batch makeCartPoleDemo(const CartPoleDemoOptions& options = {});

} // namespace ReplayScope::Core
