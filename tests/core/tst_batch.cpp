// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Batch construction, conversion, len/shape, indexing, assignment, empty_, split,
// equality, nulls and arithmetic, against tianshou-spec.md section 1 and the peer-test
// behaviours of section 5 (item numbers in comments).

#include "batchtesthelpers.h"

#include <core/array/randomstate.h>
#include <testutils.h>

#include <QTest>

using namespace BatchTest;

class TestBatch : public QObject {
    Q_OBJECT

private slots:
    void testParseValue_data();
    void testParseValue();
    void testParseValueErrors();
    void testConstruction();
    void testConstructionFromGivenEntries();
    void testKeysDifferingInOneCharacter();
    void testUpdatePop();
    void testLength();
    void testShape();
    void testNestedRows();
    void testIndexKinds();
    void testSetItem();
    void testSharedArrays();
    void testEmpty();
    void testCopy();
    void testSplit_data();
    void testSplit();
    void testSplitShuffleMatchesNumpy();
    void testRandomStateMatchesNumpy();
};

// Section 1.2 consequences: the value after conversion, as kind + elements.
void TestBatch::testParseValue_data()
{
    QTest::addColumn<PyValue>("input");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("elements");
    QTest::addColumn<QString>("shape");

    QTest::newRow("int list") << L({I(1), I(2), I(3)}) << "ndarray int64"
                              << "[1, 2, 3]"
                              << "(3,)";
    QTest::newRow("empty list") << L() << "ndarray float64"
                                << "[]"
                                << "(0,)";
    QTest::newRow("tuple") << T({I(1), I(2)}) << "ndarray int64"
                           << "[1, 2]"
                           << "(2,)";
    QTest::newRow("python int") << I(7) << "ndarray int64"
                                << "[7]"
                                << "()";
    QTest::newRow("python float") << F(2.5) << "ndarray float64"
                                  << "[2.5]"
                                  << "()";
    QTest::newRow("python bool") << PyValue::fromBool(true) << "ndarray bool"
                                 << "[True]"
                                 << "()";
    QTest::newRow("numpy scalar") << PyValue::scalar(NdArray::scalar(1.5, DType(DTypeKind::Float32)))
                                  << "ndarray float32"
                                  << "[1.5]"
                                  << "()";
    QTest::newRow("nones") << L({None(), None()}) << "ndarray object"
                           << "[None, None]"
                           << "(2,)";
    QTest::newRow("mixed number str") << L({I(1), S("x")}) << "ndarray object"
                                      << "['1', 'x']"
                                      << "(2,)";
    QTest::newRow("mixed float str") << L({F(2.0), S("st")}) << "ndarray object"
                                     << "['2.0', 'st']"
                                     << "(2,)";
    QTest::newRow("unicode array") << A(asAnyArray(L({S("a"), S("b")}))) << "ndarray object"
                                   << "['a', 'b']"
                                   << "(2,)";
    QTest::newRow("ragged arrays") << L({A(zeros(DType(), {2, 3})), A(zeros(DType(), {3, 3}))}) << "ndarray object"
                                   << ""
                                   << "(2,)";
    QTest::newRow("tensor list") << L({Ten(dbl({1, 1, 1})), Ten(dbl({1, 1, 1}))}) << "Tensor float64"
                                 << "[1, 1, 1, 1, 1, 1]"
                                 << "(2, 3)";
}

void TestBatch::testParseValue()
{
    QFETCH(PyValue, input);
    QFETCH(QString, kind);
    QFETCH(QString, elements);
    QFETCH(QString, shape);
    const Batch b({{"a", input}});
    QCOMPARE(kindOf(b.get("a")), kind);
    QCOMPARE(shapeOf(b.get("a")), shape);
    if (!elements.isEmpty())
        QCOMPARE(elems(b.get("a")), elements);
}

void TestBatch::testParseValueErrors()
{
    // item 10
    QVERIFY_THROWS_EXCEPTION(TypeError, Batch({{"a", L({A(zeros(DType(), {3, 2})), A(zeros(DType(), {3, 3}))})}}));
    QVERIFY_THROWS_EXCEPTION(TypeError, Batch({{"a", L({Ten(zeros(DType(), {2, 3})), Ten(zeros(DType(), {3, 3}))})}}));
    // item 8
    PyValue::Items bad;
    bad.emplace_back(I(1), I(2));
    QVERIFY_THROWS_EXCEPTION(AssertionError, Batch::fromValue(PyValue::dict(bad)));
}

