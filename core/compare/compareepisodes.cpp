// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/compare/compare.h>

#include <algorithm>
#include <cmath>

namespace ReplayScope::Core {

Distribution Distribution::of(std::vector<double> values)
{
    Distribution d;
    d.count = std::int64_t(values.size());
    if (values.empty()) {
        d.mean = std::nan("");
        std::fill(std::begin(d.quantiles), std::end(d.quantiles), std::nan(""));
        return d;
    }
    std::sort(values.begin(), values.end());
    double sum = 0.0;
    for (double v : values)
        sum += v;
    d.mean = sum / double(values.size());
    // numpy's default quantile method ("linear"): position q * (n - 1), interpolated.
    const double qs[5] = {0.0, 0.25, 0.5, 0.75, 1.0};
    for (int i = 0; i < 5; ++i) {
        const double pos = qs[i] * double(values.size() - 1);
        const std::size_t lo = std::size_t(std::floor(pos));
        const std::size_t hi = std::min(lo + 1, values.size() - 1);
        const double frac = pos - double(lo);
        d.quantiles[i] = values[lo] + (values[hi] - values[lo]) * frac;
    }
    return d;
}

EpisodeSummary EpisodeSummary::of(const EpisodeList* episodes)
{
    EpisodeSummary s;
    s.ends = {{"terminated", 0}, {"truncated", 0}, {"unfinished", 0}, {"cut", 0}};
    if (!episodes)
        return s;
    s.available = true;
    s.count = episodes->count();
    std::vector<double> lengths, returns;
    for (const Episode& e : episodes->episodes()) {
        lengths.push_back(double(e.length()));
        returns.push_back(e.episodeReturn);
        switch (e.end()) {
        case EpisodeEnd::Terminated: ++s.ends["terminated"]; break;
        case EpisodeEnd::Truncated: ++s.ends["truncated"]; break;
        case EpisodeEnd::Unfinished: ++s.ends["unfinished"]; break;
        case EpisodeEnd::Cut: ++s.ends["cut"]; break;
        }
    }
    s.lengths = Distribution::of(std::move(lengths));
    s.returns = Distribution::of(std::move(returns));
    return s;
}

} // namespace ReplayScope::Core
