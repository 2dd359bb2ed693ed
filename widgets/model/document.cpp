// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/document.h>

#include <widgets/model/tasks/taskrunner.h>

#include <core/error.h>

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace ReplayScope::Ui {

Document::Document(std::shared_ptr<Core::Batch> root, QString filePath, QString displayName, QObject* parent)
    : QObject(parent)
    , m_root(root ? std::move(root) : Core::Batch::make())
    , m_filePath(std::move(filePath))
    , m_displayName(std::move(displayName))
{
    init();
}

Document::Document(std::shared_ptr<Core::ReplayBuffer> buffer, QString filePath, QString displayName,
                   QObject* parent)
    : QObject(parent)
    // The tree shows the buffer's storage; the aliasing pointer keeps the buffer alive.
    , m_root(buffer, &buffer->mutableMeta())
    , m_buffer(std::move(buffer))
    , m_filePath(std::move(filePath))
    , m_displayName(std::move(displayName))
{
    init();
}

Document* Document::fromLoaded(LoadedData data, const QString& filePath, QObject* parent)
{
    const QString name = QFileInfo(filePath).fileName();
    const QString path = QFileInfo(filePath).absoluteFilePath();
    auto* doc = data.buffer ? new Document(data.buffer, path, name, parent) : new Document(data.root, path, name, parent);
    doc->m_formatName = data.formatName;
    doc->m_className = data.className;
    doc->m_release = data.release;
    doc->m_saveFormat = data.saveFormat;
    doc->m_details = data.details;
    return doc;
}

Document::~Document() = default;

void Document::init()
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
    if (m_buffer)
        m_release = releaseText(m_buffer->generation());
    rebuildSteps();
    rebuildEpisodes();
}

void Document::setFilePath(const QString& path, FileFormat format)
{
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_displayName = QFileInfo(path).fileName();
    m_saveFormat = format;
    m_formatName = format == FileFormat::Hdf5 ? QCoreApplication::translate("Document", "Tianshou HDF5")
                                              : QCoreApplication::translate("Document", "Tianshou pickle (protocol 4)");
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
    m_stepSlots.clear();
    m_slotSteps.clear();
    if (m_buffer) {
        m_stepSlots = m_buffer->chronologicalIndices();
        m_slotSteps.assign(static_cast<std::size_t>(std::max<std::int64_t>(m_buffer->maxsize(), 0)), -1);
        for (std::size_t step = 0; step < m_stepSlots.size(); ++step) {
            const std::int64_t slot = m_stepSlots[step];
            if (slot >= 0 && slot < static_cast<std::int64_t>(m_slotSteps.size()))
                m_slotSteps[static_cast<std::size_t>(slot)] = static_cast<std::int64_t>(step);
        }
        m_stepCount = static_cast<std::int64_t>(m_stepSlots.size());
    } else {
        try {
            m_stepCount = m_root->length();
        } catch (const Core::Error&) {
            m_stepCount = 0; // a Batch of scalars, or an empty one, has no steps
        }
    }
    m_currentStep = std::clamp<std::int64_t>(m_currentStep, 0, std::max<std::int64_t>(m_stepCount - 1, 0));
}

void Document::rebuildEpisodes()
{
    m_episodes = {};
    m_episodesNote.clear();
    try {
        m_episodes = m_buffer ? Core::EpisodeList::fromBuffer(*m_buffer) : Core::EpisodeList::fromBatch(*m_root);
    } catch (const Core::Error& e) {
        m_episodesNote = QString::fromUtf8(e.what());
    }
    if (m_episodes.count() == 0 && m_episodesNote.isEmpty())
        m_episodesNote = QCoreApplication::translate("Document", "No episodes in this data.");
    m_episodeFirst.clear();
    for (const Core::Episode& e : m_episodes.episodes())
        m_episodeFirst.push_back(stepOfSlot(e.first()));
    emit episodesChanged();
}

std::int64_t Document::storageRows() const
{
    return m_buffer ? m_buffer->maxsize() : m_stepCount;
}

std::int64_t Document::slotOfStep(std::int64_t step) const
{
    if (step < 0 || step >= m_stepCount)
        return -1;
    return m_buffer ? m_stepSlots[static_cast<std::size_t>(step)] : step;
}

std::int64_t Document::stepOfSlot(std::int64_t slot) const
{
    if (!m_buffer)
        return slot >= 0 && slot < m_stepCount ? slot : -1;
    if (slot < 0 || slot >= static_cast<std::int64_t>(m_slotSteps.size()))
        return -1;
    return m_slotSteps[static_cast<std::size_t>(slot)];
}

std::int64_t Document::firstStepOf(std::int64_t episode) const
{
    if (episode < 0 || episode >= m_episodes.count())
        return -1;
    return m_episodeFirst[static_cast<std::size_t>(episode)];
}

std::int64_t Document::lastStepOf(std::int64_t episode) const
{
    if (episode < 0 || episode >= m_episodes.count())
        return -1;
    return stepOfSlot(m_episodes.episodes()[static_cast<std::size_t>(episode)].last());
}

std::int64_t Document::episodeOfStep(std::int64_t step) const
{
    const std::int64_t slot = slotOfStep(step);
    return slot < 0 ? -1 : m_episodes.episodeOfSlot(slot);
}

void Document::setCurrentStep(std::int64_t step)
{
    step = std::clamp<std::int64_t>(step, 0, std::max<std::int64_t>(m_stepCount - 1, 0));
    if (step == m_currentStep)
        return;
    m_currentStep = step;
    emit currentStepChanged(step);
}

void Document::goToEpisode(std::int64_t episode)
{
    if (m_episodes.count() == 0)
        return;
    episode = std::clamp<std::int64_t>(episode, 0, m_episodes.count() - 1);
    setCurrentStep(firstStepOf(episode));
}

void Document::nextStep()
{
    const std::optional<std::int64_t> slot = m_episodes.nextStep(slotOfStep(m_currentStep));
    setCurrentStep(slot ? stepOfSlot(*slot) : m_currentStep + 1);
}

void Document::previousStep()
{
    const std::optional<std::int64_t> slot = m_episodes.prevStep(slotOfStep(m_currentStep));
    setCurrentStep(slot ? stepOfSlot(*slot) : m_currentStep - 1);
}

const Core::PyValue* Document::valueAt(const QString& path) const
{
    return m_root->findPath(path.toStdString());
}

bool Document::isPerStepKey(const QString& path) const
{
    const Core::PyValue* v = valueAt(path);
    const std::int64_t rows = storageRows();
    return v && v->isArray() && v->asArray().ndim() >= 1 && rows > 0 && v->asArray().shape().front() == rows;
}

} // namespace ReplayScope::Ui
