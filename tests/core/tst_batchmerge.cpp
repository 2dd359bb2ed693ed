// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Batch.stack and Batch.cat (strict v1.1+ and the padding cat of v1.0), against
// tianshou-spec.md 1.10 / 1.11 and section 5 items 11, 12, 25, 28, 29, 33 - 47.

#include "batchtesthelpers.h"

#include <QTest>

using namespace BatchTest;

namespace {

// Deterministic stand-ins for np.random.rand(r, c): distinct values start, start+1, ...
NdArray seq(std::int64_t rows, std::int64_t cols, double start)
{
    std::vector<double> v;
    for (std::int64_t i = 0; i < rows * cols; ++i)
        v.push_back(start + static_cast<double>(i));
    return NdArray::fromDoubles(v, {rows, cols});
}

// The elements of several arrays one after the other, as elems() prints them.
QString joined(const std::vector<NdArray>& parts)
{
    QStringList all;
    for (const NdArray& p : parts) {
        const QString e = elems(A(p));
        if (e.size() > 2)
            all << e.mid(1, e.size() - 2);
    }
    return "[" + all.join(", ") + "]";
}

} // namespace

class TestBatchMerge : public QObject {
    Q_OBJECT

private slots:
    void testCatTensorsAndSelf();
    void testCatNested();
    void testCatReservedPadding();
    void testCatErrors();
    void testLegacyCat();
    void testStackPartialKeys();
    void testStackAxis();
    void testStackFallbacks();
    void testStackErrors();
    void testUniformTrees();
    void testCreateValue_data();
    void testCreateValue();
    void testAllocByKeysDiff();
};

void TestBatchMerge::testCatTensorsAndSelf()
{
    // item 11
    Batch b({{"a", L({Ten(dbl({1, 1, 1})), Ten(dbl({1, 1, 1}))})}});
    QCOMPARE(kindOf(b.get("a")), QString("Tensor float64"));
    QCOMPARE(shapeOf(b.get("a")), QString("(2, 3)"));
    b.catInPlace({Bv(b)});
    QCOMPARE(kindOf(b.get("a")), QString("Tensor float64"));
    QCOMPARE(shapeOf(b.get("a")), QString("(4, 3)"));
    // item 12
    Batch c({{"obs", L({I(0)})}, {"np", A(zeros(DType(), {3, 4}))}});
    c.set("obs", L({I(1)}));
    c.catInPlace({Bv(c)});
    QCOMPARE(elems(c.get("obs")), QString("[1, 1]"));
    QCOMPARE(shapeOf(c.get("np")), QString("(6, 4)"));
    QCOMPARE(elems(c[Index(0)].get("obs")), elems(c[Index(1)].get("obs")));
}

