// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// The plot of a large key at once (issue 23): a preview samples one step per block, a
// running pass reports the steps it has read exactly and the rest from the preview, a
// preview never reads rows to refine itself, and the store hands the preview over
// before the whole key. Every expected value is computed here from the data itself.
#include <core/array/ndarray.h>
#include <core/batch/batch.h>
#include <widgets/model/document.h>
#include <widgets/model/memorybudget.h>
#include <widgets/model/plot/seriespreview.h>
#include <widgets/model/plot/seriesstore.h>

#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <limits>

using namespace ReplayScope;

namespace {

constexpr std::int64_t Rows = 100'000;
constexpr std::int64_t Columns = 2;

std::vector<double> randomValues(std::int64_t rows = Rows)
{
    QRandomGenerator random(2023);
    std::vector<double> values(std::size_t(rows * Columns));
    for (double& v : values)
        v = random.generateDouble() * 10.0 - 5.0;
    values[std::size_t(5 * Columns)] = std::numeric_limits<double>::quiet_NaN();
    return values;
}

// The source of a ring rotated by a third: step s is row (s + Rows / 3) % Rows.
Ui::SeriesSource ringSource(const std::vector<double>& values)
{
    const Core::NdArray array =
        Core::NdArray::fromBytes(Core::DType(Core::DTypeKind::Float64), {Rows, Columns}, values.data());
    return Ui::SeriesSource{array, nullptr, Columns, Rows / 3, Rows};
}

double valueAt(const std::vector<double>& values, std::int64_t step, std::int64_t column)
{
    return values[std::size_t(((step + Rows / 3) % Rows) * Columns + column)];
}

bool same(double a, double b)
{
    return std::isnan(a) ? std::isnan(b) : a == b;
}

} // namespace

class TestSeriesPreview : public QObject {
    Q_OBJECT

private slots:
    void testPreviewSamplesEveryBlock()
    {
        const std::vector<double> values = randomValues();
        const Ui::SeriesSource source = ringSource(values);
        const Ui::SeriesPreview preview = Ui::samplePreview(source, Rows, Columns, 500, 1e9, {});
        const std::int64_t blocks = (Rows + preview.block - 1) / preview.block;
        QVERIFY(blocks <= 500 && blocks > 250); // the finest power of two within 500 blocks
        QCOMPARE(preview.sampled, blocks);
        for (std::int64_t c = 0; c < Columns; ++c)
            for (std::int64_t b = 0; b < blocks; ++b)
                QVERIFY(same(preview.values[std::size_t(c)][std::size_t(b)], valueAt(values, b * preview.block, c)));
    }

    void testPreviewOutOfTimeKeepsEvenSamples()
    {
        // No time at all: the first level (blocks 0 and the middle power of two) only,
        // and every block repeats the sample read before it.
        const std::vector<double> values = randomValues();
        const Ui::SeriesPreview preview = Ui::samplePreview(ringSource(values), Rows, Columns, 500, 0.0, {});
        const std::int64_t blocks = (Rows + preview.block - 1) / preview.block;
        QVERIFY(preview.sampled >= 2 && preview.sampled < blocks);
        std::int64_t stride = 1;
        while (stride * 2 < blocks)
            stride *= 2;
        for (std::int64_t b = 0; b < blocks; ++b) {
            const std::int64_t read = b / stride * stride;
            QVERIFY(same(preview.values[0][std::size_t(b)], valueAt(values, read * preview.block, 0)));
        }
    }

    void testPartialIsExactBeforeDoneAndSampledAfter()
    {
        const std::vector<double> values = randomValues();
        const Ui::SeriesSource source = ringSource(values);
        const Ui::SeriesPreview preview = Ui::samplePreview(source, Rows, Columns, 64, 1e9, {});
        // A pass of blocks of 256 steps that has read the first 40% (a whole block count).
        const std::int64_t block = 256;
        const std::int64_t blocks = (Rows + block - 1) / block;
        const std::int64_t done = blocks * 2 / 5 * block;
        std::vector<std::vector<double>> mins(Columns, std::vector<double>(std::size_t(blocks), NAN));
        auto maxes = mins;
        for (std::int64_t s = 0; s < done; ++s)
            for (std::int64_t c = 0; c < Columns; ++c) {
                const double v = valueAt(values, s, c);
                double& lo = mins[std::size_t(c)][std::size_t(s / block)];
                double& hi = maxes[std::size_t(c)][std::size_t(s / block)];
                if (!std::isnan(v)) {
                    lo = std::isnan(lo) ? v : std::min(lo, v);
                    hi = std::isnan(hi) ? v : std::max(hi, v);
                }
            }
        const auto columns = Ui::partialColumns(source, Rows, preview, block, mins, maxes, done);
        QCOMPARE(columns.size(), std::size_t(Columns));
        const std::int64_t width = preview.block; // coarser than the pass's blocks here
        QVERIFY(width > block);
        for (std::int64_t c = 0; c < Columns; ++c) {
            const Ui::MinMaxEnvelope& e = columns[std::size_t(c)];
            QVERIFY(e.isApproximate());
            for (std::int64_t a = 0; a < Rows; a += width) {
                const std::int64_t end = std::min(Rows, a + width);
                double lo = NAN;
                double hi = NAN;
                const auto take = [&](double v) {
                    if (!std::isnan(v)) {
                        lo = std::isnan(lo) ? v : std::min(lo, v);
                        hi = std::isnan(hi) ? v : std::max(hi, v);
                    }
                };
                for (std::int64_t s = a; s < std::min(end, done); ++s)
                    take(valueAt(values, s, c)); // read: every step
                for (std::int64_t b = std::max(a, done) / preview.block; b * preview.block < end; ++b)
                    take(valueAt(values, b * preview.block, c)); // not read: the samples
                const Ui::EnvelopeBucket got = e.range(a, end);
                QVERIFY2(same(got.min, lo) && same(got.max, hi), qPrintable(QString::number(a)));
            }
        }
    }

