// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/data/episodeexport.h>

#include <widgets/model/data/dataops.h>
#include <widgets/model/document.h>
#include <widgets/model/episodegroups.h>
#include <widgets/model/loader.h>

#include <core/array/arrayops.h>
#include <core/buffer/episodes.h>
#include <core/error.h>
#include <core/files/formats.h>
#include <core/io/hdf5/hdf5writer.h>

#include <QCoreApplication>
#include <QMutex>

#include <algorithm>

namespace ReplayScope::Ui {

namespace {

// Writes a Batch by the path's extension; HDF5 takes turns with the loaders.
void writeBatch(const std::string& path, const Core::Batch& batch)
{
    QMutexLocker lock(&hdf5Mutex());
    Core::saveBatch(path, batch);
}

// D4RL files are plain HDF5 (no Tianshou markers), so D4RL's own loaders and our D4RL
// reader see them as D4RL; the other formats go by the file name's extension.
void writeExport(const std::string& path, ExportFormat format, const Core::Batch& transitions)
{
    if (format != ExportFormat::D4rlHdf5) {
        writeBatch(path, transitions);
        return;
    }
    const Core::Batch d4rl = d4rlLayout(transitions);
    QMutexLocker lock(&hdf5Mutex());
    Core::writePlainHdf5(path, d4rl);
}

} // namespace

QString exportSuffix(ExportFormat format)
{
    switch (format) {
    case ExportFormat::TianshouPickle: return QStringLiteral(".pkl");
    case ExportFormat::TianshouHdf5: return QStringLiteral(".h5");
    case ExportFormat::D4rlHdf5: return QStringLiteral(".hdf5");
    case ExportFormat::Npz: return QStringLiteral(".npz");
    }
    return {};
}

Core::Batch rowsOfSteps(const Document& document, const std::vector<std::int64_t>& steps)
{
    if (const auto& buffer = document.buffer()) {
        Core::Indices stepSlotsOf;
        for (std::int64_t step : steps)
            stepSlotsOf.push_back(document.slotOfStep(step));
        return buffer->rows(Core::BufferIndex::array(stepSlotsOf));
    }
    if (document.hasEpisodeGroups()) {
        // Minari: the chosen steps become Tianshou transitions (obs/obs_next, act, rew,
        // terminated, truncated, done, info), which every export format can hold.
        std::vector<std::int64_t> sorted = steps;
        std::sort(sorted.begin(), sorted.end());
        return groupedTransitions(*document.root(), document.episodeGroups(), sorted);
    }
    const std::int64_t rows = document.stepCount();
    std::vector<bool> drop(static_cast<std::size_t>(rows), true);
    for (std::int64_t step : steps)
        if (step >= 0 && step < rows)
            drop[static_cast<std::size_t>(step)] = false;
    // withoutSteps keeps every per-step key consistent; deleting the complement of the
    // chosen steps is the same as keeping them, in time order.
    std::vector<std::int64_t> others;
    for (std::int64_t r = 0; r < rows; ++r)
        if (drop[static_cast<std::size_t>(r)])
            others.push_back(r);
    return *withoutSteps(document, others);
}

Core::Batch d4rlLayout(const Core::Batch& t)
{
    const auto need = [&t](const char* key) -> const Core::PyValue& {
        const Core::PyValue* v = t.find(key);
        if (!v)
            throw Core::KeyError(
                QCoreApplication::translate("EpisodeExport", "D4RL needs '%1', which these transitions lack")
                    .arg(QLatin1String(key))
                    .toStdString());
        return *v;
    };
    Core::Batch out;
    out.setRaw("observations", need("obs"));
    out.setRaw("actions", need("act"));
    out.setRaw("rewards", need("rew"));
    const std::int64_t n = t.length();
    const Core::PyValue* terminated = t.find("terminated");
    out.setRaw("terminals", terminated ? *terminated : need("done"));
    const Core::PyValue* truncated = t.find("truncated");
    out.setRaw("timeouts",
               truncated ? *truncated : Core::PyValue::array(Core::zeros(Core::DType(Core::DTypeKind::Bool), {n})));
    if (const Core::PyValue* next = t.find("obs_next"))
        out.setRaw("next_observations", *next);
    return out;
}

std::function<void()> prepareEpisodeExport(const Document& document, const std::vector<std::int64_t>& episodes,
                                           const QString& path, ExportFormat format)
{
    const std::string file = path.toUtf8().toStdString();
    if (const auto& buffer = document.buffer()) {
        return [file, format, buffer, list = document.episodes(), episodes] {
            const std::shared_ptr<Core::ReplayBuffer> out = Core::exportEpisodes(*buffer, list, episodes);
            if (format == ExportFormat::TianshouPickle || format == ExportFormat::TianshouHdf5) {
                QMutexLocker lock(&hdf5Mutex());
                Core::saveBuffer(file, *out, buffer->generation());
                return;
            }
            const Core::Batch transitions = out->rows(Core::BufferIndex::array(out->chronologicalIndices()));
            writeExport(file, format, transitions);
        };
    }
    // Plain data: the rows are picked now (cheap views and copies of the chosen rows).
    Core::Batch rows = rowsOfSteps(document, stepsOfEpisodes(document, episodes));
    return [file, format, rows = std::move(rows)] { writeExport(file, format, rows); };
}

} // namespace ReplayScope::Ui
