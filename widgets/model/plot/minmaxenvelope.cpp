// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/plot/minmaxenvelope.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ReplayScope::Ui {

namespace {

constexpr double nan = std::numeric_limits<double>::quiet_NaN();

// Folds a value into a running min/max; NaN (missing) never wins, so an all-NaN bucket
// stays NaN and a partly missing one reports its finite values.
void fold(double& lo, double& hi, double vlo, double vhi)
{
    if (std::isnan(vlo))
        return;
    if (std::isnan(lo) || vlo < lo)
        lo = vlo;
    if (std::isnan(hi) || vhi > hi)
        hi = vhi;
}

} // namespace

MinMaxEnvelope::MinMaxEnvelope(std::vector<double> values)
    : m_values(std::move(values))
    , m_size(static_cast<std::int64_t>(m_values.size()))
{
    // Infinities would swamp every bucket they fall in; treat them as missing like NaN.
    for (double& v : m_values)
        if (std::isinf(v))
            v = nan;
    addLevelsAbove();
}

MinMaxEnvelope::MinMaxEnvelope(std::int64_t size, std::int64_t block, std::vector<double> min, std::vector<double> max,
                               ValueReader reader)
    : m_size(size)
    , m_reader(std::move(reader))
{
    m_levels.push_back({block, std::move(min), std::move(max)});
    addLevelsAbove();
}

void MinMaxEnvelope::addLevelsAbove()
{
    const std::int64_t n = m_size;
    std::int64_t block = m_levels.empty() ? baseBlock : m_levels.back().block * 2;
    while (block < n) {
        Level level;
        level.block = block;
        const std::int64_t count = (n + block - 1) / block;
        level.min.assign(static_cast<std::size_t>(count), nan);
        level.max.assign(static_cast<std::size_t>(count), nan);
        for (std::int64_t b = 0; b < count; ++b) {
            double lo = nan;
            double hi = nan;
            if (m_levels.empty()) {
                const std::int64_t end = std::min(n, (b + 1) * block);
                for (std::int64_t i = b * block; i < end; ++i)
                    fold(lo, hi, m_values[static_cast<std::size_t>(i)], m_values[static_cast<std::size_t>(i)]);
            } else {
                const Level& finer = m_levels.back();
                const auto f = static_cast<std::size_t>(2 * b);
                fold(lo, hi, finer.min[f], finer.max[f]);
                if (f + 1 < finer.min.size())
                    fold(lo, hi, finer.min[f + 1], finer.max[f + 1]);
            }
            level.min[static_cast<std::size_t>(b)] = lo;
            level.max[static_cast<std::size_t>(b)] = hi;
        }
        m_levels.push_back(std::move(level));
        block *= 2;
    }
}

std::vector<double> MinMaxEnvelope::values(std::int64_t first, std::int64_t last) const
{
    first = std::clamp<std::int64_t>(first, 0, size());
    last = std::clamp<std::int64_t>(last, first, size());
    if (!m_reader)
        return {m_values.begin() + first, m_values.begin() + last};
    std::vector<double> out(static_cast<std::size_t>(last - first));
    if (last > first)
        m_reader(first, last, out.data());
    for (double& v : out)
        if (std::isinf(v))
            v = nan;
    return out;
}

void MinMaxEnvelope::foldBlocks(EnvelopeBucket& out, std::int64_t first, std::int64_t last) const
{
    const Level& finest = m_levels.front();
    const auto end = std::min<std::int64_t>((last + finest.block - 1) / finest.block, std::int64_t(finest.min.size()));
    for (std::int64_t b = first / finest.block; b < end; ++b)
        fold(out.min, out.max, finest.min[std::size_t(b)], finest.max[std::size_t(b)]);
}

void MinMaxEnvelope::foldRows(EnvelopeBucket& out, std::int64_t first, std::int64_t last, bool read) const
{
    if ((m_approximate || !read) && m_reader && !m_levels.empty()) {
        foldBlocks(out, first, last);
        return;
    }
    if (!m_reader) {
        for (std::int64_t i = first; i < last; ++i)
            fold(out.min, out.max, m_values[static_cast<std::size_t>(i)], m_values[static_cast<std::size_t>(i)]);
        return;
    }
    for (const double v : values(first, last))
        fold(out.min, out.max, v, v);
}

EnvelopeBucket MinMaxEnvelope::range(std::int64_t first, std::int64_t last) const
{
    return rangeOf(first, last, true);
}

