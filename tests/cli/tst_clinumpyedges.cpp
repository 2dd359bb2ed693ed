// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// numpy and Tianshou edge cases the differential test found (issue 18, tests/differential
// known bugs), each checked from outside against what the real numpy 1.24 and Tianshou
// 2.0.1 give on the same data: an .npz without arrays; 0-d object arrays (a Python int
// of 2**64 or more in a Batch) in pickles, HDF5 and .npz; Batch.stack of such ints;
// big-endian arrays in .npz files and in pickles of protocol 2 to 4 (numpy loads them as native ones; we
// keep the file's byte order, docs/compatibility.md).
#include "cliutils.h"

#include <QTemporaryDir>
#include <QTest>

using namespace CliTest;

namespace {

// argv: folder, Tianshou path, then "make" or "check WHAT FILE...". make writes the
// inputs; check prints what Python sees in our outputs, or fails.
const char* kOracle = R"PY(
import sys, os, pickle
sys.path.insert(0, sys.argv[2])
import numpy as np, h5py
from tianshou.data import Batch
from tianshou.data.utils.converter import to_hdf5, from_hdf5
d, what = sys.argv[1], sys.argv[3]
def load(path):
    """The file as Tianshou's user sees it (difftest's oracle)."""
    if path.endswith(".pkl"):
        with open(path, "rb") as f:
            return pickle.load(f)
    if path.endswith(".npz"):
        with np.load(path, allow_pickle=True) as z:
            return Batch({k: z[k] for k in z.files})
    with h5py.File(path, "r") as f:
        return Batch(from_hdf5(f))
if what == "make":
    np.savez(os.path.join(d, "numpy_empty.npz"))
    with open(os.path.join(d, "empty_batches.pkl"), "wb") as f:
        pickle.dump(Batch(a=Batch(), b=Batch(c=Batch())), f, protocol=4)
    # Batch(a=2**70) holds a 0-d object array; Batch.__setstate__ turns it into the int.
    with open(os.path.join(d, "bigints.pkl"), "wb") as f:
        pickle.dump(Batch(a=2**70, c=Batch(d=2**64 + 2), e=np.array(-2**65, dtype=object),
                          f=np.arange(3)), f, protocol=3)
    with open(os.path.join(d, "zero_d.pkl"), "wb") as f:
        pickle.dump({"x": np.array(2**70, dtype=object), "y": np.array("s", dtype=object),
                     "z": np.empty((), dtype=object)}, f, protocol=3)
    # to_hdf5 pickles the 0-d object arrays into 'pickled_ndarray' datasets.
    with h5py.File(os.path.join(d, "bigints.h5"), "w") as f:
        to_hdf5(Batch(a=2**70, c=Batch(d=2**64 + 2), f=np.arange(3)).__getstate__(), f)
    for i, v in enumerate([2**64 + 1, 2**70, -2**65, 2**63, 7]):
        with open(os.path.join(d, "stack_%d.pkl" % i), "wb") as f:
            pickle.dump(Batch(k=v, m=np.zeros(2)), f, protocol=4)
    big_endian = {"c": np.array([1 + 2j, 3.5 - 1j], dtype=">c16"), "h": np.array([1.5, -2], dtype=">f2"),
                  "f": np.array([[1, 2], [3, 4]], dtype=">i8", order="F"), "u": np.arange(3, dtype=">u4")}
    np.savez(os.path.join(d, "big_endian.npz"), **big_endian)
    for protocol in (2, 3, 4, 5):
        with open(os.path.join(d, "big_endian_p%d.pkl" % protocol), "wb") as f:
            pickle.dump(big_endian, f, protocol=protocol)
    print(repr(Batch(dict(np.load(os.path.join(d, "numpy_empty.npz"))))))
elif what == "repr":  # how Python prints each file's content (`tree` pretty-prints a dict)
    import pprint
    for path in sys.argv[4:]:
        value = load(path)
        print(repr(value) if isinstance(value, Batch) else pprint.pformat(value))
elif what == "same":  # argv: A B: the same leaves, values and element types
    def flat(b, prefix=""):
        out = {}
        for k, v in b.items():
            out.update(flat(v, prefix + k + ".") if isinstance(v, Batch) else {prefix + k: np.asanyarray(v)})
        return out
    a, b = flat(load(sys.argv[4])), flat(load(sys.argv[5]))
    assert a.keys() == b.keys(), (a.keys(), b.keys())
    for k in a:
        assert (a[k].dtype, a[k].shape) == (b[k].dtype, b[k].shape), (k, a[k], b[k])
        assert [type(x) for x in a[k].flat] == [type(x) for x in b[k].flat], (k, a[k], b[k])
        assert np.array_equal(a[k], b[k]), (k, a[k], b[k])
    print("ok")
elif what == "dtypes":  # argv: PKL NPZ: the .npz holds pickle.load's values in the file's byte order
    with open(sys.argv[4], "rb") as f:
        want = pickle.load(f)
    with np.load(sys.argv[5]) as z:
        for k, v in want.items():
            assert z[k].dtype == v.dtype.newbyteorder(">"), (k, z[k].dtype.str, v.dtype.str)
            assert np.array_equal(z[k], v) and z[k].flags.f_contiguous == v.flags.f_contiguous, k
    print("ok")
elif what == "stack":  # argv: AXIS OUT INPUT...: OUT equals Tianshou's Batch.stack
    want = Batch.stack([load(p) for p in sys.argv[6:]], axis=int(sys.argv[4]))
    got = load(sys.argv[5])
    for k in ("k", "m"):
        w, g = want[k], got[k]
        assert (w.dtype, w.shape) == (g.dtype, g.shape), (k, w.dtype, w.shape, g.dtype, g.shape)
        assert [type(x) for x in w.flat] == [type(x) for x in g.flat], (k, w, g)
        assert np.array_equal(w, g), (k, w, g)
    print("ok")
elif what == "empty_npz":
    with np.load(sys.argv[4]) as z:
        assert z.files == [], z.files
    with open(sys.argv[5], "rb") as f:
        back = pickle.load(f)
    assert isinstance(back, Batch) and len(back.keys()) == 0, repr(back)
    print("ok")
)PY";

