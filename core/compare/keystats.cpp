// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Statistics of one key from a stream of windows, the strided sample, and the
// Kolmogorov-Smirnov statistic.
#include <core/compare/comparedetail.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ReplayScope::Core {

namespace CompareDetail {

bool hasStats(const DType& dtype)
{
    return dtype.isBool() || dtype.isInteger() || dtype.isFloat();
}

StatsAccumulator::StatsAccumulator(std::int64_t totalElements, std::int64_t sampleSize)
{
    sampleSize = std::max<std::int64_t>(sampleSize, 1);
    m_stride = std::max<std::int64_t>(1, (totalElements + sampleSize - 1) / sampleSize);
    m_stats.min = std::numeric_limits<double>::infinity();
    m_stats.max = -std::numeric_limits<double>::infinity();
}

void StatsAccumulator::add(const NdArray& window)
{
    const NdArray values = window.astype(DType(DTypeKind::Float64)).contiguous();
    const std::int64_t n = values.size();
    if (n == 0)
        return;
    const double* p = reinterpret_cast<const double*>(values.elementPtr(0));
    for (std::int64_t i = 0; i < n; ++i, ++m_seen) {
        const double v = p[i];
        ++m_stats.count;
        if (std::isnan(v)) {
            ++m_stats.nanCount;
            continue;
        }
        if (std::isinf(v)) {
            ++m_stats.infCount;
            continue;
        }
        if (m_seen % m_stride == 0)
            m_sample.push_back(v);
        ++m_stats.finiteCount;
        const double delta = v - m_stats.mean;
        m_stats.mean += delta / double(m_stats.finiteCount);
        m_m2 += delta * (v - m_stats.mean);
        m_stats.min = std::min(m_stats.min, v);
        m_stats.max = std::max(m_stats.max, v);
    }
}

KeyStats StatsAccumulator::stats() const
{
    KeyStats s = m_stats;
    if (s.finiteCount == 0) {
        s.mean = s.std = s.min = s.max = std::numeric_limits<double>::quiet_NaN();
        return s;
    }
    s.std = std::sqrt(m_m2 / double(s.finiteCount));
    return s;
}

} // namespace CompareDetail

double ksStatistic(std::vector<double> a, std::vector<double> b)
{
    if (a.empty() || b.empty())
        return 0.0;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    // Walk both sorted samples; at each distinct value both CDFs have taken every
    // element <= it, so ties never open a false gap.
    std::size_t i = 0, j = 0;
    double best = 0.0;
    while (i < a.size() && j < b.size()) {
        const double x = std::min(a[i], b[j]);
        while (i < a.size() && a[i] <= x)
            ++i;
        while (j < b.size() && b[j] <= x)
            ++j;
        best = std::max(best, std::fabs(double(i) / double(a.size()) - double(j) / double(b.size())));
    }
    return best;
}

} // namespace ReplayScope::Core
