// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QPointer>

namespace ReplayScope::Ui {

class Document;

/// The episodes of a Document as a table: number, first step, length, return and how
/// the episode ends (terminated, truncated or unfinished, with "start overwritten" beside
/// it when the ring overwrote its first steps: StartOverwrittenRole). Display
/// text is made on demand from the document's Core::EpisodeList; SortValueRole gives
/// numbers so that a QSortFilterProxyModel sorts lengths and returns numerically.
class EpisodeListModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EpisodeListModel)

public:
    explicit EpisodeListModel(QObject* parent = nullptr);

    /// Shows the episodes of document (not owned); null shows none.
    void setDocument(Document* document);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void reload();
    /// True for episodes File ▸ Watch found new at the last reload.
    bool isNew(int row) const;

    QPointer<Document> m_document;
};

} // namespace ReplayScope::Ui