void TestBatchMerge::testCatNested()
{
    // items 27 - 29
    const Batch inner({{"a", L({I(3), I(4), I(5)})}, {"b", L({I(4), I(5), I(6)})}});
    Batch outer = Batch::fromValue(D({{"c", L({I(6), I(7), I(8)})}, {"b", Bv(inner)}}));
    outer.get("b").asBatch()->get("b").mutableArray().setItem(Index(-1), PyValue::fromInt(0));
    outer.catInPlace({Bv(Batch({{"c", L({I(6), I(7), I(8)})}, {"b", Bv(inner)}}))});
    QCOMPARE(elems(outer.get("c")), QString("[6, 7, 8, 6, 7, 8]"));
    QCOMPARE(elems(at(outer, "b.a")), QString("[3, 4, 5, 3, 4, 5]"));
    QCOMPARE(elems(at(outer, "b.b")), QString("[4, 5, 0, 4, 5, 0]"));
    outer.update(*outer.get("b").asBatch());
    outer.update({{"six", L({I(6), I(6), I(6)})}});
    QCOMPARE(elems(outer.get("a")), QString("[3, 4, 5, 3, 4, 5]"));
    QCOMPARE(kindOf(outer.get("b")), QString("ndarray int64"));
    QCOMPARE(elems(outer.get("b")), QString("[4, 5, 0, 4, 5, 0]"));
    QCOMPARE(elems(outer.get("six")), QString("[6, 6, 6]"));
    QCOMPARE(elems(outer.get("c")), QString("[6, 7, 8, 6, 7, 8]"));

    // items 33 and 36
    const PyValue f1 = PyValue::scalar(NdArray::scalar(1.0));
    const PyValue f4 = PyValue::scalar(NdArray::scalar(4.0));
    const Batch b1({{"a", L({D({{"b", f1}, {"d", Bv(Batch({{"e", A(NdArray::scalar(3.0))}}))}})})}});
    const Batch b2({{"a", L({D({{"b", f4}, {"d", D({{"e", A(NdArray::scalar(6.0))}})}})})}});
    const Batch joined = Batch::cat({Bv(b1), Bv(b2)});
    Batch inPlace = b1.deepCopy();
    inPlace.catInPlace({Bv(b2)});
    QVERIFY(joined == inPlace);
    QCOMPARE(kindOf(at(joined, "a.d.e")), QString("ndarray float64"));
    QCOMPARE(elems(at(joined, "a.d.e")), QString("[3, 6]"));
    QCOMPARE(elems(at(joined, "a.b")), QString("[1, 4]"));
    Batch stacked = b1.deepCopy();
    stacked.stackInPlace({Bv(b2)});
    QCOMPARE(shapeOf(at(stacked, "a.d.e")), QString("(2, 1)"));
    QCOMPARE(elems(at(stacked, "a.d.e")), QString("[3, 6]"));
}

void TestBatchMerge::testCatReservedPadding()
{
    // item 34
    const NdArray x = seq(3, 4, 0);
    const Batch a({{"a", Bv(Batch({{"a", A(x)}}))}});
    const Batch mid({{"a", Bv(Batch({{"a", Bv(Batch())}}))}});
    const Batch r34 = Batch::cat({Bv(a), Bv(mid), Bv(a)});
    QCOMPARE(shapeOf(at(r34, "a.a")), QString("(6, 4)"));
    QCOMPARE(elems(at(r34, "a.a")), joined({x, x}));
    // item 35
    const NdArray y = seq(3, 4, 100);
    const Batch p({{"a", Bv(Batch({{"a", A(x)}, {"t", Bv(Batch())}}))}, {"b", A(y)}});
    const Batch q({{"a", Bv(Batch({{"a", Bv(Batch())}, {"t", Bv(Batch())}}))}, {"b", A(y)}});
    const Batch r35 = Batch::cat({Bv(p), Bv(q), Bv(p)});
    QCOMPARE(elems(at(r35, "a.a")), joined({x, zeros(DType(), {3, 4}), x}));
    QCOMPARE(elems(r35.get("b")), joined({y, y, y}));
    QVERIFY(at(r35, "a.t").isBatch() && at(r35, "a.t").asBatch()->isEmpty());
    // item 37
    const NdArray c3 = seq(3, 5, 0);
    const NdArray c4 = seq(4, 5, 50);
    const NdArray t4 = seq(4, 3, 7);
    const Batch u({{"a", Bv(Batch())}, {"b", Ten(zeros(DType(), {3, 3}))}, {"common", Bv(Batch({{"c", A(c3)}}))}});
    const Batch v({{"a", Bv(Batch())}, {"b", Ten(t4)}, {"common", Bv(Batch({{"c", A(c4)}}))}});
    const Batch r37 = Batch::cat({Bv(u), Bv(v)});
    QVERIFY(r37.get("a").isBatch() && r37.get("a").asBatch()->isEmpty());
    QCOMPARE(kindOf(r37.get("b")), QString("Tensor float64"));
    QCOMPARE(elems(r37.get("b")), joined({zeros(DType(), {3, 3}), t4}));
    QCOMPARE(elems(at(r37, "common.c")), joined({c3, c4}));
    // item 45
    QVERIFY(Batch::cat({}).isEmpty());
    QVERIFY(Batch::cat({Bv(Batch()), D({})}).isEmpty());
}

