// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// The plot as a researcher uses it (issue 22, Plots): the wheel zooms steps and the
// values follow, lines break at episode ends, integer keys draw as steps, the legend
// sits outside the data, dense return bars stay visible, and Export writes what it says.
#include <widgets/model/document.h>
#include <widgets/view/plot/plotpanel.h>
#include <widgets/view/plot/stepmarkers.h>

#include <QApplication>
#include <QImage>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

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

void wheel(QCustomPlot* plot, Qt::KeyboardModifiers modifiers)
{
    const QPointF at = plot->axisRect()->rect().center();
    QWheelEvent event(at, plot->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, modifiers, Qt::NoScrollPhase,
                      false);
    QApplication::sendEvent(plot, &event);
}

} // namespace

class TestPlotView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("ReplayScopeTests"));
        QApplication::setApplicationName(QStringLiteral("tst_plotview"));
        QSettings().clear();
    }

    // The wheel zooms steps only and the values fit what is in view; Ctrl+wheel zooms
    // the values and leaves the steps.
    void testWheelZoomsStepsAndFitsValues()
    {
        Ui::Document document(data(), QString(), QStringLiteral("zoom"));
        Ui::PlotPanel panel;
        panel.resize(900, 500);
        panel.setDocument(&document);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(plot(panel, QStringLiteral("rew")));
        QCustomPlot* qcp = panel.plot();
        qcp->replot(QCustomPlot::rpImmediateRefresh);
        const QCPRange x0 = qcp->xAxis->range();
        wheel(qcp, Qt::NoModifier);
        const QCPRange x1 = qcp->xAxis->range();
        QVERIFY2(x1.size() < x0.size() * 0.95, "the wheel zooms the steps");
        // rew = step / 100: the value range is that of the steps in view (5% padding).
        const double lo = std::max(0.0, std::ceil(x1.lower)) / 100.0;
        const double hi = std::min(double(Steps - 1), std::floor(x1.upper)) / 100.0;
        const QCPRange y1 = qcp->yAxis->range();
        QVERIFY2(std::abs(y1.lower - (lo - 0.05 * (hi - lo))) < 0.06
                     && std::abs(y1.upper - (hi + 0.05 * (hi - lo))) < 0.06,
                 qPrintable(QStringLiteral("y %1..%2 for data %3..%4").arg(y1.lower).arg(y1.upper).arg(lo).arg(hi)));
        wheel(qcp, Qt::ControlModifier);
        QCOMPARE(qcp->xAxis->range(), x1);
        QVERIFY(qcp->yAxis->range().size() < y1.size() * 0.95);
        // Reset View shows everything and fits the values again.
        panel.resetView();
        QVERIFY(std::abs(qcp->yAxis->range().upper - (29.99 + 0.05 * 29.99)) < 0.01);
    }

    // Lines break at every episode end (a NaN between the episodes' points); integer
    // keys draw as steps; a 3-column key's legend sits above the axis rect.
    void testEpisodesStepsAndLegend()
    {
        Ui::Document document(data(), QString(), QStringLiteral("lines"));
        Ui::PlotPanel panel;
        panel.resize(1600, 500); // wider than the steps: one point per step
        panel.setDocument(&document);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(plot(panel, QStringLiteral("rew")));
        QCustomPlot* qcp = panel.plot();
        qcp->xAxis->setRange(-0.5, 498.5); // steps 0..499
        int gaps = 0;
        double previousKey = -1;
        for (auto it = qcp->graph(0)->data()->constBegin(); it != qcp->graph(0)->data()->constEnd(); ++it) {
            QVERIFY(it->key > previousKey);
            previousKey = it->key;
            if (std::isnan(it->value)) {
                ++gaps;
                // Between an episode's last step and the next one's first.
                QCOMPARE(std::fmod(it->key + 0.5, double(EpisodeLength)), 0.0);
            }
        }
        QCOMPARE(gaps, 9); // ends at 49, 99, ..., 449 (499 is the last step read)
        QCOMPARE(qcp->graph(0)->lineStyle(), QCPGraph::lsLine);

        QVERIFY(plot(panel, QStringLiteral("act")));
        QCOMPARE(qcp->graph(0)->lineStyle(), QCPGraph::lsStepLeft);

        QVERIFY(plot(panel, QStringLiteral("obs")));
        QCOMPARE(qcp->graphCount(), 3);
        QVERIFY(qcp->legend->visible());
        qcp->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(!qcp->legend->outerRect().intersects(qcp->axisRect()->rect()));
        QVERIFY(qcp->legend->outerRect().bottom() <= qcp->axisRect()->rect().top());
        // One key: no legend, and no empty row left for it.
        QVERIFY(plot(panel, QStringLiteral("rew")));
        QVERIFY(!qcp->legend->visible());
        QCOMPARE(qcp->plotLayout()->rowCount(), 1);
    }

    // Several keys overlaid: the key's lines, then each other selected key's (its
    // columns each), named in a legend above the data; the key itself is not drawn twice,
    // keys that are not numbers per step are skipped.
    void testOverlaidKeys()
    {
        Ui::Document document(data(), QString(), QStringLiteral("overlay"));
        Ui::PlotPanel panel;
        panel.resize(900, 500);
        panel.setDocument(&document);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(plot(panel, QStringLiteral("rew")));
        QSignalSpy plotted(&panel, &Ui::PlotPanel::plotted);
        panel.setOverlayKeys({QStringLiteral("rew"), QStringLiteral("act"), QStringLiteral("obs")});
        QCOMPARE(panel.overlayKeys(), (QStringList{QStringLiteral("act"), QStringLiteral("obs")}));
        while (panel.drawnSeries().size() < 3)
            QVERIFY(plotted.wait(20000));
        QCustomPlot* qcp = panel.plot();
        QStringList names;
        for (int g = 0; g < qcp->graphCount(); ++g)
            names << qcp->graph(g)->name();
        QCOMPARE(names, (QStringList{QStringLiteral("rew"), QStringLiteral("act"), QStringLiteral("obs[0]"),
                                     QStringLiteral("obs[1]"), QStringLiteral("obs[2]")}));
        // Each line holds its own key's values: rew = step / 100, act = step % 3.
        bool found = false;
        const QCPRange rew = qcp->graph(0)->getValueRange(found);
        QVERIFY(found);
        QCOMPARE(rew.lower, 0.0);
        QCOMPARE(rew.upper, double(Steps - 1) / 100.0);
        const QCPRange act = qcp->graph(1)->getValueRange(found);
        QCOMPARE(act.lower, 0.0);
        QCOMPARE(act.upper, 2.0);
        QCOMPARE(qcp->graph(1)->lineStyle(), QCPGraph::lsStepLeft);
        QVERIFY(qcp->yAxis->label().contains(QStringLiteral("act")));
        QVERIFY(qcp->legend->visible());
        qcp->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(qcp->legend->outerRect().bottom() <= qcp->axisRect()->rect().top());
        // Another key chosen: the overlays stay, the new key is not drawn twice.
        QVERIFY(plot(panel, QStringLiteral("act")));
        QCOMPARE(panel.overlayKeys(), (QStringList{QStringLiteral("rew"), QStringLiteral("obs")}));
        panel.setOverlayKeys({QStringLiteral("done"), QStringLiteral("nothing")});
        QCOMPARE(panel.overlayKeys(), QStringList{QStringLiteral("done")});
        panel.setOverlayKeys({});
        QCOMPARE(qcp->graphCount(), 1);
    }

    // Each axis labels its ticks in one notation: no "900000" beside "1e+06", and every
    // label reads back as its tick.
    void testOneNotationPerAxis()
    {
        Ui::Document document(data(), QString(), QStringLiteral("ticks"));
        Ui::PlotPanel panel;
        panel.resize(900, 500);
        panel.setDocument(&document);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(plot(panel, QStringLiteral("rew")));
        QCustomPlot* qcp = panel.plot();
        const QList<QCPRange> ranges{{0, 2e6}, {999000, 1001000}, {0, 1.2}, {-3e-4, 3e-4}, {-2.5e7, 1e5}, {0, 3000}};
        for (const QCPRange& range : ranges) {
            // The step axis ticks only on whole steps (testWholeStepTicks): a range
            // narrower than two steps has one tick at most.
            const bool steps = range.size() >= 2;
            if (steps)
                qcp->xAxis->setRange(range);
            qcp->yAxis->setRange(range);
            qcp->replot(QCustomPlot::rpImmediateRefresh);
            for (QCPAxis* axis : {qcp->xAxis, qcp->yAxis}) {
                if (axis == qcp->xAxis && !steps)
                    continue;
                const QVector<QString> labels = axis->tickVectorLabels();
                const QVector<double> ticks = axis->tickVector();
                QVERIFY(labels.size() >= 2 && labels.size() == ticks.size());
                const auto scientific = std::count_if(labels.begin(), labels.end(), [](const QString& label) {
                    return label.contains(QLatin1Char('e'));
                });
                QVERIFY2(scientific == 0 || scientific == labels.size(),
                         qPrintable(QStringList(labels.begin(), labels.end()).join(QStringLiteral(" | "))));
                for (qsizetype i = 0; i < labels.size(); ++i) {
                    bool ok = false;
                    const double read = qcp->locale().toDouble(labels[i], &ok);
                    QVERIFY2(ok && std::abs(read - ticks[i]) <= 1e-9 * std::max(1.0, std::abs(ticks[i])),
                             qPrintable(labels[i]));
                }
            }
        }
    }

    // The step axis ticks on whole steps only (no tick at step 2.5), sub-ticks included,
    // and so does the episode axis of returns; a histogram's value axis keeps fractional
    // ticks for float data.
    void testWholeStepTicks()
    {
        Ui::Document document(data(), QString(), QStringLiteral("whole"));
        Ui::PlotPanel panel;
        panel.resize(900, 400);
        panel.setDocument(&document);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(plot(panel, QStringLiteral("rew")));
        QCustomPlot* qcp = panel.plot();
        const auto whole = [](const QVector<double>& values) {
            return std::all_of(values.begin(), values.end(), [](double v) { return v == std::round(v); });
        };
        const auto labels = [qcp] {
            const QVector<QString> shown = qcp->xAxis->tickVectorLabels();
            return QStringList(shown.begin(), shown.end()).join(QStringLiteral(" | "));
        };
        const QList<QCPRange> ranges{{-0.5, 9.5},      {-0.5, 4.5}, {-0.5, 2.5},    {0, 12},
                                     {1199.5, 1249.5}, {100, 103},  {-0.5, 2999.5}, {7.2, 8.9}};
        int fractionalByDefault = 0; // ranges where QCustomPlot's own ticker ticks between steps
        for (const QSize size : {QSize(900, 400), QSize(420, 300)}) {
            panel.resize(size);
            for (const QCPRange& range : ranges) {
                qcp->xAxis->setRange(range);
                qcp->replot(QCustomPlot::rpImmediateRefresh);
                const QVector<double> ticks = qcp->xAxis->tickVector();
                QVERIFY2(whole(ticks), qPrintable(labels()));
                QVERIFY(ticks.size() >= std::min(2.0, std::floor(range.upper) - std::ceil(range.lower) + 1));
                QVector<double> again, subTicks;
                qcp->xAxis->ticker()->generate(qcp->xAxis->range(), qcp->locale(), QLatin1Char('g'), 6, again,
                                               &subTicks, nullptr);
                QVERIFY2(whole(subTicks), qPrintable(QString::number(range.lower)));
                QCPAxisTicker plain;
                plain.setTickCount(qcp->xAxis->ticker()->tickCount());
                QVector<double> plainTicks, plainSubTicks;
                plain.generate(qcp->xAxis->range(), qcp->locale(), QLatin1Char('g'), 6, plainTicks, &plainSubTicks,
                               nullptr);
                fractionalByDefault += !whole(plainTicks) || !whole(plainSubTicks);
            }
        }
        QVERIFY(fractionalByDefault > 0); // the ranges test something
        // Episode numbers are whole too.
        panel.setMode(Ui::PlotPanel::Mode::Returns);
        qcp->xAxis->setRange(-0.6, 4.6);
        qcp->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(whole(qcp->xAxis->tickVector()));
        // obs = sin(...) lies in [-1, 1]: its histogram's axis ticks between the integers.
        QVERIFY(plot(panel, QStringLiteral("obs")));
        panel.setMode(Ui::PlotPanel::Mode::Histogram);
        qcp->replot(QCustomPlot::rpImmediateRefresh);
        const QVector<double> values = qcp->xAxis->tickVector();
        QVERIFY2(values.size() >= 3 && !whole(values), qPrintable(labels()));
        // Back to steps: whole ticks again.
        panel.setMode(Ui::PlotPanel::Mode::Steps);
        qcp->xAxis->setRange(-0.5, 4.5);
        qcp->replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(whole(qcp->xAxis->tickVector()));
    }

    // A key that cannot be plotted, no key, or a key without rows empties the plot: no
    // lines, plain axes without numbers, the previous key's ranges and label gone, and a
    // message in words in the middle; the next plottable key gets its own ranges.
    void testEmptyPlot()
    {
        std::shared_ptr<Core::Batch> batch = data();
        // A name per step: an object array, nothing to plot.
        std::vector<Core::PyValue> names;
        for (std::int64_t i = 0; i < Steps; ++i)
            names.push_back(Core::PyValue::fromStr("step " + std::to_string(i)));
        batch->setRaw("config", Core::PyValue::array(Core::NdArray::fromObjects(names)));
        Ui::Document document(batch, QString(), QStringLiteral("empty"));
        Ui::PlotPanel panel;
        panel.resize(900, 400);
        panel.setDocument(&document);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QCustomPlot* qcp = panel.plot();
        const auto message = [qcp]() -> QString {
            for (int i = 0; i < qcp->itemCount(); ++i)
                if (auto* text = qobject_cast<QCPItemText*>(qcp->item(i)); text && text->visible())
                    return text->text();
            return {};
        };
        const auto isEmpty = [&](const QString& why) {
            return qcp->plottableCount() == 0 && qcp->xAxis->range() == QCPRange(0, 1)
                   && qcp->yAxis->range() == QCPRange(0, 1) && !qcp->xAxis->tickLabels() && !qcp->yAxis->tickLabels()
                   && qcp->yAxis->label().isEmpty() && panel.note().contains(why) && message() == panel.note()
                   && !panel.cursor()->visible() && !panel.boundaries()->visible();
        };
        for (const Ui::PlotPanel::Mode mode : {Ui::PlotPanel::Mode::Steps, Ui::PlotPanel::Mode::Histogram}) {
            panel.setMode(mode);
            QVERIFY(plot(panel, QStringLiteral("rew")));
            qcp->xAxis->setRange(100, 200);
            qcp->replot(QCustomPlot::rpImmediateRefresh);
            QVERIFY(qcp->plottableCount() > 0 && message().isEmpty());
            panel.setKey(QStringLiteral("config"));
            QVERIFY2(isEmpty(QStringLiteral("config")), qPrintable(panel.note()));
            panel.resetView(); // stays empty
            QVERIFY(isEmpty(QStringLiteral("config")));
            QVERIFY(plot(panel, QStringLiteral("rew")));
            panel.setKey(QString()); // nothing selected
            QVERIFY2(isEmpty(QStringLiteral("key")), qPrintable(panel.note()));
        }
        // The next key shows with its own ranges and numbers again.
        panel.setMode(Ui::PlotPanel::Mode::Steps);
        QVERIFY(plot(panel, QStringLiteral("rew")));
        QVERIFY(message().isEmpty());
        QCOMPARE(qcp->xAxis->range(), QCPRange(-0.5, double(Steps) - 0.5));
        QVERIFY(qcp->xAxis->tickLabels() && qcp->yAxis->tickLabels());
        QCOMPARE(qcp->yAxis->label(), QStringLiteral("rew"));
        QVERIFY(qcp->yAxis->range().upper > 29.9 && qcp->yAxis->range().lower < 0.1);
        QVERIFY(panel.cursor()->visible());

        // Data without rows: the key is there, the plot says it has no rows.
        auto none = Core::Batch::make();
        none->setRaw("rew", Core::PyValue::array(Core::NdArray::fromDoubles({})));
        Ui::Document nothing(none, QString(), QStringLiteral("norows"));
        panel.setDocument(&nothing);
        panel.setKey(QStringLiteral("rew"));
        QVERIFY2(isEmpty(QStringLiteral("rew")), qPrintable(panel.note()));
    }

    // Fit Episode shows the current episode with its steps counted from 0; Reset View
    // goes back to absolute steps.
    void testFitEpisode()
    {
        Ui::Document document(data(), QString(), QStringLiteral("fit"));
        Ui::PlotPanel panel;
        panel.resize(900, 400);
        panel.setDocument(&document);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(plot(panel, QStringLiteral("rew")));
        document.setCurrentStep(1234); // episode 24: steps 1200..1249
        panel.fitEpisode();
        QCustomPlot* qcp = panel.plot();
        QCOMPARE(qcp->xAxis->range().lower, 1199.5);
        QCOMPARE(qcp->xAxis->range().upper, 1249.5);
        QVERIFY(qcp->xAxis->label().contains(QStringLiteral("24")));
        qcp->replot(QCustomPlot::rpImmediateRefresh);
        const QVector<double> ticks = qcp->xAxis->tickVector();
        const QVector<QString> labels = qcp->xAxis->tickVectorLabels();
        QVERIFY(!ticks.isEmpty());
        for (int i = 0; i < ticks.size(); ++i)
            QCOMPARE(labels[i].toDouble(), ticks[i] - 1200.0);
        QVERIFY(labels.contains(QStringLiteral("0")));
        // The values fit the episode: rew 12.00..12.49.
        QVERIFY(qcp->yAxis->range().lower > 11.9 && qcp->yAxis->range().upper < 12.6);
        panel.resetView();
        qcp->replot(QCustomPlot::rpImmediateRefresh);
        QCOMPARE(qcp->xAxis->label(), QStringLiteral("step"));
        QVERIFY(qcp->xAxis->tickVectorLabels().contains(qcp->locale().toString(1000)));
    }

    // Thousands of return bars are each drawn at least a pixel wide.
    void testDenseReturnBars()
    {
        std::vector<bool> done(6000);
        std::vector<double> rew(6000, 1.0);
        for (std::size_t i = 1; i < done.size(); i += 2)
            done[i] = true;
        auto batch = Core::Batch::make();
        batch->setRaw("rew", Core::PyValue::array(Core::NdArray::fromDoubles(rew)));
        batch->setRaw("done", Core::PyValue::array(Core::NdArray::fromBools(done)));
        Ui::Document document(batch, QString(), QStringLiteral("bars"));
        QCOMPARE(document.episodes().count(), 3000);
        Ui::PlotPanel panel;
        panel.resize(900, 400);
        panel.setDocument(&document);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.setMode(Ui::PlotPanel::Mode::Returns);
        auto* bars = qobject_cast<QCPBars*>(panel.plot()->plottable(0));
        QVERIFY(bars);
        QVERIFY(bars->pen().style() != Qt::NoPen);
        // Rendered, the plot area is covered: no column of the bars' height is empty.
        QImage image = panel.plot()->toPixmap(900, 400).toImage();
        const QRect area = panel.plot()->axisRect()->rect();
        const int y = area.top() + area.height() / 2;
        int empty = 0;
        const QRgb background = image.pixel(area.left() + 2, area.top() + 2);
        for (int x = area.left() + area.width() / 10; x < area.right() - area.width() / 10; ++x)
            empty += image.pixel(x, y) == background;
        QCOMPARE(empty, 0);
    }

    // Export adds the chosen type's extension, renders at the chosen size without the
    // cursor unless asked, remembers the folder and names the file after document and key.
    void testExport()
    {
        QTemporaryDir dir;
        Ui::Document document(data(), dir.filePath(QStringLiteral("run7.pkl")), QStringLiteral("run7.pkl"));
        Ui::PlotPanel panel;
        panel.resize(900, 400);
        panel.setDocument(&document);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(plot(panel, QStringLiteral("rew")));
        document.setCurrentStep(1500);
        QCOMPARE(Ui::PlotPanel::pathWithSuffix(QStringLiteral("/x/figure"), false), QStringLiteral("/x/figure.png"));
        QCOMPARE(Ui::PlotPanel::pathWithSuffix(QStringLiteral("/x/figure"), true), QStringLiteral("/x/figure.pdf"));
        QCOMPARE(Ui::PlotPanel::pathWithSuffix(QStringLiteral("/x/figure.PDF"), false),
                 QStringLiteral("/x/figure.PDF"));
        QCOMPARE(panel.suggestedExportPath(QStringLiteral("png")), dir.filePath(QStringLiteral("run7-rew.png")));

        QTemporaryDir out;
        const QString plain = out.filePath(QStringLiteral("plain.png"));
        const QString marked = out.filePath(QStringLiteral("marked.png"));
        QVERIFY(panel.exportTo(plain));
        QVERIFY(panel.note().contains(plain));
        QVERIFY(panel.exportTo(marked, QSize(1600, 900), true));
        const QImage a(plain);
        const QImage b(marked);
        QCOMPARE(a.size(), QSize(1600, 900));
        QVERIFY2(a != b, "the cursor and shading are drawn only when asked");
        QVERIFY(panel.cursor()->visible()); // the window's plot keeps its cursor
        QVERIFY(panel.exportTo(out.filePath(QStringLiteral("small.png")), QSize(640, 360)));
        QCOMPARE(QImage(out.filePath(QStringLiteral("small.png"))).size(), QSize(640, 360));
        const QString pdf = out.filePath(QStringLiteral("vector.pdf"));
        QVERIFY(panel.exportTo(pdf));
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(5) == "%PDF-");
        // The next export starts in the folder of the last one.
        QCOMPARE(panel.suggestedExportPath(QStringLiteral("pdf")), out.filePath(QStringLiteral("run7-rew.pdf")));
    }
};

RS_GUITEST_MAIN(TestPlotView)
#include "tst_plotview.moc"
