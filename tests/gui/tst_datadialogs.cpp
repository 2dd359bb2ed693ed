// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// The Data menu's dialogs as a user meets them (issue 22): where typing goes, what
// they refuse while typing, what they say. Driven through the window's actions.
#include <app/gui/actions.h>
#include <app/gui/datacontroller.h>
#include <app/gui/mainwindow.h>
#include <resources/translators.h>

#include <widgets/model/batchtreemodel.h>
#include <widgets/model/document.h>
#include <widgets/model/tensortablemodel.h>
#include <widgets/model/tasks/datatask.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/view/keytreepanel.h>
#include <widgets/view/tablepanel.h>

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTest>
#include <QSpinBox>
#include <QListWidget>
#include <QTimer>
#include <QTreeView>
#include <QTableView>

#include <algorithm>
#include <functional>

#include "testutils.h"

using namespace ReplayScope;

namespace {

bool openAndWait(MainWindow& window, const QString& name)
{
    QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
    window.openFiles({TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/") + name)});
    return idle.wait(30000);
}

// Triggers action and runs inspect on the modal dialog it opens (once), which then
// closes unless inspect accepted it. False when no dialog opened.
bool withDialog(QAction* action, const std::function<void(QDialog*)>& inspect)
{
    bool seen = false;
    QTimer poll;
    poll.setInterval(20);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        if (!dialog || seen)
            return;
        seen = true;
        inspect(dialog);
        if (dialog->isVisible())
            dialog->reject();
    });
    poll.start();
    action->trigger();
    return seen;
}

QPushButton* okOf(QDialog* dialog)
{
    return dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
}

} // namespace

