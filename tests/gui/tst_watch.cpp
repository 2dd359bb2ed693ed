// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// File ▸ Watch and --watch (issue 21, part 2), driven through the main window while the
// real Tianshou rewrites the buffer the way a training script does.
#include <app/gui/mainwindow.h>
#include <resources/appresources.h>
#include <resources/translators.h>
#include <app/gui/watchcontroller.h>

#include <widgets/model/document.h>
#include <widgets/model/episodelistmodel.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/model/tasks/savetask.h>
#include <widgets/model/watch/filesettle.h>
#include <widgets/view/keytreepanel.h>

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QStatusBar>
#include <QTabBar>
#include <QTest>
#include <QTimer>
#include <QUndoCommand>

#include "testutils.h"

using namespace ReplayScope;

class TestWatch : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;

    /// Writes the buffer with n episodes of 5 steps (tests/data/model/grow_buffer.py).
    bool writeBuffer(int episodes, bool replace = false, int size = 200, int vector = 0)
    {
        QStringList args{m_path, QString::number(episodes), QStringLiteral("--size"), QString::number(size)};
        if (vector > 0)
            args << QStringLiteral("--vector") << QString::number(vector);
        if (replace)
            args << QStringLiteral("--replace");
        bool ok = false;
        QString error;
        TestUtils::runPythonFile(QStringLiteral("model/grow_buffer.py"), args, &ok, &error);
        if (!ok)
            qWarning("%s", qPrintable(error));
        return ok;
    }

    /// Opens the buffer with --watch's path and polls fast.
    bool openWatched(MainWindow& window)
    {
        window.watchController()->files()->setInterval(60);
        QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
        window.watchFiles({m_path});
        return idle.wait(30000) && window.document() != nullptr;
    }

    /// Clicks the button named text of the next message box that opens.
    static void answerNextQuestion(const QString& text, bool* asked)
    {
        auto* timer = new QTimer;
        QObject::connect(timer, &QTimer::timeout, timer, [timer, text, asked] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            for (QAbstractButton* button : box->buttons())
                if (button->text().remove(u'&') == text) {
                    *asked = true;
                    button->click();
                }
            timer->deleteLater();
        });
        timer->start(20);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("ReplayScopeTests"));
        QApplication::setApplicationName(QStringLiteral("tst_watch"));
        // The bundled icons, as the application has them: the watched tab shows one.
        App::installApplicationResources(*qApp);
        App::installTranslators(*qApp, QStringLiteral("en")); // "1 new episode", as users read it
        qputenv("PYTHONPATH", QFile::encodeName(TestUtils::sharedPath(QStringLiteral("tools/tianshou-2.0.1"))));
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("buffer.pkl"));
    }

    void readsAgainKeepingWhatTheUserLooksAt()
    {
        QVERIFY(writeBuffer(2));
        MainWindow window;
        WatchController* watch = window.watchController();
        QVERIFY(openWatched(window));
        Ui::Document* first = window.document();
        QVERIFY(first && watch->isWatched(first));
        QVERIFY(window.actions().watch->isChecked());
        QCOMPARE(first->episodes().count(), 2);
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("rew")));
        first->setCurrentStep(7);

        // Rewritten in place, slowly: read once, when the write is over.
        QSignalSpy reloaded(watch, &WatchController::reloaded);
        QVERIFY(writeBuffer(5));
        QVERIFY(reloaded.wait(15000));
        QTest::qWait(500); // no second read of the same write
        QCOMPARE(reloaded.size(), 1);
        Ui::Document* second = window.document();
        QVERIFY(second != first);
        QCOMPARE(window.documentCount(), 1);
        QCOMPARE(second->stepCount(), 25);
        QCOMPARE(second->episodes().count(), 5);
        QCOMPARE(second->currentKey(), QStringLiteral("rew"));
        QCOMPARE(second->currentStep(), 7);
        QCOMPARE(second->newEpisodes(), (std::vector<bool>{false, false, true, true, true}));
        QCOMPARE(second->newEpisodeCount(), 3);
        Ui::EpisodeListModel episodes;
        episodes.setDocument(second);
        QVERIFY(!episodes.index(1, 0).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(episodes.index(2, 0).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(watch->isWatched(second));
        QVERIFY(!window.tabBar()->tabIcon(0).isNull()); // the new document's tab is watched too

        // Replaced by a rename (the file's own watch is gone): still followed.
        QVERIFY(writeBuffer(6, true));
        QVERIFY(reloaded.wait(15000));
        QCOMPARE(window.document()->episodes().count(), 6);
        QCOMPARE(window.document()->newEpisodes(), (std::vector<bool>{false, false, false, false, false, true}));
    }

    // A ring that wrapped: the oldest episodes are gone or cut, as many came as went, and
    // only the episodes written since the last read are new. Episode e's rewards are
    // 10 e + step (grow_buffer.py), which says which episode each one is.
    void ringMarksWhatIsNew()
    {
        QVERIFY(writeBuffer(4, false, 12)); // 20 steps in 12 slots: episode 1 cut, 2, 3
        MainWindow window;
        WatchController* watch = window.watchController();
        QVERIFY(openWatched(window));
        QCOMPARE(window.document()->episodes().count(), 3);
        QSignalSpy reloaded(watch, &WatchController::reloaded);
        QVERIFY(writeBuffer(5, true, 12)); // 25 steps: episode 2 cut, 3, 4
        QVERIFY(reloaded.wait(15000));
        const Ui::Document* doc = window.document();
        const auto& episodes = doc->episodes().episodes();
        QCOMPARE(episodes.size(), std::size_t(3));
        QVERIFY(episodes.front().startCut);
        std::vector<bool> want;
        for (const auto& episode : episodes) {
            const double rew = doc->root()->get("rew").asArray().toDouble(episode.first());
            want.push_back(int(rew / 10) >= 4); // written after the first read
        }
        QCOMPARE(want, (std::vector<bool>{false, false, true}));
        QCOMPARE(doc->newEpisodes(), want);
        QVERIFY2(window.statusBar()->currentMessage().endsWith(QStringLiteral("1 new episode")),
                 qPrintable(window.statusBar()->currentMessage()));
    }

    // A vector buffer lists its episodes sub-buffer by sub-buffer: the new ones are not at
    // the end of the list, and are marked wherever they are.
    void vectorBufferMarksNewEpisodesInEverySubBuffer()
    {
        QVERIFY(writeBuffer(4, false, 40, 3)); // episodes 0, 3 | 1 | 2
        MainWindow window;
        WatchController* watch = window.watchController();
        QVERIFY(openWatched(window));
        QCOMPARE(window.document()->episodes().count(), 4);
        QSignalSpy reloaded(watch, &WatchController::reloaded);
        QVERIFY(writeBuffer(6, true, 40, 3)); // episodes 0, 3 | 1, 4 | 2, 5
        QVERIFY(reloaded.wait(15000));
        const Ui::Document* doc = window.document();
        std::vector<bool> want;
        for (const auto& episode : doc->episodes().episodes()) {
            const double rew = doc->root()->get("rew").asArray().toDouble(episode.first());
            want.push_back(int(rew / 10) >= 4);
        }
        QCOMPARE(want, (std::vector<bool>{false, false, false, true, false, true}));
        QCOMPARE(doc->newEpisodes(), want);
    }

    // A document busy (being saved, its episodes still being found) when its file
    // changes is read again as soon as that work is done, not at the file's next change.
    void busyDocumentIsReadAgainWhenFree()
    {
        QVERIFY(writeBuffer(2));
        MainWindow window;
        WatchController* watch = window.watchController();
        QVERIFY(openWatched(window));
        Ui::Document* first = window.document();
        first->setBusy(true);
        QSignalSpy reloaded(watch, &WatchController::reloaded);
        QVERIFY(writeBuffer(3, true));
        QTest::qWait(800); // settled and seen while busy
        QCOMPARE(reloaded.size(), 0);
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("when the work on it is done")),
                 qPrintable(window.statusBar()->currentMessage()));
        first->setBusy(false);
        QVERIFY(reloaded.wait(15000));
        QCOMPARE(window.document()->episodes().count(), 3);
        QCOMPARE(window.document()->newEpisodes(), (std::vector<bool>{false, false, true}));
    }

    void unsavedEditsAreNeverDroppedSilently()
    {
        QVERIFY(writeBuffer(2));
        MainWindow window;
        WatchController* watch = window.watchController();
        QVERIFY(openWatched(window));
        Ui::Document* edited = window.document();
        edited->undoStack()->push(new QUndoCommand(QStringLiteral("an edit")));
        QVERIFY(edited->isModified());

        // Asked; keeping the edits keeps the document as it is.
        QSignalSpy reloaded(watch, &WatchController::reloaded);
        bool asked = false;
        answerNextQuestion(QStringLiteral("Keep My Changes"), &asked);
        QVERIFY(writeBuffer(3));
        QTRY_VERIFY_WITH_TIMEOUT(asked, 15000);
        QTest::qWait(300);
        QCOMPARE(reloaded.size(), 0);
        QCOMPARE(window.document(), edited);
        QVERIFY(edited->isModified());

        // Asked again at the next change; reading again gives the new file.
        asked = false;
        answerNextQuestion(QStringLiteral("Read Again"), &asked);
        QVERIFY(writeBuffer(4));
        QVERIFY(reloaded.wait(15000));
        QVERIFY(asked);
        QCOMPARE(window.document()->episodes().count(), 4);
        QVERIFY(!window.document()->isModified());
    }

    void ownSavesAreNotReads()
    {
        QVERIFY(writeBuffer(2));
        MainWindow window;
        WatchController* watch = window.watchController();
        QVERIFY(openWatched(window));
        Ui::Document* doc = window.document();
        doc->undoStack()->push(new QUndoCommand(QStringLiteral("an edit")));
        QSignalSpy saved(window.saveTask(), &Ui::SaveTask::saved);
        QSignalSpy reloaded(watch, &WatchController::reloaded);
        window.actions().save->trigger();
        QVERIFY(saved.wait(15000));
        QTest::qWait(800);
        QCOMPARE(reloaded.size(), 0);
        QCOMPARE(window.document(), doc);
        QVERIFY(!doc->isModified());
        // The next change by someone else is read again.
        QVERIFY(writeBuffer(3));
        QVERIFY(reloaded.wait(15000));
    }

    void turnsOffAndOn()
    {
        QVERIFY(writeBuffer(2));
        MainWindow window;
        WatchController* watch = window.watchController();
        watch->files()->setInterval(60);
        QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
        window.openFiles({m_path});
        QVERIFY(idle.wait(30000));
        QVERIFY(!watch->isWatched(window.document()));
        QVERIFY(window.tabBar()->tabIcon(0).isNull());
        QVERIFY(window.actions().watch->isEnabled());
        window.actions().watch->trigger();
        QVERIFY(watch->isWatched(window.document()));
        // The tab says the file is watched: its icon is the Watch action's, and so says its tooltip.
        QVERIFY(!window.tabBar()->tabIcon(0).isNull());
        QCOMPARE(window.tabBar()->tabIcon(0).cacheKey(), window.actions().watch->icon().cacheKey());
        QVERIFY2(window.tabBar()->tabToolTip(0).contains(QStringLiteral("watched")),
                 qPrintable(window.tabBar()->tabToolTip(0)));
        window.actions().watch->trigger();
        QVERIFY(!watch->isWatched(window.document()));
        QVERIFY(window.tabBar()->tabIcon(0).isNull());
        QVERIFY(!window.tabBar()->tabToolTip(0).contains(QStringLiteral("watched")));
        QSignalSpy reloaded(watch, &WatchController::reloaded);
        QVERIFY(writeBuffer(3));
        QTest::qWait(800);
        QCOMPARE(reloaded.size(), 0);
    }
};

QTEST_MAIN(TestWatch)
#include "tst_watch.moc"
