// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The window on the layouts of issue 19 (docs/formats.md, docs/formats-hdf5.md): every
// file of fixtures/more-formats opens with the manifest's episodes in the navigator,
// grouped datasets name their episodes by group, robomimic's masks filter the navigator,
// and robomimic's camera frames show in the image view for the current episode's demo,
// byte for byte.
#include <app/gui/mainwindow.h>

#include <core/files/formats.h>
#include <widgets/model/document.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/view/episodenavigator.h>
#include <widgets/view/image/imagepanel.h>

#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTableView>
#include <QTreeView>
#include <QTest>

#include "testutils.h"

using namespace ReplayScope;

namespace {

QJsonObject manifestRecord(const QString& file)
{
    QFile f(TestUtils::sharedPath(QStringLiteral("fixtures/more-formats/manifest.json")));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    for (const QJsonValue& v : QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("files")).toArray())
        if (v.toObject().value(QStringLiteral("file")).toString() == file)
            return v.toObject();
    return {};
}

bool openFixture(MainWindow& window, const QString& file)
{
    QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
    window.openFiles({TestUtils::sharedPath(QStringLiteral("fixtures/more-formats/") + file)});
    return idle.wait(30000) && window.documentCount() == 1;
}

} // namespace

class TestMoreFormats : public QObject {
    Q_OBJECT

private slots:
    void testOpensEachLayout_data()
    {
        // Every file of the manifest, so that each layout (SB3, torch.save zip and
        // legacy, imitation npz and pickle, robomimic, d3rlpy v1/v2, TorchRL, the HDF5
        // filters) opens in the window; grouped layouts name their first episode.
        const QHash<QString, QString> firstNames{
            {QStringLiteral("robomimic_lift_image.hdf5"), QStringLiteral("demo_0")},
            {QStringLiteral("robomimic_d4rl_converted.hdf5"), QStringLiteral("demo_0")},
            {QStringLiteral("d3rlpy_replay_tuple_obs_v2.h5"), QStringLiteral("episode_0")},
            {QStringLiteral("d3rlpy_mdp_v2.h5"), QStringLiteral("episode_0")},
            {QStringLiteral("imitation_trajs.npz"), QStringLiteral("trajectory_0")},
        };
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("firstName");
        QFile f(TestUtils::sharedPath(QStringLiteral("fixtures/more-formats/manifest.json")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        int rows = 0;
        for (const QJsonValue& v :
             QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("files")).toArray()) {
            const QString file = v.toObject().value(QStringLiteral("file")).toString();
            QTest::newRow(qPrintable(file)) << file << firstNames.value(file, QStringLiteral("0"));
            ++rows;
        }
        QVERIFY(rows >= 23);
    }

    void testOpensEachLayout()
    {
        QFETCH(QString, file);
        QFETCH(QString, firstName);
        const QJsonObject record = manifestRecord(file);
        QVERIFY(!record.isEmpty());
        MainWindow window;
        QVERIFY(openFixture(window, file));
        Ui::Document* doc = window.document();
        QCOMPARE(doc->stepCount(), record.value(QStringLiteral("steps")).toInteger());
        const QJsonArray episodes = record.value(QStringLiteral("episodes")).toArray();
        QCOMPARE(window.episodeNavigator()->shownEpisodes().size(), episodes.size());
        for (qsizetype e = 0; e < episodes.size(); ++e) {
            const Core::Episode& got = doc->episodes().episodes()[std::size_t(e)];
            QCOMPARE(got.length(), episodes.at(e).toObject().value(QStringLiteral("length")).toInteger());
            QVERIFY(qAbs(got.episodeReturn - episodes.at(e).toObject().value(QStringLiteral("return")).toDouble())
                    < 1e-6);
        }
        const QAbstractItemModel* list = window.episodeNavigator()->listView()->model();
        QCOMPARE(list->index(0, 0).data().toString(), firstName);
    }

    void testRobomimicMasks_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("lift image") << QStringLiteral("robomimic_lift_image.hdf5");
        QTest::newRow("d4rl converted") << QStringLiteral("robomimic_d4rl_converted.hdf5");
    }

    void testRobomimicMasks()
    {
        // The navigator's mask box lists the file's masks; choosing one shows exactly the
        // demos the manifest says it lists, and "all episodes" brings the rest back.
        QFETCH(QString, file);
        const QJsonObject masks = manifestRecord(file).value(QStringLiteral("masks")).toObject();
        QVERIFY(masks.size() >= 2);
        MainWindow window;
        QVERIFY(openFixture(window, file));
        Ui::EpisodeNavigator* navigator = window.episodeNavigator();
        QComboBox* box = navigator->maskBox();
        QVERIFY(box->isVisibleTo(navigator));
        QCOMPARE(box->count(), masks.size() + 1);
        const qsizetype all = navigator->shownEpisodes().size();
        QCOMPARE(all, manifestRecord(file).value(QStringLiteral("episodes")).toArray().size());
        for (auto it = masks.begin(); it != masks.end(); ++it) {
            const int item = box->findData(it.key());
            QVERIFY2(item > 0, qPrintable(it.key()));
            box->setCurrentIndex(item);
            QStringList shown;
            const QAbstractItemModel* list = navigator->listView()->model();
            for (int r = 0; r < list->rowCount(); ++r)
                shown << list->index(r, 0).data().toString();
            QStringList want;
            for (const QJsonValue& demo : it.value().toArray())
                want << demo.toString();
            shown.sort();
            want.sort();
            QCOMPARE(shown, want);
            QCOMPARE(navigator->shownEpisodes().size(), want.size());
        }
        box->setCurrentIndex(0);
        QCOMPARE(navigator->shownEpisodes().size(), all);
        // A file without masks hides the box.
        MainWindow plain;
        QVERIFY(openFixture(plain, QStringLiteral("d3rlpy_replay_tuple_obs_v2.h5")));
        QVERIFY(!plain.episodeNavigator()->maskBox()->isVisibleTo(plain.episodeNavigator()));
    }

    void testRobomimicFramesPerDemo()
    {
        MainWindow window;
        QVERIFY(openFixture(window, QStringLiteral("robomimic_lift_image.hdf5")));
        Ui::Document* doc = window.document();
        Ui::ImagePanel* image = window.imagePanel();
        QVERIFY(image->imageKeys().contains(QStringLiteral("demo_0.obs.agentview_image")));
        image->setKey(QStringLiteral("demo_0.obs.agentview_image"));
        const Core::LoadedData data = Core::loadFile(
            TestUtils::sharedPath(QStringLiteral("fixtures/more-formats/robomimic_lift_image.hdf5")).toStdString());
        for (const std::int64_t episode : {0, 3}) {
            doc->setCurrentStep(doc->firstStepOf(episode) + 2);
            const QImage shown = image->image();
            QCOMPARE(shown.size(), QSize(8, 8));
            const Core::NdArray& frames =
                data.batch->findPath("demo_" + std::to_string(episode) + ".obs.agentview_image")->asArray();
            int differing = 0;
            for (int y = 0; y < 8; ++y)
                for (int x = 0; x < 8; ++x) {
                    const std::int64_t at = 2 * 192 + (y * 8 + x) * 3;
                    differing +=
                        shown.pixelColor(x, y)
                        != QColor(int(frames.toInt64(at)), int(frames.toInt64(at + 1)), int(frames.toInt64(at + 2)));
                }
            QCOMPARE(differing, 0);
        }
    }
};

RS_GUITEST_MAIN(TestMoreFormats)
#include "tst_moreformats.moc"
