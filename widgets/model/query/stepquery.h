// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

#include <atomic>

namespace ReplayScope::Ui {

class Document;

/// What Find Steps found: the steps where the expression holds and the episodes that
/// hold them, or why it could not be evaluated.
struct StepQueryResult {
    QString text;
    QList<qint64> steps; ///< ascending
    QList<qint64> episodes; ///< ascending, each once
    /// Empty when the expression was evaluated; else the message in the user's language.
    QString error;
    /// 0-based character of the error in text, -1 when it is not about one place.
    qint64 errorPosition = -1;
    bool canceled = false;
};

/// Evaluates a row predicate of the *Add Key* language (`rew < -1 & abs(act[:,0]) >
/// 0.95`, `isnan(obs).any(axis=1)`, `info.env_id == 3`) over every step of a document
/// (issue 21, part 3), as `replayscope-cli select --where` does: over the storage rows
/// in windows (large lazily read keys are not read whole), then mapped to steps, oldest
/// first. Reads the document only: callers on a worker thread mark it busy meanwhile.
/// cancel, when set, stops between windows' worth of steps.
StepQueryResult findSteps(const Document& document, const QString& text, const std::atomic<bool>* cancel = nullptr);

} // namespace ReplayScope::Ui
