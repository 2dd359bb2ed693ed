// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Index parsing, a[index] and a[index] = value against numpy 1.24.
// Expected values: tests/data/numpy/indexing.json and ndarray.json (gen_expected.py).
#include "numpyexpected.h"

#include <core/array/index.h>
#include <core/array/storage.h>
#include <core/error.h>

#include <cstring>

using namespace ReplayScope::Core;

namespace {

// The base arrays of gen_expected.py's BASES, built from their descriptions; "t" is
// the transpose of a 3x4 arange, to exercise non-contiguous strides.
NdArray baseArray(const QString& name, const QJsonObject& bases)
{
    if (name == QLatin1String("t"))
        return NdArray::arange(12).reshape({3, 4}).transpose();
    const QJsonObject d = bases[name].toObject();
    Shape shape;
    for (const auto& x : d[QLatin1String("shape")].toArray())
        shape.push_back(x.toInteger());
    NdArray a(DType::fromString(d[QLatin1String("dtype")].toString().toStdString()), shape);
    const QJsonArray values = d[QLatin1String("values")].toArray();
    for (qsizetype i = 0; i < values.size(); ++i)
        a.setElement(i, NumpyExpected::decode(values[i]));
    return a;
}

} // namespace

class TestIndexing : public QObject {
    Q_OBJECT

private slots:
    void testGetItem_data();
    void testGetItem();
    void testAssign_data();
    void testAssign();
    void testParseErrors_data();
    void testParseErrors();
    void testParseNestingLimit();
    void testSliceResolve_data();
    void testSliceResolve();
    void testToString();
    void testViewWritesThrough();
    void testReadOnlyCopiesOnWrite();
    void testMutableDataOfReadOnlyAndDeferred();
};

void TestIndexing::testGetItem_data()
{
    QTest::addColumn<QJsonObject>("entry");
    const QJsonValue data = NumpyExpected::load(QStringLiteral("indexing.json"));
    for (const auto& e : data[QLatin1String("cases")].toArray()) {
        QJsonObject o = e.toObject();
        o.insert(QLatin1String("bases"), data[QLatin1String("bases")]);
        QTest::newRow(qPrintable(o[QLatin1String("base")].toString() + QLatin1Char('[')
                                 + o[QLatin1String("index")].toString() + QLatin1Char(']')))
            << o;
    }
}

void TestIndexing::testGetItem()
{
    QFETCH(QJsonObject, entry);
    const NdArray base = baseArray(entry[QLatin1String("base")].toString(), entry[QLatin1String("bases")].toObject());
    const Index index = Index::parse(entry[QLatin1String("index")].toString().toStdString());
    if (entry.contains(QLatin1String("error"))) {
        NumpyExpected::expectError([&] { (void)base.getItem(index); }, entry);
        return;
    }
    const PyValue r = base.getItem(index);
    const QString dtype = entry[QLatin1String("dtype")].toString();
    if (entry[QLatin1String("scalar")].toBool()) {
        QVERIFY2(!r.isArray(), "numpy returned a scalar, we an array");
        QString why;
        if (dtype == QLatin1String("object")) {
            QVERIFY2(NumpyExpected::matches(r, entry[QLatin1String("values")][0].toString(), &why), qPrintable(why));
            return;
        }
        QCOMPARE(r.kind(), PyValue::Kind::Scalar);
        QCOMPARE(QString::fromStdString(r.asArray().dtype().typeString()), dtype);
        QVERIFY2(NumpyExpected::matches(r.asArray().item(0), entry[QLatin1String("values")][0].toString(), &why),
                 qPrintable(why));
        return;
    }
    QVERIFY2(r.isArray(), "numpy returned an array, we a scalar");
    const NdArray& a = r.asArray();
    NumpyExpected::compareArray(a, entry, QStringLiteral("result"));
    // Views share the base's memory, copies do not (empty results overlap nothing in numpy).
    if (a.size() > 0)
        QCOMPARE(a.sharesStorageWith(base), entry[QLatin1String("view")].toBool());
    // operator[] agrees with getItem on the selected elements.
    QCOMPARE(base[index].shape(), a.shape());
}