void TestBatch::testConstructionFromGivenEntries()
{
    // Batch(entries) from a vector it may take over converts in place: the same Batch as
    // from a vector it must copy, a key given twice keeping its first place and taking
    // the last value (Python's dict(a=1, b=2.0, **{'a': [3, 4]}) order), numeric
    // arrays shared, Python numbers made 0-d arrays.
    const NdArray shared = NdArray::fromDoubles({1.0, 2.0});
    const std::vector<Batch::Entry> entries{
        {"a", I(1)},  {"b", F(2.0)}, {"a", L({I(3), I(4)})}, {"c", A(shared)}, {"t", PyValue::fromBool(true)},
        {"n", None()}};
    const Batch copied(entries);
    const Batch taken(std::vector<Batch::Entry>(entries.begin(), entries.end()));
    for (const Batch* b : {&copied, &taken}) {
        QCOMPARE(keysOf(*b), QString("a,b,c,t,n"));
        QCOMPARE(kindOf(b->get("a")), QString("ndarray int64"));
        QCOMPARE(elems(b->get("a")), QString("[3, 4]"));
        QCOMPARE(kindOf(b->get("b")), QString("ndarray float64"));
        QCOMPARE(shapeOf(b->get("b")), QString("()"));
        QCOMPARE(kindOf(b->get("t")), QString("ndarray bool"));
        QCOMPARE(elems(b->get("t")), QString("[True]"));
        QVERIFY(b->get("c").asArray().sharesStorageWith(shared));
        QVERIFY(b->get("n").isNone());
    }
    // Keys of one length and first character are told apart by their whole text
    // (dict(ab=1, ac=2, **{'ab': 3}) keeps ab first with 3, then ac); a new key of
    // another length is never compared.
    const Batch similar(std::vector<Batch::Entry>{{"ab", I(1)}, {"ac", I(2)}, {"ab", I(3)}, {"abc", I(4)}});
    QCOMPARE(keysOf(similar), QString("ab,ac,abc"));
    QCOMPARE(elems(similar.get("ab")), QString("[3]"));
    QCOMPARE(elems(similar.get("ac")), QString("[2]"));
}

void TestBatch::testConstruction()
{
    // items 1, 2
    QVERIFY(Batch().rows().empty());
    QVERIFY(Batch().keys().empty());
    const Batch nestedEmpty({{"b", D({{"c", D({})}})}});
    QVERIFY(!nestedEmpty.isEmpty());
    QVERIFY(at(nestedEmpty, "b.c").isBatch());
    // item 5: Batch({'a':[4,4],'b':[5,5]}, c=[None,None])
    Batch b5 = Batch::fromValue(D({{"a", L({I(4), I(4)})}, {"b", L({I(5), I(5)})}}));
    b5.update({{"c", L({None(), None()})}});
    QCOMPARE(keysOf(b5), QString("a,b,c"));
    QCOMPARE(kindOf(b5.get("c")), QString("ndarray object"));
    // item 6: an opaque object in a list gives an object array, a class stays itself
    auto obj = std::make_shared<PyObject>();
    obj->cls = {"itertools", "starmap"};
    const PyValue cls = PyValue::global({"tianshou.data.batch", "Batch"});
    const Batch b6({{"d", L({None()})}, {"e", L({PyValue::object(obj)})}, {"f", cls}});
    QCOMPARE(kindOf(b6.get("d")), QString("ndarray object"));
    QCOMPARE(kindOf(b6.get("e")), QString("ndarray object"));
    QVERIFY(b6.get("f").kind() == PyValue::Kind::Global);
    // 1.2: a set and a str are stored as themselves
    const Batch b7({{"s", PyValue::set({I(1), I(2)})}, {"c", S("abc")}});
    QVERIFY(b7.get("s").kind() == PyValue::Kind::Set);
    QCOMPARE(b7.get("c").asString(), std::string_view("abc"));
    // item 23: unicode arrays become object arrays, also through update
    Batch b23({{"a", A(asAnyArray(L({S("a"), S("b")})))}});
    QCOMPARE(kindOf(b23.get("a")), QString("ndarray object"));
    b23.update({{"a", A(asAnyArray(L({S("c"), S("d")})))}});
    QCOMPARE(elems(b23.get("a")), QString("['c', 'd']"));
    // item 24: an object array of dicts is a batch set
    const PyValue dictArray = A(NdArray::fromObjects({D({{"index", I(0)}})}));
    const Batch b24({{"a", dictArray}});
    QCOMPARE(elems(at(b24, "a.index")), QString("[0]"));
    Batch b24b;
    b24b.set("a", dictArray);
    QCOMPARE(elems(at(b24b, "a.index")), QString("[0]"));
    // item 26
    const Batch b26({{"a", A(NdArray::fromObjects({PyValue::object(obj), PyValue::object(obj)}))}});
    QCOMPARE(kindOf(b26.get("a")), QString("ndarray object"));
    // item 30: Batch(({'a': {'b': np.array([1.0])}},)).a.b has ndim 2
    const Batch b30 = Batch::fromValue(T({D({{"a", D({{"b", A(dbl({1.0}))}})}})}));
    QCOMPARE(shapeOf(at(b30, "a.b")), QString("(1, 1)"));
    QCOMPARE(elems(at(b30, "a.b")), QString("[1]"));
    // 1.3: a non-dict, non-batch-set argument is ignored
    QVERIFY(Batch::fromValue(L({I(1), I(2)})).isEmpty());
    // 1.3: Batch([{'a':0.0,'b':'hello'},{'a':1.0,'b':'world'}])
    const Batch rows =
        Batch::fromValue(L({D({{"a", F(0.0)}, {"b", S("hello")}}), D({{"a", F(1.0)}, {"b", S("world")}})}));
    QCOMPARE(elems(rows.get("a")), QString("[0, 1]"));
    QCOMPARE(elems(rows.get("b")), QString("['hello', 'world']"));
    QCOMPARE(kindOf(rows.get("b")), QString("ndarray object"));
}

