// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/document.h>

#include <widgets/model/episodegroups.h>

#include <core/error.h>

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <functional>
#include <set>

namespace ReplayScope::Ui {

Document::Document(std::shared_ptr<Core::Batch> root, QString filePath, QString displayName, QObject* parent)
    : QObject(parent)
    , m_root(root ? std::move(root) : Core::Batch::make())
    , m_filePath(std::move(filePath))
    , m_displayName(std::move(displayName))
    , m_stats(new KeyStatsCache(this))
{
    init();
}

Document::Document(std::shared_ptr<Core::ReplayBuffer> buffer, QString filePath, QString displayName, QObject* parent)
    : QObject(parent)
    // The tree shows the buffer's storage; the aliasing pointer keeps the buffer alive.
    , m_root(buffer, &buffer->mutableMeta())
    , m_buffer(std::move(buffer))
    , m_filePath(std::move(filePath))
    , m_displayName(std::move(displayName))
    , m_stats(new KeyStatsCache(this))
{
    init();
}

Document* Document::fromLoaded(OpenedFile data, const QString& filePath, QObject* parent)
{
    const QString name = QFileInfo(filePath).fileName();
    const QString path = QFileInfo(filePath).absoluteFilePath();
    // The load task built the steps and episodes on its worker thread: the Document
    // adopts them instead of reading every row again on the GUI thread (issue 10).
    auto* doc = new Document(parent);
    if (data.buffer) {
        doc->m_root = std::shared_ptr<Core::Batch>(data.buffer, &data.buffer->mutableMeta());
        doc->m_buffer = data.buffer;
    } else if (data.root) {
        doc->m_root = data.root;
    }
    doc->m_filePath = path;
    doc->m_displayName = name;
    doc->m_steps.episodeGroups = data.episodeGroups; // kept when init() builds the steps here
    doc->m_episodeMasks = data.episodeMasks;
    doc->init(std::move(data.steps));
    doc->m_formatName = data.formatName;
    doc->m_className = data.className;
    doc->m_release = data.release;
    doc->m_sourceFormat = data.sourceFormat;
    doc->m_layout = data.layout;
    doc->m_saveFormat = data.saveFormat;
    doc->m_details = data.details;
    return doc;
}

Document::Document(QObject* parent)
    : QObject(parent)
    , m_root(Core::Batch::make())
    , m_stats(new KeyStatsCache(this))
{
}

Document::~Document() = default;

void Document::init(std::shared_ptr<StepIndex> steps)
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
    if (m_buffer) {
        m_release = releaseText(m_buffer->generation());
        m_stateKeys = bufferStateKeys(*m_buffer);
    }
    if (!steps) {
        rebuildSteps();
        rebuildEpisodes();
        return;
    }
    m_steps = std::move(*steps);
    m_currentStep = 0;
    if (m_steps.episodesPending)
        buildEpisodesInBackground();
    emit episodesChanged();
}

std::int64_t Document::episodeOfPath(const QString& path) const
{
    return groupOfPath(m_steps.episodeGroups, path);
}

QString Document::pathInEpisode(const QString& path, std::int64_t episode) const
{
    return pathInGroup(*m_root, m_steps.episodeGroups, path, episode);
}

void Document::setFilePath(const QString& path, SaveFormat format)
{
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_displayName = QFileInfo(path).fileName();
    m_saveFormat = format;
    // What our writers put there: Tianshou's layouts, or numpy's savez of the keys.
    m_sourceFormat = format == SaveFormat::Hdf5  ? QStringLiteral("hdf5")
                     : format == SaveFormat::Npz ? QStringLiteral("npz")
                                                 : QStringLiteral("pickle");
    m_layout = format != SaveFormat::Npz ? QStringLiteral("tianshou")
               : m_buffer                ? QStringLiteral("npz-of-buffer")
                                         : QStringLiteral("npz");
    switch (format) {
    case SaveFormat::Hdf5: m_formatName = QCoreApplication::translate("Document", "Tianshou HDF5"); break;
    case SaveFormat::Npz: m_formatName = QCoreApplication::translate("Document", "numpy npz"); break;
    case SaveFormat::Pickle:
    case SaveFormat::None:
        m_formatName = QCoreApplication::translate("Document", "Tianshou pickle (protocol 4)");
        break;
    }
    emit filePathChanged();
}

void Document::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    emit busyChanged(busy);
}

QString Document::className() const
{
    if (!m_className.isEmpty())
        return m_className;
    return m_buffer ? QString::fromStdString(m_buffer->className()) : QString::fromStdString(m_root->className());
}

void Document::rebuildSteps()
{
    buildSteps(m_steps, *m_root, m_buffer.get());
    m_currentStep = std::clamp<std::int64_t>(m_currentStep, 0, std::max<std::int64_t>(m_steps.stepCount - 1, 0));
    if (!m_matchedSteps.isEmpty()) { // the step numbers changed: the matches are stale
        m_matchedSteps.clear();
        emit matchesChanged();
    }
}

