// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/gui/datacontroller.h>

#include <widgets/model/commands/addkey.h>
#include <widgets/model/commands/replacedata.h>
#include <widgets/model/data/dataops.h>
#include <widgets/model/data/expression.h>
#include <widgets/model/data/splitfiles.h>
#include <widgets/model/document.h>
#include <widgets/model/tasks/datatask.h>
#include <widgets/model/tasks/taskrunner.h>

#include <core/array/arrayops.h>
#include <core/error.h>

#include <QCoreApplication>
#include <QWidget>

using namespace ReplayScope;

DataController::DataController(DataSources sources, QWidget* dialogParent)
    : QObject(dialogParent)
    , m_sources(std::move(sources))
    , m_dialogParent(dialogParent)
    , m_task(new Ui::DataTask(this))
{
    connect(m_task, &Ui::DataTask::finished, this, [this](const QString&, const std::vector<Ui::DataResult>& results) {
        for (const Ui::DataResult& r : results) {
            auto* doc = new Ui::Document(r.root, QString(), r.name);
            doc->setSample(r.sample); // random rows are not shown as episodes
            doc->setFormatName(tr("generated, not saved"));
            // Modified from the start: the result exists nowhere else, so closing
            // it asks first, the title shows '*' and autosave keeps a copy.
            doc->undoStack()->resetClean();
            emit documentCreated(doc);
        }
    });
    connect(m_task, &Ui::DataTask::failed, this, [this](const QString& what, const QString& message) {
        emit problem(tr("%1 failed: %2").arg(what, message));
    });
}

Ui::Document* DataController::current() const
{
    return m_sources.current();
}

bool DataController::runMaking(const QString& description, std::function<std::vector<Ui::DataResult>()> make)
{
    return m_task->run(description, [make = std::move(make)](Ui::TaskContext& context) {
        context.setProgress(0, 0);
        return make();
    });
}

bool DataController::stack(const QList<Ui::Document*>& documents, int axis)
{
    std::vector<Ui::DataInput> inputs;
    for (const Ui::Document* doc : documents)
        inputs.push_back(Ui::dataInputOf(*doc));
    return runMaking(tr("Stacking %Ln documents", nullptr, static_cast<int>(inputs.size())),
                     [inputs, axis] { return std::vector{Ui::stackInputs(inputs, axis)}; });
}

bool DataController::cat(const QList<Ui::Document*>& documents)
{
    std::vector<Ui::DataInput> inputs;
    for (const Ui::Document* doc : documents)
        inputs.push_back(Ui::dataInputOf(*doc));
    return runMaking(tr("Concatenating %Ln documents", nullptr, static_cast<int>(inputs.size())),
                     [inputs] { return std::vector{Ui::catInputs(inputs)}; });
}

bool DataController::split(std::int64_t size, bool shuffle, std::uint32_t seed, bool mergeLast)
{
    if (!current())
        return false;
    return runMaking(tr("Splitting %1").arg(current()->displayName()),
                     [input = Ui::dataInputOf(*current()), size, shuffle, seed, mergeLast] {
                         return Ui::splitInput(input, size, shuffle, mergeLast, seed);
                     });
}

bool DataController::splitToFolder(std::int64_t size, bool shuffle, std::uint32_t seed, bool mergeLast,
                                   const QString& folder, const QString& extension)
{
    if (!current())
        return false;
    return m_task->run(tr("Splitting %1 into %2").arg(current()->displayName(), folder),
                       [input = Ui::dataInputOf(*current()), size, shuffle, seed, mergeLast, folder,
                        extension](Ui::TaskContext& context) {
                           Ui::writeSplitFiles(input, size, shuffle, mergeLast, seed, folder, extension, context);
                           return std::vector<Ui::DataResult>{}; // files, not documents
                       });
}

bool DataController::sample(std::int64_t count, std::uint32_t seed)
{
    if (!current())
        return false;
    return runMaking(tr("Sampling %L1 rows").arg(count), [input = Ui::dataInputOf(*current()), count, seed] {
        return std::vector{Ui::sampleInput(input, count, seed)};
    });
}