void TestBatch::testUpdatePop()
{
    // item 7
    Batch b;
    b.update(std::vector<Batch::Entry>{});
    QVERIFY(b.isEmpty());
    b.update({{"c", L({I(3), I(5)})}});
    QCOMPARE(elems(b.get("c")), QString("[3, 5]"));
    b.update({{"a", I(2)}});
    b.update({{"a", I(3)}});
    QCOMPARE(elems(b.get("a")), QString("[3]"));
    QCOMPARE(elems(b.pop("a")), QString("[3]"));
    QVERIFY(!b.contains("a"));
    QVERIFY_THROWS_EXCEPTION(KeyError, b.pop("a"));
    QVERIFY_THROWS_EXCEPTION(KeyError, b.get("zz"));
    b.renameKey("c", "d");
    QCOMPARE(keysOf(b), QString("d"));
}

void TestBatch::testLength()
{
    using S_ = BatchSemantics;
    const Batch b2({{"b", D({{"c", D({})}})}});
    QCOMPARE(b2.length(), 0); // item 2
    QVERIFY_THROWS_EXCEPTION(TypeError, b2.length(S_::Legacy_V1_0));
    const Batch b3({{"a", Bv(Batch())}, {"b", Bv(Batch({{"c", Bv(Batch())}}))}});
    QCOMPARE(b3.length(), 0); // item 3
    QVERIFY(!b3.isEmpty());
    QCOMPARE(Batch({{"a", L({I(1), I(2), I(3)})}, {"b", D({{"c", D({})}})}}).length(), 3); // item 4
    QCOMPARE(Batch({{"a", L({F(5), F(4)})}, {"b", A(zeros(DType(), {2, 3, 4}))}}).length(), 2);
    QCOMPARE(Batch({{"a", L({I(1), I(2)})}, {"b", L({I(1), I(2), I(3)})}}).length(), 2);
    QVERIFY_THROWS_EXCEPTION(TypeError, Batch({{"a", I(1)}}).length());
    QCOMPARE(Batch().length(), 0);
    QVERIFY_THROWS_EXCEPTION(TypeError, Batch().length(S_::Legacy_V1_0));
    // v1.2+ skips None; v1.0 raises
    const Batch withNone({{"a", L({I(1), I(2), I(3)})}, {"b", None()}});
    QCOMPARE(withNone.length(), 3);
    QVERIFY_THROWS_EXCEPTION(TypeError, withNone.length(S_::Legacy_V1_0));
    // a nested Batch of zero-length arrays is skipped in v1.2+, counted as 0 before
    const Batch zeroRows({{"a", L({I(1), I(2)})}, {"b", D({{"c", L()}})}});
    QCOMPARE(zeroRows.length(), 2);
    QCOMPARE(zeroRows.length(S_::Legacy_V1_0), 0);
    // item 73 (the None part): None survives slicing, len counts the rest
    const Batch b73({{"a", L({I(1), I(2), I(3)})}, {"b", None()}});
    QVERIFY(b73[Index(Slice{std::nullopt, 2, std::nullopt})].get("b").isNone());
    QCOMPARE(b73[Index(Slice{std::nullopt, 2, std::nullopt})].length(), 2);
    QVERIFY_THROWS_EXCEPTION(TypeError, b73[Index(0)].length());
}

