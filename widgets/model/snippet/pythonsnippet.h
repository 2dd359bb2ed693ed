// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

#include <cstdint>
#include <vector>

namespace ReplayScope::Ui {

class Document;

/// Where a document's data comes from, as Python has to load it (issue 21, part 4).
struct SnippetSource {
    /// Absolute path of the file (or TorchRL dump directory).
    QString filePath;
    /// Core::formatName of the container: "pickle", "hdf5", "npz", "npy", "rllib-json",
    /// "torch", "torchrl-dump".
    QString format;
    /// Core's layout name: "tianshou", "d4rl", "minari", "generic", "pickle", "npz",
    /// "sb3-replay-buffer-pickle", "robomimic", ... (LoadedData::layout).
    QString layout;
    /// The Python class of the root ("VectorReplayBuffer", "Batch", "dict", ...).
    QString className;
    /// True when the document is a Tianshou buffer read from the file itself.
    bool isBuffer = false;
    /// "gzip", "bz2" or "lzma" for a compressed pickle, else empty.
    QString compression;

    /// The source of a document (its file as last opened or saved).
    static SnippetSource of(const Document& document);
};

/// What to load: one key (a dotted path; empty for all of the data) and, optionally, the
/// storage rows to take from it, in the order the GUI shows them.
struct SnippetSelection {
    QString key;
    std::vector<std::int64_t> rows;
    bool allRows = true; ///< false: take `rows` (possibly none)
    /// What the selection is, for the snippet's first comment ("steps 10-19").
    QString description;
    /// The same in the user's language, for what the window says it copied.
    QString caption;
};

/// The selection the GUI shows for a key (empty: all of the data): every step, oldest
/// first, when the key has one row per step (a wrapped ring reads `np.r_[7:10, 0:7]`),
/// else the whole value.
SnippetSelection keySelection(const Document& document, const QString& key);
/// The rows of the given steps (sorted, as the table shows them) of a key.
SnippetSelection stepSelection(const Document& document, const QString& key, QList<qint64> steps);
/// The rows of the steps of the given episodes (in episode order) of a key.
SnippetSelection episodeSelection(const Document& document, const QString& key, QList<qint64> episodes);

/// A piece of Python that loads a selection from the file with the library that wrote
/// it: Tianshou for Tianshou pickles and HDF5 files, h5py for other HDF5 files, numpy
/// for .npz/.npy. Running it leaves the selected data in `variable`.
struct PythonSnippet {
    QString code;
    QString variable;
    /// False when the layout is not stored key by key the way the GUI shows it (SB3,
    /// robomimic, TorchRL, ...): the code then loads the whole file with the library's
    /// own reader and says so, and `variable` holds that whole object.
    bool exact = true;
};

/// True when snippets of this source can address single keys and rows.
bool snippetSelectsKeys(const SnippetSource& source);

/// Writes the snippet for a selection. Keys are addressed the way Python users write
/// them (`buf.obs.pos`, `f["infos/goal"]`, `npz["obs.pos"]`); storage rows become slices
/// (`buf.obs[100:200]`, `np.r_[7:10, 0:7]` for a ring that wrapped).
PythonSnippet pythonSnippet(const SnippetSource& source, const SnippetSelection& selection);

/// Storage rows as the shortest numpy index: "a:b" for one run of consecutive rows,
/// "np.r_[a:b, c:d]" for several (exposed for tests).
QString rowIndexExpression(const std::vector<std::int64_t>& rows);

} // namespace ReplayScope::Ui
