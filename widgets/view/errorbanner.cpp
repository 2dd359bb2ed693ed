// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/view/errorbanner.h>

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace ReplayScope::Ui {

ErrorBanner::ErrorBanner(QWidget* parent)
    : QFrame(parent)
    , m_label(new QLabel(this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette p = palette();
    p.setColor(QPalette::Window, QColor(0xf8, 0xd7, 0xda));
    p.setColor(QPalette::WindowText, QColor(0x58, 0x15, 0x1c));
    setPalette(p);
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(20, 20));
    auto* close = new QToolButton(this);
    close->setAutoRaise(true);
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(tr("Dismiss"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(icon);
    layout->addWidget(m_label, 1);
    layout->addWidget(close);
    connect(close, &QToolButton::clicked, this, [this] {
        m_label->clear();
        hide();
        emit dismissed();
    });
    hide();
}

void ErrorBanner::showMessage(const QString& message)
{
    setMessages({message});
}

void ErrorBanner::setMessages(const QStringList& messages)
{
    m_label->setTextFormat(Qt::PlainText);
    m_label->setText(messages.join(QLatin1Char('\n')));
    setVisible(!messages.isEmpty());
}

QString ErrorBanner::message() const
{
    return isHidden() ? QString() : m_label->text();
}

} // namespace ReplayScope::Ui