void TestBatch::testShape()
{
    QCOMPARE(listText(Batch().shape()), QString("[]")); // item 16
    QCOMPARE(listText(Batch({{"a", I(1)}}).shape()), QString("[]"));
    QCOMPARE(listText(Batch({{"a", PyValue::set({I(1), I(2)})}}).shape()), QString("[]"));
    QCOMPARE(listText(Batch({{"a", L({F(5), F(4)})}, {"b", A(zeros(DType(), {2, 3, 4}))}}).shape()), QString("[2]"));
    const Batch b5({{"a", L({L({I(1), I(2)})})}, {"b", D({{"c", A(zeros(DType(), {3, 2, 1}))}})}});
    QCOMPARE(listText(b5.shape()), QString("[1, 2]")); // item 31
    const Batch reserved({{"a", A(zeros(DType(), {3, 4}))}, {"b", Bv(Batch())}});
    QCOMPARE(listText(reserved.shape()), QString("[]"));
    QCOMPARE(reserved.length(), 3);
}

// Items 14, 15, 17, 18, 19, 20, 21: rows of a Batch built from a list of dicts.
void TestBatch::testNestedRows()
{
    const Batch b14 =
        Batch::fromValue(D({{"a", L({D({{"b", A(dbl({1.0}))},
                                        {"c", F(2.0)},
                                        {"d", Ten(NdArray::fromDoubles({3.0}, {1}, DType(DTypeKind::Float32)))}})})}}));
    const Batch row = b14[Index(0)];
    QCOMPARE(kindOf(at(row, "a.b")), QString("ndarray float64"));
    QCOMPARE(elems(at(row, "a.b")), QString("[1]"));
    QCOMPARE(kindOf(at(row, "a.c")), QString("scalar float64"));
    QCOMPARE(elems(at(row, "a.c")), QString("[2]"));
    QCOMPARE(kindOf(at(row, "a.d")), QString("Tensor float32"));
    QCOMPARE(elems(at(row, "a.d")), QString("[3]"));

    const PyValue f64 = PyValue::scalar(NdArray::scalar(1.0));
    Batch batch2(
        {{"a",
          L({D({{"b", f64}, {"c", A(zeros(DType(), {1}))}, {"d", Bv(Batch({{"e", A(NdArray::scalar(3.0))}}))}})})}});
    QCOMPARE(batch2.length(), 1);
    QCOMPARE(batch2.shape().at(0), 1);
    QVERIFY(batch2.contains("a"));
    QCOMPARE(keysOf(*batch2.get("a").asBatch()), QString("b,c,d"));
    QVERIFY_THROWS_EXCEPTION(IndexError, batch2[Index(-2)]);
    QVERIFY_THROWS_EXCEPTION(IndexError, batch2[Index(1)]);
    const Batch first = batch2[Index(0)];
    QCOMPARE(listText(first.shape()), QString("[]"));
    QVERIFY_THROWS_EXCEPTION(IndexError, first[Index(0)]);
    QVERIFY_THROWS_EXCEPTION(TypeError, first.length());
    QCOMPARE(kindOf(at(first, "a.c")), QString("ndarray float64"));
    QCOMPARE(kindOf(at(first, "a.b")), QString("scalar float64"));
    QCOMPARE(kindOf(at(first, "a.d.e")), QString("scalar float64"));
    // item 18: re-stacking the rows gives the same Batch
    std::vector<PyValue> rows;
    for (const Batch& r : batch2.rows())
        rows.push_back(Bv(r));
    QVERIFY(Batch::fromValue(L(rows)) == batch2);
    // item 19
    QVERIFY(batch2[Index(Slice{0, 1, std::nullopt})] == batch2);
    QVERIFY(batch2[Index(Slice{std::nullopt, 1, std::nullopt})] == batch2);
    QVERIFY(batch2[Index(Slice{0, std::nullopt, std::nullopt})] == batch2);
    // item 20: (batch2 + 1.0) * 2 with a reserved key planted
    batch2.get("a").asBatch()->get("d").asBatch()->set("f", D({}));
    const Batch r = (batch2 + F(1.0)) * I(2);
    QCOMPARE(elems(at(r, "a.b")), QString("[4]"));
    QCOMPARE(elems(at(r, "a.c")), QString("[2]"));
    QCOMPARE(elems(at(r, "a.d.e")), QString("[8]"));
    QVERIFY(at(r, "a.d.f").isBatch() && at(r, "a.d.f").asBatch()->isEmpty());
    QCOMPARE(elems(at(batch2, "a.d.e")), QString("[3]")); // the original is untouched
    // item 21 and 1.17
    QVERIFY_THROWS_EXCEPTION(TypeError, batch2 += L({I(1)}));
    QVERIFY_THROWS_EXCEPTION(AssertionError, batch2 * S("x"));
    QVERIFY_THROWS_EXCEPTION(AssertionError, batch2 / L({I(1)}));
}

