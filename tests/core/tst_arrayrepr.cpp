// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// numpy's repr and str of arrays and numpy scalars, checked against numpy 1.24 itself:
// each expression is evaluated by /usr/bin/python3, its exact bytes are rebuilt as an
// NdArray here, and our text must equal numpy's character for character.

#include "pycodec.h"

#include <core/python/arrayrepr.h>
#include <core/python/floatformat.h>

#include <QTest>

using namespace ReplayScope::Core;

namespace {

QStringList arrayExpressions()
{
    QStringList e = {
        // floats: trailing point, padding, nan/inf, -0., notation switches
        QStringLiteral("np.array([0., 2.])"),
        QStringLiteral("np.array([[0., 2.], [1., 3.]])"),
        QStringLiteral("np.array([1.5, 2, np.nan, -np.inf])"),
        QStringLiteral("np.array([np.nan, np.inf])"),
        QStringLiteral("np.array([-0.0, 1.0])"),
        QStringLiteral("np.array([1e-5, 1.5e10])"),
        QStringLiteral("np.array([1e100, 1e-5])"),
        QStringLiteral("np.array([1e8, 1.])"),
        QStringLiteral("np.array([0.0001, 0.1])"),
        QStringLiteral("np.array([0.0001], dtype=np.float32)"),
        QStringLiteral("np.array([123456.123456789, 0.5])"),
        QStringLiteral("np.array([1.123456789, 100.5])"),
        QStringLiteral("np.array([1/3, 2/3, 1e3])"),
        QStringLiteral("np.array([0.1, 0.2], dtype=np.float16)"),
        QStringLiteral("np.arange(-20, 20, dtype=np.float16) / 3"),
        QStringLiteral("np.array([0.1, 1/3, 65504], dtype=np.float32)"),
        QStringLiteral("np.array([1.5], dtype='>f8')"),
        QStringLiteral("np.arange(100, dtype=np.float64) / 7"),
        QStringLiteral("np.random.default_rng(0).standard_normal((4, 12))"),
        QStringLiteral("np.random.default_rng(1).standard_normal(50).astype(np.float32)"),
        QStringLiteral("np.random.default_rng(2).standard_normal(40) * 1e5"),
        QStringLiteral("np.random.default_rng(3).uniform(0, 1, 30).astype(np.float16)"),
        // complex
        QStringLiteral("np.array([1+2j, 3-4.5j])"),
        QStringLiteral("np.array([1+2j, complex(np.nan, 1), complex(1, -np.inf)])"),
        QStringLiteral("np.array([1e-10+1j, 2], dtype=np.complex64)"),
        QStringLiteral("np.array(1.5+0j)"),
        // integers and bools
        QStringLiteral("np.array([1, -20, 300], dtype=np.int16)"),
        QStringLiteral("np.array([2**64-1, 0], dtype=np.uint64)"),
        QStringLiteral("np.array([1, 2], dtype='>i4')"),
        QStringLiteral("np.array([-5, 100], dtype=np.int32)"),
        QStringLiteral("np.array([1, 2], dtype=np.uint8)"),
        QStringLiteral("np.arange(30) * 1000003"),
        QStringLiteral("np.array([True, False])"),
        QStringLiteral("np.array([[True], [True]])"),
        // 0-d and empty
        QStringLiteral("np.array(True)"),
        QStringLiteral("np.array(4)"),
        QStringLiteral("np.array(1.5)"),
        QStringLiteral("np.array(2.0, dtype=np.float32)"),
        QStringLiteral("np.array('ab')"),
        QStringLiteral("np.array([], dtype=np.float64)"),
        QStringLiteral("np.array([], dtype=np.int32)"),
        QStringLiteral("np.zeros((0, 3))"),
        QStringLiteral("np.zeros((2, 0), dtype=np.int64)"),
        QStringLiteral("np.array([], dtype='<U3')"),
        // strings, bytes, void, objects, records
        QStringLiteral("np.array(['a', 'bc'])"),
        QStringLiteral("np.array([b'a', b'bcd'])"),
        QStringLiteral("np.array([\"it's\", 'x\"y', '\\u00e9\\u20ac', 'tab\\t'])"),
        QStringLiteral("np.array(['abcdefghij' * 3] * 5)"),
        QStringLiteral("np.zeros(2, dtype='V3')"),
        QStringLiteral("np.array([None, 'st'], dtype=object)"),
        QStringLiteral("objarr(None, 'st', [1, 2], 1.0, 2, (1,), {'a': 1})"),
        QStringLiteral("objarr(np.arange(6).reshape(2, 3), np.zeros((2, 2)), None)"),
        QStringLiteral("objarr(*[np.arange(12.).reshape(3, 4)] * 4)"),
        QStringLiteral("objarr(1, 2, 3, 4, shape=(2, 2))"),
        QStringLiteral("np.array([(1, 2.5), (3, 4)], dtype=[('a', '<i4'), ('b', '<f8')])"),
        QStringLiteral("np.array([(1.5,)], dtype=[('x', '<f4')])"),
        QStringLiteral("np.array([(True, b'ab', 3)], dtype=[('f', '?'), ('s', 'S2'), ('i', '<u2')])"),
        // layout: wrapping, nesting, summarisation
        QStringLiteral("np.arange(24).reshape(2, 3, 4)"),
        QStringLiteral("np.arange(24.).reshape(2, 1, 3, 4)"),
        QStringLiteral("np.arange(2000)"),
        QStringLiteral("np.linspace(0, 1, 2000)"),
        QStringLiteral("np.arange(3000.).reshape(10, 300)"),
        QStringLiteral("np.arange(1200).reshape(2, 3, 4, 5, 10)"),
        QStringLiteral("np.zeros((20, 20, 20))"),
        QStringLiteral("np.arange(1001, dtype=np.int8)"),
        QStringLiteral("np.array(['x' * 30] * 1500)"),
        QStringLiteral("np.arange(2000.).reshape(2, 1000) * 1e-9"),
    };
    // Mixtures of magnitudes for every float width, to exercise notation choice,
    // precision cut-off and padding.
    for (int k = -7; k <= 12; ++k) {
        for (const char* type : {"float64", "float32", "float16"}) {
            e << QStringLiteral("(np.random.default_rng(%1).standard_normal(7) * 10.0**%2).astype(np.%3)")
                     .arg(k + 40)
                     .arg(k)
                     .arg(QLatin1String(type));
        }
        e << QStringLiteral("np.round(np.random.default_rng(%1).standard_normal(6) * 10.0**%2, 3)").arg(k + 80).arg(k);
    }
    return e;
}

QStringList scalarExpressions()
{
    return {
        QStringLiteral("np.float64(1.0)"),
        QStringLiteral("np.float32(0.1)"),
        QStringLiteral("np.float16(1000)"),
        QStringLiteral("np.float64(1e16)"),
        QStringLiteral("np.float64(1e-5)"),
        QStringLiteral("np.float64(0.0001)"),
        QStringLiteral("np.float32(1e16)"),
        QStringLiteral("np.float64(-0.0)"),
        QStringLiteral("np.float64('nan')"),
        QStringLiteral("np.float32('-inf')"),
        QStringLiteral("np.float64(123456789012345678.0)"),
        QStringLiteral("np.float32(3.4028235e38)"),
        QStringLiteral("np.float16(0.0001)"),
        QStringLiteral("np.float64(2/3)"),
        QStringLiteral("np.int32(3)"),
        QStringLiteral("np.int8(-128)"),
        QStringLiteral("np.uint64(2**64-1)"),
        QStringLiteral("np.bool_(True)"),
        QStringLiteral("np.bytes_(b'x')"),
        QStringLiteral("np.str_('ab')"),
        QStringLiteral("np.complex128(1+2j)"),
        QStringLiteral("np.complex64(-1.5j)"),
        QStringLiteral("np.complex128(complex(-0.0, 1))"),
        QStringLiteral("np.complex128(complex(1e20, np.nan))"),
        QStringLiteral("np.array([(1, 2.5)], dtype=[('a', '<i4'), ('b', '<f8')])[0]"),
        QStringLiteral("np.zeros(1, dtype='V2')[0]"),
    };
}

} // namespace

