// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "modeltesthelpers.h"

#include <widgets/model/detailsmodel.h>
#include <widgets/model/episodelistmodel.h>
#include <widgets/model/roles.h>

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QLocale>
#include <QTest>

#include <memory>

using namespace ReplayScope;

class TestEpisodeListModel : public QObject {
    Q_OBJECT

private slots:
    // D4RL episodes end at terminals | timeouts; the manifest lists them.
    void testD4rlEpisodes()
    {
        const QJsonObject entry =
            ModelTest::manifestEntry(QStringLiteral("other-formats"), QStringLiteral("d4rl_like.hdf5"));
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
            QVERIFY(qAbs(model.index(r, Ui::EpisodeReturnColumn).data(Ui::SortValueRole).toDouble()
                         - e.value(QStringLiteral("return")).toDouble())
                    < 1e-9);
            QCOMPARE(model.index(r, Ui::EpisodeEndColumn).data().toString(), e.value(QStringLiteral("end")).toString());
            start += e.value(QStringLiteral("length")).toInt();
        }
    }

    // A wrapped ring: the episodes the real Tianshou walks (buf.next(i) == i ends one, in
    // buf.sample_indices(0) order), with their returns and how they ended. The oldest one
    // lost its start to the ring: the model says how it ended and "start overwritten".
    void testWrappedBufferEpisodes()
    {
        const QString path = TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/buffer_wrapped.p4.pkl"));
        bool ok = false;
        QString error;
        const QByteArray out = TestUtils::runPythonFile(QStringLiteral("tianshou/episodes.py"),
                                                        {QStringLiteral(REPLAYSCOPE_SHARED_DIR), path}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        const QJsonObject tianshou = QJsonDocument::fromJson(out).object();
        QVERIFY(tianshou.value(QStringLiteral("wrapped")).toBool());
        QStringList expected;
        for (const QJsonValue& v : tianshou.value(QStringLiteral("episodes")).toArray()) {
            const QJsonObject e = v.toObject();
            const QString end = expected.isEmpty()
                                    ? e.value(QStringLiteral("end")).toString() + QStringLiteral(" · start overwritten")
                                    : e.value(QStringLiteral("end")).toString();
            expected << QStringLiteral("%1 | %2 | %3 | %4 | %5")
                            .arg(expected.size())
                            .arg(e.value(QStringLiteral("start")).toInt())
                            .arg(e.value(QStringLiteral("length")).toInt())
                            .arg(QString::number(e.value(QStringLiteral("return")).toDouble(), 'g', 6), end);
        }
        QCOMPARE(expected.size(), 3);
        std::unique_ptr<Ui::Document> doc(
            ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl")));
        Ui::EpisodeListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(doc.get());
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
            QVERIFY(proxy.index(r - 1, Ui::EpisodeReturnColumn).data(Ui::SortValueRole).toDouble()
                    <= proxy.index(r, Ui::EpisodeReturnColumn).data(Ui::SortValueRole).toDouble());
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
        QCOMPARE(model.valueOf(QStringLiteral("Max size")),
                 QLocale().toString(entry.value(QStringLiteral("maxsize")).toInt()));
        QCOMPARE(model.valueOf(QStringLiteral("Stack num")),
                 QString::number(entry.value(QStringLiteral("stack_num")).toInt()));
        QCOMPARE(model.valueOf(QStringLiteral("Length")),
                 QStringLiteral("%1 of %2")
                     .arg(QLocale().toString(entry.value(QStringLiteral("len")).toInt()),
                          QLocale().toString(entry.value(QStringLiteral("maxsize")).toInt())));
        QCOMPARE(model.valueOf(QStringLiteral("File")), doc->filePath());
        QVERIFY(model.rowCount() > 8);
    }
};

QTEST_GUILESS_MAIN(TestEpisodeListModel)
#include "tst_episodelistmodel.moc"
