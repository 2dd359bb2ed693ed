// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "hdf5testutils.h"

#include <core/error.h>
#include <core/io/hdf5/hdf5reader.h>
#include <core/io/hdf5/hdf5writer.h>
#include <core/io/hdf5/tianshouhdf5.h>

#include <QDir>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace ReplayScope::Core;
using namespace Hdf5TestUtils;

class TestHdf5Writer : public QObject {
    Q_OBJECT

private:
    static QString fixture(const QString& relative) { return TestUtils::sharedPath("fixtures/" + relative); }

    // Runs compare_tianshou.py (h5py + Tianshou's from_hdf5 rules + the pickle stub).
    static QString compareWithH5py(const QString& original, const QString& written, const QString& compression)
    {
        QFile script(TestUtils::testDataPath("hdf5/compare_tianshou.py"));
        if (!script.open(QIODevice::ReadOnly))
            return QStringLiteral("compare_tianshou.py missing");
        qputenv("PYTHONPATH", TestUtils::sharedPath("tools/pystub").toUtf8());
        bool ok = false;
        QString error;
        const QByteArray out =
            TestUtils::runPython(QString::fromUtf8(script.readAll()), {original, written, compression}, &ok, &error);
        if (!ok || out.trimmed() != "OK")
            return QString::fromUtf8(out) + error;
        return {};
    }

private slots:
    void testRoundTrip_data()
    {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("compression");
        const QDir fixtures(TestUtils::sharedPath(QStringLiteral("fixtures")));
        for (const QString& dir : fixtures.entryList({QStringLiteral("tianshou-v*")}, QDir::Dirs)) {
            for (const QString& file : QDir(fixtures.filePath(dir)).entryList({QStringLiteral("*.h5")}, QDir::Files)) {
                const QString same = file.contains("gzip") ? "gzip" : "none";
                QTest::newRow(qPrintable(dir + "/" + file + " " + same)) << dir << file << same;
            }
            // Every compression once per release, on a buffer with pickles inside.
            QTest::newRow(qPrintable(dir + "/vector3.h5 lzf")) << dir << "vector3.h5"
                                                               << "lzf";
            QTest::newRow(qPrintable(dir + "/prio.h5 gzip")) << dir << "prio.h5"
                                                             << "gzip";
            QTest::newRow(qPrintable(dir + "/atari_like.gzip.h5 lzf")) << dir << "atari_like.gzip.h5"
                                                                       << "lzf";
        }
    }

