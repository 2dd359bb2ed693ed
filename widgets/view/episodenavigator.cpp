// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/view/episodenavigator.h>

#include <widgets/view/columnswidth.h>

#include <widgets/view/elidedlabel.h>

#include <widgets/model/document.h>
#include <widgets/model/episodefilterproxy.h>
#include <widgets/model/episodelistmodel.h>
#include <widgets/model/roles.h>

#include <QAction>
#include <QComboBox>
#include <QDoubleValidator>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QToolButton>
#include <QTableView>
#include <QVBoxLayout>

namespace ReplayScope::Ui {

EpisodeNavigator::EpisodeNavigator(QWidget* parent)
    : QWidget(parent)
    , m_model(new EpisodeListModel(this))
    , m_proxy(new EpisodeFilterProxy(this))
    , m_returnMin(new QLineEdit(this))
    , m_returnMax(new QLineEdit(this))
    , m_lengthMin(new QLineEdit(this))
    , m_lengthMax(new QLineEdit(this))
    , m_end(new QComboBox(this))
    , m_mask(new QComboBox(this))
    , m_buttons(new QWidget(this))
    , m_box(new QSpinBox(this))
    , m_count(new ElidedLabel(this))
    , m_list(new QTableView(this))
{
    m_proxy->setSourceModel(m_model);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    const auto bound = [this](QLineEdit* edit, const QString& placeholder, const QString& tip) {
        edit->setPlaceholderText(placeholder);
        edit->setToolTip(tip);
        edit->setValidator(new QDoubleValidator(edit));
        edit->setClearButtonEnabled(true);
        connect(edit, &QLineEdit::textChanged, this, &EpisodeNavigator::applyFilter);
    };
    bound(m_returnMin, tr("return ≥"), tr("Show episodes whose return is at least this"));
    bound(m_returnMax, tr("return ≤"), tr("Show episodes whose return is at most this"));
    bound(m_lengthMin, tr("length ≥"), tr("Show episodes at least this long"));
    bound(m_lengthMax, tr("length ≤"), tr("Show episodes at most this long"));
    m_end->addItem(tr("any end"), -1);
    m_end->addItem(tr("terminated"), 0);
    m_end->addItem(tr("truncated"), 1);
    m_end->addItem(tr("unfinished"), 2);
    m_end->addItem(tr("start overwritten"), 3); // whatever the end: the ring cut the start
    m_end->setToolTip(tr("Show episodes that end this way"));
    connect(m_end, &QComboBox::currentIndexChanged, this, &EpisodeNavigator::applyFilter);
    m_mask->setToolTip(tr("Show only the demos a mask of the file lists (robomimic's mask/train, mask/valid, ...)"));
    m_mask->setVisible(false);
    connect(m_mask, &QComboBox::currentIndexChanged, this, &EpisodeNavigator::applyFilter);
    // A table that looks like a list: a QTreeView lays out an item of about 70 bytes for
    // every row, 4.2 MB for the 60,000 episodes of a 10 GB buffer (issue 23: memory that
    // does not grow with the file); a table's row header keeps 8 bytes a row.
    m_list->setModel(m_proxy);
    m_list->setShowGrid(false);
    m_list->setWordWrap(false);
    m_list->setTabKeyNavigation(false);
    m_list->verticalHeader()->hide();
    m_list->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_list->verticalHeader()->setMinimumSectionSize(1);
    m_list->verticalHeader()->setDefaultSectionSize(m_list->fontMetrics().height() + 2);
    m_list->setAlternatingRowColors(true);
    m_list->setSortingEnabled(true);
    m_list->sortByColumn(EpisodeNumberColumn, Qt::AscendingOrder);
    QHeaderView* header = m_list->horizontalHeader();
    header->setHighlightSections(false);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    header->setStretchLastSection(true);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Columns that grow (a longer end reason, a wider number) ask the dock for room.
    connect(header, &QHeaderView::sectionResized, this, [this] { updateGeometry(); });
    // Measuring widths over Qt's default 1,000 rows per column made every cursor move in
    // a buffer of 12,000 episodes cost tens of milliseconds (issue 10, first paint); the
    // visible rows and the next 100 give the same widths in practice.
    header->setResizeContentsPrecision(100);
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
    auto* filterRow = new QGridLayout;
    filterRow->addWidget(m_returnMin, 0, 0);
    filterRow->addWidget(m_returnMax, 0, 1);
    filterRow->addWidget(m_end, 0, 2);
    filterRow->addWidget(m_lengthMin, 1, 0);
    filterRow->addWidget(m_lengthMax, 1, 1);
    filterRow->addWidget(m_mask, 1, 2);
    layout->addLayout(filterRow);
    layout->addWidget(m_list, 1);
    new QGridLayout(m_buttons);
    m_buttons->layout()->setContentsMargins(0, 0, 0, 0);

    connect(m_box, &QSpinBox::valueChanged, this, [this](int episode) {
        if (m_document && !m_updating)
            m_document->goToEpisode(episode);
    });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (m_document && !m_updating && current.isValid()) {
                    m_fromList = true; // keep the user's selection
                    m_document->goToEpisode(current.data(EpisodeIndexRole).toLongLong());
                    m_fromList = false;
                }
            });
    connect(m_list->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &EpisodeNavigator::selectionChanged);
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
    // Each document keeps its own filter (a property it carries, so it goes with it):
    // one set on a buffer hid every episode of the next file opened, with nothing saying
    // a filter was on.
    const char* const filterProperty = "episodeFilter";
    if (m_document) {
        m_document->disconnect(this);
        m_document->setProperty(filterProperty,
                                QStringList{m_returnMin->text(), m_returnMax->text(), m_lengthMin->text(),
                                            m_lengthMax->text(), QString::number(m_end->currentData().toInt())});
    }
    m_document = document;
    QStringList fields = document ? document->property(filterProperty).toStringList() : QStringList();
    if (fields.size() != 5)
        fields = {QString(), QString(), QString(), QString(), QStringLiteral("-1")};
    const QList<QLineEdit*> edits{m_returnMin, m_returnMax, m_lengthMin, m_lengthMax};
    for (int i = 0; i < edits.size(); ++i) {
        const QSignalBlocker blocker(edits[i]);
        edits[i]->setText(fields[i]);
    }
    {
        const QSignalBlocker blocker(m_end);
        m_end->setCurrentIndex(std::max(m_end->findData(fields[4].toInt()), 0));
    }
    m_model->setDocument(document);
    if (document) {
        connect(document, &Document::currentStepChanged, this, &EpisodeNavigator::followCursor);
        connect(document, &Document::episodesChanged, this, &EpisodeNavigator::followCursor);
    }
    fillMasks();
    followCursor();
}

