// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// The Find Steps bar (issue 21, part 3) driven through the main window on a Tianshou
// ring buffer whose chronological rewards the fixture's manifest lists.
#include <app/gui/findsteps.h>
#include <app/gui/mainwindow.h>

#include <widgets/model/document.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/model/tensortablemodel.h>
#include <widgets/view/episodenavigator.h>
#include <widgets/view/keytreepanel.h>
#include <widgets/view/plot/plotpanel.h>
#include <widgets/view/plot/stepmarkers.h>
#include <widgets/view/stepfilterbar.h>
#include <widgets/view/tablepanel.h>

#include <QApplication>
#include <QDialog>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include "testutils.h"

using namespace ReplayScope;

class TestFindSteps : public QObject {
    Q_OBJECT

    static bool search(MainWindow& window, const QString& text)
    {
        QSignalSpy done(window.findSteps(), &FindStepsController::finished);
        QLineEdit* edit = window.tablePanel()->findBar()->edit();
        edit->setText(text);
        QTest::keyClick(edit, Qt::Key_Return);
        return done.wait(15000);
    }

    static QString status(MainWindow& window)
    {
        return window.tablePanel()->findBar()->findChild<QLabel*>(QStringLiteral("findStepsStatus"))->text();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("ReplayScopeTests"));
        QApplication::setApplicationName(QStringLiteral("tst_findsteps"));
    }

    void findsMarksAndActsOnTheSteps()
    {
        MainWindow window;
        QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
        window.openFiles({TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/buffer_wrapped.p4.pkl"))});
        QVERIFY(idle.wait(30000));
        Ui::Document* doc = window.document();
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("rew")));

        // What Tianshou's buffer holds, oldest first (the manifest's chrono_rew).
        const QJsonArray rewards =
            TestUtils::manifestEntry(QStringLiteral("tianshou-v2.0.1"), QStringLiteral("buffer_wrapped.p4.pkl"))
                .value(QStringLiteral("chrono_rew"))
                .toArray();
        QCOMPARE(rewards.size(), doc->stepCount());
        QList<qint64> expected;
        QList<qint64> episodes;
        for (qint64 step = 0; step < rewards.size(); ++step)
            if (rewards[step].toDouble() > 11 && rewards[step].toDouble() != 13) {
                expected << step;
                if (episodes.isEmpty() || episodes.back() != doc->episodeOfStep(step))
                    episodes << doc->episodeOfStep(step);
            }
        QVERIFY(expected.size() >= 2);

        QVERIFY(search(window, QStringLiteral("(rew > 11) & ~(rew == 13)")));
        QCOMPARE(doc->matchedSteps(), expected);
        QCOMPARE(window.episodeNavigator()->selectedEpisodes(), episodes);
        QVERIFY2(status(window).contains(QString::number(expected.size())), qPrintable(status(window)));
        QCOMPARE(doc->currentStep(), expected.front()); // the cursor goes to the first match

        // The table tints the matched rows, the plot draws a line at each.
        const QModelIndex matched = window.tableModel()->index(int(expected.front()), 0);
        const QModelIndex other = window.tableModel()->index(0, 0);
        QVERIFY(matched.data(Qt::BackgroundRole).isValid());
        QVERIFY(!other.data(Qt::BackgroundRole).isValid());
        std::vector<double> lines;
        for (const qint64 step : expected)
            lines.push_back(double(step));
        QCOMPARE(window.findChild<Ui::PlotPanel*>()->matches()->lines(), lines);

        // Next and previous move between the matches and wrap around.
        window.findSteps()->step(+1);
        QCOMPARE(doc->currentStep(), expected.at(1));
        window.findSteps()->step(-1);
        window.findSteps()->step(-1);
        QCOMPARE(doc->currentStep(), expected.back());

        // Slice proposes the matches (no rows selected in the table).
        QString proposed;
        QTimer poll;
        poll.setInterval(20);
        connect(&poll, &QTimer::timeout, this, [&] {
            if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
                proposed = dialog->findChild<QLineEdit*>()->text();
                dialog->reject();
            }
        });
        poll.start();
        window.actions().slice->trigger();
        poll.stop();
        QStringList items;
        for (const qint64 step : expected)
            items << QString::number(step);
        const bool run = expected.back() - expected.front() + 1 == expected.size();
        QCOMPARE(proposed, run ? QStringLiteral("%1:%2").arg(expected.front()).arg(expected.back() + 1)
                               : QStringLiteral("[%1]").arg(items.join(QStringLiteral(", "))));

        // Clearing the box clears the search.
        window.tablePanel()->findBar()->edit()->clear();
        QVERIFY(doc->matchedSteps().isEmpty());
        QVERIFY(window.findChild<Ui::PlotPanel*>()->matches()->lines().empty());
    }

    void eachTabShowsItsOwnSearch()
    {
        MainWindow window;
        QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
        window.openFiles({TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/buffer_wrapped.p4.pkl")),
                          TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/cartpole_like.p4.pkl"))});
        QVERIFY(idle.wait(30000));
        QCOMPARE(window.tabBar()->count(), 2);
        QLineEdit* edit = window.tablePanel()->findBar()->edit();
        window.tabBar()->setCurrentIndex(0);
        Ui::Document* first = window.document();
        QVERIFY(search(window, QStringLiteral("rew > 11")));
        QVERIFY(!first->matchedSteps().isEmpty());

        // The other tab has no search: its box is empty, and the first tab keeps its own.
        window.tabBar()->setCurrentIndex(1);
        QVERIFY(window.document() != first);
        QCOMPARE(edit->text(), QString());
        QVERIFY(status(window).isEmpty());
        QCOMPARE(first->matchQuery(), QStringLiteral("rew > 11"));
        QVERIFY(!first->matchedSteps().isEmpty());

        window.tabBar()->setCurrentIndex(0);
        QCOMPARE(edit->text(), QStringLiteral("rew > 11"));
        QVERIFY2(status(window).contains(QString::number(first->matchedSteps().size())), qPrintable(status(window)));
    }

    void badExpressionsSayWhereAndWhy()
    {
        MainWindow window;
        QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
        window.openFiles({TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/buffer_wrapped.p4.pkl"))});
        QVERIFY(idle.wait(30000));
        QVERIFY(search(window, QStringLiteral("rew >")));
        QVERIFY(window.document()->matchedSteps().isEmpty());
        QVERIFY(!status(window).isEmpty());
        QCOMPARE(window.tablePanel()->findBar()->edit()->cursorPosition(), 5); // where the operand is missing

        QVERIFY(search(window, QStringLiteral("nosuchkey > 1")));
        QVERIFY2(status(window).contains(QStringLiteral("nosuchkey")), qPrintable(status(window)));
        QVERIFY(window.document()->matchedSteps().isEmpty());
    }
};

QTEST_MAIN(TestFindSteps)
#include "tst_findsteps.moc"
