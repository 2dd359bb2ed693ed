// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/buffer/replaybuffer.h>

#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

namespace ReplayScope::Ui {

class Document;

/// The input of a Data operation: a document's steps as one Batch (Tianshou's `buf[:]`,
/// the valid transitions oldest first, for buffers; the data itself otherwise) and the
/// name results are called after.
struct DataInput {
    Core::Batch batch;
    QString name;
};

/// What a Data operation made: a new Batch and the tab name saying how it was made.
struct DataResult {
    std::shared_ptr<Core::Batch> root;
    QString name;
    /// Random rows (Sample, a shuffled Split): not a sequence of episodes.
    bool sample = false;
    /// What the user should know about how it was made (Tianshou's warnings), or empty.
    QString note;
};

/// The input of document (call on the GUI thread; the Batch shares the arrays).
DataInput dataInputOf(const Document& document);

/// `Batch.stack(inputs, axis)`: "stack(a.pkl, b.pkl)". Throws Core::Error (ValueError
/// when the structures do not fit), with Tianshou's message.
DataResult stackInputs(const std::vector<DataInput>& inputs, int axis);
/// `Batch.cat(inputs)`: "cat(a.pkl, b.pkl)".
DataResult catInputs(const std::vector<DataInput>& inputs);
/// `list(b.split(size, shuffle, merge_last))` with numpy's RandomState(seed):
/// "split(3)[0] of a.pkl", ...
std::vector<DataResult> splitInput(const DataInput& input, std::int64_t size, bool shuffle, bool mergeLast,
                                   std::uint32_t seed);
/// count rows without replacement, `b[np.sort(np.random.RandomState(seed).permutation(len(b))[:count])]`
/// (kept in time order): "sample(256) of a.pkl". Throws ValueError when count > len(b).
DataResult sampleInput(const DataInput& input, std::int64_t count, std::uint32_t seed);
/// The sampled row numbers of sampleInput.
std::vector<std::int64_t> sampleRows(std::int64_t length, std::int64_t count, std::uint32_t seed);
/// `b.dropnull()`: "dropnull() of a.pkl".
DataResult dropNullInput(const DataInput& input);
/// How many rows dropnull would remove.
std::int64_t nullRowCount(const Core::Batch& batch);
/// `b[index]` for numpy index text: "a.pkl[2:8:2]". Throws FormatError for bad text.
DataResult sliceInput(const DataInput& input, const QString& indexText);

/// The data left after deleting steps (chronological step numbers) of a plain Batch:
/// every per-step key loses those rows. Throws ValueError for buffers (delete whole
/// episodes there) and IndexError for bad steps.
std::shared_ptr<Core::Batch> withoutSteps(const Document& document, const std::vector<std::int64_t>& steps);
/// The data left after deleting episodes: for buffers a buffer of the same family
/// holding the other episodes (exportEpisodes), for plain data the other rows.
/// Exactly one of the returned pointers is set.
std::pair<std::shared_ptr<Core::Batch>, std::shared_ptr<Core::ReplayBuffer>>
withoutEpisodes(const Document& document, const std::vector<std::int64_t>& episodes);

/// The storage rows of buffer (what withoutEpisodes made of document's buffer) that
/// begin the kept episodes whose start a ring had overwritten: the rebuilt buffer starts
/// cleanly, so Document::replaceData keeps their mark. An episode is found by its
/// length, return and end, and only when exactly one episode of buffer matches.
std::vector<std::int64_t> carriedStartCuts(const Document& document, const std::vector<std::int64_t>& deleted,
                                           const Core::ReplayBuffer& buffer);

/// The steps of the chosen episodes, in the given order (each oldest first).
std::vector<std::int64_t> stepsOfEpisodes(const Document& document, const std::vector<std::int64_t>& episodes);

} // namespace ReplayScope::Ui
