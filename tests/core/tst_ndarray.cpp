// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// NdArray construction, layout (reshape, transpose, broadcast), astype and element
// access against numpy 1.24. Expected values: tests/data/numpy/ndarray.json.
#include "numpyexpected.h"

#include <core/array/index.h>

#include <cmath>

using namespace ReplayScope::Core;

class TestNdArray : public QObject {
    Q_OBJECT

private slots:
    void testAstype_data();
    void testAstype();
    void testLayout_data();
    void testLayout();
    void testConstruction();
    void testItemKinds();
    void testByteOrder();
    void testFromStorageBounds();
    void testObjects();
    void testCopyIsIndependent();
};

void TestNdArray::testAstype_data()
{
    QTest::addColumn<QJsonObject>("entry");
    int i = 0;
    for (const auto& e : NumpyExpected::load(QStringLiteral("ndarray.json"))[QLatin1String("astype")].toArray()) {
        const QJsonObject o = e.toObject();
        QTest::newRow(
            qPrintable(QStringLiteral("%1: %2 -> %3")
                           .arg(i++)
                           .arg(o[QLatin1String("array")][1].toString(), o[QLatin1String("dtype")].toString())))
            << o;
    }
}

void TestNdArray::testAstype()
{
    QFETCH(QJsonObject, entry);
    const NdArray a = NumpyExpected::arrayFromSpec(entry[QLatin1String("array")]);
    const DType target = DType::fromString(entry[QLatin1String("dtype")].toString().toStdString());
    if (entry.contains(QLatin1String("error"))) {
        NumpyExpected::expectError([&] { (void)a.astype(target); }, entry);
        return;
    }
    const NdArray r = a.astype(target);
    NumpyExpected::compareArray(r, entry, QStringLiteral("astype"));
    QVERIFY(!r.sharesStorageWith(a));
}

void TestNdArray::testLayout_data()
{
    QTest::addColumn<QJsonObject>("entry");
    for (const auto& e : NumpyExpected::load(QStringLiteral("ndarray.json"))[QLatin1String("layout")].toArray()) {
        const QString arg =
            QString::fromUtf8(QJsonDocument(e[QLatin1String("arg")].toArray()).toJson(QJsonDocument::Compact));
        QTest::newRow(qPrintable(e[QLatin1String("op")].toString() + arg)) << e.toObject();
    }
}

void TestNdArray::testLayout()
{
    QFETCH(QJsonObject, entry);
    // gen_expected.py: base = np.arange(24); c = base.reshape(2, 3, 4)
    const NdArray base = NdArray::arange(24);
    const NdArray c = base.reshape({2, 3, 4});
    std::vector<std::int64_t> arg;
    for (const auto& x : entry[QLatin1String("arg")].toArray())
        arg.push_back(x.toInteger());
    const QString op = entry[QLatin1String("op")].toString();
    const auto run = [&]() {
        if (op == QLatin1String("reshape"))
            return base.reshape(arg);
        if (op == QLatin1String("transpose"))
            return c.transpose(std::vector<int>(arg.begin(), arg.end()));
        return c[Index::parse(":, :1, :")].broadcastTo(arg);
    };
    if (entry.contains(QLatin1String("error"))) {
        NumpyExpected::expectError([&] { (void)run(); }, entry);
        return;
    }
    const NdArray r = run();
    Shape shape;
    for (const auto& x : entry[QLatin1String("shape")].toArray())
        shape.push_back(x.toInteger());
    QCOMPARE(r.shape(), shape);
    if (entry.contains(QLatin1String("strides"))) {
        Strides strides;
        for (const auto& x : entry[QLatin1String("strides")].toArray())
            strides.push_back(x.toInteger());
        QCOMPARE(r.strides(), strides);
    }
    if (entry.contains(QLatin1String("c"))) {
        QCOMPARE(r.isCContiguous(), entry[QLatin1String("c")].toBool());
        QCOMPARE(r.isFContiguous(), entry[QLatin1String("f")].toBool());
    }
    // np.shares_memory(result, base): every layout change here is a view in numpy.
    QCOMPARE(r.sharesStorageWith(base), entry[QLatin1String("shares")].toBool());
}

