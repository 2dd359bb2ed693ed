// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <qcustomplot.h>

namespace ReplayScope::Ui {

/// Axis ticks whose labels share one notation (issue 22, Plots): QCustomPlot's default
/// picks per label, so one axis read "800000, 900000, 1e+06". Here the whole axis is
/// whole numbers ("1,000,000" in the plot's locale) when every tick is one and below
/// 1e15, else scientific when its largest tick is at least 1e6 or below 1e-3, else
/// fixed with the decimals the tick step needs. Labels are of tick - offset().
/// An axis of whole numbers (steps, episodes) ticks only on them (integers()).
class ValueTicker : public QCPAxisTicker {
public:
    /// Labels count from offset (Fit Episode's episode-relative steps); 0 by default.
    void setOffset(double offset) { m_offset = offset; }
    double offset() const { return m_offset; }
    /// Ticks and sub-ticks only on whole numbers (a tick at step 2.5 names no step);
    /// off by default, for values that have fractions.
    void setIntegers(bool integers) { m_integers = integers; }
    bool integers() const { return m_integers; }

protected:
    double getTickStep(const QCPRange& range) override;
    int getSubTickCount(double tickStep) override;
    QVector<double> createTickVector(double tickStep, const QCPRange& range) override;
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar, int precision) override;

private:
    enum class Notation { Whole, Fixed, Scientific };
    double m_offset = 0;
    bool m_integers = false;
    double m_step = 1;
    Notation m_notation = Notation::Whole;
    int m_digits = 0; // decimals (Fixed) or mantissa decimals (Scientific)
};

} // namespace ReplayScope::Ui