// Item 72 and 1.7: the index kinds a Batch accepts.
void TestBatch::testIndexKinds()
{
    const Batch b({{"a", L({I(1), I(2)})}, {"b", Bv(Batch({{"c", L({I(3), I(4)})}}))}});
    const Batch r0 = b[Index(0)];
    QCOMPARE(kindOf(r0.get("a")), QString("scalar int64"));
    QCOMPARE(elems(r0.get("a")), QString("[1]"));
    QCOMPARE(elems(at(r0, "b.c")), QString("[3]"));
    NdArray torchIndex = i64({0, 1});
    torchIndex.setTorch(true);
    const std::vector<Index> whole{Index::list({0, 1}), Index(IndexItem(i64({0, 1}))), Index(IndexItem(torchIndex)),
                                   Index(Slice{0, 2, std::nullopt})};
    for (const Index& idx : whole) {
        const Batch sub = b[idx];
        QCOMPARE(elems(sub.get("a")), QString("[1, 2]"));
        QCOMPARE(elems(at(sub, "b.c")), QString("[3, 4]"));
    }
    QVERIFY_THROWS_EXCEPTION(IndexError, Batch()[Index(0)]); // item 55
    QVERIFY_THROWS_EXCEPTION(IndexError, Batch({{"a", I(1)}})[Index(0)]);
    // reserved keys survive slicing; a str leaf is indexed like a str
    const Batch withReserved({{"a", L({I(1), I(2)})}, {"r", Bv(Batch())}, {"s", S("xy")}});
    const Batch sliced = withReserved[Index(1)];
    QVERIFY(sliced.get("r").isBatch() && sliced.get("r").asBatch()->isEmpty());
    QCOMPARE(sliced.get("s").asString(), std::string_view("y"));
    // item 31: out-of-range and too many indices
    const Batch b5({{"a", L({L({I(1), I(2)})})}, {"b", D({{"c", A(zeros(DType(), {3, 2, 1}))}})}});
    QVERIFY_THROWS_EXCEPTION(IndexError, b5[Index(2)]);
    QVERIFY_THROWS_EXCEPTION(IndexError, b5[Index::tuple({Slice{}, std::int64_t{3}})]);
    QVERIFY_THROWS_EXCEPTION(IndexError, b5[Index::tuple({Slice{}, Slice{}, std::int64_t{-1}})]);
    // tensors index to tensors (0-d for an integer)
    const Batch t({{"t", Ten(dbl({4, 5}))}});
    QCOMPARE(kindOf(t[Index(1)].get("t")), QString("Tensor float64"));
    QCOMPARE(shapeOf(t[Index(1)].get("t")), QString("()"));
}

