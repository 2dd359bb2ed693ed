// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QPair>
#include <QPointer>

namespace ReplayScope::Ui {

class Document;

/// The facts about a Document as a two-column list (name, value): file path, format,
/// class, the Tianshou release it looks like, length and capacity, buffer options
/// (maxsize, stack_num, ...), the write pointer, its state (bufferStateRows), episode counts by end reason and
/// memory. Rebuilt when the document changes in a way that affects them.
class DetailsModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DetailsModel)

public:
    explicit DetailsModel(QObject* parent = nullptr);

    /// Describes document (not owned); null shows nothing.
    void setDocument(Document* document);
    /// The value shown for a name, or an empty string (for tests and tool tips).
    QString valueOf(const QString& name) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void reload();

    QPointer<Document> m_document;
    QList<QPair<QString, QString>> m_rows;
};

} // namespace ReplayScope::Ui
