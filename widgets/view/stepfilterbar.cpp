// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "stepfilterbar.h"

#include <widgets/model/query/stepquery.h>

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QToolButton>

namespace ReplayScope::Ui {

StepFilterBar::StepFilterBar(QWidget* parent)
    : QWidget(parent)
    , m_edit(new QLineEdit(this))
    , m_status(new QLabel(this))
    , m_previous(new QToolButton(this))
    , m_next(new QToolButton(this))
{
    m_edit->setObjectName(QStringLiteral("findStepsEdit"));
    m_edit->setPlaceholderText(tr("Find steps: rew < -1 & abs(act[:,0]) > 0.95"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setToolTip(tr("An expression over the keys, true for the steps to find (the language of Add Key: "
                          "comparisons, & | ~, abs, isnan, .any(axis=1)). Enter searches; the table and the plot "
                          "mark the steps, the episode list selects their episodes, and Delete Rows, Slice and "
                          "Export Episodes act on them."));
    m_status->setObjectName(QStringLiteral("findStepsStatus"));
    m_previous->setIcon(QIcon::fromTheme(QStringLiteral("go-up")));
    m_previous->setToolTip(tr("Previous matching step"));
    m_next->setIcon(QIcon::fromTheme(QStringLiteral("go-down")));
    m_next->setToolTip(tr("Next matching step"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_status);
    layout->addWidget(m_previous);
    layout->addWidget(m_next);
    showNothing();

    connect(m_edit, &QLineEdit::returnPressed, this, [this] { emit searchRequested(m_edit->text().trimmed()); });
    connect(m_edit, &QLineEdit::textChanged, this, [this](const QString& text) {
        if (text.isEmpty()) // the clear button: no search any more
            emit searchRequested(QString());
    });
    connect(m_previous, &QToolButton::clicked, this, &StepFilterBar::previousRequested);
    connect(m_next, &QToolButton::clicked, this, &StepFilterBar::nextRequested);
}

void StepFilterBar::showBusy()
{
    m_status->setStyleSheet(QString());
    m_status->setText(tr("Searching…"));
}

void StepFilterBar::showResult(const StepQueryResult& result)
{
    const bool found = result.error.isEmpty() && !result.steps.isEmpty();
    m_previous->setEnabled(found);
    m_next->setEnabled(found);
    if (!result.error.isEmpty()) {
        m_status->setStyleSheet(QStringLiteral("color: #c0392b"));
        m_status->setText(result.error);
        if (result.errorPosition >= 0) {
            m_edit->setFocus();
            m_edit->setCursorPosition(static_cast<int>(result.errorPosition));
        }
        return;
    }
    m_status->setStyleSheet(QString());
    if (result.episodes.isEmpty())
        m_status->setText(tr("%Ln step(s)", nullptr, static_cast<int>(result.steps.size())));
    else
        m_status->setText(tr("%Ln step(s) in %1", nullptr, static_cast<int>(result.steps.size()))
                              .arg(tr("%Ln episode(s)", nullptr, static_cast<int>(result.episodes.size()))));
}

void StepFilterBar::showNothing()
{
    m_status->setStyleSheet(QString());
    m_status->clear();
    m_previous->setEnabled(false);
    m_next->setEnabled(false);
}

void StepFilterBar::setQuery(const QString& text)
{
    if (m_edit->text() == text)
        return;
    const QSignalBlocker blocker(m_edit); // clearing the box would clear the new tab's search
    m_edit->setText(text);
}

void StepFilterBar::focusEdit()
{
    m_edit->setFocus();
    m_edit->selectAll();
}

} // namespace ReplayScope::Ui
