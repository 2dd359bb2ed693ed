// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// Minari datasets in the window: the episodes are the file's `episode_N` groups; the
// navigator lists them as the manifest does, the table follows the cursor from group to
// group, and chosen episodes export as transitions our reader and CPython load.
#include <app/gui/actions.h>
#include <app/gui/datacontroller.h>
#include <app/gui/mainwindow.h>

#include <core/files/formats.h>
#include <widgets/model/data/episodeexport.h>
#include <widgets/model/document.h>
#include <widgets/model/tasks/datatask.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/model/tensortablemodel.h>
#include <widgets/view/episodenavigator.h>
#include <widgets/view/errorbanner.h>
#include <widgets/view/keytreepanel.h>
#include <widgets/view/tablepanel.h>

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "testutils.h"

using namespace ReplayScope;

namespace {

const QString MinariFile = QStringLiteral("minari_like/data/main_data.hdf5");

QJsonArray manifestEpisodes()
{
    return TestUtils::manifestEntry(QStringLiteral("other-formats"), MinariFile)
        .value(QStringLiteral("episodes"))
        .toArray();
}

bool openMinari(MainWindow& window)
{
    QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
    window.openFiles({TestUtils::sharedPath(QStringLiteral("fixtures/other-formats/") + MinariFile)});
    return idle.wait(30000) && window.documentCount() == 1;
}

QString endText(Core::EpisodeEnd end)
{
    switch (end) {
    case Core::EpisodeEnd::Terminated: return QStringLiteral("terminated");
    case Core::EpisodeEnd::Truncated: return QStringLiteral("truncated");
    case Core::EpisodeEnd::Unfinished: return QStringLiteral("unfinished");
    case Core::EpisodeEnd::Cut: break;
    }
    return QStringLiteral("cut");
}

} // namespace

class TestMinari : public QObject {
    Q_OBJECT

private slots:
    void testEpisodesAreTheGroups()
    {
        const QJsonArray want = manifestEpisodes();
        QCOMPARE(want.size(), 4);
        MainWindow window;
        QVERIFY(openMinari(window));
        Ui::Document* doc = window.document();
        QVERIFY(doc->hasEpisodeGroups());
        const auto& episodes = doc->episodes().episodes();
        QCOMPARE(qsizetype(episodes.size()), want.size());
        qint64 steps = 0;
        for (qsizetype e = 0; e < want.size(); ++e) {
            const QJsonObject w = want.at(e).toObject();
            const Core::Episode& got = episodes[std::size_t(e)];
            QCOMPARE(got.length(), w.value(QStringLiteral("length")).toInteger());
            QVERIFY(qAbs(got.episodeReturn - w.value(QStringLiteral("return")).toDouble()) < 1e-9);
            QCOMPARE(endText(got.end()), w.value(QStringLiteral("end")).toString());
            QCOMPARE(doc->firstStepOf(e), steps);
            steps += got.length();
        }
        QCOMPARE(doc->stepCount(), steps);
        QCOMPARE(window.episodeNavigator()->shownEpisodes().size(), want.size());
    }