void TestNdArray::testConstruction()
{
    // np.array([]) is float64 of shape (0,)
    const NdArray empty;
    QCOMPARE(empty.shape(), Shape{0});
    QCOMPARE(empty.dtype(), DType(DTypeKind::Float64));
    // np.zeros((2, 3), 'U2') holds empty strings, 8 bytes per element
    const NdArray z(DType::fromString("<U2"), {2, 3});
    QCOMPARE(z.nbytes(), std::int64_t(48));
    QCOMPARE(z.item(5).asString(), std::string_view());
    QCOMPARE(z.strides(), (Strides{24, 8}));
    QVERIFY_THROWS_EXCEPTION(ValueError, NdArray(DType(), {-1}));
    QVERIFY_THROWS_EXCEPTION(TypeError, (void)NdArray::scalar(1.0).length());
    QCOMPARE(NdArray::arange(5).length(), std::int64_t(5));
    // np.full(3, 7, dtype=np.int8)
    const NdArray f = NdArray::full(DType(DTypeKind::Int8), {3}, PyValue::fromInt(7));
    QCOMPARE(f.toInt64(2), std::int64_t(7));
    QCOMPARE(shapeToString({}), std::string("()"));
    QCOMPARE(shapeToString({3}), std::string("(3,)"));
    QCOMPARE(shapeToString({2, 3}), std::string("(2, 3)"));
    QCOMPARE(broadcastShapes({2, 1}, {3}), (Shape{2, 3}));
    try {
        broadcastShapes({2}, {3});
        QFAIL("no error");
    } catch (const ValueError& e) {
        // numpy: np.zeros(2) + np.zeros(3)
        QCOMPARE(std::string(e.what()), std::string("operands could not be broadcast together with shapes (2,) (3,) "));
    }
}

void TestNdArray::testItemKinds()
{
    // np.array([2**64 - 1], np.uint64).item() is the Python int 18446744073709551615
    const NdArray u = NdArray::fromInts({-1}, {1}, DType(DTypeKind::UInt64));
    QCOMPARE(u.item(0).kind(), PyValue::Kind::BigInt);
    QCOMPARE(u.item(0).asBigInt().toDecimal(), std::string("18446744073709551615"));
    // np.array([b'ab\0'], 'S3')[0] == b'ab' (trailing NULs dropped)
    NdArray s(DType::fromString("|S3"), {1});
    s.setElement(0, PyValue::fromBytes(std::string("ab")));
    QCOMPARE(s.item(0).asString(), std::string_view("ab"));
    QCOMPARE(s.scalarAt(0).asArray().dtype().typeString(), std::string("|S2"));
    // np.float16(0.1).item() == 0.0999755859375
    const NdArray h = NdArray::scalar(0.1, DType(DTypeKind::Float16));
    QCOMPARE(h.item(0).asDouble(), 0.0999755859375);
    // np.array(1+2j).item()
    const NdArray c = NdArray::fromDoubles({1.0}).astype(DType(DTypeKind::Complex64));
    QCOMPARE(c.item(0).asComplex(), std::complex<double>(1.0, 0.0));
    // np.array([1.9, -1.9]).astype(int) truncates towards zero
    const NdArray t = NdArray::fromDoubles({1.9, -1.9}).astype(DType(DTypeKind::Int64));
    QCOMPARE(t.toInt64(0), std::int64_t(1));
    QCOMPARE(t.toInt64(1), std::int64_t(-1));
    QVERIFY(NdArray::fromDoubles({NAN}).toBool(0));
}