void TestBatch::testSetItem()
{
    // item 22
    Batch d({{"e", L({F(0.0)})}, {"f", L({F(3.0)})}});
    d.setItem(Index(0), D({{"e", F(4.0)}}));
    QCOMPARE(elems(d.get("e")), QString("[4]"));
    QCOMPARE(elems(d.get("f")), QString("[0]"));
    d.setItem(Index(0), Bv(Batch({{"f", F(5.0)}})));
    QCOMPARE(elems(d.get("f")), QString("[5]"));
    QCOMPARE(elems(d.get("e")), QString("[0]"));
    QVERIFY_THROWS_EXCEPTION(ValueError, d.setItem(Index(0), Bv(Batch({{"f", F(5.0)}, {"g", F(0.0)}}))));
    Batch outer({{"d", Bv(Batch({{"e", L({F(0.0)})}}))}});
    QVERIFY_THROWS_EXCEPTION(ValueError, outer.setItem(Index(0), D({{"d", D({{"new", F(1.0)}})}})));
    // item 32
    Batch b5({{"a", L({L({I(1), I(2)})})}, {"b", D({{"c", A(zeros(DType(), {3, 2, 1}))}})}});
    const Index col = Index::tuple({Slice{}, std::int64_t{-1}});
    Batch view = b5[col];
    view += PyValue::scalar(NdArray::scalarInt(1));
    b5.setItem(col, Bv(view));
    QCOMPARE(elems(b5.get("a")), QString("[1, 3]"));
    QCOMPARE(elems(at(b5, "b.c")), QString("[0, 1, 0, 1, 0, 1]"));
    QVERIFY_THROWS_EXCEPTION(ValueError, b5.setItem(col, I(1)));
    b5.setItem(Index::tuple({Slice{}, std::int64_t{0}}), D({{"a", I(-1)}}));
    QCOMPARE(elems(b5.get("a")), QString("[-1, 3]"));
    QCOMPARE(elems(at(b5, "b.c")), QString("[0, 1, 0, 1, 0, 1]"));
    // a None leaf cannot be assigned into
    Batch withNone({{"a", L({I(1)})}, {"n", None()}});
    QVERIFY_THROWS_EXCEPTION(TypeError, withNone.setItem(Index(0), D({{"a", I(2)}})));
    QCOMPARE(elems(withNone.get("a")), QString("[2]")); // not atomic: a was written first
    // str index stores a converted value
    withNone.set("n", L({I(1), I(2)}));
    QCOMPARE(kindOf(withNone.get("n")), QString("ndarray int64"));
}

void TestBatch::testSharedArrays()
{
    // item 27
    const Batch inner({{"a", L({I(3), I(4), I(5)})}, {"b", L({I(4), I(5), I(6)})}});
    Batch outer = Batch::fromValue(D({{"c", L({I(6), I(7), I(8)})}, {"b", Bv(inner)}}));
    outer.get("b").asBatch()->get("b").mutableArray().setItem(Index(-1), PyValue::fromInt(0));
    QCOMPARE(elems(at(outer[Index(-1)], "b.b")), QString("[0]"));
    QCOMPARE(elems(inner.get("b")), QString("[4, 5, 0]")); // the array is shared
    // 1.7: basic slices are views, fancy indices copies
    Batch b({{"a", A(dbl({1, 2, 3}))}});
    Batch view = b[Index(Slice{0, 2, std::nullopt})];
    view.get("a").mutableArray().setItem(Index(0), PyValue::fromFloat(9));
    QCOMPARE(elems(b.get("a")), QString("[9, 2, 3]"));
    Batch copy = b[Index::list({0, 1})];
    copy.get("a").mutableArray().setItem(Index(0), PyValue::fromFloat(7));
    QCOMPARE(elems(b.get("a")), QString("[9, 2, 3]"));
}

