// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

namespace ReplayScope::Ui {

/// Reads the user waits for go before the background's exact passes.
///
/// Finding a large file's episodes reads every step's flags and rewards while the
/// document is busy; the exact statistics and plot passes read the whole of other keys
/// at the same time. On two cores, and with libhdf5 running one call at a time in the
/// process, the episodes of a 10 GB D4RL file took 7.3 s in the window against 1.4 s
/// alone (issue 23). Passes that read a file window by window call waitForUrgent()
/// before each window, so they pause while an Urgent scope runs on another thread.
/// Previews and estimates (bounded to a fraction of a second) do not wait.
class UrgentReads final {
public:
    /// Marks the reads of the current scope urgent. Scopes may nest and overlap.
    class Scope final {
    public:
        Scope();
        ~Scope();
        Scope(const Scope&) = delete;
        Scope& operator=(const Scope&) = delete;
    };

    /// Returns when no Urgent scope is alive (at once when none is). Never call it inside
    /// a Scope: it would wait for itself.
    static void waitForUrgent();
    /// Whether an Urgent scope is alive.
    static bool active();
};

} // namespace ReplayScope::Ui
