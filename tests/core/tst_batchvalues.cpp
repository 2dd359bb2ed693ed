// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Batch equality (DeepDiff semantics), to_dict, apply_values_transform, isnull /
// hasnull / dropnull and arithmetic, against tianshou-spec.md 1.15 - 1.18 and section 5
// items 56 - 63, 65, 69, 70.

#include "batchtesthelpers.h"

#include "../testutils.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace BatchTest;

class TestBatchValues : public QObject {
    Q_OBJECT

private slots:
    void testEquality_data();
    void testEquality();
    void testToDict();
    void testApplyValuesTransform();
    void testNulls();
    void testDropNull();
    void testDropNullNumeric();
    void testArithmetic();
    void testSetArrayAtKey_data();
    void testSetArrayAtKey();
    void testSetArrayAtKeyErrors();
};

void TestBatchValues::testEquality_data()
{
    QTest::addColumn<Batch>("left");
    QTest::addColumn<Batch>("right");
    QTest::addColumn<bool>("equal");

    const auto ints = [](std::vector<std::int64_t> v) {
        std::vector<PyValue> out;
        for (auto x : v)
            out.push_back(I(x));
        return L(out);
    };
    // item 56
    QTest::newRow("different keys") << Batch({{"a", ints({1, 2})}, {"b", ints({100, 50})}})
                                    << Batch({{"b", ints({1, 2})}, {"c", ints({100, 50})}}) << false;
    QTest::newRow("missing key") << Batch({{"a", ints({1, 2})}, {"b", ints({100, 50})}}) << Batch({{"a", ints({1, 2})}})
                                 << false;
    // item 57
    QTest::newRow("leaf vs nested") << Batch({{"a", ints({1, 2, 3})}, {"b", ints({4, 5})}})
                                    << Batch({{"a", ints({1, 2, 3})}, {"b", Bv(Batch({{"a", ints({4, 5})}}))}})
                                    << false;
    // item 58: int64 array vs float32 tensor
    QTest::newRow("dtype differs") << Batch({{"b", A(i64({4, 5}))}})
                                   << Batch({{"b", Ten(dbl({4, 5}).astype(DType(DTypeKind::Float32)))}}) << false;
    QTest::newRow("tensor vs array same dtype")
        << Batch({{"b", A(dbl({4, 5}))}}) << Batch({{"b", Ten(dbl({4, 5}))}}) << true;
    // item 59
    QTest::newRow("nested value") << Batch({{"a", D({{"b", ints({1, 2})}})}})
                                  << Batch({{"a", D({{"b", ints({1, 3})}})}}) << false;
    QTest::newRow("nested shape") << Batch({{"a", D({{"b", ints({1, 2})}})}})
                                  << Batch({{"a", D({{"b", L({ints({1, 2})})}})}}) << false;
    // item 60
    QTest::newRow("0-d vs 1 element") << Batch({{"a", D({{"b", I(1)}})}}) << Batch({{"a", D({{"b", ints({1})}})}})
                                      << true;
    QTest::newRow("other nested key") << Batch({{"a", D({{"b", I(1)}})}}) << Batch({{"a", D({{"c", I(2)}})}}) << false;
    QTest::newRow("other top key") << Batch({{"a", D({{"b", I(1)}})}}) << Batch({{"b", D({{"b", I(1)}})}}) << false;
    QTest::newRow("other value") << Batch({{"a", D({{"b", I(1)}})}}) << Batch({{"a", D({{"b", I(10)}})}}) << false;
    QTest::newRow("scalars") << Batch({{"a", I(1)}, {"b", I(5)}}) << Batch({{"a", I(1)}, {"b", I(5)}}) << true;
    // item 62
    QTest::newRow("empty") << Batch() << Batch() << true;
    QTest::newRow("key order") << Batch({{"a", I(1)}, {"b", I(2)}}) << Batch({{"b", I(2)}, {"a", I(1)}}) << true;
    QTest::newRow("tuple vs list") << Batch({{"a", T({I(1), I(2)})}}) << Batch({{"a", ints({1, 2})}}) << true;
    QTest::newRow("dict vs Batch") << Batch({{"a", D({{"x", I(1)}})}}) << Batch({{"a", Bv(Batch({{"x", I(1)}}))}})
                                   << true;
    // 1.18
    QTest::newRow("int64 vs int32") << Batch({{"a", A(i64({1}))}})
                                    << Batch({{"a", A(i64({1}).astype(DType(DTypeKind::Int32)))}}) << false;
    QTest::newRow("nan") << Batch({{"a", F(std::nan(""))}}) << Batch({{"a", F(std::nan(""))}}) << false;
    QTest::newRow("reserved vs None") << Batch({{"a", Bv(Batch())}}) << Batch({{"a", None()}}) << false;
    QTest::newRow("objects") << Batch({{"a", L({S("x"), None()})}}) << Batch({{"a", L({S("x"), None()})}}) << true;
    QTest::newRow("objects differ") << Batch({{"a", L({S("x"), None()})}}) << Batch({{"a", L({S("y"), None()})}})
                                    << false;
}

