// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// asArray, concatenate/stack, reductions, arithmetic and element-wise tests against
// numpy 1.24. Expected values: tests/data/numpy/asarray.json and arrayops.json.
#include "numpyexpected.h"

#include <core/array/index.h>

#include <cmath>

using namespace ReplayScope::Core;

namespace {

QJsonValue ops()
{
    static const QJsonValue data = NumpyExpected::load(QStringLiteral("arrayops.json"));
    return data;
}

NdArray namedArray(const QString& name)
{
    return NumpyExpected::arrayFromSpec(ops()[QLatin1String("arrays")][name]);
}

std::vector<NdArray> namedArrays(const QJsonArray& names)
{
    std::vector<NdArray> out;
    for (const auto& n : names)
        out.push_back(namedArray(n.toString()));
    return out;
}

// A reduction result (numpy scalar or Python object) against numpy's description.
void compareScalar(const PyValue& r, const QJsonObject& d)
{
    QString why;
    const QString dtype = d[QLatin1String("dtype")].toString();
    const QString code = d[QLatin1String("values")][0].toString();
    if (dtype == QLatin1String("object")) {
        QVERIFY2(NumpyExpected::matches(r, code, &why), qPrintable(why));
        return;
    }
    QCOMPARE(r.kind(), PyValue::Kind::Scalar);
    QCOMPARE(QString::fromStdString(r.asArray().dtype().typeString()), dtype);
    QVERIFY2(NumpyExpected::matches(r.asArray().item(0), code, &why), qPrintable(why));
}

void addRows(const char* section, const std::function<QString(const QJsonObject&)>& name)
{
    QTest::addColumn<QJsonObject>("entry");
    for (const auto& e : ops()[QLatin1String(section)].toArray())
        QTest::newRow(qPrintable(name(e.toObject()))) << e.toObject();
}

QString joinNames(const QJsonObject& o)
{
    QStringList names;
    for (const auto& n : o[QLatin1String("arrays")].toArray())
        names << n.toString();
    return names.join(QLatin1Char(',')) + QStringLiteral(" axis=%1").arg(o[QLatin1String("axis")].toInt());
}

} // namespace

class TestArrayOps : public QObject {
    Q_OBJECT

private slots:
    void testAsArray_data();
    void testAsArray();
    void testConcatenate_data() { addRows("concatenate", joinNames); }
    void testConcatenate();
    void testStack_data() { addRows("stack", joinNames); }
    void testStack();
    void testReduce_data();
    void testReduce();
    void testBinary_data();
    void testBinary();
    void testIsNan_data();
    void testIsNan();
    void testIsNull();
    void testEqual();
    void testAnyAll();
    void testAtLeast1d();
    void testArraysOfArrays();
};

void TestArrayOps::testAsArray_data()
{
    QTest::addColumn<QJsonObject>("entry");
    int i = 0;
    for (const auto& e : NumpyExpected::load(QStringLiteral("asarray.json")).toArray()) {
        const QJsonObject o = e.toObject();
        const QString value =
            QString::fromUtf8(QJsonDocument(QJsonArray{o[QLatin1String("value")]}).toJson(QJsonDocument::Compact));
        QTest::newRow(
            qPrintable(QStringLiteral("%1: %2 dtype=%3").arg(i++).arg(value, o[QLatin1String("dtype")].toString())))
            << o;
    }
}

void TestArrayOps::testAsArray()
{
    QFETCH(QJsonObject, entry);
    const PyValue value = NumpyExpected::decode(entry[QLatin1String("value")]);
    std::optional<DType> dtype;
    if (!entry[QLatin1String("dtype")].isNull())
        dtype = DType::fromString(entry[QLatin1String("dtype")].toString().toStdString());
    if (entry.contains(QLatin1String("error"))) {
        NumpyExpected::expectError([&] { (void)asAnyArray(value, dtype); }, entry);
        return;
    }
    NumpyExpected::compareArray(asAnyArray(value, dtype), entry, QStringLiteral("asArray"));
}

void TestArrayOps::testConcatenate()
{
    QFETCH(QJsonObject, entry);
    const auto arrays = namedArrays(entry[QLatin1String("arrays")].toArray());
    const int axis = entry[QLatin1String("axis")].toInt();
    if (entry.contains(QLatin1String("error"))) {
        NumpyExpected::expectError([&] { (void)concatenate(arrays, axis); }, entry);
        return;
    }
    NumpyExpected::compareArray(concatenate(arrays, axis), entry, QStringLiteral("concatenate"));
}

void TestArrayOps::testStack()
{
    QFETCH(QJsonObject, entry);
    const auto arrays = namedArrays(entry[QLatin1String("arrays")].toArray());
    const int axis = entry[QLatin1String("axis")].toInt();
    if (entry.contains(QLatin1String("error"))) {
        NumpyExpected::expectError([&] { (void)stack(arrays, axis); }, entry);
        return;
    }
    NumpyExpected::compareArray(stack(arrays, axis), entry, QStringLiteral("stack"));
}

