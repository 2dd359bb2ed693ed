// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/data/dataops.h>

#include <widgets/model/document.h>

#include <core/buffer/episodes.h>
#include <core/error.h>
#include <core/array/randomstate.h>

#include <QCoreApplication>

#include <algorithm>

namespace ReplayScope::Ui {

/// The translation context "DataOps" of the texts below (lupdate reads the macro).
class DataOps {
    Q_DECLARE_TR_FUNCTIONS(DataOps)
};

namespace {

std::vector<Core::PyValue> batchesOf(const std::vector<DataInput>& inputs)
{
    std::vector<Core::PyValue> out;
    for (const DataInput& input : inputs)
        out.push_back(Core::PyValue::batch(std::make_shared<Core::Batch>(input.batch)));
    return out;
}

QString namesOf(const std::vector<DataInput>& inputs)
{
    QStringList names;
    for (const DataInput& input : inputs)
        names << input.name;
    return names.join(QStringLiteral(", "));
}

DataResult result(Core::Batch batch, const QString& name)
{
    return {std::make_shared<Core::Batch>(std::move(batch)), name};
}

// Per-step arrays (first dimension `rows`) keep the rows in `keep`; other values stay.
Core::Batch keepRows(const Core::Batch& batch, std::int64_t rows, const Core::Index& keep)
{
    Core::Batch out;
    out.setClassName(batch.className());
    for (const auto& [key, value] : batch.entries()) {
        if (value.isBatch() && !value.asBatch()->isEmpty())
            out.setRaw(key,
                       Core::PyValue::batch(std::make_shared<Core::Batch>(keepRows(*value.asBatch(), rows, keep))));
        else if (value.isArray() && value.asArray().ndim() >= 1 && value.asArray().shape().front() == rows)
            out.setRaw(key, Core::PyValue::array(value.asArray()[keep]));
        else
            out.setRaw(key, value);
    }
    return out;
}

// The keys (dotted) that Batch.stack turned into object arrays although every input
// held an array of numbers there: their shapes differed, and Tianshou falls back to
// dtype=object with a warning ("You are using tensors with different shape").
void objectFallbacks(const Core::Batch& stacked, const std::vector<const Core::Batch*>& inputs,
                     const std::string& prefix, QStringList& out)
{
    for (const auto& [key, value] : stacked.entries()) {
        std::vector<const Core::Batch*> nested;
        bool allArrays = !inputs.empty();
        for (const Core::Batch* input : inputs) {
            const Core::PyValue* in = input->find(key);
            if (in && in->isBatch())
                nested.push_back(in->asBatch().get());
            allArrays = allArrays && in && in->isArray() && !in->asArray().dtype().isObject();
        }
        if (value.isBatch() && nested.size() == inputs.size())
            objectFallbacks(*value.asBatch(), nested, prefix + key + ".", out);
        else if (value.isArray() && value.asArray().dtype().isObject() && allArrays)
            out << QString::fromStdString(prefix + key);
    }
}

} // namespace

DataInput dataInputOf(const Document& document)
{
    if (const auto& buffer = document.buffer())
        return {buffer->rows(Core::BufferIndex::array(buffer->chronologicalIndices())), document.displayName()};
    return {*document.root(), document.displayName()};
}

DataResult stackInputs(const std::vector<DataInput>& inputs, int axis)
{
    DataResult out = result(Core::Batch::stack(batchesOf(inputs), axis),
                            axis == 0 ? DataOps::tr("stack(%1)").arg(namesOf(inputs))
                                      : DataOps::tr("stack(%1, axis=%2)").arg(namesOf(inputs)).arg(axis));
    std::vector<const Core::Batch*> batches;
    for (const DataInput& input : inputs)
        batches.push_back(&input.batch);
    QStringList fallbacks;
    objectFallbacks(*out.root, batches, std::string(), fallbacks);
    if (!fallbacks.isEmpty())
        out.note = DataOps::tr("The shapes of %1 differ between the documents: stacked as object arrays "
                               "(dtype=object), as Tianshou does with a warning.")
                       .arg(fallbacks.join(QStringLiteral(", ")));
    return out;
}

DataResult catInputs(const std::vector<DataInput>& inputs)
{
    return result(Core::Batch::cat(batchesOf(inputs)), DataOps::tr("cat(%1)").arg(namesOf(inputs)));
}

std::vector<DataResult> splitInput(const DataInput& input, std::int64_t size, bool shuffle, bool mergeLast,
                                   std::uint32_t seed)
{
    std::vector<DataResult> out;
    std::vector<Core::Batch> parts = input.batch.split(size, shuffle, mergeLast, seed);
    for (std::size_t i = 0; i < parts.size(); ++i) {
        out.push_back(result(std::move(parts[i]), DataOps::tr("split(%1)[%2] of %3").arg(size).arg(i).arg(input.name)));
        out.back().sample = shuffle; // shuffled rows are not episodes
    }
    return out;
}

std::vector<std::int64_t> sampleRows(std::int64_t length, std::int64_t count, std::uint32_t seed)
{
    if (count < 0 || count > length)
        throw Core::ValueError(DataOps::tr("cannot sample %1 rows from %2").arg(count).arg(length).toStdString());
    Core::RandomState random(seed);
    std::vector<std::int64_t> rows = random.permutation(length);
    rows.resize(static_cast<std::size_t>(count));
    std::sort(rows.begin(), rows.end());
    return rows;
}

DataResult sampleInput(const DataInput& input, std::int64_t count, std::uint32_t seed)
{
    const std::vector<std::int64_t> rows = sampleRows(input.batch.length(), count, seed);
    DataResult out =
        result(input.batch[Core::Index::list(rows)], DataOps::tr("sample(%1) of %2").arg(count).arg(input.name));
    out.sample = count < input.batch.length(); // all rows in order are still the episodes
    return out;
}

DataResult dropNullInput(const DataInput& input)
{
    return result(input.batch.dropNull(), DataOps::tr("dropnull() of %1").arg(input.name));
}

std::int64_t nullRowCount(const Core::Batch& batch)
{
    return batch.length() - batch.dropNull().length();
}

DataResult sliceInput(const DataInput& input, const QString& indexText)
{
    const Core::Index index = Core::Index::parse(indexText.toStdString());
    return result(input.batch[index], input.name + QLatin1Char('[') + indexText.trimmed() + QLatin1Char(']'));
}

std::shared_ptr<Core::Batch> withoutSteps(const Document& document, const std::vector<std::int64_t>& steps)
{
    if (document.buffer())
        throw Core::ValueError(
            DataOps::tr("A replay buffer keeps its episodes whole: delete episodes instead of single rows.")
                .toStdString());
    const std::int64_t rows = document.stepCount();
    std::vector<bool> keep(static_cast<std::size_t>(rows), true);
    for (std::int64_t step : steps) {
        if (step < 0 || step >= rows)
            throw Core::IndexError(
                DataOps::tr("step %1 is out of range (0 to %2)").arg(step).arg(rows - 1).toStdString());
        keep[static_cast<std::size_t>(step)] = false;
    }
    std::vector<std::int64_t> kept;
    for (std::int64_t r = 0; r < rows; ++r)
        if (keep[static_cast<std::size_t>(r)])
            kept.push_back(r);
    return std::make_shared<Core::Batch>(keepRows(*document.root(), rows, Core::Index::list(kept)));
}

std::vector<std::int64_t> stepsOfEpisodes(const Document& document, const std::vector<std::int64_t>& episodes)
{
    std::vector<std::int64_t> steps;
    for (std::int64_t e : episodes) {
        if (e < 0 || e >= document.episodes().count())
            throw Core::IndexError(DataOps::tr("episode %1 does not exist").arg(e).toStdString());
        for (std::int64_t slot : document.episodes().episodes()[static_cast<std::size_t>(e)].rows)
            steps.push_back(document.stepOfSlot(slot));
    }
    return steps;
}

std::pair<std::shared_ptr<Core::Batch>, std::shared_ptr<Core::ReplayBuffer>>
withoutEpisodes(const Document& document, const std::vector<std::int64_t>& episodes)
{
    if (const auto& buffer = document.buffer()) {
        std::vector<bool> drop(static_cast<std::size_t>(document.episodes().count()), false);
        for (std::int64_t e : episodes) {
            if (e < 0 || e >= document.episodes().count())
                throw Core::IndexError(DataOps::tr("episode %1 does not exist").arg(e).toStdString());
            drop[static_cast<std::size_t>(e)] = true;
        }
        std::vector<std::int64_t> kept;
        for (std::int64_t e = 0; e < document.episodes().count(); ++e)
            if (!drop[static_cast<std::size_t>(e)])
                kept.push_back(e);
        return {nullptr, Core::exportEpisodes(*buffer, document.episodes(), kept)};
    }
    return {withoutSteps(document, stepsOfEpisodes(document, episodes)), nullptr};
}

std::vector<std::int64_t> carriedStartCuts(const Document& document, const std::vector<std::int64_t>& deleted,
                                           const Core::ReplayBuffer& buffer)
{
    const Core::EpisodeList rebuilt = Core::EpisodeList::fromBuffer(buffer);
    std::vector<std::int64_t> cuts;
    const auto& before = document.episodes().episodes();
    for (std::size_t e = 0; e < before.size(); ++e) {
        if (!before[e].startCut || std::find(deleted.begin(), deleted.end(), std::int64_t(e)) != deleted.end())
            continue;
        std::vector<std::int64_t> matches;
        for (const Core::Episode& candidate : rebuilt.episodes())
            if (candidate.length() == before[e].length() && candidate.episodeReturn == before[e].episodeReturn
                && candidate.endFlag == before[e].endFlag)
                matches.push_back(candidate.first());
        if (matches.size() == 1)
            cuts.push_back(matches.front());
    }
    return cuts;
}

} // namespace ReplayScope::Ui
