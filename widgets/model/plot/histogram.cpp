// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/plot/histogram.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ReplayScope::Ui {

Histogram makeHistogram(const std::vector<const std::vector<double>*>& series, std::int64_t first, std::int64_t last,
                        int bins)
{
    Histogram h;
    bins = std::max(bins, 1);
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    const auto rowsOf = [&](const std::vector<double>& v) {
        return std::pair(std::clamp<std::int64_t>(first, 0, std::int64_t(v.size())),
                         std::clamp<std::int64_t>(last, 0, std::int64_t(v.size())));
    };
    for (const auto* values : series) {
        const auto [a, b] = rowsOf(*values);
        for (std::int64_t i = a; i < b; ++i) {
            const double v = (*values)[std::size_t(i)];
            if (std::isfinite(v)) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
        }
    }
    if (lo > hi)
        return h; // no finite value
    if (lo == hi) {
        lo -= 0.5;
        hi += 0.5;
    }
    h.low = lo;
    h.high = hi;
    h.counts.assign(std::size_t(bins), 0);
    const double scale = double(bins) / (hi - lo);
    const double step = (hi - lo) / double(bins);
    // numpy.linspace's edges; numpy corrects the computed bin against them when rounding
    // put a value on the wrong side of an edge, and so do we.
    const auto edge = [&](std::int64_t i) { return i == bins ? hi : lo + double(i) * step; };
    for (const auto* values : series) {
        const auto [a, b] = rowsOf(*values);
        for (std::int64_t i = a; i < b; ++i) {
            const double v = (*values)[std::size_t(i)];
            if (!std::isfinite(v))
                continue;
            auto bin = static_cast<std::int64_t>((v - lo) * scale);
            bin = std::clamp<std::int64_t>(bin, 0, bins - 1); // the right edge joins the last bin
            if (v < edge(bin))
                --bin;
            else if (bin != bins - 1 && v >= edge(bin + 1))
                ++bin;
            ++h.counts[std::size_t(bin)];
        }
    }
    return h;
}

} // namespace ReplayScope::Ui
