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

template <typename T> void StatsAccumulator::addValues(const T* p, std::int64_t n)
{
    // Sums of (v - shift) and its square: no division per element, and the shift (the
    // first finite value) keeps the variance from cancelling when |mean| >> std.
    for (std::int64_t i = 0; i < n; ++i, ++m_seen) {
        const double v = double(p[i]);
        ++m_stats.count;
        if (!std::isfinite(v)) {
            ++(std::isnan(v) ? m_stats.nanCount : m_stats.infCount);
            continue;
        }
        if (m_seen % m_stride == 0)
            m_sample.push_back(v);
        if (m_stats.finiteCount++ == 0)
            m_shift = v;
        const double d = v - m_shift;
        m_sum += d;
        m_sumSquares += d * d;
        m_stats.min = std::min(m_stats.min, v);
        m_stats.max = std::max(m_stats.max, v);
    }
}

void StatsAccumulator::add(const NdArray& window)
{
    if (window.size() == 0)
        return;
    const DType& t = window.dtype();
    // The common dtypes straight from the window's bytes; the rest through float64.
    if (t.isNativeOrder() && window.isCContiguous() && t.kind() == DTypeKind::Float32)
        return addValues(reinterpret_cast<const float*>(window.elementPtr(0)), window.size());
    if (t.isNativeOrder() && window.isCContiguous() && t.kind() == DTypeKind::Float64)
        return addValues(reinterpret_cast<const double*>(window.elementPtr(0)), window.size());
    if (window.isCContiguous() && t.kind() == DTypeKind::Bool)
        return addValues(reinterpret_cast<const std::uint8_t*>(window.elementPtr(0)), window.size());
    const NdArray values = window.astype(DType(DTypeKind::Float64)).contiguous();
    addValues(reinterpret_cast<const double*>(values.elementPtr(0)), values.size());
}

KeyStats StatsAccumulator::stats() const
{
    KeyStats s = m_stats;
    if (s.finiteCount == 0) {
        s.mean = s.std = s.min = s.max = std::numeric_limits<double>::quiet_NaN();
        return s;
    }
    const double n = double(s.finiteCount);
    const double meanShifted = m_sum / n;
    s.mean = m_shift + meanShifted;
    s.std = std::sqrt(std::max(0.0, m_sumSquares / n - meanShifted * meanShifted));
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
