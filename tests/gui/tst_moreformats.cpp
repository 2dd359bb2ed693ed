// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The window on the dataset layouts of issue 19 (docs/formats-hdf5.md): one file of each
// opens with the manifest's episodes in the navigator, grouped datasets name their
// episodes by group, and robomimic's camera frames show in the image view for the
// current episode's demo, byte for byte.
#include <app/gui/mainwindow.h>

#include <core/files/formats.h>
#include <widgets/model/document.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/view/episodenavigator.h>
#include <widgets/view/image/imagepanel.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
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
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("firstName");
        QTest::newRow("robomimic") << QStringLiteral("robomimic_lift_image.hdf5") << QStringLiteral("demo_0");
        QTest::newRow("d3rlpy v2") << QStringLiteral("d3rlpy_replay_tuple_obs_v2.h5") << QStringLiteral("episode_0");
        QTest::newRow("d3rlpy v1") << QStringLiteral("d3rlpy_mdp_v1.h5") << QStringLiteral("0");
        QTest::newRow("imitation") << QStringLiteral("imitation_trajs.npz") << QStringLiteral("trajectory_0");
        QTest::newRow("torchrl") << QStringLiteral("torchrl_tdrb/") << QStringLiteral("0");
        QTest::newRow("torchrl pytree") << QStringLiteral("torchrl_pytree_rb/") << QStringLiteral("0");
        QTest::newRow("blosc") << QStringLiteral("d4rl_blosc.hdf5") << QStringLiteral("0");
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