void TestBatchMerge::testCatErrors()
{
    // item 44
    const PyValue nested = L({Bv(Batch({{"a", I(1)}}))});
    QVERIFY_THROWS_EXCEPTION(ValueError, Batch::cat({nested, nested}));
    QVERIFY_THROWS_EXCEPTION(ValueError, Batch::stack({nested, nested}));
    // item 46: structure differs (v1.1+), scalars have no len
    const Batch e1({{"e", L({I(4), I(5)})}, {"d", I(6)}});
    const Batch e2({{"e", L({I(4), I(6)})}});
    QVERIFY_THROWS_EXCEPTION(ValueError, Batch::cat({Bv(e1), Bv(e2)}));
    QVERIFY_THROWS_EXCEPTION(ValueError, Batch::stack({Bv(e1), Bv(e2)}, 1));
    const Batch s1({{"d", I(6)}});
    QVERIFY_THROWS_EXCEPTION(ValueError, Batch::cat({Bv(s1), Bv(s1)}));
    QVERIFY_THROWS_EXCEPTION(ValueError, Batch::cat({Bv(e1), Bv(e2)}, BatchSemantics::Legacy_V1_0));
    // item 47 in v1.1+: different keys
    const Batch k1({{"a", A(seq(3, 4, 0))}, {"common", Bv(Batch({{"c", A(seq(3, 5, 0))}}))}});
    const Batch k2({{"b", Ten(seq(4, 3, 0))}, {"common", Bv(Batch({{"c", A(seq(4, 5, 0))}}))}});
    QVERIFY_THROWS_EXCEPTION(ValueError, Batch::cat({Bv(k1), Bv(k2)}));
    // cat_ onto a self with scalars raises TypeError from len(self)
    Batch self({{"x", I(1)}});
    QVERIFY_THROWS_EXCEPTION(TypeError, self.catInPlace({Bv(Batch({{"x", L({I(1)})}}))}));
}

// Item 47 (v1.0 and before): missing keys are padded with zeros.
void TestBatchMerge::testLegacyCat()
{
    const NdArray a = seq(3, 4, 1);
    const NdArray b = seq(4, 3, 20);
    const NdArray c3 = seq(3, 5, 0);
    const NdArray c4 = seq(4, 5, 40);
    const Batch k1({{"a", A(a)}, {"common", Bv(Batch({{"c", A(c3)}}))}});
    const Batch k2({{"b", Ten(b)}, {"common", Bv(Batch({{"c", A(c4)}}))}});
    const Batch r = Batch::cat({Bv(k1), Bv(k2)}, BatchSemantics::Legacy_V1_0);
    QCOMPARE(sortedKeys(r), QString("a,b,common"));
    QCOMPARE(shapeOf(r.get("a")), QString("(7, 4)"));
    QCOMPARE(elems(r.get("a")), joined({a, zeros(DType(), {4, 4})}));
    QCOMPARE(kindOf(r.get("b")), QString("Tensor float64"));
    QCOMPARE(elems(r.get("b")), joined({zeros(DType(), {3, 3}), b}));
    QCOMPARE(elems(at(r, "common.c")), joined({c3, c4}));
    // object leaves pad with None
    const Batch o1({{"s", L({S("x")})}, {"n", L({I(1)})}});
    const Batch o2({{"n", L({I(2), I(3)})}});
    const Batch ro = Batch::cat({Bv(o1), Bv(o2)}, BatchSemantics::Legacy_V1_0);
    QCOMPARE(elems(ro.get("s")), QString("['x', None, None]"));
    QCOMPARE(elems(ro.get("n")), QString("[1, 2, 3]"));
}