void TestNdArray::testByteOrder()
{
    // np.array([1.5, -2.0], '>f4').tobytes() == b'?\xc0\x00\x00\xc0\x00\x00\x00'
    const unsigned char raw[] = {0x3f, 0xc0, 0, 0, 0xc0, 0, 0, 0};
    const NdArray a = NdArray::fromBytes(DType::fromString(">f4"), {2}, raw);
    QCOMPARE(a.toDouble(0), 1.5);
    QCOMPARE(a.toDouble(1), -2.0);
    const NdArray n = a.astype(DType(DTypeKind::Float32));
    QCOMPARE(n.toDouble(1), -2.0);
    NdArray b = a.copy();
    b.setElement(0, PyValue::fromFloat(-2.0));
    QCOMPARE(std::memcmp(b.elementPtr(0), raw + 4, 4), 0);
    // '>U2' holds UCS-4 big endian: np.array(['hi'], '>U2').tobytes()
    NdArray u(DType::fromString(">U2"), {1});
    u.setElement(0, PyValue::fromStr("hi"));
    const unsigned char ucs[] = {0, 0, 0, 'h', 0, 0, 0, 'i'};
    QCOMPARE(std::memcmp(u.elementPtr(0), ucs, 8), 0);
    QCOMPARE(u.item(0).asString(), std::string_view("hi"));
}

void TestNdArray::testFromStorageBounds()
{
    auto storage = Storage::allocate(16);
    QVERIFY_THROWS_EXCEPTION(ValueError, NdArray::fromStorage(DType(DTypeKind::Int64), {3}, {8}, storage));
    QVERIFY_THROWS_EXCEPTION(ValueError, NdArray::fromStorage(DType(DTypeKind::Int64), {2}, {-8}, storage, 0));
    const NdArray rev = NdArray::fromStorage(DType(DTypeKind::Int64), {2}, {-8}, storage, 8);
    QCOMPARE(rev.byteOffsetOf(1), std::int64_t(0));
    // Zero strides (a broadcast row) fit in one element.
    QCOMPARE(NdArray::fromStorage(DType(DTypeKind::Int64), {1000}, {0}, storage).size(), std::int64_t(1000));
}

void TestNdArray::testObjects()
{
    NdArray o = NdArray::fromObjects({PyValue::fromInt(1), PyValue::fromStr("x"), PyValue::none()});
    QCOMPARE(o.dtype().itemSize(), std::size_t(8));
    QCOMPARE(o.strides(), Strides{8});
    const NdArray r = o[Index::parse("::-1")];
    QCOMPARE(r.item(0).isNone(), true);
    QCOMPARE(r.item(2).asInt(), std::int64_t(1));
    // A view writes through to the base: r[1] = 5 changes o[1]
    NdArray view = r;
    view.setItem(Index(1), PyValue::fromInt(5));
    QCOMPARE(o.item(1).asInt(), std::int64_t(5));
    // np.array([1, 'x', None], object).astype(str) -> ['1', 'x', 'None'] of '<U4'
    const NdArray s = NdArray::fromObjects({PyValue::fromInt(1), PyValue::fromStr("x"), PyValue::none()})
                          .astype(DType(DTypeKind::Unicode, 0));
    QCOMPARE(s.dtype().typeString(), std::string("<U4"));
    QCOMPARE(s.item(2).asString(), std::string_view("None"));
}

void TestNdArray::testCopyIsIndependent()
{
    NdArray a = NdArray::arange(6).reshape({2, 3});
    NdArray t = a.transpose();
    QVERIFY(!t.isCContiguous());
    NdArray c = t.copy();
    QVERIFY(c.isCContiguous());
    QCOMPARE(c.toInt64(1), std::int64_t(3)); // a.T.copy().ravel()[1] == 3
    c.setElement(0, PyValue::fromInt(42));
    QCOMPARE(a.toInt64(0), std::int64_t(0));
    QVERIFY(t.contiguous().isCContiguous());
    QVERIFY(a.contiguous().sharesStorageWith(a));
    // reshape of a non-contiguous view copies, of a contiguous one views
    QVERIFY(!t.reshape({6}).sharesStorageWith(a));
    QVERIFY(a.reshape({3, 2}).sharesStorageWith(a));
}

QTEST_APPLESS_MAIN(TestNdArray)
#include "tst_ndarray.moc"