void Document::rebuildEpisodes()
{
    ++m_episodeBuilds; // a background build still running is stale now
    m_steps.episodesPending = false;
    buildEpisodes(m_steps, *m_root, m_buffer.get());
    if (m_sample) { // random rows: their flags do not make episodes
        m_steps.episodes = {};
        m_steps.episodeFirst.clear();
        m_steps.episodesNote = tr("a random sample of rows, not a sequence of episodes");
    }
    if (!m_carriedCuts.empty()) { // rare (after Delete Selected Episodes): a copy is fine
        const std::set<std::int64_t> cuts(m_carriedCuts.begin(), m_carriedCuts.end());
        Core::EpisodeList marked;
        for (Core::Episode episode : m_steps.episodes.episodes()) {
            episode.startCut = episode.startCut || cuts.count(episode.first()) > 0;
            marked.append(std::move(episode));
        }
        m_steps.episodes = std::move(marked);
    }
    emit episodesChanged();
}

void Document::setSample(bool sample)
{
    if (sample == m_sample)
        return;
    m_sample = sample;
    rebuildEpisodes();
}

std::int64_t Document::storageRows() const
{
    return m_buffer ? m_buffer->maxsize() : m_steps.stepCount;
}

std::int64_t Document::slotOfStep(std::int64_t step) const
{
    if (step < 0 || step >= m_steps.stepCount)
        return -1;
    return m_buffer ? m_steps.slotOf(step) : step;
}

std::int64_t Document::stepOfSlot(std::int64_t slot) const
{
    if (!m_buffer)
        return slot >= 0 && slot < m_steps.stepCount ? slot : -1;
    return m_steps.stepOf(slot);
}

std::int64_t Document::firstStepOf(std::int64_t episode) const
{
    if (episode < 0 || episode >= m_steps.episodes.count())
        return -1;
    return m_steps.episodeFirst[static_cast<std::size_t>(episode)];
}

std::int64_t Document::lastStepOf(std::int64_t episode) const
{
    if (episode < 0 || episode >= m_steps.episodes.count())
        return -1;
    return stepOfSlot(m_steps.episodes.episodes()[static_cast<std::size_t>(episode)].last());
}

void Document::setMatchedSteps(const QString& query, QList<qint64> steps)
{
    m_matchQuery = query;
    m_matchedSteps = std::move(steps);
    emit matchesChanged();
}

bool Document::isMatchedStep(qint64 step) const
{
    return std::binary_search(m_matchedSteps.begin(), m_matchedSteps.end(), step);
}

std::int64_t Document::episodeOfStep(std::int64_t step) const
{
    const std::int64_t slot = slotOfStep(step);
    return slot < 0 ? -1 : m_steps.episodes.episodeOfSlot(slot);
}

void Document::setCurrentStep(std::int64_t step)
{
    step = std::clamp<std::int64_t>(step, 0, std::max<std::int64_t>(m_steps.stepCount - 1, 0));
    if (step == m_currentStep)
        return;
    m_currentStep = step;
    emit currentStepChanged(step);
}

void Document::goToEpisode(std::int64_t episode)
{
    if (m_steps.episodes.count() == 0)
        return;
    episode = std::clamp<std::int64_t>(episode, 0, m_steps.episodes.count() - 1);
    setCurrentStep(firstStepOf(episode));
}

void Document::setCurrentKey(const QString& path)
{
    if (path == m_currentKey)
        return;
    m_currentKey = path;
    emit currentKeyChanged(path);
}

void Document::nextStep()
{
    const std::optional<std::int64_t> slot = m_steps.episodes.nextStep(slotOfStep(m_currentStep));
    setCurrentStep(slot ? stepOfSlot(*slot) : m_currentStep + 1);
}

void Document::previousStep()
{
    const std::optional<std::int64_t> slot = m_steps.episodes.prevStep(slotOfStep(m_currentStep));
    setCurrentStep(slot ? stepOfSlot(*slot) : m_currentStep - 1);
}

const Core::PyValue* Document::valueAt(const QString& path) const
{
    if (const Core::PyValue* value = m_root->findPath(path.toStdString()))
        return value;
    const StateKey* state = stateKey(path);
    return state ? &state->value : nullptr;
}

const StateKey* Document::stateKey(const QString& path) const
{
    for (const StateKey& key : m_stateKeys)
        if (key.path == path)
            return m_root->findPath(path.toStdString()) ? nullptr : &key;
    return nullptr;
}

bool Document::isPerStepKey(const QString& path) const
{
    const Core::PyValue* v = valueAt(path);
    const std::int64_t rows = storageRows();
    return v && v->isArray() && v->asArray().ndim() >= 1 && rows > 0 && v->asArray().shape().front() == rows;
}

qint64 Document::memoryBytes(qint64* mappedBytes) const
{
    std::set<const Core::Storage*> seen;
    qint64 total = 0;
    qint64 mapped = 0;
    std::function<void(const Core::Batch&)> walk = [&](const Core::Batch& batch) {
        for (const auto& entry : batch.entries()) {
            const Core::PyValue& value = entry.second;
            if (value.isBatch()) {
                walk(*value.asBatch());
            } else if (value.isArray()) {
                const auto& storage = value.asArray().storage();
                if (!storage || !seen.insert(storage.get()).second)
                    continue; // views of one storage count once
                total += static_cast<qint64>(storage->size());
                if (storage->isExternal())
                    mapped += static_cast<qint64>(storage->size());
            }
        }
    };
    walk(*m_root);
    if (mappedBytes)
        *mappedBytes = mapped;
    return total;
}

} // namespace ReplayScope::Ui
