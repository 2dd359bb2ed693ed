// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/bufferstate.h>

#include <core/buffer/buffermanager.h>
#include <core/buffer/prioritized.h>
#include <core/python/floatformat.h>

#include <QCoreApplication>

namespace ReplayScope::Ui {

namespace {

/// The translation context "BufferState" of the texts below (lupdate reads the macro).
class BufferState {
    Q_DECLARE_TR_FUNCTIONS(BufferState)
};

QString number(double value)
{
    // Python's repr, as the file's float would print: alpha 0.6, not 0.600000.
    return QString::fromStdString(Core::pythonFloatRepr(value));
}

} // namespace

const Core::PriorityState* priorityStateOf(const Core::ReplayBuffer& buffer)
{
    if (const auto* single = dynamic_cast<const Core::PrioritizedReplayBuffer*>(&buffer))
        return &single->priority();
    if (const auto* vector = dynamic_cast<const Core::PrioritizedVectorReplayBuffer*>(&buffer))
        return &vector->priority();
    return nullptr;
}

std::vector<StateKey> bufferStateKeys(const Core::ReplayBuffer& buffer)
{
    std::vector<StateKey> keys;
    const Core::PriorityState* priority = priorityStateOf(buffer);
    if (!priority || !priority->hasTree || priority->weight.size() != buffer.maxsize())
        return keys;
    // The leaves of the heap array: slot i is at bound + i (segmenttree.h).
    const auto& heap = priority->weight.values();
    const auto bound = static_cast<std::size_t>(priority->weight.bound());
    std::vector<double> leaves(heap.begin() + static_cast<std::ptrdiff_t>(bound),
                               heap.begin() + static_cast<std::ptrdiff_t>(bound + std::size_t(buffer.maxsize())));
    keys.push_back(
        {QStringLiteral("(weight)"),
         BufferState::tr("Buffer state, not data: the priority of each slot raised to alpha (Tianshou's buf.weight, "
                         "the leaves of its sum tree). Read-only; it is not saved as a key."),
         Core::PyValue::array(Core::NdArray::fromDoubles(leaves, {buffer.maxsize()}))});
    return keys;
}

QList<QPair<QString, QString>> bufferStateRows(const Core::ReplayBuffer& buffer)
{
    QList<QPair<QString, QString>> rows;
    // A manager's sub-buffers each keep their own episode in progress.
    if (!dynamic_cast<const Core::ReplayBufferManager*>(&buffer)) {
        rows.append(
            {BufferState::tr("Episode in progress"), BufferState::tr("%1 steps from slot %2, return %3")
                                                         .arg(buffer.episodeLength())
                                                         .arg(buffer.episodeStart())
                                                         .arg(QString::fromStdString(buffer.episodeReturn().repr()))});
    }
    if (const Core::PriorityState* priority = priorityStateOf(buffer)) {
        rows.append({BufferState::tr("Priority exponent (alpha)"), number(priority->alpha)});
        rows.append({BufferState::tr("Importance exponent (beta)"), number(priority->beta)});
        rows.append({BufferState::tr("Largest priority seen"), number(priority->maxPrio)});
        rows.append({BufferState::tr("Smallest priority seen"), number(priority->minPrio)});
        rows.append({BufferState::tr("Weight normalisation"),
                     priority->weightNorm ? BufferState::tr("yes") : BufferState::tr("no")});
        if (priority->hasTree)
            rows.append({BufferState::tr("Sum of the weights"), number(priority->weight.reduce())});
    }
    return rows;
}

} // namespace ReplayScope::Ui