    void testRoundTrip()
    {
        QFETCH(QString, dir);
        QFETCH(QString, file);
        QFETCH(QString, compression);
        QTemporaryDir tmp;
        const QString original = fixture(dir + "/" + file);
        const QString written = tmp.filePath("out.h5");
        const TianshouHdf5 read = readTianshouHdf5(original.toStdString());
        const Hdf5Compression how = compression == "gzip"  ? Hdf5Compression::gzip()
                                    : compression == "lzf" ? Hdf5Compression::lzf()
                                                           : Hdf5Compression::none();
        writeTianshouHdf5(written.toStdString(), read.state, how);

        // h5py, with Tianshou's from_hdf5 rules, sees the same content.
        const QString diff = compareWithH5py(original, written, compression);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));

        // And so do we.
        const TianshouHdf5 again = readTianshouHdf5(written.toStdString());
        const QJsonObject record = manifestRecord(dir, file);
        QCOMPARE(QString::fromStdString(again.className), record.value("class").toString());
        QCOMPARE(again.size, record.value("len").toInteger());
        QCOMPARE(again.insertionIndex, read.insertionIndex);
        QCOMPARE(again.naming, read.naming);
        const QString treeDiff = compareTree(*again.meta, record.value("storage").toObject());
        QVERIFY2(treeDiff.isEmpty(), qPrintable(treeDiff));
        QVERIFY(QDir(tmp.path()).entryList(QDir::Files) == QStringList{"out.h5"}); // no temporary left
    }

    void testLayoutRules()
    {
        // tianshou-spec 4.5 writer rules, checked on a fresh state through h5py.
        auto inner = Batch::make({{"index", PyValue::array(NdArray::arange(3))}});
        NdArray tensor = NdArray::fromDoubles({1, 2, 3}, {3}, DType(DTypeKind::Float32));
        tensor.setTorch(true);
        auto meta = Batch::make({{"obs", PyValue::batch(inner)},
                                 {"t", PyValue::array(tensor)},
                                 {"extra", PyValue::array(NdArray::fromObjects({PyValue(), PyValue(), PyValue()}))}});
        PyValue state = PyValue::dict();
        state.setItem(PyValue::fromStr("maxsize"), PyValue::fromInt(3));
        state.setItem(PyValue::fromStr("_save_obs_next"), PyValue::fromBool(true));
        state.setItem(PyValue::fromStr("_ep_return"), PyValue::fromFloat(1.5));
        state.setItem(PyValue::fromStr("scalar64"), PyValue::scalar(NdArray::scalarInt(7)));
        state.setItem(PyValue::fromStr("name"), PyValue::fromStr("buffer"));
        state.setItem(PyValue::fromStr("nothing"), PyValue());
        state.setItem(PyValue::fromStr("zero_d"), PyValue::array(NdArray::scalar(2.0)));
        PyValue options = PyValue::dict();
        options.setItem(PyValue::fromStr("stack_num"), PyValue::fromInt(1));
        state.setItem(PyValue::fromStr("options"), options);
        state.setItem(PyValue::fromStr("_meta"), PyValue::batch(meta));

        QTemporaryDir tmp;
        const QString plain = tmp.filePath("plain.h5");
        const QString gzip = tmp.filePath("gzip.h5");
        writeTianshouHdf5(plain.toStdString(), state);
        writeTianshouHdf5(gzip.toStdString(), state, Hdf5Compression::gzip(6));

        const QString dump =
            QStringLiteral("import h5py,sys\n"
                           "f=h5py.File(sys.argv[1])\n"
                           "for k,v in sorted(f.attrs.items()): print('@'+k, type(v).__name__, v)\n"
                           "def show(n,o):\n"
                           "  t=o.attrs.get('__data_type__','-')\n"
                           "  if isinstance(o,h5py.Dataset): print(n, t, o.dtype, o.shape, o.compression)\n"
                           "  else: print(n+'/', t, sorted(o.attrs.keys()))\n"
                           "f.visititems(show)\n");
        bool ok = false;
        QString error;
        const QString got = QString::fromUtf8(TestUtils::runPython(dump, {plain}, &ok, &error));
        QVERIFY2(ok, qPrintable(error));
        const QString expected = QStringLiteral("@_ep_return float64 1.5\n"
                                                "@_save_obs_next bool_ True\n"
                                                "@maxsize int64 3\n"
                                                "_meta/ Batch ['__data_type__']\n"
                                                "_meta/extra pickled_ndarray int8 (%1,) None\n"
                                                "_meta/obs/ - []\n"
                                                "_meta/obs/index ndarray int64 (3,) None\n"
                                                "_meta/t Tensor float32 (3,) None\n"
                                                "name str int8 (%2,) None\n"
                                                "nothing NoneType int8 (%3,) None\n"
                                                "options/ - ['stack_num']\n"
                                                "scalar64 int64 int8 (%4,) None\n"
                                                "zero_d ndarray float64 () None\n");
        // Pickle lengths come from the pickle writer; take them from the file itself.
        QStringList lengths;
        for (const QString& line : got.split('\n')) {
            if (line.contains(" int8 ("))
                lengths << line.section('(', 1).section(',', 0, 0);
        }
        QCOMPARE(lengths.size(), 4);
        QCOMPARE(got, expected.arg(lengths[0], lengths[1], lengths[2], lengths[3]));

        // Under compression a 0-d array cannot be a dataset: Tianshou pickles it.
        const QString gotGzip = QString::fromUtf8(TestUtils::runPython(dump, {gzip}, &ok, &error));
        QVERIFY2(ok, qPrintable(error));
        QVERIFY(gotGzip.contains(QRegularExpression("zero_d pickled_ndarray int8 \\(\\d+,\\) gzip")));
        QVERIFY(gotGzip.contains("_meta/obs/index ndarray int64 (3,) gzip"));

        // Read back: from_hdf5 sees what was written.
        const TianshouHdf5 back = readTianshouHdf5(plain.toStdString());
        QVERIFY(back.meta->findPath("t")->asArray().isTorch());
        QCOMPARE(back.meta->findPath("obs.index")->asArray().toInt64(2), 2);
        QCOMPARE(back.maxsize, 3);
    }

    // Plain HDF5 (the D4RL export): datasets and groups only; h5py finds no Tianshou
    // marker anywhere and reads the values back; what only a pickle could hold is refused.
    void testPlainFile()
    {
        QTemporaryDir tmp;
        const QString path = tmp.filePath("plain.hdf5");
        Batch batch;
        batch.set("observations", PyValue::array(NdArray::arange(12).reshape({4, 3})));
        batch.set("terminals", PyValue::array(NdArray::fromBools({false, true, false, true}, {4})));
        auto infos = Batch::make();
        infos->set("qpos", PyValue::array(NdArray::arange(4)));
        batch.set("infos", PyValue::batch(infos));
        batch.set("seed", PyValue::fromInt(7)); // a Batch keeps it as a 0-d array: a scalar dataset
        writePlainHdf5(path.toStdString(), batch);
        bool ok = false;
        QString error;
        const QByteArray out = TestUtils::runPython(
            QStringLiteral("import sys, h5py\nf = h5py.File(sys.argv[1], 'r')\nmarks = []\n"
                           "f.visititems(lambda n, o: marks.extend(n for a in o.attrs if a == '__data_type__'))\n"
                           "print(len(marks), list(f['observations'][3]), list(f['terminals'][()]),"
                           " int(f['infos/qpos'][2]), int(f['seed'][()]), sorted(f.keys()))"),
            {path}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        QCOMPARE(
            out.trimmed(),
            QByteArray("0 [9, 10, 11] [False, True, False, True] 2 7 ['infos', 'observations', 'seed', 'terminals']"));
        Batch bad;
        bad.set("what", PyValue::fromStr("a string"));
        QVERIFY_THROWS_EXCEPTION(TypeError, writePlainHdf5(tmp.filePath("bad.hdf5").toStdString(), bad));
        QVERIFY(!QFile::exists(tmp.filePath("bad.hdf5")));
    }

    void testAtomicFailureKeepsOldFile()
    {
        QTemporaryDir tmp;
        const QString path = tmp.filePath("keep.h5");
        writeTianshouHdf5(path.toStdString(),
                          readTianshouHdf5(fixture("tianshou-v1.2.0/buffer_doc3.h5").toStdString()).state);
        const QByteArray before = [&] {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        QVERIFY(!before.isEmpty());
        PyValue bad = PyValue::dict();
        bad.setItem(PyValue::fromStr("fine"), PyValue::array(NdArray::arange(100)));
        bad.setItem(PyValue::fromStr("huge"),
                    PyValue::fromBigInt(BigInt::fromDecimal("123456789012345678901234567890")));
        QVERIFY_THROWS_EXCEPTION(ValueError, writeTianshouHdf5(path.toStdString(), bad));
        PyValue badKey = PyValue::dict();
        badKey.setItem(PyValue::fromInt(1), PyValue::fromInt(2));
        QVERIFY_THROWS_EXCEPTION(TypeError, writeTianshouHdf5(path.toStdString(), badKey));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
        QCOMPARE(QDir(tmp.path()).entryList(QDir::Files), QStringList{"keep.h5"});
        // An unwritable directory is an IoError naming the path.
        try {
            PyValue good = PyValue::dict();
            good.setItem(PyValue::fromStr("fine"), PyValue::array(NdArray::arange(100)));
            writeTianshouHdf5("/nonexistent-dir/x.h5", good);
            QFAIL("no error");
        } catch (const IoError& e) {
            QVERIFY(QString(e.what()).contains("/nonexistent-dir/x.h5"));
        }
    }
};

QTEST_APPLESS_MAIN(TestHdf5Writer)
#include "tst_hdf5writer.moc"
