// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// The pure parts behind the plot and image views: decimation, histograms, image layout,
// and the episode filter model.
#include "modeltesthelpers.h"

#include <core/demo/cartpole.h>
#include <widgets/model/document.h>
#include <widgets/model/episodefilterproxy.h>
#include <widgets/model/episodelistmodel.h>
#include <widgets/model/image/imagelayout.h>
#include <widgets/model/plot/histogram.h>
#include <widgets/model/plot/minmaxenvelope.h>

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <limits>

using namespace ReplayScope;

class TestPlotModel : public QObject {
    Q_OBJECT

private slots:
    void testEnvelopeMatchesBruteForce_data()
    {
        QTest::addColumn<qint64>("size");
        QTest::addColumn<qint64>("first");
        QTest::addColumn<qint64>("last");
        QTest::addColumn<int>("pixels");
        QTest::newRow("few rows, one per bucket") << qint64(500) << qint64(0) << qint64(500) << 400;
        QTest::newRow("whole series") << qint64(100000) << qint64(0) << qint64(100000) << 800;
        QTest::newRow("unaligned window") << qint64(100000) << qint64(12345) << qint64(67891) << 333;
        QTest::newRow("narrow window") << qint64(100000) << qint64(99001) << qint64(99999) << 100;
        QTest::newRow("ragged end") << qint64(70001) << qint64(3) << qint64(70001) << 1000;
        QTest::newRow("clamped range") << qint64(5000) << qint64(-50) << qint64(9000) << 64;
    }
    void testEnvelopeMatchesBruteForce()
    {
        QFETCH(qint64, size);
        QFETCH(qint64, first);
        QFETCH(qint64, last);
        QFETCH(int, pixels);
        QRandomGenerator random(1234);
        std::vector<double> values(static_cast<std::size_t>(size));
        for (double& v : values)
            v = random.generateDouble() * 200.0 - 100.0;
        // Missing data: a single NaN, a whole NaN stretch and an infinity.
        values[7] = std::numeric_limits<double>::quiet_NaN();
        for (std::size_t i = 300; i < 340 && i < values.size(); ++i)
            values[i] = std::numeric_limits<double>::quiet_NaN();
        values[values.size() / 2] = std::numeric_limits<double>::infinity();
        const Ui::MinMaxEnvelope envelope(values);
        const std::vector<Ui::EnvelopeBucket> buckets = envelope.query(first, last, pixels);
        const qint64 a = std::max<qint64>(first, 0);
        const qint64 b = std::min<qint64>(last, size);
        QVERIFY(!buckets.empty());
        QCOMPARE(buckets.front().first, a);
        QVERIFY(buckets.size() <= static_cast<std::size_t>(4 * pixels + 2)); // bounded by the pixels
        qint64 next = a;
        for (const Ui::EnvelopeBucket& bucket : buckets) {
            QCOMPARE(bucket.first, next); // disjoint and covering
            QVERIFY(bucket.count >= 1);
            double lo = std::numeric_limits<double>::quiet_NaN();
            double hi = lo;
            for (qint64 i = bucket.first; i < bucket.first + bucket.count; ++i) {
                const double v = values[static_cast<std::size_t>(i)];
                if (!std::isfinite(v))
                    continue;
                lo = std::isnan(lo) ? v : std::min(lo, v);
                hi = std::isnan(hi) ? v : std::max(hi, v);
            }
            if (std::isnan(lo)) {
                QVERIFY(std::isnan(bucket.min) && std::isnan(bucket.max));
            } else {
                QCOMPARE(bucket.min, lo);
                QCOMPARE(bucket.max, hi);
            }
            next = bucket.first + bucket.count;
        }
        QCOMPARE(next, b);
    }

    void testHistogramMatchesNumpy()
    {
        std::vector<double> values;
        QRandomGenerator random(99);
        QStringList text;
        for (int i = 0; i < 2000; ++i) {
            values.push_back(std::round(random.generateDouble() * 1000.0) / 100.0 - 3.0);
            text << QString::number(values.back(), 'g', 17);
        }
        values.push_back(std::numeric_limits<double>::quiet_NaN()); // numpy gets it filtered too
        const Ui::Histogram h = Ui::makeHistogram({&values}, 0, static_cast<std::int64_t>(values.size()), 37);
        bool ok = false;
        const QByteArray out = TestUtils::runPython(
            QStringLiteral("import sys, numpy as np\n"
                           "v = np.array([float(x) for x in sys.argv[1].split(',')])\n"
                           "c, e = np.histogram(v, 37)\n"
                           "print(' '.join(str(int(x)) for x in c)); print(repr(e[0]), repr(e[-1]))\n"),
            {text.join(QLatin1Char(','))}, &ok);
        QVERIFY(ok);
        const QList<QByteArray> lines = out.trimmed().split('\n');
        QStringList counts;
        for (std::int64_t c : h.counts)
            counts << QString::number(c);
        QCOMPARE(counts.join(QLatin1Char(' ')), QString::fromUtf8(lines[0].trimmed()));
        const QList<QByteArray> edges = lines[1].trimmed().split(' ');
        QCOMPARE(h.low, edges[0].toDouble());
        QCOMPARE(h.high, edges[1].toDouble());
    }