EnvelopeBucket MinMaxEnvelope::rangeOf(std::int64_t first, std::int64_t last, bool read) const
{
    first = std::clamp<std::int64_t>(first, 0, size());
    last = std::clamp<std::int64_t>(last, first, size());
    EnvelopeBucket out{first, last - first, nan, nan};
    // Walks from the coarsest level down: whole blocks come from the level, the two
    // ragged ends from finer levels (at most two blocks each), the last bits from the rows.
    struct Piece {
        std::int64_t a;
        std::int64_t b;
        int level;
    };
    std::vector<Piece> pending{{first, last, static_cast<int>(m_levels.size()) - 1}};
    while (!pending.empty()) {
        const Piece p = pending.back();
        pending.pop_back();
        if (p.a >= p.b)
            continue;
        if (p.level < 0) {
            foldRows(out, p.a, p.b, read);
            continue;
        }
        const Level& level = m_levels[static_cast<std::size_t>(p.level)];
        const std::int64_t fb = (p.a + level.block - 1) / level.block;
        const std::int64_t lb = p.b / level.block;
        if (fb >= lb) {
            pending.push_back({p.a, p.b, p.level - 1});
            continue;
        }
        for (std::int64_t b = fb; b < lb; ++b)
            fold(out.min, out.max, level.min[static_cast<std::size_t>(b)], level.max[static_cast<std::size_t>(b)]);
        pending.push_back({p.a, fb * level.block, p.level - 1});
        pending.push_back({lb * level.block, p.b, p.level - 1});
    }
    return out;
}

std::vector<EnvelopeBucket> MinMaxEnvelope::query(std::int64_t first, std::int64_t last, int pixels) const
{
    return queryRows(first, last, pixels, true);
}

std::vector<EnvelopeBucket> MinMaxEnvelope::quickQuery(std::int64_t first, std::int64_t last, int pixels) const
{
    return queryRows(first, last, pixels, false);
}

std::vector<EnvelopeBucket> MinMaxEnvelope::queryRows(std::int64_t first, std::int64_t last, int pixels,
                                                      bool read) const
{
    first = std::clamp<std::int64_t>(first, 0, size());
    last = std::clamp<std::int64_t>(last, first, size());
    pixels = std::max(pixels, 1);
    std::vector<EnvelopeBucket> out;
    const std::int64_t rows = last - first;
    if (rows <= 2 * static_cast<std::int64_t>(pixels) && m_reader && !read) {
        for (std::int64_t i = first; i < last; ++i) { // each row its block's range
            EnvelopeBucket bucket{i, 1, nan, nan};
            foldBlocks(bucket, i, i + 1);
            out.push_back(bucket);
        }
        return out;
    }
    if (rows <= 2 * static_cast<std::int64_t>(pixels)) {
        out.reserve(static_cast<std::size_t>(rows));
        const std::vector<double> read = m_reader ? values(first, last) : std::vector<double>{};
        for (std::int64_t i = first; i < last; ++i) {
            const double v =
                m_reader ? read[static_cast<std::size_t>(i - first)] : m_values[static_cast<std::size_t>(i)];
            out.push_back({i, 1, v, v});
        }
        return out;
    }
    // Buckets aligned to a power-of-two width no wider than the rows per pixel, so the
    // same rows fall into the same bucket while panning (no shimmering envelope).
    const std::int64_t perPixel = rows / pixels;
    std::int64_t width = 1;
    while (width * 2 <= perPixel)
        width *= 2;
    out.reserve(static_cast<std::size_t>(rows / width + 2));
    if ((m_approximate || !read) && m_reader && !m_levels.empty() && width < m_levels.front().block) {
        // A preview zoomed in below its blocks: each bucket shows the blocks it falls in.
        for (std::int64_t start = first / width * width; start < last; start += width) {
            EnvelopeBucket bucket{std::max(start, first), 0, nan, nan};
            const std::int64_t end = std::min(start + width, last);
            bucket.count = end - bucket.first;
            foldBlocks(bucket, bucket.first, end);
            out.push_back(bucket);
        }
        return out;
    }
    if (m_reader && width < m_levels.front().block) {
        // Zoomed in below the finest level held: the visible rows are read once (at most
        // about 2 * pixels * block() of them), not once per bucket.
        const std::vector<double> read = values(first, last);
        for (std::int64_t start = first / width * width; start < last; start += width) {
            EnvelopeBucket bucket{std::max(start, first), 0, nan, nan};
            const std::int64_t end = std::min(start + width, last);
            bucket.count = end - bucket.first;
            for (std::int64_t i = bucket.first; i < end; ++i)
                fold(bucket.min, bucket.max, read[std::size_t(i - first)], read[std::size_t(i - first)]);
            out.push_back(bucket);
        }
        return out;
    }
    for (std::int64_t start = first / width * width; start < last; start += width) {
        const std::int64_t a = std::max(start, first);
        const std::int64_t b = std::min(start + width, last);
        out.push_back(rangeOf(a, b, read));
    }
    return out;
}

} // namespace ReplayScope::Ui