void TestBatchValues::testEquality()
{
    QFETCH(Batch, left);
    QFETCH(Batch, right);
    QFETCH(bool, equal);
    QCOMPARE(left == right, equal);
    QCOMPARE(right == left, equal);
    QCOMPARE(left != right, !equal);
}

void TestBatchValues::testToDict()
{
    // item 61: slices compare equal to themselves
    const Batch s({{"a", Bv(Batch({{"a", L({I(1), I(2), I(3)})}}))},
                   {"b", L({I(4), I(5)})},
                   {"c", L({I(100), I(1001), I(2000)})}});
    QVERIFY(s[Index(Slice{std::nullopt, 2, std::nullopt})] == s[Index(Slice{std::nullopt, 2, std::nullopt})]);
    const Index tail = Index::tuple({EllipsisIndex{}, Slice{1, std::nullopt, std::nullopt}});
    QVERIFY(s[tail] == s[tail]);
    // item 63
    QCOMPARE(Batch().toDict().dictItems().size(), std::size_t{0});
    const PyValue d = Batch({{"a", I(1)}, {"b", S("two")}}).toDict();
    QCOMPARE(d.dictItems().size(), std::size_t{2});
    QCOMPARE(kindOf(*d.find("a")), QString("ndarray int64"));
    QCOMPARE(elems(*d.find("a")), QString("[1]"));
    QCOMPARE(d.find("b")->asString(), std::string_view("two"));
    const Batch nested({{"n", D({{"x", I(1)}})}});
    QVERIFY(nested.toDict(false).find("n")->isBatch());
    QVERIFY(nested.toDict(true).find("n")->kind() == PyValue::Kind::Dict);
    QCOMPARE(elems(*nested.toDict(true).find("n")->find("x")), QString("[1]"));
}

// Item 65.
void TestBatchValues::testApplyValuesTransform()
{
    const Batch b({{"a", I(1)}, {"b", A(NdArray::arange(3))}, {"c", D({{"d", L({I(1), I(2), I(3)})}})}});
    const Batch m = b.applyValuesTransform([](const PyValue& v) { return max(v.asArray()); });
    QCOMPARE(elems(m.get("a")), QString("[1]"));
    QCOMPARE(elems(m.get("b")), QString("[2]"));
    QCOMPARE(elems(at(m, "c.d")), QString("[3]"));
    const PyValue add = A(i64({1, 2, 3}));
    const Batch p = b.applyValuesTransform(
        [&](const PyValue& v) { return A(binaryOp(BinaryOp::Add, v.asArray(), add.asArray())); });
    QCOMPARE(elems(p.get("a")), QString("[2, 3, 4]"));
    QCOMPARE(elems(p.get("b")), QString("[1, 3, 5]"));
    QCOMPARE(elems(at(p, "c.d")), QString("[2, 4, 6]"));
    QCOMPARE(elems(b.get("b")), QString("[0, 1, 2]")); // not in place
    Batch in = b;
    in.applyValuesTransformInPlace([](const PyValue& v) { return max(v.asArray()); });
    QCOMPARE(elems(in.get("b")), QString("[2]"));
}

