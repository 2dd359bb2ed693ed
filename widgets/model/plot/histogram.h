// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/plot/minmaxenvelope.h>

#include <cstdint>
#include <vector>

namespace ReplayScope::Ui {

/// Counts of values in equal-width bins over [low, high], as numpy.histogram(values,
/// bins) computes them: the last bin includes its right edge; NaN and infinities are
/// left out. When every value is equal the range is widened to value ± 0.5, as numpy does.
struct Histogram {
    double low = 0.0;
    double high = 0.0;
    std::vector<std::int64_t> counts;

    double binWidth() const { return counts.empty() ? 0.0 : (high - low) / double(counts.size()); }
};

/// The histogram of the finite values of each series in rows [first, last).
Histogram makeHistogram(const std::vector<const std::vector<double>*>& series, std::int64_t first, std::int64_t last,
                        int bins);

/// The same for the values of envelopes (coarse ones included: read a window at a time).
Histogram makeEnvelopeHistogram(const std::vector<const MinMaxEnvelope*>& series, std::int64_t first, std::int64_t last,
                                int bins);

} // namespace ReplayScope::Ui
