// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// Issue 22: edits act on what is selected, episode navigation lands on the episode,
// errors stay with their tab, quitting asks once, shortcuts work whatever has focus,
// and the command line runs without a display. Each runs the window offscreen the way
// a user would (actions, dialogs, keys) and checks what the user would see.
#include <app/gui/datacontroller.h>
#include <app/gui/mainwindow.h>
#include <app/gui/settings.h>

#include <core/demo/cartpole.h>
#include <widgets/model/batchtreemodel.h>
#include <widgets/model/document.h>
#include <widgets/model/roles.h>
#include <widgets/model/episodelistmodel.h>
#include <widgets/model/tasks/datatask.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/model/tasks/savetask.h>
#include <widgets/model/tensortablemodel.h>
#include <widgets/view/elidedlabel.h>
#include <widgets/view/episodenavigator.h>
#include <widgets/view/errorbanner.h>
#include <widgets/view/keytreepanel.h>
#include <widgets/view/plot/plotpanel.h>
#include <widgets/view/tablepanel.h>

#include <qcustomplot.h>

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QComboBox>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableView>
#include <QTreeView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

#include "testutils.h"

using namespace ReplayScope;

namespace {

QString fixture(const QString& name)
{
    return TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/") + name);
}

bool openAndWait(MainWindow& window, const QStringList& paths)
{
    QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
    window.openFiles(paths);
    return idle.wait(30000);
}

Ui::Document* demoDocument(const QString& name = QStringLiteral("CartPole demo"))
{
    return new Ui::Document(std::make_shared<Core::Batch>(Core::makeCartPoleDemo()), QString(), name);
}

// Runs handle on each modal dialog that opens while action runs (they would block a
// test otherwise); returns how many there were.
int withDialogs(const std::function<void()>& action, const std::function<void(QWidget*)>& handle)
{
    int seen = 0;
    QTimer poll;
    poll.setInterval(20);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (QWidget* modal = QApplication::activeModalWidget()) {
            ++seen;
            handle(modal);
        }
    });
    poll.start();
    action();
    return seen;
}

QString labelsOf(QWidget* dialog)
{
    QStringList texts;
    for (const QLabel* label : dialog->findChildren<QLabel*>())
        texts << label->text();
    return texts.join(QLatin1Char('\n'));
}

// Waits until the table shows key (selecting it in the tree).
bool showKey(MainWindow& window, const QString& key)
{
    return window.keyTreePanel()->selectPath(key) && window.tableModel()->key() == key;
}

} // namespace