    void testTableFollowsTheCursorFromGroupToGroup()
    {
        MainWindow window;
        QVERIFY(openMinari(window));
        Ui::Document* doc = window.document();
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("episode_0.rewards")));
        doc->goToEpisode(2);
        QCOMPARE(window.tableModel()->key(), QStringLiteral("episode_2.rewards"));
        QCOMPARE(window.tablePanel()->tableView()->currentIndex().row(), 0);
        doc->setCurrentStep(doc->firstStepOf(2) + 3);
        QCOMPARE(window.tablePanel()->tableView()->currentIndex().row(), 3);
        // A row of another episode's group moves the cursor to that episode's step.
        QVERIFY(window.keyTreePanel()->selectPath(QStringLiteral("episode_3.actions")));
        QCOMPARE(doc->currentEpisode(), qint64(3));
        window.tablePanel()->tableView()->setCurrentIndex(window.tableModel()->index(5, 0));
        QCOMPARE(doc->currentStep(), doc->firstStepOf(3) + 5);
    }

    // Episodes 1 and 3 as D4RL HDF5 and as a Tianshou pickle: steps, returns and the
    // obs/obs_next pairing (observations rows r and r + 1) survive.
    void testExportChosenEpisodes()
    {
        const QJsonArray want = manifestEpisodes();
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(openMinari(window));
        window.episodeNavigator()->selectEpisodes({1, 3});
        const QList<qint64> chosen = window.episodeNavigator()->selectedEpisodes();
        QCOMPARE(chosen, (QList<qint64>{1, 3}));
        const qint64 steps = want.at(1).toObject().value(QStringLiteral("length")).toInteger()
                             + want.at(3).toObject().value(QStringLiteral("length")).toInteger();

        const QString d4rl = dir.filePath(QStringLiteral("chosen.hdf5"));
        QSignalSpy finished(window.dataController()->task(), &Ui::DataTask::finished);
        QVERIFY(window.dataController()->exportEpisodes(chosen, d4rl, Ui::ExportFormat::D4rlHdf5));
        QVERIFY(finished.wait(30000));
        bool ok = false;
        QString error;
        // D4RL's names at the root, one row per step, as D4RL's loaders read them.
        const QByteArray names = TestUtils::runPython(
            QStringLiteral(
                "import sys, h5py\nf = h5py.File(sys.argv[1], 'r')\n"
                "print(' '.join(f'{k}={len(f[k])}' for k in sorted(f.keys()) if isinstance(f[k], h5py.Dataset)))"),
            {d4rl}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        const QByteArray n = QByteArray::number(steps);
        QCOMPARE(names.trimmed(), "actions=" + n + " next_observations=" + n + " observations=" + n + " rewards=" + n
                                      + " terminals=" + n + " timeouts=" + n);
        const Core::LoadedData back = Core::loadFile(d4rl.toStdString());
        QCOMPARE(QString::fromStdString(back.layout), QStringLiteral("d4rl")); // plain HDF5, no Tianshou markers
        const Core::EpisodeList list = back.episodeList();
        QCOMPARE(list.count(), 2);
        for (int i = 0; i < 2; ++i) {
            const QJsonObject w = want.at(i == 0 ? 1 : 3).toObject();
            QCOMPARE(list.episodes()[std::size_t(i)].length(), w.value(QStringLiteral("length")).toInteger());
            QVERIFY(qAbs(list.episodes()[std::size_t(i)].episodeReturn - w.value(QStringLiteral("return")).toDouble())
                    < 1e-6);
        }

        const QString pickle = dir.filePath(QStringLiteral("chosen.pkl"));
        QVERIFY(window.dataController()->exportEpisodes(chosen, pickle, Ui::ExportFormat::TianshouPickle));
        QVERIFY(finished.wait(30000));
        // Tianshou (the pystub) loads the Batch; its obs_next rows are the next
        // observations of the same episode, compared against h5py's reading of the file.
        const QByteArray out = TestUtils::runPython(
            QStringLiteral("import sys\nsys.path.insert(0, sys.argv[3])\nimport pickle, h5py, numpy as np\n"
                           "b = pickle.load(open(sys.argv[1], 'rb'))\n"
                           "f = h5py.File(sys.argv[2], 'r')\n"
                           "o1, o3 = f['episode_1/observations'][()], f['episode_3/observations'][()]\n"
                           "obs = np.concatenate([o1[:-1], o3[:-1]]); nxt = np.concatenate([o1[1:], o3[1:]])\n"
                           "print(type(b).__name__, len(b.rew), int(np.array_equal(b.obs, obs)),"
                           " int(np.array_equal(b.obs_next, nxt)))"),
            {pickle, TestUtils::sharedPath(QStringLiteral("fixtures/other-formats/") + MinariFile),
             TestUtils::sharedPath(QStringLiteral("tools/pystub"))},
            &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        QCOMPARE(out.trimmed(), QByteArray("Batch ") + QByteArray::number(steps) + QByteArray(" 1 1"));
    }

    // A Minari dataset is a folder: File ▸ Open Dataset Folder… (and a folder given on the
    // command line or dropped) opens it as its data file; a folder that is no dataset says so.
    void testDatasetFolderOpens()
    {
        MainWindow window;
        QVERIFY(window.actions().openFolder->isEnabled());
        QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
        window.openFiles({TestUtils::sharedPath(QStringLiteral("fixtures/other-formats/minari_like"))});
        QVERIFY(idle.wait(30000));
        QCOMPARE(window.documentCount(), 1);
        QCOMPARE(window.document()->filePath(),
                 QFileInfo(TestUtils::sharedPath(QStringLiteral("fixtures/other-formats/") + MinariFile))
                     .absoluteFilePath());
        QCOMPARE(window.document()->episodes().count(), manifestEpisodes().size());

        // The Open dialog cannot pick a folder: the dataset's metadata.json opens it too.
        MainWindow second;
        QSignalSpy secondIdle(second.loadTask(), &Ui::LoadTask::idle);
        second.openFiles(
            {TestUtils::sharedPath(QStringLiteral("fixtures/other-formats/minari_like/data/metadata.json"))});
        QVERIFY(secondIdle.wait(30000));
        QCOMPARE(second.documentCount(), 1);
        QCOMPARE(second.document()->filePath(), window.document()->filePath());
        QCOMPARE(second.document()->episodes().count(), manifestEpisodes().size());

        QTemporaryDir empty;
        window.openFiles({empty.path()});
        QVERIFY(idle.wait(30000));
        QCOMPARE(window.documentCount(), 1);
        const QString message = window.errorBanner()->message();
        QVERIFY2(message.contains(QStringLiteral("Could not open "))
                     && message.contains(QFileInfo(empty.path()).fileName()),
                 qPrintable(message));
    }
};

RS_GUITEST_MAIN(TestMinari)
#include "tst_minari.moc"