    void testImageLayout_data()
    {
        QTest::addColumn<QList<qint64>>("shape");
        QTest::addColumn<QString>("dtype");
        QTest::addColumn<QString>("description");
        QTest::newRow("grey HxW") << QList<qint64>{16, 32} << QStringLiteral("uint8") << QStringLiteral("16×32 grey");
        QTest::newRow("atari stack") << QList<qint64>{4, 84, 84} << QStringLiteral("uint8")
                                     << QStringLiteral("4 × 84×84 grey frames");
        QTest::newRow("HxWxC") << QList<qint64>{64, 48, 3} << QStringLiteral("float32") << QStringLiteral("64×48 RGB");
        QTest::newRow("CxHxW") << QList<qint64>{3, 64, 48} << QStringLiteral("uint8") << QStringLiteral("64×48 RGB");
        QTest::newRow("RGBA") << QList<qint64>{10, 10, 4} << QStringLiteral("uint8") << QStringLiteral("10×10 RGBA");
        QTest::newRow("stacked colour") << QList<qint64>{2, 3, 20, 20} << QStringLiteral("float64")
                                        << QStringLiteral("2 × 20×20 RGB frames");
        QTest::newRow("vector") << QList<qint64>{4} << QStringLiteral("float32") << QStringLiteral("not an image");
        QTest::newRow("small matrix") << QList<qint64>{3, 3} << QStringLiteral("float32")
                                      << QStringLiteral("not an image");
        QTest::newRow("strings") << QList<qint64>{16, 16} << QStringLiteral("<U3") << QStringLiteral("not an image");
    }
    void testImageLayout()
    {
        QFETCH(QList<qint64>, shape);
        QFETCH(QString, dtype);
        QFETCH(QString, description);
        const Core::Shape s(shape.begin(), shape.end());
        QCOMPARE(Ui::detectImageLayout(s, Core::DType::fromString(dtype.toStdString())).describe(), description);
    }

    void testRenderedFrameIsTheData()
    {
        // The demo's obs.frame is uint8 (N, 16, 32): the grey level of each pixel is the byte.
        Core::CartPoleDemoOptions options;
        options.episodes = 3;
        const Core::Batch demo = Core::makeCartPoleDemo(options);
        const Core::NdArray& frame = demo.findPath("obs.frame")->asArray();
        const Ui::ImageLayout layout =
            Ui::detectImageLayout(Core::Shape(frame.shape().begin() + 1, frame.shape().end()), frame.dtype());
        QVERIFY(layout.valid);
        const std::int64_t row = 17;
        const QImage image = Ui::renderImageStep(frame, row, layout);
        QCOMPARE(image.size(), QSize(32, 16));
        int differing = 0;
        for (int y = 0; y < 16; ++y)
            for (int x = 0; x < 32; ++x)
                differing += qGray(image.pixel(x, y)) != frame.toInt64(row * 512 + y * 32 + x);
        QCOMPARE(differing, 0);
        // Stacked frames go side by side, 2 pixels apart.
        const Core::NdArray stacked =
            Core::NdArray::arange(2 * 2 * 8 * 8, Core::DType(Core::DTypeKind::UInt8)).reshape({2, 2, 8, 8});
        const Ui::ImageLayout two = Ui::detectImageLayout({2, 8, 8}, stacked.dtype());
        QCOMPARE(two.frames, 2);
        const QImage side = Ui::renderImageStep(stacked, 1, two);
        QCOMPARE(side.size(), QSize(2 * 8 + 2, 8));
        QCOMPARE(qGray(side.pixel(10 + 1, 2)), int(128 + 64 + 2 * 8 + 1)); // row 1, frame 1, y 2, x 1
    }

    void testEpisodeFilterProxy()
    {
        std::unique_ptr<Ui::Document> doc(
            ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/cartpole_like.p4.pkl")));
        Ui::EpisodeListModel source;
        source.setDocument(doc.get());
        Ui::EpisodeFilterProxy proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&source);
        // Episode returns and lengths from the manifest's chronological rewards and dones.
        const QJsonObject entry =
            ModelTest::manifestEntry(QStringLiteral("tianshou-v2.0.1"), QStringLiteral("cartpole_like.p4.pkl"));
        const QJsonArray rew = entry.value(QStringLiteral("chrono_rew")).toArray();
        const QJsonArray done = entry.value(QStringLiteral("chrono_done")).toArray();
        QVERIFY(!rew.isEmpty());
        std::vector<double> returns;
        std::vector<int> lengths;
        double sum = 0;
        int length = 0;
        for (qsizetype i = 0; i < rew.size(); ++i) {
            sum += rew[i].toDouble();
            ++length;
            if (done[i].toBool() || i + 1 == rew.size()) {
                returns.push_back(sum);
                lengths.push_back(length);
                sum = 0;
                length = 0;
            }
        }
        QCOMPARE(proxy.rowCount(), static_cast<int>(returns.size()));
        const double threshold = 20.0;
        proxy.setReturnRange(threshold, std::nullopt);
        QCOMPARE(proxy.rowCount(), static_cast<int>(std::count_if(returns.begin(), returns.end(),
                                                                  [&](double r) { return r >= threshold; })));
        proxy.setReturnRange(std::nullopt, std::nullopt);
        proxy.setLengthRange(std::nullopt, 15.0);
        QCOMPARE(proxy.rowCount(),
                 static_cast<int>(std::count_if(lengths.begin(), lengths.end(), [](int l) { return l <= 15; })));
        QVERIFY(proxy.isFiltering());
        proxy.setLengthRange(std::nullopt, std::nullopt);
        QVERIFY(!proxy.isFiltering());
    }
};

QTEST_GUILESS_MAIN(TestPlotModel)
#include "tst_plotmodel.moc"
