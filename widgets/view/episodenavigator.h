// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableView;

namespace ReplayScope::Ui {

class ElidedLabel;

class Document;
class EpisodeFilterProxy;
class EpisodeListModel;

/// The episode navigator: buttons for the Episode menu's actions, an "Episode [n] of
/// m" box, and the sortable list of episodes (number, start, length, return, end),
/// filtered by return, length, end reason and, for files that have them (robomimic), a
/// mask naming a subset of the demos.
/// Choosing an episode moves the document's time cursor to its first step; when the
/// cursor moves elsewhere, the list and the box follow.
class EpisodeNavigator final : public QWidget {
    Q_OBJECT

public:
    explicit EpisodeNavigator(QWidget* parent = nullptr);

    /// Buttons for these actions (first, previous, next, last, previous step, next step),
    /// shown above the list in this order.
    void setActions(const QList<QAction*>& actions);
    /// Follows document (not owned); null shows nothing.
    void setDocument(Document* document);

    EpisodeListModel* model() const { return m_model; }
    QTableView* listView() const { return m_list; }
    QSpinBox* episodeBox() const { return m_box; }
    EpisodeFilterProxy* filterModel() const { return m_proxy; }
    /// The mask chooser ("all episodes", then each of the document's episodeMasks());
    /// hidden when the document has no masks.
    QComboBox* maskBox() const { return m_mask; }
    /// Selected episodes (numbers, ascending).
    QList<qint64> selectedEpisodes() const;
    /// Episodes passing the filter (numbers, ascending).
    QList<qint64> shownEpisodes() const;
    /// Selects these episodes in the list (for scripted use and tests).
    void selectEpisodes(const QList<qint64>& episodes);
    /// Sets the filter from text fields' values ("" for no bound) and an end reason
    /// (Core::EpisodeEnd as int, -1 for any).
    void setFilter(const QString& returnMin, const QString& returnMax, const QString& lengthMin,
                   const QString& lengthMax, int end);

    /// As wide as the list's columns are whole (the dock asks for it when there is room).
    QSize sizeHint() const override;

signals:
    /// The selection changed (for actions that work on the selected episodes).
    void selectionChanged();

private:
    void followCursor();
    void applyFilter();
    void fillMasks();

    QPointer<Document> m_document;
    EpisodeListModel* m_model;
    EpisodeFilterProxy* m_proxy;
    QLineEdit* m_returnMin;
    QLineEdit* m_returnMax;
    QLineEdit* m_lengthMin;
    QLineEdit* m_lengthMax;
    QComboBox* m_end;
    QComboBox* m_mask;
    QWidget* m_buttons;
    QSpinBox* m_box;
    ElidedLabel* m_count;
    QTableView* m_list;
    bool m_updating = false;
    bool m_fromList = false; // the cursor moves because the user clicked the list
};

} // namespace ReplayScope::Ui
