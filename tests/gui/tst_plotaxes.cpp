// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// The plot's axes and keys against the data (issue 22, a new user's second try): the
// axes fit the data shown after a document switch or an edit, every selected key is
// drawn or named, tick labels are grouped as the locale groups numbers and whole when
// the values are.
#include <widgets/model/document.h>
#include <widgets/view/plot/plotpanel.h>

#include <QApplication>
#include <QFontMetrics>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

#include "plottestdata.h"
#include "testutils.h"

using namespace ReplayScope;
using namespace PlotTests;

namespace {

// What the plot draws, over all its visible plottables: the steps/episodes/values
// (keys) and the values/counts, from the plottables' own data.
struct Drawn {
    QCPRange keys; // set only when something is drawn (found)
    QCPRange values;
    bool found = false;
};

Drawn drawn(QCustomPlot* plot)
{
    Drawn out;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        const QCPAbstractPlottable* p = plot->plottable(i);
        if (!p->visible())
            continue;
        bool keys = false;
        bool values = false;
        const QCPRange k = p->getKeyRange(keys);
        const QCPRange v = p->getValueRange(values);
        if (!keys || !values)
            continue;
        out.keys = out.found ? QCPRange(std::min(out.keys.lower, k.lower), std::max(out.keys.upper, k.upper)) : k;
        out.values = out.found ? QCPRange(std::min(out.values.lower, v.lower), std::max(out.values.upper, v.upper)) : v;
        out.found = true;
    }
    return out;
}

// The axes show all of what is drawn and not much more: no stale range of other data.
QString fitsDrawn(QCustomPlot* plot)
{
    const Drawn d = drawn(plot);
    const QCPRange x = plot->xAxis->range();
    const QCPRange y = plot->yAxis->range();
    const auto tight = [](const QCPRange& axis, const QCPRange& data) {
        const double span = std::max(data.size(), 1e-9);
        return axis.lower <= data.lower && axis.upper >= data.upper && axis.lower >= data.lower - span * 0.25
               && axis.upper <= data.upper + span * 0.25;
    };
    if (!d.found)
        return QStringLiteral("nothing drawn");
    if (tight(x, d.keys) && tight(y, d.values))
        return {};
    return QStringLiteral("axes x %1..%2 y %3..%4 for data x %5..%6 y %7..%8")
        .arg(x.lower)
        .arg(x.upper)
        .arg(y.lower)
        .arg(y.upper)
        .arg(d.keys.lower)
        .arg(d.keys.upper)
        .arg(d.values.lower)
        .arg(d.values.upper);
}

} // namespace

