// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// PyValue construction, access, Python equality/hash and dict behaviour, and BigInt's
// conversions, with CPython as the reference where Python defines the answer.

#include "pycodec.h"

#include <core/error.h>
#include <core/batch/batch.h>
#include <core/python/pyvalue.h>
#include <core/python/pyvaluepayload.h>

#include <QTest>

using namespace ReplayScope::Core;

class TestPyvalue : public QObject {
    Q_OBJECT

private slots:
    // BigInt against pickle.encode_long (the LONG1 payload) and int's str/float.
    void testBigInt_data()
    {
        QTest::addColumn<QString>("decimal");
        for (
            const char* d :
            {"0", "1", "-1", "127", "128", "255", "-128", "-129", "9223372036854775807", "9223372036854775808",
             "-9223372036854775808", "-9223372036854775809", "18446744073709551615", "123456789012345678901234567890",
             "-98765432109876543210",
             // float(x) rounding: ties to even (2**53+1, 2**80+2**27), ties to even
             // upwards (2**53+3, 2**80+3*2**27), a low bit past the tie
             // (2**80+2**27+1, -(2**100+2**47+1), 2**200+2**147+8) and just below
             // the tie above the largest double (2**1024-2**970-1).
             "9007199254740993", "9007199254740995", "1208925819614629308923904", "1208925819614629308923905",
             "1208925819614629577359360", "-1267650600228229542234191560705",
             "1606938044258990453947923680586147734807949174969684883144712",
             "1797693134862315807937289714053034150799341327100378269361737789804449682927647509466490179775872070963"
             "3028641669288791094655554785194040263065748867150582068190890200070838367627385484581771153176447573027"
             "0069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791"})
            QTest::newRow(d) << QString::fromLatin1(d);
    }
    void testBigInt()
    {
        QFETCH(QString, decimal);
        bool ok = false;
        QString error;
        const QByteArray out = TestUtils::runPython(
            QStringLiteral("import sys, pickle\nx = int(sys.argv[1])\n"
                           "print(pickle.encode_long(x).hex(), -2**63 <= x < 2**63, float(x).hex(), sep='|')"),
            {decimal}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        const QList<QByteArray> parts = out.trimmed().split('|');
        QCOMPARE(parts.size(), 3);
        const QByteArray raw = QByteArray::fromHex(parts[0]);
        const std::vector<std::uint8_t> bytes(raw.begin(), raw.end());

        const BigInt parsed = BigInt::fromDecimal(decimal.toStdString());
        QCOMPARE(parsed.bytes(), bytes);
        const BigInt fromBytes(bytes);
        QCOMPARE(QString::fromStdString(fromBytes.toDecimal()), decimal);
        QCOMPARE(fromBytes.fitsInt64(), parts[1] == "True");
        QCOMPARE(fromBytes.toDouble(), std::strtod(parts[2].constData(), nullptr));
        if (fromBytes.fitsInt64())
            QCOMPARE(QString::number(fromBytes.toInt64()), decimal);
        // Redundant sign bytes are dropped, so equal values compare equal.
        std::vector<std::uint8_t> padded = bytes;
        padded.push_back(fromBytes.isNegative() ? 0xFF : 0x00);
        QVERIFY(BigInt(padded) == fromBytes);
    }

    void testBigIntRejectsBadText()
    {
        QVERIFY_THROWS_EXCEPTION(ValueError, BigInt::fromDecimal("12a"));
        QVERIFY_THROWS_EXCEPTION(ValueError, BigInt::fromDecimal(""));
        QVERIFY_THROWS_EXCEPTION(ValueError, BigInt::fromDecimal("-"));
    }

    // Python's == across kinds, and hash agreement for equal values.
    void testEquality_data()
    {
        QTest::addColumn<QString>("left");
        QTest::addColumn<QString>("right");
        const char* pairs[][2] = {
            {"1", "1.0"},
            {"1", "True"},
            {"0", "False"},
            {"1", "1+0j"},
            {"0.5", "0.5+0j"},
            {"1", "1.5"},
            {"2**64", "float(2**64)"},
            {"2**64+1", "float(2**64)"},
            {"'a'", "'a'"},
            {"'a'", "b'a'"},
            {"b'a'", "bytearray(b'a')"},
            {"(1, 2)", "(1.0, 2)"},
            {"(1, 2)", "[1, 2]"},
            {"[1, [2]]", "[1, [2.0]]"},
            {"{1, 2}", "frozenset({2, 1})"},
            {"{'a': 1, 'b': 2}", "{'b': 2, 'a': 1.0}"},
            {"{'a': 1}", "{'a': 2}"},
            {"None", "None"},
            {"None", "0"},
            {"np.int64(3)", "3"},
            {"np.float32(0.5)", "0.5"},
            {"np.str_('ab')", "'ab'"},
            {"np.bool_(True)", "1"},
            {"np.uint64(2**64-1)", "2**64-1"},
            {"float('nan')", "float('nan')"},
            {"0.0", "-0.0"},
            {"np.dtype('f4')", "np.dtype('float32')"},
        };
        for (const auto& p : pairs)
            QTest::newRow(QStringLiteral("%1 == %2").arg(QLatin1String(p[0]), QLatin1String(p[1])).toUtf8().constData())
                << QString::fromLatin1(p[0]) << QString::fromLatin1(p[1]);
    }
    void testEquality()
    {
        QFETCH(QString, left);
        QFETCH(QString, right);
        bool ok = false;
        QString error;
        const auto cases =
            PyCodec::evaluate({left, right, QStringLiteral("(%1) == (%2)").arg(left, right)}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        const bool expected = cases[2].repr == QLatin1String("True");
        QCOMPARE(cases[0].value.pyEquals(cases[1].value), expected);
        QCOMPARE(cases[1].value.pyEquals(cases[0].value), expected);
        if (expected)
            QCOMPARE(cases[0].value.pyHash(), cases[1].value.pyHash());
    }

    void testDictKeepsInsertionOrderAndReplaces()
    {
        PyValue d = PyValue::dict();
        d.setItem(PyValue::fromStr("b"), PyValue::fromInt(1));
        d.setItem(PyValue::fromInt(1), PyValue::fromStr("one"));
        d.setItem(PyValue::fromStr("a"), PyValue::fromInt(2));
        // 1.0 and True are the same key as 1: the value is replaced in place.
        d.setItem(PyValue::fromFloat(1.0), PyValue::fromStr("float"));
        d.setItem(PyValue::fromBool(true), PyValue::fromStr("bool"));
        QCOMPARE(d.dictItems().size(), std::size_t(3));
        QCOMPARE(d.repr(), std::string("{'b': 1, 1: 'bool', 'a': 2}"));
        QVERIFY(d.find("a") != nullptr);
        QCOMPARE(d.find("a")->asInt(), 2);
        QVERIFY(d.find("z") == nullptr);
        QVERIFY(d.find(PyValue::fromInt(1)) != nullptr);
        QVERIFY(d.find(PyValue::fromStr("1")) == nullptr);
    }

    // Large dicts go through the hash index; it must stay right across mutation.
    void testLargeDictLookup()
    {
        PyValue d = PyValue::dict();
        for (int i = 0; i < 5000; ++i)
            d.setItem(PyValue::fromStr("k" + std::to_string(i)), PyValue::fromInt(i));
        for (int i = 0; i < 5000; i += 7)
            d.setItem(PyValue::fromStr("k" + std::to_string(i)), PyValue::fromInt(-i));
        QCOMPARE(d.dictItems().size(), std::size_t(5000));
        QCOMPARE(d.find(PyValue::fromStr("k4998"))->asInt(), -4998);
        QCOMPARE(d.find(PyValue::fromStr("k4999"))->asInt(), 4999);
        d.mutableDictItems().erase(d.mutableDictItems().begin());
        QVERIFY(d.find(PyValue::fromStr("k0")) == nullptr);
        QCOMPARE(d.find(PyValue::fromStr("k1"))->asInt(), 1);
    }

    void testAccessorsAndErrors()
    {
        QCOMPARE(PyValue::fromBool(true).asInt(), 1);
        QCOMPARE(PyValue::fromInt(-3).asDouble(), -3.0);
        QVERIFY(PyValue::fromBigInt(BigInt::fromDecimal("5")).kind() == PyValue::Kind::Int);
        QVERIFY(PyValue::fromBigInt(BigInt::fromDecimal("99999999999999999999")).kind() == PyValue::Kind::BigInt);
        QCOMPARE(PyValue::fromStr("héllo").asString(), std::string_view("héllo"));
        QCOMPARE(PyValue::fromComplex({1, 2}).asComplex(), std::complex<double>(1, 2));
        QVERIFY(!PyValue::fromFloat(0.0).asBool());
        QVERIFY_THROWS_EXCEPTION(TypeError, PyValue::fromStr("x").asInt());
        QVERIFY_THROWS_EXCEPTION(TypeError, PyValue::fromFloat(1.5).asInt());
        QVERIFY_THROWS_EXCEPTION(TypeError, PyValue::tuple().mutableItems());
        QVERIFY_THROWS_EXCEPTION(TypeError, PyValue::list().dictItems());
        QVERIFY_THROWS_EXCEPTION(TypeError, PyValue::none().asArray());
        QVERIFY(PyValue::fromInt(1).isNumber());
        QVERIFY(!PyValue::fromStr("1").isNumber());
    }

    // Containers are shared on copy, like Python references.
    void testReferenceSemantics()
    {
        PyValue a = PyValue::list({PyValue::fromInt(1)});
        PyValue b = a;
        b.mutableItems().push_back(PyValue::fromInt(2));
        QCOMPARE(a.items().size(), std::size_t(2));
        QVERIFY(a.isSameObject(b));
        QVERIFY(!a.isSameObject(PyValue::list({PyValue::fromInt(1), PyValue::fromInt(2)})));
        QVERIFY(a.pyEquals(PyValue::list({PyValue::fromInt(1), PyValue::fromInt(2)})));
    }

    void testTypeName_data()
    {
        QTest::addColumn<QString>("expression");
        for (const char* e : {"None",
                              "True",
                              "1",
                              "2**80",
                              "1.5",
                              "1j",
                              "'s'",
                              "b'b'",
                              "bytearray(b'')",
                              "[]",
                              "()",
                              "{}",
                              "set()",
                              "frozenset()",
                              "np.zeros(2)",
                              "np.float64(1)",
                              "np.float32(1)",
                              "np.int8(1)",
                              "np.bool_(1)",
                              "np.str_('a')",
                              "np.bytes_(b'a')"})
            QTest::newRow(e) << QString::fromLatin1(e);
    }
    void testTypeName()
    {
        QFETCH(QString, expression);
        bool ok = false;
        QString error;
        const auto cases =
            PyCodec::evaluate({expression, QStringLiteral("type(%1).__name__").arg(expression)}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        QCOMPARE(QString::fromStdString(cases[0].value.typeName()), cases[1].str);
    }

    // breakCycles: the edge that closes a cycle becomes non-owning, the value reads as
    // before (Python's repr of l = [l] is '[[...]]'), and dropping the root frees it.
    void testBreakCyclesSelfList()
    {
        std::weak_ptr<const void> watch;
        {
            PyValue l = PyValue::list();
            l.mutableItems().push_back(l);
            watch = l.watch();
            PyValue::breakCycles({&l});
            QVERIFY(l.items()[0].isWeakRef());
            QVERIFY(l.items()[0].isSameObject(l));
            QCOMPARE(l.repr(), std::string("[[...]]"));
            QVERIFY(l.pyEquals(l));
            PyValue::breakCycles({&l}); // a second pass changes nothing
            QVERIFY(!watch.expired());
        }
        QVERIFY(watch.expired());
    }

    // a -> b -> a: only the edge back to a becomes weak. A copy taken out of the cycle
    // owns its object; an edge whose object was freed throws ValueError when read.
    void testBreakCyclesCopyAndRelease()
    {
        PyValue b = PyValue::dict();
        std::weak_ptr<const void> watchA;
        {
            PyValue a = PyValue::list({b});
            b.setItem(PyValue::fromStr("a"), a);
            watchA = a.watch();
            PyValue::breakCycles({&a});
            QVERIFY(!a.items()[0].isWeakRef());
            QVERIFY(b.find("a")->isWeakRef());
            const PyValue copy = *b.find("a"); // an owning copy
            QVERIFY(!copy.isWeakRef());
            QVERIFY(copy.isSameObject(a));
        }
        QVERIFY(watchA.expired());
        const PyValue& released = *b.find("a");
        QVERIFY(released.isReleased());
        QCOMPARE(released.typeName(), std::string("list"));
        QVERIFY_THROWS_EXCEPTION(ValueError, released.items());
        const PyValue copyOfReleased = released;
        QVERIFY(copyOfReleased.isReleased());
        QVERIFY_THROWS_EXCEPTION(ValueError, copyOfReleased.items());
    }

    // Tuples that hold the same tuple twice, 64 levels deep, have 2**64 paths: hashing and
    // comparing them must visit each tuple once (a hostile pickle builds such values with
    // DUP; tests/data/pickle/fuzz/timeout-hash-shared-tuples.pkl). Two separately built
    // chains compare equal, hash equal and differ when one leaf differs.
    void testSharedTuplesHashAndCompareOnce()
    {
        const auto chain = [](std::int64_t leaf) {
            PyValue v = PyValue::fromInt(leaf);
            for (int level = 0; level < 64; ++level)
                v = PyValue::tuple({v, v});
            return v;
        };
        const PyValue a = chain(7);
        const PyValue b = chain(7);
        const PyValue c = chain(8);
        QVERIFY(a.pyEquals(b));
        QCOMPARE(a.pyHash(), b.pyHash());
        QVERIFY(!a.pyEquals(c));
        QVERIFY(a.pyHash() != c.pyHash());
        PyValue d = PyValue::dict();
        d.setItem(a, PyValue::fromInt(1));
        d.setItem(b, PyValue::fromInt(2)); // the same key
        d.setItem(c, PyValue::fromInt(3));
        QCOMPARE(d.dictItems().size(), std::size_t(2));
        QCOMPARE(d.find(a)->asInt(), std::int64_t(2));
    }

    // Shared but acyclic values (a diamond) keep every edge owning.
    void testBreakCyclesLeavesSharingAlone()
    {
        PyValue shared = PyValue::list({PyValue::fromInt(1)});
        PyValue root = PyValue::tuple({shared, PyValue::dict({{PyValue::fromStr("x"), shared}})});
        PyValue::breakCycles({&root});
        QVERIFY(!root.items()[0].isWeakRef());
        QVERIFY(!root.items()[1].find("x")->isWeakRef());
        QVERIFY(root.items()[0].isSameObject(*root.items()[1].find("x")));
    }

    // arrayInPlace() and batchInPlace(), which Batch.stack and cat read thousands of
    // leaves with: the value itself, or null for any other kind.
    void testInPlaceAccess()
    {
        const PyValue arr = PyValue::array(NdArray(DType(DTypeKind::Float64), {3}));
        QCOMPARE(arr.arrayInPlace(), &arr.asArray());
        QVERIFY(!arr.batchInPlace());
        const PyValue sc = PyValue::scalar(NdArray::scalar(1.0));
        QCOMPARE(sc.arrayInPlace(), &sc.asArray());
        QVERIFY(!PyValue::fromInt(1).arrayInPlace());
        QVERIFY(!PyValue::list({arr}).arrayInPlace());
        QVERIFY(!PyValue::list({arr}).batchInPlace());

        auto inner = std::make_shared<Batch>();
        const PyValue bv = PyValue::batch(inner);
        QCOMPARE(bv.batchInPlace(), inner.get());
        QVERIFY(!bv.arrayInPlace());
    }
};

QTEST_APPLESS_MAIN(TestPyvalue)
#include "tst_pyvalue.moc"
