// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The pickle reader against CPython (tests/data/pickle/describe.py run on the same
// files), the corpus README, the hostile inputs of pickle-format.md section 6 and the
// Tianshou fixture manifests.

#include "pickledescribe.h"

#include "../testutils.h"

#include <core/batch/batch.h>
#include <core/error.h>
#include <core/io/pickle/picklereader.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <set>

using namespace ReplayScope::Core;

namespace {

QString corpus(const QString& name)
{
    return TestUtils::sharedPath(QStringLiteral("fixtures/pickle-corpus/") + name);
}

PyValue read(const QString& path, PickleReadOptions options = {})
{
    return PickleReader(options).readFile(path.toStdString());
}

// read() for tests that expect success: an exception becomes a test failure with its text.
#define READ_OK(var, path)                                                                                             \
    PyValue var;                                                                                                       \
    try {                                                                                                              \
        var = read(path);                                                                                              \
    } catch (const std::exception& e) {                                                                                \
        QFAIL(e.what());                                                                                               \
    }

// Files whose content we keep opaque on purpose (datetime, sub-array and object-field
// dtypes, masked arrays, RandomState, Ellipsis/slice/range): compared in their own tests.
bool comparedWithCPython(const QString& name)
{
    static const QStringList skipped{
        "np_datetime_",    "npscalar_dt64_",    "np_subarray_dtype_",   "np_struct_objfield_", "np_masked_",
        "np_randomstate_", "py_misc_builtins_", "edge_mark_unbalanced", "np_oob_p5",           "edge_readonly_oob_p5"};
    for (const auto& s : skipped)
        if (name.startsWith(s))
            return false;
    static const QStringList prefixes{"np_", "npscalar_", "py_", "edge_", "handmade_dict_", "tianshou_batch_p"};
    for (const auto& p : prefixes)
        if (name.startsWith(p))
            return true;
    return false;
}

std::vector<double> values(const NdArray& a)
{
    std::vector<double> out;
    for (std::int64_t i = 0; i < a.size(); ++i)
        out.push_back(a.toDouble(i));
    return out;
}

// Collects the numeric arrays of at least 256 bytes anywhere in a value, opaque objects
// included (buffers read as opaque objects with their Batch in the state).
struct ArrayWalk {
    std::vector<std::pair<std::string, NdArray>> large;
    std::set<const void*> seen;

    void visit(const PyValue& v, const std::string& at = "")
    {
        using K = PyValue::Kind;
        switch (v.kind()) {
        case K::Array:
            if (v.asArray().dtype().isNumeric() && v.asArray().nbytes() >= 256)
                large.emplace_back(at, v.asArray());
            return;
        case K::List:
        case K::Tuple:
        case K::Set:
        case K::FrozenSet:
            if (seen.insert(&v.items()).second)
                for (std::size_t i = 0; i < v.items().size(); ++i)
                    visit(v.items()[i], at + "[" + std::to_string(i) + "]");
            return;
        case K::Dict:
            if (seen.insert(&v.dictItems()).second)
                for (const auto& [k, x] : v.dictItems())
                    visit(x, at + "[" + k.repr() + "]");
            return;
        case K::Batch:
            if (seen.insert(v.asBatch().get()).second)
                for (const auto& [k, x] : v.asBatch()->entries())
                    visit(x, at + "." + k);
            return;
        case K::Object: {
            const auto& o = *v.asObject();
            if (!seen.insert(&o).second)
                return;
            if (o.args)
                for (const auto& x : *o.args)
                    visit(x, at + "<args>");
            if (o.state)
                visit(*o.state, at + "<state>");
            for (const auto& x : o.listItems)
                visit(x, at + "<items>");
            for (const auto& [k, x] : o.dictItems)
                visit(x, at + "<items>");
            return;
        }
        default: return;
        }
    }
};

} // namespace

