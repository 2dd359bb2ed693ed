// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The pickle writer: byte-exact output for the corpus' handmade files (written by the
// reference emitter of pickle-format.md section 4), CPython loading what we write with
// the same content as the original, and the atomic file replacement.

#include "pickledescribe.h"

#include "../testutils.h"

#include <core/batch/batch.h>
#include <core/error.h>
#include <core/io/atomicfile.h>
#include <core/io/pickle/picklereader.h>
#include <core/io/pickle/picklewriter.h>

#include <QDir>
#include <QFile>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

using namespace ReplayScope::Core;

namespace {

QString corpus(const QString& name)
{
    return TestUtils::sharedPath(QStringLiteral("fixtures/pickle-corpus/") + name);
}

QByteArray fileBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// describe.py over files, with the Tianshou stub on the path: name -> description.
QMap<QString, QString> describeWithCPython(const QStringList& files, bool* ok, QString* err)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    QProcess p;
    env.insert("PYTHONPATH", TestUtils::sharedPath("tools/pystub"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(REPLAYSCOPE_PYTHON), QStringList{TestUtils::testDataPath("pickle/describe.py")} + files);
    *ok = p.waitForFinished(120000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    if (!*ok)
        *err = QString::fromUtf8(p.readAllStandardError());
    QMap<QString, QString> out;
    for (const auto& line : p.readAllStandardOutput().split('\n')) {
        const int tab = line.indexOf('\t');
        if (tab > 0)
            out.insert(QString::fromUtf8(line.left(tab)), QString::fromUtf8(line.mid(tab + 1)));
    }
    return out;
}

} // namespace

class TestPickleWriter : public QObject {
    Q_OBJECT

private slots:
    void testHandmadeByteExact_data()
    {
        QTest::addColumn<QString>("name");
        for (const char* f :
             {"handmade_dict_p4.pkl", "handmade_tianshou_batch_p4.pkl", "handmade_tianshou_replaybuffer_p4.pkl",
              "handmade_tianshou_replaybuffer_p4_basepath.pkl", "handmade_torch_tensors_p4.pkl"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }
    void testHandmadeByteExact()
    {
        QFETCH(QString, name);
        const QByteArray original = fileBytes(corpus(name));
        QVERIFY(!original.isEmpty());
        const PyValue v = PickleReader().readFile(corpus(name).toStdString());
        const QByteArray written = QByteArray::fromStdString(PickleWriter::toBytes(v));
        qsizetype firstDifference = 0;
        while (firstDifference < std::min(written.size(), original.size())
               && written[firstDifference] == original[firstDifference])
            ++firstDifference;
        QVERIFY2(written == original, qPrintable(QStringLiteral("first difference at byte %1: ours %2, file %3")
                                                     .arg(firstDifference)
                                                     .arg(QString(written.mid(firstDifference, 24).toHex()))
                                                     .arg(QString(original.mid(firstDifference, 24).toHex()))));
    }

    // Every corpus file CPython loads and we convert: read, write, and CPython must find
    // the same content in our file as in the original.
    void testCPythonLoadsWhatWeWrite()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        QStringList originals, written;
        const QDir dir(corpus(QString()));
        const QStringList skipped{"np_oob",
                                  "edge_readonly_oob",
                                  "edge_mark_unbalanced",
                                  "edge_persid",
                                  "edge_ext1",
                                  "edge_bad_frame",
                                  "edge_stack_underflow",
                                  "edge_binget_missing",
                                  "edge_huge_len",
                                  "edge_truncated",
                                  "edge_setitems_odd",
                                  "edge_reduce_non_global",
                                  "cls_newargs_ex_p2",
                                  "cls_newargs_ex_p3",
                                  "torch",
                                  "handmade_torch",
                                  "mixed_np_torch",
                                  "tianshou_batch_torch",
                                  "py_recursive",
                                  "edge_pop_",
                                  "cls_",
                                  "np_masked",
                                  "np_randomstate",
                                  "py_misc_builtins",
                                  "tianshou_replaybuffer"};
        for (const auto& name : dir.entryList({"*.pkl"}, QDir::Files, QDir::Name)) {
            if (std::any_of(skipped.begin(), skipped.end(), [&](const QString& s) { return name.startsWith(s); }))
                continue;
            const QString out = tmp.filePath(name);
            try {
                const PyValue v = PickleReader().readFile(dir.filePath(name).toStdString());
                PickleWriter::writeFile(out.toStdString(), v);
            } catch (const std::exception& e) {
                QFAIL(qPrintable(name + ": " + e.what()));
            }
            originals << dir.filePath(name);
            written << out;
        }
        QVERIFY(originals.size() > 150);
        bool ok = false;
        QString err;
        const auto expected = describeWithCPython(originals, &ok, &err);
        QVERIFY2(ok, qPrintable(err));
        const auto actual = describeWithCPython(written, &ok, &err);
        QVERIFY2(ok, qPrintable(err));
        int compared = 0;
        for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
            ++compared;
            if (it.value().startsWith('!'))
                continue; // CPython cannot load the original either (Python 2 classes)
            QVERIFY2(!actual.value(it.key()).startsWith('!'), qPrintable(it.key() + " " + actual.value(it.key())));
            QVERIFY2(actual.value(it.key()) == it.value(),
                     qPrintable(it.key() + "\n ours: " + actual.value(it.key()) + "\n orig: " + it.value()));
        }
        QCOMPARE(compared, originals.size());
    }

