// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// The main window's table with several keys side by side (issue 22, item 1): Ctrl+click
// in the key tree, a Batch node, pinned keys, the column set kept per document.
#include <app/gui/mainwindow.h>
#include <app/gui/settings.h>

#include <widgets/model/batchtreemodel.h>
#include <widgets/model/commands/renamekey.h>
#include <widgets/model/document.h>
#include <widgets/model/plot/keyseries.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/model/tensortablemodel.h>
#include <widgets/view/episodenavigator.h>
#include <widgets/view/keytreepanel.h>
#include <widgets/view/plot/plotpanel.h>
#include <widgets/view/tablepanel.h>

#include <QAction>
#include <QApplication>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTreeView>

#include <qcustomplot.h>

#include "testutils.h"

using namespace ReplayScope;

namespace {

// A QStringList of ASCII names (QT_NO_CAST_FROM_ASCII is on).
QStringList names(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* s : list)
        out << QString::fromLatin1(s);
    return out;
}

QString fixture(const QString& relative)
{
    return TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/") + relative);
}

bool openAndWait(MainWindow& window, const QStringList& paths)
{
    QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
    window.openFiles(paths);
    return idle.wait(30000);
}

// Clicks the key at path in the tree, as a user does (with modifiers for Ctrl+click).
bool clickKey(MainWindow& window, const QString& path, Qt::KeyboardModifiers modifiers = {})
{
    QTreeView* tree = window.keyTreePanel()->treeView();
    auto* proxy = qobject_cast<QSortFilterProxyModel*>(tree->model());
    const QModelIndex index = proxy->mapFromSource(window.keyModel()->indexForPath(path));
    if (!index.isValid())
        return false;
    for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
        tree->expand(p);
    tree->scrollTo(index);
    const QRect rect = tree->visualRect(index);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, modifiers, rect.center());
    return true;
}

QStringList headers(const QAbstractItemModel* model)
{
    QStringList out;
    for (int c = 0; c < model->columnCount(); ++c)
        out << model->headerData(c, Qt::Horizontal).toString();
    return out;
}

} // namespace

