// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/view/plot/stepmarkers.h>

#include <algorithm>
#include <cmath>

namespace ReplayScope::Ui {

StepMarkers::StepMarkers(QCustomPlot* plot, const QString& layer)
    : QCPLayerable(plot, layer)
{
}

void StepMarkers::setLines(std::vector<double> xs)
{
    m_lines = std::move(xs);
}

void StepMarkers::setSpan(double from, double to)
{
    m_from = from;
    m_to = to;
}

void StepMarkers::applyDefaultAntialiasingHint(QCPPainter* painter) const
{
    painter->setAntialiasing(false); // crisp one-pixel lines
}

QRect StepMarkers::clipRect() const
{
    return mParentPlot->axisRect()->rect();
}

void StepMarkers::draw(QCPPainter* painter)
{
    m_drawn = 0;
    QCPAxis* x = mParentPlot->xAxis;
    const QRect area = mParentPlot->axisRect()->rect();
    if (m_to > m_from && m_brush.style() != Qt::NoBrush) {
        const double left = std::max<double>(x->coordToPixel(m_from), area.left());
        const double right = std::min<double>(x->coordToPixel(m_to), area.right());
        if (right > left)
            painter->fillRect(QRectF(left, area.top(), right - left, area.height()), m_brush);
    }
    if (m_lines.empty())
        return;
    painter->setPen(m_pen);
    const QCPRange range = x->range();
    auto it = std::lower_bound(m_lines.begin(), m_lines.end(), range.lower);
    int lastPixel = -1;
    for (; it != m_lines.end() && *it <= range.upper; ++it) {
        const int px = static_cast<int>(std::lround(x->coordToPixel(*it)));
        if (px == lastPixel)
            continue; // denser than the pixels: one line says it
        lastPixel = px;
        painter->drawLine(QLineF(px, area.top(), px, area.bottom()));
        ++m_drawn;
    }
}

} // namespace ReplayScope::Ui
