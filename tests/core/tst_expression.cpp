// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The expression language of core/expr against numpy: python3 writes random data
// (NaNs included) as an npz and evaluates each case with numpy; the core evaluates
// the same text over the loaded npz and must give the same dtype, shape and values.
#include "testutils.h"

#include <core/expr/expression.h>
#include <core/files/formats.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace ReplayScope::Core;

namespace {

// Our text, then the same in Python (explicit parentheses where pandas-style precedence
// of & and | differs from Python's).
const std::vector<std::pair<const char*, const char*>> kCases = {
    {"rew * 0.99", "rew * 0.99"},
    {"rew < -1 & abs(act[:,0]) > 0.95", "(rew < -1) & (np.abs(act[:,0]) > 0.95)"},
    {"isnan(obs).any(axis=1)", "np.isnan(obs).any(axis=1)"},
    {"info.env_id == 3", "info_env_id == 3"},
    {"~done | rew >= 0.5", "~done | (rew >= 0.5)"},
    {"isnan(obs).all(axis=-1) | ~isfinite(rew)", "np.isnan(obs).all(axis=-1) | ~np.isfinite(rew)"},
    {"(obs[:, 1:3] - obs_next[:, 1:3]).any(axis=1)", "(obs[:, 1:3] - obs_next[:, 1:3]).any(axis=1)"},
    {"abs(act) * 2 - 1", "np.abs(act) * 2 - 1"},
    {"rew != rew", "rew != rew"},
    {"info.env_id * 2 + 1 > 5", "info_env_id * 2 + 1 > 5"},
    {"act[..., -1] <= -0.5", "act[..., -1] <= -0.5"},
    {"-rew / 2", "-rew / 2"},
    {"obs.any()", "obs.any()"},
    {"rew > 0.1 & (done | info.env_id == 0)", "(rew > 0.1) & (done | (info_env_id == 0))"},
    {"isinf(obs).any(axis=1) == False", "np.isinf(obs).any(axis=1) == False"},
    {"abs(info.env_id - 2) <= 1", "np.abs(info_env_id - 2) <= 1"},
};

const char* kScript = R"PY(
import json, sys
import numpy as np
rng = np.random.RandomState(21)
n = 300
rew = rng.normal(0, 1.5, n).astype(np.float32)
rew[[5, 77]] = np.nan
rew[9] = np.inf
obs = rng.uniform(-1, 1, (n, 4)).astype(np.float32)
obs[[3, 50]] = np.nan
obs[60, 2] = np.nan
obs[61, 0] = -np.inf
obs_next = obs.copy()
obs_next[::7, 1] += 0.5
act = rng.uniform(-1, 1, (n, 2)).astype(np.float32)
done = rng.uniform(0, 1, n) < 0.1
info_env_id = rng.randint(0, 5, n).astype(np.int64)
np.savez(sys.argv[1], rew=rew, obs=obs, obs_next=obs_next, act=act, done=done, **{"info.env_id": info_env_id})
out = []
with np.errstate(all="ignore"):
    for text in sys.argv[2:]:
        v = np.asarray(eval(text))
        flat = v.ravel()
        if v.dtype == np.bool_:
            values = [bool(x) for x in flat]
        else:
            values = [float(x).hex() for x in flat.astype(np.float64)]
        out.append({"dtype": v.dtype.name, "shape": list(v.shape), "values": values})
print(json.dumps(out))
)PY";

} // namespace

class TestExpression : public QObject {
    Q_OBJECT

private slots:
    void matchesNumpy()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString npz = dir.filePath(QStringLiteral("data.npz"));
        QStringList args{npz};
        for (const auto& c : kCases)
            args << QString::fromLatin1(c.second);
        bool ok = false;
        QString error;
        const QByteArray json = TestUtils::runPython(QString::fromLatin1(kScript), args, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        const QJsonArray expected = QJsonDocument::fromJson(json).array();
        QCOMPARE(expected.size(), qsizetype(kCases.size()));
        const LoadedData data = loadFile(npz.toStdString());
        QVERIFY(data.batch);
        for (std::size_t i = 0; i < kCases.size(); ++i) {
            const QJsonObject e = expected[qsizetype(i)].toObject();
            const NdArray got = evaluateExpression(*data.batch, kCases[i].first);
            const QString label = QString::fromLatin1(kCases[i].first);
            QCOMPARE(QString::fromStdString(got.dtype().str()) + QLatin1Char(' ') + label,
                     e.value(QStringLiteral("dtype")).toString() + QLatin1Char(' ') + label);
            QJsonArray shape;
            for (std::int64_t d : got.shape())
                shape.append(qint64(d));
            QCOMPARE(shape, e.value(QStringLiteral("shape")).toArray());
            const QJsonArray values = e.value(QStringLiteral("values")).toArray();
            QCOMPARE(got.size(), std::int64_t(values.size()));
            for (std::int64_t k = 0; k < got.size(); ++k) {
                if (got.dtype().isBool()) {
                    QVERIFY2(got.toBool(k) == values[qsizetype(k)].toBool(),
                             qPrintable(label + QStringLiteral(" element %1").arg(k)));
                    continue;
                }
                const double want = std::strtod(values[qsizetype(k)].toString().toLatin1().constData(), nullptr);
                const double have = got.toDouble(k);
                QVERIFY2((std::isnan(want) && std::isnan(have)) || want == have,
                         qPrintable(label + QStringLiteral(" element %1: %2 != %3").arg(k).arg(have).arg(want)));
            }
        }
    }

