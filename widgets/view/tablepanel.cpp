// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/view/tablepanel.h>

#include <widgets/view/elidedlabel.h>

#include <widgets/model/tensortablemodel.h>

#include <QClipboard>
#include <QGuiApplication>
#include <widgets/view/stepfilterbar.h>

#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace ReplayScope::Ui {

TablePanel::TablePanel(QWidget* parent)
    : QWidget(parent)
    , m_title(new ElidedLabel(this))
    , m_selectors(new QHBoxLayout)
    , m_table(new QTableView(this))
    , m_windowBar(new QWidget(this))
    , m_windowLabel(new ElidedLabel(m_windowBar))
    , m_previousWindow(new QToolButton(m_windowBar))
    , m_nextWindow(new QToolButton(m_windowBar))
    , m_goTo(new QLineEdit(this))
    , m_findBar(new StepFilterBar(this))
{
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    // Tab moves on to the next control, as everywhere else in the window (arrows move
    // between cells); the table no longer traps the keyboard.
    m_table->setTabKeyNavigation(false);
    m_table->installEventFilter(this);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // Qt's column sizing lays out 1,000 rows a column: it held the window up for 0.4 s
    // after a 17-column key appeared (issue 23); fitColumnsToRowsInView measures instead.
    m_table->verticalHeader()->setResizeContentsPrecision(100);
    m_table->horizontalHeader()->setMaximumSectionSize(m_table->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 28);
    m_goTo->setPlaceholderText(tr("Go to row"));
    m_goTo->setClearButtonEnabled(true);
    m_goTo->setMaximumWidth(160);
    m_previousWindow->setArrowType(Qt::UpArrow);
    m_previousWindow->setToolTip(tr("Show the previous rows"));
    m_nextWindow->setArrowType(Qt::DownArrow);
    m_nextWindow->setToolTip(tr("Show the next rows"));

    auto* windowLayout = new QHBoxLayout(m_windowBar);
    windowLayout->setContentsMargins(0, 0, 0, 0);
    windowLayout->addWidget(m_windowLabel, 1);
    windowLayout->addWidget(m_previousWindow);
    windowLayout->addWidget(m_nextWindow);

    auto* top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addLayout(m_selectors);
    top->addWidget(m_goTo);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_findBar);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_windowBar);

    connect(m_goTo, &QLineEdit::returnPressed, this, [this] {
        bool ok = false;
        const qint64 row = m_goTo->text().trimmed().toLongLong(&ok);
        if (!ok || !m_model || row < 0 || row >= m_model->totalRows()) {
            emit problem(tr("There is no row '%1' (rows go from 0 to %2).")
                             .arg(m_goTo->text())
                             .arg(m_model ? m_model->totalRows() - 1 : 0));
            return;
        }
        showRow(row);
        emit currentRowChanged(row);
    });
    connect(m_previousWindow, &QToolButton::clicked, this,
            [this] { m_model->setWindowStart(m_model->windowStart() - m_model->windowSize()); });
    connect(m_nextWindow, &QToolButton::clicked, this,
            [this] { m_model->setWindowStart(m_model->windowStart() + m_model->windowSize()); });
}

bool TablePanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress && m_model && m_model->totalRows() > 0) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool home = key->key() == Qt::Key_Home;
        if ((home || key->key() == Qt::Key_End) && key->modifiers() == Qt::ControlModifier) {
            const qint64 row = home ? 0 : m_model->totalRows() - 1;
            showRow(row);
            emit currentRowChanged(row);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void TablePanel::widenColumnsToRowsInView()
{
    fitColumnsToRowsInView(false);
}

void TablePanel::fitColumnsToRowsInView(bool narrow)
{
    m_widenPending = false;
    if (!m_model || m_model->rowCount() == 0)
        return;
    // The rows in view only, measured by their text's advance: the delegate's full text
    // layout of 100 rows of 17 columns held the window up for a tenth of a second, three
    // times while a large file opened (issue 23). Thumbnails go through the delegate.
    const int first = std::max(0, m_table->rowAt(0));
    int last = m_table->rowAt(m_table->viewport()->height() - 1);
    if (last < 0)
        last = std::min(m_model->rowCount() - 1, first + 100);
    const int margin = 2 * (m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 1)
                       + (m_table->showGrid() ? 1 : 0);
    const int widest = m_table->horizontalHeader()->maximumSectionSize();
    for (int c = 0; c < m_model->columnCount(); ++c) {
        int needed = 0;
        const QFontMetrics metrics(m_model->index(first, c).data(Qt::FontRole).value<QFont>());
        for (int r = first; r <= last; ++r) {
            const QModelIndex index = m_model->index(r, c);
            if (index.data(Qt::DecorationRole).isValid()) {
                needed = std::max(needed, static_cast<QAbstractItemView*>(m_table)->sizeHintForColumn(c));
                break;
            }
            needed = std::max(needed, metrics.horizontalAdvance(index.data().toString()) + margin);
        }
        if (narrow) // other keys: as wide as their header and rows need, wider or not
            needed = std::max(needed, m_table->horizontalHeader()->sectionSizeHint(c));
        if (needed = std::min(needed, widest); needed > m_table->columnWidth(c) || narrow)
            m_table->setColumnWidth(c, needed);
    }
}

void TablePanel::setModel(TensorTableModel* model)
{
    m_model = model;
    m_table->setModel(model);
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        rebuildSelectors();
        updateWindowBar();
        // Other keys: columns as wide as the rows in view need (not when the window moves).
        if (m_model->leafPaths() != m_shownLeaves) {
            m_shownLeaves = m_model->leafPaths();
            QMetaObject::invokeMethod(
                this, [this] { fitColumnsToRowsInView(true); }, Qt::QueuedConnection);
        }
    });
    connect(model, &TensorTableModel::windowChanged, this, [this] {
        updateWindowBar();
        // Rows far down may need wider columns (row 2,999,999 of a key first shown at row
        // 0 read "2999…"): widen what the rows now in view need, never narrow.
        if (!std::exchange(m_widenPending, true)) // once for a burst of moves
            QMetaObject::invokeMethod(this, &TablePanel::widenColumnsToRowsInView, Qt::QueuedConnection);
    });
    connect(model, &TensorTableModel::editRejected, this, &TablePanel::problem);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid() && !m_followingCursor)
                    emit currentRowChanged(m_model->absoluteRow(current.row()));
            });
    rebuildSelectors();
    updateWindowBar();
}

