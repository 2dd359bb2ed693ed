// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// .npy / .npz: every dtype numpy writes, read and written back, checked against numpy
// itself (tests/data/npy/npy_cases.py), the fixture, and hostile inputs.
#include "testutils.h"

#include <core/array/arrayops.h>
#include <core/buffer/episodes.h>
#include <core/error.h>
#include <core/io/npy/npyformat.h>
#include <core/io/npy/npzarchive.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ReplayScope::Core;

class TestNpy : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QJsonObject m_expected; // what numpy says each case is

    static QString script()
    {
        QFile f(TestUtils::testDataPath(QStringLiteral("npy/npy_cases.py")));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }

    std::string path(const QString& name) const { return m_dir.filePath(name).toStdString(); }

    static QByteArray contiguousBytes(const NdArray& a)
    {
        const NdArray c = a.contiguous();
        if (c.size() == 0)
            return {};
        return QByteArray(reinterpret_cast<const char*>(c.elementPtr(0)), int(c.nbytes()));
    }

    // Compares an array we read with numpy's description of the same case.
    static void compareWithNumpy(const NdArray& a, const QJsonObject& e)
    {
        if (e.value("descr").isString())
            QCOMPARE(QString::fromStdString(npyDescrText(a.dtype())), e.value("descr").toString());
        else
            QCOMPARE(QString::fromStdString(a.dtype().typeString()), e.value("dtype").toString());
        QJsonArray shape;
        for (std::int64_t d : a.shape())
            shape.append(qint64(d));
        QCOMPARE(shape, e.value("shape").toArray());
        QCOMPARE(a.isFContiguous() && !a.isCContiguous(), e.value("fortran").toBool());
        if (e.contains("reprs")) {
            QJsonArray reprs;
            for (std::int64_t k = 0; k < a.size(); ++k)
                reprs.append(QString::fromStdString(a.item(k).repr()));
            QCOMPARE(reprs, e.value("reprs").toArray());
        } else {
            QCOMPARE(contiguousBytes(a).toHex(), e.value("hex").toString().toLatin1());
        }
    }

    void writeBytes(const QString& name, const QByteArray& bytes) const
    {
        QFile f(m_dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }

    static QByteArray readBytes(const QString& file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    void addCaseRows()
    {
        QTest::addColumn<QString>("name");
        for (const QString& name : m_expected.keys())
            QTest::newRow(qPrintable(name)) << name;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        bool ok = false;
        QString error;
        const QByteArray out = TestUtils::runPython(script(), {QStringLiteral("make"), m_dir.path()}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        m_expected = QJsonDocument::fromJson(out).object();
        QVERIFY(m_expected.size() > 30);
    }

    void testReadNpy_data() { addCaseRows(); }
    void testReadNpy()
    {
        QFETCH(QString, name);
        const NdArray a = readNpyFile(path(name + ".npy"));
        compareWithNumpy(a, m_expected.value(name).toObject());
        if (!a.dtype().isObject() && a.size() > 0)
            QVERIFY(a.storage()->isExternal()); // a view of the mapping, not a copy
    }

    void testNpyBytesEqualNumpySave_data() { addCaseRows(); }
    void testNpyBytesEqualNumpySave()
    {
        QFETCH(QString, name);
        if (name == "version_2" || name == "version_3") // explicit versions; np.save picks 1.0
            return;
        const QByteArray numpyBytes = readBytes(m_dir.filePath(name + ".npy"));
        const NdArray a = readNpyFile(path(name + ".npy"));
        std::string ours;
        writeNpy(a, [&ours](std::string_view b) { ours.append(b); });
        const NpyHeader h = parseNpyHeader(reinterpret_cast<const std::byte*>(numpyBytes.data()),
                                           std::size_t(numpyBytes.size()), name.toStdString());
        // Object payloads are pickles of a different protocol; headers still match.
        const qsizetype compared = a.dtype().isObject() ? qsizetype(h.dataOffset) : numpyBytes.size();
        QCOMPARE(QByteArray::fromStdString(ours).left(compared).toHex(), numpyBytes.left(compared).toHex());
        if (!a.dtype().isObject())
            QCOMPARE(qsizetype(ours.size()), numpyBytes.size());
    }

    void testReadNpz_data()
    {
        QTest::addColumn<QString>("archive");
        QTest::newRow("np.savez (stored)") << "all.npz";
        QTest::newRow("np.savez_compressed (deflated)") << "all_compressed.npz";
    }
    void testReadNpz()
    {
        QFETCH(QString, archive);
        const NpzArchive npz = NpzArchive::open(path(archive));
        int arrays = 0;
        for (const NpzMember& m : npz.members()) {
            QVERIFY(m.isNpy);
            QCOMPARE(m.compressed, archive.contains("compressed"));
            const QJsonObject e = m_expected.value(QString::fromStdString(m.key)).toObject();
            QVERIFY2(!e.isEmpty(), m.key.c_str());
            const NdArray a = npz.read(m.key);
            compareWithNumpy(a, e);
            if (QTest::currentTestFailed())
                QFAIL(m.key.c_str());
            if (!a.dtype().isObject() && a.size() > 0)
                QVERIFY(a.storage()->isExternal()); // views the mapping or the inflated member
            const NpyHeader h = npz.header(m.key);
            QCOMPARE(h.shape, a.shape());
            ++arrays;
        }
        QCOMPARE(arrays, m_expected.size() - 3); // the version_N files are not in the archives
        QVERIFY_THROWS_EXCEPTION(KeyError, npz.read("no_such_key"));
    }

    void testNpzRoundTripThroughNumpy_data()
    {
        QTest::addColumn<QString>("archive");
        QTest::addColumn<bool>("compress");
        QTest::newRow("stored -> stored") << "all.npz" << false;
        QTest::newRow("stored -> deflated") << "all.npz" << true;
        QTest::newRow("deflated -> stored") << "all_compressed.npz" << false;
        QTest::newRow("deflated -> deflated") << "all_compressed.npz" << true;
    }
    void testNpzRoundTripThroughNumpy()
    {
        QFETCH(QString, archive);
        QFETCH(bool, compress);
        const Batch batch = readNpzFile(path(archive));
        const QString out = m_dir.filePath(QStringLiteral("ours_%1_%2.npz").arg(archive).arg(compress));
        writeNpzFile(out.toStdString(), batch, NpzWriteOptions{compress});
        bool ok = false;
        QString error;
        const QByteArray result = TestUtils::runPython(script(), {QStringLiteral("check"), out}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        QCOMPARE(result.trimmed(), QByteArray("OK"));
        const NpzArchive back = NpzArchive::open(out.toStdString());
        QCOMPARE(back.members().front().compressed, compress);
    }

    void testDottedKeysNest()
    {
        Batch obs;
        obs.set("pos", PyValue::array(NdArray::fromDoubles({1, 2, 3, 4}, {2, 2})));
        obs.set("vel", PyValue::array(NdArray::fromInts({5, 6}, {2})));
        Batch root;
        root.set("obs", PyValue::batch(std::make_shared<Batch>(obs)));
        root.set("rew", PyValue::array(NdArray::fromDoubles({0.5, -1.0}, {2}, DType(DTypeKind::Float32))));
        root.set("empty", PyValue::batch(Batch::make())); // reserved key: nothing to store
        const QString out = m_dir.filePath(QStringLiteral("dotted.npz"));
        writeNpzFile(out.toStdString(), root);

        bool ok = false;
        QString error;
        const QByteArray keys = TestUtils::runPython(
            QStringLiteral("import numpy as np, sys\nz = np.load(sys.argv[1])\n"
                           "print(sorted(z.files), z['obs.pos'].tolist(), z['obs.vel'].dtype, z['rew'].dtype)"),
            {out}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        QCOMPARE(keys.trimmed(), QByteArray("['obs.pos', 'obs.vel', 'rew'] [[1.0, 2.0], [3.0, 4.0]] int64 float32"));

        const Batch back = readNpzFile(out.toStdString());
        QCOMPARE(back.keys(), (std::vector<std::string>{"obs", "rew"}));
        QVERIFY(back.get("obs").isBatch());
        QVERIFY(arrayEqual(back.findPath("obs.pos")->asArray(), obs.get("pos").asArray()));
        QVERIFY(arrayEqual(back.findPath("obs.vel")->asArray(), obs.get("vel").asArray()));

        Batch dotted;
        dotted.set("a.b", PyValue::array(NdArray::fromInts({1})));
        QVERIFY_THROWS_EXCEPTION(ValueError, writeNpzFile(m_dir.filePath("bad.npz").toStdString(), dotted));
        QVERIFY(!QFile::exists(m_dir.filePath("bad.npz"))); // atomic: nothing left behind
    }

    void testFixture()
    {
        const std::string file = TestUtils::sharedPath("fixtures/other-formats/transitions.npz").toStdString();
        const Batch b = readNpzFile(file);
        QCOMPARE(b.keys(), (std::vector<std::string>{"obs", "act", "rew", "done"}));
        const QJsonObject record =
            TestUtils::manifestEntry(QStringLiteral("other-formats"), QStringLiteral("transitions.npz"));
        QVERIFY(!record.isEmpty());
        QCOMPARE(b.length(), record.value(QStringLiteral("steps")).toInteger());
        bool ok = false;
        QString error;
        const QByteArray sums = TestUtils::runPython(
            QStringLiteral(
                "import numpy as np, sys\nz = np.load(sys.argv[1])\n"
                "print(' '.join(f'{k}:{z[k].dtype.str}:{z[k].astype(np.float64).sum():.17g}' for k in z.files))"),
            {QString::fromStdString(file)}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        QStringList ours;
        for (const auto& [key, value] : b.entries()) {
            const NdArray& a = value.asArray();
            double sum = 0;
            for (std::int64_t k = 0; k < a.size(); ++k)
                sum += a.toDouble(k);
            ours << QStringLiteral("%1:%2:%3")
                        .arg(QString::fromStdString(key), QString::fromStdString(a.dtype().typeString()),
                             QString::number(sum, 'g', 17));
        }
        QCOMPARE(ours.join(' '), QString::fromUtf8(sums.trimmed()));

        // Episodes from the done column (the members are mapped from the zip unaligned:
        // the flag and reward reads must not assume alignment, which UBSan checks).
        const QByteArray episodes = TestUtils::runPython(
            QStringLiteral("import numpy as np, sys\nz = np.load(sys.argv[1])\nout, n, ret = [], 0, 0.0\n"
                           "for r, d in zip(z['rew'].astype(np.float64), z['done']):\n"
                           "    n += 1; ret += r\n"
                           "    if d: out.append(f'{n}:{ret:.17g}'); n, ret = 0, 0.0\n"
                           "if n: out.append(f'{n}:{ret:.17g}')\nprint(' '.join(out))"),
            {QString::fromStdString(file)}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        QStringList got;
        const EpisodeList list = EpisodeList::fromBatch(b);
        for (const Episode& e : list.episodes())
            got << QStringLiteral("%1:%2").arg(e.length()).arg(QString::number(e.episodeReturn, 'g', 17));
        QCOMPARE(got.join(' '), QString::fromUtf8(episodes.trimmed()));
    }

    void testHostileNpy_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        auto v1 = [](const QByteArray& header, const QByteArray& data = {}) {
            QByteArray out("\x93NUMPY\x01\x00", 8);
            out.append(char(header.size() & 0xFF)).append(char(header.size() >> 8));
            return out + header + data;
        };
        QTest::newRow("empty file") << QByteArray();
        QTest::newRow("bad magic") << QByteArray("NUMPY\x01\x00\x10\x00{}");
        QTest::newRow("unknown version") << QByteArray("\x93NUMPY\x04\x00\x02\x00{}", 12);
        QTest::newRow("header beyond the file") << QByteArray("\x93NUMPY\x01\x00\xff\x00{'descr'", 17);
        QTest::newRow("code in the header")
            << v1("{'descr': __import__('os'), 'fortran_order': False, 'shape': (1,), }\n");
        QTest::newRow("missing key") << v1("{'descr': '<f4', 'shape': (3,), }\n", QByteArray(12, 0));
        QTest::newRow("extra key") << v1("{'descr': '<f4', 'fortran_order': False, 'shape': (1,), 'x': 1}\n",
                                         QByteArray(4, 0));
        QTest::newRow("negative shape") << v1("{'descr': '<f4', 'fortran_order': False, 'shape': (-1,), }\n");
        QTest::newRow("float in shape") << v1("{'descr': '<f4', 'fortran_order': False, 'shape': (1.5,), }\n");
        QTest::newRow("huge shape") << v1(
            "{'descr': '<f8', 'fortran_order': False, 'shape': (4611686018427387904, 8), }\n");
        QTest::newRow("not a dict") << v1("['descr', '<f4']\n");
        QTest::newRow("unterminated string") << v1("{'descr': '<f4, 'fortran_order': False, 'shape': (1,), }\n");
        QTest::newRow("datetime dtype") << v1("{'descr': '<M8[ns]', 'fortran_order': False, 'shape': (1,), }\n",
                                              QByteArray(8, 0));
        QTest::newRow("sub-array field") << v1(
            "{'descr': [('a', '<f4', (2,))], 'fortran_order': False, 'shape': (1,), }\n", QByteArray(8, 0));
        QTest::newRow("deep nesting") << v1(QByteArray(5000, '[') + "\n");
        QTest::newRow("truncated data") << v1("{'descr': '<f8', 'fortran_order': False, 'shape': (100,), }\n",
                                              QByteArray(10, 0));
        QTest::newRow("bad object pickle")
            << v1("{'descr': '|O', 'fortran_order': False, 'shape': (1,), }\n", "\x80\x03garbage");
    }
    void testHostileNpy()
    {
        QFETCH(QByteArray, bytes);
        writeBytes(QStringLiteral("hostile.npy"), bytes);
        const std::string file = path(QStringLiteral("hostile.npy"));
        try {
            readNpyFile(file);
            QFAIL("no error");
        } catch (const FormatError& e) {
            QVERIFY2(std::string(e.what()).find(file) != std::string::npos, e.what());
        }
    }

    void testHostileNpz_data()
    {
        QTest::addColumn<QString>("archive");
        QTest::addColumn<QString>("damage");
        QTest::newRow("stored, cut in half") << "all.npz"
                                             << "cut";
        QTest::newRow("deflated, cut in half") << "all_compressed.npz"
                                               << "cut";
        QTest::newRow("deflated, data flipped") << "all_compressed.npz"
                                                << "flip";
        QTest::newRow("stored, directory offset broken") << "all.npz"
                                                         << "directory";
        QTest::newRow("not a zip") << "le_f4.npy"
                                   << "none";
    }
    void testHostileNpz()
    {
        QFETCH(QString, archive);
        QFETCH(QString, damage);
        QByteArray bytes = readBytes(m_dir.filePath(archive));
        if (damage == "cut") {
            bytes.truncate(bytes.size() / 2);
        } else if (damage == "flip") {
            for (qsizetype i = 200; i < 400; ++i)
                bytes[i] = char(bytes[i] ^ 0x5A); // inside the first member's deflate stream
        } else if (damage == "directory") {
            const qsizetype end = bytes.lastIndexOf(QByteArray("PK\x05\x06", 4));
            QVERIFY(end > 0);
            bytes[end + 16] = char(0xFE); // central directory offset now points elsewhere
        }
        writeBytes(QStringLiteral("hostile.npz"), bytes);
        const std::string file = path(QStringLiteral("hostile.npz"));
        try {
            const NpzArchive npz = NpzArchive::open(file);
            for (const NpzMember& m : npz.members())
                npz.read(m.key);
            QFAIL("no error");
        } catch (const FormatError& e) {
            QVERIFY2(std::string(e.what()).find(file) != std::string::npos, e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestNpy)
#include "tst_npy.moc"