    void rowMaskReadsWindows()
    {
        // The windowed evaluation gives the mask of the whole evaluation, for any window.
        Batch b;
        std::vector<double> rew;
        for (int i = 0; i < 1000; ++i)
            rew.push_back(std::sin(i * 0.37) * 3);
        b.set("rew", PyValue::array(NdArray::fromDoubles(rew, {1000})));
        const Expression e = Expression::parse("abs(rew) > 2.5 | rew == 0");
        const NdArray whole = e.evaluate(b);
        for (std::int64_t window : {1, 7, 333, 1000, 5000}) {
            const std::vector<bool> mask = evaluateRowMask(e, b, 1000, window);
            QCOMPARE(std::int64_t(mask.size()), std::int64_t(1000));
            std::int64_t count = 0;
            for (std::int64_t i = 0; i < 1000; ++i) {
                QCOMPARE(bool(mask[std::size_t(i)]), whole.toBool(i));
                count += mask[std::size_t(i)];
            }
            QVERIFY(count > 0 && count < 1000);
        }
        QVERIFY_THROWS_EXCEPTION(ValueError, evaluateRowMask(Expression::parse("rew * 2"), b, 1000));
    }

    void errorsNamePositions_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing operand") << "rew <" << int(ExprErrorKind::MissingOperand)
                                         << "a key or a number is missing at position 6";
        QTest::newRow("missing paren") << "rew & (act > 1" << int(ExprErrorKind::MissingParen)
                                       << "missing ')' at position 15";
        QTest::newRow("unknown function")
            << "rew + foo(rew)" << int(ExprErrorKind::UnknownFunction)
            << "unknown function 'foo' (known: abs, isnan, isinf, isfinite) at position 7";
        QTest::newRow("missing bracket") << "act[:, 0" << int(ExprErrorKind::MissingParen)
                                         << "missing ']' at position 9";
        QTest::newRow("unknown key") << "rew + nokey" << int(ExprErrorKind::UnknownKey)
                                     << "no key 'nokey' at position 7";
        QTest::newRow("unexpected") << "rew $ 2" << int(ExprErrorKind::Unexpected) << "unexpected '$' at position 5";
        QTest::newRow("bad axis") << "rew.any(axis=x)" << int(ExprErrorKind::BadArgument)
                                  << "expected an axis number at position 14";
        QTest::newRow("bad index") << "act[1:2:3:4]" << int(ExprErrorKind::BadIndex) << "";
        QTest::newRow("scalar") << "1 + 2 > 2" << int(ExprErrorKind::ScalarResult)
                                << "the expression gives a single number; use at least one key";
    }

    void errorsNamePositions()
    {
        QFETCH(QString, text);
        QFETCH(int, kind);
        QFETCH(QString, message);
        Batch b;
        b.set("rew", PyValue::array(NdArray::fromDoubles({1.0, -2.0}, {2})));
        b.set("act", PyValue::array(NdArray::fromDoubles({1.0, -2.0, 3.0, 4.0}, {2, 2})));
        try {
            evaluateExpression(b, text.toStdString());
            QFAIL("no error");
        } catch (const ExprError& e) {
            QCOMPARE(int(e.kind()), kind);
            if (!message.isEmpty())
                QCOMPARE(QString::fromStdString(e.what()), message);
            else
                QVERIFY(QString::fromStdString(e.what()).contains(QStringLiteral("at position 5")));
        }
    }
};

QTEST_GUILESS_MAIN(TestExpression)
#include "tst_expression.moc"
