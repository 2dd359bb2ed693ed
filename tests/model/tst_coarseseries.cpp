// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// Plot series above the memory budget (issue 23): coarse envelopes that hold only their
// blocks' min/max and read rows from the data must answer exactly as the envelope of
// every value does, for the whole view, unaligned windows and views zoomed in below a
// block; their histograms equal those of the values.
#include <core/array/ndarray.h>
#include <widgets/model/plot/histogram.h>
#include <widgets/model/plot/keyseries.h>

#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <limits>
#include <memory>
#include <numeric>

using namespace ReplayScope;

namespace {

constexpr std::int64_t Rows = 200'000;
constexpr std::int64_t Columns = 3;

// Random values with missing data (a NaN, a NaN stretch, an infinity) in rows x 3.
std::vector<double> randomValues()
{
    QRandomGenerator random(23);
    std::vector<double> values(std::size_t(Rows * Columns));
    for (double& v : values)
        v = random.generateDouble() * 200.0 - 100.0;
    values[7 * Columns] = std::numeric_limits<double>::quiet_NaN();
    for (std::size_t i = 3000 * Columns; i < 3400 * Columns; ++i)
        values[i] = std::numeric_limits<double>::quiet_NaN();
    values[Rows / 2 * Columns + 1] = std::numeric_limits<double>::infinity();
    return values;
}

// A buffer's ring unrolled: step s is row (s + offset) % Rows.
std::shared_ptr<const std::vector<std::int64_t>> rotation(std::int64_t offset)
{
    auto rows = std::make_shared<std::vector<std::int64_t>>(std::size_t(Rows));
    for (std::int64_t s = 0; s < Rows; ++s)
        (*rows)[std::size_t(s)] = (s + offset) % Rows;
    return rows;
}

} // namespace

class TestCoarseSeries : public QObject {
    Q_OBJECT

private slots:
    void testCoarseAnswersAsFull_data()
    {
        QTest::addColumn<qint64>("first");
        QTest::addColumn<qint64>("last");
        QTest::addColumn<int>("pixels");
        QTest::newRow("whole series") << qint64(0) << qint64(Rows) << 800;
        QTest::newRow("unaligned window") << qint64(12345) << qint64(167891) << 333;
        QTest::newRow("zoomed below a block") << qint64(99001) << qint64(103999) << 700;
        QTest::newRow("one row per bucket") << qint64(5) << qint64(900) << 500;
        QTest::newRow("across the NaN stretch") << qint64(2900) << qint64(3500) << 50;
    }
    void testCoarseAnswersAsFull()
    {
        QFETCH(qint64, first);
        QFETCH(qint64, last);
        QFETCH(int, pixels);
        const std::vector<double> values = randomValues();
        const Core::NdArray array =
            Core::NdArray::fromBytes(Core::DType(Core::DTypeKind::Float64), {Rows, Columns}, values.data());
        const auto stepRows = rotation(Rows / 3);
        // A budget of 256 KB: far below the 6 MB of the values, so the series is coarse.
        const Ui::KeySeries coarse = Ui::buildKeySeries(QStringLiteral("obs"), array, stepRows, Rows, {}, 256 << 10);
        const Ui::KeySeries full = Ui::buildKeySeries(QStringLiteral("obs"), array, stepRows, Rows, {}, 1 << 30);
        QCOMPARE(coarse.columns.size(), std::size_t(Columns));
        QCOMPARE(coarse.columnNames, full.columnNames);
        for (std::size_t c = 0; c < coarse.columns.size(); ++c) {
            const Ui::MinMaxEnvelope& a = coarse.columns[c];
            const Ui::MinMaxEnvelope& b = full.columns[c];
            QVERIFY(a.isCoarse() && !b.isCoarse());
            QVERIFY(a.values().empty()); // nothing held per row
            QCOMPARE(a.size(), Rows);
            // The full envelope's values are the data in step order (checked against the
            // array itself), and the coarse one reads the same rows.
            const std::int64_t s = first + 17;
            const double expected = values[std::size_t((*stepRows)[std::size_t(s)] * Columns) + c];
            QCOMPARE(b.values()[std::size_t(s)], expected);
            QCOMPARE(a.values(s, s + 1).front(), expected);
            const auto qa = a.query(first, last, pixels);
            const auto qb = b.query(first, last, pixels);
            QCOMPARE(qa.size(), qb.size());
            for (std::size_t i = 0; i < qa.size(); ++i) {
                QCOMPARE(qa[i].first, qb[i].first);
                QCOMPARE(qa[i].count, qb[i].count);
                QVERIFY(std::isnan(qb[i].min) ? std::isnan(qa[i].min) : qa[i].min == qb[i].min);
                QVERIFY(std::isnan(qb[i].max) ? std::isnan(qa[i].max) : qa[i].max == qb[i].max);
            }
            const Ui::EnvelopeBucket ra = a.range(first, last);
            const Ui::EnvelopeBucket rb = b.range(first, last);
            QCOMPARE(ra.min, rb.min);
            QCOMPARE(ra.max, rb.max);
        }
    }

    void testEnvelopeHistogramMatchesValues()
    {
        const std::vector<double> values = randomValues();
        const Core::NdArray array =
            Core::NdArray::fromBytes(Core::DType(Core::DTypeKind::Float64), {Rows, Columns}, values.data());
        const Ui::KeySeries coarse = Ui::buildKeySeries(QStringLiteral("obs"), array, nullptr, Rows, {}, 256 << 10);
        QVERIFY(coarse.columns.front().isCoarse());
        std::vector<std::vector<double>> columns(Columns);
        for (std::int64_t r = 0; r < Rows; ++r)
            for (std::int64_t c = 0; c < Columns; ++c)
                columns[std::size_t(c)].push_back(values[std::size_t(r * Columns + c)]);
        for (const auto& [first, last] : {std::pair<std::int64_t, std::int64_t>{0, Rows}, {1234, 98765}}) {
            const Ui::Histogram expected = Ui::makeHistogram({&columns[0], &columns[1], &columns[2]}, first, last, 61);
            const Ui::Histogram h = Ui::makeEnvelopeHistogram(
                {&coarse.columns[0], &coarse.columns[1], &coarse.columns[2]}, first, last, 61);
            QCOMPARE(h.low, expected.low);
            QCOMPARE(h.high, expected.high);
            QCOMPARE(h.counts, expected.counts);
            const std::int64_t finite =
                std::count_if(values.begin(), values.end(), [](double v) { return std::isfinite(v); });
            if (first == 0)
                QCOMPARE(std::accumulate(h.counts.begin(), h.counts.end(), std::int64_t(0)), finite);
        }
    }
};

QTEST_GUILESS_MAIN(TestCoarseSeries)
#include "tst_coarseseries.moc"
