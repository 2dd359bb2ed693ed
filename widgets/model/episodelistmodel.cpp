// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/episodelistmodel.h>

#include <widgets/model/document.h>
#include <widgets/model/roles.h>

#include <QFont>

#include <limits>

namespace ReplayScope::Ui {

EpisodeListModel::EpisodeListModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void EpisodeListModel::setDocument(Document* document)
{
    if (m_document)
        m_document->disconnect(this);
    beginResetModel();
    m_document = document;
    endResetModel();
    if (document)
        connect(document, &Document::episodesChanged, this, &EpisodeListModel::reload);
}

void EpisodeListModel::reload()
{
    beginResetModel();
    endResetModel();
}

int EpisodeListModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_document)
        return 0;
    // Views cannot show more than INT_MAX rows; no real file has that many episodes.
    return static_cast<int>(std::min<std::int64_t>(m_document->episodes().count(), std::numeric_limits<int>::max()));
}

int EpisodeListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : EpisodeColumnCount;
}

namespace {

QString endText(Core::EpisodeEnd end)
{
    switch (end) {
    case Core::EpisodeEnd::Terminated: return EpisodeListModel::tr("terminated");
    case Core::EpisodeEnd::Truncated: return EpisodeListModel::tr("truncated");
    case Core::EpisodeEnd::Unfinished: return EpisodeListModel::tr("unfinished");
    case Core::EpisodeEnd::Cut: break; // never an end flag: Episode::startCut says it
    }
    return {};
}

// How the last step ends, then whether the ring overwrote the start: two separate facts.
QString endAndStartText(const Core::Episode& episode)
{
    const QString end = endText(episode.endFlag);
    return episode.startCut ? EpisodeListModel::tr("%1 · start overwritten").arg(end) : end;
}

} // namespace

bool EpisodeListModel::isNew(int row) const
{
    return m_document && m_document->isNewEpisode(row);
}

QVariant EpisodeListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_document)
        return {};
    const auto& episode = m_document->episodes().episodes()[static_cast<std::size_t>(index.row())];
    const qint64 first = m_document->firstStepOf(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case EpisodeNumberColumn:
            // Grouped datasets show each episode by its group's name (robomimic's
            // demo_N, Minari's episode_N), as the file and its masks name them.
            if (m_document->hasEpisodeGroups() && std::size_t(index.row()) < m_document->episodeGroups().size())
                return m_document->episodeGroups()[std::size_t(index.row())];
            return index.row();
        case EpisodeStartColumn: return first;
        case EpisodeLengthColumn: return qint64(episode.length());
        case EpisodeReturnColumn: return QString::number(episode.episodeReturn, 'g', 6);
        case EpisodeEndColumn: return endAndStartText(episode);
        }
        return {};
    case SortValueRole:
        switch (index.column()) {
        case EpisodeNumberColumn: return index.row(); // demo_2 before demo_10

        case EpisodeReturnColumn: return episode.episodeReturn;
        case EpisodeEndColumn: return static_cast<int>(episode.endFlag);
        default: return data(index, Qt::DisplayRole);
        }
    case Qt::TextAlignmentRole:
        return index.column() == EpisodeEndColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                  : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (isNew(index.row())) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ToolTipRole:
        if (isNew(index.row()))
            return tr("New since the file was last read (File ▸ Watch)");
        if (episode.startCut)
            return tr("The ring buffer overwrote the first steps of this episode: its return and length cover only "
                      "the steps still stored.");
        return {};
    case StartOverwrittenRole: return episode.startCut;
    case EpisodeIndexRole: return index.row();
    case StepRole: return first;
    }
    return {};
}

QVariant EpisodeListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case EpisodeNumberColumn: return tr("#");
    case EpisodeStartColumn: return tr("Start");
    case EpisodeLengthColumn: return tr("Length");
    case EpisodeReturnColumn: return tr("Return");
    case EpisodeEndColumn: return tr("End");
    }
    return {};
}

} // namespace ReplayScope::Ui
