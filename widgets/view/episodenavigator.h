// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

class QAction;
class QLabel;
class QSortFilterProxyModel;
class QSpinBox;
class QTreeView;

namespace ReplayScope::Ui {

class Document;
class EpisodeListModel;

/// The episode navigator: buttons for the Episode menu's actions, an "Episode [n] of
/// m" box, and the sortable list of episodes (number, start, length, return, end).
/// Choosing an episode moves the document's time cursor to its first step; when the
/// cursor moves elsewhere, the list and the box follow.
class EpisodeNavigator final : public QWidget
{
    Q_OBJECT

public:
    explicit EpisodeNavigator(QWidget* parent = nullptr);

    /// Buttons for these actions (first, previous, next, last, previous step, next step),
    /// shown above the list in this order.
    void setActions(const QList<QAction*>& actions);
    /// Follows document (not owned); null shows nothing.
    void setDocument(Document* document);

    EpisodeListModel* model() const { return m_model; }
    QTreeView* listView() const { return m_list; }
    QSpinBox* episodeBox() const { return m_box; }

private:
    void followCursor();

    QPointer<Document> m_document;
    EpisodeListModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QWidget* m_buttons;
    QSpinBox* m_box;
    QLabel* m_count;
    QTreeView* m_list;
    bool m_updating = false;
};

} // namespace ReplayScope::Ui
