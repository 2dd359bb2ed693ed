// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// A layout that holds (issue 22, item 2): long one-line notes do not widen the middle
// of the window and squeeze the docks, in English and German, at 1024x700 and
// 1600x1000; View > Reset Layout; a saved layout larger than the screen is not restored.
#include <app/gui/mainwindow.h>
#include <widgets/view/detailsview.h>
#include <app/gui/settings.h>
#include <app/gui/windowlayout.h>

#include <resources/appresources.h>
#include <resources/translators.h>
#include <widgets/model/document.h>
#include <widgets/model/roles.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/view/elidedlabel.h>
#include <widgets/view/episodenavigator.h>
#include <widgets/view/keytreepanel.h>
#include <widgets/view/image/imagepanel.h>
#include <widgets/view/plot/plotpanel.h>

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QScrollBar>
#include <QScreen>
#include <QSplitter>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QMenu>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QTest>

#include <qcustomplot.h>

#include "testutils.h"

using namespace ReplayScope;

namespace {

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

QDockWidget* dock(const MainWindow& window, const char* name)
{
    return window.findChild<QDockWidget*>(QString::fromLatin1(name));
}

} // namespace

class TestWindowLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("ReplayScopeTests"));
        QApplication::setApplicationName(QStringLiteral("tst_windowlayout"));
        App::installApplicationResources(*qApp); // the icons, as the application has them
    }

    void init()
    {
        Settings::setWindowGeometry({});
        Settings::setWindowState({});
    }

    void cleanupTestCase() { App::installTranslators(*qApp, QStringLiteral("en")); }

    void testLongNotesKeepTheDocks_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        for (const QSize size : {QSize(1024, 700), QSize(1600, 1000)})
            for (const char* language : {"en", "de"})
                QTest::addRow("%dx%d %s", size.width(), size.height(), language)
                    << size << QString::fromLatin1(language);
    }

    // A Batch without episodes (long "no episodes" notes), the image view on a key that
    // is no image and the plot on returns: every note fits or is cut with a tooltip,
    // and the docks keep their widths.
    void testLongNotesKeepTheDocks()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        QCOMPARE(App::installTranslators(*qApp, language), language != QLatin1String("en"));
        MainWindow window;
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("batch_basic.p4.pkl"))}));
        window.viewTabs()->setCurrentWidget(window.imagePanel());
        window.plotPanel()->setMode(Ui::PlotPanel::Mode::Returns);
        // The longest notes the panels show, in case the data gives shorter ones.
        for (Ui::ElidedLabel* label : window.findChildren<Ui::ElidedLabel*>())
            if (label->fullText().isEmpty())
                label->setText(QStringLiteral("no episode flags: the data has neither 'done' nor 'terminated' "
                                              "and 'truncated', so its rows are one long episode"));
        QTest::qWait(50);
        if (qEnvironmentVariableIsSet("RS_DEBUG_LAYOUT"))
            for (QWidget* w : window.findChildren<QWidget*>())
                if (w->isVisible() && w->minimumSizeHint().width() > 150)
                    qInfo() << w->metaObject()->className() << w->objectName() << w->minimumSizeHint().width()
                            << w->minimumWidth()
                            << (w->parentWidget() ? w->parentWidget()->metaObject()->className() : "");
        QCOMPARE(window.size(), size);
        const std::pair<const char*, int> minimums[] = {{"keysDock", App::WindowLayout::KeysMinimumWidth},
                                                        {"episodesDock", App::WindowLayout::EpisodesMinimumWidth},
                                                        {"detailsDock", App::WindowLayout::DetailsMinimumWidth}};
        for (const auto& [name, minimum] : minimums) {
            QDockWidget* d = dock(window, name);
            QVERIFY2(d && d->isVisible(), name);
            QVERIFY2(d->width() >= minimum,
                     qPrintable(QStringLiteral("%1 is %2 px wide").arg(QString::fromLatin1(name)).arg(d->width())));
        }
        // The middle can be as narrow as the window leaves it beside the docks.
        const int besideDocks =
            window.width() - dock(window, "keysDock")->width() - dock(window, "episodesDock")->width();
        QVERIFY2(window.centralWidget()->minimumSizeHint().width() <= besideDocks,
                 qPrintable(QStringLiteral("middle needs %1 px, has %2")
                                .arg(window.centralWidget()->minimumSizeHint().width())
                                .arg(besideDocks)));
        int elided = 0;
        for (Ui::ElidedLabel* label : window.findChildren<Ui::ElidedLabel*>()) {
            if (!label->isVisible())
                continue;
            QVERIFY(label->width() <= label->parentWidget()->width());
            if (label->isElided()) {
                ++elided;
                QCOMPARE(label->toolTip(), label->fullText());
                QVERIFY(label->text().endsWith(QChar(0x2026)));
            } else {
                QVERIFY(label->toolTip().isEmpty());
            }
        }
        if (size.width() == 1024)
            QVERIFY(elided > 0); // the long notes did not fit at this size
    }

    void testPlotButtonsFit_data() { testLongNotesKeepTheDocks_data(); }

    // The plot's buttons (Reset View, Fit Episode, Export…) are shown whole or reached
    // through its More menu, in every mode: none is cut off (German at 1024 px was).
    void testPlotButtonsFit()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        QCOMPARE(App::installTranslators(*qApp, language), language != QLatin1String("en"));
        MainWindow window;
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("cartpole_like.p4.pkl"))}));
        Ui::PlotPanel* plot = window.plotPanel();
        const auto text = [](const char* source) {
            return QCoreApplication::translate("ReplayScope::Ui::PlotPanel", source);
        };
        const QStringList names{text("Reset View"), text("Fit Episode"), text("Export…")};
        QVERIFY(language == QLatin1String("en") || names.first() != QStringLiteral("Reset View"));
        for (const auto mode :
             {Ui::PlotPanel::Mode::Steps, Ui::PlotPanel::Mode::Returns, Ui::PlotPanel::Mode::Histogram}) {
            plot->setMode(mode);
            QTest::qWait(20);
            QStringList reachable;
            for (QToolButton* button : plot->findChildren<QToolButton*>()) {
                if (!button->isVisible())
                    continue;
                QVERIFY2(button->width() >= button->sizeHint().width(),
                         qPrintable(QStringLiteral("%1 is %2 px wide of %3")
                                        .arg(button->text())
                                        .arg(button->width())
                                        .arg(button->sizeHint().width())));
                QVERIFY(button->geometry().right() <= plot->width());
                reachable << button->text();
                if (button->menu())
                    for (const QAction* action : button->menu()->actions())
                        reachable << action->text();
            }
            for (const QString& name : names)
                QVERIFY2(reachable.contains(name), qPrintable(name + QStringLiteral(" cannot be reached: ")
                                                              + reachable.join(QStringLiteral(", "))));
        }
        // A wide window shows them all as buttons.
        if (size.width() == 1600) {
            plot->setMode(Ui::PlotPanel::Mode::Steps);
            QTest::qWait(20);
            for (const char* name : {"plotResetView", "plotFitEpisode", "plotExport"})
                QVERIFY2(plot->findChild<QToolButton*>(QString::fromLatin1(name))->isVisible(), name);
            QVERIFY(!plot->findChild<QToolButton*>(QStringLiteral("plotMore"))->isVisible());
        }
        // The menu's entries act like the buttons: Fit Episode through it fits the episode.
        if (auto* more = plot->findChild<QToolButton*>(QStringLiteral("plotMore")); more && more->isVisible()) {
            plot->setMode(Ui::PlotPanel::Mode::Steps);
            window.document()->setCurrentStep(100);
            for (QAction* action : more->menu()->actions())
                if (action->text() == names[1])
                    action->trigger();
            if (!plot->findChild<QToolButton*>(QStringLiteral("plotFitEpisode"))->isVisible())
                QCOMPARE(plot->plot()->xAxis->range().lower,
                         double(window.document()->firstStepOf(window.document()->currentEpisode())) - 0.5);
        }
    }

    void testEpisodesColumnsInAWideWindow_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("growLater");
        for (const char* language : {"en", "de"})
            for (const bool later : {false, true})
                QTest::addRow("%s %s", language, later ? "grown after opening" : "opened wide")
                    << QString::fromLatin1(language) << later;
    }

    // At 1600x1000 the Episodes dock is wide enough for every column of its list, "terminated ·
    // start overwritten" included, whether the file was opened in the wide window or the window
    // grew afterwards; the middle keeps its share, and a width the user chose stays.
    void testEpisodesColumnsInAWideWindow()
    {
        QFETCH(QString, language);
        QFETCH(bool, growLater);
        QCOMPARE(App::installTranslators(*qApp, language), language != QLatin1String("en"));
        MainWindow window;
        window.resize(growLater ? QSize(1200, 760) : QSize(1600, 1000));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("buffer_wrapped.p4.pkl"))}));
        QTest::qWait(50);
        if (growLater) {
            window.resize(1600, 1000);
            QTest::qWait(50);
        }
        QTableView* list = window.episodeNavigator()->listView();
        QHeaderView* header = list->horizontalHeader();
        bool cut = false; // the ring overwrote the first episode's start
        for (int row = 0; row < list->model()->rowCount(); ++row)
            cut = cut
                  || list->model()->index(row, Ui::EpisodeEndColumn).data().toString().contains(QStringLiteral(" · "));
        QVERIFY(cut);
        const auto* items = static_cast<QAbstractItemView*>(list);
        QTRY_VERIFY_WITH_TIMEOUT(header->sectionViewportPosition(Ui::EpisodeEndColumn)
                                         + items->sizeHintForColumn(Ui::EpisodeEndColumn)
                                     <= list->viewport()->width(),
                                 2000);
        for (int column = 0; column < Ui::EpisodeColumnCount; ++column) {
            const int right = header->sectionViewportPosition(column) + header->sectionSize(column);
            QVERIFY2(header->sectionSize(column) >= items->sizeHintForColumn(column)
                         && right <= list->viewport()->width(),
                     qPrintable(QStringLiteral("column %1: %2 of %3 px, ends at %4 of %5")
                                    .arg(column)
                                    .arg(header->sectionSize(column))
                                    .arg(items->sizeHintForColumn(column))
                                    .arg(right)
                                    .arg(list->viewport()->width())));
        }
        QVERIFY(window.centralWidget()->width() >= int(window.width() * App::WindowLayout::MiddleShare) - 10);
        // Narrowed by hand, the dock stays so (no fitting without a reason).
        QDockWidget* episodes = dock(window, "episodesDock");
        window.resizeDocks({episodes}, {episodes->minimumWidth()}, Qt::Horizontal);
        QTest::qWait(50);
        window.document()->setCurrentStep(5);
        QTest::qWait(50);
        QVERIFY(episodes->width() < episodes->minimumWidth() + 20);
    }

    void testMeanIsVisible_data() { testLongNotesKeepTheDocks_data(); }

    // The key tree's Mean sits right after the dtype, whole in the Keys dock as the window
    // leaves it (it was off to the right, after Kind, Shape, Min and Max).
    void testMeanIsVisible()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        QCOMPARE(App::installTranslators(*qApp, language), language != QLatin1String("en"));
        MainWindow window;
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("cartpole_like.p4.pkl"))}));
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("rew")));
        QTreeView* tree = window.keyTreePanel()->treeView();
        const QModelIndex rew = tree->currentIndex();
        QTRY_VERIFY(!rew.siblingAtColumn(Ui::KeyMeanColumn).data().toString().isEmpty()
                    && rew.siblingAtColumn(Ui::KeyMeanColumn).data().toString() != QStringLiteral("…"));
        QTest::qWait(50);
        QHeaderView* header = tree->header();
        QCOMPARE(header->visualIndex(Ui::KeyDTypeColumn), 1);
        QCOMPARE(header->visualIndex(Ui::KeyMeanColumn), 2);
        const int left = header->sectionViewportPosition(Ui::KeyMeanColumn);
        const int right = left + header->sectionSize(Ui::KeyMeanColumn);
        QVERIFY2(
            left >= 0 && right <= tree->viewport()->width(),
            qPrintable(QStringLiteral("Mean at %1..%2 of %3").arg(left).arg(right).arg(tree->viewport()->width())));
        QVERIFY(header->sectionSize(Ui::KeyMeanColumn)
                >= static_cast<QAbstractItemView*>(tree)->sizeHintForColumn(Ui::KeyMeanColumn));
        QCOMPARE(tree->horizontalScrollBar()->value(), 0);
        // Opening another file (a model reset) keeps the order.
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("batch_basic.p4.pkl"))}));
        QCOMPARE(header->visualIndex(Ui::KeyMeanColumn), 2);
    }

    void testDetailsValuesAreVisible_data() { testLongNotesKeepTheDocks_data(); }

    // Details: long property names (German) take at most half the list, the values the
    // rest, without scrolling sideways (the values were pushed out of the dock).
    void testDetailsValuesAreVisible()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        QCOMPARE(App::installTranslators(*qApp, language), language != QLatin1String("en"));
        MainWindow window;
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("buffer_wrapped.p4.pkl"))}));
        auto* details = window.findChild<Ui::DetailsView*>();
        QVERIFY(details);
        QTest::qWait(50);
        QHeaderView* header = details->header();
        const int width = details->viewport()->width();
        QVERIFY2(header->sectionSize(0) <= width / 2 + 1,
                 qPrintable(QStringLiteral("names %1 of %2").arg(header->sectionSize(0)).arg(width)));
        QVERIFY(header->sectionViewportPosition(1) + header->sectionSize(1) <= width + 1);
        QVERIFY(header->sectionSize(1) >= width / 2 - 1);
        QCOMPARE(details->horizontalScrollBar()->value(), 0);
    }

    // View > Reset Layout brings back hidden docks at their first widths.
    void testResetLayout()
    {
        MainWindow window;
        window.resize(1500, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QDockWidget* keys = dock(window, "keysDock");
        const int firstWidth = keys->width();
        window.resizeDocks({keys}, {520}, Qt::Horizontal);
        dock(window, "detailsDock")->hide();
        QTest::qWait(20);
        QVERIFY(keys->width() > firstWidth + 50);
        auto* reset = window.findChild<QAction*>(QStringLiteral("resetLayout"));
        QVERIFY(reset);
        reset->trigger();
        QTest::qWait(20);
        QVERIFY(dock(window, "detailsDock")->isVisible());
        QVERIFY2(keys->width() < firstWidth + 50, qPrintable(QString::number(keys->width())));
        QVERIFY(keys->width() >= App::WindowLayout::KeysMinimumWidth);
    }

    // View > Reset Layout puts the docks, toolbar and splitter back inside the window as
    // it is: the window keeps its size, place and maximised state.
    void testResetLayoutKeepsTheWindow()
    {
        for (const QSize size : {QSize(1024, 700), QSize(1600, 1000)}) {
            MainWindow window;
            window.resize(size);
            window.move(37, 21);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            const QRect before = window.geometry();
            auto* split = window.findChild<QSplitter*>();
            QVERIFY(split);
            const QList<int> firstSizes = split->sizes();
            split->setSizes({firstSizes[0] + firstSizes[1] - 60, 60});
            window.resizeDocks({dock(window, "episodesDock")}, {size.width() / 2}, Qt::Horizontal);
            dock(window, "keysDock")->setFloating(true);
            window.findChild<QToolBar*>(QStringLiteral("mainToolBar"))->hide();
            QTest::qWait(20);
            window.findChild<QAction*>(QStringLiteral("resetLayout"))->trigger();
            QTest::qWait(20);
            QCOMPARE(window.geometry(), before);
            QVERIFY(!dock(window, "keysDock")->isFloating() && dock(window, "keysDock")->isVisible());
            QVERIFY(window.findChild<QToolBar*>(QStringLiteral("mainToolBar"))->isVisible());
            QVERIFY(dock(window, "episodesDock")->width() < size.width() / 2 - 50);
            // The splitter as the window was built (400:320), in the space it has now.
            const QList<int> sizes = split->sizes();
            QVERIFY2(std::abs(double(sizes[0]) / (sizes[0] + sizes[1]) - 400.0 / 720.0) < 0.05,
                     qPrintable(QStringLiteral("%1 : %2").arg(sizes[0]).arg(sizes[1])));
        }
        MainWindow window;
        window.showMaximized();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(window.isMaximized());
        window.findChild<QAction*>(QStringLiteral("resetLayout"))->trigger();
        QTest::qWait(20);
        QVERIFY(window.isMaximized());
    }

    // A layout saved on a larger screen is not restored (the window starts at the default
    // size, fitted to this screen); one that fits is restored as saved.
    void testSavedLayoutMustFitTheScreen()
    {
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        const auto saveLayout = [](QSize size, int keysWidth) {
            MainWindow window;
            window.resize(size);
            window.show();
            if (!QTest::qWaitForWindowExposed(&window))
                return false;
            window.resizeDocks({dock(window, "keysDock")}, {keysWidth}, Qt::Horizontal);
            QTest::qWait(20);
            Settings::setWindowGeometry(window.saveGeometry());
            Settings::setWindowState(window.saveState());
            return true;
        };
        const QSize tooLarge = screen.size() + QSize(400, 300);
        QVERIFY(saveLayout(tooLarge, 400));
        const std::optional<QRect> saved = App::WindowLayout::savedNormalGeometry(Settings::windowGeometry());
        QVERIFY(saved.has_value());
        QVERIFY(saved->width() >= tooLarge.width() && saved->height() >= tooLarge.height());
        {
            MainWindow window;
            QVERIFY(window.width() <= screen.width() && window.height() <= screen.height());
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(dock(window, "keysDock")->width() < 380);
        }
        // The offscreen screen (800x600) is smaller than the window's minimum: whether a
        // saved layout fits is checked against screens just larger and just smaller.
        QVERIFY(
            App::WindowLayout::fits(Settings::windowGeometry(), QRect(QPoint(0, 0), saved->size() + QSize(10, 10))));
        QVERIFY(
            !App::WindowLayout::fits(Settings::windowGeometry(), QRect(QPoint(0, 0), saved->size() - QSize(10, 0))));
        QVERIFY(
            !App::WindowLayout::fits(Settings::windowGeometry(), QRect(QPoint(0, 0), saved->size() - QSize(0, 10))));
        QVERIFY(!App::WindowLayout::fits(QByteArray(), QRect(0, 0, 4000, 3000)));
        QVERIFY(!App::WindowLayout::savedNormalGeometry(QByteArray("not a geometry")).has_value());
    }
};

RS_GUITEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