void EpisodeNavigator::fillMasks()
{
    // Each document has its own masks: switching tabs starts from all episodes.
    const QSignalBlocker blocker(m_mask);
    m_mask->clear();
    const auto& masks = m_document ? m_document->episodeMasks() : QList<QPair<QString, QStringList>>();
    m_mask->addItem(tr("all episodes"), QString());
    for (const auto& [name, demos] : masks)
        m_mask->addItem(tr("mask %1 (%n demo(s))", nullptr, int(demos.size())).arg(name), name);
    m_mask->setVisible(!masks.isEmpty());
    applyFilter();
}

void EpisodeNavigator::followCursor()
{
    m_updating = true;
    const qint64 count = m_document ? m_document->episodes().count() : 0;
    m_box->setEnabled(count > 0);
    m_box->setRange(0, static_cast<int>(std::max<qint64>(count - 1, 0)));
    // Episodes are numbered from 0 everywhere (the list, Go to Episode, the CLI): the
    // range, not "of <count>", which would read as numbered from 1.
    if (count > 0 && m_document->episodesPending()) // a large file: more are being found
        m_count->setText(
            tr("(0–%L1, finding more: %2%)").arg(count - 1).arg(static_cast<int>(m_document->episodesFound() * 100.0)));
    else
        m_count->setText(count > 0 ? tr("(0–%L1)").arg(count - 1)
                                   : (m_document ? m_document->episodesNote() : QString()));
    const qint64 episode = m_document ? m_document->currentEpisode() : -1;
    if (episode >= 0) {
        m_box->setValue(static_cast<int>(episode));
        if (m_fromList) {
            m_updating = false;
            return;
        }
        const QModelIndex source = m_model->index(static_cast<int>(episode), 0);
        const QModelIndex shown = m_proxy->mapFromSource(source);
        m_list->selectionModel()->setCurrentIndex(shown,
                                                  QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_list->scrollTo(shown);
    }
    m_updating = false;
}

void EpisodeNavigator::applyFilter()
{
    const auto number = [](const QLineEdit* edit) -> std::optional<double> {
        bool ok = false;
        const double v = QLocale().toDouble(edit->text(), &ok);
        return ok ? std::optional<double>(v) : std::nullopt;
    };
    m_proxy->setReturnRange(number(m_returnMin), number(m_returnMax));
    m_proxy->setLengthRange(number(m_lengthMin), number(m_lengthMax));
    const int end = m_end->currentData().toInt();
    m_proxy->setEnd(end < 0 ? std::nullopt : std::optional<int>(end));
    std::optional<QSet<QString>> names;
    const QString mask = m_mask->currentData().toString();
    if (m_document && !mask.isEmpty())
        for (const auto& [name, demos] : m_document->episodeMasks())
            if (name == mask)
                names = QSet<QString>(demos.begin(), demos.end());
    m_proxy->setNames(std::move(names));
}

void EpisodeNavigator::setFilter(const QString& returnMin, const QString& returnMax, const QString& lengthMin,
                                 const QString& lengthMax, int end)
{
    m_returnMin->setText(returnMin);
    m_returnMax->setText(returnMax);
    m_lengthMin->setText(lengthMin);
    m_lengthMax->setText(lengthMax);
    m_end->setCurrentIndex(std::max(m_end->findData(end), 0));
    applyFilter();
}

QList<qint64> EpisodeNavigator::selectedEpisodes() const
{
    QList<qint64> out;
    for (const QModelIndex& index : m_list->selectionModel()->selectedRows())
        out << index.data(EpisodeIndexRole).toLongLong();
    std::sort(out.begin(), out.end());
    return out;
}

QList<qint64> EpisodeNavigator::shownEpisodes() const
{
    QList<qint64> out;
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        out << m_proxy->index(r, 0).data(EpisodeIndexRole).toLongLong();
    std::sort(out.begin(), out.end());
    return out;
}

void EpisodeNavigator::selectEpisodes(const QList<qint64>& episodes)
{
    QItemSelection selection;
    for (qint64 e : episodes) {
        const QModelIndex shown = m_proxy->mapFromSource(m_model->index(static_cast<int>(e), 0));
        if (shown.isValid())
            selection.select(shown, shown);
    }
    m_updating = true;
    m_list->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_updating = false;
}

QSize EpisodeNavigator::sizeHint() const
{
    QSize hint = QWidget::sizeHint();
    hint.setWidth(std::max(hint.width(), columnsWidth(m_list, m_list->horizontalHeader())));
    return hint;
}

} // namespace ReplayScope::Ui