QByteArray oracle(const QString& dir, const QStringList& args)
{
    bool ok = false;
    QString error;
    const QByteArray out = TestUtils::runPython(
        QString::fromUtf8(kOracle),
        QStringList{dir, TestUtils::sharedPath(QStringLiteral("tools/tianshou-2.0.1"))} + args, &ok, &error);
    if (!ok)
        qWarning("%s", qPrintable(error));
    return ok ? out : QByteArray("python failed");
}

} // namespace

class TestCliNumpyEdges : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QByteArray m_emptyRepr; // repr of Batch(np.load(numpy_empty.npz))

    QString path(const QString& name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase();
    void testEmptyNpz();
    void testZeroDimObjectArrays();
    void testBigEndianNpz();
    void testBigEndianPickles_data();
    void testBigEndianPickles();
    void testStackBigInts_data();
    void testStackBigInts();
};

void TestCliNumpyEdges::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_emptyRepr = oracle(m_dir.path(), {QStringLiteral("make")});
    QVERIFY2(m_emptyRepr.startsWith("Batch("), m_emptyRepr.constData());
}

// np.savez with no arrays writes only the zip end record ("PK\x05\x06"); np.load reads it
// as an NpzFile without keys. So does our own .npz of a Batch of empty Batches.
void TestCliNumpyEdges::testEmptyNpz()
{
    Result r = runCli({QStringLiteral("tree"), path(QStringLiteral("numpy_empty.npz"))});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(r.out, m_emptyRepr);
    const QString npz = path(QStringLiteral("ours_empty.npz"));
    const QString back = path(QStringLiteral("ours_empty_back.pkl"));
    r = runCli({QStringLiteral("convert"), path(QStringLiteral("empty_batches.pkl")), npz});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    r = runCli({QStringLiteral("convert"), npz, back});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(oracle(m_dir.path(), {QStringLiteral("empty_npz"), npz, back}).trimmed(), QByteArray("ok"));
}

