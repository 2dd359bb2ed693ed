// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/keystats.h>

#include <core/arrayops.h>

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

} // namespace ReplayScope::Ui
