// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/array/ndarray.h>

#include <QString>

namespace ReplayScope::Ui {

/// Evaluates a simple arithmetic expression over the keys of a Batch, as numpy would
/// (broadcasting, numpy 1.x type promotion): numbers, dotted key paths of arrays
/// (`rew`, `obs.state`), `+ - * /`, unary minus and parentheses; `*` and `/` bind
/// tighter. `rew * 0.99`, `(obs.state - obs_next.state) / 2`. Throws Core::ValueError
/// naming the position for bad text, KeyError for unknown keys, ValueError when the
/// result is a plain number (a new key needs an array).
Core::NdArray evaluateExpression(const Core::Batch& root, const QString& text);

} // namespace ReplayScope::Ui
