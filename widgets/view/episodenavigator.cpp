// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/view/episodenavigator.h>

#include <widgets/model/document.h>
#include <widgets/model/episodelistmodel.h>
#include <widgets/model/roles.h>

#include <QAction>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace ReplayScope::Ui {

EpisodeNavigator::EpisodeNavigator(QWidget* parent)
    : QWidget(parent)
    , m_model(new EpisodeListModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_buttons(new QWidget(this))
    , m_box(new QSpinBox(this))
    , m_count(new QLabel(this))
    , m_list(new QTreeView(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(SortValueRole);
    m_list->setModel(m_proxy);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->setSortingEnabled(true);
    m_list->sortByColumn(EpisodeNumberColumn, Qt::AscendingOrder);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_box->setKeyboardTracking(false);
    m_box->setToolTip(tr("Episode number"));

    auto* boxRow = new QHBoxLayout;
    boxRow->addWidget(new QLabel(tr("Episode"), this));
    boxRow->addWidget(m_box);
    boxRow->addWidget(m_count, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_buttons);
    layout->addLayout(boxRow);
    layout->addWidget(m_list, 1);
    new QGridLayout(m_buttons);
    m_buttons->layout()->setContentsMargins(0, 0, 0, 0);

    connect(m_box, &QSpinBox::valueChanged, this, [this](int episode) {
        if (m_document && !m_updating)
            m_document->goToEpisode(episode);
    });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (m_document && !m_updating && current.isValid())
                    m_document->goToEpisode(current.data(EpisodeIndexRole).toLongLong());
            });
}

void EpisodeNavigator::setActions(const QList<QAction*>& actions)
{
    // Two rows (episodes, then steps) keep the dock narrow.
    auto* grid = static_cast<QGridLayout*>(m_buttons->layout());
    for (qsizetype i = 0; i < actions.size(); ++i) {
        auto* button = new QToolButton(m_buttons);
        button->setDefaultAction(actions[i]);
        button->setAutoRaise(true);
        const int row = i < 4 ? 0 : 1;
        grid->addWidget(button, row, static_cast<int>(i < 4 ? i : i - 4));
    }
    grid->setColumnStretch(4, 1);
}

void EpisodeNavigator::setDocument(Document* document)
{
    if (m_document)
        m_document->disconnect(this);
    m_document = document;
    m_model->setDocument(document);
    if (document) {
        connect(document, &Document::currentStepChanged, this, &EpisodeNavigator::followCursor);
        connect(document, &Document::episodesChanged, this, &EpisodeNavigator::followCursor);
    }
    followCursor();
}

void EpisodeNavigator::followCursor()
{
    m_updating = true;
    const qint64 count = m_document ? m_document->episodes().count() : 0;
    m_box->setEnabled(count > 0);
    m_box->setRange(0, static_cast<int>(std::max<qint64>(count - 1, 0)));
    m_count->setText(count > 0 ? tr("of %L1").arg(count) : (m_document ? m_document->episodesNote() : QString()));
    const qint64 episode = m_document ? m_document->currentEpisode() : -1;
    if (episode >= 0) {
        m_box->setValue(static_cast<int>(episode));
        const QModelIndex source = m_model->index(static_cast<int>(episode), 0);
        const QModelIndex shown = m_proxy->mapFromSource(source);
        m_list->selectionModel()->setCurrentIndex(shown, QItemSelectionModel::ClearAndSelect |
                                                             QItemSelectionModel::Rows);
        m_list->scrollTo(shown);
    }
    m_updating = false;
}

} // namespace ReplayScope::Ui