void TestBatchMerge::testStackPartialKeys()
{
    // item 40
    const Batch x({{"a", I(1)}, {"b", I(2)}, {"c", I(3)}});
    const Batch y({{"a", I(4)}, {"b", I(5)}, {"d", I(6)}});
    const Batch z({{"c", I(7)}, {"b", I(6)}, {"d", I(9)}});
    const Batch r = Batch::stack({Bv(x), Bv(y), Bv(z)});
    QCOMPARE(sortedKeys(r), QString("a,b,c,d"));
    QCOMPARE(elems(r.get("a")), QString("[1, 4, 0]"));
    QCOMPARE(elems(r.get("b")), QString("[2, 5, 6]"));
    QCOMPARE(elems(r.get("c")), QString("[3, 0, 7]"));
    QCOMPARE(elems(r.get("d")), QString("[0, 6, 9]"));
    Batch xr = x;
    xr.setRaw("d", Bv(Batch()));
    xr.setRaw("e", Bv(Batch()));
    Batch zr = z;
    zr.setRaw("e", Bv(Batch()));
    const Batch r2 = Batch::stack({Bv(xr), Bv(y), Bv(zr)});
    QCOMPARE(sortedKeys(r2), QString("a,b,c,d,e"));
    QCOMPARE(elems(r2.get("d")), QString("[0, 6, 9]"));
    QVERIFY(r2.get("e").isBatch() && r2.get("e").asBatch()->isEmpty());
    // item 25
    const Batch n = Batch::stack({Bv(Batch({{"a", None()}})), Bv(Batch({{"b", None()}}))});
    QCOMPARE(elems(n.get("a")), QString("[None, None]"));
    QCOMPARE(elems(n.get("b")), QString("[None, None]"));
    // 1.10: a str partial key becomes an object array with None padding
    const Batch s =
        Batch::stack({Bv(Batch({{"a", A(dbl({0, 2}))}})), Bv(Batch({{"a", A(dbl({1, 3}))}, {"b", S("done")}}))});
    QCOMPARE(elems(s.get("a")), QString("[0, 2, 1, 3]"));
    QCOMPARE(kindOf(s.get("b")), QString("ndarray object"));
    QCOMPARE(elems(s.get("b")), QString("[None, 'done']"));
    // item 43
    const NdArray a4 = seq(4, 4, 1);
    const NdArray b6 = seq(4, 6, 1);
    const Batch c1({{"a", A(a4)}, {"common", Bv(Batch({{"c", A(seq(4, 5, 0))}}))}});
    const Batch c2({{"b", Ten(b6)}, {"common", Bv(Batch({{"c", A(seq(4, 5, 0))}}))}});
    const Batch r43 = Batch::stack({Bv(c1), Bv(c2)});
    QCOMPARE(shapeOf(r43.get("a")), QString("(2, 4, 4)"));
    QCOMPARE(elems(r43.get("a")), joined({a4, zeros(DType(), {4, 4})}));
    QCOMPARE(kindOf(r43.get("b")), QString("Tensor float64"));
    QCOMPARE(elems(r43.get("b")), joined({zeros(DType(), {4, 6}), b6}));
    QCOMPARE(shapeOf(at(r43, "common.c")), QString("(2, 4, 5)"));
    // items 41 and 45
    QVERIFY(Batch::stack({Bv(Batch()), Bv(Batch()), Bv(Batch())}).isEmpty());
    QVERIFY(Batch::stack({}).isEmpty());
}