class TestPlotAxes : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("ReplayScopeTests"));
        QApplication::setApplicationName(QStringLiteral("tst_plotaxes"));
        QSettings().clear();
    }

    // Every selected per-step key is drawn, bool flags and nested keys (a selected
    // Batch node stands for its leaves) too, each line holding its column's values;
    // past MaxLegendEntries lines the note names the keys left out.
    void testEveryOverlaidKeyDrawnOrNamed()
    {
        constexpr std::int64_t rows = 400;
        std::vector<double> obs;
        std::vector<double> wide;
        std::vector<std::int64_t> lives;
        std::vector<double> x;
        std::vector<bool> terminated;
        std::vector<bool> truncated;
        for (std::int64_t i = 0; i < rows; ++i) {
            for (int c = 0; c < 4; ++c)
                obs.push_back(std::cos(double(i) * 0.03 * (c + 1)) * (c + 1));
            for (int c = 0; c < 12; ++c)
                wide.push_back(double(i % (c + 5)));
            lives.push_back(3 - i / 150);
            x.push_back(double(i) * 0.5 - 20);
            terminated.push_back(i % 97 == 96);
            truncated.push_back(i % 131 == 130);
        }
        std::shared_ptr<Core::Batch> batch = data(rows);
        batch->setRaw("obs", Core::PyValue::array(Core::NdArray::fromDoubles(obs, {rows, 4})));
        batch->setRaw("terminated", Core::PyValue::array(Core::NdArray::fromBools(terminated)));
        batch->setRaw("truncated", Core::PyValue::array(Core::NdArray::fromBools(truncated)));
        auto inner = Core::Batch::make();
        inner->setRaw("x", Core::PyValue::array(Core::NdArray::fromDoubles(x)));
        auto info = Core::Batch::make();
        info->setRaw("lives", Core::PyValue::array(Core::NdArray::fromInts(lives)));
        info->setRaw("inner", Core::PyValue::batch(inner));
        batch->setRaw("info", Core::PyValue::batch(info));
        batch->setRaw("wide", Core::PyValue::array(Core::NdArray::fromDoubles(wide, {rows, 12})));
        Ui::Document document(batch, QString(), QStringLiteral("keys"));
        Ui::PlotPanel panel;
        panel.resize(900, 500);
        panel.setDocument(&document);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(plot(panel, QStringLiteral("obs")));
        QCustomPlot* qcp = panel.plot();
        // Each leaf's columns as the data holds them.
        const auto column = [&](const QString& path, std::int64_t c) {
            const Core::NdArray& array = document.valueAt(path)->asArray();
            const std::int64_t perRow = array.ndim() > 1 ? array.shape()[1] : 1;
            double lo = std::numeric_limits<double>::infinity();
            double hi = -lo;
            for (std::int64_t r = 0; r < rows; ++r) {
                lo = std::min(lo, array.toDouble(r * perRow + c));
                hi = std::max(hi, array.toDouble(r * perRow + c));
            }
            return QCPRange(lo, hi);
        };
        const QStringList leaves{QStringLiteral("obs"),        QStringLiteral("act"),         QStringLiteral("rew"),
                                 QStringLiteral("terminated"), QStringLiteral("truncated"),   QStringLiteral("done"),
                                 QStringLiteral("info.lives"), QStringLiteral("info.inner.x")};
        const QStringList selected{QStringLiteral("act"),       QStringLiteral("rew"),  QStringLiteral("terminated"),
                                   QStringLiteral("truncated"), QStringLiteral("done"), QStringLiteral("info")};
        // Drawn: a graph per column with the column's values; else named in the note.
        const auto check = [&](const QStringList& keys, QStringList* notDrawn) {
            QString problem;
            for (const QString& key : keys) {
                const Core::NdArray& array = document.valueAt(key)->asArray();
                const std::int64_t columns = array.ndim() > 1 ? array.shape()[1] : 1;
                int graphs = 0;
                for (int g = 0; g < qcp->graphCount(); ++g) {
                    const QString name = qcp->graph(g)->name();
                    if (name != key && !name.startsWith(key + QLatin1Char('[')))
                        continue;
                    bool found = false;
                    const QCPRange range = qcp->graph(g)->getValueRange(found);
                    const QCPRange want = column(key, graphs);
                    if (!found || range.lower != want.lower || range.upper != want.upper)
                        problem += QStringLiteral(" %1 holds %2..%3").arg(name).arg(range.lower).arg(range.upper);
                    ++graphs;
                }
                const bool named = panel.note().contains(key);
                if (graphs == 0 && named)
                    *notDrawn << key;
                else if (graphs != columns)
                    problem += QStringLiteral(" %1: %2 of %3 lines").arg(key).arg(graphs).arg(columns);
            }
            return problem;
        };
        panel.setOverlayKeys(selected);
        QStringList notDrawn;
        QTRY_VERIFY2_WITH_TIMEOUT((notDrawn.clear(), check(leaves, &notDrawn).isEmpty()),
                                  qPrintable(check(leaves, &notDrawn) + QLatin1Char(' ') + panel.note()), 20000);
        QVERIFY2(notDrawn.isEmpty(), qPrintable(panel.note())); // 11 lines: all drawn
        QVERIFY(qcp->legend->visible());
        // The value axis's label (the keys' names) fits along the axis, elided.
        for (const int height : {500, 300}) {
            panel.resize(900, height);
            qcp->replot(QCustomPlot::rpImmediateRefresh);
            const QString label = qcp->yAxis->label();
            QVERIFY2(label.startsWith(QStringLiteral("obs"))
                         && QFontMetrics(qcp->yAxis->labelFont()).horizontalAdvance(label) <= qcp->axisRect()->height(),
                     qPrintable(QStringLiteral("%1 along %2 pixels").arg(label).arg(qcp->axisRect()->height())));
        }
        panel.resize(900, 500);
        // 12 more lines: wide would pass the limit, the note says so and the rest draw.
        panel.setOverlayKeys(selected + QStringList{QStringLiteral("wide")});
        QTRY_VERIFY2_WITH_TIMEOUT(
            (notDrawn.clear(),
             check(leaves + QStringList{QStringLiteral("wide")}, &notDrawn).isEmpty() && !notDrawn.isEmpty()),
            qPrintable(panel.note()), 20000);
        QCOMPARE(notDrawn, QStringList{QStringLiteral("wide")});
        QVERIFY(panel.note().contains(QString::number(Ui::PlotPanel::MaxLegendEntries)));
        QVERIFY(std::size_t(qcp->graphCount()) <= Ui::PlotPanel::MaxLegendEntries);
    }

    // Large tick labels use the locale's digit grouping, as the step counts elsewhere
    // ("1,000,000,000 steps"); in English and German, each label reads back as its tick.
    void testGroupedTickLabels()
    {
        const QLocale before;
        for (const QLocale::Language language : {QLocale::English, QLocale::German}) {
            const QLocale locale(language);
            QLocale::setDefault(locale);
            Ui::Document document(data(), QString(), QStringLiteral("grouped"));
            Ui::PlotPanel panel;
            panel.resize(480, 400); // a narrow plot: 10^9 takes 13 characters
            panel.setDocument(&document);
            panel.show();
            QVERIFY(QTest::qWaitForWindowExposed(&panel));
            QVERIFY(plot(panel, QStringLiteral("rew")));
            QCustomPlot* qcp = panel.plot();
            qcp->xAxis->setRange(0, 1e9); // a 10^9-step buffer
            qcp->replot(QCustomPlot::rpImmediateRefresh);
            const QVector<double> ticks = qcp->xAxis->tickVector();
            const QVector<QString> labels = qcp->xAxis->tickVectorLabels();
            QVERIFY(ticks.size() >= 2);
            for (qsizetype i = 0; i < ticks.size(); ++i) {
                // The locale's own grouping of the tick's whole number, e.g. "200,000,000".
                QCOMPARE(labels[i], locale.toString(qlonglong(ticks[i])));
                if (ticks[i] >= 10000)
                    QVERIFY2(labels[i].contains(locale.groupSeparator()), qPrintable(labels[i]));
            }
            // Neighbouring labels do not run into each other ("10,000,00020,000,000"):
            // the space between two ticks holds half of each label and a gap.
            const QFontMetrics metrics(qcp->xAxis->tickLabelFont());
            for (qsizetype i = 1; i < ticks.size(); ++i) {
                const double apart = qcp->xAxis->coordToPixel(ticks[i]) - qcp->xAxis->coordToPixel(ticks[i - 1]);
                const double needed =
                    (metrics.horizontalAdvance(labels[i]) + metrics.horizontalAdvance(labels[i - 1])) / 2.0
                    + metrics.averageCharWidth();
                QVERIFY2(apart >= needed, qPrintable(labels[i - 1] + QLatin1Char(' ') + labels[i]));
            }
        }
        QLocale::setDefault(before);
    }

    // When every plotted value is a whole number (integer and bool keys, lengths,
    // counts) the value axis ticks only on whole numbers; float values keep fractions.
    void testWholeValueTicks()
    {
        std::shared_ptr<Core::Batch> batch = data();
        std::vector<std::int64_t> lives;
        for (std::int64_t i = 0; i < Steps; ++i)
            lives.push_back(i % 11); // 0..10: QCustomPlot's own ticks fall at 2.5, 7.5
        batch->setRaw("lives", Core::PyValue::array(Core::NdArray::fromInts(lives)));
        Ui::Document document(batch, QString(), QStringLiteral("wholevalues"));
        QTRY_VERIFY(document.episodes().count() > 0);
        Ui::PlotPanel panel;
        panel.resize(900, 400);
        panel.setDocument(&document);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QCustomPlot* qcp = panel.plot();
        const auto ticks = [qcp] {
            qcp->replot(QCustomPlot::rpImmediateRefresh);
            QVector<double> all, subTicks;
            qcp->yAxis->ticker()->generate(qcp->yAxis->range(), qcp->locale(), QLatin1Char('g'), 6, all, &subTicks,
                                           nullptr);
            return all + subTicks;
        };
        const auto whole = [](const QVector<double>& values) {
            return values.size() >= 2
                   && std::all_of(values.begin(), values.end(), [](double v) { return v == std::round(v); });
        };
        const auto text = [](const QVector<double>& values) {
            QStringList out;
            for (double v : values)
                out << QString::number(v);
            return out.join(QStringLiteral(" "));
        };
        // Whether the drawn data is whole is read from the data itself.
        const auto drawnWhole = [qcp] {
            for (int g = 0; g < qcp->graphCount(); ++g)
                for (const QCPGraphData& d : *qcp->graph(g)->data())
                    if (!std::isnan(d.value) && d.value != std::round(d.value))
                        return false;
            return true;
        };
        for (const char* key : {"lives", "act", "done"}) {
            QVERIFY(plot(panel, QString::fromLatin1(key)));
            QVERIFY(drawnWhole());
            QVERIFY2(whole(ticks()), qPrintable(QString::fromLatin1(key) + QLatin1Char(' ') + text(ticks())));
        }
        // Two integer keys together: still whole; with a float key: fractions allowed.
        QSignalSpy plotted(&panel, &Ui::PlotPanel::plotted);
        panel.setOverlayKeys({QStringLiteral("act")});
        while (panel.drawnSeries().size() < 2)
            QVERIFY(plotted.wait(20000));
        QVERIFY2(whole(ticks()), qPrintable(text(ticks())));
        panel.setOverlayKeys({QStringLiteral("obs")});
        while (panel.drawnSeries().size() < 2)
            QVERIFY(plotted.wait(20000));
        QVERIFY(!drawnWhole());
        QVERIFY2(!whole(ticks()), qPrintable(text(ticks()))); // obs is sin(), within [-1, 1]
        panel.setOverlayKeys({});
        // Episode lengths (50 steps each) and a histogram's counts are whole.
        for (const auto mode : {Ui::PlotPanel::Mode::Lengths, Ui::PlotPanel::Mode::Histogram}) {
            panel.setMode(mode);
            QVERIFY2(whole(ticks()), qPrintable(text(ticks())));
        }
    }

    // Switching to another document fits the axes to its data in every mode (not the
    // ranges of the document shown before), and so does an edit of the data shown.
    void testAxesFollowTheDocument()
    {
        // Small returns over 30 episodes, then returns a hundred times larger over 60.
        Ui::Document small(data(1500, 0.0001), QString(), QStringLiteral("small"));
        Ui::Document large(data(3000, 0.01), QString(), QStringLiteral("large"));
        for (Ui::Document* document : {&small, &large}) {
            document->setCurrentKey(QStringLiteral("rew"));
            QTRY_VERIFY(document->episodes().count() > 0);
        }
        Ui::PlotPanel panel;
        panel.resize(900, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QCustomPlot* qcp = panel.plot();
        const auto show = [&](Ui::Document* document) {
            QSignalSpy plotted(&panel, &Ui::PlotPanel::plotted);
            panel.setDocument(document);
            // Steps and Histogram wait for the key's series.
            while (panel.mode() != Ui::PlotPanel::Mode::Returns && panel.mode() != Ui::PlotPanel::Mode::Lengths
                   && !panel.series())
                if (!plotted.wait(20000))
                    return false;
            qcp->replot(QCustomPlot::rpImmediateRefresh);
            return true;
        };
        for (const auto mode : {Ui::PlotPanel::Mode::Returns, Ui::PlotPanel::Mode::Lengths,
                                Ui::PlotPanel::Mode::Histogram, Ui::PlotPanel::Mode::Steps}) {
            panel.setDocument(nullptr);
            panel.setMode(mode);
            for (Ui::Document* document : {&small, &large, &small}) {
                QVERIFY(show(document));
                const QString problem = fitsDrawn(qcp);
                QVERIFY2(
                    problem.isEmpty(),
                    qPrintable(QStringLiteral("mode %1, %2: %3").arg(int(mode)).arg(document->displayName(), problem)));
            }
        }
        // An edit changes a return: the axes follow it.
        panel.setMode(Ui::PlotPanel::Mode::Returns);
        QVERIFY(show(&small));
        const double before = drawn(qcp).values.upper;
        QSignalSpy episodes(&small, &Ui::Document::episodesChanged);
        small.setElement(QStringLiteral("rew"), 10, Core::PyValue::fromFloat(before * 10));
        QVERIFY(episodes.count() > 0 || episodes.wait(20000));
        qcp->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(drawn(qcp).values.upper > before * 5);
        QVERIFY2(fitsDrawn(qcp).isEmpty(), qPrintable(fitsDrawn(qcp)));
    }
};

RS_GUITEST_MAIN(TestPlotAxes)
#include "tst_plotaxes.moc"