bool DataController::dropNull()
{
    if (!current())
        return false;
    return runMaking(tr("Dropping null rows"),
                     [input = Ui::dataInputOf(*current())] { return std::vector{Ui::dropNullInput(input)}; });
}

bool DataController::slice(const QString& indexText)
{
    if (!current())
        return false;
    return runMaking(tr("Slicing %1").arg(indexText.trimmed()), [input = Ui::dataInputOf(*current()), indexText] {
        return std::vector{Ui::sliceInput(input, indexText)};
    });
}

bool DataController::deleteRows(const QString& indexText)
{
    Ui::Document* doc = current();
    if (!doc || doc->isBusy())
        return false;
    try {
        // The steps chosen by the index, as numpy picks them from arange(steps).
        const Core::NdArray chosen =
            Core::atLeast1d(Core::NdArray::arange(doc->stepCount())[Core::Index::parse(indexText.toStdString())]);
        std::vector<std::int64_t> steps;
        for (std::int64_t i = 0; i < chosen.size(); ++i)
            steps.push_back(chosen.toInt64(i));
        auto root = Ui::withoutSteps(*doc, steps);
        doc->undoStack()->push(
            new Ui::ReplaceData(doc, root, nullptr, tr("Delete %Ln rows", nullptr, static_cast<int>(steps.size()))));
        return true;
    } catch (const Core::Error& e) {
        emit problem(tr("Cannot delete rows %1: %2").arg(indexText.trimmed(), QString::fromUtf8(e.what())));
        return false;
    }
}

bool DataController::deleteEpisodes(const QList<qint64>& episodes)
{
    Ui::Document* doc = current();
    if (!doc || doc->isBusy() || episodes.isEmpty())
        return false;
    try {
        const std::vector<std::int64_t> deleted(episodes.begin(), episodes.end());
        const auto [root, buffer] = Ui::withoutEpisodes(*doc, deleted);
        // The rebuilt ring starts cleanly: an episode whose start was overwritten keeps
        // saying so (issue 22, item 5) instead of passing for a whole one.
        std::vector<std::int64_t> cuts =
            buffer ? Ui::carriedStartCuts(*doc, deleted, *buffer) : std::vector<std::int64_t>();
        doc->undoStack()->push(new Ui::ReplaceData(
            doc, root, buffer, tr("Delete %Ln episodes", nullptr, static_cast<int>(episodes.size())), std::move(cuts)));
        return true;
    } catch (const Core::Error& e) {
        emit problem(tr("Cannot delete the episodes: %1").arg(QString::fromUtf8(e.what())));
        return false;
    }
}

bool DataController::addKey(const QString& name, const QString& expression)
{
    Ui::Document* doc = current();
    if (!doc || doc->isBusy())
        return false;
    try {
        if (name.isEmpty() || name.contains(QLatin1Char('.')) || doc->root()->contains(name.toStdString()))
            throw Core::ValueError(tr("'%1' is not a new key name").arg(name).toStdString());
        const Core::NdArray value = Ui::evaluateExpression(*doc->root(), expression);
        doc->undoStack()->push(
            new Ui::AddKey(doc, name, Core::PyValue::array(value), tr("Add key %1 = %2").arg(name, expression)));
        return true;
    } catch (const Core::Error& e) {
        emit problem(tr("Cannot add %1 = %2: %3").arg(name, expression, QString::fromUtf8(e.what())));
        return false;
    }
}

bool DataController::exportEpisodes(const QList<qint64>& episodes, const QString& path, Ui::ExportFormat format)
{
    Ui::Document* doc = current();
    if (!doc || episodes.isEmpty())
        return false;
    try {
        auto write = Ui::prepareEpisodeExport(*doc, {episodes.begin(), episodes.end()}, path, format);
        return m_task->run(tr("Exporting %Ln episodes", nullptr, static_cast<int>(episodes.size())),
                           [write = std::move(write)](Ui::TaskContext& context) {
                               context.setProgress(0, 0);
                               write();
                               return std::vector<Ui::DataResult>{};
                           });
    } catch (const Core::Error& e) {
        emit problem(tr("Cannot export: %1").arg(QString::fromUtf8(e.what())));
        return false;
    }
}
