// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/detailsmodel.h>

#include <widgets/model/bufferstate.h>
#include <widgets/model/document.h>
#include <widgets/model/roles.h>
#include <widgets/model/valuetext.h>

#include <QLocale>

#include <array>

namespace ReplayScope::Ui {

DetailsModel::DetailsModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void DetailsModel::setDocument(Document* document)
{
    if (m_document)
        m_document->disconnect(this);
    m_document = document;
    if (document) {
        connect(document, &Document::episodesChanged, this, &DetailsModel::reload);
        connect(document, &Document::filePathChanged, this, &DetailsModel::reload);
    }
    reload();
}

namespace {

QString yesNo(bool on)
{
    return on ? DetailsModel::tr("yes") : DetailsModel::tr("no");
}

} // namespace

void DetailsModel::reload()
{
    beginResetModel();
    m_rows.clear();
    if (const Document* d = m_document) {
        auto add = [this](const QString& name, const QString& value) { m_rows.append({name, value}); };
        add(tr("File"), d->filePath().isEmpty() ? tr("(not saved)") : d->filePath());
        add(tr("Format"), d->formatName());
        add(tr("Class"), d->className());
        if (!d->release().isEmpty())
            add(tr("Release"), d->release());
        if (const auto& buffer = d->buffer()) {
            // Counts in the user's digit grouping, as the status bar writes them.
            const QLocale locale;
            add(tr("Length"), tr("%1 of %2").arg(locale.toString(d->stepCount()), locale.toString(buffer->maxsize())));
            add(tr("Max size"), locale.toString(buffer->maxsize()));
            add(tr("Stack num"), QString::number(buffer->stackNum()));
            add(tr("Ignore obs_next"), yesNo(!buffer->savesObsNext()));
            add(tr("Save only last obs"), yesNo(buffer->savesOnlyLastObs()));
            add(tr("Sample avail"), yesNo(buffer->samplesAvail()));
            add(tr("Write pointer"), QString::number(buffer->insertionIndex()));
            QStringList last;
            for (std::int64_t i : buffer->lastIndex())
                last << QString::number(i);
            add(tr("Last index"), last.join(QStringLiteral(", ")));
            for (const auto& row : bufferStateRows(*buffer))
                add(row.first, row.second);
        } else {
            add(tr("Length"), QLocale().toString(d->stepCount()));
        }
        const auto& episodes = d->episodes();
        if (episodes.count() > 0 && d->episodesPending())
            add(tr("Episodes"), tr("%1 so far (%2% of the steps read)")
                                    .arg(QLocale().toString(episodes.count()))
                                    .arg(static_cast<int>(d->episodesFound() * 100.0)));
        else
            add(tr("Episodes"), episodes.count() > 0 ? QLocale().toString(episodes.count()) : d->episodesNote());
        if (episodes.count() > 0) {
            std::array<qint64, 4> ends{};
            // How each episode ends; a start the ring overwrote is counted apart.
            for (const Core::Episode& e : episodes.episodes()) {
                ++ends[static_cast<std::size_t>(e.endFlag)];
                ends[std::size_t(Core::EpisodeEnd::Cut)] += e.startCut ? 1 : 0;
            }
            add(tr("Terminated"), QString::number(ends[std::size_t(Core::EpisodeEnd::Terminated)]));
            add(tr("Truncated"), QString::number(ends[std::size_t(Core::EpisodeEnd::Truncated)]));
            add(tr("Unfinished"), QString::number(ends[std::size_t(Core::EpisodeEnd::Unfinished)]));
            add(tr("Start overwritten by the ring"), QString::number(ends[std::size_t(Core::EpisodeEnd::Cut)]));
            add(tr("Single-step episodes"), QString::number(episodes.singleStepEpisodes()));
        }
        qint64 mapped = 0;
        const qint64 total = d->memoryBytes(&mapped);
        add(tr("Memory"), mapped > 0 ? tr("%1 (%2 mapped from the file)").arg(formatBytes(total), formatBytes(mapped))
                                     : formatBytes(total));
        for (const auto& extra : d->sourceDetails())
            add(extra.first, extra.second);
    }
    endResetModel();
}

QString DetailsModel::valueOf(const QString& name) const
{
    for (const auto& row : m_rows)
        if (row.first == name)
            return row.second;
    return {};
}

int DetailsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int DetailsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : DetailsColumnCount;
}

QVariant DetailsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        const auto& row = m_rows[index.row()];
        return index.column() == DetailsNameColumn ? row.first : row.second;
    }
    return {};
}

QVariant DetailsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == DetailsNameColumn ? tr("Property") : tr("Value");
}

} // namespace ReplayScope::Ui
