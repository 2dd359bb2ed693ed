// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// The table with several keys side by side (issue 22, item 1): one row per step, each
// leaf its columns, checked against the fixtures' manifests.
#include "modeltesthelpers.h"

#include <widgets/model/tablecolumns.h>
#include <widgets/model/tensortablemodel.h>

#include <QAbstractItemModelTester>
#include <QImage>
#include <QTest>

#include <cmath>
#include <memory>

using namespace ReplayScope;

namespace {

// A QStringList of ASCII names (QT_NO_CAST_FROM_ASCII is on).
QStringList names(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* s : list)
        out << QString::fromLatin1(s);
    return out;
}

QJsonObject storageOf(const QString& file, const QString& key)
{
    return ModelTest::manifestEntry(QStringLiteral("tianshou-v2.0.1"), file)
        .value(QStringLiteral("storage"))
        .toObject()
        .value(key)
        .toObject();
}

QStringList headers(const QAbstractItemModel& model)
{
    QStringList out;
    for (int c = 0; c < model.columnCount(); ++c)
        out << model.headerData(c, Qt::Horizontal).toString();
    return out;
}

} // namespace

class TestMultiKeyTable : public QObject {
    Q_OBJECT

private slots:
    // obs (2500 x 4), act, rew, terminated, truncated, done: one row per step, obs as
    // obs[0]..obs[3]; every column's sum is the manifest's (the buffer is full, so the
    // steps are every slot) and rew/done follow buf[:] oldest first.
    void testStepKeysSideBySide()
    {
        const QString file = QStringLiteral("cartpole_like.p4.pkl");
        const QJsonObject entry = ModelTest::manifestEntry(QStringLiteral("tianshou-v2.0.1"), file);
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/") + file));
        Ui::TensorTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(doc.get());
        const QStringList keys{QStringLiteral("obs"),        QStringLiteral("act"),       QStringLiteral("rew"),
                               QStringLiteral("terminated"), QStringLiteral("truncated"), QStringLiteral("done")};
        model.setKeys(keys);
        QCOMPARE(headers(model),
                 names({"obs[0]", "obs[1]", "obs[2]", "obs[3]", "act", "rew", "terminated", "truncated", "done"}));
        QVERIFY(model.rowsAreSteps());
        QCOMPARE(model.rowCount(), entry.value(QStringLiteral("len")).toInt());
        QCOMPARE(model.leafPaths(), keys);
        const auto columnSum = [&](int first, int count) {
            double sum = 0;
            for (int r = 0; r < model.rowCount(); ++r)
                for (int c = first; c < first + count; ++c) {
                    const QString text = model.index(r, c).data().toString();
                    sum += text == QLatin1String("True") ? 1 : text.toDouble();
                }
            return sum;
        };
        const double obsSum = storageOf(file, QStringLiteral("obs")).value(QStringLiteral("sum")).toDouble();
        QVERIFY2(std::abs(columnSum(0, 4) - obsSum) < 1e-3 * std::abs(obsSum), "obs columns");
        QCOMPARE(columnSum(4, 1), storageOf(file, QStringLiteral("act")).value(QStringLiteral("sum")).toDouble());
        QCOMPARE(columnSum(6, 1),
                 storageOf(file, QStringLiteral("terminated")).value(QStringLiteral("sum")).toDouble());
        QCOMPARE(columnSum(7, 1), 0.0);
        const QJsonArray rew = entry.value(QStringLiteral("chrono_rew")).toArray();
        const QJsonArray done = entry.value(QStringLiteral("chrono_done")).toArray();
        for (int r = 0; r < model.rowCount(); ++r) {
            QCOMPARE(model.index(r, 5).data().toString().toDouble(), rew.at(r).toDouble());
            QCOMPARE(model.index(r, 8).data().toString() == QLatin1String("True"), done.at(r).toBool());
        }
        QCOMPARE(model.keyOfColumn(2), QStringLiteral("obs"));
        QCOMPARE(model.keyOfColumn(8), QStringLiteral("done"));
        QVERIFY(model.selectorAxisSizes().isEmpty());
    }

    // A Batch node stands for its leaves: obs of nested_obs is obs.pos and obs.vel, and
    // each cell is the one the single-key table shows for that leaf.
    void testBatchNodeShowsItsLeaves()
    {
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/nested_obs.p4.pkl")));
        Ui::TensorTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(doc.get());
        model.setKey(QStringLiteral("obs"));
        QCOMPARE(model.leafPaths(), names({"obs.pos", "obs.vel"}));
        QCOMPARE(headers(model), names({"obs.pos[0]", "obs.pos[1]", "obs.vel[0]", "obs.vel[1]"}));
        QCOMPARE(model.rowCount(), 300);
        Ui::TensorTableModel single;
        single.setDocument(doc.get());
        for (const QString& leaf : {QStringLiteral("obs.pos"), QStringLiteral("obs.vel")}) {
            single.setKey(leaf);
            QCOMPARE(single.columnCount(), 2);
            const int first = leaf.endsWith(QLatin1String("pos")) ? 0 : 2;
            for (int r = 0; r < model.rowCount(); ++r)
                for (int c = 0; c < 2; ++c)
                    QCOMPARE(model.index(r, first + c).data().toString(), single.index(r, c).data().toString());
        }
        // Selecting obs and one of its leaves shows that leaf once.
        model.setKeys({QStringLiteral("obs.vel"), QStringLiteral("obs"), QStringLiteral("act")});
        QCOMPARE(model.leafPaths(), names({"obs.vel", "obs.pos", "act"}));
    }

