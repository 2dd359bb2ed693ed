// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// Statistics of large keys (issue 23): an estimate from rows spread over the key first,
// then the exact values read window by window over the rows that hold data; the key
// tree shows the estimate marked until the exact values arrive. Expected values come
// from the data itself (min/max/mean of the rows computed here or by numpy's rules in
// computeKeyStats).
#include <core/array/index.h>
#include <core/array/storage.h>
#include <core/batch/batch.h>
#include <widgets/model/batchtreemodel.h>
#include <widgets/model/document.h>
#include <widgets/model/keystats.h>
#include <widgets/model/keystatscache.h>
#include <widgets/model/roles.h>

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <cmath>
#include <cstring>
#include <functional>

using namespace ReplayScope;

namespace {

// 5M float64 rows (40 MB, above the 32 MB of a "large" key): a slow wave plus a spike.
constexpr std::int64_t Rows = 5'000'000;

std::vector<double> waveValues()
{
    std::vector<double> values(static_cast<std::size_t>(Rows));
    for (std::int64_t i = 0; i < Rows; ++i)
        values[std::size_t(i)] = std::sin(double(i) * 1e-5) * 3.0 + double(i % 7) * 0.01;
    values[std::size_t(Rows / 2 + 1000)] = 1000.0; // not a sampled row: only the exact pass sees it
    return values;
}

Core::NdArray arrayOf(const std::vector<double>& values)
{
    return Core::NdArray::fromBytes(Core::DType(Core::DTypeKind::Float64), {std::int64_t(values.size())},
                                    values.data());
}

// values as an unread array (a compressed dataset not read yet) whose range reads go
// through onRead(call number) first; fills counts reads of the whole array.
Core::NdArray unreadArray(const std::vector<double>& values, std::function<void(int)> onRead,
                          std::shared_ptr<std::atomic<int>> fills)
{
    auto calls = std::make_shared<std::atomic<int>>(0);
    auto storage = Core::Storage::deferred(
        values.size() * sizeof(double),
        [values, fills](std::byte* out, std::size_t bytes) {
            ++*fills;
            std::memcpy(out, values.data(), bytes);
        },
        [values, onRead, calls](std::size_t offset, std::size_t length, std::byte* out) {
            if (onRead)
                onRead((*calls)++);
            std::memcpy(out, reinterpret_cast<const std::byte*>(values.data()) + offset, length);
        });
    return Core::NdArray::fromStorage(Core::DType(Core::DTypeKind::Float64), {std::int64_t(values.size())}, {8},
                                      storage, 0);
}

} // namespace

class TestKeyStats : public QObject {
    Q_OBJECT

private slots:
    void testEstimateSamplesEvenlySpreadRows()
    {
        const std::vector<double> values = waveValues();
        const Core::NdArray array = arrayOf(values);
        QVERIFY(Ui::isLargeForStats(array, Rows));
        QVERIFY(!Ui::isLargeForStats(array, Rows / 10));
        const Ui::KeyStats estimate = Ui::estimateKeyStats(array, {{0, Rows}}, 1e9); // every round
        QCOMPARE(estimate.progress, 0.0);
        // 8-byte rows: 1,024 blocks of 64 rows (a page of rows is 512), block b at row
        // b * Rows / 1024; the mean is that of those 65,536 rows.
        double lo = INFINITY, hi = -INFINITY, sum = 0.0;
        for (std::int64_t b = 0; b < 1024; ++b) {
            for (std::int64_t i = b * Rows / 1024; i < b * Rows / 1024 + 64; ++i) {
                const double v = values[std::size_t(i)];
                lo = std::min(lo, v);
                hi = std::max(hi, v);
                sum += v;
            }
        }
        QCOMPARE(estimate.min.toDouble(), lo);
        QCOMPARE(estimate.max.toDouble(), hi);
        QCOMPARE(estimate.mean.toDouble(), QString::number(sum / 65536.0, 'g', 6).toDouble());
        QVERIFY(hi < 1000.0);
    }

    void testEstimateTakesBlocksOfValidRowsOnly()
    {
        // Valid slots in runs of 50 every 100 rows (blocks of 64 rows cross runs); the
        // others hold a marker no estimate may see.
        std::vector<double> values = waveValues();
        std::vector<Ui::RowRun> runs;
        for (std::int64_t first = 0; first < Rows; first += 100) {
            runs.push_back({first, 50});
            for (std::int64_t r = first + 50; r < first + 100; ++r)
                values[std::size_t(r)] = 1e6;
        }
        const std::int64_t valid = Rows / 2;
        const Ui::KeyStats estimate = Ui::estimateKeyStats(arrayOf(values), runs, 1e9);
        double lo = INFINITY, hi = -INFINITY;
        for (std::int64_t b = 0; b < 1024; ++b)
            for (std::int64_t v = b * valid / 1024; v < b * valid / 1024 + 64; ++v) {
                const double x = values[std::size_t(v / 50 * 100 + v % 50)];
                lo = std::min(lo, x);
                hi = std::max(hi, x);
            }
        QVERIFY(hi < 1e6);
        QCOMPARE(estimate.min.toDouble(), lo);
        QCOMPARE(estimate.max.toDouble(), hi);
    }

