// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Python's repr(), str() and pprint.pformat() of values, checked against CPython 3.11
// (with numpy 1.24) evaluating the same values.

#include "pycodec.h"

#include <core/python/pyvalue.h>

#include <QTest>

using namespace ReplayScope::Core;

namespace {

QStringList valueExpressions()
{
    return {
        // scalars
        QStringLiteral("None"),
        QStringLiteral("True"),
        QStringLiteral("0"),
        QStringLiteral("-17"),
        QStringLiteral("12345678901234567890123"),
        QStringLiteral("-2**70"),
        QStringLiteral("2**63"),
        QStringLiteral("1.0"),
        QStringLiteral("1e16"),
        QStringLiteral("1e15"),
        QStringLiteral("1e-5"),
        QStringLiteral("0.0001"),
        QStringLiteral("0.1"),
        QStringLiteral("-0.0"),
        QStringLiteral("float('nan')"),
        QStringLiteral("float('-inf')"),
        QStringLiteral("1e22"),
        QStringLiteral("123456789.123"),
        QStringLiteral("5e-324"),
        QStringLiteral("1.7976931348623157e308"),
        QStringLiteral("2/3"),
        QStringLiteral("1+2j"),
        QStringLiteral("1j"),
        QStringLiteral("-1j"),
        QStringLiteral("complex(-0.0, 1)"),
        QStringLiteral("complex(1, float('nan'))"),
        QStringLiteral("complex(0, -0.0)"),
        QStringLiteral("1e20+1e-20j"),
        QStringLiteral("complex(1.5, -float('inf'))"),
        // strings and bytes: quote choice and escapes
        QStringLiteral("'abc'"),
        QStringLiteral("\"it's\""),
        QStringLiteral("'say \"hi\"'"),
        QStringLiteral("'both \\' and \"'"),
        QStringLiteral("'tab\\there\\n\\r\\\\'"),
        QStringLiteral("'\\x00\\x7f\\x85\\xa0\\xe9\\u20ac\\U0001F600'"),
        QStringLiteral("'\\u200b\\u0378\\ue000\\U000e0001 \\u3000'"),
        QStringLiteral("''"),
        QStringLiteral("b'abc'"),
        QStringLiteral("b'\\x00\\xff\\'\"'"),
        QStringLiteral("b\"it's\""),
        QStringLiteral("bytearray(b'xy\\n')"),
        QStringLiteral("b''"),
        // containers
        QStringLiteral("[1, 'a', None]"),
        QStringLiteral("(1,)"),
        QStringLiteral("()"),
        QStringLiteral("(1, 2)"),
        QStringLiteral("[]"),
        QStringLiteral("{}"),
        QStringLiteral("{'b': 1, 'a': [1, 2]}"),
        QStringLiteral("{1, 2, 3}"),
        QStringLiteral("set()"),
        QStringLiteral("set([2, 1, 9, 17, -3])"),
        QStringLiteral("set(range(100, 0, -7))"),
        QStringLiteral("{True, 2**40, -5}"),
        QStringLiteral("frozenset({1})"),
        QStringLiteral("frozenset()"),
        QStringLiteral("{(1, 2): 'x'}"),
        QStringLiteral("[[]]"),
        QStringLiteral("{3: 'a', 1: 'b', 'c': 2, 2.5: None}"),
        QStringLiteral("{True: 1, 0: 'z', -1.5: 2}"),
        // numpy values inside Python values
        QStringLiteral("[np.arange(3), np.float32(1.5), np.int64(7)]"),
        QStringLiteral("{'x': np.zeros((3, 3))}"),
        QStringLiteral("np.dtype('float32')"),
        QStringLiteral("np.dtype('<U3')"),
        QStringLiteral("np.dtype('S5')"),
        QStringLiteral("np.dtype('O')"),
        QStringLiteral("np.dtype('>f8')"),
        QStringLiteral("np.dtype('bool')"),
        QStringLiteral("np.dtype('uint8')"),
        // pformat wrapping
        QStringLiteral("list(range(40))"),
        QStringLiteral("{'key%d' % i: list(range(i)) for i in range(12)}"),
        QStringLiteral("{'z': 1, 'a': 'x' * 100}"),
        QStringLiteral("'word ' * 40"),
        QStringLiteral("['word ' * 30]"),
        QStringLiteral("'line one\\nline two ' * 10"),
        QStringLiteral("'x' * 200"),
        QStringLiteral("b'abcdefgh' * 20"),
        QStringLiteral("[b'abcdefgh' * 20]"),
        QStringLiteral("bytearray(b'0123456789' * 12)"),
        QStringLiteral("{'arr': np.arange(30).reshape(3, 10), 'b': [np.zeros((2, 2)), 'x']}"),
        QStringLiteral("(1, 2, 'x' * 80)"),
        QStringLiteral("({'a': 1},) * 30"),
        QStringLiteral("set(range(50))"),
        QStringLiteral("frozenset(range(30))"),
        QStringLiteral("[[1, 2, [3, 4, [5, 6, ['x' * 30, 'y' * 30]]]]]"),
        QStringLiteral("{'a': {'b': {'c': 'x' * 70}}}"),
        QStringLiteral("{(i, 'k'): i for i in range(20)}"),
        QStringLiteral("[1.5, 2.25] * 20"),
        QStringLiteral("{'s': {'b', 'a', 'c'}, 'long': ['abc' * 10] * 3}"),
        QStringLiteral("[np.linspace(0, 1, 12), np.array(['a', 'b']), np.float64(2.5)]"),
        QStringLiteral("{'obs': objarr(None, 'st'), 'n': np.int32(3), 'l': [1] * 30}"),
    };
}

} // namespace

