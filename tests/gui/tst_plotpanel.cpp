// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// The plot and image views in the main window: what they draw for a key, episode
// markers at the manifest's episode ends, and one time cursor shared with the table.
#include <app/gui/mainwindow.h>

#include <core/demo/cartpole.h>
#include <widgets/model/document.h>
#include <widgets/model/plot/seriesstore.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/model/tensortablemodel.h>
#include <widgets/view/episodenavigator.h>
#include <widgets/view/image/imagepanel.h>
#include <widgets/view/keytreepanel.h>
#include <widgets/view/plot/plotpanel.h>
#include <widgets/view/plot/stepmarkers.h>
#include <widgets/view/tablepanel.h>

#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <qcustomplot.h>

#include "testutils.h"

using namespace ReplayScope;

namespace {

QJsonObject manifestEntry(const QString& file)
{
    return TestUtils::manifestEntry(QStringLiteral("tianshou-v2.0.1"), file);
}

// Shows path in the plot and waits until its series has been read and drawn.
bool plotKey(MainWindow& window, const QString& path)
{
    Ui::PlotPanel* plot = window.plotPanel();
    QSignalSpy plotted(plot, &Ui::PlotPanel::plotted);
    window.keyTreePanel()->selectPath(path);
    if (plot->series() && plot->key() == path)
        return true;
    return plotted.wait(20000) && plot->series() && plot->key() == path;
}

} // namespace

class TestPlotPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("ReplayScopeTests"));
        QApplication::setApplicationName(QStringLiteral("tst_plotpanel"));
    }

    void testGraphsMarkersAndCursorOfABuffer()
    {
        const QString file = QStringLiteral("cartpole_like.p4.pkl");
        const QJsonObject entry = manifestEntry(file);
        const QJsonArray done = entry.value(QStringLiteral("chrono_done")).toArray();
        QVERIFY(!done.isEmpty());
        MainWindow window;
        window.resize(1200, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
        window.openFiles({TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/") + file)});
        QVERIFY(idle.wait(30000));
        QVERIFY(plotKey(window, QStringLiteral("rew")));
        Ui::PlotPanel* plot = window.plotPanel();
        QCustomPlot* qcp = plot->plot();
        // One graph for a 1-d key, holding the manifest's rewards (oldest first).
        QCOMPARE(qcp->graphCount(), 1);
        QCOMPARE(plot->series()->steps(), static_cast<std::int64_t>(done.size()));
        const QJsonArray rew = entry.value(QStringLiteral("chrono_rew")).toArray();
        for (qsizetype i = 0; i < rew.size(); i += 97)
            QCOMPARE(plot->series()->columns[0].values()[std::size_t(i)], rew[i].toDouble());
        // All 2500 steps on a ~800 pixel wide plot: decimated, yet never more than 2 points per row.
        const int points = qcp->graph(0)->data()->size();
        QVERIFY(points > 0);
        QVERIFY2(points <= 4 * qcp->axisRect()->width() + 4, qPrintable(QString::number(points)));
        // A boundary after the last step of every episode: where done is set, and the end.
        std::vector<double> ends;
        for (qsizetype i = 0; i < done.size(); ++i)
            if (done[i].toBool() || i + 1 == done.size())
                ends.push_back(double(i) + 0.5);
        QCOMPARE(plot->boundaries()->lines(), ends);

        // Click the plot at step 1000: the document, the table and the navigator follow.
        Ui::Document* doc = window.document();
        qcp->xAxis->setRange(900, 1100);
        qcp->replot();
        const QPoint at(int(qcp->xAxis->coordToPixel(1000)), qcp->axisRect()->center().y());
        QTest::mouseClick(qcp, Qt::LeftButton, {}, at);
        QCOMPARE(doc->currentStep(), 1000);
        QCOMPARE(window.tablePanel()->tableView()->currentIndex().row(), 1000);
        QCOMPARE(window.episodeNavigator()->episodeBox()->value(), int(doc->currentEpisode()));
        QCOMPARE(plot->cursor()->lines(), std::vector<double>{1000.0});
        // The current episode is the shaded span.
        QCOMPARE(plot->boundaries()->spanFrom(), double(doc->firstStepOf(doc->currentEpisode())) - 0.5);
        // Moving the cursor elsewhere moves the plot's cursor.
        doc->setCurrentStep(42);
        QCOMPARE(plot->cursor()->lines(), std::vector<double>{42.0});

        // Per-episode returns: one bar per episode; clicking bar 3 goes to episode 3.
        plot->setMode(Ui::PlotPanel::Mode::Returns);
        auto* bars = qobject_cast<QCPBars*>(qcp->plottable(0));
        QVERIFY(bars);
        QCOMPARE(bars->data()->size(), int(doc->episodes().count()));
        QCOMPARE(bars->data()->at(2)->value, doc->episodes().episodes()[2].episodeReturn);
        // Every bar fits, the most negative one too (this file's returns go below -10),
        // with a margin, as bars and as a line, and so in an export (same ranges).
        double lowest = 0;
        double highest = 0;
        for (const Core::Episode& episode : doc->episodes().episodes()) {
            lowest = std::min(lowest, episode.episodeReturn);
            highest = std::max(highest, episode.episodeReturn);
        }
        QVERIFY(lowest < 0 && highest > 0); // the data tests both ends
        const double margin = (highest - lowest) * 0.01;
        for (const bool asBars : {true, false, true}) {
            plot->findChild<QCheckBox*>()->setChecked(asBars);
            const QCPRange y = qcp->yAxis->range();
            QVERIFY2(
                y.lower <= lowest - margin && y.upper >= highest + margin,
                qPrintable(
                    QStringLiteral("y %1..%2 for returns %3..%4").arg(y.lower).arg(y.upper).arg(lowest).arg(highest)));
        }
        qcp->replot();
        QTest::mouseClick(qcp, Qt::LeftButton, {},
                          QPoint(int(qcp->xAxis->coordToPixel(3)), qcp->axisRect()->center().y()));
        QCOMPARE(doc->currentEpisode(), 3);
    }

    void testColumnsAndImageOfTheDemo()
    {
        MainWindow window;
        Core::CartPoleDemoOptions options;
        options.episodes = 5;
        auto demo = std::make_shared<Core::Batch>(Core::makeCartPoleDemo(options));
        window.addDocument(new Ui::Document(demo, QString(), QStringLiteral("demo")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(plotKey(window, QStringLiteral("obs.state")));
        QCustomPlot* qcp = window.plotPanel()->plot();
        QCOMPARE(qcp->graphCount(), 4); // one line per column, with a legend
        QVERIFY(qcp->legend->visible());
        QCOMPARE(qcp->graph(2)->name(), QStringLiteral("obs.state[2]"));
        QCOMPARE(qcp->graph(1)->pen().color(), Ui::seriesColor(QStringLiteral("obs.state"), 1));

        // The image view shows obs.frame of the current step, byte for byte.
        Ui::ImagePanel* image = window.imagePanel();
        QCOMPARE(image->key(), QStringLiteral("obs.frame"));
        window.document()->setCurrentStep(123);
        const QImage shown = image->image();
        QCOMPARE(shown.size(), QSize(32, 16));
        const Core::NdArray& frame = demo->findPath("obs.frame")->asArray();
        int differing = 0;
        for (int y = 0; y < 16; ++y)
            for (int x = 0; x < 32; ++x)
                differing += qGray(shown.pixel(x, y)) != frame.toInt64(123 * 512 + y * 32 + x);
        QCOMPARE(differing, 0);
        // Playing walks through the episode by moving the shared cursor.
        image->setRate(100);
        image->setPlaying(true);
        QTRY_VERIFY_WITH_TIMEOUT(window.document()->currentStep() >= 126, 5000);
        image->setPlaying(false);
        QCOMPARE(window.tablePanel()->tableView()->currentIndex().row(), int(window.document()->currentStep()));

        // A 16x32 frame is not plotted as its first 32 pixel columns (issue 22): the
        // plot is empty and its note points to the Image tab.
        window.keyTreePanel()->selectPath(QStringLiteral("obs.frame"));
        QCOMPARE(window.plotPanel()->key(), QStringLiteral("obs.frame"));
        QCOMPARE(qcp->graphCount(), 0);
        QVERIFY(!window.plotPanel()->series());
        QVERIFY2(window.plotPanel()->note().contains(QStringLiteral("Image")), qPrintable(window.plotPanel()->note()));
    }
};

RS_GUITEST_MAIN(TestPlotPanel)
#include "tst_plotpanel.moc"
