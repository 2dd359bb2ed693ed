// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "modeltesthelpers.h"

#include <core/demo/cartpole.h>
#include <core/array/index.h>
#include <core/array/storage.h>
#include <widgets/model/keystats.h>
#include <widgets/model/rowblockcache.h>
#include <widgets/model/tensortablemodel.h>
#include <widgets/model/valuetext.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QLocale>
#include <QTest>

#include <atomic>
#include <cstring>
#include <memory>

using namespace ReplayScope;

class TestTensorTableModel : public QObject {
    Q_OBJECT

private slots:
    void testChronologicalRows_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("file");
        for (const char* file : {"buffer_wrapped.p4.pkl", "buffer_wrapped.h5", "buffer_doc3.p4.pkl",
                                 "cartpole_like.p4.pkl", "cartpole_like.gzip.h5", "vector3.p4.pkl"})
            QTest::newRow(file) << QStringLiteral("tianshou-v2.0.1") << QString::fromLatin1(file);
        QTest::newRow("v1.2 wrapped") << QStringLiteral("tianshou-v1.2.0") << QStringLiteral("buffer_wrapped.p4.pkl");
        QTest::newRow("v0.5 wrapped") << QStringLiteral("tianshou-v0.5.0") << QStringLiteral("buffer_wrapped.p4.pkl");
    }

    // Rows of a per-step key are the valid transitions oldest first: what buf[:] gives.
    void testChronologicalRows()
    {
        QFETCH(QString, folder);
        QFETCH(QString, file);
        const QJsonObject entry = ModelTest::manifestEntry(folder, file);
        QVERIFY2(!entry.isEmpty(), qPrintable(file));
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(folder + QLatin1Char('/') + file));
        Ui::TensorTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(doc.get());
        model.setKey(QStringLiteral("rew"));
        const QJsonArray rew = entry.value(QStringLiteral("chrono_rew")).toArray();
        const QJsonArray done = entry.value(QStringLiteral("chrono_done")).toArray();
        QVERIFY(model.rowsAreSteps());
        QCOMPARE(model.rowCount(), rew.size());
        QCOMPARE(model.columnCount(), 1);
        for (int r = 0; r < model.rowCount(); ++r)
            QCOMPARE(model.index(r, 0).data().toString().toDouble(), rew.at(r).toDouble());
        model.setKey(QStringLiteral("done"));
        for (int r = 0; r < model.rowCount(); ++r)
            QCOMPARE(model.index(r, 0).data().toString(),
                     done.at(r).toBool() ? QStringLiteral("True") : QStringLiteral("False"));
    }

    // Every cell of obs, read back as numbers, sums to the manifest's float64 sum.
    void testTwoDimensionalCells()
    {
        const QJsonObject entry =
            ModelTest::manifestEntry(QStringLiteral("tianshou-v2.0.1"), QStringLiteral("cartpole_like.p4.pkl"));
        const QJsonObject obs =
            entry.value(QStringLiteral("storage")).toObject().value(QStringLiteral("obs")).toObject();
        std::unique_ptr<Ui::Document> doc(
            ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/cartpole_like.p4.pkl")));
        Ui::TensorTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(doc.get());
        model.setKey(QStringLiteral("obs"));
        const QJsonArray shape = obs.value(QStringLiteral("shape")).toArray();
        QCOMPARE(model.rowCount(), shape.at(0).toInt());
        QCOMPARE(model.columnCount(), shape.at(1).toInt());
        double sum = 0;
        for (int r = 0; r < model.rowCount(); ++r)
            for (int c = 0; c < model.columnCount(); ++c)
                sum += model.index(r, c).data().toString().toDouble();
        QVERIFY(qAbs(sum - obs.value(QStringLiteral("sum")).toDouble()) < 1e-6 * (1 + qAbs(sum)));
    }

    // A 3-d key shows (row, selector, column) = numpy's a[row, selector, column].
    void testAxisSelectors()
    {
        Core::CartPoleDemoOptions options;
        options.episodes = 3;
        auto demo = std::make_shared<Core::Batch>(Core::makeCartPoleDemo(options));
        Ui::Document doc(demo, {}, QStringLiteral("demo"));
        Ui::TensorTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(&doc);
        model.setKey(QStringLiteral("obs.frame"));
        QCOMPARE(model.selectorAxisSizes(), QVector<qint64>{options.frameHeight});
        QCOMPARE(model.columnCount(), options.frameWidth);
        model.setAxisIndex(0, 9);
        const Core::NdArray& frame = demo->findPath("obs.frame")->asArray();
        for (int r : {0, 5, model.rowCount() - 1})
            for (int c : {0, 13, options.frameWidth - 1}) {
                const Core::PyValue expected =
                    frame.getItem(Core::Index::tuple({std::int64_t(r), std::int64_t(9), std::int64_t(c)}));
                QCOMPARE(model.index(r, c).data().toString(), QString::fromStdString(expected.repr()));
            }
        model.setAxisIndex(0, 1000); // clamped to the axis
        QCOMPARE(model.axisIndex(0), qint64(options.frameHeight - 1));
    }

    // A window of rows slides over a long key; rows keep their absolute numbers.
    void testWindow()
    {
        const QJsonObject entry =
            ModelTest::manifestEntry(QStringLiteral("tianshou-v2.0.1"), QStringLiteral("cartpole_like.p4.pkl"));
        const QJsonArray rew = entry.value(QStringLiteral("chrono_rew")).toArray();
        std::unique_ptr<Ui::Document> doc(
            ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/cartpole_like.p4.pkl")));
        Ui::TensorTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(doc.get());
        model.setKey(QStringLiteral("rew"));
        model.setWindowSize(100);
        QCOMPARE(model.totalRows(), qint64(rew.size()));
        QCOMPARE(model.rowCount(), 100);
        const int row = model.revealRow(2400);
        QVERIFY(model.windowStart() > 0);
        QCOMPARE(model.absoluteRow(row), qint64(2400));
        QCOMPARE(model.headerData(row, Qt::Vertical).toLongLong(), qint64(2400));
        QCOMPARE(model.index(row, 0).data().toString().toDouble(), rew.at(2400).toDouble());
        QCOMPARE(model.revealRow(rew.size()), -1);
        model.setWindowStart(rew.size() - 10);
        QCOMPARE(model.rowCount(), 10);
    }

    // An array that has not been read (a large compressed HDF5 dataset: a deferred
    // storage with a range reader) shows its rows and statistics a window at a time and
    // is never read whole; the texts equal those of the same array in memory.
    void testUnreadArrayIsShownByWindows()
    {
        constexpr std::int64_t rows = 100000;
        constexpr std::int64_t cols = 4;
        const auto valueAt = [](std::int64_t flat) { return double(flat % 977) * 0.25 - 7.0; };
        std::vector<double> values(std::size_t(rows * cols));
        for (std::int64_t i = 0; i < rows * cols; ++i)
            values[std::size_t(i)] = valueAt(i);
        auto fills = std::make_shared<std::atomic<int>>(0);
        auto rangeBytes = std::make_shared<std::atomic<std::size_t>>(0);
        auto storage = Core::Storage::deferred(
            values.size() * sizeof(double),
            [values, fills](std::byte* out, std::size_t bytes) {
                ++*fills;
                std::memcpy(out, values.data(), bytes);
            },
            [values, rangeBytes](std::size_t offset, std::size_t length, std::byte* out) {
                *rangeBytes += length;
                std::memcpy(out, reinterpret_cast<const std::byte*>(values.data()) + offset, length);
            });
        const Core::DType f64(Core::DTypeKind::Float64);
        const Core::NdArray unread = Core::NdArray::fromStorage(f64, {rows, cols}, {cols * 8, 8}, storage, 0);
        const Core::NdArray inMemory = Core::NdArray::fromDoubles(values, {rows, cols});
        auto root = Core::Batch::make();
        root->set("x", Core::PyValue::array(unread));
        Ui::Document doc(root, QString(), QStringLiteral("windows"));

        Ui::TensorTableModel model;
        model.setDocument(&doc);
        model.setKey(QStringLiteral("x"));
        model.setWindowSize(100);
        for (const std::int64_t r : {std::int64_t(0), std::int64_t(50123), rows - 1}) {
            const int row = model.revealRow(r);
            for (int c = 0; c < cols; ++c)
                QCOMPARE(model.index(row, c).data().toString(), Ui::elementText(inMemory, r * cols + c));
        }
        QCOMPARE(fills->load(), 0);
        QVERIFY(rangeBytes->load() <= 3 * std::size_t(Ui::RowBlockCache::BlockRows * cols * 8));

        QSignalSpy stats(doc.statistics(), &Ui::KeyStatsCache::changed);
        doc.statistics()->refresh();
        QVERIFY(stats.wait(20000));
        const Ui::KeyStats* got = doc.statistics()->at(QStringLiteral("x"));
        QVERIFY(got);
        const Ui::KeyStats want = Ui::computeKeyStats(inMemory);
        QCOMPARE(got->min, want.min);
        QCOMPARE(got->max, want.max);
        QCOMPARE(got->mean, want.mean);
        QCOMPARE(fills->load(), 0); // still unread: statistics went window by window
    }

    // Sizes in the user's language: its decimal separator and digit grouping.
    void testSizesFollowTheLocale()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English));
        QCOMPARE(Ui::formatBytes(147456), QStringLiteral("144.0 KB"));
        QCOMPARE(Ui::formatBytes(3 * 1024 * 1024 / 2), QStringLiteral("1.50 MB"));
        QLocale::setDefault(QLocale(QLocale::German));
        QCOMPARE(Ui::formatBytes(147456), QStringLiteral("144,0 KB"));
        QCOMPARE(Ui::formatBytes(3 * 1024 * 1024 / 2), QStringLiteral("1,50 MB"));
        QLocale::setDefault(before);
    }

    void testTsv()
    {
        std::unique_ptr<Ui::Document> doc(
            ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl")));
        Ui::TensorTableModel model;
        model.setDocument(doc.get());
        model.setKey(QStringLiteral("rew"));
        // Rows 1 and 3: the gap stays as an empty line, as spreadsheets paste it.
        QCOMPARE(model.toTsv({model.index(3, 0), model.index(1, 0)}), QStringLiteral("6.0\n\n8.0\n"));
    }

    void testEditGoesThroughUndo()
    {
        std::unique_ptr<Ui::Document> doc(
            ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl")));
        Ui::TensorTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(doc.get());
        model.setKey(QStringLiteral("rew"));
        QSignalSpy rejected(&model, &Ui::TensorTableModel::editRejected);
        QVERIFY(!model.setData(model.index(0, 0), QStringLiteral("not a number")));
        QCOMPARE(rejected.count(), 1);
        QVERIFY(!doc->isModified());
        QVERIFY(model.setData(model.index(0, 0), QStringLiteral("42.5")));
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("42.5"));
        QVERIFY(doc->isModified());
        // Step 0 is storage slot 5 of the wrapped ring: the command names numpy's index.
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Edit rew[5]"));
        doc->undoStack()->undo();
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("5.0"));
        QVERIFY(!doc->isModified());
    }
};

QTEST_GUILESS_MAIN(TestTensorTableModel)
#include "tst_tensortablemodel.moc"
