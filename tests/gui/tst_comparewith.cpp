// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// File ▸ Compare With… (issue 21, part 1) through the main window: statistics checked
// against numpy on the fixtures' own data, the same buffer written twice by Tianshou
// (pickle and save_hdf5) compares equal.
#include <app/gui/mainwindow.h>

#include <widgets/model/compare/comparemodel.h>
#include <widgets/model/document.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/view/comparewindow.h>

#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <qcustomplot.h>

#include <numeric>

#include "testutils.h"

using namespace ReplayScope;

class TestCompareWith : public QObject {
    Q_OBJECT

    static QString fixture(const QString& name)
    {
        return TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/") + name);
    }

    static bool openBoth(MainWindow& window, const QString& a, const QString& b)
    {
        QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
        window.openFiles({fixture(a), fixture(b)});
        return idle.wait(30000) && window.documentCount() == 2;
    }

    /// Runs compareWith on the first tab and waits for the result.
    static Ui::CompareWindow* compare(MainWindow& window)
    {
        window.setCurrentDocument(0);
        Ui::CompareWindow* shown = window.compareWith();
        if (!shown)
            return nullptr;
        QSignalSpy done(shown, &Ui::CompareWindow::compared);
        return done.wait(30000) ? shown : nullptr;
    }

    /// The bar heights of the plot's two bar charts (A, B).
    static QList<QList<double>> barHeights(QCustomPlot* plot)
    {
        QList<QList<double>> out;
        for (int i = 0; i < plot->plottableCount(); ++i)
            if (auto* bars = qobject_cast<QCPBars*>(plot->plottable(i))) {
                QList<double> heights;
                for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
                    heights << it->value;
                out << heights;
            }
        return out;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("ReplayScopeTests"));
        QApplication::setApplicationName(QStringLiteral("tst_comparewith"));
    }

    void sameBufferTwoFormatsIsEqual()
    {
        MainWindow window;
        QVERIFY(openBoth(window, QStringLiteral("buffer_wrapped.p4.pkl"), QStringLiteral("buffer_wrapped.h5")));
        QVERIFY(window.actions().compareWith->isEnabled());
        Ui::CompareWindow* shown = compare(window);
        QVERIFY(shown);
        QVERIFY(shown->model()->comparison().equal());
        for (int row = 0; row < shown->model()->rowCount(); ++row)
            QVERIFY(!shown->model()->index(row, 0).data(Qt::BackgroundRole).isValid());
        // The selected key's two distributions: the same bars.
        const QList<QList<double>> bars = barHeights(shown->plot());
        QCOMPARE(bars.size(), 2);
        QCOMPARE(bars[0], bars[1]);
        // Episode lengths: one bar chart per side, as many episodes as each has.
        shown->plotChoice()->setCurrentIndex(3);
        const QList<QList<double>> lengths = barHeights(shown->plot());
        QCOMPARE(lengths.size(), 2);
        QCOMPARE(std::accumulate(lengths[0].begin(), lengths[0].end(), 0.0),
                 double(window.document()->episodes().count()));
        shown->close();
        QCoreApplication::processEvents();
        for (int i = 0; i < 2; ++i)
            QVERIFY(!window.documentAt(i)->isBusy());
    }

    void differencesMatchNumpy()
    {
        MainWindow window;
        QVERIFY(openBoth(window, QStringLiteral("in_cat_1.p4.pkl"), QStringLiteral("in_cat_2.p4.pkl")));
        Ui::CompareWindow* shown = compare(window);
        QVERIFY(shown);
        const Core::BufferComparison& c = shown->model()->comparison();
        QVERIFY(!c.equal());
        bool ok = false;
        const QByteArray out = TestUtils::runPython(
            QStringLiteral("import json, pickle, sys\n"
                           "import numpy as np\n"
                           "sys.path.insert(0, sys.argv[3])\n"
                           "a = pickle.load(open(sys.argv[1], 'rb')).a\n"
                           "b = pickle.load(open(sys.argv[2], 'rb')).a\n"
                           "print(json.dumps([float(a.mean()), float(a.std()), float(b.mean()), float(b.std())]))"),
            {fixture(QStringLiteral("in_cat_1.p4.pkl")), fixture(QStringLiteral("in_cat_2.p4.pkl")),
             TestUtils::sharedPath(QStringLiteral("tools/pystub"))},
            &ok);
        QVERIFY(ok);
        const QJsonArray numpy = QJsonDocument::fromJson(out).array();
        QCOMPARE(numpy.size(), 4);
        int row = -1;
        for (int i = 0; i < shown->model()->rowCount(); ++i)
            if (shown->model()->keyAt(i)->key == "a")
                row = i;
        QVERIFY(row >= 0);
        const Core::KeyComparison* a = shown->model()->keyAt(row);
        QVERIFY(a->statsA && a->statsB);
        QCOMPARE(a->statsA->mean, numpy[0].toDouble());
        QCOMPARE(a->statsA->std, numpy[1].toDouble());
        QCOMPARE(a->statsB->mean, numpy[2].toDouble());
        QCOMPARE(a->statsB->std, numpy[3].toDouble());
        QVERIFY(shown->model()->index(row, 0).data(Qt::BackgroundRole).isValid()); // tinted: it differs
        QVERIFY(shown->model()->index(row, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("shape")));
        // Rows of unequal counts are not compared one to one: the cell says so, with both counts.
        QVERIFY(a->shapeA.front() != a->shapeB.front());
        const QString rows = shown->model()->index(row, Ui::CompareModel::RowsColumn).data().toString();
        QVERIFY2(rows.contains(QString::number(a->shapeA.front())) && rows.contains(QString::number(a->shapeB.front())),
                 qPrintable(rows));
    }
};

QTEST_MAIN(TestCompareWith)
#include "tst_comparewith.moc"
