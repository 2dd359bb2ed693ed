// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Batch repr character for character (tianshou-spec.md 1.20). The expected text comes
// from CPython at test time: numpy's own repr and pprint.pformat, joined by the
// algorithm of Tianshou's __repr__ (the spec's key-indent rule) over the same values.

#include "batchtesthelpers.h"

#include <testutils.h>

#include <QMap>
#include <QTest>

using namespace BatchTest;

namespace {

// The Python side: values are written already converted (what a Batch stores).
const char* kPythonCases = "core/batch_repr_cases.py"; // under tests/data

std::vector<std::pair<QString, Batch>> cppCases()
{
    std::vector<std::pair<QString, Batch>> out;
    out.emplace_back("empty", Batch());
    out.emplace_back("spec example", Batch({{"a", A(dbl({0, 2, 1, 3}, {2, 2}))},
                                            {"b", Bv(Batch({{"c", A(NdArray::fromObjects({None(), S("st")}))}}))},
                                            {"e", Bv(Batch())}}));
    Batch scalars({{"a", I(4)}, {"c", S("abc")}, {"d", None()}, {"s", PyValue::set({I(2), I(1)})}});
    scalars.setRaw("b", PyValue::scalar(NdArray::scalar(1.0)));
    scalars.setRaw("t", PyValue::scalar(NdArray::scalarInt(-3)));
    // keep Python's key order a, b, c, d, s, t
    Batch ordered;
    for (const char* k : {"a", "b", "c", "d", "s", "t"})
        ordered.setRaw(k, scalars.get(k));
    out.emplace_back("scalars", ordered);
    out.emplace_back("long array", Batch({{"x", A(NdArray::arange(2000))}}));
    out.emplace_back("deep nesting", Batch({{"a", Bv(Batch({{"bb", Bv(Batch({{"ccc", A(zeros(DType(), {2, 3}))}}))}}))},
                                            {"z", A(NdArray::fromBools({true, false}, {2}))}}));
    const NdArray f32 = NdArray::arange(6, DType(DTypeKind::Float32)).reshape({2, 3});
    out.emplace_back("unicode key",
                     Batch({{"\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87", A(binaryOp(BinaryOp::Divide, f32, I(7)))}}));
    std::string words;
    for (int i = 0; i < 30; ++i)
        words += "word ";
    out.emplace_back("long string", Batch({{"c", S(words)}}));
    out.emplace_back("dtypes", Batch({{"i", A(i64({1, 2}).astype(DType(DTypeKind::Int32)))},
                                      {"u", A(i64({1, 2}, {2, 1}).astype(DType(DTypeKind::UInt8)))},
                                      {"f", A(dbl({1.5, -2.25}).astype(DType(DTypeKind::Float32)))}}));
    out.emplace_back(
        "3d",
        Batch({{"obs", A(binaryOp(BinaryOp::Multiply, NdArray::arange(24, DType()).reshape({2, 3, 4}), F(1.5)))}}));
    out.emplace_back("object arrays",
                     Batch({{"o", A(NdArray::fromObjects({A(zeros(DType(), {2})), A(dbl({1, 1, 1}))}))},
                            {"n", A(NdArray::fromObjects({None(), None()}))}}));
    Batch buffer({{"obs", A(zeros(DType(), {3}))}, {"info", Bv(Batch())}});
    buffer.setClassName("ReplayBuffer");
    out.emplace_back("class name", buffer);
    std::vector<double> lin;
    for (int i = 0; i < 30; ++i)
        lin.push_back(i / 29.0);
    out.emplace_back("wide rows", Batch({{"reward", A(dbl(lin))}}));
    return out;
}

} // namespace

class TestBatchRepr : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void testMatchesPython_data();
    void testMatchesPython();
    void testKeyIndentRule();

private:
    QMap<QString, QString> m_expected;
};

void TestBatchRepr::initTestCase()
{
    bool ok = false;
    QString err;
    const QByteArray out = TestUtils::runPythonFile(QString::fromUtf8(kPythonCases), {}, &ok, &err);
    QVERIFY2(ok, qPrintable(err));
    for (const QByteArray& record : out.split('\x1f')) {
        const qsizetype sep = record.indexOf('\x1e');
        if (sep > 0)
            m_expected.insert(QString::fromUtf8(record.left(sep)), QString::fromUtf8(record.mid(sep + 1)));
    }
    QCOMPARE(m_expected.size(), qsizetype(cppCases().size()));
}

void TestBatchRepr::testMatchesPython_data()
{
    QTest::addColumn<Batch>("batch");
    QTest::addColumn<QString>("name");
    for (const auto& [name, b] : cppCases())
        QTest::newRow(qPrintable(name)) << b << name;
}

void TestBatchRepr::testMatchesPython()
{
    QFETCH(Batch, batch);
    QFETCH(QString, name);
    QVERIFY(m_expected.contains(name));
    QCOMPARE(QString::fromStdString(batch.repr()), m_expected.value(name));
}

// The spec's own example, written out (1.20): continuation lines of a value are indented
// by 6 + len(key), nested Batches indent again.
void TestBatchRepr::testKeyIndentRule()
{
    const Batch b({{"a", A(dbl({0, 2, 1, 3}, {2, 2}))},
                   {"b", Bv(Batch({{"c", A(NdArray::fromObjects({None(), S("st")}))}}))},
                   {"e", Bv(Batch())}});
    const std::string expected = "Batch(\n"
                                 "    a: array([[0., 2.],\n"
                                 "              [1., 3.]]),\n"
                                 "    b: Batch(\n"
                                 "           c: array([None, 'st'], dtype=object),\n"
                                 "       ),\n"
                                 "    e: Batch(),\n"
                                 ")";
    QCOMPARE(QString::fromStdString(b.repr()), QString::fromStdString(expected));
    QCOMPARE(QString::fromStdString(Batch().repr()), QString("Batch()"));
}

QTEST_APPLESS_MAIN(TestBatchRepr)
#include "tst_batchrepr.moc"
