// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <qcustomplot.h>

namespace ReplayScope::Ui {

/// Step axis ticks counted from an offset: with the offset at an episode's first step
/// (Fit Episode) the axis reads 0, 10, 20, ... within the episode while the plot keeps
/// its absolute steps (clicks, the cursor and the boundaries stay where they are).
class StepTicker final : public QCPAxisTicker {
public:
    void setOffset(double offset) { m_offset = offset; }
    double offset() const { return m_offset; }

protected:
    QVector<double> createTickVector(double tickStep, const QCPRange& range) override
    {
        QVector<double> ticks =
            QCPAxisTicker::createTickVector(tickStep, QCPRange(range.lower - m_offset, range.upper - m_offset));
        for (double& tick : ticks)
            tick += m_offset;
        return ticks;
    }

    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar, int precision) override
    {
        return QCPAxisTicker::getTickLabel(tick - m_offset, locale, formatChar, precision);
    }

private:
    double m_offset = 0;
};

} // namespace ReplayScope::Ui
