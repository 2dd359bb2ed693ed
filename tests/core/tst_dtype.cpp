// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// DType against numpy 1.24: spellings, names, type strings, promotion, half floats.
// Expected values: tests/data/numpy/dtype.json (gen_expected.py).
#include "numpyexpected.h"

#include <core/array/dtype.h>

using namespace ReplayScope::Core;

class TestDtype : public QObject {
    Q_OBJECT

private slots:
    void testSpelling_data();
    void testSpelling();
    void testBadSpelling_data();
    void testBadSpelling();
    void testPromote_data();
    void testPromote();
    void testHalf_data();
    void testHalf();
    void testBFloat16_data();
    void testBFloat16();
    void testByteOrder();
    void testKinds();
};

void TestDtype::testSpelling_data()
{
    QTest::addColumn<QJsonObject>("entry");
    for (const auto& e : NumpyExpected::load(QStringLiteral("dtype.json"))[QLatin1String("spellings")].toArray())
        QTest::newRow(qPrintable(e[QLatin1String("spelling")].toString())) << e.toObject();
}

void TestDtype::testSpelling()
{
    QFETCH(QJsonObject, entry);
    const DType d = DType::fromString(entry[QLatin1String("spelling")].toString().toStdString());
    QCOMPARE(QString::fromStdString(d.name()), entry[QLatin1String("name")].toString());
    QCOMPARE(QString::fromStdString(d.str()), entry[QLatin1String("str")].toString());
    QCOMPARE(QString::fromStdString(d.typeString()), entry[QLatin1String("typestr")].toString());
    QCOMPARE(static_cast<qint64>(d.itemSize()), entry[QLatin1String("itemsize")].toInteger());
    QCOMPARE(QString(QLatin1Char(d.kindChar())), entry[QLatin1String("kind")].toString());
    // numpy's repr of an empty array widens zero-sized string dtypes to one character,
    // so the repr text is only comparable for sized dtypes.
    if (d.itemSize() > 0)
        QCOMPARE(QString::fromStdString(d.reprText()), entry[QLatin1String("repr")].toString());
    // A dtype survives its own type string.
    QVERIFY(DType::fromString(d.typeString()) == d);
}

void TestDtype::testBadSpelling_data()
{
    QTest::addColumn<QString>("spelling");
    for (const auto& e : NumpyExpected::load(QStringLiteral("dtype.json"))[QLatin1String("bad")].toArray())
        QTest::newRow(qPrintable(e.toString())) << e.toString();
}

void TestDtype::testBadSpelling()
{
    QFETCH(QString, spelling);
    QVERIFY_THROWS_EXCEPTION(ValueError, DType::fromString(spelling.toStdString()));
}

void TestDtype::testPromote_data()
{
    QTest::addColumn<QJsonObject>("entry");
    for (const auto& e : NumpyExpected::load(QStringLiteral("dtype.json"))[QLatin1String("promote")].toArray()) {
        const QString name = e[QLatin1String("a")].toString() + QLatin1Char('+') + e[QLatin1String("b")].toString();
        QTest::newRow(qPrintable(name)) << e.toObject();
    }
}

void TestDtype::testPromote()
{
    QFETCH(QJsonObject, entry);
    const DType a = DType::fromString(entry[QLatin1String("a")].toString().toStdString());
    const DType b = DType::fromString(entry[QLatin1String("b")].toString().toStdString());
    if (entry.contains(QLatin1String("error"))) {
        NumpyExpected::expectError([&] { (void)DType::promote(a, b); }, entry);
        return;
    }
    QCOMPARE(QString::fromStdString(DType::promote(a, b).typeString()), entry[QLatin1String("str")].toString());
}

void TestDtype::testHalf_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("bits");
    QTest::addColumn<double>("back");
    for (const auto& e : NumpyExpected::load(QStringLiteral("dtype.json"))[QLatin1String("half")].toArray())
        QTest::newRow(qPrintable(e[QLatin1String("value")].toString()))
            << NumpyExpected::parseFloat(e[QLatin1String("value")].toString()) << e[QLatin1String("bits")].toInt()
            << NumpyExpected::parseFloat(e[QLatin1String("back")].toString());
}

void TestDtype::testHalf()
{
    QFETCH(double, value);
    QFETCH(int, bits);
    QFETCH(double, back);
    QCOMPARE(static_cast<int>(floatToHalf(static_cast<float>(value))), bits);
    QVERIFY(NumpyExpected::sameFloat(static_cast<double>(halfToFloat(static_cast<std::uint16_t>(bits))), back));
}

void TestDtype::testBFloat16_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("bits");
    for (const auto& e : NumpyExpected::load(QStringLiteral("dtype.json"))[QLatin1String("bfloat16")].toArray())
        QTest::newRow(qPrintable(e[QLatin1String("value")].toString()))
            << NumpyExpected::parseFloat(e[QLatin1String("value")].toString()) << e[QLatin1String("bits")].toInt();
}

void TestDtype::testBFloat16()
{
    QFETCH(double, value);
    QFETCH(int, bits);
    QCOMPARE(static_cast<int>(floatToBFloat16(static_cast<float>(value))), bits);
    // bfloat16 is the top half of a float32: converting back and forth is exact.
    QCOMPARE(static_cast<int>(floatToBFloat16(bfloat16ToFloat(static_cast<std::uint16_t>(bits)))), bits);
}

void TestDtype::testByteOrder()
{
    const DType big = DType::fromString(">f4");
    QVERIFY(!big.isNativeOrder());
    QVERIFY(big.native() == DType(DTypeKind::Float32));
    QVERIFY(big.withByteOrder(ByteOrder::Little) == DType::fromString("<f4"));
    QVERIFY(DType(DTypeKind::Int8).withByteOrder(ByteOrder::Big) == DType(DTypeKind::Int8));
    QCOMPARE(DType(DTypeKind::UInt8).byteOrder(), ByteOrder::NotApplicable);
    QVERIFY(DType::fromString("=i4") == DType(DTypeKind::Int32));
}

void TestDtype::testKinds()
{
    QVERIFY(DType().isFloat());
    QCOMPARE(DType().name(), std::string("float64"));
    const DType bf = DType::fromString("bfloat16");
    QCOMPARE(bf.kind(), DTypeKind::BFloat16);
    QCOMPARE(bf.itemSize(), std::size_t(2));
    QCOMPARE(bf.kindChar(), 'f'); // as ml_dtypes reports it
    QCOMPARE(bf.name(), std::string("bfloat16"));
    QCOMPARE(DType::fromString("str96").charCount(), std::size_t(3));
    QCOMPARE(DType::fromString("bytes40").charCount(), std::size_t(5));
    const DType rec = DType::structured({{"a", DType(DTypeKind::Int32), 0}, {"b", DType::fromString(">f8"), 4}}, 12);
    // numpy: str(np.dtype([('a', '<i4'), ('b', '>f8')])) and its name
    QCOMPARE(rec.str(), std::string("[('a', '<i4'), ('b', '>f8')]"));
    QCOMPARE(rec.name(), std::string("void96"));
    QCOMPARE(rec.typeString(), std::string("|V12"));
    const DType gap = DType::structured({{"a", DType(DTypeKind::Int32), 4}}, 12);
    QCOMPARE(gap.str(), std::string("{'names': ['a'], 'formats': ['<i4'], 'offsets': [4], 'itemsize': 12}"));
}

QTEST_APPLESS_MAIN(TestDtype)
#include "tst_dtype.moc"
