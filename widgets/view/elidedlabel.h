// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QLabel>

namespace ReplayScope::Ui {

/// A one-line label that never makes its layout wider than the room it gets: a text too
/// long for its width is cut with "…" and shown whole in the tooltip. Hints and notes
/// ("No image-like key (HxW, …)", translations twice as long) would otherwise set the
/// minimum width of the window's middle and squeeze the docks beside it.
class ElidedLabel final : public QLabel {
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    /// Sets the whole text (plain text; line breaks become spaces). Hides QLabel::setText.
    void setText(const QString& text);
    /// The whole text, as set (text() is what fits).
    const QString& fullText() const { return m_full; }
    /// True when the text shown is cut.
    bool isElided() const { return QLabel::text() != m_full; }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateShown();

    QString m_full;
};

} // namespace ReplayScope::Ui
