// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <qcustomplot.h>

#include <vector>

namespace ReplayScope::Ui {

/// Vertical lines at x positions (episode boundaries, the time cursor) and an optional
/// shaded span (the current episode), drawn across the whole axis rect of a plot.
///
/// A layerable rather than one QCPItem per line: buffers have tens of thousands of
/// episodes, and only the lines in view are drawn, at most one per pixel column.
class StepMarkers final : public QCPLayerable {
    Q_OBJECT

public:
    StepMarkers(QCustomPlot* plot, const QString& layer);

    /// Lines at these x positions (sorted ascending).
    void setLines(std::vector<double> xs);
    const std::vector<double>& lines() const { return m_lines; }
    void setPen(const QPen& pen) { m_pen = pen; }
    /// Shades [from, to) in x; an empty span (from >= to) shades nothing.
    void setSpan(double from, double to);
    double spanFrom() const { return m_from; }
    double spanTo() const { return m_to; }
    void setBrush(const QBrush& brush) { m_brush = brush; }
    /// How many lines the last draw showed (thinned to the pixels).
    int drawnLines() const { return m_drawn; }

protected:
    void applyDefaultAntialiasingHint(QCPPainter* painter) const override;
    void draw(QCPPainter* painter) override;
    QRect clipRect() const override;

private:
    std::vector<double> m_lines;
    QPen m_pen;
    QBrush m_brush;
    double m_from = 0.0;
    double m_to = 0.0;
    int m_drawn = 0;
};

} // namespace ReplayScope::Ui
