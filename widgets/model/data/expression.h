// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/ndarray.h>
#include <core/batch/batch.h>

#include <QString>

namespace ReplayScope::Ui {

/// Evaluates an expression of the core's language (Core::Expression: keys, numbers,
/// arithmetic, comparisons, `& | ~`, abs/isnan, `.any(axis=1)`, indexing) over the keys
/// of a Batch, as numpy would. `rew * 0.99`, `(obs.state - obs_next.state) / 2`. Throws
/// Core::ExprError (a ValueError) with the message in the user's language and the
/// position for bad text, unknown keys and a result that is a plain number (a new key
/// needs an array); numpy's errors as the core throws them.
Core::NdArray evaluateExpression(const Core::Batch& root, const QString& text);

/// What is wrong with text as a new key's expression over root, checked without
/// evaluating it (cheap enough for every keystroke, whatever the data's size): bad text,
/// keys that are missing or not arrays, a plain-number result; each at its position, in
/// the user's language. Empty when it looks right (numpy's shape errors still come when
/// evaluateExpression runs).
QString expressionProblem(const Core::Batch& root, const QString& text);

/// The message of a Core::ExprError in the user's language.
QString expressionErrorText(const QString& fallback, int kind, qint64 position, const QString& subject);

} // namespace ReplayScope::Ui
