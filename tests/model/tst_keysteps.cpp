// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// Rows of a key against the document's steps: per-step keys of a Tianshou buffer and
// the episode groups of a Minari dataset, with episode lengths from the fixtures'
// manifests (written by the fixture generator from the files, not by this code).
#include <widgets/model/keysteps.h>

#include "modeltesthelpers.h"

#include <QTest>

#include <memory>

using namespace ReplayScope;

namespace {

const QString MinariFile = QStringLiteral("minari_like/data/main_data.hdf5");

// First step of each episode and the step count, from the manifest's lengths.
std::vector<qint64> manifestFirsts(qint64* steps)
{
    std::vector<qint64> firsts;
    qint64 at = 0;
    const QJsonArray episodes = ModelTest::manifestEntry(QStringLiteral("other-formats"), MinariFile)
                                    .value(QStringLiteral("episodes"))
                                    .toArray();
    for (const QJsonValue& e : episodes) {
        firsts.push_back(at);
        at += e.toObject().value(QStringLiteral("length")).toInteger();
    }
    *steps = at;
    return firsts;
}

} // namespace

class TestKeySteps : public QObject {
    Q_OBJECT

private slots:
    void testMinariGroupRowsAreTheirEpisodesSteps()
    {
        qint64 steps = 0;
        const std::vector<qint64> first = manifestFirsts(&steps);
        QCOMPARE(first.size(), std::size_t(4));
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(QStringLiteral("other-formats/") + MinariFile));
        QCOMPARE(doc->stepCount(), steps);
        const qint64 length2 = first[3] - first[2];
        const QString actions2 = QStringLiteral("episode_2.actions");
        QCOMPARE(Ui::stepOfKeyRow(*doc, actions2, 0), first[2]);
        QCOMPARE(Ui::stepOfKeyRow(*doc, actions2, length2 - 1), first[3] - 1);
        // observations have one row more: the last belongs to the episode's last step.
        QCOMPARE(Ui::stepOfKeyRow(*doc, QStringLiteral("episode_2.observations"), length2), first[3] - 1);
        QCOMPARE(Ui::stepOfKeyRow(*doc, actions2, -1), qint64(-1));

        QCOMPARE(Ui::keyRowOfStep(*doc, actions2, first[2] + 3), qint64(3));
        QCOMPARE(Ui::keyRowOfStep(*doc, actions2, first[2] - 1), qint64(-1)); // episode 1's last step
        QCOMPARE(Ui::keyRowOfStep(*doc, actions2, first[3]), qint64(-1)); // episode 3's first step
    }

    void testMinariCursorMovesTheKeyToItsEpisodesGroup()
    {
        qint64 steps = 0;
        const std::vector<qint64> first = manifestFirsts(&steps);
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(QStringLiteral("other-formats/") + MinariFile));
        doc->setCurrentStep(first[2] + 3);
        QCOMPARE(Ui::keyAtCursor(*doc, QStringLiteral("episode_0.rewards")), QStringLiteral("episode_2.rewards"));
        QCOMPARE(Ui::keyAtCursor(*doc, QStringLiteral("episode_2.rewards")), QStringLiteral("episode_2.rewards"));
        QCOMPARE(Ui::keyAtCursor(*doc, QStringLiteral("episode_0.no_such_key")), QString());
        QCOMPARE(Ui::episodeToVisit(*doc, QStringLiteral("episode_3.actions")), qint64(3));
        QCOMPARE(Ui::episodeToVisit(*doc, QStringLiteral("episode_2.actions")), qint64(-1));
    }

    void testBufferKeysArePerStep()
    {
        const QJsonObject entry =
            ModelTest::manifestEntry(QStringLiteral("tianshou-v2.0.1"), QStringLiteral("cartpole_like.p4.pkl"));
        const qint64 len = entry.value(QStringLiteral("len")).toInteger();
        QVERIFY(len > 10);
        std::unique_ptr<Ui::Document> doc(
            ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/cartpole_like.p4.pkl")));
        QCOMPARE(doc->stepCount(), len);
        QCOMPARE(Ui::stepOfKeyRow(*doc, QStringLiteral("obs"), 7), qint64(7));
        QCOMPARE(Ui::stepOfKeyRow(*doc, QStringLiteral("obs"), len), qint64(-1));
        QCOMPARE(Ui::keyRowOfStep(*doc, QStringLiteral("rew"), len - 1), len - 1);
        QCOMPARE(Ui::keyRowOfStep(*doc, QStringLiteral("no_such_key"), 3), qint64(-1));
        doc->setCurrentStep(5);
        QCOMPARE(Ui::keyAtCursor(*doc, QStringLiteral("obs")), QStringLiteral("obs"));
        QCOMPARE(Ui::episodeToVisit(*doc, QStringLiteral("obs")), qint64(-1));
    }
};

QTEST_GUILESS_MAIN(TestKeySteps)
#include "tst_keysteps.moc"