// Item 69.
void TestBatchValues::testNulls()
{
    const Batch b({{"a", L({I(4), I(5), I(6)})},
                   {"b", L({I(7), I(8), None()})},
                   {"c", D({{"d", A(NdArray::fromObjects({I(1), None(), I(3)}))}})}});
    const Batch n = b.isNull();
    QCOMPARE(elems(n.get("a")), QString("[False, False, False]"));
    QCOMPARE(elems(n.get("b")), QString("[False, False, True]"));
    QCOMPARE(elems(at(n, "c.d")), QString("[False, True, False]"));
    QVERIFY(b.hasNull());
    QVERIFY(!Batch({{"a", L({I(4), I(5), I(6)})}, {"c", D({{"d", L({F(1.0), F(2.0)})}})}}).hasNull());
    // 1.15: NaN is null, inf is not; a None leaf is null; strings are not
    QVERIFY(Batch({{"f", L({F(1.0), F(std::nan(""))})}}).hasNull());
    QVERIFY(!Batch({{"f", L({F(1.0), F(INFINITY)})}}).hasNull());
    QVERIFY(Batch({{"n", None()}}).hasNull());
    QVERIFY(!Batch({{"s", L({S("x"), S("")})}}).hasNull());
}

// Item 70 / 1.15.
void TestBatchValues::testDropNull()
{
    const Batch b({{"a", L({I(4), I(5), I(6), I(7)})},
                   {"b", L({I(7), I(8), None(), I(10)})},
                   {"c", D({{"d", L({None(), I(2), I(3), I(4)})}})}});
    const Batch r = b.dropNull();
    QCOMPARE(elems(r.get("a")), QString("[5, 7]"));
    QCOMPARE(kindOf(r.get("b")), QString("ndarray int64"));
    QCOMPARE(elems(r.get("b")), QString("[8, 10]"));
    QCOMPARE(elems(at(r, "c.d")), QString("[2, 4]"));
    QVERIFY(r == Batch({{"a", L({I(5), I(7)})}, {"b", L({I(8), I(10)})}, {"c", D({{"d", L({I(2), I(4)})}})}}));
    const Batch clean({{"a", L({I(1), I(2)})}, {"c", D({{"d", L({F(1.5), F(2.5)})}})}});
    QVERIFY(clean.dropNull() == clean);
    QVERIFY(Batch({{"a", L({None()})}}).dropNull().isEmpty());
}

