// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// Edit ▸ Copy as Python driven through the main window (issue 21, part 4): each entry
// copies the snippet of what the window shows; tst_pythonsnippet runs such snippets.
#include <app/gui/mainwindow.h>
#include <app/gui/pythondialog.h>
#include <resources/translators.h>

#include <widgets/model/document.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/model/tensortablemodel.h>
#include <widgets/view/episodenavigator.h>
#include <widgets/view/keytreepanel.h>
#include <widgets/view/tablepanel.h>

#include <QApplication>
#include <QClipboard>
#include <QItemSelectionModel>
#include <QMenu>
#include <QPushButton>
#include <QPointer>
#include <QPlainTextEdit>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTest>

#include "testutils.h"

using namespace ReplayScope;

class TestCopyPython : public QObject {
    Q_OBJECT

    static bool open(MainWindow& window, const QString& fixture)
    {
        QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
        window.openFiles({TestUtils::sharedPath(QStringLiteral("fixtures/") + fixture)});
        return idle.wait(30000) && window.document() != nullptr;
    }

    static QString copied(QAction* action)
    {
        QGuiApplication::clipboard()->clear();
        if (!action->isEnabled())
            return QStringLiteral("(disabled)");
        action->trigger();
        return QGuiApplication::clipboard()->text();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("ReplayScopeTests"));
        QApplication::setApplicationName(QStringLiteral("tst_copypython"));
    }

    void menuEntriesCopyWhatTheWindowShows()
    {
        MainWindow window;
        QVERIFY(open(window, QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl")));
        const Actions& a = window.actions();
        auto* menu = window.findChild<QMenu*>(QStringLiteral("copyAsPythonMenu"));
        QVERIFY(menu);
        QList<QAction*> entries = menu->actions();
        entries.removeIf([](const QAction* action) { return action->isSeparator(); });
        QCOMPARE(entries, (QList<QAction*>{a.copyPythonKey, a.copyPythonRows, a.copyPythonEpisodes,
                                           a.copyPythonDocument, a.copyPythonPreview}));

        // The whole file: Tianshou's own class from pickle.
        const QString whole = copied(a.copyPythonDocument);
        QVERIFY2(whole.contains(QStringLiteral("buf = pickle.load(f)  # a ReplayBuffer")), qPrintable(whole));

        // The current key, every step oldest first: the ring wrapped at slot 5.
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("rew")));
        QString key = copied(a.copyPythonKey);
        QVERIFY2(key.contains(QStringLiteral("rew = buf.rew[np.r_[5:10, 0:5]]")), qPrintable(key));

        // Rows selected in the table: steps 4-6 are slots 9, 0, 1.
        QItemSelectionModel* selection = window.tablePanel()->tableView()->selectionModel();
        selection->clearSelection();
        for (int row : {4, 5, 6})
            selection->select(window.tableModel()->index(row, 0), QItemSelectionModel::Select);
        const QString rows = copied(a.copyPythonRows);
        QVERIFY2(rows.contains(QStringLiteral("# ReplayScope: steps 4-6 of rew in buffer_wrapped.p4.pkl")),
                 qPrintable(rows));
        QVERIFY2(rows.contains(QStringLiteral("rew = buf.rew[np.r_[9:10, 0:2]]")), qPrintable(rows));

        // Episodes chosen in the navigator, in episode order.
        Ui::Document* doc = window.document();
        QVERIFY(doc->episodes().count() >= 2);
        // Episode 1 is steps 4-7 (the manifest's chrono_done ends episode 0 at step 3),
        // slots 9, 0, 1, 2: it goes across the place where the ring wrapped.
        QCOMPARE(doc->firstStepOf(1), 4);
        QCOMPARE(doc->lastStepOf(1), 7);
        window.episodeNavigator()->selectEpisodes({1});
        const QString episodes = copied(a.copyPythonEpisodes);
        QVERIFY2(episodes.contains(QStringLiteral("rew = buf.rew[np.r_[9:10, 0:3]]")), qPrintable(episodes));
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("episode 1")));

        // An edit not yet saved: the snippet says it loads the file as saved.
        doc->undoStack()->push(new QUndoCommand(QStringLiteral("edit")));
        key = copied(a.copyPythonKey);
        QVERIFY2(key.startsWith(QStringLiteral("# The file as saved")), qPrintable(key));
    }

    void previewShowsWhatCopyWouldCopy()
    {
        MainWindow window;
        QVERIFY(open(window, QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl")));
        const Actions& a = window.actions();
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("rew")));
        const QString key = copied(a.copyPythonKey);
        QVERIFY(!key.isEmpty());

        PythonPreviewDialog* dialog = window.previewPython();
        QVERIFY(dialog);
        // It opens on the current key, showing exactly what Current Key copies.
        QCOMPARE(dialog->scope(), PythonScope::Key);
        QCOMPARE(dialog->codeView()->toPlainText(), key);
        QVERIFY(dialog->copyButton()->isEnabled());

        // Each scope shows its own snippet; without a selection, why there is none.
        dialog->setScope(PythonScope::Document);
        QCOMPARE(dialog->codeView()->toPlainText(), copied(a.copyPythonDocument));
        window.tablePanel()->tableView()->selectionModel()->clearSelection();
        dialog->setScope(PythonScope::Rows);
        QVERIFY(dialog->codeView()->toPlainText().isEmpty());
        QVERIFY(!dialog->copyButton()->isEnabled());
        QVERIFY2(dialog->messageLabel()->text().contains(QStringLiteral("Select rows")),
                 qPrintable(dialog->messageLabel()->text()));

        // Copy: the shown snippet goes to the clipboard, the status bar says what it loads.
        dialog->setScope(PythonScope::Key);
        QGuiApplication::clipboard()->clear();
        QPointer<PythonPreviewDialog> alive(dialog);
        dialog->copyButton()->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), key);
        QVERIFY2(window.statusBar()->currentMessage().startsWith(QStringLiteral("Copied: Python that loads ")),
                 qPrintable(window.statusBar()->currentMessage()));
        QVERIFY(window.statusBar()->currentMessage().endsWith(QStringLiteral("of rew into `rew`.")));
        QTRY_VERIFY(alive.isNull()); // closed and deleted
    }

    // What the status bar says it copied is in the user's language, all of it (the
    // snippet's own comment stays English, like the code).
    void theMessageIsInTheUsersLanguage()
    {
        MainWindow window;
        QVERIFY(open(window, QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl")));
        QVERIFY(App::installTranslators(*qApp, QStringLiteral("de")));
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("rew")));
        const QString code = copied(window.actions().copyPythonKey);
        const QString message = window.statusBar()->currentMessage();
        App::installTranslators(*qApp, QStringLiteral("en"));
        QVERIFY2(message.contains(QStringLiteral("alle 10 Schritte von rew")), qPrintable(message));
        QVERIFY2(!message.contains(QStringLiteral("steps")), qPrintable(message));
        QVERIFY2(code.contains(QStringLiteral("# ReplayScope: all 10 steps of rew")), qPrintable(code));
    }

    void dataWithoutAFileHasNothingToLoad()
    {
        MainWindow window;
        QVERIFY(open(window, QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl")));
        // Like what Sample or Split make: data that exists nowhere on disk.
        window.addDocument(new Ui::Document(window.document()->root(), QString(), QStringLiteral("sampled")));
        QVERIFY(window.document()->filePath().isEmpty());
        QCOMPARE(copied(window.actions().copyPythonDocument), QStringLiteral("(disabled)"));
    }
};

QTEST_MAIN(TestCopyPython)
#include "tst_copypython.moc"