class TestWorkflow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("ReplayScopeTests"));
        QApplication::setApplicationName(QStringLiteral("tst_workflow"));
    }

    // Item 3: three cells in rows 2, 3, 4 and a whole row 7 are four rows to delete.
    void testDeleteRowsTakesTheSelection()
    {
        MainWindow window;
        window.addDocument(demoDocument());
        Ui::Document* doc = window.document();
        QVERIFY(showKey(window, QStringLiteral("rew")));
        const qint64 before = doc->stepCount();
        QItemSelectionModel* selection = window.tablePanel()->tableView()->selectionModel();
        selection->clearSelection();
        for (int row : {2, 3, 4})
            selection->select(window.tableModel()->index(row, 0), QItemSelectionModel::Select);
        selection->select(window.tableModel()->index(7, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QVERIFY(window.actions().deleteRows->isEnabled());
        QString proposed;
        QString said;
        const int dialogs = withDialogs([&] { window.actions().deleteRows->trigger(); },
                                        [&](QWidget* dialog) {
                                            proposed = dialog->findChild<QLineEdit*>()->text();
                                            said = labelsOf(dialog);
                                            static_cast<QDialog*>(dialog)->accept();
                                        });
        QCOMPARE(dialogs, 1);
        QCOMPARE(proposed, QStringLiteral("[2, 3, 4, 7]"));
        QVERIFY2(said.contains(QStringLiteral("Deletes 4 rows")), qPrintable(said));
        QCOMPARE(doc->stepCount(), before - 4);
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Delete 4 rows"));
    }

    // Item 3: for a buffer the action says why it does not delete single rows.
    void testDeleteRowsOnABufferSaysWhy()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("cartpole_like.p4.pkl"))}));
        Ui::Document* doc = window.document();
        const qint64 before = doc->stepCount();
        QVERIFY(window.actions().deleteRows->isEnabled());
        const int dialogs = withDialogs([&] { window.actions().deleteRows->trigger(); },
                                        [](QWidget* dialog) { static_cast<QDialog*>(dialog)->reject(); });
        QCOMPARE(dialogs, 0);
        QVERIFY2(window.errorBanner()->message().contains(QStringLiteral("Delete Selected Episodes")),
                 qPrintable(window.errorBanner()->message()));
        QCOMPARE(doc->stepCount(), before);
        QVERIFY(!doc->isModified());
    }

    // Item 3: writing back the value a cell holds is no edit.
    void testEditValueThatChangesNothing()
    {
        MainWindow window;
        window.addDocument(demoDocument());
        Ui::Document* doc = window.document();
        doc->undoStack()->setClean();
        QVERIFY(showKey(window, QStringLiteral("act")));
        const QModelIndex cell = window.tableModel()->index(3, 0);
        const QString value = cell.data(Qt::EditRole).toString();
        QVERIFY(window.tableModel()->setData(cell, value));
        QCOMPARE(doc->undoStack()->count(), 0);
        QVERIFY(!doc->isModified());
        const QString other = value == QStringLiteral("0") ? QStringLiteral("1") : QStringLiteral("0");
        QVERIFY(window.tableModel()->setData(cell, other));
        QCOMPARE(doc->undoStack()->count(), 1);
        QVERIFY(doc->isModified());
    }

    // Item 3: renaming or deleting a key a Tianshou buffer needs warns; others do not.
    void testBufferKeysTianshouNeedsWarn()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("cartpole_like.p4.pkl"))}));
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("info.t")));
        window.actions().deleteKey->trigger();
        QCOMPARE(window.errorBanner()->message(), QString());
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("act")));
        window.actions().deleteKey->trigger();
        QVERIFY(!window.document()->valueAt(QStringLiteral("act")));
        QTRY_VERIFY2(window.errorBanner()->message().contains(QStringLiteral("'act'")),
                     qPrintable(window.errorBanner()->message()));
        QVERIFY(window.errorBanner()->message().contains(QStringLiteral("Tianshou will not load")));
        QModelIndex rew;
        for (int r = 0; r < window.keyModel()->rowCount(); ++r)
            if (window.keyModel()->index(r, 0).data(Ui::KeyPathRole).toString() == QStringLiteral("rew"))
                rew = window.keyModel()->index(r, 0);
        QVERIFY(rew.isValid());
        QVERIFY(window.keyModel()->setData(rew, QStringLiteral("reward")));
        QVERIFY(window.document()->valueAt(QStringLiteral("reward")));
        QTRY_VERIFY(window.errorBanner()->message().contains(QStringLiteral("'rew'")));
        // The rename went through: the warning about act, an earlier edit's, is over.
        QVERIFY2(!window.errorBanner()->message().contains(QStringLiteral("'act'")),
                 qPrintable(window.errorBanner()->message()));
        // Undo brings rew back, and the warning goes with it.
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->valueAt(QStringLiteral("rew")));
        QTRY_COMPARE(window.errorBanner()->message(), QString());
    }

    // Item 4: Next/Previous Episode put the episode's first row at the top of the table.
    void testEpisodeNavigationShowsTheEpisodeFromTheTop()
    {
        MainWindow window;
        window.resize(1200, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("cartpole_like.p4.pkl"))}));
        Ui::Document* doc = window.document();
        QVERIFY(showKey(window, QStringLiteral("rew")));
        QTableView* table = window.tablePanel()->tableView();
        for (int i = 0; i < 4; ++i) {
            const qint64 episode = doc->currentEpisode();
            window.actions().nextEpisode->trigger();
            QCOMPARE(doc->currentEpisode(), episode + 1);
            QCOMPARE(doc->currentStep(), doc->firstStepOf(episode + 1));
            QCOMPARE(table->rowAt(0), table->currentIndex().row());
        }
        window.actions().previousEpisode->trigger();
        QCOMPARE(doc->currentStep(), doc->firstStepOf(3));
        QCOMPARE(table->rowAt(0), table->currentIndex().row());
    }

    // Item 4: with a filter set, Next and Previous skip the episodes it hides.
    void testNextAndPreviousFollowTheFilter()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("cartpole_like.p4.pkl"))}));
        Ui::Document* doc = window.document();
        QList<qint64> longOnes; // expected from the episode list itself
        const auto& episodes = doc->episodes().episodes();
        for (std::size_t e = 0; e < episodes.size(); ++e)
            if (episodes[e].length() >= 30)
                longOnes << qint64(e);
        QVERIFY(longOnes.size() >= 3);
        QVERIFY(longOnes.front() > 0 || longOnes[1] > longOnes[0] + 1);
        window.episodeNavigator()->setFilter({}, {}, QStringLiteral("30"), {}, -1);
        doc->goToEpisode(longOnes[0]);
        window.actions().nextEpisode->trigger();
        QCOMPARE(doc->currentEpisode(), longOnes[1]);
        window.actions().nextEpisode->trigger();
        QCOMPARE(doc->currentEpisode(), longOnes[2]);
        window.actions().previousEpisode->trigger();
        QCOMPARE(doc->currentEpisode(), longOnes[1]);
    }

    // Item 4: the episode box counts from 0 as the list does: "(0–110)", not "of 111".
    void testEpisodeNumbersCountOneWay()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("cartpole_like.p4.pkl"))}));
        const qint64 count = window.document()->episodes().count();
        QStringList texts;
        // The count may be elided on screen (ElidedLabel): its whole text is what it says.
        for (const QLabel* label : window.episodeNavigator()->findChildren<QLabel*>()) {
            const auto* elided = qobject_cast<const Ui::ElidedLabel*>(label);
            texts << (elided ? elided->fullText() : label->text());
        }
        QVERIFY2(texts.contains(QStringLiteral("(0–%1)").arg(count - 1)), qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY(!texts.contains(QStringLiteral("of %1").arg(count)));
        QCOMPARE(window.episodeNavigator()->episodeBox()->maximum(), int(count - 1));
        QCOMPARE(window.episodeNavigator()->model()->index(0, 0).data().toString(), QStringLiteral("0"));
    }

    // Errors: every failed file is listed; a truncated pickle says so in plain words;
    // a document's error stays with its tab and the next success clears it.
    void testErrorsStayWithTheirTab()
    {
        QTemporaryDir dir;
        QFile source(fixture(QStringLiteral("cartpole_like.p4.pkl")));
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QByteArray bytes = source.readAll();
        QFile cut(dir.filePath(QStringLiteral("cut.pkl")));
        QVERIFY(cut.open(QIODevice::WriteOnly));
        cut.write(bytes.left(bytes.size() / 2));
        cut.close();
        QFile junk(dir.filePath(QStringLiteral("junk.pkl")));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("this is not a pickle");
        junk.close();

        MainWindow window;
        QVERIFY(openAndWait(window, {cut.fileName(), junk.fileName()}));
        const QString both = window.errorBanner()->message();
        QVERIFY2(both.contains(QStringLiteral("cut.pkl")) && both.contains(QStringLiteral("junk.pkl")),
                 qPrintable(both));
        QVERIFY2(both.contains(QStringLiteral("The file ends early")), qPrintable(both));
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("cartpole_like.p4.pkl"))}));
        QCOMPARE(window.errorBanner()->message(), QString());

        window.addDocument(demoDocument());
        QVERIFY(!window.dataController()->addKey(QStringLiteral("bad"), QStringLiteral("rew * (2")));
        QVERIFY(window.errorBanner()->message().contains(QStringLiteral("bad")));
        window.setCurrentDocument(0);
        QCOMPARE(window.errorBanner()->message(), QString());
        window.setCurrentDocument(1);
        QVERIFY(window.errorBanner()->message().contains(QStringLiteral("bad")));
        QSignalSpy finished(window.dataController()->task(), &Ui::DataTask::finished);
        QVERIFY(window.dataController()->sample(5, 1));
        QVERIFY(finished.wait(30000));
        window.setCurrentDocument(1);
        QCOMPARE(window.errorBanner()->message(), QString());

        // Files that would not open, beside one that did: their errors go at the next
        // success (an edit), not stay above every later message.
        QVERIFY(openAndWait(window, {cut.fileName(), fixture(QStringLiteral("buffer_wrapped.p4.pkl"))}));
        QVERIFY(window.errorBanner()->message().contains(QStringLiteral("cut.pkl")));
        QVERIFY(window.dataController()->addKey(QStringLiteral("twice"), QStringLiteral("rew * 2")));
        QTRY_COMPARE(window.errorBanner()->message(), QString());
    }

    // Quitting with several unsaved documents asks once, naming them.
    void testQuitAsksOnceForAllUnsaved()
    {
        MainWindow window;
        window.show();
        window.addDocument(demoDocument(QStringLiteral("first demo")));
        window.addDocument(demoDocument(QStringLiteral("second demo")));
        for (int i = 0; i < window.documentCount(); ++i)
            window.documentAt(i)->undoStack()->resetClean(); // unsaved
        QString asked;
        bool closed = false;
        const int questions = withDialogs([&] { closed = window.close(); },
                                          [&](QWidget* dialog) {
                                              auto* box = qobject_cast<QMessageBox*>(dialog);
                                              QVERIFY(box);
                                              asked = box->text() + QLatin1Char('\n') + box->informativeText();
                                              box->button(QMessageBox::Discard)->click();
                                          });
        QCOMPARE(questions, 1);
        QVERIFY(closed);
        QVERIFY2(asked.contains(QStringLiteral("first demo")) && asked.contains(QStringLiteral("second demo")),
                 qPrintable(asked));
    }

    // Ctrl+E reaches Go to Episode from a text field, which would take it as "end of line".
    void testGoToEpisodeShortcutFromAnyFocus()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("cartpole_like.p4.pkl"))}));
        QAction* goTo = window.actions().goToEpisode;
        goTo->disconnect(&window); // the dialog would block the test; the trigger is what counts
        QSignalSpy triggered(goTo, &QAction::triggered);
        auto* field = window.episodeNavigator()->findChild<QLineEdit*>();
        QVERIFY(field);
        field->setFocus();
        QTest::keyClick(field, Qt::Key_E, Qt::ControlModifier);
        QCOMPARE(triggered.count(), 1);
        window.tablePanel()->tableView()->setFocus();
        QTest::keyClick(window.tablePanel()->tableView(), Qt::Key_E, Qt::ControlModifier);
        QCOMPARE(triggered.count(), 2);
    }

    // Ctrl+1, Ctrl+2 and Ctrl+3 put the focus into the key tree, the table and the
    // episode list from wherever it is, and the shortcuts list shows them.
    void testShortcutsFocusThePanels()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("cartpole_like.p4.pkl"))}));
        QWidget* tree = window.keyTreePanel()->treeView();
        QWidget* table = window.tablePanel()->tableView();
        QWidget* episodes = window.episodeNavigator()->listView();
        window.viewTabs()->setCurrentIndex(1); // the image view: Ctrl+2 comes back to the table
        QWidget* from = window.episodeNavigator()->findChild<QLineEdit*>();
        from->setFocus();
        QTest::keyClick(from, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(QApplication::focusWidget(), tree);
        QTest::keyClick(tree, Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(QApplication::focusWidget(), table);
        QCOMPARE(window.viewTabs()->currentWidget(), window.tablePanel());
        QTest::keyClick(table, Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(QApplication::focusWidget(), episodes);
        QVERIFY(window.actions().all().contains(window.actions().focusEpisodes));
    }

    // Each document keeps its own episode filter: one set on the first tab does not hide
    // the episodes of the second, and comes back with the first.
    void testEpisodeFilterBelongsToItsDocument()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("cartpole_like.p4.pkl")),
                                     fixture(QStringLiteral("buffer_wrapped.p4.pkl"))}));
        Ui::EpisodeNavigator* navigator = window.episodeNavigator();
        window.setCurrentDocument(0);
        const auto endingIn = [](const Ui::Document* doc, Core::EpisodeEnd end) {
            QList<qint64> out;
            for (qint64 e = 0; e < doc->episodes().count(); ++e)
                if (doc->episodes().episodes()[std::size_t(e)].end() == end)
                    out << e;
            return out;
        };
        navigator->setFilter({}, {}, {}, {}, int(Core::EpisodeEnd::Unfinished));
        const QList<qint64> firstShown = endingIn(window.documentAt(0), Core::EpisodeEnd::Unfinished);
        QCOMPARE(navigator->shownEpisodes(), firstShown);
        QVERIFY(firstShown.size() < window.documentAt(0)->episodes().count());

        window.setCurrentDocument(1);
        QCOMPARE(navigator->shownEpisodes().size(), window.documentAt(1)->episodes().count());

        window.setCurrentDocument(0);
        QCOMPARE(navigator->shownEpisodes(), firstShown);
    }

    // A click on a key that is already selected selects it alone and renames nothing;
    // F2 renames.
    void testClickingASelectedKeyDoesNotRename()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("cartpole_like.p4.pkl"))}));
        QTreeView* tree = window.keyTreePanel()->treeView();
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("rew")));
        const QPoint at = tree->visualRect(tree->currentIndex()).center();
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, at);
        const auto editing = [tree] {
            const QLineEdit* editor = tree->viewport()->findChild<QLineEdit*>();
            return editor && editor->isVisible();
        };
        QTest::qWait(QApplication::doubleClickInterval() + 200); // a rename would start after this
        QVERIFY(!editing());
        QTest::keyClick(tree, Qt::Key_F2);
        QTRY_VERIFY(editing());
    }

    // Saving a file without changes writes nothing.
    void testSavingAnUnmodifiedFileDoesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("buffer.pkl"));
        QVERIFY(QFile::copy(fixture(QStringLiteral("cartpole_like.p4.pkl")), path));
        MainWindow window;
        QVERIFY(openAndWait(window, {path}));
        QSignalSpy started(window.saveTask(), &Ui::SaveTask::started);
        window.actions().save->trigger();
        QTest::qWait(100);
        QCOMPARE(started.count(), 0);
        QVERIFY(!window.saveTask()->isRunning());
    }

    // Save As of data without a file suggests a name the chosen format can be saved as.
    void testSaveAsSuggestsANameWithAnExtension()
    {
        MainWindow window;
        window.addDocument(demoDocument());
        QString suggested;
        const int dialogs = withDialogs([&] { window.actions().saveAs->trigger(); },
                                        [&](QWidget* dialog) {
                                            if (auto* files = qobject_cast<QFileDialog*>(dialog))
                                                suggested = files->selectedFiles().value(0);
                                            static_cast<QDialog*>(dialog)->reject();
                                        });
        QCOMPARE(dialogs, 1);
        QVERIFY2(suggested.endsWith(QStringLiteral("CartPole demo.pkl")), qPrintable(suggested));
    }

    // --help and --screenshot run where there is no display at all.
    void testCommandLineWithoutADisplay()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            env.remove(QString::fromLatin1(name));
        QProcess help;
        help.setProcessEnvironment(env);
        help.start(QStringLiteral(REPLAYSCOPE_GUI_BINARY), {QStringLiteral("--help")});
        QVERIFY(help.waitForFinished(60000));
        QCOMPARE(help.exitCode(), 0);
        QVERIFY(help.readAllStandardOutput().contains("--screenshot"));

        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("shot.png"));
        QProcess shot;
        shot.setProcessEnvironment(env);
        shot.start(QStringLiteral(REPLAYSCOPE_GUI_BINARY), {QStringLiteral("--screenshot"), png});
        QVERIFY(shot.waitForFinished(120000));
        QVERIFY2(shot.exitCode() == 0, shot.readAllStandardError().constData());
        QVERIFY(QFileInfo(png).size() > 1000);
    }

    // Right-click menus on the table, the plot and the episode list offer what applies
    // there, enabled as in the main menus.
    void testRightClickMenus()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("cartpole_like.p4.pkl"))}));
        const Actions& a = window.actions();
        QTableView* table = window.tablePanel()->tableView();
        QCOMPARE(table->contextMenuPolicy(), Qt::ActionsContextMenu);
        for (QAction* action : {a.copy, a.editValue, a.deleteRows, a.slice, a.copyPythonRows})
            QVERIFY2(table->actions().contains(action), qPrintable(action->text()));
        // Tab leaves the table (arrows move between cells).
        QVERIFY(!table->tabKeyNavigation());
        QTableView* episodes = window.episodeNavigator()->listView();
        QCOMPARE(episodes->contextMenuPolicy(), Qt::ActionsContextMenu);
        for (QAction* action : {a.exportEpisodes, a.deleteEpisodes, a.copyPythonEpisodes})
            QVERIFY2(episodes->actions().contains(action), qPrintable(action->text()));

        Ui::PlotPanel* plot = window.plotPanel();
        std::unique_ptr<QMenu> menu(plot->contextMenu());
        QStringList texts;
        for (const QAction* action : menu->actions())
            if (!action->isSeparator())
                texts << action->text();
        QCOMPARE(texts,
                 (QStringList{QStringLiteral("Reset View"), QStringLiteral("Fit Episode"), QStringLiteral("Export…")}));
        // Its Fit Episode does what the button does: the view is the current episode.
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("rew")));
        QSignalSpy plotted(plot, &Ui::PlotPanel::plotted);
        if (!plot->series())
            QVERIFY(plotted.wait(60000));
        menu.reset(plot->contextMenu());
        menu->actions().at(1)->trigger();
        const qint64 length = window.document()->lastStepOf(0) - window.document()->firstStepOf(0) + 1;
        QVERIFY(plot->plot()->xAxis->range().size() <= double(length) + 1.0);
    }
};

RS_GUITEST_MAIN(TestWorkflow)
#include "tst_workflow.moc"
