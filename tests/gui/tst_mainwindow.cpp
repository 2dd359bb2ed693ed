// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/mainwindow.h>

#include <core/demo/cartpole.h>
#include <widgets/model/batchtreemodel.h>
#include <widgets/model/document.h>
#include <widgets/view/keytreepanel.h>

#include <QApplication>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

#include "testutils.h"

using namespace ReplayScope;

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void testShowsDemoKeyTree()
    {
        MainWindow window;
        auto demo = std::make_shared<Core::Batch>(Core::makeCartPoleDemo());
        window.setDocument(new Ui::Document(demo, QString(), QStringLiteral("CartPole demo")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.windowTitle(), QStringLiteral("CartPole demo — ReplayScope"));
        QTreeView* tree = window.keyTreePanel()->treeView();
        QCOMPARE(tree->model()->rowCount(), static_cast<int>(demo->entries().size()));
        QCOMPARE(tree->model()->index(0, 0).data().toString(), QStringLiteral("obs"));
    }

    void testFilterKeepsMatchingBranches()
    {
        MainWindow window;
        window.setDocument(new Ui::Document(std::make_shared<Core::Batch>(Core::makeCartPoleDemo()), QString(),
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
        QCOMPARE(selected.count(), 1);
        QCOMPARE(selected.at(0).at(0).toString(), QStringLiteral("info.policy.margin"));
    }
};

RS_GUITEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
