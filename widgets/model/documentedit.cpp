// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// The Document's mutation entry points (called by undo commands only).
#include <widgets/model/document.h>

#include <core/error.h>

#include <QCoreApplication>

namespace ReplayScope::Ui {

namespace {

// Keys whose values decide where episodes end and what they return.
bool affectsEpisodes(const QString& path)
{
    static const QStringList keys{QStringLiteral("done"),      QStringLiteral("terminated"),
                                  QStringLiteral("truncated"), QStringLiteral("terminals"),
                                  QStringLiteral("timeouts"),  QStringLiteral("rew"),
                                  QStringLiteral("rews"),      QStringLiteral("rewards")};
    return keys.contains(path);
}

QString parentOf(const QString& path)
{
    const qsizetype dot = path.lastIndexOf(QLatin1Char('.'));
    return dot < 0 ? QString() : path.left(dot);
}

int positionOf(const Core::Batch& batch, const std::string& key)
{
    const auto& entries = batch.entries();
    for (std::size_t i = 0; i < entries.size(); ++i)
        if (entries[i].first == key)
            return static_cast<int>(i);
    return -1;
}

} // namespace

Core::Batch& Document::parentBatch(const QString& path, QString* leafName)
{
    const QStringList parts = path.split(QLatin1Char('.'));
    Core::Batch* batch = m_root.get();
    for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
        Core::PyValue& value = batch->get(parts[i].toStdString());
        if (!value.isBatch())
            throw Core::KeyError(path.toStdString() + ": '" + parts[i].toStdString() + "' is not a Batch");
        batch = value.asBatch().get();
    }
    if (leafName)
        *leafName = parts.back();
    return *batch;
}

void Document::dataChangedAt(const QString& path, bool structural)
{
    if (m_buffer)
        m_buffer->metaChanged(); // managers re-slice their sub-buffers' storage views
    m_stats->invalidate(path);
    if (structural)
        rebuildSteps(); // a plain Batch's length may have been decided by this key
    if (structural || affectsEpisodes(path))
        rebuildEpisodes();
}

void Document::renameKey(const QString& path, const QString& newName)
{
    QString leaf;
    Core::Batch& parent = parentBatch(path, &leaf);
    if (newName.isEmpty() || newName.contains(QLatin1Char('.')))
        throw Core::ValueError(
            QCoreApplication::translate("Document", "'%1' is not a valid key name").arg(newName).toStdString());
    parent.renameKey(leaf.toStdString(), newName.toStdString());
    const QString prefix = parentOf(path);
    const QString newPath = prefix.isEmpty() ? newName : prefix + QLatin1Char('.') + newName;
    m_stats->rename(path, newPath);
    if (m_buffer)
        m_buffer->metaChanged();
    emit keyRenamed(path, newPath);
    if (affectsEpisodes(path) || affectsEpisodes(newPath))
        rebuildEpisodes();
}

Core::PyValue Document::takeKey(const QString& path, int* position)
{
    QString leaf;
    Core::Batch& parent = parentBatch(path, &leaf);
    const int row = positionOf(parent, leaf.toStdString());
    if (row < 0)
        throw Core::KeyError(path.toStdString());
    const QString parentPath = parentOf(path);
    emit keyAboutToBeRemoved(parentPath, row);
    Core::PyValue value = parent.pop(leaf.toStdString());
    emit keyRemoved(parentPath, row);
    if (position)
        *position = row;
    m_stats->forgetBelow(path);
    dataChangedAt(path, true);
    return value;
}

void Document::insertKey(const QString& parentPath, int position, const QString& name, const Core::PyValue& value)
{
    Core::Batch& parent = parentPath.isEmpty() ? *m_root : parentBatch(parentPath + QStringLiteral(".x"), nullptr);
    const auto& entries = parent.entries();
    position = std::clamp(position, 0, static_cast<int>(entries.size()));
    emit keyAboutToBeInserted(parentPath, position);
    // Batch only appends: move the keys after the position behind the new one.
    const std::vector<Core::Batch::Entry> tail(entries.begin() + position, entries.end());
    for (const auto& entry : tail)
        parent.pop(entry.first);
    parent.setRaw(name.toStdString(), value);
    for (const auto& entry : tail)
        parent.setRaw(entry.first, entry.second);
    emit keyInserted(parentPath, position);
    const QString path = parentPath.isEmpty() ? name : parentPath + QLatin1Char('.') + name;
    dataChangedAt(path, true);
}

void Document::setElement(const QString& path, std::int64_t flat, const Core::PyValue& value)
{
    QString leaf;
    Core::Batch& parent = parentBatch(path, &leaf);
    Core::PyValue& target = parent.get(leaf.toStdString());
    if (!target.isArray())
        throw Core::TypeError(path.toStdString() + " is not an array");
    Core::NdArray& array = target.mutableArray();
    if (flat < 0 || flat >= array.size())
        throw Core::IndexError(path.toStdString() + ": element " + std::to_string(flat) + " is out of range");
    array.setElement(flat, value);
    dataChangedAt(path, false);
    emit valueChanged(path, flat);
}

void Document::replaceData(std::shared_ptr<Core::Batch> root, std::shared_ptr<Core::ReplayBuffer> buffer,
                           std::vector<std::int64_t> startCuts)
{
    m_carriedCuts = std::move(startCuts);
    if (buffer) {
        m_root = std::shared_ptr<Core::Batch>(buffer, &buffer->mutableMeta());
        m_buffer = std::move(buffer);
    } else {
        m_root = root ? std::move(root) : Core::Batch::make();
        m_buffer.reset();
    }
    m_stateKeys = m_buffer ? bufferStateKeys(*m_buffer) : std::vector<StateKey>();
    m_stats->clear();
    rebuildSteps();
    emit dataReset();
    rebuildEpisodes();
    emit currentStepChanged(m_currentStep);
}

} // namespace ReplayScope::Ui