class TestPickleReader : public QObject {
    Q_OBJECT

private:
    QMap<QString, QString> m_cpython; // file name -> describe.py output

private slots:
    void initTestCase()
    {
        QStringList files;
        const QDir dir(corpus(QString()));
        for (const auto& name : dir.entryList({"*.pkl"}, QDir::Files, QDir::Name))
            if (comparedWithCPython(name))
                files << dir.filePath(name);
        QVERIFY(files.size() > 150);
        QString err;
        bool ok = false;
        const QByteArray out =
            TestUtils::runPython(QStringLiteral("import sys; sys.argv = sys.argv[1:]; exec(open(sys.argv[0]).read())"),
                                 QStringList{TestUtils::testDataPath("pickle/describe.py")} + files, &ok, &err);
        QVERIFY2(ok, qPrintable(err));
        for (const auto& line : out.split('\n')) {
            const int tab = line.indexOf('\t');
            if (tab > 0)
                m_cpython.insert(QString::fromUtf8(line.left(tab)), QString::fromUtf8(line.mid(tab + 1)));
        }
        for (const auto& f : files)
            QVERIFY2(m_cpython.contains(QFileInfo(f).fileName()), qPrintable(f));
        for (auto it = m_cpython.cbegin(); it != m_cpython.cend(); ++it)
            QVERIFY2(files.contains(dir.filePath(it.key())), qPrintable(it.key()));
    }

    void testMatchesCPython_data()
    {
        QTest::addColumn<QString>("name");
        for (auto it = m_cpython.cbegin(); it != m_cpython.cend(); ++it)
            if (!it.value().startsWith('!'))
                QTest::newRow(qPrintable(it.key())) << it.key();
    }
    void testMatchesCPython()
    {
        QFETCH(QString, name);
        READ_OK(v, corpus(name));
        QCOMPARE(QString::fromStdString(PickleTest::describe(v)), m_cpython.value(name));
    }

