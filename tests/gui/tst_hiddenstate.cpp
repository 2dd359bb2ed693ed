// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// Issue 22, item 5: nothing in the file is hidden. A prioritized buffer's state shows in
// Details and its weights as a read-only key the table and the plot show; an episode
// cut by the ring still says how it ended; a Sample is not shown as episodes. Expected
// values come from the real Tianshou 2.0.1 reading the same fixtures.
#include <app/gui/datacontroller.h>
#include <app/gui/actions.h>
#include <app/gui/mainwindow.h>

#include <core/buffer/episodes.h>

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
#include <QLocale>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
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

// The episodes the real Tianshou walks in a pickled buffer (tests/data/tianshou/episodes.py).
QJsonObject tianshouEpisodes(const QString& path)
{
    bool ok = false;
    QString error;
    const QByteArray out = TestUtils::runPythonFile(QStringLiteral("tianshou/episodes.py"),
                                                    {QStringLiteral(REPLAYSCOPE_SHARED_DIR), path}, &ok, &error);
    if (!ok)
        qWarning("%s", qPrintable(error));
    return QJsonDocument::fromJson(out).object();
}

QStringList endColumn(const QAbstractItemModel* model)
{
    QStringList out;
    for (int r = 0; r < model->rowCount(); ++r)
        out << model->index(r, Ui::EpisodeEndColumn).data().toString();
    return out;
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

    // A PrioritizedVectorReplayBuffer (made here by the real Tianshou) keeps one tree
    // over all sub-buffers' slots: Details and (weight) show the manager's state.
    void testVectorBufferPriorities()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pvec.pkl"));
        const char* const make = R"(
import pickle, sys
sys.path.insert(0, sys.argv[1])
import numpy as np
from tianshou.data import Batch, PrioritizedVectorReplayBuffer
buf = PrioritizedVectorReplayBuffer(20, 2, alpha=0.5, beta=0.3)
for i in range(14):
    buf.add(Batch(obs=np.array([i, i]), act=np.array([0, 1]), rew=np.array([1.0, 2.0]),
                  terminated=np.array([i % 5 == 4, False]), truncated=np.array([False, False]),
                  obs_next=np.array([i + 1, i + 1]), info=Batch()), buffer_ids=[0, 1])
index = buf.sample_indices(0)
buf.update_weight(index, np.linspace(0.1, 3.0, len(index)))
pickle.dump(buf, open(sys.argv[2], 'wb'))
print('ok')
)";
        QCOMPARE(TestUtils::pythonOutput(QString::fromUtf8(make),
                                         {TestUtils::sharedPath(QStringLiteral("tools/tianshou-2.0.1")), path}),
                 QByteArray("ok"));
        const QJsonObject expected = tianshouPriorities(path);
        const QJsonArray weights = expected[u"weights"].toArray();
        MainWindow window;
        QVERIFY(openAndWait(window, path));
        const Ui::DetailsModel* details = window.detailsModel();
        QCOMPARE(details->valueOf(QStringLiteral("Priority exponent (alpha)")), expected[u"alpha"].toString());
        QCOMPARE(details->valueOf(QStringLiteral("Importance exponent (beta)")), expected[u"beta"].toString());
        QCOMPARE(details->valueOf(QStringLiteral("Largest priority seen")), expected[u"max"].toString());
        QCOMPARE(details->valueOf(QStringLiteral("Smallest priority seen")), expected[u"min"].toString());
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("(weight)")));
        QCOMPARE(window.tableModel()->rowCount(), int(weights.size()));
        for (int row = 0; row < weights.size(); ++row)
            QVERIFY(qAbs(window.tableModel()->index(row, 0).data().toString().toDouble() - weights[row].toDouble())
                    < 1e-6);
    }

    // An episode whose start the ring overwrote still says how it ended, with "start
    // overwritten" beside it; deleting another episode keeps both.
    void testCutEpisodeSaysHowItEnded()
    {
        const QString path = fixture(QStringLiteral("buffer_wrapped.p4.pkl"));
        const QJsonObject tianshou = tianshouEpisodes(path);
        QVERIFY(tianshou[u"wrapped"].toBool());
        QStringList ends; // Tianshou's end of each episode, the oldest marked as cut
        qint64 terminated = 0;
        for (const QJsonValue& e : tianshou[u"episodes"].toArray()) {
            const QString end = e.toObject()[u"end"].toString();
            terminated += end == QStringLiteral("terminated") ? 1 : 0;
            ends << (ends.isEmpty() ? end + QStringLiteral(" · start overwritten") : end);
        }
        QVERIFY(ends.size() >= 3);
        MainWindow window;
        QVERIFY(openAndWait(window, path));
        Ui::EpisodeNavigator* navigator = window.episodeNavigator();
        const Ui::EpisodeListModel* model = navigator->model();
        QCOMPARE(endColumn(model), ends);
        QVERIFY(model->index(0, Ui::EpisodeEndColumn).data(Ui::StartOverwrittenRole).toBool());
        QVERIFY(!model->index(1, Ui::EpisodeEndColumn).data(Ui::StartOverwrittenRole).toBool());
        QCOMPARE(window.detailsModel()->valueOf(QStringLiteral("Terminated")), QString::number(terminated));
        QCOMPARE(window.detailsModel()->valueOf(QStringLiteral("Start overwritten by the ring")), QStringLiteral("1"));
        navigator->setFilter({}, {}, {}, {}, int(Core::EpisodeEnd::Cut));
        QCOMPARE(navigator->shownEpisodes(), QList<qint64>{0});
        navigator->setFilter({}, {}, {}, {}, -1);

        navigator->selectEpisodes({1});
        window.actions().deleteEpisodes->trigger();
        QStringList left = ends;
        left.removeAt(1);
        QCOMPARE(endColumn(model), left);
        QVERIFY(model->index(0, Ui::EpisodeEndColumn).data(Ui::StartOverwrittenRole).toBool());
        window.document()->undoStack()->undo();
        QCOMPARE(endColumn(model), ends);
        window.document()->undoStack()->redo();
        QCOMPARE(endColumn(model), left);
    }

    // A buffer the ring never wrapped (buffer_doc3: 3 adds into size 20, write pointer 3)
    // overwrote no episode's start: its one unfinished episode is not counted as cut.
    void testUnwrappedBufferCountsNoOverwrittenStart()
    {
        const QString path = fixture(QStringLiteral("buffer_doc3.p4.pkl"));
        const QJsonObject tianshou = tianshouEpisodes(path);
        QVERIFY(!tianshou[u"episodes"].toArray().isEmpty());
        QVERIFY(!tianshou[u"wrapped"].toBool());
        qint64 unfinished = 0;
        for (const QJsonValue& e : tianshou[u"episodes"].toArray())
            unfinished += e.toObject()[u"end"].toString() == QStringLiteral("unfinished") ? 1 : 0;
        QVERIFY(unfinished > 0);
        MainWindow window;
        // After a wrapped buffer in another tab, whose oldest episode is cut.
        QVERIFY(openAndWait(window, fixture(QStringLiteral("buffer_wrapped.p4.pkl"))));
        QCOMPARE(window.detailsModel()->valueOf(QStringLiteral("Start overwritten by the ring")), QStringLiteral("1"));
        QVERIFY(openAndWait(window, path));
        QCOMPARE(window.documentCount(), 2);
        const Ui::DetailsModel* details = window.detailsModel();
        QCOMPARE(details->valueOf(QStringLiteral("Episodes")),
                 QLocale().toString(tianshou[u"episodes"].toArray().size()));
        QCOMPARE(details->valueOf(QStringLiteral("Unfinished")), QString::number(unfinished));
        QCOMPARE(details->valueOf(QStringLiteral("Start overwritten by the ring")), QStringLiteral("0"));
        QVERIFY(!window.episodeNavigator()
                     ->model()
                     ->index(0, Ui::EpisodeEndColumn)
                     .data(Ui::StartOverwrittenRole)
                     .toBool());
    }

    // Sample draws random rows: they are not a sequence of episodes, and the navigator
    // says so instead of listing them. All rows in order are still the episodes.
    void testSampleIsNotEpisodes()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, fixture(QStringLiteral("cartpole_like.p4.pkl"))));
        const Ui::Document* source = window.document();
        QVERIFY(source->episodes().count() > 1);
        const auto sample = [&](qint64 count) {
            QSignalSpy finished(window.dataController()->task(), &Ui::DataTask::finished);
            return window.dataController()->sample(count, 7) && finished.wait(30000);
        };
        QVERIFY(sample(source->stepCount() / 2));
        Ui::Document* random = window.document();
        QVERIFY(random != source);
        QCOMPARE(random->episodes().count(), 0);
        QCOMPARE(window.episodeNavigator()->model()->rowCount(), 0);
        QVERIFY(!window.actions().nextEpisode->isEnabled());
        QVERIFY(window.detailsModel()->valueOf(QStringLiteral("Episodes")).contains(QStringLiteral("random sample")));

        window.tabBar()->setCurrentIndex(0); // sample the buffer again, all of it this time
        QCOMPARE(window.document(), source);
        QVERIFY(sample(source->stepCount()));
        QCOMPARE(window.document()->episodes().count(), source->episodes().count());
    }
};

QTEST_MAIN(TestHiddenState)
#include "tst_hiddenstate.moc"