    void testPreviewReadsNoRowsToRefine()
    {
        int readRows = 0;
        std::vector<double> lo{1.0, 5.0, -2.0, 0.5};
        std::vector<double> hi{2.0, 6.0, -1.0, 0.5};
        Ui::MinMaxEnvelope e(4 * 1024, 1024, lo, hi, [&readRows](std::int64_t a, std::int64_t b, double* out) {
            readRows += int(b - a);
            std::fill(out, out + (b - a), 100.0);
        });
        e.setApproximate(true);
        // Zoomed in below a block (512 rows on 100 pixels): the blocks answer.
        const auto buckets = e.query(1500, 2100, 100);
        QCOMPARE(readRows, 0);
        QCOMPARE(buckets.front().min, 5.0);
        QCOMPARE(buckets.back().max, -1.0);
        const Ui::EnvelopeBucket r = e.range(100, 3000);
        QCOMPARE(r.min, -2.0);
        QCOMPARE(r.max, 6.0);
        QCOMPARE(readRows, 0);
        // One bucket a row: those rows are read, as the user looks at single steps.
        const auto single = e.query(10, 60, 100);
        QCOMPARE(readRows, 50);
        QCOMPARE(single.front().min, 100.0);
        // So query() may read: the plot draws quickQuery() (the blocks, no reads) on the
        // GUI thread and asks query() on a worker.
        QVERIFY(e.queryReads());
        const auto quick = e.quickQuery(10, 60, 100);
        QCOMPARE(readRows, 50);
        QCOMPARE(quick.size(), std::size_t(50));
        QCOMPARE(quick.front().min, 1.0);
        QCOMPARE(quick.front().max, 2.0);
    }

    void testStoreSendsPreviewThenWholeKey()
    {
        // 1.5M steps of two columns against a 4 MB series budget: a coarse series.
        constexpr std::int64_t Big = 1'500'000;
        std::vector<double> values(std::size_t(Big * Columns));
        for (std::size_t i = 0; i < values.size(); ++i)
            values[i] = std::sin(double(i) * 0.001);
        auto root =
            Core::Batch::make({{"obs", Core::PyValue::array(Core::NdArray::fromBytes(
                                           Core::DType(Core::DTypeKind::Float64), {Big, Columns}, values.data()))}});
        Ui::Document document(root, QString(), QStringLiteral("big"));
        Ui::setMemoryBudget(std::int64_t(16) << 20);
        Ui::SeriesStore store;
        QSignalSpy ready(&store, &Ui::SeriesStore::seriesReady);
        store.request(&document, QStringLiteral("obs"));
        QTRY_VERIFY_WITH_TIMEOUT(!store.isBusy(), 60000);
        QVERIFY(ready.size() >= 2);
        const auto first = ready.front().at(2).value<std::shared_ptr<const Ui::KeySeries>>();
        const auto last = ready.back().at(2).value<std::shared_ptr<const Ui::KeySeries>>();
        QCOMPARE(first->progress, 0.0);
        QVERIFY(first->columns.front().isApproximate());
        QCOMPARE(last->progress, 1.0);
        QVERIFY(last->columns.front().isCoarse() && !last->columns.front().isApproximate());
        QCOMPARE(store.cached(&document, QStringLiteral("obs")), last);
        // The preview's samples and the whole key's envelope both come from the data.
        for (std::int64_t c = 0; c < Columns; ++c) {
            double lo = INFINITY;
            double hi = -INFINITY;
            for (std::int64_t s = 0; s < Big; ++s) {
                lo = std::min(lo, values[std::size_t(s * Columns + c)]);
                hi = std::max(hi, values[std::size_t(s * Columns + c)]);
            }
            const Ui::EnvelopeBucket whole = last->columns[std::size_t(c)].range(0, Big);
            QCOMPARE(whole.min, lo);
            QCOMPARE(whole.max, hi);
            const Ui::EnvelopeBucket sampled = first->columns[std::size_t(c)].range(0, Big);
            QVERIFY(sampled.min >= lo && sampled.max <= hi);
            QCOMPARE(first->columns[std::size_t(c)].query(0, 3, 100).front().min, values[std::size_t(c)]);
        }
        Ui::setMemoryBudget(std::int64_t(256) << 20);
    }
};

QTEST_GUILESS_MAIN(TestSeriesPreview)
#include "tst_seriespreview.moc"