// numpy pickles a 0-d object array with shape () and a one-item list; h5py keeps a
// pickled 0-d array, our .npz an object .npy of shape (). Read as shape (1,), `tree`
// printed array([2**70], dtype=object) where Tianshou has the int, and the .npz did not
// read back ("the pickled array has shape (1,) but the header says ()"). Writing the
// .npz, 2**70 became uint64 and wrapped to 0 (numpy: a 0-d object array).
void TestCliNumpyEdges::testZeroDimObjectArrays()
{
    const QString npz = path(QStringLiteral("bigints.npz"));
    const QString back = path(QStringLiteral("bigints_back.pkl"));
    Result r = runCli({QStringLiteral("convert"), path(QStringLiteral("bigints.pkl")), npz});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    r = runCli({QStringLiteral("convert"), npz, back});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // The .pkl written back from our .npz holds the input's values (compared as the
    // differential test does: np.asanyarray of each leaf).
    QCOMPARE(oracle(m_dir.path(), {QStringLiteral("same"), path(QStringLiteral("bigints.pkl")), back}).trimmed(),
             QByteArray("ok"));
    // So does our .h5 of it as Tianshou's from_hdf5 reads it: to_hdf5 cannot store the
    // int as an attribute, but a Batch holds it as a 0-d object array ('pickled_ndarray').
    const QString h5 = path(QStringLiteral("bigints_ours.h5"));
    r = runCli({QStringLiteral("convert"), path(QStringLiteral("bigints.pkl")), h5});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(oracle(m_dir.path(), {QStringLiteral("same"), path(QStringLiteral("bigints.pkl")), h5}).trimmed(),
             QByteArray("ok"));
    const QStringList files{path(QStringLiteral("bigints.pkl")), path(QStringLiteral("zero_d.pkl")),
                            path(QStringLiteral("bigints.h5"))};
    const QByteArray expected = oracle(m_dir.path(), QStringList{QStringLiteral("repr")} + files);
    QByteArray ours;
    for (const QString& file : files) {
        r = runCli({QStringLiteral("tree"), file});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        ours += r.out;
    }
    QCOMPARE(ours, expected);
}

// np.load keeps '>' (numpy's repr hides it: dtype=uint32); info --json spells it.
void TestCliNumpyEdges::testBigEndianNpz()
{
    const QString npz = path(QStringLiteral("big_endian.npz"));
    Result r = runCli({QStringLiteral("tree"), npz});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(r.out, oracle(m_dir.path(), {QStringLiteral("repr"), npz}));
    r = runCli({QStringLiteral("info"), QStringLiteral("--json"), npz});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject tree = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("tree")).toObject();
    const QStringList keys{QStringLiteral("c"), QStringLiteral("h"), QStringLiteral("f"), QStringLiteral("u")};
    const QStringList dtypes{QStringLiteral(">c16"), QStringLiteral(">f2"), QStringLiteral(">i8"),
                             QStringLiteral(">u4")};
    for (int i = 0; i < keys.size(); ++i)
        QCOMPARE(tree.value(keys[i]).toObject().value(QStringLiteral("dtype")).toString(), dtypes[i]);
}

void TestCliNumpyEdges::testBigEndianPickles_data()
{
    QTest::addColumn<int>("protocol");
    for (int protocol : {2, 3, 4, 5})
        QTest::newRow(qPrintable(QStringLiteral("protocol %1").arg(protocol))) << protocol;
}

// numpy 1.24's ndarray.__setstate__ (protocols 2 to 4) makes a big-endian array native
// (same values); protocol 5 keeps '>'. We keep the file's byte order for every protocol
// (deliberately: the data stays a view of the file and is written back byte-exact, and
// info --json spells the byte order, docs/info-json.md). Our .npz of the pickle holds
// each array as we read it: pickle.load's values and memory order, in big-endian order.
void TestCliNumpyEdges::testBigEndianPickles()
{
    QFETCH(int, protocol);
    const QString in = path(QStringLiteral("big_endian_p%1.pkl").arg(protocol));
    const QString out = path(QStringLiteral("big_endian_p%1.npz").arg(protocol));
    const Result r = runCli({QStringLiteral("convert"), in, out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(oracle(m_dir.path(), {QStringLiteral("dtypes"), in, out}).trimmed(), QByteArray("ok"));
}

void TestCliNumpyEdges::testStackBigInts_data()
{
    QTest::addColumn<int>("axis");
    QTest::newRow("axis 0 (np.stack of 0-d object arrays)") << 0;
    QTest::newRow("axis 1 (np.stack fails: object array of the ints)") << 1;
}

// Python ints of 2**64 and more became uint64 and wrapped (2**70 read 0) when stacked.
void TestCliNumpyEdges::testStackBigInts()
{
    QFETCH(int, axis);
    QStringList inputs;
    for (int i = 0; i < 5; ++i)
        inputs << path(QStringLiteral("stack_%1.pkl").arg(i));
    const QString out = path(QStringLiteral("stacked_%1.pkl").arg(axis));
    const Result r = runCli(QStringList{QStringLiteral("stack")} + inputs
                            + QStringList{QStringLiteral("--axis"), QString::number(axis), QStringLiteral("-o"), out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(oracle(m_dir.path(), QStringList{QStringLiteral("stack"), QString::number(axis), out} + inputs).trimmed(),
             QByteArray("ok"));
}

QTEST_APPLESS_MAIN(TestCliNumpyEdges)
#include "tst_clinumpyedges.moc"
