// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// A key larger than the memory budget (issue 23): the plot draws the whole key's preview
// at once, then the whole key; zoomed in below its blocks it draws the blocks at once and
// the exact envelope of the rows in view once a worker has read them. Expected lines are
// the envelope of the data itself (a full envelope of every value, made here).
#include <core/array/ndarray.h>
#include <core/batch/batch.h>
#include <widgets/model/document.h>
#include <widgets/model/memorybudget.h>
#include <widgets/view/plot/plotpanel.h>

#include <QSignalSpy>
#include <QTest>

#include <qcustomplot.h>

#include <cmath>

using namespace ReplayScope;

namespace {

constexpr std::int64_t Steps = 2'000'000;

// The points of graph g as (x, y) pairs.
std::vector<std::pair<double, double>> pointsOf(QCustomPlot* plot, int g)
{
    std::vector<std::pair<double, double>> out;
    for (auto it = plot->graph(g)->data()->constBegin(); it != plot->graph(g)->data()->constEnd(); ++it)
        out.emplace_back(it->key, it->value);
    return out;
}

} // namespace

class TestPlotRefine : public QObject {
    Q_OBJECT

private slots:
    void testZoomedCoarseKeyIsRefinedOnAWorker()
    {
        // 2M float64 steps against a 16 MB budget (4 MB a series): coarse, blocks of 256.
        std::vector<double> values(static_cast<std::size_t>(Steps));
        for (std::int64_t i = 0; i < Steps; ++i)
            values[std::size_t(i)] = std::sin(double(i) * 0.003) + double(i % 13) * 0.01;
        Ui::setMemoryBudget(std::int64_t(16) << 20);
        auto root = Core::Batch::make({{"rew", Core::PyValue::array(Core::NdArray::fromBytes(
                                                   Core::DType(Core::DTypeKind::Float64), {Steps}, values.data()))}});
        Ui::Document document(root, QString(), QStringLiteral("large"));
        Ui::PlotPanel panel;
        panel.resize(900, 500);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.setDocument(&document);
        panel.setKey(QStringLiteral("rew"));
        QTRY_VERIFY_WITH_TIMEOUT(panel.series() && panel.series()->progress == 1.0, 60000);
        const Ui::MinMaxEnvelope& coarse = panel.series()->columns.front();
        QVERIFY(coarse.queryReads());
        // A view of 20,000 steps on a plot some 800 pixels wide: 25 rows a pixel, below
        // the coarse blocks, so the exact lines need the rows themselves.
        QCustomPlot* plot = panel.plot();
        plot->xAxis->setRange(1'000'000, 1'020'000);
        const int pixels = std::max(plot->axisRect()->width(), 100);
        const Ui::MinMaxEnvelope full(values);
        const std::vector<Ui::EnvelopeBucket> exact = full.query(1'000'000, 1'020'001, pixels);
        std::vector<double> expected; // a bucket's minimum and maximum, or a single row's value
        for (const Ui::EnvelopeBucket& b : exact) {
            expected.push_back(b.min);
            if (b.count > 1)
                expected.push_back(b.max);
        }
        const auto drawnValues = [plot] {
            std::vector<double> ys;
            for (const auto& [x, y] : pointsOf(plot, 0))
                ys.push_back(y);
            return ys;
        };
        QTRY_COMPARE_WITH_TIMEOUT(drawnValues(), expected, 20000);
        // What was drawn at once: the blocks' ranges, never narrower than the rows'.
        const std::vector<Ui::EnvelopeBucket> quick = coarse.quickQuery(1'000'000, 1'020'001, pixels);
        QCOMPARE(quick.size(), exact.size());
        for (std::size_t i = 0; i < exact.size(); ++i)
            QVERIFY(quick[i].min <= exact[i].min && quick[i].max >= exact[i].max);
        Ui::setMemoryBudget(std::int64_t(256) << 20);
    }
};

QTEST_MAIN(TestPlotRefine)
#include "tst_plotrefine.moc"
