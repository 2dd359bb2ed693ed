// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/view/plot/valueticker.h>

#include <algorithm>
#include <cmath>

namespace ReplayScope::Ui {

double ValueTicker::getTickStep(const QCPRange& range)
{
    const double step = QCPAxisTicker::getTickStep(range);
    if (!m_integers)
        return step;
    // The readable steps QCustomPlot picks include 2.5 and 0.5 of a unit: on a whole
    // number axis the next whole step below (at least 1) keeps the ticks on its values.
    return step < 1 ? 1.0 : std::floor(step);
}

int ValueTicker::getSubTickCount(double tickStep)
{
    const int count = QCPAxisTicker::getSubTickCount(tickStep);
    if (!m_integers)
        return count;
    // Sub-ticks at whole numbers only: as QCustomPlot chose when they fall there, else one
    // per unit for short steps (2: one at the odd number), else none.
    const double spacing = tickStep / (count + 1);
    if (spacing >= 1 && spacing == std::round(spacing))
        return count;
    return tickStep <= 5 ? std::max(0, static_cast<int>(tickStep) - 1) : 0;
}

QVector<double> ValueTicker::createTickVector(double tickStep, const QCPRange& range)
{
    // The ticks are made in label coordinates (tick - offset), then shifted back, so an
    // episode-relative axis reads 0, 10, 20 however the episode starts.
    QVector<double> ticks =
        QCPAxisTicker::createTickVector(tickStep, QCPRange(range.lower - m_offset, range.upper - m_offset));
    m_step = tickStep > 0 ? tickStep : 1;
    double biggest = 0;
    bool whole = true;
    for (double& tick : ticks) {
        if (std::abs(tick) < m_step * 1e-9) // 0 computed as 1e-17
            tick = 0;
        biggest = std::max(biggest, std::abs(tick));
        whole = whole && tick == std::round(tick);
        tick += m_offset;
    }
    if (whole && biggest < 1e15) {
        m_notation = Notation::Whole;
        return ticks;
    }
    m_notation = biggest >= 1e6 || biggest < 1e-3 ? Notation::Scientific : Notation::Fixed;
    // The fewest digits with which every label reads back as its tick.
    const char format = m_notation == Notation::Scientific ? 'e' : 'f';
    for (m_digits = m_notation == Notation::Scientific ? 1 : 0; m_digits < 15; ++m_digits) {
        const bool exact = std::all_of(ticks.begin(), ticks.end(), [&](double tick) {
            const double value = tick - m_offset;
            return std::abs(QString::number(value, format, m_digits).toDouble() - value) <= m_step * 1e-6;
        });
        if (exact)
            break;
    }
    return ticks;
}

QString ValueTicker::getTickLabel(double tick, const QLocale& locale, QChar, int)
{
    double value = tick - m_offset;
    if (std::abs(value) < m_step * 1e-9)
        value = 0;
    switch (m_notation) {
    case Notation::Whole: return locale.toString(static_cast<qlonglong>(std::llround(value)));
    case Notation::Fixed: return locale.toString(value, 'f', m_digits);
    case Notation::Scientific: return locale.toString(value, 'e', m_digits);
    }
    return {};
}

} // namespace ReplayScope::Ui