    void testWindowsOverRunsEqualTheRowsThemselves()
    {
        const std::vector<double> values = waveValues();
        const Core::NdArray array = arrayOf(values);
        // Two sub-buffers' valid slots, as a vector buffer's manager has them.
        const std::vector<Ui::RowRun> runs{{10, 1'000'000}, {Rows / 2, 1'500'000}};
        std::vector<std::int64_t> rows;
        for (const Ui::RowRun& run : runs)
            for (std::int64_t r = run.first; r < run.first + run.count; ++r)
                rows.push_back(r);
        const Ui::KeyStats want = Ui::computeKeyStats(array[Core::Index::list(rows)]);
        const Ui::KeyStats got = Ui::computeKeyStatsInWindows(array, runs);
        QCOMPARE(got.progress, 1.0);
        QCOMPARE(got.min, want.min);
        QCOMPARE(got.max, want.max);
        QCOMPARE(got.max, QStringLiteral("1000.0"));
        QVERIFY(std::abs(got.mean.toDouble() - want.mean.toDouble()) <= 1e-5 * std::abs(want.mean.toDouble()));
    }

    void testUnreadKeyEstimateLeavesItUnread()
    {
        const std::vector<double> values = waveValues();
        auto fills = std::make_shared<std::atomic<int>>(0);
        const Core::NdArray unread = unreadArray(values, {}, fills);
        const Ui::KeyStats estimate = Ui::estimateKeyStats(unread, {{0, Rows}}, 1e9);
        QCOMPARE(estimate.progress, 0.0);
        // Four windows of 1 MB (131,072 rows) at the start, the thirds and the end.
        const std::int64_t length = (std::int64_t(8) << 20) / 8 / 8;
        double lo = INFINITY, hi = -INFINITY;
        for (std::int64_t w = 0; w < 4; ++w)
            for (std::int64_t r = (Rows - length) * w / 3; r < (Rows - length) * w / 3 + length; ++r) {
                lo = std::min(lo, values[std::size_t(r)]);
                hi = std::max(hi, values[std::size_t(r)]);
            }
        QCOMPARE(estimate.min.toDouble(), lo);
        QCOMPARE(estimate.max.toDouble(), hi);
        QCOMPARE(fills->load(), 0);
    }

    void testPartialResultsWhileReading()
    {
        // The second window of 1,048,576 rows takes 600 ms: after it, more than the half
        // second between partial results has passed.
        const std::vector<double> values = waveValues();
        auto fills = std::make_shared<std::atomic<int>>(0);
        const Core::NdArray unread = unreadArray(
            values, [](int call) { QThread::msleep(call == 1 ? 600 : 0); }, fills);
        std::vector<Ui::KeyStats> partials;
        const Ui::KeyStats exact = Ui::computeKeyStatsInWindows(
            unread, {{0, Rows}}, {}, [&partials](const Ui::KeyStats& known) { partials.push_back(known); });
        // The first partial comes after the slow window; on a loaded machine a later
        // window may take half a second too and add another.
        QVERIFY(!partials.empty());
        for (std::size_t i = 1; i < partials.size(); ++i)
            QVERIFY(partials[i].progress > partials[i - 1].progress && partials[i].progress < 1.0);
        const std::int64_t read = 2 * 1048576;
        QCOMPARE(partials.front().progress, double(read) / double(Rows));
        const double maxRead = *std::max_element(values.begin(), values.begin() + read);
        QCOMPARE(partials.front().max.toDouble(), maxRead);
        QCOMPARE(exact.progress, 1.0);
        QCOMPARE(exact.max, QStringLiteral("1000.0"));
        QCOMPARE(fills->load(), 0);
    }

    void testTreeShowsEstimateThenExact()
    {
        // The exact pass (range reads after the estimate's four) waits for the test, so
        // what the tree shows first is the estimate, whatever the machine's speed.
        const std::vector<double> values = waveValues();
        auto release = std::make_shared<std::atomic<bool>>(false);
        auto fills = std::make_shared<std::atomic<int>>(0);
        const Core::NdArray unread = unreadArray(
            values,
            [release](int call) {
                for (int waited = 0; call >= 4 && !*release && waited < 30000; ++waited)
                    QThread::msleep(1);
            },
            fills);
        auto root = Core::Batch::make();
        root->set("big", Core::PyValue::array(unread));
        root->set("small", Core::PyValue::array(Core::NdArray::fromDoubles({4, -2, 7}, {3})));
        Ui::Document doc(root, QString(), QStringLiteral("large"));
        Ui::BatchTreeModel model;
        model.setDocument(&doc);
        const QModelIndex bigMax = model.indexForPath(QStringLiteral("big")).siblingAtColumn(Ui::KeyMaxColumn);
        QSignalSpy changed(doc.statistics(), &Ui::KeyStatsCache::changed);
        doc.statistics()->refresh();
        QVERIFY(doc.statistics()->isEstimating());
        QVERIFY(changed.wait(20000));
        const Ui::KeyStats* first = doc.statistics()->at(QStringLiteral("big"));
        QVERIFY(first);
        QCOMPARE(first->progress, 0.0);
        QVERIFY(bigMax.data().toString().startsWith(QStringLiteral("≈ ")));
        QVERIFY(!doc.statistics()->isEstimating());
        QVERIFY(doc.statistics()->isComputing());
        *release = true;
        QTRY_VERIFY_WITH_TIMEOUT(!doc.statistics()->isComputing(), 60000);
        QCOMPARE(bigMax.data().toString(), Ui::computeKeyStats(arrayOf(values)).max);
        QCOMPARE(doc.statistics()->at(QStringLiteral("big"))->progress, 1.0);
        QCOMPARE(doc.statistics()->at(QStringLiteral("small"))->min, QStringLiteral("-2.0"));
        QCOMPARE(fills->load(), 0);
    }
};

QTEST_GUILESS_MAIN(TestKeyStats)
#include "tst_keystats.moc"