void TestBatchMerge::testStackAxis()
{
    // item 38
    const NdArray a3 = seq(3, 4, 0);
    const NdArray a4 = seq(3, 4, 12);
    const Batch b3({{"a", A(a3)}, {"b", Ten(seq(2, 5, 0))}, {"c", Bv(Batch({{"d", L({L({I(1)}), L({I(2)})})}}))}});
    const Batch b4({{"a", A(a4)}, {"b", Ten(seq(2, 5, 10))}, {"c", Bv(Batch({{"d", L({L({I(0)}), L({I(3)})})}}))}});
    const Batch r = Batch::stack({Bv(b3), Bv(b4)}, 1);
    QCOMPARE(shapeOf(r.get("a")), QString("(3, 2, 4)"));
    QCOMPARE(elems(r.get("a")), elems(A(stack({a3, a4}, 1))));
    QCOMPARE(shapeOf(r.get("b")), QString("(2, 2, 5)"));
    QCOMPARE(kindOf(r.get("b")), QString("Tensor float64"));
    QCOMPARE(shapeOf(at(r, "c.d")), QString("(2, 2, 1)"));
    QCOMPARE(elems(at(r, "c.d")), QString("[1, 0, 2, 3]"));
    // item 42: reserved-only keys do not block axis != 0
    const NdArray c1 = seq(4, 5, 0);
    const NdArray c2 = seq(4, 5, 20);
    const Batch p({{"a", Bv(Batch())}, {"common", Bv(Batch({{"c", A(c1)}}))}});
    const Batch q({{"b", Bv(Batch())}, {"common", Bv(Batch({{"c", A(c2)}}))}});
    const Batch r42 = Batch::stack({Bv(p), Bv(q)}, -1);
    QVERIFY(r42.get("a").asBatch()->isEmpty());
    QVERIFY(r42.get("b").asBatch()->isEmpty());
    QCOMPARE(shapeOf(at(r42, "common.c")), QString("(4, 5, 2)"));
    QCOMPARE(elems(at(r42, "common.c")), elems(A(stack({c1, c2}, -1))));
}

void TestBatchMerge::testStackFallbacks()
{
    // v0.4.2+: different shapes fall back to an object array of the values
    const Batch r =
        Batch::stack({Bv(Batch({{"a", A(zeros(DType(), {2}))}})), Bv(Batch({{"a", A(zeros(DType(), {3}))}}))});
    QCOMPARE(kindOf(r.get("a")), QString("ndarray object"));
    QCOMPARE(shapeOf(r.get("a")), QString("(2,)"));
    QCOMPARE(kindOf(r.get("a").asArray().item(1)), QString("ndarray float64"));
    // strings stack to object arrays; stack_ onto a non-empty self prepends it
    Batch self({{"s", S("x")}, {"n", I(1)}});
    self.stackInPlace({D({{"s", S("y")}, {"n", I(2)}}), D({})});
    QCOMPARE(elems(self.get("s")), QString("['x', 'y']"));
    QCOMPARE(elems(self.get("n")), QString("[1, 2]"));
}

void TestBatchMerge::testStackErrors()
{
    QVERIFY_THROWS_EXCEPTION(ValueError, Batch::stack({I(1)}));
    const Batch e1({{"e", L({I(4), I(5)})}, {"d", I(6)}});
    const Batch e2({{"e", L({I(4), I(6)})}});
    QVERIFY_THROWS_EXCEPTION(ValueError, Batch::stack({Bv(e1), Bv(e2)}, 1)); // item 46
    const Batch ok = Batch::stack({Bv(e1), Bv(e2)});
    QCOMPARE(elems(ok.get("d")), QString("[6, 0]"));
}