// dropnull on a Batch of numeric arrays (the vectorised path) against the spec's row
// loop run by numpy: rows b[i], drop those with a NaN anywhere, np.atleast_1d each leaf,
// concatenate. 2-d leaves therefore come back with their first two axes merged.
void TestBatchValues::testDropNullNumeric()
{
    const std::int64_t n = 40;
    NdArray a(DType(DTypeKind::Float64), {n}), b(DType(DTypeKind::Float32), {n, 3}), d(DType(DTypeKind::Int64), {n});
    NdArray e(DType(DTypeKind::Bool), {n, 2}), h(DType(DTypeKind::Float16), {n});
    for (std::int64_t i = 0; i < n; ++i) {
        a.setElement(i, F(i % 7 == 3 ? NAN : i * 0.5));
        for (std::int64_t j = 0; j < 3; ++j)
            b.setElement(i * 3 + j, F(i % 11 == 5 && j == 1 ? NAN : i + j / 4.0));
        d.setElement(i, I(i * 3));
        e.setElement(i * 2, PyValue::fromBool(i % 2 == 0));
        e.setElement(i * 2 + 1, PyValue::fromBool(i % 3 == 0));
        h.setElement(i, F(i == 17 ? NAN : i / 8.0));
    }
    const Batch batch({{"a", A(a)}, {"b", A(b)}, {"c", D({{"d", A(d)}, {"e", A(e)}})}, {"h", A(h)}});
    const Batch r = batch.dropNull();

    const QString script = QStringLiteral(R"(
import json, numpy as np
n = 40
i = np.arange(n)
a = np.where(i % 7 == 3, np.nan, i * 0.5)
b = (i[:, None] + np.arange(3) / 4.0).astype(np.float32)
b[(i % 11 == 5), 1] = np.nan
d = i * 3
e = np.stack([i % 2 == 0, i % 3 == 0], axis=1)
h = np.where(i == 17, np.nan, i / 8.0).astype(np.float16)
leaves = {"a": a, "b": b, "c.d": d, "c.e": e, "h": h}
kept = [k for k in range(n) if not any(np.isnan(v[k]).any() for v in leaves.values() if v.dtype.kind == "f")]
out = {}
for name, v in leaves.items():
    r = np.concatenate([np.atleast_1d(v[k]) for k in kept])
    out[name] = {"dtype": str(r.dtype), "shape": list(r.shape), "values": [float(x) for x in r.ravel()]}
print(json.dumps(out))
)");
    bool ok = false;
    QString error;
    const QJsonObject expected = QJsonDocument::fromJson(TestUtils::runPython(script, {}, &ok, &error)).object();
    QVERIFY2(ok, qPrintable(error));
    QCOMPARE(expected.size(), 5);
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        const QJsonObject want = it.value().toObject();
        const NdArray& got = at(r, it.key().toStdString()).asArray();
        QCOMPARE(QString::fromStdString(got.dtype().name()), want.value("dtype").toString());
        Shape shape;
        for (const auto& x : want.value("shape").toArray())
            shape.push_back(x.toInteger());
        QCOMPARE(got.shape(), shape);
        const QJsonArray values = want.value("values").toArray();
        QCOMPARE(got.size(), static_cast<std::int64_t>(values.size()));
        for (std::int64_t k = 0; k < got.size(); ++k)
            QCOMPARE(got.toDouble(k), values.at(static_cast<int>(k)).toDouble());
    }
    QCOMPARE(keysOf(r), keysOf(batch));
}

// 1.17.
void TestBatchValues::testArithmetic()
{
    Batch b({{"a", L({I(1), I(2)})},
             {"f", L({F(0.5), F(1.5)})},
             {"r", Bv(Batch())},
             {"n", D({{"x", L({F(1.0), F(2.0)})}})}});
    const NdArray shared = b.get("a").asArray();
    b += I(1);
    QCOMPARE(elems(b.get("a")), QString("[2, 3]"));
    QVERIFY(b.get("a").asArray().sharesStorageWith(shared)); // in place
    QCOMPARE(elems(at(b, "n.x")), QString("[2, 3]"));
    QVERIFY(b.get("r").asBatch()->isEmpty());
    // b / 2 deep-copies then divides in place: int64 /= 2 cannot cast (numpy's rule)
    QVERIFY_THROWS_EXCEPTION(TypeError, b / I(2));
    QCOMPARE(elems(b.get("a")), QString("[2, 3]"));
    const Batch half = Batch({{"f", L({F(1.0), F(3.0)})}}) / I(2);
    QCOMPARE(kindOf(half.get("f")), QString("ndarray float64"));
    QCOMPARE(elems(half.get("f")), QString("[0.5, 1.5]"));
    QVERIFY_THROWS_EXCEPTION(TypeError, b += F(0.5)); // int64 += 0.5 cannot cast in place
    // += Batch pairs values by position, not by name
    Batch x({{"p", L({I(1), I(2)})}, {"q", L({I(10), I(20)})}});
    x += Bv(Batch({{"zz", L({I(100), I(200)})}, {"yy", L({I(1000), I(2000)})}}));
    QCOMPARE(elems(x.get("p")), QString("[101, 202]"));
    QCOMPARE(elems(x.get("q")), QString("[1010, 2020]"));
    QVERIFY_THROWS_EXCEPTION(ValueError, x += Bv(Batch({{"p", I(1)}})));
    const Batch doubled = x * I(2);
    QCOMPARE(elems(doubled.get("p")), QString("[202, 404]"));
    QCOMPARE(kindOf(doubled.get("p")), QString("ndarray int64"));
    QVERIFY_THROWS_EXCEPTION(TypeError, x * F(2.0));
}

