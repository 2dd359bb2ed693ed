// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "hdf5testutils.h"

#include <core/error.h>
#include <core/io/hdf5/hdf5reader.h>
#include <core/io/hdf5/lazydataset.h>
#include <core/io/hdf5/offlinedatasets.h>
#include <core/io/hdf5/tianshouhdf5.h>

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace ReplayScope::Core;
using namespace Hdf5TestUtils;

class TestHdf5Reader : public QObject {
    Q_OBJECT

private:
    static QString fixture(const QString& relative) { return TestUtils::sharedPath("fixtures/" + relative); }

    // Writes a copy of the first `bytes` bytes of a fixture (a truncated file).
    static QString truncatedCopy(const QTemporaryDir& dir, const QString& source, qint64 bytes)
    {
        QFile in(source);
        if (!in.open(QIODevice::ReadOnly))
            return {};
        const QString path = dir.filePath(QStringLiteral("truncated_%1.h5").arg(bytes));
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly))
            return {};
        out.write(in.read(bytes));
        return path;
    }

private slots:
    void testTianshouFixture_data()
    {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<QString>("file");
        const QDir fixtures(TestUtils::sharedPath(QStringLiteral("fixtures")));
        int rows = 0;
        for (const QString& dir : fixtures.entryList({QStringLiteral("tianshou-v*")}, QDir::Dirs)) {
            for (const QString& file : QDir(fixtures.filePath(dir)).entryList({QStringLiteral("*.h5")}, QDir::Files)) {
                QTest::newRow(qPrintable(dir + "/" + file)) << dir << file;
                ++rows;
            }
        }
        QVERIFY2(rows >= 36, "the Tianshou HDF5 fixtures are missing");
    }

    void testTianshouFixture()
    {
        QFETCH(QString, dir);
        QFETCH(QString, file);
        const QJsonObject record = manifestRecord(dir, file);
        QVERIFY2(!record.isEmpty(), "no manifest record");
        const TianshouHdf5 result = readTianshouHdf5(fixture(dir + "/" + file).toStdString());
        QVERIFY(result.isBuffer);
        QCOMPARE(QString::fromStdString(result.className), record.value("class").toString());
        QCOMPARE(result.maxsize, record.value("maxsize").toInteger());
        QCOMPARE(result.stackNum, record.value("stack_num").toInteger());
        QCOMPARE(result.size, record.value("len").toInteger());
        QVERIFY(result.meta);
        const QString diff = compareTree(*result.meta, record.value("storage").toObject());
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        // Same attribute names across releases: v1.2+ renamed the bookkeeping.
        const bool newNames = dir == "tianshou-v1.2.0" || dir == "tianshou-v2.0.1";
        if (result.className != "VectorReplayBuffer")
            QCOMPARE(result.naming, newNames ? TianshouNaming::V1_2Plus : TianshouNaming::UpToV1_1);
        QCOMPARE(result.lastIndex.size(), result.className == "VectorReplayBuffer" ? 3 : 1);
        // Uncompressed files are mapped, never copied; gzip files are read.
        const NdArray& act = result.meta->get("act").asArray();
        QCOMPARE(act.storage()->isExternal(), !file.contains("gzip"));
    }

    void testBookkeepingMatchesH5py()
    {
        // The bookkeeping values against what h5py reads from the same attributes.
        const QString path = fixture("tianshou-v0.4.8/buffer_wrapped.h5");
        bool ok = false;
        const QByteArray out = TestUtils::runPython(
            "import h5py,sys\nf=h5py.File(sys.argv[1])\na=f.attrs\n"
            "print(a['_index'], a['_ep_len'], a['_ep_idx'], repr(float(a['_ep_rew'])), a['_size'])",
            {path}, &ok);
        QVERIFY(ok);
        const TianshouHdf5 r = readTianshouHdf5(path.toStdString());
        const QString mine = QStringLiteral("%1 %2 %3 %4 %5")
                                 .arg(r.insertionIndex)
                                 .arg(r.episodeLength)
                                 .arg(r.episodeStartIndex)
                                 .arg(QString::fromStdString(PyValue::fromFloat(r.episodeReturn.asDouble()).repr()))
                                 .arg(r.size);
        QCOMPARE(mine, QString::fromUtf8(out).trimmed());
        const PyValue* options = r.state.find(std::string_view("options"));
        QVERIFY(options && options->kind() == PyValue::Kind::Dict);
        QCOMPARE(options->find(std::string_view("stack_num"))->asInt(), 1);
    }

    void testPickledDatasets()
    {
        // vector3 holds `buffers` as a pickled object array of the 3 sub-buffers, prio a
        // pickled SegmentTree: both decoded by the pickle reader.
        const TianshouHdf5 vector = readTianshouHdf5(fixture("tianshou-v2.0.1/vector3.h5").toStdString());
        QVERIFY(vector.undecodedPickles.empty());
        const PyValue* buffers = vector.state.find(std::string_view("buffers"));
        QVERIFY(buffers && buffers->isArray());
        QVERIFY(buffers->asArray().dtype().isObject());
        QCOMPARE(buffers->asArray().size(), 3);
        QCOMPARE(vector.bufferNum, 3);
        const TianshouHdf5 prio = readTianshouHdf5(fixture("tianshou-v2.0.1/prio.h5").toStdString());
        const PyValue* weight = prio.state.find(std::string_view("weight"));
        QVERIFY(weight && weight->kind() == PyValue::Kind::Object);
        QCOMPARE(weight->asObject()->cls.name, std::string("SegmentTree"));
        // Without decoding, the bytes are kept as they are in the file.
        TianshouHdf5Options raw;
        raw.decodePickles = false;
        const TianshouHdf5 blobs = readTianshouHdf5(fixture("tianshou-v2.0.1/prio.h5").toStdString(), raw);
        std::string bytes;
        std::string dataType;
        QVERIFY(isPickledBlob(*blobs.state.find(std::string_view("weight")), &bytes, &dataType));
        QCOMPARE(dataType, std::string("SegmentTree"));
        QCOMPARE(qsizetype(bytes.size()), 1258); // h5py: weight int8 (1258,)
        QCOMPARE(blobs.undecodedPickles.size(), size_t(2)); // weight and _random_state
    }

    void testGenericTypes()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("generic.h5");
        QFile script(TestUtils::testDataPath("hdf5/make_generic.py"));
        QVERIFY(script.open(QIODevice::ReadOnly));
        bool ok = false;
        QString error;
        const QByteArray out = TestUtils::runPython(QString::fromUtf8(script.readAll()), {path}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        const QJsonObject expect = QJsonDocument::fromJson(out).object();

        auto file = Hdf5File::open(path.toStdString());
        QCOMPARE(detectHdf5Layout(*file), Hdf5Layout::Generic);
        const Hdf5Tree tree = file->readTree();
        int checked = 0;
        for (auto it = expect.begin(); it != expect.end(); ++it) {
            if (it.key() == "order")
                continue;
            const QJsonObject rec = it.value().toObject();
            const std::string dotted = it.key().mid(1).replace('/', '.').toStdString();
            const PyValue* value = tree.root->findPath(dotted);
            QVERIFY2(value && value->isArray(), qPrintable(it.key()));
            const NdArray& a = value->asArray();
            QVERIFY2(shapeText(a.shape()) == shapeText(rec.value("shape").toArray()), qPrintable(it.key()));
            if (rec.contains("sha256")) {
                QVERIFY2(sha256Of(a) == rec.value("sha256").toString().toLatin1(), qPrintable(it.key()));
                if (!rec.value("dtype").toString().startsWith('('))
                    QCOMPARE(QString::fromStdString(a.dtype().str()), rec.value("dtype").toString());
            }
            if (rec.contains("values")) {
                const QJsonArray values = rec.value("values").toArray();
                QCOMPARE(a.size(), values.size());
                for (int i = 0; i < values.size(); ++i) {
                    const PyValue item = a.item(i);
                    if (values[i].isArray()) {
                        const NdArray piece = item.asArray();
                        QCOMPARE(piece.size(), values[i].toArray().size());
                        for (int j = 0; j < piece.size(); ++j)
                            QCOMPARE(piece.toInt64(j), values[i].toArray()[j].toInteger());
                    } else if (a.dtype().kind() == DTypeKind::Bytes) {
                        QCOMPARE(QString::fromLatin1(item.asString().data(), int(item.asString().size())),
                                 values[i].toString());
                    } else {
                        QCOMPARE(QString::fromStdString(std::string(item.asString())), values[i].toString());
                    }
                }
            }
            if (rec.contains("fields")) {
                QVERIFY(a.dtype().isStructured());
                QCOMPARE(a.dtype().fields().size(), size_t(2));
                QCOMPARE(QString::fromStdString(a.dtype().fields()[0].name), QStringLiteral("a"));
            }
            ++checked;
        }
        QCOMPARE(checked, 16);
        // Attributes beside the tree, as h5py presents them.
        const PyValue::Items& root = tree.attributesOf("/");
        QCOMPARE(root.size(), size_t(6));
        auto attr = [&](const char* name) -> PyValue {
            for (const auto& [k, v] : root)
                if (k.asString() == name)
                    return v;
            return {};
        };
        QCOMPARE(QString::fromStdString(std::string(attr("title").asString())), QStringLiteral("generic"));
        QCOMPARE(attr("count").asInt(), 3);
        QCOMPARE(attr("count").asArray().dtype().name(), std::string("int32"));
        QCOMPARE(attr("ratio").asDouble(), 0.25);
        QCOMPARE(attr("flag").asArray().dtype().name(), std::string("bool"));
        QVERIFY(attr("flag").asBool());
        QCOMPARE(attr("vector").asArray().size(), 4);
        QCOMPARE(attr("fixed").kind(), PyValue::Kind::Bytes);
        QCOMPARE(tree.attributesOf("/group").front().second.repr(), std::string("'m'"));
        // Links are reported, not followed.
        QCOMPARE(tree.links.size(), size_t(3));
        QStringList links;
        for (const Hdf5Link& link : tree.links)
            links << QString::fromStdString(link.path + " " + link.kind + " " + link.target);
        links.sort();
        QCOMPARE(links, QStringList({"/external external other.h5:/data", "/group/loop cycle /group",
                                     "/soft soft /group/lzf"}));
        // Creation order where the file tracks it.
        QStringList order;
        for (const std::string& name : file->members("/ordered"))
            order << QString::fromStdString(name);
        QCOMPARE(order.join(','), expect.value("order").toVariant().toStringList().join(','));
        QCOMPARE(tree.datasets.at("/group/lzf").filters, std::vector<std::string>{"lzf"});
        QCOMPARE(tree.datasets.at("/group/gzip_shuffle").filters, (std::vector<std::string>{"shuffle", "gzip"}));
        QVERIFY(tree.root->findPath("group.empty")->asBatch()->isEmpty());
    }

    void testDeferredAndLazyRows()
    {
        const std::string path = fixture("tianshou-v1.2.0/cartpole_like.gzip.h5").toStdString();
        auto file = Hdf5File::open(path);
        Hdf5ReadOptions options;
        options.maxEagerBytes = 19999; // obs (40000 bytes) and act (20000) are deferred
        const Hdf5Tree tree = file->readTree(options);
        QVERIFY(std::find(tree.deferred.begin(), tree.deferred.end(), "/_meta/obs") != tree.deferred.end());
        QVERIFY(tree.root->findPath("_meta.obs") == nullptr);
        QVERIFY(tree.root->findPath("_meta.act") == nullptr);
        QVERIFY(tree.root->findPath("_meta.done") != nullptr);

        const NdArray whole = file->readDataset("/_meta/obs");
        const LazyDataset lazy = file->lazyDataset("_meta/obs");
        QCOMPARE(lazy.rowCount(), 2500);
        const NdArray rows = lazy.readRows(1000, 1050);
        QCOMPARE(shapeText(rows.shape()), QStringLiteral("50,4"));
        for (std::int64_t i = 0; i < rows.size(); ++i)
            QCOMPARE(rows.toDouble(i), whole.toDouble(1000 * 4 + i));
        QCOMPARE(lazy.readRows(2500, 2500).size(), 0);
        QVERIFY_THROWS_EXCEPTION(IndexError, lazy.readRows(2400, 2501));
        QVERIFY_THROWS_EXCEPTION(IndexError, lazy.readRows(-1, 3));

        // Mapped datasets give views of the mapping.
        auto plain = Hdf5File::open(fixture("tianshou-v1.2.0/cartpole_like.h5").toStdString());
        const LazyDataset mapped = plain->lazyDataset("/_meta/rew");
        QVERIFY(mapped.info().mappable);
        const NdArray window = mapped.readRows(10, 20);
        QVERIFY(window.storage()->isExternal());
        const NdArray all = plain->readDataset("/_meta/rew");
        for (std::int64_t i = 0; i < 10; ++i)
            QCOMPARE(window.toDouble(i), all.toDouble(10 + i));
    }

    void testD4rl()
    {
        const QJsonObject record = manifestRecord("other-formats", "d4rl_like.hdf5");
        const D4rlDataset d = readD4rl(fixture("other-formats/d4rl_like.hdf5").toStdString());
        QCOMPARE(d.stepCount, record.value("steps").toInteger());
        QCOMPARE(detectHdf5Layout(*d.hdf5), Hdf5Layout::D4rl);
        const NdArray rewards = d.steps->get("rewards").asArray();
        const NdArray terminals = d.steps->get("terminals").asArray();
        const NdArray timeouts = d.steps->get("timeouts").asArray();
        QCOMPARE(d.steps->findPath("infos.qpos")->asArray().length(), d.stepCount);
        QCOMPARE(d.steps->get("observations").asArray().length(), d.stepCount);
        // Scalar datasets are metadata, not steps.
        QVERIFY(d.steps->findPath("metadata") == nullptr);
        QCOMPARE(d.metadata->findPath("metadata.iteration")->asArray().ndim(), 0);
        QCOMPARE(d.metadata->findPath("metadata.algorithm")->asArray().dtype().str(), std::string("|S3"));
        // The manifest's episodes follow from these arrays (end = terminals | timeouts).
        const QJsonArray episodes = record.value("episodes").toArray();
        std::int64_t start = 0;
        for (const auto& e : episodes) {
            const QJsonObject ep = e.toObject();
            const std::int64_t end = start + ep.value("length").toInteger();
            double ret = 0;
            for (std::int64_t i = start; i < end; ++i)
                ret += rewards.toDouble(i);
            QVERIFY(closeEnough(ret, ep.value("return").toDouble()));
            const QString reason = terminals.toBool(end - 1)  ? "terminated"
                                   : timeouts.toBool(end - 1) ? "truncated"
                                                              : "unfinished";
            QCOMPARE(reason, ep.value("end").toString());
            start = end;
        }
        QCOMPARE(start, d.stepCount);
    }

    void testMinari()
    {
        const QJsonObject record = manifestRecord("other-formats", "minari_like/data/main_data.hdf5");
        const MinariDataset m = readMinari(fixture("other-formats/minari_like/data/main_data.hdf5").toStdString());
        QCOMPARE(detectHdf5Layout(*m.hdf5), Hdf5Layout::Minari);
        QCOMPARE(m.totalSteps, record.value("steps").toInteger());
        const QJsonArray episodes = record.value("episodes").toArray();
        QCOMPARE(qsizetype(m.episodes.size()), episodes.size());
        for (int i = 0; i < episodes.size(); ++i) {
            const QJsonObject ep = episodes[i].toObject();
            const MinariEpisode& e = m.episodes[size_t(i)];
            QCOMPARE(e.id, i);
            QCOMPARE(e.seed.value_or(-1), 100 + i);
            QCOMPARE(e.length, ep.value("length").toInteger());
            QCOMPARE(e.data->get("observations").asArray().length(), e.length + 1);
            QCOMPARE(e.data->findPath("infos.success")->asArray().length(), e.length + 1);
            const NdArray rewards = e.data->get("rewards").asArray();
            double ret = 0;
            for (std::int64_t k = 0; k < rewards.size(); ++k)
                ret += rewards.toDouble(k);
            QVERIFY(closeEnough(ret, ep.value("return").toDouble()));
            const bool terminated = e.data->get("terminations").asArray().toBool(e.length - 1);
            const bool truncated = e.data->get("truncations").asArray().toBool(e.length - 1);
            QCOMPARE(QString(terminated  ? "terminated"
                             : truncated ? "truncated"
                                         : "unfinished"),
                     ep.value("end").toString());
        }
        // metadata.json beside the file, as json.loads gives it.
        QVERIFY(QString::fromStdString(m.metadataPath).endsWith("minari_like/data/metadata.json"));
        QCOMPARE(std::string(m.metadata.find(std::string_view("dataset_id"))->asString()),
                 std::string("test/minari-like-v0"));
        QCOMPARE(m.metadata.find(std::string_view("total_episodes"))->asInt(), 4);
        QCOMPARE(m.metadata.find(std::string_view("observation_space"))->kind(), PyValue::Kind::Str);
    }

    void testHostileInputs()
    {
        QTemporaryDir dir;
        // Missing file: IoError naming it.
        try {
            Hdf5File::open(dir.filePath("missing.h5").toStdString());
            QFAIL("no error for a missing file");
        } catch (const IoError& e) {
            QVERIFY(QString(e.what()).contains("missing.h5"));
        }
        // Not HDF5.
        const QString text = dir.filePath("text.h5");
        {
            QFile f(text);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("this is not an HDF5 file\n");
        }
        try {
            Hdf5File::open(text.toStdString());
            QFAIL("no error for a text file");
        } catch (const FormatError& e) {
            QVERIFY(QString(e.what()).contains("text.h5"));
            QVERIFY(QString(e.what()).contains("not an HDF5 file"));
        }
        // Truncated at several places: a FormatError naming the file, at open or at read.
        const QString source = fixture("tianshou-v1.2.0/cartpole_like.h5");
        const qint64 size = QFileInfo(source).size();
        for (qint64 bytes : {qint64(8), qint64(600), size / 3, size - 100}) {
            const QString cut = truncatedCopy(dir, source, bytes);
            try {
                const TianshouHdf5 r = readTianshouHdf5(cut.toStdString());
                QFAIL(qPrintable(QStringLiteral("no error for a file cut at %1 bytes").arg(bytes)));
            } catch (const FormatError& e) {
                QVERIFY2(QString(e.what()).contains(cut), e.what());
            }
        }
        // Missing objects and wrong layouts.
        auto d4rl = Hdf5File::open(fixture("other-formats/d4rl_like.hdf5").toStdString());
        QVERIFY_THROWS_EXCEPTION(FormatError, d4rl->readDataset("/nope"));
        QVERIFY_THROWS_EXCEPTION(FormatError, d4rl->readDataset("/infos"));
        QVERIFY_THROWS_EXCEPTION(FormatError, d4rl->members("/observations"));
        QCOMPARE(d4rl->objectType("/infos/none/deeper"), Hdf5File::ObjectType::Missing);
        QVERIFY_THROWS_EXCEPTION(FormatError, readTianshouHdf5(fixture("other-formats/d4rl_like.hdf5").toStdString()));
        QVERIFY_THROWS_EXCEPTION(FormatError,
                                 readD4rl(fixture("other-formats/minari_like/data/main_data.hdf5").toStdString()));
        QVERIFY_THROWS_EXCEPTION(FormatError, readMinari(fixture("other-formats/d4rl_like.hdf5").toStdString()));
    }
};

QTEST_APPLESS_MAIN(TestHdf5Reader)
#include "tst_hdf5reader.moc"
