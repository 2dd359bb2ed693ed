// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// A buffer's steps kept as its ring rotated (issue 23: no 16 bytes a step) must map
// steps and slots exactly as ReplayBuffer::chronologicalIndices orders them, for
// wrapped and unwrapped buffers, and the plot series read the same rows through it.
#include "modeltesthelpers.h"

#include <core/buffer/replaybuffer.h>
#include <widgets/model/document.h>
#include <widgets/model/plot/keyseries.h>

#include <QTest>

#include <memory>

using namespace ReplayScope;

class TestStepRing : public QObject {
    Q_OBJECT

private slots:
    void testStepsFollowTheChronology_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<bool>("ring");
        QTest::newRow("wrapped pickle") << QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl") << true;
        QTest::newRow("wrapped hdf5") << QStringLiteral("tianshou-v2.0.1/buffer_wrapped.h5") << true;
        QTest::newRow("v0.5 wrapped") << QStringLiteral("tianshou-v0.5.0/buffer_wrapped.p4.pkl") << true;
        QTest::newRow("stack 4") << QStringLiteral("tianshou-v2.0.1/buffer_stack4.p4.pkl") << true;
        QTest::newRow("prioritized") << QStringLiteral("tianshou-v2.0.1/prio.p4.pkl") << true;
        QTest::newRow("vector buffer") << QStringLiteral("tianshou-v2.0.1/vector3.p4.pkl") << false;
    }
    void testStepsFollowTheChronology()
    {
        QFETCH(QString, fixture);
        QFETCH(bool, ring);
        std::unique_ptr<Ui::Document> document(ModelTest::openFixture(fixture));
        QVERIFY(document && document->buffer());
        QCOMPARE(document->ringStart() >= 0, ring);
        QCOMPARE(document->stepSlots()->empty(), ring); // no vector for a ring
        if (fixture.contains(QLatin1String("wrapped")))
            QVERIFY(document->ringStart() > 0); // a rotation, not the identity
        const Core::Indices chronology = document->buffer()->chronologicalIndices();
        QCOMPARE(document->stepCount(), std::int64_t(chronology.size()));
        QVERIFY(!chronology.empty());
        std::vector<std::int64_t> stepOfSlot(std::size_t(document->buffer()->maxsize()), -1);
        for (std::size_t s = 0; s < chronology.size(); ++s) {
            QCOMPARE(document->slotOfStep(std::int64_t(s)), chronology[s]);
            stepOfSlot[std::size_t(chronology[s])] = std::int64_t(s);
        }
        for (std::size_t slot = 0; slot < stepOfSlot.size(); ++slot)
            QCOMPARE(document->stepOfSlot(std::int64_t(slot)), stepOfSlot[slot]);
        QCOMPARE(document->slotOfStep(document->stepCount()), std::int64_t(-1));
        QCOMPARE(*document->stepSlotsVector(), chronology);

        // The plot series of rew read through the ring equal rew at the chronology.
        const Core::NdArray rew = document->valueAt(QStringLiteral("rew"))->asArray();
        const Ui::KeySeries series = Ui::buildKeySeries(QStringLiteral("rew"), rew, document->stepSlots(),
                                                        document->stepCount(), {}, -1, document->ringStart());
        QCOMPARE(series.steps(), document->stepCount());
        for (std::size_t s = 0; s < chronology.size(); ++s)
            QCOMPARE(series.columns.front().values()[s], rew.toDouble(chronology[s]));
    }
};

QTEST_GUILESS_MAIN(TestStepRing)
#include "tst_stepring.moc"