// Item 68: numpy assignment semantics at the index (expected values from numpy).
void TestBatchValues::testSetArrayAtKey_data()
{
    QTest::addColumn<PyValue>("arr");
    QTest::addColumn<QString>("key");
    QTest::addColumn<Index>("index");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("kind");
    const PyValue two = A(i64({1, 2}));
    QTest::newRow("list [0,1]") << two << "a" << Index::list({0, 1}) << "[1, 2, 6]"
                                << "ndarray int64";
    QTest::newRow("slice 0:2") << two << "a" << Index(Slice{0, 2, std::nullopt}) << "[1, 2, 6]"
                               << "ndarray int64";
    QTest::newRow("[0,2]") << two << "a" << Index::list({0, 2}) << "[1, 5, 2]"
                           << "ndarray int64";
    QTest::newRow("[2,0]") << two << "a" << Index::list({2, 0}) << "[2, 5, 1]"
                           << "ndarray int64";
    QTest::newRow("[2,1,0]") << A(i64({1, 2, 3})) << "a" << Index::list({2, 1, 0}) << "[3, 2, 1]"
                             << "ndarray int64";
    QTest::newRow("new float key") << A(dbl({1, 2})) << "n" << Index::list({0, 1}) << "[1, 2, nan]"
                                   << "ndarray float64";
}

void TestBatchValues::testSetArrayAtKey()
{
    QFETCH(PyValue, arr);
    QFETCH(QString, key);
    QFETCH(Index, index);
    QFETCH(QString, expected);
    QFETCH(QString, kind);
    Batch b({{"a", L({I(4), I(5), I(6)})}, {"b", L({I(7), I(8), I(9)})}});
    b.setArrayAtKey(arr.asArray(), key.toStdString(), index);
    QCOMPARE(elems(b.get(key.toStdString())), expected);
    QCOMPARE(kindOf(b.get(key.toStdString())), kind);
}

void TestBatchValues::testSetArrayAtKeyErrors()
{
    Batch b({{"a", L({I(4), I(5), I(6)})}, {"n", D({{"x", L({I(1), I(2), I(3)})}})}});
    b.setArrayAtKey(i64({1, 2, 3}), "a");
    QCOMPARE(elems(b.get("a")), QString("[1, 2, 3]"));
    QVERIFY_THROWS_EXCEPTION(ValueError, b.setArrayAtKey(i64({1, 2}), "a"));
    QVERIFY_THROWS_EXCEPTION(IndexError, b.setArrayAtKey(i64({1}), "a", Index::list({3})));
    QVERIFY_THROWS_EXCEPTION(ValueError, b.setArrayAtKey(i64({1}), "n", Index::list({0})));
    b.setArrayAtKey(i64({1, 2}), "z", Index::list({0, 1}), I(0));
    QCOMPARE(elems(b.get("z")), QString("[1, 2, 0]"));
    QVERIFY_THROWS_EXCEPTION(TypeError, b.setArrayAtKey(i64({1, 2}), "w", Index::list({0, 1})));
}

QTEST_APPLESS_MAIN(TestBatchValues)
#include "tst_batchvalues.moc"
