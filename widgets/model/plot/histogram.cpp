// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/plot/histogram.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ReplayScope::Ui {

namespace {

// Sets the range of h to [lo, hi] (widened when empty) with bins empty bins.
void startHistogram(Histogram& h, double lo, double hi, int bins)
{
    if (lo == hi) {
        lo -= 0.5;
        hi += 0.5;
    }
    h.low = lo;
    h.high = hi;
    h.counts.assign(std::size_t(bins), 0);
}

// Counts the finite values of [v, v + n) into h's bins.
void countValues(Histogram& h, const double* v, std::int64_t n)
{
    const auto bins = std::int64_t(h.counts.size());
    const double lo = h.low;
    const double hi = h.high;
    const double scale = double(bins) / (hi - lo);
    const double step = (hi - lo) / double(bins);
    // numpy.linspace's edges; numpy corrects the computed bin against them when rounding
    // put a value on the wrong side of an edge, and so do we.
    const auto edge = [&](std::int64_t i) { return i == bins ? hi : lo + double(i) * step; };
    for (std::int64_t i = 0; i < n; ++i) {
        if (!std::isfinite(v[i]))
            continue;
        auto bin = static_cast<std::int64_t>((v[i] - lo) * scale);
        bin = std::clamp<std::int64_t>(bin, 0, bins - 1); // the right edge joins the last bin
        if (v[i] < edge(bin))
            --bin;
        else if (bin != bins - 1 && v[i] >= edge(bin + 1))
            ++bin;
        ++h.counts[std::size_t(bin)];
    }
}

} // namespace

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
    startHistogram(h, lo, hi, bins);
    for (const auto* values : series) {
        const auto [a, b] = rowsOf(*values);
        if (b > a)
            countValues(h, values->data() + a, b - a);
    }
    return h;
}

Histogram makeEnvelopeHistogram(const std::vector<const MinMaxEnvelope*>& series, std::int64_t first, std::int64_t last,
                                int bins)
{
    // The envelopes know the exact range of their finite values; the counting reads a
    // window of rows at a time, so a coarse envelope's data is never held whole.
    constexpr std::int64_t Window = std::int64_t(1) << 20;
    Histogram h;
    bins = std::max(bins, 1);
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    for (const MinMaxEnvelope* envelope : series) {
        const EnvelopeBucket all = envelope->range(first, last);
        if (!std::isnan(all.min)) {
            lo = std::min(lo, all.min);
            hi = std::max(hi, all.max);
        }
    }
    if (lo > hi)
        return h;
    startHistogram(h, lo, hi, bins);
    for (const MinMaxEnvelope* envelope : series) {
        const std::int64_t end = std::clamp<std::int64_t>(last, 0, envelope->size());
        for (std::int64_t a = std::clamp<std::int64_t>(first, 0, envelope->size()); a < end; a += Window) {
            const std::vector<double> values = envelope->values(a, std::min(end, a + Window));
            countValues(h, values.data(), std::int64_t(values.size()));
        }
    }
    return h;
}

} // namespace ReplayScope::Ui