void TestArrayOps::testReduce_data()
{
    addRows("reduce", [](const QJsonObject& o) {
        return o[QLatin1String("op")].toString() + QLatin1Char('(') + o[QLatin1String("array")].toString()
               + QLatin1Char(')');
    });
}

void TestArrayOps::testReduce()
{
    QFETCH(QJsonObject, entry);
    const NdArray a = namedArray(entry[QLatin1String("array")].toString());
    const QString op = entry[QLatin1String("op")].toString();
    const auto run = [&]() {
        if (op == QLatin1String("sum"))
            return sum(a);
        if (op == QLatin1String("nansum"))
            return nanSum(a);
        if (op == QLatin1String("mean"))
            return mean(a);
        if (op == QLatin1String("min"))
            return min(a);
        return max(a);
    };
    if (entry.contains(QLatin1String("error"))) {
        NumpyExpected::expectError([&] { (void)run(); }, entry);
        return;
    }
    compareScalar(run(), entry);
}

void TestArrayOps::testBinary_data()
{
    addRows("binary", [](const QJsonObject& o) {
        return o[QLatin1String("left")].toString() + QLatin1Char(' ') + o[QLatin1String("op")].toString()
               + QLatin1Char(' ') + o[QLatin1String("right")].toString();
    });
}

void TestArrayOps::testBinary()
{
    QFETCH(QJsonObject, entry);
    const NdArray left = namedArray(entry[QLatin1String("left")].toString());
    const QString right = entry[QLatin1String("right")].toString();
    const QString opName = entry[QLatin1String("op")].toString();
    const BinaryOp op = opName == QLatin1String("add")        ? BinaryOp::Add
                        : opName == QLatin1String("subtract") ? BinaryOp::Subtract
                        : opName == QLatin1String("multiply") ? BinaryOp::Multiply
                                                              : BinaryOp::Divide;
    const auto run = [&]() {
        if (right.startsWith(QLatin1String("s:"))) // a Python scalar on the right
            return binaryOp(op, left, NumpyExpected::decode(QJsonValue(right.mid(2))));
        return binaryOp(op, left, namedArray(right));
    };
    if (entry.contains(QLatin1String("error"))) {
        NumpyExpected::expectError([&] { (void)run(); }, entry);
        return;
    }
    NumpyExpected::compareArray(run(), entry, QStringLiteral("result"));
}

void TestArrayOps::testIsNan_data()
{
    addRows("isnan", [](const QJsonObject& o) { return o[QLatin1String("array")].toString(); });
}

void TestArrayOps::testIsNan()
{
    QFETCH(QJsonObject, entry);
    const NdArray a = namedArray(entry[QLatin1String("array")].toString());
    if (entry.contains(QLatin1String("error"))) {
        NumpyExpected::expectError([&] { (void)isNan(a); }, entry);
        return;
    }
    NumpyExpected::compareArray(isNan(a), entry, QStringLiteral("isnan"));
}

void TestArrayOps::testIsNull()
{
    // pandas.isnull: None and NaN are null in object arrays, NaN in float arrays;
    // integers, bools and strings never are.
    const NdArray o = NdArray::fromObjects({PyValue::fromInt(1), PyValue::none(), PyValue::fromFloat(NAN),
                                            PyValue::fromStr("x"), PyValue::scalar(NdArray::scalar(NAN))});
    const NdArray r = isNull(o);
    const std::vector<bool> want{false, true, true, false, true};
    for (std::size_t i = 0; i < want.size(); ++i)
        QCOMPARE(r.toBool(static_cast<std::int64_t>(i)), want[i]);
    QVERIFY(!any(isNull(NdArray::fromInts({1, 2}))));
    QVERIFY(any(isNull(NdArray::fromDoubles({1.0, NAN}))));
    QVERIFY(!any(isNull(asAnyArray(PyValue::list({PyValue::fromStr("a")})))));
}

void TestArrayOps::testEqual()
{
    // numpy: np.array([1, 2, 3]) == np.array([1.0, 2.5, 3.0]) -> [True, False, True]
    const NdArray e = equal(NdArray::fromInts({1, 2, 3}), NdArray::fromDoubles({1.0, 2.5, 3.0}));
    QCOMPARE(e.dtype(), DType(DTypeKind::Bool));
    QVERIFY(e.toBool(0) && !e.toBool(1) && e.toBool(2));
    // Broadcasting: (2,1) == (3,) gives (2, 3).
    QCOMPARE(equal(NdArray::fromInts({1, 2}, {2, 1}), NdArray::fromInts({1, 2, 3})).shape(), (Shape{2, 3}));
    // np.array_equal: NaN is unequal to itself, shapes must agree, uint64 max != -1.
    QVERIFY(!arrayEqual(NdArray::fromDoubles({NAN}), NdArray::fromDoubles({NAN})));
    QVERIFY(!arrayEqual(NdArray::fromInts({1, 2}), NdArray::fromInts({1, 2}, {2, 1})));
    QVERIFY(arrayEqual(NdArray::fromInts({1, 2}), NdArray::fromDoubles({1.0, 2.0})));
    QVERIFY(!arrayEqual(NdArray::fromInts({-1}, {}, DType(DTypeKind::UInt64)), NdArray::fromInts({-1})));
    QVERIFY(arrayEqual(asAnyArray(PyValue::list({PyValue::fromStr("ab")})),
                       asAnyArray(PyValue::list({PyValue::fromStr("ab")}))));
}

