// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/demo/cartpole.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <random>
#include <vector>

namespace ReplayScope::Core {

namespace {

// Gym's CartPole-v1 constants, so the numbers look like what users know.
constexpr double kGravity = 9.8;
constexpr double kMassCart = 1.0;
constexpr double kMassPole = 0.1;
constexpr double kTotalMass = kMassCart + kMassPole;
constexpr double kHalfLength = 0.5;
constexpr double kPoleMassLength = kMassPole * kHalfLength;
constexpr double kForce = 10.0;
constexpr double kTau = 0.02;
constexpr double kThetaLimit = 12.0 * 2.0 * M_PI / 360.0;
constexpr double kXLimit = 2.4;

using State = std::array<double, 4>; // x, x_dot, theta, theta_dot

State step(const State& s, int action)
{
    const double force = action == 1 ? kForce : -kForce;
    const double cosT = std::cos(s[2]);
    const double sinT = std::sin(s[2]);
    const double temp = (force + kPoleMassLength * s[3] * s[3] * sinT) / kTotalMass;
    const double thetaAcc =
        (kGravity * sinT - cosT * temp) / (kHalfLength * (4.0 / 3.0 - kMassPole * cosT * cosT / kTotalMass));
    const double xAcc = temp - kPoleMassLength * thetaAcc * cosT / kTotalMass;
    return {s[0] + kTau * s[1], s[1] + kTau * xAcc, s[2] + kTau * s[3], s[3] + kTau * thetaAcc};
}

// A grey-scale side view: track, cart and pole, so the image view has something real.
void render(const State& s, int h, int w, std::uint8_t* out)
{
    std::memset(out, 0, static_cast<std::size_t>(h * w));
    const int track = h - 3;
    for (int x = 0; x < w; ++x)
        out[track * w + x] = 90;
    const int cx = std::clamp(static_cast<int>((s[0] + kXLimit) / (2 * kXLimit) * (w - 1)), 2, w - 3);
    for (int y = track - 2; y < track; ++y)
        for (int x = cx - 2; x <= cx + 2; ++x)
            out[y * w + x] = 200;
    for (int i = 0; i < h - 5; ++i) {
        const int px = cx + static_cast<int>(std::lround(std::sin(s[2]) * i));
        const int py = track - 2 - static_cast<int>(std::lround(std::cos(s[2]) * i));
        if (px >= 0 && px < w && py >= 0 && py < h)
            out[py * w + px] = 255;
    }
}

} // namespace

Batch makeCartPoleDemo(const CartPoleDemoOptions& options)
{
    std::mt19937 rng(options.seed);
    std::uniform_real_distribution<double> init(-0.05, 0.05);
    std::normal_distribution<double> noise(0.0, 1.0);
    std::uniform_real_distribution<double> skill(0.0, 1.0);

    std::vector<double> obs, obsNext, rew, policyMargin;
    std::vector<std::int64_t> act, envId, episodeStep;
    std::vector<bool> terminated, truncated, done;
    std::vector<std::uint8_t> frames;
    const int frameSize = options.frameHeight * options.frameWidth;
    std::vector<std::uint8_t> frame(static_cast<std::size_t>(frameSize));

    for (int ep = 0; ep < options.episodes; ++ep) {
        State s{init(rng), init(rng), init(rng), init(rng)};
        // Each episode gets its own policy quality, so lengths and returns vary widely.
        const double sloppiness = 0.2 + 2.5 * skill(rng) * skill(rng);
        for (int t = 0; t < options.maxSteps; ++t) {
            const double margin = 10.0 * s[2] + 2.0 * s[3] + 0.3 * s[1] + sloppiness * noise(rng);
            const int a = margin > 0.0 ? 1 : 0;
            const State next = step(s, a);
            const bool fell = std::abs(next[0]) > kXLimit || std::abs(next[2]) > kThetaLimit;
            const bool timeUp = !fell && t + 1 == options.maxSteps;
            obs.insert(obs.end(), s.begin(), s.end());
            obsNext.insert(obsNext.end(), next.begin(), next.end());
            act.push_back(a);
            rew.push_back(1.0);
            terminated.push_back(fell);
            truncated.push_back(timeUp);
            done.push_back(fell || timeUp);
            envId.push_back(ep % 4);
            episodeStep.push_back(t);
            policyMargin.push_back(margin);
            render(s, options.frameHeight, options.frameWidth, frame.data());
            frames.insert(frames.end(), frame.begin(), frame.end());
            s = next;
            if (fell)
                break;
        }
    }

    const auto n = static_cast<std::int64_t>(act.size());
    const DType f32(DTypeKind::Float32);
    NdArray image(DType(DTypeKind::UInt8), {n, options.frameHeight, options.frameWidth});
    if (n > 0)
        std::memcpy(image.mutableElementPtr(0), frames.data(), frames.size());

    auto info = Batch::make({
        {"env_id", PyValue::array(NdArray::fromInts(envId, {n}))},
        {"episode_step", PyValue::array(NdArray::fromInts(episodeStep, {n}))},
        {"policy",
         PyValue::batch(Batch::make({{"margin", PyValue::array(NdArray::fromDoubles(policyMargin, {n}, f32))}}))},
    });
    auto observation = [&](const std::vector<double>& values) {
        return PyValue::batch(Batch::make({
            {"state", PyValue::array(NdArray::fromDoubles(values, {n, 4}, f32))},
        }));
    };
    Batch batch({
        {"obs", observation(obs)},
        {"act", PyValue::array(NdArray::fromInts(act, {n}))},
        {"rew", PyValue::array(NdArray::fromDoubles(rew, {n}, f32))},
        {"terminated", PyValue::array(NdArray::fromBools(terminated, {n}))},
        {"truncated", PyValue::array(NdArray::fromBools(truncated, {n}))},
        {"done", PyValue::array(NdArray::fromBools(done, {n}))},
        {"obs_next", observation(obsNext)},
        {"info", PyValue::batch(info)},
    });
    // The frame is what the pole looks like before the step, next to the state vector.
    batch.get("obs").asBatch()->set("frame", PyValue::array(image));
    return batch;
}

} // namespace ReplayScope::Core
