// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

namespace ReplayScope::Ui {

/// Merge ids of undo commands (QUndoCommand::id()). Commands with the same id may merge
/// consecutive edits through mergeWith(); -1 (the default) never merges. One enum for
/// the whole application so that ids never collide.
enum UndoCommandId {
    SetTensorValueId = 1,
};

} // namespace ReplayScope::Ui
