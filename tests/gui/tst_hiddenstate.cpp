// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// Issue 22, item 5: nothing in the file is hidden. A prioritized buffer's state shows in
// Details and its weights as a read-only key the table and the plot show; an episode
// cut by the ring still says how it ended; a Sample is not shown as episodes. Expected
// values come from the real Tianshou 2.0.1 reading the same fixtures.
#include <app/gui/datacontroller.h>
#include <app/gui/mainwindow.h>

#include <widgets/model/batchtreemodel.h>
#include <widgets/model/detailsmodel.h>
#include <widgets/model/document.h>
#include <widgets/model/episodelistmodel.h>
#include <widgets/model/roles.h>
#include <widgets/model/saver.h>
#include <widgets/model/tasks/datatask.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/model/tensortablemodel.h>
#include <widgets/view/episodenavigator.h>
#include <widgets/view/keytreepanel.h>
#include <widgets/view/plot/plotpanel.h>

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "testutils.h"

using namespace ReplayScope;

namespace {

QString fixture(const QString& name)
{
    return TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/") + name);
}

bool openAndWait(MainWindow& window, const QString& path)
{
    QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
    window.openFiles({path});
    return idle.wait(30000);
}

// The real Tianshou's view of a pickled buffer: its prioritized state (repr of each
// number) and the weight of each valid slot, oldest first.
const char* const kPriorityScript = R"(
import json, pickle, sys
sys.path.insert(0, sys.argv[1])
import numpy as np
buf = pickle.load(open(sys.argv[2], 'rb'))
order = buf.sample_indices(0)
print(json.dumps({'alpha': repr(buf._alpha), 'beta': repr(buf._beta), 'max': repr(buf._max_prio),
                  'min': repr(buf._min_prio), 'weights': [float(w) for w in buf.weight[order]],
                  'keys': sorted(buf._meta.keys()) if len(sys.argv) > 3 else []}))
)";

QJsonObject tianshouPriorities(const QString& path, bool keys = false)
{
    QStringList args{TestUtils::sharedPath(QStringLiteral("tools/tianshou-2.0.1")), path};
    if (keys)
        args << QStringLiteral("keys");
    return QJsonDocument::fromJson(TestUtils::pythonOutput(QString::fromUtf8(kPriorityScript), args)).object();
}

} // namespace

class TestHiddenState : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("ReplayScopeTests"));
        QApplication::setApplicationName(QStringLiteral("tst_hiddenstate"));
    }

    // Details lists alpha, beta and the priorities seen, as Tianshou has them.
    void testPriorityStateInDetails()
    {
        const QString path = fixture(QStringLiteral("prio.p4.pkl"));
        const QJsonObject expected = tianshouPriorities(path);
        QVERIFY(!expected.isEmpty());
        MainWindow window;
        QVERIFY(openAndWait(window, path));
        const Ui::DetailsModel* details = window.detailsModel();
        QCOMPARE(details->valueOf(QStringLiteral("Priority exponent (alpha)")), expected[u"alpha"].toString());
        QCOMPARE(details->valueOf(QStringLiteral("Importance exponent (beta)")), expected[u"beta"].toString());
        QCOMPARE(details->valueOf(QStringLiteral("Largest priority seen")), expected[u"max"].toString());
        QCOMPARE(details->valueOf(QStringLiteral("Smallest priority seen")), expected[u"min"].toString());
    }

    // The weights are a key of their own: marked as state, read-only, in the table and
    // the plot step by step, and never saved into the data.
    void testWeightsAreAReadOnlyKey()
    {
        const QString path = fixture(QStringLiteral("prio.p4.pkl"));
        const QJsonArray weights = tianshouPriorities(path)[u"weights"].toArray();
        MainWindow window;
        QVERIFY(openAndWait(window, path));
        Ui::Document* doc = window.document();
        QCOMPARE(qint64(weights.size()), doc->stepCount());
        const QString key = QStringLiteral("(weight)");
        const QModelIndex item = window.keyModel()->indexForPath(key);
        QVERIFY(item.isValid());
        QVERIFY(item.data(Ui::IsStateKeyRole).toBool());
        QVERIFY(!(window.keyModel()->flags(item) & Qt::ItemIsEditable));
        QVERIFY(item.data(Qt::ToolTipRole).toString().contains(QStringLiteral("not saved")));

        QSignalSpy plotted(window.plotPanel(), &Ui::PlotPanel::plotted);
        QVERIFY(window.keyTreePanel()->selectPath(key));
        QCOMPARE(window.tableModel()->key(), key);
        QCOMPARE(window.tableModel()->rowCount(), int(weights.size()));
        for (int row = 0; row < weights.size(); ++row) {
            const QModelIndex cell = window.tableModel()->index(row, 0);
            QVERIFY(qAbs(cell.data().toString().toDouble() - weights[row].toDouble()) < 1e-6);
            QVERIFY(!(window.tableModel()->flags(cell) & Qt::ItemIsEditable));
        }
        QVERIFY(!window.actions().deleteKey->isEnabled());

        QVERIFY(window.plotPanel()->key() == key && (window.plotPanel()->series() || plotted.wait(20000)));
        const auto& series = window.plotPanel()->series();
        QVERIFY(series);
        QCOMPARE(series->steps(), doc->stepCount());
        for (int step = 0; step < weights.size(); ++step)
            QCOMPARE(series->columns.front().values()[std::size_t(step)], weights[step].toDouble());

        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("prio.pkl"));
        Ui::saveFile(saved, Ui::SaveFormat::Pickle, doc->root(), doc->buffer());
        const QJsonObject reread = tianshouPriorities(saved, true);
        QCOMPARE(reread[u"weights"].toArray(), weights);
        QVERIFY(!reread[u"keys"].toArray().contains(key));
        QVERIFY(reread[u"keys"].toArray().contains(QStringLiteral("obs")));
    }
};

QTEST_MAIN(TestHiddenState)
#include "tst_hiddenstate.moc"