// Items 50 - 54.
void TestBatch::testEmpty()
{
    const PyValue rows =
        A(NdArray::fromObjects({D({{"a", PyValue::fromBool(false)}, {"b", D({{"c", F(2.0)}, {"d", F(1.0)}})}}),
                                D({{"a", PyValue::fromBool(true)}, {"b", D({{"c", F(3.0)}})}})}));
    Batch b5 = Batch::fromValue(rows);
    QCOMPARE(elems(b5.get("a")), QString("[False, True]")); // item 39
    QCOMPARE(elems(at(b5, "b.c")), QString("[2, 3]"));
    QCOMPARE(elems(at(b5, "b.d")), QString("[1, 0]"));
    b5.setItem(Index(1), Bv(Batch::empty(b5[Index(0)])));
    QCOMPARE(elems(b5.get("a")), QString("[False, False]"));
    QCOMPARE(elems(at(b5, "b.c")), QString("[2, 0]"));
    QCOMPARE(elems(at(b5, "b.d")), QString("[1, 0]"));

    const double nan = std::nan("");
    Batch data(
        {{"a", L({PyValue::fromBool(false), PyValue::fromBool(true)})},
         {"b",
          D({{"c", A(NdArray::fromObjects({F(2.0), S("st")}))}, {"d", L({I(1), None()})}, {"e", L({F(2.0), F(nan)})}})},
         {"c", A(i64({1, 3, 4}))},
         {"t", Ten(dbl({4, 5, 6, 7}, {4}).astype(DType(DTypeKind::Float32)))}});
    data.setItem(Index(-1), Bv(Batch::empty(data[Index(1)])));
    QCOMPARE(elems(data.get("c")), QString("[1, 3, 0]"));
    QCOMPARE(elems(data.get("a")), QString("[False, False]"));
    QCOMPARE(elems(at(data, "b.c")), QString("[2.0, None]"));
    QCOMPARE(elems(at(data, "b.d")), QString("[1, None]"));
    QCOMPARE(elems(at(data, "b.e")), QString("[2, 0]"));
    QCOMPARE(elems(data.get("t")), QString("[4, 5, 6, 0]"));
    data[Index(0)].emptyInPlace(); // item 52: only tensor rows are views
    QCOMPARE(elems(data.get("t")), QString("[0, 5, 6, 0]"));
    QCOMPARE(elems(data.get("c")), QString("[1, 3, 0]"));
    data.emptyInPlace(Index(0)); // item 53
    QCOMPARE(elems(data.get("c")), QString("[0, 3, 0]"));
    QCOMPARE(elems(at(data, "b.c")), QString("[None, None]"));
    QCOMPARE(elems(at(data, "b.d")), QString("[None, None]"));
    QCOMPARE(elems(at(data, "b.e")), QString("[0, 0]"));
    Batch none;
    QCOMPARE(listText(none.emptyInPlace().shape()), QString("[]")); // item 54
    // 1.13: no index empties everything, scalar leaves are replaced
    Batch all({{"a", A(dbl({1, 2}))}, {"o", A(NdArray::fromObjects({S("x")}))}, {"n", None()}});
    all.emptyInPlace();
    QCOMPARE(elems(all.get("a")), QString("[0, 0]"));
    QCOMPARE(elems(all.get("o")), QString("[None]"));
    QVERIFY(all.get("n").isNone());
}

// Item 49 and 1.21: copies share nothing, Batch(copy=False) shares arrays.
void TestBatch::testCopy()
{
    const Batch b({{"obs", Bv(Batch({{"a", F(0.0)}, {"c", Ten(dbl({1, 2}))}}))}, {"np", A(zeros(DType(), {3, 4}))}});
    const Batch shallow(b.entries());
    QVERIFY(shallow.get("np").asArray().sharesStorageWith(b.get("np").asArray()));
    const Batch deep = b.deepCopy();
    QVERIFY(!deep.get("np").asArray().sharesStorageWith(b.get("np").asArray()));
    QVERIFY(!at(deep, "obs.c").asArray().sharesStorageWith(at(b, "obs.c").asArray()));
    QCOMPARE(kindOf(at(deep, "obs.c")), QString("Tensor float64"));
    QVERIFY(deep == b); // item 48: equal values after a copy round trip
}

void TestBatch::testSplit_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("merge");
    QTest::addColumn<QString>("chunks");
    // item 13 / 1.12 table for length 10
    const QString ones = "[0]|[1]|[2]|[3]|[4]|[5]|[6]|[7]|[8]|[9]";
    QTest::newRow("1") << 1 << false << ones;
    QTest::newRow("1 merged") << 1 << true << ones;
    QTest::newRow("3") << 3 << false << "[0, 1, 2]|[3, 4, 5]|[6, 7, 8]|[9]";
    QTest::newRow("3 merged") << 3 << true << "[0, 1, 2]|[3, 4, 5]|[6, 7, 8, 9]";
    QTest::newRow("5") << 5 << false << "[0, 1, 2, 3, 4]|[5, 6, 7, 8, 9]";
    QTest::newRow("5 merged") << 5 << true << "[0, 1, 2, 3, 4]|[5, 6, 7, 8, 9]";
    QTest::newRow("7") << 7 << false << "[0, 1, 2, 3, 4, 5, 6]|[7, 8, 9]";
    QTest::newRow("7 merged") << 7 << true << "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]";
    const QString whole = "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]";
    QTest::newRow("10") << 10 << false << whole;
    QTest::newRow("10 merged") << 10 << true << whole;
    QTest::newRow("11") << 11 << false << whole;
    QTest::newRow("11 merged") << 11 << true << whole;
    QTest::newRow("-1") << -1 << false << whole;
    QTest::newRow("-1 merged") << -1 << true << whole;
}

