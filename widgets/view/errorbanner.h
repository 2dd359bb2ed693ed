// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>

class QLabel;

namespace ReplayScope::Ui {

/// A message strip inside the window (KMessageWidget's idea): errors are shown where
/// the user looks, without a modal dialog that blocks the window, and stay until
/// dismissed or replaced. It shows a list of messages, one a line, so that several
/// failures at once (files that could not be opened) are all shown.
class ErrorBanner final : public QFrame {
    Q_OBJECT

public:
    explicit ErrorBanner(QWidget* parent = nullptr);

    /// Shows message (replacing any earlier ones).
    void showMessage(const QString& message);
    /// Shows these messages, one a line; hides when there are none.
    void setMessages(const QStringList& messages);
    /// The messages shown, one a line, or empty when hidden.
    QString message() const;

signals:
    /// The user closed the banner: the messages shown are dealt with.
    void dismissed();

private:
    QLabel* m_label;
};

} // namespace ReplayScope::Ui