    // An image-like leaf among other keys takes one column with its shape; alone it is
    // the whole 84 x 84 frame with an axis selector, as before.
    void testImageLeafShowsItsShape()
    {
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/atari_like.p4.pkl")));
        Ui::TensorTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(doc.get());
        model.setKeys({QStringLiteral("obs"), QStringLiteral("act")});
        QCOMPARE(headers(model), names({"obs", "act"}));
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("84×84 uint8"));
        QVERIFY(!(model.flags(model.index(0, 0)) & Qt::ItemIsEditable));
        QVERIFY(model.flags(model.index(0, 1)) & Qt::ItemIsEditable);
        // Beside the shape, a thumbnail of the step's frame as tall as a row: its mean
        // grey is that of the frame's pixels in the data (issue 22, item 1).
        const Core::NdArray& frames = doc->valueAt(QStringLiteral("obs"))->asArray();
        const std::int64_t pixels = frames.shape()[1] * frames.shape()[2];
        for (int row : {0, 1, model.rowCount() - 1}) {
            const QImage thumbnail = model.index(row, 0).data(Qt::DecorationRole).value<QImage>();
            QVERIFY(!thumbnail.isNull());
            QCOMPARE(thumbnail.width(), thumbnail.height()); // 84 x 84, scaled
            QVERIFY(thumbnail.height() >= 8 && thumbnail.height() <= 40);
            double frameMean = 0;
            const std::int64_t slot = doc->slotOfStep(row);
            for (std::int64_t i = 0; i < pixels; ++i)
                frameMean += frames.toDouble(slot * pixels + i) / double(pixels);
            double thumbnailMean = 0;
            for (int y = 0; y < thumbnail.height(); ++y)
                for (int x = 0; x < thumbnail.width(); ++x)
                    thumbnailMean += qGray(thumbnail.pixel(x, y)) / double(thumbnail.width() * thumbnail.height());
            QVERIFY2(std::abs(thumbnailMean - frameMean) < 6,
                     qPrintable(QStringLiteral("%1 vs %2").arg(thumbnailMean).arg(frameMean)));
        }
        QVERIFY(!model.index(0, 1).data(Qt::DecorationRole).isValid());
        model.setKey(QStringLiteral("obs"));
        QCOMPARE(model.columnCount(), 84);
        QCOMPARE(model.selectorAxisSizes(), QVector<qint64>({84}));
    }

    // Editing a cell of a side-by-side table edits that key's element, undoably.
    void testEditGoesToTheColumnsKey()
    {
        std::unique_ptr<Ui::Document> doc(
            ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/cartpole_like.p4.pkl")));
        Ui::TensorTableModel model;
        model.setDocument(doc.get());
        model.setKeys({QStringLiteral("obs"), QStringLiteral("rew")});
        const QString before = model.index(7, 2).data().toString();
        QVERIFY(model.setData(model.index(7, 2), QStringLiteral("0.5")));
        QCOMPARE(model.index(7, 2).data().toString(), QStringLiteral("0.5"));
        QVERIFY(model.setData(model.index(7, 4), QStringLiteral("-2")));
        QCOMPARE(model.index(7, 4).data().toString(), QStringLiteral("-2.0"));
        Ui::TensorTableModel single;
        single.setDocument(doc.get());
        single.setKey(QStringLiteral("obs"));
        QCOMPARE(single.index(7, 2).data().toString(), QStringLiteral("0.5"));
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QCOMPARE(model.index(7, 2).data().toString(), before);
    }

    // The windowed reads of long keys work with several keys: a window far down the
    // steps shows the same cells as the full table.
    void testWindowWithSeveralKeys()
    {
        const QJsonObject entry =
            ModelTest::manifestEntry(QStringLiteral("tianshou-v2.0.1"), QStringLiteral("cartpole_like.p4.pkl"));
        std::unique_ptr<Ui::Document> doc(
            ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/cartpole_like.p4.pkl")));
        Ui::TensorTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(doc.get());
        model.setKeys({QStringLiteral("obs"), QStringLiteral("rew")});
        model.setWindowSize(100);
        const int row = model.revealRow(2345);
        QVERIFY(row >= 0 && row < 100);
        QCOMPARE(model.absoluteRow(row), 2345);
        QCOMPARE(model.index(row, 4).data().toString().toDouble(),
                 entry.value(QStringLiteral("chrono_rew")).toArray().at(2345).toDouble());
    }
};

QTEST_GUILESS_MAIN(TestMultiKeyTable)
#include "tst_multikeytable.moc"
