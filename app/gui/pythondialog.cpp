// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/gui/pythondialog.h>

#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

PythonPreviewDialog::PythonPreviewDialog(const PythonCopier& copier, PythonScope scope, QWidget* parent)
    : QDialog(parent)
    , m_copier(copier)
    , m_scopes(new QComboBox(this))
    , m_code(new QPlainTextEdit(this))
    , m_message(new QLabel(this))
{
    setWindowTitle(tr("Copy as Python"));
    // In the order of PythonScope.
    m_scopes->addItems({tr("Current key"), tr("Selected rows"), tr("Selected episodes"), tr("Whole document")});
    m_code->setReadOnly(true);
    m_code->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_code->setLineWrapMode(QPlainTextEdit::NoWrap);
    // Long file paths and explanations wrap instead of widening the dialog.
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::AcceptRole);
    m_copy->setDefault(true);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_copy, &QPushButton::clicked, this, [this] {
        const PythonCopy made = m_copier.snippet(this->scope());
        QGuiApplication::clipboard()->setText(made.code);
        emit copied(tr("Copied: %1").arg(made.message));
        accept();
    });
    connect(m_scopes, &QComboBox::currentIndexChanged, this, &PythonPreviewDialog::refresh);

    auto* form = new QFormLayout;
    form->addRow(tr("&Load:"), m_scopes);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_code, 1);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    resize(720, 360);
    setScope(scope);
    refresh(); // also when scope is the box's first entry, which emits no change
}

void PythonPreviewDialog::setScope(PythonScope scope)
{
    m_scopes->setCurrentIndex(static_cast<int>(scope));
}

PythonScope PythonPreviewDialog::scope() const
{
    return static_cast<PythonScope>(m_scopes->currentIndex());
}

void PythonPreviewDialog::refresh()
{
    const PythonCopy made = m_copier.snippet(scope());
    m_code->setPlainText(made.code);
    m_message->setText(made.message);
    // Nothing to copy (no selection, no file): the message says what to do instead.
    m_copy->setEnabled(!made.code.isEmpty());
}
