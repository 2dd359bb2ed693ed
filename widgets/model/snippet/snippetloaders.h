// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include "pythonsnippet.h"

#include <QStringList>

namespace ReplayScope::Ui::Snippet {

/// How a key is addressed once the file is loaded.
enum class Access {
    Attributes, ///< a Tianshou Batch or buffer: `buf.obs.pos`
    Dict, ///< a pickled dict: `data["obs"]["pos"]`
    Hdf5, ///< an open h5py.File: `f["obs/pos"]`
    Npz, ///< numpy's NpzFile: `npz["obs.pos"]`
    Whole, ///< only the whole object (npy arrays, other libraries' layouts)
};

/// The lines that load a file, and how its keys are then reached.
struct Loader {
    QStringList imports;
    QStringList lines;
    /// The variable holding the loaded object.
    QString root;
    Access access = Access::Whole;
    /// Set for layouts the GUI shows differently from how they are stored: why the
    /// snippet loads the whole file instead of the selection.
    QString inexactNote;
};

/// The loader of a source (by container format, layout and class).
Loader loaderOf(const SnippetSource& source);

/// A Python string literal of text (double quotes, backslash escapes).
QString pyString(const QString& text);

} // namespace ReplayScope::Ui::Snippet
