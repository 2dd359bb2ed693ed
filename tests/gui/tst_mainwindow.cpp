// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/gui/mainwindow.h>
#include <app/gui/settings.h>

#include <core/demo/cartpole.h>
#include <core/io/pickle/picklewriter.h>
#include <widgets/model/batchtreemodel.h>
#include <widgets/model/detailsmodel.h>
#include <widgets/model/document.h>
#include <widgets/model/roles.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/model/tasks/savetask.h>
#include <widgets/model/tensortablemodel.h>
#include <widgets/view/episodenavigator.h>
#include <widgets/view/errorbanner.h>
#include <widgets/view/keytreepanel.h>
#include <widgets/view/tablepanel.h>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QLocale>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

#include "testutils.h"

using namespace ReplayScope;

namespace {

QString fixture(const QString& relative)
{
    return TestUtils::sharedPath(QStringLiteral("fixtures/") + relative);
}

using TestUtils::manifestEntry;

QByteArray contentOf(const Ui::Document* doc)
{
    return QByteArray::fromStdString(Core::PickleWriter::toBytes(Core::PyValue::batch(doc->root())));
}

// Opens files through the window and waits until the background loads are over.
bool openAndWait(MainWindow& window, const QStringList& paths)
{
    QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
    window.openFiles(paths);
    return idle.wait(30000);
}

// Answers the next modal message box with the given button.
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box)
            box->button(button)->click();
    });
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Settings of the tests never touch the user's own.
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("ReplayScopeTests"));
        QApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
        Settings::removeRecentFile();
    }

    void testShowsDemoKeyTree()
    {
        MainWindow window;
        auto demo = std::make_shared<Core::Batch>(Core::makeCartPoleDemo());
        window.addDocument(new Ui::Document(demo, QString(), QStringLiteral("CartPole demo")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.windowTitle(), QStringLiteral("CartPole demo — ReplayScope"));
        QTreeView* tree = window.keyTreePanel()->treeView();
        QCOMPARE(tree->model()->rowCount(), static_cast<int>(demo->entries().size()));
        QCOMPARE(tree->model()->index(0, 0).data().toString(), QStringLiteral("obs"));
        // The first array is shown at once.
        QCOMPARE(window.tableModel()->key(), QStringLiteral("obs.state"));
        QCOMPARE(window.tableModel()->rowCount(), static_cast<int>(demo->length()));
    }

    // Ctrl+End and Ctrl+Home reach the last and first row of the key, not of the window
    // of rows the table model holds (a 10^9-row key is shown 100,000 rows at a time).
    void testCtrlEndReachesTheLastRow()
    {
        MainWindow window;
        window.show();
        QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
        window.openFiles({TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/cartpole_like.p4.pkl"))});
        QVERIFY(idle.wait(30000));
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("rew")));
        Ui::TensorTableModel* model = window.tableModel();
        model->setWindowSize(100);
        QVERIFY(model->rowCount() < model->totalRows());
        QTableView* table = window.tablePanel()->tableView();
        table->setFocus();
        QTest::keyClick(table, Qt::Key_End, Qt::ControlModifier);
        QCOMPARE(model->absoluteRow(table->currentIndex().row()), model->totalRows() - 1);
        QCOMPARE(window.document()->currentStep(), window.document()->stepCount() - 1);
        QTest::keyClick(table, Qt::Key_Home, Qt::ControlModifier);
        QCOMPARE(model->absoluteRow(table->currentIndex().row()), qint64(0));
        QCOMPARE(window.document()->currentStep(), qint64(0));
    }

    // Rows far down that need wider columns than the first ones get them when the table
    // moves there (after Ctrl+End row 99,999 read "99…").
    void testColumnsWidenForRowsFarDown()
    {
        MainWindow window;
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        std::vector<std::int64_t> values(100000);
        for (std::size_t i = 0; i < values.size(); ++i)
            values[i] = std::int64_t(i) * 1000003; // up to 12 digits at the end, 1 at the start
        auto root = std::make_shared<Core::Batch>(
            Core::Batch({{"x", Core::PyValue::array(Core::NdArray::fromInts(values, {std::int64_t(values.size())}))}}));
        window.addDocument(new Ui::Document(root, QString(), QStringLiteral("growing")));
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("x")));
        Ui::TensorTableModel* model = window.tableModel();
        model->setWindowSize(100);
        QTableView* table = window.tablePanel()->tableView();
        QTest::qWait(50);
        const int before = table->columnWidth(0);
        table->setFocus();
        QTest::keyClick(table, Qt::Key_End, Qt::ControlModifier);
        QTRY_VERIFY(table->columnWidth(0) > before);
        const QString last = table->currentIndex().data().toString();
        QVERIFY2(table->columnWidth(0) >= table->fontMetrics().horizontalAdvance(last),
                 qPrintable(QStringLiteral("%1 px for '%2'").arg(table->columnWidth(0)).arg(last)));
    }

    // A file whose first key is a flag (a VectorReplayBuffer saved by Tianshou keeps its
    // keys in insertion order: truncated may come first) opens on its observations.
    void testOpensOnTheObservations()
    {
        MainWindow window;
        QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
        window.openFiles({TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/vector3.p4.pkl"))});
        QVERIFY(idle.wait(30000));
        QCOMPARE(window.tableModel()->key(), QStringLiteral("obs"));
    }

    void testFilterKeepsMatchingBranches()
    {
        MainWindow window;
        window.addDocument(new Ui::Document(std::make_shared<Core::Batch>(Core::makeCartPoleDemo()), QString(),
                                            QStringLiteral("demo")));
        QSignalSpy selected(window.keyTreePanel(), &Ui::KeyTreePanel::keySelected);
        window.keyTreePanel()->filterEdit()->setText(QStringLiteral("margin"));
        QAbstractItemModel* m = window.keyTreePanel()->treeView()->model();
        // Only info > policy > margin survives the filter.
        QCOMPARE(m->rowCount(), 1);
        const QModelIndex info = m->index(0, 0);
        QCOMPARE(info.data().toString(), QStringLiteral("info"));
        const QModelIndex margin = m->index(0, 0, m->index(0, 0, info));
        QCOMPARE(margin.data().toString(), QStringLiteral("margin"));
        window.keyTreePanel()->treeView()->setCurrentIndex(margin);
        QVERIFY(!selected.isEmpty());
        QCOMPARE(selected.last().at(0).toString(), QStringLiteral("info.policy.margin"));
        QCOMPARE(window.tableModel()->key(), QStringLiteral("info.policy.margin"));
    }

    // Select a key of a real buffer: the table shows buf[:] of it, oldest first.
    void testSelectedKeyShowsManifestValues()
    {
        const QJsonObject entry = manifestEntry(QStringLiteral("tianshou-v2.0.1"), QStringLiteral("cartpole_like.h5"));
        MainWindow window;
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("tianshou-v2.0.1/cartpole_like.h5"))}));
        QCOMPARE(window.documentCount(), 1);
        QCOMPARE(window.document()->className(), entry.value(QStringLiteral("class")).toString());
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("rew")));
        QTableView* table = window.tablePanel()->tableView();
        const QJsonArray rew = entry.value(QStringLiteral("chrono_rew")).toArray();
        QCOMPARE(table->model()->rowCount(), rew.size());
        for (int r : {0, 1, 17, 1000, static_cast<int>(rew.size()) - 1})
            QCOMPARE(table->model()->index(r, 0).data().toString().toDouble(), rew.at(r).toDouble());
        QVERIFY(window.statusSummary().contains(QStringLiteral("2,500/2,500"))
                || window.statusSummary().contains(QStringLiteral("2500/2500")));
        QCOMPARE(window.detailsModel()->valueOf(QStringLiteral("Max size")), QLocale().toString(2500));
        // Statistics arrive from the background.
        const QModelIndex rewIndex = window.keyModel()->indexForPath(QStringLiteral("rew"));
        QTRY_VERIFY(!rewIndex.siblingAtColumn(Ui::KeyMeanColumn).data().toString().isEmpty()
                    && rewIndex.siblingAtColumn(Ui::KeyMeanColumn).data().toString() != QStringLiteral("…"));
    }

    void testEpisodeNavigation()
    {
        const QJsonArray episodes = manifestEntry(QStringLiteral("other-formats"), QStringLiteral("d4rl_like.hdf5"))
                                        .value(QStringLiteral("episodes"))
                                        .toArray();
        MainWindow window;
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("other-formats/d4rl_like.hdf5"))}));
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("rewards")));
        const Actions& a = window.actions();
        Ui::Document* doc = window.document();
        QVERIFY(a.nextEpisode->isEnabled());
        const int first = episodes.at(0).toObject().value(QStringLiteral("length")).toInt();
        a.nextEpisode->trigger();
        QCOMPARE(doc->currentEpisode(), qint64(1));
        QCOMPARE(doc->currentStep(), qint64(first));
        // The table follows the cursor and tints the episode's rows.
        QCOMPARE(window.tablePanel()->tableView()->currentIndex().row(), first);
        QVERIFY(window.tableModel()->index(first, 0).data(Qt::BackgroundRole).isValid());
        QVERIFY(!window.tableModel()->index(first - 1, 0).data(Qt::BackgroundRole).isValid());
        QCOMPARE(window.episodeNavigator()->episodeBox()->value(), 1);
        a.nextStep->trigger();
        QCOMPARE(doc->currentStep(), qint64(first + 1));
        a.previousStep->trigger();
        a.previousStep->trigger(); // stays at the episode's first step, as Tianshou's prev
        QCOMPARE(doc->currentStep(), qint64(first));
        a.lastEpisode->trigger();
        QCOMPARE(doc->currentEpisode(), qint64(episodes.size() - 1));
        a.previousEpisode->trigger();
        QCOMPARE(doc->currentEpisode(), qint64(episodes.size() - 2));
        a.firstEpisode->trigger();
        QCOMPARE(doc->currentStep(), qint64(0));
        // Clicking a table row moves the cursor to that step's episode.
        const int third = first + episodes.at(1).toObject().value(QStringLiteral("length")).toInt();
        window.tablePanel()->tableView()->setCurrentIndex(window.tableModel()->index(third + 2, 0));
        QCOMPARE(doc->currentEpisode(), qint64(2));
        QCOMPARE(window.episodeNavigator()->episodeBox()->value(), 2);
        // The spin box drives the cursor too.
        window.episodeNavigator()->episodeBox()->setValue(4);
        QCOMPARE(doc->currentEpisode(), qint64(4));
    }

    // Rename, delete and edit through the window, then undo/redo: exact content back.
    void testEditUndoRedo()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("tianshou-v2.0.1/nested_obs.p4.pkl"))}));
        Ui::Document* doc = window.document();
        const Actions& a = window.actions();
        const QByteArray original = contentOf(doc);
        QVERIFY(!window.windowTitle().contains(QLatin1Char('*')));

        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("obs.vel")));
        a.deleteKey->trigger();
        QVERIFY(!window.keyModel()->indexForPath(QStringLiteral("obs.vel")).isValid());
        QVERIFY(window.windowTitle().contains(QLatin1Char('*')));
        QVERIFY(window.tabBar()->tabText(0).endsWith(QLatin1Char('*')));

        const QModelIndex act = window.keyModel()->indexForPath(QStringLiteral("act"));
        QVERIFY(window.keyModel()->setData(act, QStringLiteral("action")));
        QVERIFY(window.keyModel()->indexForPath(QStringLiteral("action")).isValid());

        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("rew")));
        QVERIFY(window.tableModel()->setData(window.tableModel()->index(3, 0), QStringLiteral("-7.5")));
        QCOMPARE(window.tableModel()->index(3, 0).data().toString(), QStringLiteral("-7.5"));
        const QByteArray edited = contentOf(doc);

        QCOMPARE(a.undo->text(), QStringLiteral("&Undo Edit rew[3]"));
        a.undo->trigger();
        a.undo->trigger();
        a.undo->trigger();
        QCOMPARE(contentOf(doc), original);
        QVERIFY(window.keyModel()->indexForPath(QStringLiteral("obs.vel")).isValid());
        QVERIFY(!window.windowTitle().contains(QLatin1Char('*')));
        a.redo->trigger();
        a.redo->trigger();
        a.redo->trigger();
        QCOMPARE(contentOf(doc), edited);
        QVERIFY(window.windowTitle().contains(QLatin1Char('*')));
        while (doc->undoStack()->canUndo())
            a.undo->trigger();
        QCOMPARE(contentOf(doc), original);
    }

    void testClosePromptsForUnsavedChanges()
    {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("tianshou-v2.0.1/buffer_doc3.p4.pkl"))}));
        QVERIFY(window.closeDocument(0)); // unmodified: no question
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("tianshou-v2.0.1/buffer_doc3.p4.pkl"))}));
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("obs")));
        window.actions().deleteKey->trigger();
        QVERIFY(window.document()->isModified());
        answerNextMessageBox(QMessageBox::Cancel);
        QVERIFY(!window.closeDocument(0));
        QCOMPARE(window.documentCount(), 1);
        answerNextMessageBox(QMessageBox::Discard);
        QVERIFY(window.closeDocument(0));
        QCOMPARE(window.documentCount(), 0);
        QVERIFY(!window.actions().save->isEnabled());
    }

    void testSaveMarksClean()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl"))}));
        Ui::Document* doc = window.document();
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("rew")));
        QVERIFY(window.tableModel()->setData(window.tableModel()->index(0, 0), QStringLiteral("99")));
        QVERIFY(window.windowTitle().contains(QLatin1Char('*')));
        QSignalSpy saved(window.saveTask(), &Ui::SaveTask::saved);
        const QString out = dir.filePath(QStringLiteral("edited.h5"));
        QVERIFY(window.saveDocument(doc, out));
        QVERIFY(!window.actions().deleteKey->isEnabled()); // no edits while saving
        QVERIFY(saved.wait(20000));
        QVERIFY(!window.windowTitle().contains(QLatin1Char('*')));
        QCOMPARE(doc->filePath(), out);
        QCOMPARE(window.tabBar()->tabText(0), QStringLiteral("edited.h5"));
        QCOMPARE(Settings::recentFiles().value(0), out);
        // The saved file holds the edit.
        MainWindow second;
        QVERIFY(openAndWait(second, {out}));
        QVERIFY2(second.documentCount() == 1, qPrintable(second.errorBanner()->message()));
        QVERIFY(second.keyTreePanel()->selectPath(QStringLiteral("rew")));
        QCOMPARE(second.tableModel()->index(0, 0).data().toString(), QStringLiteral("99.0"));
    }

    void testCorruptFileShowsErrorAndWindowStaysUsable()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("corrupt.pkl"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QFile good(fixture(QStringLiteral("tianshou-v2.0.1/cartpole_like.p4.pkl")));
        QVERIFY(good.open(QIODevice::ReadOnly));
        f.write(good.read(good.size() / 3));
        f.close();

        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, {bad}));
        QCOMPARE(window.documentCount(), 0);
        QVERIFY(window.errorBanner()->message().contains(QStringLiteral("corrupt.pkl")));
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("tianshou-v2.0.1/buffer_doc3.p4.pkl"))}));
        QCOMPARE(window.documentCount(), 1);
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("act")));
        QCOMPARE(window.tableModel()->rowCount(), 3);
    }

    void testSeveralDocumentsInTabs()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, {fixture(QStringLiteral("tianshou-v2.0.1/buffer_doc3.p4.pkl")),
                                     fixture(QStringLiteral("tianshou-v2.0.1/batch_nested.p4.pkl"))}));
        QCOMPARE(window.documentCount(), 2);
        QCOMPARE(window.tabBar()->count(), 2);
        QCOMPARE(window.document()->displayName(), QStringLiteral("batch_nested.p4.pkl"));
        QVERIFY(window.keyModel()->indexForPath(QStringLiteral("obs.camera")).isValid());
        window.setCurrentDocument(0);
        QVERIFY(!window.keyModel()->indexForPath(QStringLiteral("obs.camera")).isValid());
        QCOMPARE(window.detailsModel()->valueOf(QStringLiteral("Length")), QStringLiteral("3 of 20"));
        // Opening an open file again shows its tab instead of reading it twice.
        window.openFiles({fixture(QStringLiteral("tianshou-v2.0.1/batch_nested.p4.pkl"))});
        QCOMPARE(window.documentCount(), 2);
        QCOMPARE(window.tabBar()->currentIndex(), 1);
    }

    // Two files of the same name in different folders: each tab (and Open Recent) shows
    // as much of its folder as tells them apart; a tab alone with its name does not.
    void testSameNamedFilesAreToldApart()
    {
        QTemporaryDir dir;
        const QString source = fixture(QStringLiteral("tianshou-v2.0.1/buffer_doc3.p4.pkl"));
        QStringList paths;
        for (const QString& run : {QStringLiteral("a/run"), QStringLiteral("b/run")}) {
            QVERIFY(QDir(dir.path()).mkpath(run));
            paths << dir.filePath(run + QStringLiteral("/buf.pkl"));
            QVERIFY(QFile::copy(source, paths.last()));
        }
        MainWindow window;
        QVERIFY(openAndWait(window, {paths.at(0)}));
        QCOMPARE(window.tabBar()->tabText(0), QStringLiteral("buf.pkl"));
        QVERIFY(openAndWait(window, {paths.at(1)}));
        QCOMPARE(window.tabBar()->tabText(0), QStringLiteral("buf.pkl — a/run"));
        QCOMPARE(window.tabBar()->tabText(1), QStringLiteral("buf.pkl — b/run"));
        window.recentFilesMenu()->aboutToShow();
        QStringList recent;
        for (const QAction* action : window.recentFilesMenu()->actions())
            recent << action->text();
        QVERIFY2(recent.contains(QStringLiteral("buf.pkl — a/run"))
                     && recent.contains(QStringLiteral("buf.pkl — b/run")),
                 qPrintable(recent.join(QStringLiteral(", "))));
        QVERIFY(window.closeDocument(1));
        QCOMPARE(window.tabBar()->tabText(0), QStringLiteral("buf.pkl"));
    }
};

RS_GUITEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
