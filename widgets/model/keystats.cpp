// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/keystats.h>

#include <core/array/arrayops.h>
#include <core/array/index.h>
#include <core/array/rowwindow.h>

#include <algorithm>

namespace ReplayScope::Ui {

bool hasKeyStats(const Core::NdArray& array)
{
    const Core::DType& dtype = array.dtype();
    return array.size() > 0 && (dtype.isBool() || dtype.isInteger() || dtype.isFloat());
}

KeyStats computeKeyStats(const Core::NdArray& array)
{
    KeyStats stats;
    stats.min = QString::fromStdString(Core::min(array).repr());
    stats.max = QString::fromStdString(Core::max(array).repr());
    stats.mean = QString::number(Core::mean(array).asDouble(), 'g', 6);
    return stats;
}

KeyStats computeKeyStatsWindowed(const Core::NdArray& array, const std::vector<std::int64_t>* rows,
                                 const std::function<bool()>& canceled)
{
    constexpr std::int64_t WindowBytes = std::int64_t(8) << 20;
    const std::int64_t total = array.ndim() == 0 ? 1 : array.shape().front();
    const std::int64_t rowBytes = std::max<std::int64_t>(array.nbytes() / std::max<std::int64_t>(total, 1), 1);
    const std::int64_t window = std::max<std::int64_t>(WindowBytes / rowBytes, 1);
    std::vector<std::int64_t> wanted;
    if (rows) {
        wanted = *rows;
        std::sort(wanted.begin(), wanted.end());
    }
    std::vector<Core::NdArray> mins, maxes;
    double sum = 0.0;
    std::int64_t count = 0;
    std::size_t next = 0;
    for (std::int64_t first = 0; first < total; first += window) {
        if (canceled && canceled())
            return {};
        const std::int64_t end = std::min(total, first + window);
        Core::NdArray part = Core::readRowWindow(array, first, end);
        if (rows) {
            std::vector<std::int64_t> local;
            for (; next < wanted.size() && wanted[next] < end; ++next)
                if (wanted[next] >= first)
                    local.push_back(wanted[next] - first);
            if (local.empty())
                continue;
            part = part[Core::Index::list(local)];
        }
        if (part.size() == 0)
            continue;
        mins.push_back(Core::min(part).asArray().reshape({1}));
        maxes.push_back(Core::max(part).asArray().reshape({1}));
        sum += Core::mean(part).asDouble() * static_cast<double>(part.size());
        count += part.size();
    }
    if (count == 0)
        return {};
    KeyStats stats;
    stats.min = QString::fromStdString(Core::min(Core::concatenate(mins)).repr());
    stats.max = QString::fromStdString(Core::max(Core::concatenate(maxes)).repr());
    stats.mean = QString::number(sum / static_cast<double>(count), 'g', 6);
    return stats;
}

} // namespace ReplayScope::Ui
