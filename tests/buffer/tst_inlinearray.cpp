// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Numbers in a Batch held inline (PyValue::arrayOfBool/Int/Float, issue 23): each must
// behave exactly as the 0-d array np.asanyarray makes (and as PyValue::array of that
// array, the representation before), whether its array has been made yet or not: read,
// written through a copy, compared, hashed, pickled (numpy loads the bytes), and added
// to a ReplayBuffer by the fast path and the general one.
#include "bufferhelpers.h"

#include <core/buffer/bufferutil.h>
#include <core/buffer/replaybuffer.h>
#include <core/io/pickle/picklewriter.h>
#include <core/python/pyvaluepayload.h>

#include <testutils.h>

#include <QTest>

#include <cmath>
#include <limits>
#include <thread>

using namespace ReplayScope::Core;

namespace {

// The Python numbers of the cases, in the order of numbers() below.
const char* const kPythonNumbers = "[True, False, -7, -2**63, 0.5, -0.0, float('nan')]";

// Each case as an inline value and as the boxed 0-d array it stands for. Moved into
// place: a braced list would copy them, and a copy makes the array (see below).
std::vector<std::pair<PyValue, PyValue>> numbers()
{
    std::vector<std::pair<PyValue, PyValue>> out;
    const auto add = [&out](PyValue value, NdArray boxed) {
        out.emplace_back(std::move(value), PyValue::array(std::move(boxed)));
    };
    const std::int64_t lowest = std::numeric_limits<std::int64_t>::min();
    add(PyValue::arrayOfBool(true), NdArray::scalarBool(true));
    add(PyValue::arrayOfBool(false), NdArray::scalarBool(false));
    add(PyValue::arrayOfInt(-7), NdArray::scalarInt(-7));
    add(PyValue::arrayOfInt(lowest), NdArray::scalarInt(lowest));
    add(PyValue::arrayOfFloat(0.5), NdArray::scalar(0.5));
    add(PyValue::arrayOfFloat(-0.0), NdArray::scalar(-0.0));
    add(PyValue::arrayOfFloat(std::nan("")), NdArray::scalar(std::nan("")));
    return out;
}

bool held(const PyValue& v)
{
    DTypeKind kind;
    return v.inlineArrayBytes(kind) != nullptr;
}

QByteArray hex(const std::string& bytes)
{
    return QByteArray(bytes.data(), static_cast<qsizetype>(bytes.size())).toHex();
}

} // namespace

