// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

namespace ReplayScope::Ui {

/// The anonymous memory the window's own derived data may hold, in bytes (issue 23:
/// memory that does not grow with the file). The plot series keep their min/max
/// pyramids within a share of it and read the rows of a zoomed-in view from the file
/// instead of holding every value.
///
/// 256 MB unless set, or unless the environment variable REPLAYSCOPE_MEMORY_BUDGET_MB
/// says otherwise (read on first use). Thread-safe.
std::int64_t memoryBudget();

/// Sets the budget (at least 16 MB; for tests and the preferences).
void setMemoryBudget(std::int64_t bytes);

/// The share of the budget one plot series may use: a quarter, so that the current key,
/// the previous ones the store keeps and the rest of the window fit together.
std::int64_t seriesBudget();

} // namespace ReplayScope::Ui