// Many Batches of one nested tree of numeric arrays, as a collector makes them (joined in
// one walk per input with block copies): each leaf holds the parts one after the other,
// keys keep their order, nested Batches are new. Inputs that walk cannot join exactly
// (other dtypes, shapes or key orders) give numpy's and Tianshou's results.
void TestBatchMerge::testUniformTrees()
{
    std::vector<PyValue> parts;
    std::vector<NdArray> pos;
    for (std::int64_t i = 0; i < 5; ++i) {
        pos.push_back(seq(2, 3, 10.0 * static_cast<double>(i)));
        parts.push_back(
            Bv(Batch({{"obs", Bv(Batch({{"pos", A(pos.back())}}))}, {"act", A(i64({2 * i, 2 * i + 1}, {2}))}})));
    }
    const Batch c = Batch::cat(parts);
    QCOMPARE(keysOf(c), QString("obs,act"));
    QCOMPARE(shapeOf(at(c, "obs.pos")), QString("(10, 3)"));
    QCOMPARE(elems(at(c, "obs.pos")), joined(pos));
    QCOMPARE(kindOf(c.get("act")), QString("ndarray int64"));
    QCOMPARE(elems(c.get("act")), QString("[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]"));
    QVERIFY(c.get("obs").asBatch() != parts[0].asBatch()->get("obs").asBatch());
    // cat_ onto a non-empty self takes the general path: the same Batch.
    Batch self = parts[0].asBatch()->deepCopy();
    self.catInPlace(std::vector<PyValue>(parts.begin() + 1, parts.end()));
    QVERIFY(self == c);

    const Batch s = Batch::stack(parts);
    QCOMPARE(keysOf(s), QString("obs,act"));
    QCOMPARE(shapeOf(at(s, "obs.pos")), QString("(5, 2, 3)"));
    QCOMPARE(elems(at(s, "obs.pos")), joined(pos));
    QCOMPARE(shapeOf(s.get("act")), QString("(5, 2)"));
    QCOMPARE(elems(s.get("act")), QString("[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]"));

    // An int64 part among float64 ones: numpy's promotion to float64.
    std::vector<PyValue> mixed = parts;
    const NdArray ints = i64({1, 2, 3, 4, 5, 6}, {2, 3});
    mixed[2] = Bv(Batch({{"obs", Bv(Batch({{"pos", A(ints)}}))}, {"act", A(i64({4, 5}, {2}))}}));
    const Batch m = Batch::cat(mixed);
    QCOMPARE(kindOf(at(m, "obs.pos")), QString("ndarray float64"));
    QCOMPARE(elems(at(m, "obs.pos")), joined({pos[0], pos[1], dbl({1, 2, 3, 4, 5, 6}, {2, 3}), pos[3], pos[4]}));
    const Batch ms = Batch::stack(mixed);
    QCOMPARE(kindOf(at(ms, "obs.pos")), QString("ndarray float64"));
    QCOMPARE(shapeOf(at(ms, "obs.pos")), QString("(5, 2, 3)"));
    QCOMPARE(elems(at(ms, "obs.pos")), elems(at(m, "obs.pos")));
    // A part of another shape: stack falls back to an object array (v0.4.2+).
    std::vector<PyValue> ragged = parts;
    ragged[4] = Bv(Batch({{"obs", Bv(Batch({{"pos", A(seq(3, 3, 0))}}))}, {"act", A(i64({8, 9}, {2}))}}));
    const Batch r = Batch::stack(ragged);
    QCOMPARE(kindOf(at(r, "obs.pos")), QString("ndarray object"));
    QCOMPARE(shapeOf(at(r, "obs.pos")), QString("(5,)"));
    QCOMPARE(shapeOf(r.get("act")), QString("(5, 2)"));
    // Keys in another order in one part: the same leaves, in the first part's order.
    std::vector<PyValue> reordered = parts;
    reordered[1] = Bv(Batch({{"act", A(i64({2, 3}, {2}))}, {"obs", Bv(Batch({{"pos", A(pos[1])}}))}}));
    const Batch o = Batch::cat(reordered);
    QCOMPARE(keysOf(o), QString("obs,act"));
    QCOMPARE(elems(at(o, "obs.pos")), joined(pos));
    QCOMPARE(elems(o.get("act")), elems(c.get("act")));
}