void TestBatch::testSplit()
{
    QFETCH(int, size);
    QFETCH(bool, merge);
    QFETCH(QString, chunks);
    const Batch b({{"a", A(NdArray::arange(10))}});
    QStringList got;
    for (const Batch& part : b.split(size, false, merge))
        got << elems(part.get("a"));
    QCOMPARE(got.join("|"), chunks);
    QVERIFY_THROWS_EXCEPTION(AssertionError, b.split(0));
}

// 1.12: the shuffled split follows np.random.seed(seed); np.random.permutation(n).
void TestBatch::testSplitShuffleMatchesNumpy()
{
    bool ok = false;
    QString err;
    const QByteArray out =
        TestUtils::runPython("import numpy as np\n"
                             "for seed, n in [(0, 10), (1, 7), (42, 33), (123456, 1000)]:\n"
                             "    np.random.seed(seed); print(' '.join(map(str, np.random.permutation(n))))\n",
                             {}, &ok, &err);
    QVERIFY2(ok, qPrintable(err));
    const QList<QByteArray> lines = out.trimmed().split('\n');
    const std::vector<std::pair<std::uint32_t, std::int64_t>> cases{{0, 10}, {1, 7}, {42, 33}, {123456, 1000}};
    QCOMPARE(lines.size(), qsizetype(cases.size()));
    for (std::size_t c = 0; c < cases.size(); ++c) {
        const Batch b({{"a", A(NdArray::arange(cases[c].second))}});
        QStringList got;
        for (const Batch& part : b.split(3, true, false, cases[c].first)) {
            const NdArray& a = part.get("a").asArray();
            for (std::int64_t i = 0; i < a.size(); ++i)
                got << QString::number(a.toInt64(i));
        }
        QCOMPARE(got.join(' '), QString::fromLatin1(lines[qsizetype(c)]));
    }
}

void TestBatch::testRandomStateMatchesNumpy()
{
    bool ok = false;
    QString err;
    const QByteArray out = TestUtils::runPython(
        "import numpy as np\n"
        "r = np.random.RandomState(7)\n"
        "print(r.randint(0, 100), r.randint(5, 1000000), r.randint(-3, 3), repr(r.random_sample()))\n"
        "r = np.random.RandomState(2**32 - 1)\n"
        "print(' '.join(str(r.randint(0, 2**40)) for _ in range(3)))\n",
        {}, &ok, &err);
    QVERIFY2(ok, qPrintable(err));
    const QList<QByteArray> lines = out.trimmed().split('\n');
    QCOMPARE(lines.size(), 2);
    RandomState r(7);
    const QList<QByteArray> first = lines[0].split(' ');
    QCOMPARE(first.size(), 4);
    QCOMPARE(r.randint(0, 100), first[0].toLongLong());
    QCOMPARE(r.randint(5, 1000000), first[1].toLongLong());
    QCOMPARE(r.randint(-3, 3), first[2].toLongLong());
    QCOMPARE(r.randomSample(), first[3].toDouble()); // repr round-trips exactly
    RandomState big(0xffffffffU);
    QStringList got;
    for (int i = 0; i < 3; ++i)
        got << QString::number(big.randint(0, std::int64_t{1} << 40));
    QCOMPARE(got.join(' '), QString::fromLatin1(lines[1]));
    QVERIFY_THROWS_EXCEPTION(ValueError, r.randint(3, 3));
}

// Batch(entries) keeps a key given again in its first place with the later value, as
// Batch(**dict) does; its key compare (BatchDetail::sameKey) loads words of a size
// chosen by length, so every length up to 17 is tried with keys differing in one
// character at each position (same length and first character: always compared).
void TestBatch::testKeysDifferingInOneCharacter()
{
    for (std::size_t n = 1; n <= 17; ++n) {
        const std::string a(n, 'k');
        for (std::size_t d = 0; d < n; ++d) {
            std::string b = a;
            b[d] = 'j';
            const Batch batch({{a, PyValue::fromInt(1)},
                               {b, PyValue::fromInt(2)},
                               {a, PyValue::fromInt(3)},
                               {b, PyValue::fromInt(4)}});
            QCOMPARE(batch.keys(), (std::vector<std::string>{a, b}));
            QCOMPARE(batch.get(a).asArray().toInt64(0), std::int64_t(3));
            QCOMPARE(batch.get(b).asArray().toInt64(0), std::int64_t(4));
        }
    }
    const Batch empty({{"", PyValue::fromInt(1)}, {"", PyValue::fromInt(2)}});
    QCOMPARE(empty.keys(), std::vector<std::string>{""});
}

QTEST_APPLESS_MAIN(TestBatch)
#include "tst_batch.moc"