    // Values built here, written, loaded by CPython: its view must equal ours.
    void testValuesBuiltInCpp()
    {
        std::vector<PyValue> items{
            PyValue::none(),
            PyValue::fromBool(true),
            PyValue::fromInt(0),
            PyValue::fromInt(255),
            PyValue::fromInt(256),
            PyValue::fromInt(65535),
            PyValue::fromInt(65536),
            PyValue::fromInt(-1),
            PyValue::fromInt(INT32_MIN),
            PyValue::fromInt(std::int64_t(1) << 40),
            PyValue::fromInt(INT64_MIN),
            PyValue::fromBigInt(BigInt::fromDecimal("-123456789012345678901234567890")),
            PyValue::fromFloat(-0.0),
            PyValue::fromFloat(1.5e300),
            PyValue::fromComplex({1, -2}),
            PyValue::fromStr("h\xc3\xa9llo \xf0\x9f\x98\x80"),
            PyValue::fromStr(std::string(300, 'x')),
            PyValue::fromBytes(std::string("\x00\xff", 2)),
            PyValue::fromByteArray("ab"),
            PyValue::tuple(),
            PyValue::tuple({PyValue::fromInt(1), PyValue::fromInt(2), PyValue::fromInt(3), PyValue::fromInt(4)}),
            PyValue::set({PyValue::fromInt(1), PyValue::fromInt(2)}),
            PyValue::frozenSet({PyValue::fromStr("z")}),
            PyValue::dict(
                {{PyValue::fromInt(1), PyValue::list()}, {PyValue::tuple({PyValue::fromInt(2)}), PyValue::none()}}),
            PyValue::array(NdArray::fromDoubles({1.5, -2, 3}, {3}, DType(DTypeKind::Float32))),
            PyValue::array(NdArray::fromInts({1, 2, 3, 4, 5, 6}, {2, 3}).transpose()),
            PyValue::array(NdArray::fromInts({7, 8}, {2}, DType(DTypeKind::Int32, 0, ByteOrder::Big))),
            PyValue::array(NdArray::fromBools({true, false})),
            PyValue::array(NdArray(DType(DTypeKind::Float64), {2, 0})),
            PyValue::array(NdArray::scalar(3.25)),
            PyValue::array(NdArray::fromObjects({PyValue::fromStr("a"), PyValue::none(), PyValue::dict()})),
            PyValue::array(NdArray(DType(DTypeKind::Unicode, 12), {2})),
            PyValue::array(NdArray(DType(DTypeKind::Bytes, 3), {1})),
            PyValue::array(NdArray(
                DType::structured({{"i", DType(DTypeKind::Int32), 0}, {"f", DType(DTypeKind::Float64), 4}}, 12), {2})),
            PyValue::array(NdArray::arange(20000, DType(DTypeKind::UInt16))),
            PyValue::scalar(NdArray::scalar(0.5, DType(DTypeKind::Float16))),
            PyValue::scalar(NdArray::scalarInt(-7)),
            PyValue::dtype(DType(DTypeKind::Complex64)),
            PyValue::batch(Batch::make({{"obs", PyValue::array(NdArray::arange(4))},
                                        {"info", PyValue::batch(Batch::make({{"x", PyValue::none()}}))},
                                        {"empty", PyValue::batch(Batch::make())}})),
        };
        const PyValue value = PyValue::list(items);
        QTemporaryDir tmp;
        const QString path = tmp.filePath("values.pkl");
        PickleWriter::writeFile(path.toStdString(), value);
        bool ok = false;
        QString err;
        const auto seen = describeWithCPython({path}, &ok, &err);
        QVERIFY2(ok, qPrintable(err));
        // Our reader must agree too (write -> read round trip).
        const PyValue back = PickleReader().readFile(path.toStdString());
        QCOMPARE(QString::fromStdString(PickleTest::describe(back)),
                 QString::fromStdString(PickleTest::describe(value)));
        QCOMPARE(seen.value("values.pkl"), QString::fromStdString(PickleTest::describe(value)));
    }