void TablePanel::rebuildSelectors()
{
    while (QLayoutItem* item = m_selectors->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const QVector<qint64> sizes = m_model->selectorAxisSizes();
    for (int i = 0; i < sizes.size(); ++i) {
        auto* label = new QLabel(tr("axis %1:").arg(i + 1), this);
        auto* spin = new QSpinBox(this);
        spin->setRange(0, static_cast<int>(std::min<qint64>(sizes[i] - 1, INT_MAX)));
        spin->setValue(static_cast<int>(m_model->axisIndex(i)));
        spin->setToolTip(tr("Index on axis %1 (of %2)").arg(i + 1).arg(sizes[i]));
        connect(spin, &QSpinBox::valueChanged, this, [this, i](int v) { m_model->setAxisIndex(i, v); });
        m_selectors->addWidget(label);
        m_selectors->addWidget(spin);
    }
    const QStringList keys = m_model->keys();
    const QStringList leaves = m_model->leafPaths();
    if (keys.isEmpty())
        m_title->setText(tr("Select a key to see its values (Ctrl+click for several side by side)"));
    else if (leaves.isEmpty())
        m_title->setText(tr("%1 holds no values to show").arg(keys.join(QStringLiteral(", "))));
    else if (leaves.size() == 1)
        m_title->setText(leaves.front());
    else
        m_title->setText(tr("%1 (%n keys side by side)", nullptr, static_cast<int>(leaves.size()))
                             .arg(keys.join(QStringLiteral(", "))));
}

void TablePanel::updateWindowBar()
{
    const qint64 total = m_model->totalRows();
    const bool windowed = total > m_model->windowSize();
    m_windowBar->setVisible(windowed);
    if (!windowed)
        return;
    const qint64 first = m_model->windowStart();
    const qint64 last = first + m_model->rowCount() - 1;
    m_windowLabel->setText(tr("Rows %L1–%L2 of %L3").arg(first).arg(last).arg(total));
    m_previousWindow->setEnabled(first > 0);
    m_nextWindow->setEnabled(last + 1 < total);
}

void TablePanel::showRow(qint64 row)
{
    if (!m_model)
        return;
    const int modelRow = m_model->revealRow(row);
    if (modelRow < 0 || m_model->columnCount() == 0)
        return;
    if (const QModelIndex current = m_table->currentIndex(); current.isValid() && current.row() == modelRow) {
        // The cursor is there already (the user moved it, and the document echoes the
        // move): leave the selection alone, or a Ctrl+click would lose the rows before.
        m_table->scrollTo(current, QAbstractItemView::EnsureVisible);
        return;
    }
    // Moving the cursor programmatically must not echo back as a user move.
    m_followingCursor = true;
    const int column = std::max(0, m_table->currentIndex().column());
    const QModelIndex index = m_model->index(modelRow, std::min(column, m_model->columnCount() - 1));
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
    m_table->scrollTo(index, QAbstractItemView::EnsureVisible);
    m_followingCursor = false;
}

void TablePanel::focusGoToRow()
{
    m_goTo->setFocus();
    m_goTo->selectAll();
}

QString TablePanel::copySelection()
{
    const QString text = m_model ? m_model->toTsv(m_table->selectionModel()->selectedIndexes()) : QString();
    if (!text.isEmpty())
        QGuiApplication::clipboard()->setText(text);
    return text;
}

void TablePanel::editCurrentCell()
{
    if (m_table->currentIndex().isValid())
        m_table->edit(m_table->currentIndex());
}

} // namespace ReplayScope::Ui