void TestIndexing::testAssign_data()
{
    QTest::addColumn<QJsonObject>("entry");
    const QJsonValue data = NumpyExpected::load(QStringLiteral("indexing.json"));
    for (const auto& e : data[QLatin1String("assign")].toArray()) {
        QJsonObject o = e.toObject();
        o.insert(QLatin1String("bases"), data[QLatin1String("bases")]);
        const QString value =
            QString::fromUtf8(QJsonDocument(QJsonArray{o[QLatin1String("value")]}).toJson(QJsonDocument::Compact));
        QTest::newRow(qPrintable(o[QLatin1String("base")].toString() + QLatin1Char(':')
                                 + o[QLatin1String("dtype")].toString() + QLatin1Char('[')
                                 + o[QLatin1String("index")].toString() + QStringLiteral("] = ") + value))
            << o;
    }
}

void TestIndexing::testAssign()
{
    QFETCH(QJsonObject, entry);
    NdArray a = baseArray(entry[QLatin1String("base")].toString(), entry[QLatin1String("bases")].toObject())
                    .astype(DType::fromString(entry[QLatin1String("dtype")].toString().toStdString()));
    const Index index = Index::parse(entry[QLatin1String("index")].toString().toStdString());
    const PyValue value = NumpyExpected::decode(entry[QLatin1String("value")]);
    if (entry.contains(QLatin1String("error"))) {
        NumpyExpected::expectError([&] { a.setItem(index, value); }, entry);
        return;
    }
    a.setItem(index, value);
    NumpyExpected::compareArray(a, entry, QStringLiteral("after assignment"));
}

void TestIndexing::testParseErrors_data()
{
    QTest::addColumn<QString>("text");
    for (const auto& e : NumpyExpected::load(QStringLiteral("indexing.json"))[QLatin1String("bad")].toArray())
        QTest::newRow(qPrintable(QLatin1Char('"') + e.toString() + QLatin1Char('"'))) << e.toString();
}

void TestIndexing::testParseErrors()
{
    QFETCH(QString, text);
    // These are syntax errors in Python too (gen_expected.py lists them as BAD_INDEX_TEXT).
    try {
        (void)Index::parse(text.toStdString());
        QFAIL("no error");
    } catch (const FormatError& e) {
        QVERIFY(e.offset() >= 0 && e.offset() <= text.size());
    }
}

void TestIndexing::testParseNestingLimit()
{
    // numpy builds index arrays of at most 32 dimensions ("would exceed the maximum
    // number of dimension of 32"); deeper lists are refused before they can exhaust the stack.
    const auto nested = [](int depth) {
        return std::string(std::size_t(depth), '[') + "0" + std::string(std::size_t(depth), ']');
    };
    const Index deepest = Index::parse(nested(32));
    QCOMPARE(deepest.toString(), nested(32));
    QVERIFY_THROWS_EXCEPTION(FormatError, Index::parse(nested(33)));
    QVERIFY_THROWS_EXCEPTION(FormatError, Index::parse(nested(100000)));
}

void TestIndexing::testSliceResolve_data()
{
    QTest::addColumn<QJsonObject>("entry");
    for (const auto& e : NumpyExpected::load(QStringLiteral("ndarray.json"))[QLatin1String("slices")].toArray()) {
        const QString name =
            QString::fromUtf8(QJsonDocument(e[QLatin1String("slice")].toArray()).toJson(QJsonDocument::Compact))
            + QStringLiteral(" of %1").arg(e[QLatin1String("length")].toInt());
        QTest::newRow(qPrintable(name)) << e.toObject();
    }
}

void TestIndexing::testSliceResolve()
{
    QFETCH(QJsonObject, entry);
    const QJsonArray parts = entry[QLatin1String("slice")].toArray();
    const auto part = [&](int i) {
        return parts[i].isNull() ? std::nullopt : std::optional<std::int64_t>(parts[i].toInteger());
    };
    const Slice s{part(0), part(1), part(2)};
    const auto r = s.resolve(entry[QLatin1String("length")].toInteger());
    const QJsonArray want = entry[QLatin1String("resolved")].toArray();
    QCOMPARE(r.start, want[0].toInteger());
    QCOMPARE(r.stop, want[1].toInteger());
    QCOMPARE(r.step, want[2].toInteger());
    QCOMPARE(r.count, want[3].toInteger());
}

