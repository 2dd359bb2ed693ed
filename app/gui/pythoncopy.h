// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <app/gui/datacontroller.h>

#include <QString>

/// What Edit ▸ Copy as Python copies.
enum class PythonScope {
    Key, ///< the current key, every step (or the whole value)
    Rows, ///< the current key (or all keys of a Tianshou object) at the selected table rows
    Episodes, ///< the current key (or all keys) at the steps of the selected episodes
    Document, ///< the whole file, loaded with its library
};

/// A snippet made for the window's state, or why none can be made.
struct PythonCopy {
    QString code; ///< empty when nothing can be loaded (see message)
    QString message; ///< what it loads, or why there is nothing to copy
};

/// Edit ▸ Copy as Python (issue 21, part 4): puts on the clipboard a snippet that loads
/// the chosen part of the current document's file with the library that wrote it (see
/// Ui::pythonSnippet). Reads the window's state through DataSources only.
class PythonCopier final {
public:
    explicit PythonCopier(DataSources sources)
        : m_sources(std::move(sources))
    {
    }

    /// The snippet of scope for what the window shows now (Copy as Python ▸ Preview…
    /// shows it before copying).
    PythonCopy snippet(PythonScope scope) const;
    /// Copies the snippet of scope to the clipboard and returns what to tell the user in
    /// the status bar (also why nothing was copied: no file yet, nothing selected).
    QString copy(PythonScope scope) const;

private:
    DataSources m_sources;
};