class TestInlineArray : public QObject {
    Q_OBJECT

private slots:
    // What numpy prints for np.asanyarray(x), and what it loads from our pickle of the
    // inline value: the same 0-d array. The pickle is made while the value is inline.
    void testAsNumpy()
    {
        QStringList pickles;
        QStringList ours;
        for (auto& [value, boxed] : numbers()) {
            QVERIFY(held(value));
            QVERIFY(!held(boxed));
            pickles << QString::fromLatin1(hex(PickleWriter::toBytes(value)));
            // The pickle asked for its identity (memo): the array is made now.
            QVERIFY(!held(value));
            QCOMPARE(PickleWriter::toBytes(value), PickleWriter::toBytes(boxed));
            ours << QString::fromStdString(value.repr() + "|" + value.asArray().dtype().typeString() + "|"
                                           + std::to_string(value.asArray().ndim()) + "|" + value.typeName());
        }
        bool ok = false;
        QString error;
        const QByteArray out = TestUtils::runPython(
            QStringLiteral("import sys, pickle, numpy as np\n"
                           "for x, p in zip(%1, sys.argv[1:]):\n"
                           "    a, b = np.asanyarray(x), pickle.loads(bytes.fromhex(p))\n"
                           "    assert type(b) is np.ndarray and b.dtype == a.dtype and b.shape == ()\n"
                           "    assert (np.isnan(a) and np.isnan(b)) or (a == b and str(a) == str(b))\n"
                           "    print(repr(a), a.dtype.str, a.ndim, type(a).__name__, sep='|')\n")
                .arg(QLatin1String(kPythonNumbers)),
            pickles, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        QCOMPARE(QString::fromUtf8(out).trimmed().split('\n'), ours);
    }

    // A copy shares the array (Python: b = a; b[()] = 7 changes a), made once for both.
    void testCopySharesArray()
    {
        const PyValue value = PyValue::arrayOfFloat(0.5);
        PyValue copy = value;
        QVERIFY(!held(value));
        QVERIFY(copy.isSameObject(value));
        QVERIFY(copy.identity() != nullptr);
        QCOMPARE(copy.identity(), value.identity());
        QCOMPARE(&copy.asArray(), &value.asArray());
        copy.mutableArray().setItem(Index(EllipsisIndex{}), NdArray::scalar(7.0));
        QCOMPARE(value.asArray().toDouble(0), 7.0);

        // Moving keeps the number inline; assigning a copy shares as copying does.
        PyValue moved = PyValue::arrayOfInt(3);
        PyValue target = std::move(moved);
        QVERIFY(held(target));
        PyValue assigned;
        assigned = target;
        QVERIFY(!held(target));
        QCOMPARE(assigned.identity(), target.identity());
        QCOMPARE(assigned.asArray().toInt64(0), std::int64_t(3));
    }

    // Arrays compare and hash by identity, as the boxed ones do.
    void testEqualityAndHash()
    {
        for (auto& [value, boxed] : numbers()) {
            const PyValue other = PyValue::arrayOfFloat(1.0);
            const PyValue otherBoxed = PyValue::array(NdArray::scalar(1.0));
            QVERIFY(held(value) && held(other));
            QCOMPARE(value.pyEquals(other), boxed.pyEquals(otherBoxed));
            QCOMPARE(value.pyEquals(value), boxed.pyEquals(boxed));
            const PyValue copy = value;
            QVERIFY(value.pyEquals(copy));
            QCOMPARE(value.pyHash(), copy.pyHash());
        }
    }

    // Threads reading one inline value at once all see the one array made.
    void testConcurrentReads()
    {
        for (int round = 0; round < 50; ++round) {
            const PyValue value = PyValue::arrayOfFloat(round + 0.25);
            std::vector<const NdArray*> seen(8, nullptr);
            std::vector<std::thread> threads;
            for (std::size_t t = 0; t < seen.size(); ++t)
                threads.emplace_back([&value, &seen, t] { seen[t] = &value.asArray(); });
            for (auto& thread : threads)
                thread.join();
            for (const NdArray* a : seen) {
                QCOMPARE(a, &value.asArray());
                QCOMPARE(a->toDouble(0), round + 0.25);
            }
        }
    }

    // A Batch converts Python numbers to inline arrays; ReplayBuffer.add writes them by
    // the fast path without making their arrays, and leaves the same buffer as boxed
    // arrays do (steps 2 and 4 bring an int64 flag: the general path casts it).
    void testBufferAdd()
    {
        const auto step = [](int i, bool boxed) {
            const auto number = [boxed](PyValue v) { return boxed ? PyValue::array(BufferUtil::toArray(v)) : v; };
            const PyValue terminated = i % 2 ? number(PyValue::fromInt(i == 3)) : number(PyValue::fromBool(i == 5));
            return Batch({{"obs", PyValue::array(NdArray::fromDoubles({double(i), 1.0}, {2}))},
                          {"act", number(PyValue::fromInt(i))},
                          {"rew", number(PyValue::fromFloat(0.5 * i))},
                          {"terminated", terminated},
                          {"truncated", number(PyValue::fromBool(false))},
                          {"info", PyValue::batch(Batch::make())}});
        };
        ReplayBuffer inlined(4), boxed(4);
        for (int i = 0; i < 7; ++i) {
            const Batch a = step(i, false), b = step(i, true);
            QVERIFY(held(a.get("rew")));
            const AddResult ra = inlined.add(a), rb = boxed.add(b);
            if (i > 0 && i % 2 == 0) // the fast path read the numbers in place
                QVERIFY(held(a.get("rew")) && held(a.get("act")) && held(a.get("terminated")));
            QCOMPARE(std::vector<std::int64_t>(ra.ptr), std::vector<std::int64_t>(rb.ptr));
            QCOMPARE(ra.epReturn.toDouble(0), rb.epReturn.toDouble(0));
            QCOMPARE(std::vector<std::int64_t>(ra.epLength), std::vector<std::int64_t>(rb.epLength));
        }
        QCOMPARE(inlined.meta().repr(), boxed.meta().repr());
        QCOMPARE(inlined.meta().get("rew").asArray().dtype().typeString(), std::string("<f8"));
        QCOMPARE(inlined.meta().get("terminated").asArray().dtype().typeString(), std::string("|b1"));
        QCOMPARE(inlined.episodeReturn().repr(), boxed.episodeReturn().repr());
    }
};

QTEST_GUILESS_MAIN(TestInlineArray)
#include "tst_inlinearray.moc"