void TestIndexing::testToString()
{
    // Index::toString's documented spelling (index.h): Python's index text.
    QCOMPARE(Index::parse("2:8:2").toString(), std::string("2:8:2"));
    QCOMPARE(Index::parse("  ::-1 ").toString(), std::string("::-1"));
    QCOMPARE(Index::parse("[0,3, 9]").toString(), std::string("[0, 3, 9]"));
    QCOMPARE(Index::parse("[:,1]").toString(), std::string(":, 1"));
    QCOMPARE(Index::parse("...,None").toString(), std::string("..., None"));
    QCOMPARE(Index::parse("[True,False]").toString(), std::string("[True, False]"));
    QCOMPARE(Index::parse("1,").toString(), std::string("1,"));
    QVERIFY(Index::parse("1,").isTuple());
    QVERIFY(Index::parse("(1, 2)").isAllIntegers());
}

void TestIndexing::testViewWritesThrough()
{
    // numpy: v = a[2:8:2]; v[1] = 99  ->  a[4] == 99
    NdArray a = NdArray::arange(10);
    NdArray v = a[Index::parse("2:8:2")];
    v.setItem(Index(1), PyValue::fromInt(99));
    QCOMPARE(a.toInt64(4), std::int64_t(99));
    // numpy: f = a[[1, 2]]; f[0] = -1  ->  a unchanged (fancy indexing copies)
    NdArray f = a[Index::list({1, 2})];
    f.setItem(Index(0), PyValue::fromInt(-1));
    QCOMPARE(a.toInt64(1), std::int64_t(1));
}

void TestIndexing::testReadOnlyCopiesOnWrite()
{
    const std::vector<std::int64_t> data{1, 2, 3, 4};
    auto owner = std::make_shared<std::vector<std::int64_t>>(data);
    auto storage = Storage::wrap(reinterpret_cast<const std::byte*>(owner->data()), 32, owner, false);
    NdArray a = NdArray::fromStorage(DType(DTypeKind::Int64), {4}, {8}, storage);
    NdArray other = a;
    a.setItem(Index(0), PyValue::fromInt(10));
    QCOMPARE(a.toInt64(0), std::int64_t(10));
    QCOMPARE((*owner)[0], std::int64_t(1)); // the mapping is untouched
    QCOMPARE(other.toInt64(0), std::int64_t(1));
    QVERIFY(!a.sharesStorageWith(other));
}

// Storage::mutableData() is inline for filled, writable storage (issue 23); a read-only
// storage still refuses it as numpy does, and a deferred one is filled first.
void TestIndexing::testMutableDataOfReadOnlyAndDeferred()
{
    auto owner = std::make_shared<std::vector<std::int64_t>>(std::vector<std::int64_t>{1, 2});
    auto readOnly = Storage::wrap(reinterpret_cast<const std::byte*>(owner->data()), 16, owner, false);
    QVERIFY_THROWS_EXCEPTION(ValueError, readOnly->mutableData());
    try {
        readOnly->mutableData();
    } catch (const ValueError& e) {
        QCOMPARE(std::string(e.what()), std::string("assignment destination is read-only"));
    }
    int fills = 0;
    auto deferred = Storage::deferred(8, [&fills](std::byte* out, std::size_t n) {
        ++fills;
        std::memset(out, 7, n);
    });
    QVERIFY(!deferred->isMaterialized());
    std::byte* p = deferred->mutableData();
    QCOMPARE(fills, 1);
    QVERIFY(deferred->isMaterialized());
    QCOMPARE(int(p[0]), 7);
    QCOMPARE(int(p[7]), 7);
    p[0] = std::byte{9};
    QCOMPARE(deferred->mutableData(), p);
    QCOMPARE(int(deferred->data()[0]), 9);
    QCOMPARE(fills, 1);
}

QTEST_APPLESS_MAIN(TestIndexing)
#include "tst_indexing.moc"
