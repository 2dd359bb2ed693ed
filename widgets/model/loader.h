// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/buffer/episodes.h>
#include <core/buffer/replaybuffer.h>

#include <QList>
#include <QPair>
#include <QString>

#include <memory>
#include <optional>

class QMutex;

namespace ReplayScope::Ui {

struct StepIndex;

/// The file formats ReplayScope writes (and reads back): Core::SaveFormat's, plus None
/// where Save must ask for a file (layouts we read but do not write). Npz is numpy's
/// savez of the leaves under dotted keys: a buffer's valid transitions oldest first,
/// without its bookkeeping, for people who continue in numpy.
enum class SaveFormat { None, Pickle, Hdf5, Npz };

/// What an opened file turned out to hold, ready to become a Document. Exactly one of root
/// (plain data) and buffer (a Tianshou buffer; the data is its storage) is set.
struct OpenedFile {
    std::shared_ptr<Core::Batch> root;
    std::shared_ptr<Core::ReplayBuffer> buffer;
    /// Human name of the format: "Tianshou pickle (protocol 4)", "D4RL HDF5", ...
    QString formatName;
    /// The container and layout as the core names them (Core::formatName, LoadedData::
    /// layout: "hdf5" and "d4rl"), which Copy as Python follows.
    QString sourceFormat;
    QString layout;
    /// The Python class: "Batch", "ReplayBuffer", ...
    QString className;
    /// The Tianshou release whose rules the file follows, when known ("v1.2 or later").
    QString release;
    /// The format Save writes back to the same path, or None when Save must ask for a
    /// new file (layouts we read but do not write, such as D4RL or generic HDF5).
    SaveFormat saveFormat = SaveFormat::None;
    /// Further facts for the details panel (attribute name, value text).
    QList<QPair<QString, QString>> details;
    /// Episodes the file's structure defines (Minari groups, RLlib episode ids), when it
    /// has such a structure; otherwise the document finds them from the flag columns.
    std::optional<Core::EpisodeList> episodes;
    /// Minari: the episode groups (see episodegroups.h), which the step index follows.
    std::vector<QString> episodeGroups;
    /// robomimic's masks (`mask/train`, `mask/valid`, ...): each name with the episode
    /// group names it lists; the navigator filters by them. Empty for other data.
    QList<QPair<QString, QStringList>> episodeMasks;
    /// The steps and episodes of the data, built by the load task on its worker thread so
    /// that opening a big file reads no rows on the GUI thread; null: the Document builds them.
    std::shared_ptr<StepIndex> steps;
};

/// Reads the file at path through the core facade (Core::loadFile, the reader the CLI
/// uses too, so both show every file alike), choosing the reader by the file's first
/// bytes (not by its name): Python pickles (Tianshou Batches and buffers of every
/// release, dicts, any other value wrapped into a Batch), HDF5 files (Tianshou's
/// save_hdf5 / to_hdf5, D4RL, Minari, anything else as a tree of groups), numpy .npz and
/// .npy files and RLlib JSON lines (or a zip of them). Throws Core::Error with a message
/// a user can act on that names the file. Thread-safe: runs on a worker thread; HDF5
/// access is serialised (see hdf5Mutex()).
OpenedFile loadFile(const QString& path);

/// The text for a buffer generation: "v1.2 or later", ...
QString releaseText(Core::BufferGeneration generation);

/// Serialises every use of the HDF5 library, which is built without thread safety on
/// Debian: loads and saves running at the same time take turns.
QMutex& hdf5Mutex();

/// A load error as the window shows it: when the technical message says the data ran
/// out (a truncated pickle), plain words that the file ends early come first, then the
/// technical detail; other messages are returned as they are.
QString describeLoadError(const QString& technical);

} // namespace ReplayScope::Ui
