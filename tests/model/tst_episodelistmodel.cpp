// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "modeltesthelpers.h"

#include <widgets/model/detailsmodel.h>
#include <widgets/model/episodelistmodel.h>
#include <widgets/model/roles.h>

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTest>

#include <memory>

using namespace ReplayScope;

class TestEpisodeListModel : public QObject
{
    Q_OBJECT

private slots:
    // D4RL episodes end at terminals | timeouts; the manifest lists them.
    void testD4rlEpisodes()
    {
        const QJsonObject entry = ModelTest::manifestEntry(QStringLiteral("other-formats"), QStringLiteral("d4rl_like.hdf5"));
        const QJsonArray expected = entry.value(QStringLiteral("episodes")).toArray();
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(QStringLiteral("other-formats/d4rl_like.hdf5")));
        QCOMPARE(doc->stepCount(), qint64(entry.value(QStringLiteral("steps")).toInt()));
        Ui::EpisodeListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(doc.get());
        QCOMPARE(model.rowCount(), expected.size());
        qint64 start = 0;
        for (int r = 0; r < model.rowCount(); ++r) {
            const QJsonObject e = expected.at(r).toObject();
            QCOMPARE(model.index(r, Ui::EpisodeNumberColumn).data().toInt(), r);
            QCOMPARE(model.index(r, Ui::EpisodeStartColumn).data().toLongLong(), start);
            QCOMPARE(model.index(r, Ui::EpisodeLengthColumn).data().toInt(), e.value(QStringLiteral("length")).toInt());
            QVERIFY(qAbs(model.index(r, Ui::EpisodeReturnColumn).data(Ui::SortValueRole).toDouble() -
                         e.value(QStringLiteral("return")).toDouble()) < 1e-9);
            QCOMPARE(model.index(r, Ui::EpisodeEndColumn).data().toString(), e.value(QStringLiteral("end")).toString());
            start += e.value(QStringLiteral("length")).toInt();
        }
    }

    // A wrapped ring: episodes split after each done in buf[:] order; the oldest one
    // lost its start to the ring, the newest is still running.
    void testWrappedBufferEpisodes()
    {
        const QJsonObject entry = ModelTest::manifestEntry(QStringLiteral("tianshou-v2.0.1"),
                                                           QStringLiteral("buffer_wrapped.p4.pkl"));
        const QJsonArray done = entry.value(QStringLiteral("chrono_done")).toArray();
        const QJsonArray rew = entry.value(QStringLiteral("chrono_rew")).toArray();
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl")));
        Ui::EpisodeListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(doc.get());
        QStringList expected;
        int start = 0;
        double ret = 0;
        for (int i = 0; i < done.size(); ++i) {
            ret += rew.at(i).toDouble();
            const bool last = i + 1 == done.size();
            if (done.at(i).toBool() || last) {
                const QString end = start == 0 ? QStringLiteral("cut by the ring")
                                               : (done.at(i).toBool() ? QStringLiteral("terminated")
                                                                      : QStringLiteral("unfinished"));
                expected << QStringLiteral("%1 | %2 | %3 | %4 | %5")
                                .arg(expected.size())
                                .arg(start)
                                .arg(i + 1 - start)
                                .arg(QString::number(ret, 'g', 6), end);
                start = i + 1;
                ret = 0;
            }
        }
        QCOMPARE(ModelTest::dump(model), expected);
    }

    // Sorting through a proxy uses numbers, not text ("10" after "9").
    void testSortByReturn()
    {
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(QStringLiteral("other-formats/d4rl_like.hdf5")));
        Ui::EpisodeListModel model;
        model.setDocument(doc.get());
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(Ui::SortValueRole);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.sort(Ui::EpisodeReturnColumn, Qt::AscendingOrder);
        for (int r = 1; r < proxy.rowCount(); ++r)
            QVERIFY(proxy.index(r - 1, Ui::EpisodeReturnColumn).data(Ui::SortValueRole).toDouble() <=
                    proxy.index(r, Ui::EpisodeReturnColumn).data(Ui::SortValueRole).toDouble());
        proxy.sort(Ui::EpisodeLengthColumn, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, Ui::EpisodeLengthColumn).data().toInt(), 28);
    }

    void testDetails_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("pickle") << QStringLiteral("buffer_wrapped.p4.pkl");
        QTest::newRow("hdf5") << QStringLiteral("buffer_wrapped.h5");
        QTest::newRow("stack") << QStringLiteral("buffer_stack4.p4.pkl");
        QTest::newRow("vector") << QStringLiteral("vector3.h5");
    }

    void testDetails()
    {
        QFETCH(QString, file);
        const QJsonObject entry = ModelTest::manifestEntry(QStringLiteral("tianshou-v2.0.1"), file);
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/") + file));
        Ui::DetailsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(doc.get());
        QCOMPARE(model.valueOf(QStringLiteral("Class")), entry.value(QStringLiteral("class")).toString());
        QCOMPARE(model.valueOf(QStringLiteral("Max size")), QString::number(entry.value(QStringLiteral("maxsize")).toInt()));
        QCOMPARE(model.valueOf(QStringLiteral("Stack num")),
                 QString::number(entry.value(QStringLiteral("stack_num")).toInt()));
        QCOMPARE(model.valueOf(QStringLiteral("Length")), QStringLiteral("%1 of %2")
                                                              .arg(entry.value(QStringLiteral("len")).toInt())
                                                              .arg(entry.value(QStringLiteral("maxsize")).toInt()));
        QCOMPARE(model.valueOf(QStringLiteral("File")), doc->filePath());
        QVERIFY(model.rowCount() > 8);
    }
};

QTEST_GUILESS_MAIN(TestEpisodeListModel)
#include "tst_episodelistmodel.moc"
