// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// SmallVector (the inline shapes and strides of NdArray, issue 23) against std::vector:
// the same random operations on both must leave the same elements, across the change
// from inline to heap storage and back through copies, moves and shrinking.
#include <core/array/ndarray.h>
#include <core/array/smallvector.h>

#include <QtTest>

#include <random>
#include <vector>

using namespace ReplayScope::Core;

namespace {

using Small = SmallVector<std::int64_t, 3>;
using Std = std::vector<std::int64_t>;

bool same(const Small& s, const Std& v)
{
    return s.size() == v.size() && std::equal(s.begin(), s.end(), v.begin()) && (s == Small(v)) && Std(s) == v;
}

} // namespace

class TestSmallVector : public QObject {
    Q_OBJECT

private slots:
    void testConstruction();
    void testAgainstStdVector();
    void testCopiesAndMoves();
    void testOrderAndConversion();
    void testArrayHandles();
};

void TestSmallVector::testConstruction()
{
    // Parentheses give a count, braces the listed values, as std::vector.
    QVERIFY(same(Small(4), Std(4)));
    QVERIFY(same(Small{4}, Std{4}));
    QVERIFY(same(Small(2, 7), Std(2, 7)));
    QVERIFY(same(Small{2, 7}, Std{2, 7}));
    QVERIFY(same(Small{1, 2, 3, 4, 5}, Std{1, 2, 3, 4, 5}));
    const Std source{9, 8, 7, 6};
    QVERIFY(same(Small(source.begin() + 1, source.end()), Std(source.begin() + 1, source.end())));
    QVERIFY(same(Small(), Std()));
    QVERIFY(Small().empty());
    QCOMPARE((Small{1, 2}.at(1)), std::int64_t(2));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, Small{1, 2}.at(2));
}

void TestSmallVector::testAgainstStdVector()
{
    std::mt19937 rng(23);
    for (int round = 0; round < 200; ++round) {
        Small s;
        Std v;
        for (int step = 0; step < 40; ++step) {
            const auto value = static_cast<std::int64_t>(rng() % 100);
            const std::size_t at = v.empty() ? 0 : rng() % (v.size() + 1);
            switch (rng() % 10) {
            case 0: s.push_back(value), v.push_back(value); break;
            case 1: s.insert(s.begin() + at, value), v.insert(v.begin() + at, value); break;
            case 2: s.insert(s.begin() + at, 3, value), v.insert(v.begin() + at, 3, value); break;
            case 3: { // a range out of the vector itself
                const Std copy = v;
                s.insert(s.begin() + at, s.begin(), s.end());
                v.insert(v.begin() + at, copy.begin(), copy.end());
                break;
            }
            case 4:
                if (at < v.size())
                    s.erase(s.begin() + at), v.erase(v.begin() + at);
                break;
            case 5: s.erase(s.begin() + at, s.end()), v.erase(v.begin() + at, v.end()); break;
            case 6: s.resize(at + 2, value), v.resize(at + 2, value); break;
            case 7:
                if (!v.empty())
                    s.pop_back(), v.pop_back();
                break;
            case 8: s.assign(at, value), v.assign(at, value); break;
            case 9: { // a tail of the vector itself
                const std::size_t from = std::min(at, v.size());
                const Std copy = v; // std::vector may not assign from itself
                s.assign(s.begin() + from, s.end());
                v.assign(copy.begin() + from, copy.end());
                break;
            }
            }
            if (v.size() > 60)
                s.clear(), v.clear();
            QVERIFY2(same(s, v), qPrintable(QStringLiteral("round %1 step %2").arg(round).arg(step)));
        }
    }
}

void TestSmallVector::testCopiesAndMoves()
{
    Small heap{1, 2, 3, 4, 5, 6};
    QVERIFY(heap.capacity() > 3);
    Small copy = heap;
    copy[0] = 10; // a copy owns its elements
    QVERIFY(same(heap, Std{1, 2, 3, 4, 5, 6}));
    QVERIFY(same(copy, Std{10, 2, 3, 4, 5, 6}));
    Small moved = std::move(copy);
    QVERIFY(same(moved, Std{10, 2, 3, 4, 5, 6}));
    QVERIFY(copy.empty());
    // A heap vector that shrank copies back into inline room.
    heap.resize(2);
    const Small small = heap;
    QVERIFY(same(small, Std{1, 2}));
    QCOMPARE(small.capacity(), std::size_t(3));
    Small inlined{7};
    inlined = moved;
    QVERIFY(same(inlined, Std{10, 2, 3, 4, 5, 6}));
    moved = Small{1};
    QVERIFY(same(moved, Std{1}));
    inlined.swap(moved);
    QVERIFY(same(inlined, Std{1}));
    QVERIFY(same(moved, Std{10, 2, 3, 4, 5, 6}));
}

void TestSmallVector::testOrderAndConversion()
{
    // Lexicographic order, as std::vector's.
    QVERIFY((Small{1, 2} < Small{1, 3}));
    QVERIFY((Small{1} < Small{1, 0}));
    QVERIFY(!(Small{2} < Small{1, 5}));
    QVERIFY((Small{1, 2} != Small{1, 2, 0}));
    const Std list = Small{3, 4};
    QCOMPARE(list, (Std{3, 4}));
    const Small back = list;
    QVERIFY(back == (Small{3, 4}));
}

void TestSmallVector::testArrayHandles()
{
    // Shapes beyond the inline room work as any other shape.
    NdArray a(DType(DTypeKind::Int8), {2, 1, 3, 1, 2, 1, 2});
    QCOMPARE(a.ndim(), 7);
    QCOMPARE(a.size(), std::int64_t(24));
    const NdArray handle = a; // shares the data, owns its shape
    QCOMPARE(handle.shape(), a.shape());
    // numpy: np.zeros((2, 1, 3, 1, 2, 1, 2), np.int8).strides
    QCOMPARE(handle.strides(), (Strides{12, 12, 4, 4, 2, 2, 1}));
    const NdArray r = a.reshape({24});
    QCOMPARE(r.shape(), Shape{24});
    QVERIFY(r.sharesStorageWith(a));
}

QTEST_APPLESS_MAIN(TestSmallVector)
#include "tst_smallvector.moc"
