// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/memorybudget.h>

#include <QtGlobal>

#include <algorithm>
#include <atomic>

namespace ReplayScope::Ui {

namespace {

constexpr std::int64_t MB = std::int64_t(1) << 20;
constexpr std::int64_t DefaultBudget = 256 * MB;
constexpr std::int64_t SmallestBudget = 16 * MB;

std::int64_t initialBudget()
{
    bool ok = false;
    const int mb = qEnvironmentVariableIntValue("REPLAYSCOPE_MEMORY_BUDGET_MB", &ok);
    return ok && mb > 0 ? std::max(std::int64_t(mb) * MB, SmallestBudget) : DefaultBudget;
}

std::atomic<std::int64_t>& budget()
{
    static std::atomic<std::int64_t> value{initialBudget()};
    return value;
}

} // namespace

std::int64_t memoryBudget()
{
    return budget().load();
}

void setMemoryBudget(std::int64_t bytes)
{
    budget() = std::max(bytes, SmallestBudget);
}

std::int64_t seriesBudget()
{
    return memoryBudget() / 4;
}

} // namespace ReplayScope::Ui