// 1.14: create_value placeholders.
void TestBatchMerge::testCreateValue_data()
{
    QTest::addColumn<PyValue>("inst");
    QTest::addColumn<bool>("stack");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("elements");
    QTest::newRow("array stack") << A(seq(3, 5, 1)) << true << "ndarray float64"
                                 << "(4, 3, 5)"
                                 << "";
    QTest::newRow("array cat") << A(seq(3, 5, 1)) << false << "ndarray float64"
                               << "(4, 5)"
                               << "";
    QTest::newRow("bool") << A(NdArray::fromBools({true}, {1})) << true << "ndarray bool"
                          << "(4, 1)"
                          << "[False, False, False, False]";
    QTest::newRow("object") << A(NdArray::fromObjects({S("x")})) << false << "ndarray object"
                            << "(4,)"
                            << "[None, None, None, None]";
    QTest::newRow("tensor") << Ten(i64({1, 2})) << true << "Tensor int64"
                            << "(4, 2)"
                            << "[0, 0, 0, 0, 0, 0, 0, 0]";
    QTest::newRow("str") << S("done") << true << "ndarray object"
                         << "(4,)"
                         << "[None, None, None, None]";
    QTest::newRow("int") << I(3) << true << "ndarray int64"
                         << "(4,)"
                         << "[0, 0, 0, 0]";
    QTest::newRow("numpy scalar") << PyValue::scalar(NdArray::scalar(1.0, DType(DTypeKind::Float32))) << true
                                  << "ndarray float32"
                                  << "(4,)"
                                  << "[0, 0, 0, 0]";
    QTest::newRow("None") << None() << true << "ndarray object"
                          << "(4,)"
                          << "[None, None, None, None]";
    QTest::newRow("None cat") << None() << false << "ndarray object"
                              << "(4,)"
                              << "[None, None, None, None]";
    QTest::newRow("0-d array cat") << A(NdArray::scalar(2.0)) << false << "ndarray float64"
                                   << "(4,)"
                                   << "[0, 0, 0, 0]";
}

void TestBatchMerge::testCreateValue()
{
    QFETCH(PyValue, inst);
    QFETCH(bool, stack);
    QFETCH(QString, kind);
    QFETCH(QString, shape);
    QFETCH(QString, elements);
    const PyValue v = createBatchValue(inst, 4, stack);
    QCOMPARE(kindOf(v), kind);
    QCOMPARE(shapeOf(v), shape);
    if (!elements.isEmpty())
        QCOMPARE(elems(v), elements);
}

void TestBatchMerge::testAllocByKeysDiff()
{
    QVERIFY_THROWS_EXCEPTION(TypeError, createBatchValue(I(1), 4, false));
    const PyValue nested = createBatchValue(Bv(Batch({{"x", L({I(1), I(2)})}, {"r", Bv(Batch())}})), 3, true);
    QCOMPARE(shapeOf(at(*nested.asBatch(), "x")), QString("(3, 2)"));
    QVERIFY(at(*nested.asBatch(), "r").asBatch()->isEmpty());

    Batch meta({{"obs", A(zeros(DType(), {5}))},
                {"info", Bv(Batch({{"a", A(i64({0, 0, 0, 0, 0}))}}))},
                {"policy", Bv(Batch())}});
    const Batch add({{"obs", A(dbl({1, 2}))},
                     {"act", L({I(1)})},
                     {"info", D({{"a", I(3)}, {"b", D({{"c", F(5.0)}})}})},
                     {"policy", D({{"h", A(dbl({1, 2, 3}))}})}});
    allocBatchByKeysDiff(meta, add, 5, true);
    QCOMPARE(shapeOf(meta.get("obs")), QString("(5,)")); // existing: untouched
    QCOMPARE(shapeOf(meta.get("act")), QString("(5, 1)"));
    QCOMPARE(kindOf(meta.get("act")), QString("ndarray int64"));
    QCOMPARE(shapeOf(at(meta, "info.a")), QString("(5,)"));
    QCOMPARE(kindOf(at(meta, "info.b.c")), QString("ndarray float64"));
    QCOMPARE(shapeOf(at(meta, "info.b.c")), QString("(5,)"));
    QCOMPARE(shapeOf(at(meta, "policy.h")), QString("(5, 3)")); // reserved key filled in
}

QTEST_APPLESS_MAIN(TestBatchMerge)
#include "tst_batchmerge.moc"
