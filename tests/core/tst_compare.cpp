// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// core/compare's building blocks against numpy: the two-sample Kolmogorov-Smirnov
// statistic (computed in Python from the empirical CDFs, with ties and unequal sizes),
// numpy's linear quantiles, and statistics that do not depend on the window size.
#include "testutils.h"

#include <core/compare/compare.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace ReplayScope::Core;

namespace {

const char* kScript = R"PY(
import json
import numpy as np
rng = np.random.RandomState(5)
cases = []
for n, m, ties in [(50, 80, False), (300, 7, True), (1000, 1000, True), (1, 5, False)]:
    a = rng.normal(0, 1, n); b = rng.normal(0.3, 1.2, m)
    if ties:
        a = np.round(a, 1); b = np.round(b, 1)
    x, y = np.sort(a), np.sort(b)
    grid = np.concatenate([x, y])
    ks = np.max(np.abs(np.searchsorted(x, grid, "right") / n - np.searchsorted(y, grid, "right") / m))
    q = np.quantile(a, [0, .25, .5, .75, 1])
    cases.append({"a": [float(v).hex() for v in a], "b": [float(v).hex() for v in b], "ks": float(ks).hex(),
                  "mean": float(np.mean(a)).hex(), "quantiles": [float(v).hex() for v in q]})
print(json.dumps(cases))
)PY";

double fromHex(const QJsonValue& v)
{
    return std::strtod(v.toString().toLatin1().constData(), nullptr);
}

std::vector<double> values(const QJsonArray& a)
{
    std::vector<double> out;
    for (const QJsonValue& v : a)
        out.push_back(fromHex(v));
    return out;
}

} // namespace

class TestCompare : public QObject {
    Q_OBJECT

private slots:
    void ksAndQuantilesMatchNumpy()
    {
        bool ok = false;
        QString error;
        const QByteArray json = TestUtils::runPython(QString::fromLatin1(kScript), {}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        const QJsonArray cases = QJsonDocument::fromJson(json).array();
        QCOMPARE(cases.size(), 4);
        for (const QJsonValue& c : cases) {
            const QJsonObject o = c.toObject();
            const std::vector<double> a = values(o.value(QStringLiteral("a")).toArray());
            const std::vector<double> b = values(o.value(QStringLiteral("b")).toArray());
            QCOMPARE(ksStatistic(a, b), fromHex(o.value(QStringLiteral("ks"))));
            QCOMPARE(ksStatistic(b, a), fromHex(o.value(QStringLiteral("ks"))));
            const Distribution d = Distribution::of(a);
            QCOMPARE(d.count, std::int64_t(a.size()));
            QVERIFY(std::abs(d.mean - fromHex(o.value(QStringLiteral("mean")))) < 1e-12);
            const std::vector<double> q = values(o.value(QStringLiteral("quantiles")).toArray());
            for (int i = 0; i < 5; ++i)
                QVERIFY2(std::abs(d.quantiles[i] - q[std::size_t(i)]) < 1e-12, qPrintable(QString::number(i)));
        }
        QCOMPARE(ksStatistic({}, {1.0}), 0.0);
        QCOMPARE(ksStatistic({1.0, 2.0}, {1.0, 2.0}), 0.0);
        QCOMPARE(ksStatistic({1.0, 2.0}, {3.0, 4.0}), 1.0);
    }

    void resultsDoNotDependOnTheWindow()
    {
        // A 3-column float32 key with NaN/Inf, read through rowSlots of a wrapped ring
        // (rows 5..9 then 0..4), in windows of 1, 2 and many rows.
        std::vector<double> data;
        for (int i = 0; i < 30; ++i)
            data.push_back(i == 4 ? NAN : i == 11 ? INFINITY : std::cos(i * 0.7) * 10);
        Batch a, b;
        a.set("x", PyValue::array(NdArray::fromDoubles(data, {10, 3}).astype(DType(DTypeKind::Float32))));
        std::vector<double> changed = data;
        changed[3 * 7 + 1] += 1.0; // slot 7 = chronological row 2
        b.set("x", PyValue::array(NdArray::fromDoubles(changed, {10, 3}).astype(DType(DTypeKind::Float32))));
        CompareInput ia = CompareInput::ofBatch(a, nullptr);
        CompareInput ib = CompareInput::ofBatch(b, nullptr);
        ia.rowSlots = ib.rowSlots = Indices{5, 6, 7, 8, 9, 0, 1, 2, 3, 4};
        std::optional<KeyStats> first;
        for (std::int64_t bytes : {1, 24, 1 << 20}) {
            CompareOptions options;
            options.windowBytes = bytes;
            const BufferComparison c = compareInputs(ia, ib, options);
            QCOMPARE(c.keys.size(), std::size_t(1));
            const KeyComparison& k = c.keys.front();
            QVERIFY(k.rowsCompared);
            QCOMPARE(k.differingRows, std::int64_t(1));
            QCOMPARE(k.firstDifferingRows, std::vector<std::int64_t>{2});
            QCOMPARE(k.statsA->nanCount, std::int64_t(1));
            QCOMPARE(k.statsA->infCount, std::int64_t(1));
            QCOMPARE(k.statsA->count, std::int64_t(30));
            if (!first)
                first = k.statsA;
            QVERIFY(std::abs(k.statsA->mean - first->mean) < 1e-12);
            QVERIFY(std::abs(k.statsA->std - first->std) < 1e-12);
            QCOMPARE(k.statsA->min, first->min);
            QVERIFY(!c.equal());
        }
    }
};

QTEST_GUILESS_MAIN(TestCompare)
#include "tst_compare.moc"
