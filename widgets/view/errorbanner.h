// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>

class QLabel;

namespace ReplayScope::Ui {

/// A message strip inside the window (KMessageWidget's idea): errors are shown where
/// the user looks, without a modal dialog that blocks the window, and stay until
/// dismissed or replaced.
class ErrorBanner final : public QFrame
{
    Q_OBJECT

public:
    explicit ErrorBanner(QWidget* parent = nullptr);

    /// Shows message (replacing any earlier one).
    void showMessage(const QString& message);
    /// The message shown, or empty when hidden.
    QString message() const;

private:
    QLabel* m_label;
};

} // namespace ReplayScope::Ui
