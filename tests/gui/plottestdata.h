// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// The data and helpers the plot tests share (tst_plotview, tst_plotaxes).
#pragma once

#include <core/array/ndarray.h>
#include <core/batch/batch.h>
#include <widgets/view/plot/plotpanel.h>

#include <QSignalSpy>

#include <cmath>
#include <memory>
#include <vector>

namespace PlotTests {

using namespace ReplayScope;

inline constexpr std::int64_t Steps = 3000;
inline constexpr std::int64_t EpisodeLength = 50;

// rew = step * scale (rises through the data), act = step % 3, obs (steps, 3), done at
// every 50th step: 60 episodes by default.
inline std::shared_ptr<Core::Batch> data(std::int64_t steps = Steps, double scale = 0.01)
{
    std::vector<double> rew;
    std::vector<std::int64_t> act;
    std::vector<double> obs;
    std::vector<bool> done;
    for (std::int64_t i = 0; i < steps; ++i) {
        rew.push_back(double(i) * scale);
        act.push_back(i % 3);
        for (int c = 0; c < 3; ++c)
            obs.push_back(std::sin(double(i) * 0.01 + c));
        done.push_back(i % EpisodeLength == EpisodeLength - 1);
    }
    auto batch = Core::Batch::make();
    batch->setRaw("obs", Core::PyValue::array(Core::NdArray::fromDoubles(obs, {steps, 3})));
    batch->setRaw("act", Core::PyValue::array(Core::NdArray::fromInts(act)));
    batch->setRaw("rew", Core::PyValue::array(Core::NdArray::fromDoubles(rew)));
    batch->setRaw("done", Core::PyValue::array(Core::NdArray::fromBools(done)));
    return batch;
}

inline bool plot(Ui::PlotPanel& panel, const QString& key)
{
    QSignalSpy plotted(&panel, &Ui::PlotPanel::plotted);
    panel.setKey(key);
    return (panel.series() && panel.key() == key) || (plotted.wait(20000) && panel.series() && panel.key() == key);
}

} // namespace PlotTests