    void testTorchRoundTrip()
    {
        NdArray t = NdArray::fromDoubles({1, 2, 3, 4, 5, 6}, {2, 3}, DType(DTypeKind::BFloat16)).transpose();
        t.setTorch(true);
        t.setRequiresGrad(true);
        const PyValue back = PickleReader().readBytes(PickleWriter::toBytes(PyValue::array(t)));
        const NdArray& a = back.asArray();
        QVERIFY(a.isTorch());
        QVERIFY(a.requiresGrad());
        QCOMPARE(a.dtype(), DType(DTypeKind::BFloat16));
        QCOMPARE(a.shape(), (Shape{3, 2}));
        QCOMPARE(a.strides(), t.strides());
        for (std::int64_t i = 0; i < 6; ++i)
            QCOMPARE(a.toDouble(i), t.toDouble(i));
    }

    void testOpaqueRoundTrip_data()
    {
        QTest::addColumn<QString>("name");
        for (const char* f : {"cls_plain_p4.pkl", "cls_reduce_state_p4.pkl", "cls_slots_p4.pkl", "cls_mylist_p4.pkl",
                              "cls_mydict_p4.pkl", "cls_newargs_ex_p4.pkl", "np_randomstate_p4.pkl",
                              "np_datetime_p4.pkl", "tianshou_replaybuffer_p4.pkl"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }
    void testOpaqueRoundTrip()
    {
        // Opaque objects are written as they were created, so reading our output and
        // writing it again must give the same bytes, and CPython must load it.
        QFETCH(QString, name);
        const PyValue v = PickleReader().readFile(corpus(name).toStdString());
        const std::string once = PickleWriter::toBytes(v);
        const std::string twice = PickleWriter::toBytes(PickleReader().readBytes(once));
        std::size_t firstDifference = 0;
        while (firstDifference < std::min(once.size(), twice.size()) && once[firstDifference] == twice[firstDifference])
            ++firstDifference;
        QVERIFY2(once == twice, qPrintable(QStringLiteral("first difference at byte %1: %2")
                                               .arg(firstDifference)
                                               .arg(QString::fromStdString(twice.substr(firstDifference, 40)))));
        QTemporaryDir tmp;
        QFile f(tmp.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(once.data(), static_cast<qint64>(once.size()));
        f.close();
        bool ok = false;
        QString err;
        const QByteArray out = TestUtils::runPython(
            "import pickle,sys; sys.path[:0]=[sys.argv[2],sys.argv[3]]; a=pickle.load(open(sys.argv[1],'rb'));"
            "b=pickle.load(open(sys.argv[4],'rb')); print(type(a).__name__, type(a)==type(b),"
            " sorted(getattr(a,'__dict__',{}))==sorted(getattr(b,'__dict__',{})))",
            {f.fileName(), corpus(QString()), TestUtils::sharedPath("tools/pystub"), corpus(name)}, &ok, &err);
        QVERIFY2(ok, qPrintable(err));
        QVERIFY2(out.trimmed().endsWith("True True"), out.constData());
    }

    // Recursive values (weak back-references after reading) are written with a memo as
    // CPython writes them: CPython loads our file with the same structure and the same
    // repr as the original file, and the shared objects stay shared.
    void testRecursiveRoundTrip_data()
    {
        QTest::addColumn<QString>("name");
        for (const char* stem : {"py_recursive_list", "py_recursive_dict", "py_recursive_tuple", "cls_selfref"})
            for (int p = 2; p <= 5; ++p)
                QTest::newRow(qPrintable(QStringLiteral("%1_p%2").arg(stem).arg(p)))
                    << QStringLiteral("%1_p%2.pkl").arg(stem).arg(p);
        for (const char* name : {"edge_pop_pop_p4.pkl", "edge_pop_mark_p4.pkl", "py_shared_p4.pkl"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void testRecursiveRoundTrip()
    {
        QFETCH(QString, name);
        const PyValue v = PickleReader().readFile(corpus(name).toStdString());
        QTemporaryDir tmp;
        const QString ours = tmp.filePath("ours.pkl");
        PickleWriter::writeFile(ours.toStdString(), v);
        PickleWriter::writeFile(ours.toStdString(), PickleReader().readFile(ours.toStdString())); // again from ours
        bool ok = false;
        QString err;
        const QByteArray out = TestUtils::runPython(QStringLiteral(R"PY(
import pickle, sys
sys.path[:0] = [sys.argv[3]]
def canon(x, path):
    # Structure with identities: a back-reference names the depth it points to,
    # a repeated (shared) object the order in which it was first seen.
    i = id(x)
    if i in path:
        return ('back', path[i])
    kids = None
    if isinstance(x, (list, tuple)):
        kids = list(x)
    elif isinstance(x, dict):
        kids = [k for kv in x.items() for k in kv]
    elif hasattr(x, '__dict__'):
        kids = list(x.__dict__.items())
    if kids is None:
        return repr(x)
    inner = dict(path)
    inner[i] = len(path)
    return (type(x).__name__, [canon(k, inner) for k in kids])
def shared(x, seen, order):
    if isinstance(x, (str, int, float, bytes)) or x is None:
        return
    if id(x) in seen:
        order.append(seen[id(x)])
        return
    seen[id(x)] = len(seen)
    kids = list(x) if isinstance(x, (list, tuple)) else list(x.values()) if isinstance(x, dict) else list(vars(x).values()) if hasattr(x, '__dict__') else []
    for k in kids:
        shared(k, seen, order)
a = pickle.load(open(sys.argv[1], 'rb'))
b = pickle.load(open(sys.argv[2], 'rb'))
sa, sb = [], []
shared(a, {}, sa); shared(b, {}, sb)
print(canon(a, {}) == canon(b, {}), sa == sb, repr(a) == repr(b) or hasattr(a, '__dict__'))
)PY"),
                                                    {corpus(name), ours, corpus(QString())}, &ok, &err);
        QVERIFY2(ok, qPrintable(err));
        QCOMPARE(out.trimmed(), QByteArray("True True True"));
    }

    void testAtomicFile()
    {
        QTemporaryDir tmp;
        const std::string path = tmp.filePath("out.pkl").toStdString();
        {
            AtomicFile f(path);
            f.write("old");
            f.commit();
        }
        QCOMPARE(fileBytes(tmp.filePath("out.pkl")), QByteArray("old"));
        std::string temp;
        {
            AtomicFile f(path);
            temp = f.temporaryPath();
            QVERIFY(QFile::exists(QString::fromStdString(temp)));
            f.write("new but unfinished");
        } // no commit: the old content stays, the temporary file is gone
        QCOMPARE(fileBytes(tmp.filePath("out.pkl")), QByteArray("old"));
        QVERIFY(!QFile::exists(QString::fromStdString(temp)));
        QCOMPARE(QDir(tmp.path()).entryList(QDir::Files).size(), 1);
        // A value the writer refuses leaves the previous file untouched.
        const PyValue refused = PyValue::list({PyValue::global({"bad\nmodule", "name"})});
        QVERIFY_THROWS_EXCEPTION(ValueError, PickleWriter::writeFile(path, refused));
        QCOMPARE(fileBytes(tmp.filePath("out.pkl")), QByteArray("old"));
        QCOMPARE(QDir(tmp.path()).entryList(QDir::Files).size(), 1);
        QVERIFY_THROWS_EXCEPTION(IoError, AtomicFile("/nonexistent-dir/x.pkl"));
    }
};

QTEST_APPLESS_MAIN(TestPickleWriter)
#include "tst_picklewriter.moc"