class TestDataDialogs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("ReplayScopeTests"));
        QApplication::setApplicationName(QStringLiteral("tst_datadialogs"));
    }

    // The wrapped intro of a data dialog gets the height its lines need, in German too
    // (longer words: it was cut at top and bottom).
    void testDialogIntroIsNotCut()
    {
        QVERIFY(App::installTranslators(*qApp, QStringLiteral("de")));
        bool fits = false;
        {
            MainWindow window;
            window.show();
            QVERIFY(openAndWait(window, QStringLiteral("cartpole_like.p4.pkl")));
            QVERIFY(withDialog(window.actions().slice, [&](QDialog* dialog) {
                dialog->findChild<QLineEdit*>()->setText(QStringLiteral("[1, 5, 99999]")); // adds a problem line
                QCoreApplication::processEvents();
                auto* intro = dialog->findChild<QLabel*>(QStringLiteral("dialogIntro"));
                fits = intro && intro->height() >= intro->heightForWidth(intro->width());
            }));
        }
        App::installTranslators(*qApp, QStringLiteral("en"));
        QVERIFY(fits);
    }

    // Typing right after Ctrl+Shift+I replaces the proposed index; a space does not press OK.
    void testSliceFocusesTheIndex()
    {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, QStringLiteral("cartpole_like.p4.pkl")));
        QString focusedText;
        QString selected;
        QString typed;
        QVERIFY(withDialog(window.actions().slice, [&](QDialog* dialog) {
            // The widget that takes the keys while the dialog is active (offscreen windows
            // do not always become active).
            auto* edit = qobject_cast<QLineEdit*>(dialog->focusWidget());
            if (!edit)
                return;
            focusedText = edit->text();
            selected = edit->selectedText();
            QTest::keyClicks(dialog->focusWidget(), QStringLiteral("2:4"));
            QTest::keyClick(dialog->focusWidget(), Qt::Key_Space);
            typed = dialog->findChild<QLineEdit*>()->text();
        }));
        QVERIFY(!focusedText.isEmpty()); // the proposed index (the current row)
        QCOMPARE(selected, focusedText);
        QCOMPARE(typed, QStringLiteral("2:4 "));
        QCOMPARE(window.documentCount(), 1); // the space did not press OK
    }

    // Concatenate has no axis (Batch.cat joins along the first); Stack has one. Neither
    // can be accepted with fewer than two documents checked, and says why.
    void testCombineDialogsAskWhatApplies()
    {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, QStringLiteral("in_cat_1.p4.pkl")));
        QVERIFY(openAndWait(window, QStringLiteral("in_cat_2.p4.pkl")));
        for (QAction* action : {window.actions().cat, window.actions().stack}) {
            int spinBoxes = -1;
            bool okAlone = true;
            bool okWithTwo = false;
            QString hint;
            QVERIFY(withDialog(action, [&](QDialog* dialog) {
                spinBoxes = int(dialog->findChildren<QSpinBox*>().size());
                okAlone = okOf(dialog)->isEnabled(); // only the current document is checked
                for (QLabel* label : dialog->findChildren<QLabel*>())
                    if (label->text().contains(QStringLiteral("two")))
                        hint = label->text();
                auto* list = dialog->findChild<QListWidget*>();
                for (int r = 0; r < list->count(); ++r)
                    list->item(r)->setCheckState(Qt::Checked);
                okWithTwo = okOf(dialog)->isEnabled();
            }));
            QCOMPARE(spinBoxes, action == window.actions().stack ? 1 : 0);
            QVERIFY(!okAlone);
            QVERIFY(!hint.isEmpty());
            QVERIFY(okWithTwo);
        }
    }

    // Add Key starts in its first field, the new key's name.
    void testAddKeyFocusesTheName()
    {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, QStringLiteral("cartpole_like.p4.pkl")));
        QString typed;
        QVERIFY(withDialog(window.actions().addKey, [&](QDialog* dialog) {
            if (QWidget* focus = dialog->focusWidget())
                QTest::keyClicks(focus, QStringLiteral("twice"));
            typed = dialog->findChildren<QLineEdit*>().value(0)->text();
        }));
        QCOMPARE(typed, QStringLiteral("twice"));
    }

    // Slice refuses indices past the buffer's valid transitions before OK, at the
    // character where they stand, and says what it indexes.
    void testSliceChecksBoundsWhileTyping()
    {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, QStringLiteral("cartpole_like.p4.pkl")));
        const qint64 rows = window.document()->stepCount();
        QVERIFY(rows > 5 && rows < 99999);
        QStringList intro;
        QString bad, badNegative, parse, good, last;
        bool okBad = true, okGood = false, okLast = false;
        QVERIFY(withDialog(window.actions().slice, [&](QDialog* dialog) {
            for (auto* label : dialog->findChildren<QLabel*>())
                intro << label->text();
            auto* edit = dialog->findChild<QLineEdit*>();
            auto* problem = dialog->findChild<QLabel*>(QStringLiteral("indexProblem"));
            if (!problem)
                return;
            edit->setText(QStringLiteral("[1, 5, 99999]"));
            bad = problem->text();
            okBad = okOf(dialog)->isEnabled();
            edit->setText(QStringLiteral("[1, %1]").arg(-rows - 1));
            badNegative = problem->text();
            edit->setText(QStringLiteral("[1, 5,, 7]"));
            parse = problem->text();
            edit->setText(QStringLiteral("[1, 5]"));
            good = problem->text();
            okGood = okOf(dialog)->isEnabled();
            edit->setText(QStringLiteral("%1").arg(-rows)); // the oldest transition
            last = problem->text();
            okLast = okOf(dialog)->isEnabled();
        }));
        QVERIFY2(intro.join(QLatin1Char(' ')).contains(QStringLiteral("valid transitions, oldest first")),
                 qPrintable(intro.join(QLatin1Char('|'))));
        QCOMPARE(
            bad,
            QStringLiteral("at character 8: index 99999 is out of bounds for %1 rows").arg(QLocale().toString(rows)));
        QVERIFY(!okBad);
        QVERIFY2(badNegative.startsWith(QStringLiteral("at character 5: index %1 ").arg(-rows - 1)),
                 qPrintable(badNegative));
        QVERIFY2(parse.startsWith(QStringLiteral("at character 7: ")), qPrintable(parse));
        QVERIFY(!parse.contains(QStringLiteral("byte")));
        QVERIFY(good.isEmpty());
        QVERIFY(okGood);
        QVERIFY(last.isEmpty());
        QVERIFY(okLast);
    }

    // A failed slice names the index once, without numpy's doubled brackets.
    void testSliceFailureShowsTheIndexOnce()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, QStringLiteral("cartpole_like.p4.pkl")));
        QSignalSpy failed(window.dataController()->task(), &Ui::DataTask::failed);
        QVERIFY(window.dataController()->slice(QStringLiteral("[1, 5, 99999]")));
        QVERIFY(failed.wait(30000));
        QCOMPARE(failed.front().front().toString(), QStringLiteral("Slicing [1, 5, 99999]"));
    }

    // Add Key says what is wrong with the expression while it is typed, at its
    // position, and offers the last name and expression again when reopened.
    void testAddKeyChecksWhileTypingAndRemembers()
    {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, QStringLiteral("cartpole_like.p4.pkl")));
        Ui::Document* doc = window.document();
        QStringList problems;
        QList<bool> oks;
        QVERIFY(withDialog(window.actions().addKey, [&](QDialog* dialog) {
            const QList<QLineEdit*> edits = dialog->findChildren<QLineEdit*>();
            auto* problem = dialog->findChild<QLabel*>(QStringLiteral("expressionProblem"));
            if (edits.size() != 2 || !problem)
                return;
            edits[0]->setText(QStringLiteral("twice"));
            for (const char* text : {"rew * 2 +", "rew * 2 + nokey", "rew * 2 + info", "3 * 2", "rew * 2"}) {
                edits[1]->setText(QString::fromLatin1(text));
                problems << problem->text();
                oks << okOf(dialog)->isEnabled();
            }
            edits[0]->setText(QStringLiteral("rew"));
            problems << problem->text();
            oks << okOf(dialog)->isEnabled();
            edits[0]->setText(QStringLiteral("twice"));
            okOf(dialog)->click();
        }));
        QCOMPARE(problems.size(), 6);
        QCOMPARE(problems[0], QStringLiteral("a key or a number is missing at character 10"));
        QCOMPARE(problems[1], QStringLiteral("no key 'nokey' at character 11"));
        QCOMPARE(problems[2], QStringLiteral("'info' is not an array at character 11"));
        QCOMPARE(problems[3], QStringLiteral("the expression gives a single number; use at least one key"));
        QCOMPARE(problems[4], QString());
        QCOMPARE(problems[5], QStringLiteral("'rew' is not a new key name"));
        QCOMPARE(oks, (QList<bool>{false, false, false, false, true, false}));
        // OK added the key: twice == rew * 2 over the storage.
        const Core::NdArray& rew = doc->root()->get("rew").asArray();
        const Core::NdArray& twice = doc->root()->get("twice").asArray();
        QCOMPARE(twice.size(), rew.size());
        for (std::int64_t i = 0; i < rew.size(); ++i)
            QCOMPARE(twice.toDouble(i), rew.toDouble(i) * 2);

        QStringList reopened;
        QVERIFY(withDialog(window.actions().addKey, [&](QDialog* dialog) {
            for (QLineEdit* edit : dialog->findChildren<QLineEdit*>())
                reopened << edit->text();
        }));
        QCOMPARE(reopened, (QStringList{QStringLiteral("twice"), QStringLiteral("rew * 2")}));

        // What was typed before Cancel comes back too.
        QVERIFY(withDialog(window.actions().addKey, [&](QDialog* dialog) {
            const QList<QLineEdit*> edits = dialog->findChildren<QLineEdit*>();
            edits[0]->setText(QStringLiteral("r2"));
            edits[1]->setText(QStringLiteral("rew * 2 + foo"));
            dialog->reject();
        }));
        reopened.clear();
        QVERIFY(withDialog(window.actions().addKey, [&](QDialog* dialog) {
            for (QLineEdit* edit : dialog->findChildren<QLineEdit*>())
                reopened << edit->text();
        }));
        QCOMPARE(reopened, (QStringList{QStringLiteral("r2"), QStringLiteral("rew * 2 + foo")}));
    }

    // Delete Rows takes the rows selected in the multi-key table (a Batch node's
    // columns side by side): cells of rows 1-3, then Ctrl+clicked row headers.
    void testDeleteRowsTakesTheMultiKeySelection()
    {
        MainWindow window;
        window.resize(1000, 700);
        window.show();
        QVERIFY(openAndWait(window, QStringLiteral("batch_nested.p4.pkl"))); // 6 rows, obs.camera, obs.sensory
        QTreeView* tree = window.keyTreePanel()->treeView();
        auto* proxy = qobject_cast<QSortFilterProxyModel*>(tree->model());
        const QModelIndex obs = proxy->mapFromSource(window.keyModel()->indexForPath(QStringLiteral("obs")));
        QVERIFY(obs.isValid());
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(obs).center());
        Ui::TensorTableModel* model = window.tableModel();
        QCOMPARE(model->key(), QStringLiteral("obs"));
        QVERIFY(model->columnCount() > 2);

        QTableView* table = window.tablePanel()->tableView();
        QItemSelectionModel* selection = table->selectionModel();
        selection->select(QItemSelection(model->index(1, 1), model->index(3, 2)), QItemSelectionModel::ClearAndSelect);
        const auto proposed = [&] {
            QString index, count;
            withDialog(window.actions().deleteRows, [&](QDialog* dialog) {
                index = dialog->findChild<QLineEdit*>()->text();
                for (QLabel* label : dialog->findChildren<QLabel*>())
                    if (label->text().startsWith(QStringLiteral("Deletes")))
                        count = label->text();
            });
            return QStringList{index, count};
        };
        QCOMPARE(proposed(), (QStringList{QStringLiteral("1:4"), QStringLiteral("Deletes 3 rows of 6.")}));

        QHeaderView* rows = table->verticalHeader();
        const auto clickRow = [&](int row, Qt::KeyboardModifiers modifiers) {
            QTest::mouseClick(
                rows->viewport(), Qt::LeftButton, modifiers,
                QPoint(rows->width() / 2, rows->sectionViewportPosition(row) + rows->sectionSize(row) / 2));
        };
        clickRow(0, {});
        clickRow(2, Qt::ControlModifier);
        clickRow(5, Qt::ControlModifier);
        QCOMPARE(proposed(), (QStringList{QStringLiteral("[0, 2, 5]"), QStringLiteral("Deletes 3 rows of 6.")}));
    }

    // Ctrl+click on cells adds rows to the selection, in a buffer whose cursor moves
    // the episode view with it (the echo of the cursor move cleared the selection).
    void testCtrlClickOnCellsKeepsTheSelection()
    {
        MainWindow window;
        window.resize(1000, 700);
        window.show();
        QVERIFY(openAndWait(window, QStringLiteral("cartpole_like.p4.pkl")));
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("rew")));
        QTableView* table = window.tablePanel()->tableView();
        Ui::TensorTableModel* model = window.tableModel();
        const auto clickCell = [&](int row, Qt::KeyboardModifiers modifiers) {
            QTest::mouseClick(table->viewport(), Qt::LeftButton, modifiers,
                              table->visualRect(model->index(row, 0)).center());
        };
        clickCell(2, {});
        clickCell(4, Qt::ControlModifier);
        clickCell(6, Qt::ControlModifier);
        QList<int> selected;
        for (const QModelIndex& index : table->selectionModel()->selectedIndexes())
            selected << index.row();
        std::sort(selected.begin(), selected.end());
        QCOMPARE(selected, (QList<int>{2, 4, 6}));
        QCOMPARE(window.document()->currentStep(), 6); // the cursor follows the last click
        clickCell(4, Qt::ControlModifier); // and a second Ctrl+click takes a row out
        selected.clear();
        for (const QModelIndex& index : table->selectionModel()->selectedIndexes())
            selected << index.row();
        std::sort(selected.begin(), selected.end());
        QCOMPARE(selected, (QList<int>{2, 6}));
    }
};

RS_GUITEST_MAIN(TestDataDialogs)
#include "tst_datadialogs.moc"