class TestKeysTable : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("ReplayScopeTests"));
        QApplication::setApplicationName(QStringLiteral("tst_keystable"));
    }

    // Click obs, Ctrl+click act and rew: the table shows obs[0..3], act and rew, one row
    // per step.
    void testCtrlClickShowsKeysSideBySide()
    {
        MainWindow window;
        window.resize(1200, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("cartpole_like.p4.pkl"))}));
        QVERIFY(clickKey(window, QStringLiteral("obs")));
        QVERIFY(clickKey(window, QStringLiteral("act"), Qt::ControlModifier));
        QVERIFY(clickKey(window, QStringLiteral("rew"), Qt::ControlModifier));
        const QAbstractItemModel* table = window.tablePanel()->tableView()->model();
        QCOMPARE(headers(table), names({"obs[0]", "obs[1]", "obs[2]", "obs[3]", "act", "rew"}));
        QCOMPARE(table->rowCount(), 2500);
        // The plot draws the other selected keys over the clicked one (issue 22, Plots).
        QCOMPARE(window.plotPanel()->key(), QStringLiteral("rew"));
        QCOMPARE(window.plotPanel()->overlayKeys(), names({"obs", "act"}));
        // Six keys, 12 lines: every one is drawn, the flags (bool) too, with a legend.
        for (const char* key : {"terminated", "truncated", "obs_next"})
            QVERIFY(clickKey(window, QString::fromLatin1(key), Qt::ControlModifier));
        Ui::PlotPanel* plot = window.plotPanel();
        QCOMPARE(plot->key(), QStringLiteral("obs_next"));
        QCOMPARE(plot->overlayKeys(), names({"obs", "act", "rew", "terminated", "truncated"}));
        QSignalSpy plotted(plot, &Ui::PlotPanel::plotted);
        while (plot->drawnSeries().size() < 6)
            QVERIFY(plotted.wait(60000)); // the series job may queue behind statistics (ASan, -j2)
        QStringList drawn;
        for (const Ui::KeySeries* series : plot->drawnSeries())
            drawn << series->path;
        QCOMPARE(drawn, names({"obs_next", "obs", "act", "rew", "terminated", "truncated"}));
        QCOMPARE(plot->plot()->graphCount(), 12);
        QVERIFY(!plot->note().contains(QStringLiteral("not drawn")));
        QVERIFY(plot->plot()->legend->visible());
        // A plain click goes back to one key.
        QVERIFY(clickKey(window, QStringLiteral("done")));
        QCOMPARE(window.tableModel()->leafPaths(), names({"done"}));
        QCOMPARE(table->columnCount(), 1);
        QVERIFY(window.plotPanel()->overlayKeys().isEmpty());
    }

    // An image-like key draws no lines (the Image tab shows it, the note says so), but
    // the keys selected with it still do.
    void testImageKeyWithOthersInThePlot()
    {
        MainWindow window;
        window.resize(1200, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("atari_like.p4.pkl"))}));
        QVERIFY(clickKey(window, QStringLiteral("act")));
        QVERIFY(clickKey(window, QStringLiteral("obs"), Qt::ControlModifier));
        Ui::PlotPanel* plot = window.plotPanel();
        QCOMPARE(plot->key(), QStringLiteral("obs"));
        QVERIFY(plot->note().contains(QStringLiteral("image-like")));
        QCOMPARE(plot->overlayKeys(), names({"act"}));
        QSignalSpy plotted(plot, &Ui::PlotPanel::plotted);
        while (plot->plot()->graphCount() < 1)
            QVERIFY(plotted.wait(60000)); // the series job may queue behind statistics (ASan, -j2)
        QCOMPARE(plot->plot()->graphCount(), 1);
        QCOMPARE(plot->plot()->graph(0)->name(), QStringLiteral("act"));
        QCOMPARE(plot->drawnSeries().front()->steps(), window.document()->stepCount());
        QVERIFY(plot->note().contains(QStringLiteral("image-like")));
        // All steps in view.
        QVERIFY(plot->plot()->xAxis->range().upper >= double(window.document()->stepCount() - 1));
    }

    // Selecting a Batch node shows every leaf under it (it was an empty table).
    void testBatchNodeShowsItsLeaves()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("nested_obs.p4.pkl"))}));
        QVERIFY(clickKey(window, QStringLiteral("obs")));
        const QAbstractItemModel* table = window.tablePanel()->tableView()->model();
        QCOMPARE(headers(table), names({"obs.pos[0]", "obs.pos[1]", "obs.vel[0]", "obs.vel[1]"}));
        QCOMPARE(table->rowCount(), 300);
    }

    // A pinned key stays whatever is clicked next; the columns of each tab come back
    // when switching tabs.
    void testPinnedKeysAndColumnsPerDocument()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(
            window, {fixture(QStringLiteral("cartpole_like.p4.pkl")), fixture(QStringLiteral("nested_obs.p4.pkl"))}));
        QCOMPARE(window.documentCount(), 2);
        window.setCurrentDocument(0);
        QVERIFY(clickKey(window, QStringLiteral("rew")));
        window.keyTreePanel()->pinAction()->trigger();
        QVERIFY(clickKey(window, QStringLiteral("act")));
        QCOMPARE(window.tableModel()->leafPaths(), names({"rew", "act"}));
        QVERIFY(clickKey(window, QStringLiteral("terminated"), Qt::ControlModifier));
        QCOMPARE(window.tableModel()->leafPaths(), names({"rew", "act", "terminated"}));

        window.setCurrentDocument(1);
        QVERIFY(clickKey(window, QStringLiteral("obs.vel")));
        QCOMPARE(window.tableModel()->leafPaths(), names({"obs.vel"}));
        window.setCurrentDocument(0);
        QCOMPARE(window.tableModel()->leafPaths(), names({"rew", "act", "terminated"}));
        QCOMPARE(window.keyTreePanel()->pinnedPaths(), names({"rew"}));
        window.setCurrentDocument(1);
        QCOMPARE(window.tableModel()->leafPaths(), names({"obs.vel"}));
        QVERIFY(window.keyTreePanel()->pinnedPaths().isEmpty());

        // Unpinning takes the key out again.
        window.setCurrentDocument(0);
        QVERIFY(clickKey(window, QStringLiteral("rew")));
        window.keyTreePanel()->pinAction()->trigger();
        QVERIFY(clickKey(window, QStringLiteral("act")));
        QCOMPARE(window.tableModel()->leafPaths(), names({"act"}));
    }

    // The cursor still follows the table's rows with several keys: moving to a step
    // shows it and the current episode is tinted.
    void testCursorFollowsWithSeveralKeys()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("cartpole_like.p4.pkl"))}));
        QVERIFY(window.keyTreePanel()->selectPaths({QStringLiteral("obs"), QStringLiteral("done")}));
        QVERIFY(window.tableModel()->rowsAreSteps());
        window.document()->setCurrentStep(1234);
        QTableView* view = window.tablePanel()->tableView();
        QCOMPARE(window.tableModel()->absoluteRow(view->currentIndex().row()), 1234);
        QVERIFY(view->model()->index(view->currentIndex().row(), 0).data(Qt::BackgroundRole).isValid());
    }

    // Overlaid keys share the value axis: rew (-4.105..3.457, as the real Tianshou reads
    // it) Ctrl+clicked with terminated (0..1) is not cut to 0..1, neither at first, nor
    // after Reset View, nor after the wheel zoomed the steps.
    void testOverlaidKeysFitTheValueAxis()
    {
        MainWindow window;
        window.resize(1200, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("cartpole_like.p4.pkl"))}));
        QVERIFY(clickKey(window, QStringLiteral("rew")));
        QVERIFY(clickKey(window, QStringLiteral("terminated"), Qt::ControlModifier));
        Ui::PlotPanel* plot = window.plotPanel();
        QCOMPARE(plot->key(), QStringLiteral("terminated"));
        QSignalSpy plotted(plot, &Ui::PlotPanel::plotted);
        while (plot->drawnSeries().size() < 2)
            QVERIFY(plotted.wait(20000));
        QCoreApplication::processEvents();
        QCustomPlot* qcp = plot->plot();
        const auto holdsRew = [qcp] {
            const QCPRange y = qcp->yAxis->range();
            return y.lower <= -4.105 && y.upper >= 3.457;
        };
        QVERIFY2(holdsRew(),
                 qPrintable(QStringLiteral("y %1..%2").arg(qcp->yAxis->range().lower).arg(qcp->yAxis->range().upper)));
        plot->resetView();
        QVERIFY2(holdsRew(),
                 qPrintable(QStringLiteral("y %1..%2").arg(qcp->yAxis->range().lower).arg(qcp->yAxis->range().upper)));
        // Zoomed in to the steps 1000..1500: the values are those of both keys in view.
        qcp->xAxis->setRange(1000, 1500);
        double lo = 0.0; // terminated's 0..1 is in view too
        double hi = 1.0;
        for (const Ui::KeySeries* series : plot->drawnSeries())
            for (const Ui::MinMaxEnvelope& column : series->columns) {
                const Ui::EnvelopeBucket b = column.range(1000, 1501);
                lo = std::min(lo, b.min);
                hi = std::max(hi, b.max);
            }
        QVERIFY(lo < -1.0); // rew reaches below terminated's range there
        const QCPRange y = qcp->yAxis->range();
        QVERIFY2(y.lower <= lo && y.lower > lo - 0.1 * (hi - lo) && y.upper >= hi,
                 qPrintable(QStringLiteral("y %1..%2 for data %3..%4").arg(y.lower).arg(y.upper).arg(lo).arg(hi)));
    }

    // The plot follows the document's data and the current key: after Delete Selected
    // Episodes it draws the rows left (as many as the table), after a rename it reads the
    // key under its new name, and a Batch node plots its first leaf, as the table shows it.
    void testPlotFollowsEditsAndBatchNodes()
    {
        MainWindow window;
        window.resize(1200, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("buffer_wrapped.p4.pkl"))}));
        Ui::PlotPanel* plot = window.plotPanel();
        QVERIFY(clickKey(window, QStringLiteral("rew")));
        QTRY_VERIFY_WITH_TIMEOUT(plot->series() != nullptr, 20000);
        const qint64 before = plot->series()->steps();
        QCOMPARE(before, qint64(window.tableModel()->rowCount()));
        Ui::EpisodeNavigator* navigator = window.episodeNavigator();
        navigator->selectEpisodes({1});
        window.actions().deleteEpisodes->trigger();
        const int rows = window.tableModel()->rowCount();
        QVERIFY(rows < before);
        QTRY_VERIFY_WITH_TIMEOUT(plot->series() && plot->series()->steps() == rows, 20000);
        QCOMPARE(plot->plot()->xAxis->range().upper, rows - 0.5); // all of them in view

        // Renamed: the series, its legend and label carry the new name.
        QVERIFY(clickKey(window, QStringLiteral("obs")));
        QTRY_VERIFY_WITH_TIMEOUT(plot->series() && plot->series()->path == QStringLiteral("obs"), 20000);
        Ui::Document* document = window.document();
        document->undoStack()->push(new Ui::RenameKey(document, QStringLiteral("obs"), QStringLiteral("observation")));
        QCOMPARE(plot->key(), QStringLiteral("observation"));
        QTRY_VERIFY_WITH_TIMEOUT(plot->series() && plot->series()->path == QStringLiteral("observation"), 20000);
        QVERIFY(plot->note().contains(QStringLiteral("observation")));
        QVERIFY(!plot->plot()->yAxis->label().contains(QStringLiteral("obs,")));
        QCOMPARE(plot->plot()->yAxis->label(), QStringLiteral("observation"));
    }

    // Clicking the info Batch node: the table shows info.t and so does the plot.
    void testBatchNodePlotsItsLeaf()
    {
        MainWindow window;
        window.resize(1200, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("nested_obs.p4.pkl"))}));
        Ui::PlotPanel* plot = window.plotPanel();
        QVERIFY(clickKey(window, QStringLiteral("rew")));
        QTRY_VERIFY_WITH_TIMEOUT(plot->series() && plot->series()->path == QStringLiteral("rew"), 20000);
        QVERIFY(clickKey(window, QStringLiteral("info")));
        QCOMPARE(window.tableModel()->leafPaths(), names({"info.t"}));
        QCOMPARE(plot->key(), QStringLiteral("info.t"));
        QTRY_VERIFY_WITH_TIMEOUT(plot->series() && plot->series()->path == QStringLiteral("info.t"), 20000);
    }
};

RS_GUITEST_MAIN(TestKeysTable)
#include "tst_keystable.moc"