void TestArrayOps::testAnyAll()
{
    QVERIFY(any(NdArray::fromBools({false, true})));
    QVERIFY(!all(NdArray::fromBools({false, true})));
    QVERIFY(all(NdArray(DType(DTypeKind::Bool), {0}))); // numpy: np.all([]) is True
    QVERIFY(!any(NdArray(DType(DTypeKind::Bool), {0})));
    QVERIFY(all(NdArray::fromDoubles({1.0, NAN}))); // NaN is truthy
    QVERIFY(!any(NdArray::fromInts({0, 0}, {}, DType(DTypeKind::Int8))));
    // Strided (reversed) bool views.
    const NdArray rev = NdArray::fromBools({true, false, false})[Index::parse("::-1")];
    QVERIFY(any(rev) && !all(rev));
}

void TestArrayOps::testAtLeast1d()
{
    QCOMPARE(atLeast1d(NdArray::scalar(2.0)).shape(), Shape{1});
    QCOMPARE(atLeast1d(NdArray::arange(3).reshape({3, 1})).shape(), (Shape{3, 1}));
    QCOMPARE(zeros(DType(DTypeKind::Object), {2}).item(1).isNone(), true);
}

void TestArrayOps::testArraysOfArrays()
{
    // Results printed by numpy 1.24 for the same inputs:
    // np.array([np.arange(2, dtype=np.int8)] * 2) -> int8, shape (2, 2)
    const PyValue row = PyValue::array(NdArray::arange(2, DType(DTypeKind::Int8)));
    const NdArray a = asAnyArray(PyValue::list({row, row}));
    QCOMPARE(a.dtype(), DType(DTypeKind::Int8));
    QCOMPARE(a.shape(), (Shape{2, 2}));
    QCOMPARE(a.toInt64(3), std::int64_t(1));
    // np.array([np.float32(1), 2]) -> float64; np.array([np.float32(1), np.float32(2)]) -> float32
    const PyValue f = PyValue::scalar(NdArray::scalar(1.0, DType(DTypeKind::Float32)));
    QCOMPARE(asAnyArray(PyValue::list({f, PyValue::fromInt(2)})).dtype(), DType(DTypeKind::Float64));
    QCOMPARE(asAnyArray(PyValue::list({f, f})).dtype(), DType(DTypeKind::Float32));
    // np.array([np.arange(2), np.arange(3)], dtype=object) -> shape (2,), elements are arrays
    const PyValue r2 = PyValue::array(NdArray::arange(2));
    const PyValue r3 = PyValue::array(NdArray::arange(3));
    const NdArray o = asAnyArray(PyValue::list({r2, r3}), DType(DTypeKind::Object));
    QCOMPARE(o.shape(), Shape{2});
    QVERIFY(o.item(1).isArray());
    QCOMPARE(o.item(1).asArray().size(), std::int64_t(3));
    // np.array([np.arange(2)] * 2, dtype=object) -> shape (2, 2) of Python ints
    const NdArray p = asAnyArray(PyValue::list({r2, r2}), DType(DTypeKind::Object));
    QCOMPARE(p.shape(), (Shape{2, 2}));
    QCOMPARE(p.item(3).kind(), PyValue::Kind::Int);
    // np.array([np.zeros((3, 2)), np.zeros((3, 3))], dtype=object) raises
    const PyValue z32 = PyValue::array(zeros(DType(), {3, 2}));
    const PyValue z33 = PyValue::array(zeros(DType(), {3, 3}));
    try {
        (void)asAnyArray(PyValue::list({z32, z33}), DType(DTypeKind::Object));
        QFAIL("no error");
    } catch (const ValueError& e) {
        QCOMPARE(std::string(e.what()),
                 std::string("could not broadcast input array from shape (3,2) into shape (3,)"));
    }
    // ... and without dtype=object numpy reports the inhomogeneous shape
    try {
        (void)asAnyArray(PyValue::list({z32, z33}));
        QFAIL("no error");
    } catch (const ValueError& e) {
        QCOMPARE(std::string(e.what()),
                 std::string("setting an array element with a sequence. The requested array has an "
                             "inhomogeneous shape after 2 dimensions. The detected shape was "
                             "(2, 3) + inhomogeneous part."));
    }
    // np.array([np.zeros((2, 3)), np.zeros((3, 3))], dtype=object).shape == (2,)
    QCOMPARE(asAnyArray(PyValue::list({PyValue::array(zeros(DType(), {2, 3})), z33}), DType(DTypeKind::Object)).shape(),
             Shape{2});
}

QTEST_APPLESS_MAIN(TestArrayOps)
#include "tst_arrayops.moc"