class TestArrayrepr : public QObject {
    Q_OBJECT

private:
    std::vector<PyCodec::Case> m_arrays;
    std::vector<PyCodec::Case> m_scalars;

    static void addRows(const std::vector<PyCodec::Case>& cases)
    {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < cases.size(); ++i)
            QTest::newRow(cases[i].expression.toUtf8().constData()) << static_cast<int>(i);
    }

private slots:
    void initTestCase()
    {
        bool ok = false;
        QString error;
        m_arrays = PyCodec::evaluate(arrayExpressions(), &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        m_scalars = PyCodec::evaluate(scalarExpressions(), &ok, &error);
        QVERIFY2(ok, qPrintable(error));
    }

    void testArrayRepr_data() { addRows(m_arrays); }
    void testArrayRepr()
    {
        QFETCH(int, index);
        const PyCodec::Case& c = m_arrays.at(static_cast<std::size_t>(index));
        QVERIFY(c.value.isArray());
        QCOMPARE(QString::fromStdString(c.value.asArray().repr()), c.repr);
        QCOMPARE(QString::fromStdString(c.value.repr()), c.repr);
    }

    void testArrayStr_data() { addRows(m_arrays); }
    void testArrayStr()
    {
        QFETCH(int, index);
        const PyCodec::Case& c = m_arrays.at(static_cast<std::size_t>(index));
        QCOMPARE(QString::fromStdString(c.value.asArray().str()), c.str);
    }

    void testScalarRepr_data() { addRows(m_scalars); }
    void testScalarRepr()
    {
        QFETCH(int, index);
        const PyCodec::Case& c = m_scalars.at(static_cast<std::size_t>(index));
        QCOMPARE(c.value.kind(), PyValue::Kind::Scalar);
        QCOMPARE(QString::fromStdString(c.value.repr()), c.repr);
        QCOMPARE(QString::fromStdString(c.value.str()), c.str);
    }

    // torch is not installed here; these are torch's well-known outputs for simple
    // tensors (torch/_tensor_str.py formatting).
    void testTorchRepr()
    {
        NdArray f = NdArray::fromDoubles({1.0, 2.0, 3.0}, {3}, DType(DTypeKind::Float32));
        f.setTorch(true);
        QCOMPARE(f.repr(), std::string("tensor([1., 2., 3.])"));
        NdArray g = NdArray::fromDoubles({1.5, 2.0}, {2}, DType(DTypeKind::Float32));
        g.setTorch(true);
        QCOMPARE(g.repr(), std::string("tensor([1.5000, 2.0000])"));
        NdArray i = NdArray::fromInts({1, 2}, {2}, DType(DTypeKind::Int32));
        i.setTorch(true);
        QCOMPARE(i.repr(), std::string("tensor([1, 2], dtype=torch.int32)"));
        NdArray m = NdArray::fromInts({1, 2, 3, 4}, {2, 2});
        m.setTorch(true);
        QCOMPARE(m.repr(), std::string("tensor([[1, 2],\n        [3, 4]])"));
        g.setRequiresGrad(true);
        QCOMPARE(g.repr(), std::string("tensor([1.5000, 2.0000], requires_grad=True)"));
    }

    // Dragon4 building blocks against numpy's own format_float_* functions.
    void testDragon4_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QString>("ours");
        auto pos = [](double v, FloatWidth w, int precision, char trim) {
            Dragon4Options o;
            o.precision = precision;
            o.trim = trim;
            return QString::fromStdString(dragon4Positional(v, w, o));
        };
        auto sci = [](double v, FloatWidth w, int precision, char trim) {
            Dragon4Options o;
            o.precision = precision;
            o.trim = trim;
            return QString::fromStdString(dragon4Scientific(v, w, o));
        };
        QTest::newRow("pos 0.1 f16") << "np.format_float_positional(np.float16(0.1))"
                                     << pos(0.0999755859375, FloatWidth::Half, -1, '.');
        QTest::newRow("pos 1/3 p8") << "np.format_float_positional(1/3, precision=8)"
                                    << pos(1.0 / 3, FloatWidth::Double, 8, '.');
        QTest::newRow("pos 2.5 p0") << "np.format_float_positional(2.5, precision=0)"
                                    << pos(2.5, FloatWidth::Double, 0, '.');
        QTest::newRow("pos 0.125 p2") << "np.format_float_positional(0.125, precision=2)"
                                      << pos(0.125, FloatWidth::Double, 2, '.');
        QTest::newRow("pos 1e20 trim0") << "np.format_float_positional(1e20, trim='0')"
                                        << pos(1e20, FloatWidth::Double, -1, '0');
        QTest::newRow("pos 5 trim-") << "np.format_float_positional(5.0, trim='-')"
                                     << pos(5.0, FloatWidth::Double, -1, '-');
        QTest::newRow("sci 1e5") << "np.format_float_scientific(1e5)" << sci(1e5, FloatWidth::Double, -1, '.');
        QTest::newRow("sci f32 0.1") << "np.format_float_scientific(np.float32(0.1))"
                                     << sci(static_cast<double>(0.1F), FloatWidth::Single, -1, '.');
        QTest::newRow("sci 9.9999 p2") << "np.format_float_scientific(9.9999, precision=2)"
                                       << sci(9.9999, FloatWidth::Double, 2, '.');
        QTest::newRow("sci 1e-300 trim-")
            << "np.format_float_scientific(1e-300, trim='-')" << sci(1e-300, FloatWidth::Double, -1, '-');
        QTest::newRow("sci 65504 f16") << "np.format_float_scientific(np.float16(65504))"
                                       << sci(65504.0, FloatWidth::Half, -1, '.');
        QTest::newRow("python repr 1e16") << "repr(1e16)" << QString::fromStdString(pythonFloatRepr(1e16));
        QTest::newRow("python repr 1e15") << "repr(1e15)" << QString::fromStdString(pythonFloatRepr(1e15));
        QTest::newRow("python repr 0.0001") << "repr(0.0001)" << QString::fromStdString(pythonFloatRepr(0.0001));
        QTest::newRow("python repr 5e-324") << "repr(5e-324)" << QString::fromStdString(pythonFloatRepr(5e-324));
    }
    void testDragon4()
    {
        QFETCH(QString, expression);
        QFETCH(QString, ours);
        bool ok = false;
        QString error;
        const QByteArray out = TestUtils::runPython(
            QStringLiteral("import sys, numpy as np\nsys.stdout.write(eval(sys.argv[1]))"), {expression}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        QCOMPARE(ours, QString::fromUtf8(out));
    }
};

QTEST_APPLESS_MAIN(TestArrayrepr)
#include "tst_arrayrepr.moc"