class TestPyrepr : public QObject {
    Q_OBJECT

private:
    std::vector<PyCodec::Case> m_cases;

    void addRows()
    {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < m_cases.size(); ++i)
            QTest::newRow(m_cases[i].expression.toUtf8().constData()) << static_cast<int>(i);
    }

private slots:
    void initTestCase()
    {
        bool ok = false;
        QString error;
        m_cases = PyCodec::evaluate(valueExpressions(), &ok, &error);
        QVERIFY2(ok, qPrintable(error));
    }

    void testRepr_data() { addRows(); }
    void testRepr()
    {
        QFETCH(int, index);
        const PyCodec::Case& c = m_cases.at(static_cast<std::size_t>(index));
        QCOMPARE(QString::fromStdString(c.value.repr()), c.repr);
    }

    void testStr_data() { addRows(); }
    void testStr()
    {
        QFETCH(int, index);
        const PyCodec::Case& c = m_cases.at(static_cast<std::size_t>(index));
        QCOMPARE(QString::fromStdString(c.value.str()), c.str);
    }

    void testPformat_data() { addRows(); }
    void testPformat()
    {
        QFETCH(int, index);
        const PyCodec::Case& c = m_cases.at(static_cast<std::size_t>(index));
        QCOMPARE(QString::fromStdString(pformat(c.value)), c.pformat);
    }

    // Values CPython cannot hand us through the codec: references and opaque objects.
    void testOpaqueValues()
    {
        QCOMPARE(PyValue::global({"collections", "OrderedDict"}).repr(),
                 std::string("<class 'collections.OrderedDict'>"));
        auto obj = std::make_shared<PyObject>();
        obj->cls = {"mymod", "Thing"};
        QCOMPARE(PyValue::object(obj).repr(), std::string("<mymod.Thing object>"));
    }

    // Sets of ints print in CPython's hash-table order for the order items were added
    // (hash(-1) == hash(-2) collide here, so the insertion order matters).
    void testIntSetOrder()
    {
        const std::vector<std::int64_t> order = {2, 1, 9, 17, -1, -2, 64, 8, 1000};
        std::vector<PyValue> items;
        QStringList literal;
        for (std::int64_t v : order) {
            items.push_back(PyValue::fromInt(v));
            literal << QString::number(v);
        }
        bool ok = false;
        QString error;
        const QByteArray out = TestUtils::runPython(
            QStringLiteral("import sys\nsys.stdout.write(repr(set([%1])))").arg(literal.join(QStringLiteral(", "))), {},
            &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        QCOMPARE(QString::fromStdString(PyValue::set(items).repr()), QString::fromUtf8(out));
    }

    // A list that contains itself prints [...] as Python does, instead of recursing.
    void testSelfReference()
    {
        PyValue l = PyValue::list({PyValue::fromInt(1)});
        l.mutableItems().push_back(l);
        QCOMPARE(l.repr(), std::string("[1, [...]]"));
        l.mutableItems().pop_back(); // break the cycle so the list can be freed
    }
};

QTEST_APPLESS_MAIN(TestPyrepr)
#include "tst_pyrepr.moc"