    void testHostileFiles_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<QString>("opcode");
        // Offsets and opcodes from pickletools.dis of each file (pickle-format.md 6).
        QTest::newRow("persid") << "edge_persid_text.pkl" << 2LL << "PERSID";
        QTest::newRow("ext1") << "edge_ext1.pkl" << 2LL << "EXT1";
        QTest::newRow("frame") << "edge_bad_frame_len.pkl" << 2LL << "FRAME";
        QTest::newRow("underflow") << "edge_stack_underflow.pkl" << 2LL << "TUPLE2";
        QTest::newRow("binget") << "edge_binget_missing.pkl" << 2LL << "BINGET";
        QTest::newRow("huge") << "edge_huge_len.pkl" << 2LL << "BINBYTES8";
        // The FRAME claims 16 bytes where 4 are left: refused before the string is reached.
        QTest::newRow("truncated") << "edge_truncated.pkl" << 2LL << "FRAME";
        QTest::newRow("odd") << "edge_setitems_odd.pkl" << 6LL << "SETITEMS";
        QTest::newRow("reduce") << "edge_reduce_non_global.pkl" << 5LL << "REDUCE";
        QTest::newRow("unbalanced mark (strict)") << "edge_mark_unbalanced.pkl" << 5LL << "STOP";
        QTest::newRow("oob") << "np_oob_p5.pkl" << 49LL << "NEXT_BUFFER";
        QTest::newRow("oob readonly") << "edge_readonly_oob_p5.pkl" << 49LL << "NEXT_BUFFER";
        QTest::newRow("functools.partial p2") << "cls_newargs_ex_p2.pkl" << 2LL << "GLOBAL";
        QTest::newRow("functools.partial p3") << "cls_newargs_ex_p3.pkl" << 2LL << "GLOBAL";
    }
    void testHostileFiles()
    {
        QFETCH(QString, name);
        QFETCH(qint64, offset);
        QFETCH(QString, opcode);
        try {
            read(corpus(name));
            QFAIL("no error");
        } catch (const FormatError& e) {
            QCOMPARE(e.offset(), offset);
            QVERIFY2(QString::fromStdString(e.what()).contains(opcode + ":"), e.what());
            QVERIFY2(QString::fromStdString(e.file()).endsWith(name), e.what());
        }
    }

    void testHostileBytes_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<QString>("message");
        const auto h = [](const char* hex) { return QByteArray::fromHex(hex); };
        QTest::newRow("unknown opcode") << h("8002ff2e") << 2LL << "unknown opcode 0xff";
        QTest::newRow("protocol 6") << h("80064b012e") << 0LL << "PROTO: unsupported pickle protocol 6";
        QTest::newRow("truncated string")
            << h("80048c0561622e") << 2LL << "SHORT_BINUNICODE: length 5 exceeds the 3 bytes left";
        QTest::newRow("no stop") << h("80024b01") << 4LL << "without a STOP";
        QTest::newRow("empty") << QByteArray() << 0LL << "without a STOP";
        QTest::newRow("invalid utf8") << h("80048c02c3282e") << 2LL << "SHORT_BINUNICODE: invalid UTF-8";
        QTest::newRow("lone surrogate is valid") << h("80048c03eda0802e") << -2LL << "";
        QTest::newRow("build on None") << h("80024e7d622e") << 4LL << "BUILD: cannot set the state";
        QTest::newRow("stack global of ints")
            << h("80044b014b02932e") << 6LL << "STACK_GLOBAL: module and name must be str";
        QTest::newRow("global without newline") << h("800263666f6f0a626172") << 2LL << "GLOBAL: text argument";
        QTest::newRow("global with NUL") << h("800263666f006f0a6261720a2e") << 2LL << "GLOBAL: malformed global";
        QTest::newRow("eval blocked") << h("8002636275696c74696e730a6576616c0a2e") << 2LL
                                      << "blocked global builtins.eval";
        QTest::newRow("os.system blocked") << h("8002636f730a73797374656d0a2e") << 2LL << "blocked global os.system";
        QTest::newRow("py2 eval blocked")
            << h("8002635f5f6275696c74696e5f5f0a6576616c0a2e") << 2LL << "blocked global builtins.eval";
        QTest::newRow("reduce args not tuple")
            << h("8002636275696c74696e730a7365740a4b01522e") << 18LL << "REDUCE: the arguments must be a tuple";
        QTest::newRow("long4 negative") << h("80028bffffffff2e") << 2LL << "LONG4: negative byte count";
        QTest::newRow("binstring negative") << h("800254ffffffff2e") << 2LL << "BINSTRING: negative byte count";
        QTest::newRow("binunicode too long") << h("800258ffffff7f41412e") << 2LL << "BINUNICODE: length";
        QTest::newRow("appends to int") << h("80024b01284b02652e") << 7LL << "APPENDS: cannot append to int";
        QTest::newRow("setitem on list") << h("80025d4b014b02732e") << 7LL << "SETITEM: cannot set items of list";
        QTest::newRow("pop mark without mark") << h("8002312e") << 2LL << "POP_MARK: no MARK";
        QTest::newRow("binpersid outside torch")
            << h("80024b01512e") << 4LL << "BINPERSID: persistent IDs are not supported";
        QTest::newRow("next buffer") << h("8005972e") << 2LL << "NEXT_BUFFER: out-of-band";
        QTest::newRow("deep marks") << QByteArray("\x80\x02") + QByteArray(5000, '(') + "N." << 2002LL
                                    << "MARK: MARKs nested deeper than 2000";
    }
    void testHostileBytes()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(qint64, offset);
        QFETCH(QString, message);
        try {
            const PyValue v = PickleReader().readBytes(std::string_view(bytes.constData(), bytes.size()), "mem.pkl");
            QVERIFY2(offset == -2, "no error");
        } catch (const FormatError& e) {
            QVERIFY2(offset != -2, e.what());
            if (offset != -1)
                QCOMPARE(e.offset(), offset);
            QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
            QVERIFY(QString::fromStdString(e.what()).startsWith("mem.pkl: "));
        }
    }

    void testArraySizeMismatch()
    {
        // np.array([0,1,2],'<i4') pickled at protocol 3 with one data byte removed.
        QFile f(corpus("np_i4_p3.pkl"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray b = f.readAll();
        const QByteArray data = QByteArray::fromHex("430c000000000100000002000000");
        const qsizetype at = b.indexOf(data);
        QVERIFY(at > 0);
        b.replace(at, data.size(), QByteArray::fromHex("430b0000000001000000020000"));
        try {
            PickleReader().readBytes(std::string_view(b.constData(), b.size()), "cut.pkl");
            QFAIL("no error");
        } catch (const FormatError& e) {
            QVERIFY2(QString::fromStdString(e.what()).contains("BUILD: buffer size does not match array size"),
                     e.what());
        }
    }

    void testLenientStop()
    {
        PickleReadOptions lenient;
        lenient.lenientStop = true;
        // CPython returns the top of the stack (1) and ignores the unclosed MARK.
        QCOMPARE(read(corpus("edge_mark_unbalanced.pkl"), lenient).asInt(), 1);
    }

    void testOpaqueClasses()
    {
        for (const char* p : {"p2", "p3", "p4", "p5"}) {
            const QString sfx = QString::fromLatin1(p) + ".pkl";
            const PyValue plain = read(corpus("cls_plain_" + sfx));
            QCOMPARE(plain.kind(), PyValue::Kind::Object);
            const auto& o = *plain.asObject();
            QCOMPARE(o.cls.module, std::string("sample_classes"));
            QCOMPARE(o.cls.name, std::string("Plain"));
            QVERIFY(o.creation == PyObject::Creation::NewObj);
            QVERIFY(o.state);
            QCOMPARE(o.state->find("a")->asInt(), 1);
            QCOMPARE(std::string(o.state->find("b")->asString()), std::string("two"));

            const PyValue reduceValue = read(corpus("cls_reduce_" + sfx));
            const auto& reduce = *reduceValue.asObject();
            QVERIFY(reduce.creation == PyObject::Creation::Reduce);
            QCOMPARE(reduce.args->size(), std::size_t(2));
            QCOMPARE((*reduce.args)[0].asInt(), 1);
            QCOMPARE(PickleTest::describe((*reduce.args)[1]), std::string("[i2]"));
            QVERIFY(!reduce.state);

            const PyValue slottedValue = read(corpus("cls_slots_" + sfx));
            const auto& slotted = *slottedValue.asObject();
            QCOMPARE(slotted.state->kind(), PyValue::Kind::Tuple);
            QVERIFY(slotted.state->items()[0].isNone());
            QCOMPARE(slotted.state->items()[1].find("v")->asInt(), 2);

            const PyValue mylistValue = read(corpus("cls_mylist_" + sfx));
            const auto& mylist = *mylistValue.asObject();
            QCOMPARE(PickleTest::describe(PyValue::list(mylist.listItems)), std::string("[i1,i2]"));
            QCOMPARE(std::string(mylist.state->find("tag")->asString()), std::string("t"));

            const PyValue mydictValue = read(corpus("cls_mydict_" + sfx));
            const auto& mydict = *mydictValue.asObject();
            QCOMPARE(mydict.dictItems.size(), std::size_t(1));
            QCOMPARE(mydict.dictItems[0].second.asInt(), 1);

            const PyValue self = read(corpus("cls_selfref_" + sfx));
            QVERIFY(self.asObject()->state->find("b")->isSameObject(self));
        }
        for (const char* p : {"p4", "p5"}) {
            const PyValue exValue = read(corpus(QStringLiteral("cls_newargs_ex_%1.pkl").arg(p)));
            const auto& ex = *exValue.asObject();
            QVERIFY(ex.creation == PyObject::Creation::NewObjEx);
            QCOMPARE((*ex.args)[0].asInt(), 1);
            QCOMPARE(std::string(ex.kwargs->find("k")->asString()), std::string("v"));
        }
    }

    // Self-referencing pickles (README: l.append(l), d['self'] = d, t[0].append(t),
    // o.b = o): the values read have the cycle, and dropping the root frees every
    // container in it (before PyValue::breakCycles they leaked; LSan checks this too).
    void testRecursiveValuesAreFreed_data()
    {
        QTest::addColumn<QString>("name");
        const QDir dir(corpus(QString()));
        for (const auto& f :
             dir.entryList({"py_recursive_*.pkl", "cls_selfref_*.pkl", "edge_pop_*.pkl"}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(f)) << f;
        QVERIFY(dir.exists());
    }
    void testRecursiveValuesAreFreed()
    {
        QFETCH(QString, name);
        std::vector<std::weak_ptr<const void>> watches;
        {
            READ_OK(root, corpus(name));
            if (name.startsWith("py_recursive_list")) {
                QVERIFY(root.items().at(0).isSameObject(root));
                QCOMPARE(root.repr(), std::string("[[...]]"));
            } else if (name.startsWith("py_recursive_dict")) {
                QVERIFY(root.find("self")->isSameObject(root));
                QCOMPARE(root.repr(), std::string("{'self': {...}}"));
            } else if (name.startsWith("cls_selfref")) {
                QVERIFY(root.asObject()->state->find("b")->isSameObject(root));
            } else { // a tuple whose first item, a list, holds the tuple
                QCOMPARE(root.kind(), PyValue::Kind::Tuple);
                const PyValue& inner = root.items().at(0);
                QCOMPARE(inner.kind(), PyValue::Kind::List);
                QCOMPARE(inner.items().at(0).identity(), root.identity());
            }
            // Every container reachable from the root, each once.
            std::set<const void*> seen;
            std::vector<const PyValue*> todo{&root};
            while (!todo.empty()) {
                const PyValue* v = todo.back();
                todo.pop_back();
                if (!v->identity() || !seen.insert(v->identity()).second)
                    continue;
                watches.push_back(v->watch());
                if (v->kind() == PyValue::Kind::List || v->kind() == PyValue::Kind::Tuple) {
                    for (const auto& item : v->items())
                        todo.push_back(&item);
                } else if (v->kind() == PyValue::Kind::Dict) {
                    for (const auto& [k, item] : v->dictItems())
                        todo.push_back(&item);
                } else if (v->kind() == PyValue::Kind::Object && v->asObject()->state) {
                    todo.push_back(v->asObject()->state.get());
                }
            }
            QVERIFY(!watches.empty());
        }
        for (const auto& w : watches)
            QVERIFY(w.expired());
    }

    // A value copied out of a recursive structure owns what it refers to; the cycle
    // edge back to a root that was dropped reads as a typed error.
    void testRecursiveValueCopiedOut()
    {
        std::weak_ptr<const void> watchList;
        {
            READ_OK(root, corpus("py_recursive_list_p4.pkl"));
            PyValue inner = root.items().at(0);
            root = PyValue();
            QVERIFY(inner.items().at(0).isSameObject(inner));
            watchList = inner.watch();
        }
        QVERIFY(watchList.expired());

        READ_OK(tuple, corpus("py_recursive_tuple_p4.pkl"));
        PyValue list = tuple.items().at(0);
        tuple = PyValue();
        QVERIFY(list.items().at(0).isReleased());
        QVERIFY_THROWS_EXCEPTION(ValueError, list.items().at(0).items());
    }

    void testOpaqueNumpy()
    {
        const PyValue dt = read(corpus("np_datetime_p4.pkl"));
        QCOMPARE(dt.kind(), PyValue::Kind::Object);
        QCOMPARE(dt.asObject()->cls.name, std::string("_reconstruct"));
        QVERIFY(dt.asObject()->state);
        const PyValue rs = read(corpus("np_randomstate_p4.pkl"));
        QCOMPARE(rs.asObject()->cls.name, std::string("__randomstate_ctor"));
        const PyValue* key = rs.asObject()->state->find("state")->find("key");
        QVERIFY(key && key->isArray());
        QCOMPARE(key->asArray().dtype(), DType(DTypeKind::UInt32));
        QCOMPARE(key->asArray().size(), 624);
        // np.random.RandomState(42): MT19937 key[0] is the seed itself.
        QCOMPARE(key->asArray().toInt64(0), 42);
    }

    void testTorchDtypes_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("kind");
        QTest::newRow("f32") << "torch_f32_p2.pkl" << int(DTypeKind::Float32);
        QTest::newRow("f64") << "torch_f64_p2.pkl" << int(DTypeKind::Float64);
        QTest::newRow("f16") << "torch_f16_p2.pkl" << int(DTypeKind::Float16);
        QTest::newRow("bf16") << "torch_bf16_p2.pkl" << int(DTypeKind::BFloat16);
        QTest::newRow("i64") << "torch_i64_p2.pkl" << int(DTypeKind::Int64);
        QTest::newRow("i32") << "torch_i32_p2.pkl" << int(DTypeKind::Int32);
        QTest::newRow("i16") << "torch_i16_p2.pkl" << int(DTypeKind::Int16);
        QTest::newRow("i8") << "torch_i8_p2.pkl" << int(DTypeKind::Int8);
        QTest::newRow("u8") << "torch_u8_p2.pkl" << int(DTypeKind::UInt8);
        QTest::newRow("bool") << "torch_bool_p2.pkl" << int(DTypeKind::Bool);
        QTest::newRow("c64") << "torch_c64_p2.pkl" << int(DTypeKind::Complex64);
    }
    void testTorchDtypes()
    {
        QFETCH(QString, name);
        QFETCH(int, kind);
        READ_OK(v, corpus(name));
        QVERIFY(v.isArray());
        const NdArray& a = v.asArray();
        QVERIFY(a.isTorch());
        QCOMPARE(int(a.dtype().kind()), kind);
        QCOMPARE(a.shape(), Shape{3});
        // torch.tensor([1,0,2]) (bool: [True, False, True]).
        const std::vector<double> expected =
            kind == int(DTypeKind::Bool) ? std::vector<double>{1, 0, 1} : std::vector<double>{1, 0, 2};
        QCOMPARE(values(a), expected);
    }

    void testTorchLayouts()
    {
        for (const char* f : {"torch_f32_p3.pkl", "torch_f32_p4.pkl", "torch_f32_p5.pkl", "torch_f32_p2_plain.pkl"})
            QCOMPARE(values(read(corpus(f)).asArray()), (std::vector<double>{1, 2, 3}));
        const NdArray grad = read(corpus("torch_grad_p4.pkl")).asArray();
        QVERIFY(grad.requiresGrad());
        QVERIFY(!read(corpus("torch_f32_p4.pkl")).asArray().requiresGrad());
        const NdArray t = read(corpus("torch_transposed_p4.pkl")).asArray();
        QCOMPARE(t.shape(), (Shape{3, 2}));
        QCOMPARE(t.strides(), (Strides{4, 12}));
        QCOMPARE(values(t), (std::vector<double>{0, 3, 1, 4, 2, 5}));
        const NdArray view = read(corpus("torch_view_offset_p4.pkl")).asArray();
        QCOMPARE(values(view), (std::vector<double>{2, 4, 6}));
        QCOMPARE(view.storage()->size(), std::size_t(40));
        const NdArray zero = read(corpus("torch_scalar0d_p4.pkl")).asArray();
        QCOMPARE(zero.ndim(), 0);
        QCOMPARE(zero.toDouble(0), 7.0);
        const NdArray param = read(corpus("torch_param_p4.pkl")).asArray();
        QVERIFY(param.requiresGrad());
        QCOMPARE(values(param), (std::vector<double>{1, 2}));
        const PyValue mixed = read(corpus("mixed_np_torch_dict_p4.pkl"));
        QCOMPARE(mixed.kind(), PyValue::Kind::Dict);
        const PyValue batch = read(corpus("tianshou_batch_torch_p4.pkl"));
        QVERIFY(batch.isBatch());
        QVERIFY(batch.asBatch()->get("t").asArray().isTorch());
        QVERIFY(batch.asBatch()->get("s").isBatch());
        QVERIFY(batch.asBatch()->get("s").asBatch()->isEmpty());
    }

    void testZeroCopy()
    {
        for (const char* f : {"np_big_f64_p4.pkl", "np_big_f64_p5.pkl"}) {
            const NdArray a = read(corpus(f)).asArray();
            QCOMPARE(a.size(), 10000);
            QCOMPARE(a.toDouble(9999), 9999.0);
            QCOMPARE(a.toDouble(1234), 1234.0);
            QVERIFY(a.storage()->isExternal());
            QVERIFY(!a.storage()->isWritable());
            // Opting out of unaligned views gives aligned memory (a copy when needed).
            PickleReadOptions aligned;
            aligned.viewUnaligned = false;
            const NdArray b = read(corpus(f), aligned).asArray();
            QCOMPARE(reinterpret_cast<std::uintptr_t>(b.elementPtr(0)) % 8, std::uintptr_t(0));
            QCOMPARE(b.toDouble(1234), 1234.0);
        }
    }

    // Opening never copies array data: every numeric array of at least 256 bytes read
    // from a protocol 3+ fixture is a view of the file mapping, aligned or not. (Protocols
    // 0-2 store payloads as latin-1 text that must be decoded, so they cannot be views.)
    // Values are checked by testTianshouFixtures and testMatchesCPython, which read with
    // the same default options.
    void testFixtureArraysAreViews()
    {
        const QRegularExpression protocol3(QStringLiteral("[._]p[345]\\.pkl$"));
        const QDir fixtures(TestUtils::sharedPath("fixtures"));
        int files = 0, arrays = 0, unaligned = 0;
        for (const auto& d : fixtures.entryList({"tianshou-v*", "pickle-corpus"}, QDir::Dirs, QDir::Name)) {
            const QDir dir(fixtures.filePath(d));
            for (const auto& f : dir.entryList({"*.pkl"}, QDir::Files, QDir::Name)) {
                if (!protocol3.match(f).hasMatch() || f.startsWith("edge_"))
                    continue;
                PyValue v;
                try {
                    v = read(dir.filePath(f));
                } catch (const FormatError&) {
                    continue; // refused on purpose (blocked globals); testMatchesCPython checks which
                }
                ArrayWalk walk;
                walk.visit(v);
                for (const auto& [name, a] : walk.large) {
                    const QString where = d + "/" + f + ": " + QString::fromStdString(name);
                    QVERIFY2(a.storage()->isExternal(), qPrintable(where));
                    QVERIFY2(!a.storage()->isWritable(), qPrintable(where));
                    const auto address = reinterpret_cast<std::uintptr_t>(a.elementPtr(0));
                    unaligned += address % a.dtype().itemSize() != 0 ? 1 : 0;
                    ++arrays;
                }
                ++files;
            }
        }
        // The check must have met real work: many arrays, some of them unaligned (the
        // ones the reader used to copy).
        QVERIFY2(files >= 100, qPrintable(QString::number(files)));
        QVERIFY2(arrays >= 20, qPrintable(QString::number(arrays)));
        QVERIFY2(unaligned >= 1, qPrintable(QString::number(unaligned)));
    }

    // Inputs the fuzzer (fuzz/fuzz_pickle.cpp) found to crash or hang the reader: each
    // must now end, quickly, in a value where CPython loads the file and in a clean
    // FormatError where CPython refuses it.
    void testFuzzRegressions_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("loads"); // what CPython's pickle.loads does (README.md there)
        const QDir dir(TestUtils::testDataPath("pickle/fuzz"));
        QTest::newRow("timeout-shared-tuples") << dir.filePath("timeout-shared-tuples.pkl") << true;
        QTest::newRow("crash-cyclic-compare") << dir.filePath("crash-cyclic-compare.pkl") << false;
        QTest::newRow("timeout-hash-shared-tuples") << dir.filePath("timeout-hash-shared-tuples.pkl") << false;
        QTest::newRow("leak-memo-overwritten-cycle") << dir.filePath("leak-memo-overwritten-cycle.pkl") << false;
    }
    void testFuzzRegressions()
    {
        QFETCH(QString, path);
        QElapsedTimer timer;
        timer.start();
        QFETCH(bool, loads);
        try {
            const PyValue v = read(path);
            QVERIFY2(loads, "CPython refuses this file; we must too");
        } catch (const FormatError& e) {
            QVERIFY2(!loads, e.what());
        }
        QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed()) + " ms"));
    }

    void testTianshouFixtures_data()
    {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<QJsonObject>("record");
        const QDir fixtures(TestUtils::sharedPath("fixtures"));
        for (const auto& d : fixtures.entryList({"tianshou-v*"}, QDir::Dirs, QDir::Name)) {
            const QJsonArray files = TestUtils::manifestFiles(d);
            QVERIFY(!files.isEmpty());
            int count = 0;
            for (const auto& f : files) {
                const QJsonObject r = f.toObject();
                if (!r.value("file").toString().endsWith(".pkl"))
                    continue;
                QTest::newRow(qPrintable(d + "/" + r.value("file").toString())) << fixtures.filePath(d) << r;
                ++count;
            }
            QVERIFY(count > 0);
        }
    }
    void testTianshouFixtures()
    {
        QFETCH(QString, dir);
        QFETCH(QJsonObject, record);
        READ_OK(v, dir + "/" + record.value("file").toString());
        QJsonObject tree;
        const Batch* root = nullptr;
        if (record.value("class").toString() == "Batch") {
            QVERIFY(v.isBatch());
            root = v.asBatch().get();
            tree = record.value("tree").toObject();
        } else {
            QCOMPARE(v.kind(), PyValue::Kind::Object);
            QCOMPARE(QString::fromStdString(v.asObject()->cls.name), record.value("class").toString());
            QCOMPARE(QString::fromStdString(v.asObject()->cls.module), record.value("module").toString());
            const PyValue* meta = v.asObject()->state->find("_meta");
            QVERIFY(meta && meta->isBatch());
            root = meta->asBatch().get();
            QCOMPARE(v.asObject()->state->find("maxsize")->asInt(), record.value("maxsize").toInteger());
            tree = record.value("storage").toObject();
        }
        int leaves = 0;
        for (auto it = tree.begin(); it != tree.end(); ++it) {
            const QJsonObject leaf = it.value().toObject();
            const PyValue* value = root->findPath(it.key().toStdString());
            QVERIFY2(value, qPrintable(it.key()));
            const QString kind = leaf.value("kind").toString();
            if (kind == "reserved") {
                QVERIFY(value->isBatch() && value->asBatch()->isEmpty());
            } else if (kind == "object") {
                QCOMPARE(QString::fromStdString(value->repr()), leaf.value("repr").toString());
            } else {
                QVERIFY2(value->isArray(), qPrintable(it.key()));
                const NdArray& a = value->asArray();
                QCOMPARE(a.isTorch(), kind == "torch");
                QCOMPARE(QString::fromStdString(a.dtype().name()), leaf.value("dtype").toString());
                Shape shape;
                for (const auto& d : leaf.value("shape").toArray())
                    shape.push_back(d.toInteger());
                QCOMPARE(a.shape(), shape);
                if (leaf.contains("sha256")) {
                    const std::string raw = PickleTest::rawText(a);
                    const QByteArray bytes = raw.rfind("sha", 0) == 0 ? QByteArray() : QByteArray::fromHex(raw.c_str());
                    const QString sha =
                        raw.rfind("sha", 0) == 0
                            ? QString::fromStdString(raw.substr(3))
                            : QString(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
                    QCOMPARE(sha, leaf.value("sha256").toString());
                    double sum = 0;
                    for (std::int64_t i = 0; i < a.size(); ++i)
                        if (!std::isnan(a.toDouble(i)))
                            sum += a.toDouble(i);
                    QVERIFY2(std::abs(sum - leaf.value("sum").toDouble()) <= 1e-6 * std::max(1.0, std::abs(sum)),
                             qPrintable(it.key()));
                } else if (leaf.contains("repr")) {
                    const auto reprs = leaf.value("repr").toArray();
                    for (int i = 0; i < reprs.size(); ++i)
                        QCOMPARE(QString::fromStdString(a.scalarAt(i).repr()), reprs.at(i).toString());
                }
            }
            ++leaves;
        }
        QVERIFY(leaves > 0 || root->isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestPickleReader)
#include "tst_picklereader.moc"
