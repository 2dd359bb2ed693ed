// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Buffers from and to Tianshou's save_hdf5 files: every .h5 buffer fixture read as
// its manifest says and written back so that load_hdf5 of the same release (replayed
// by tests/data/hdf5/load_buffer_tianshou.py on h5py and the pickle stub) gets the same
// buffer; tianshou-spec.md section 5 items 89, 90 and 100 as HDF5 round trips; gzip and
// lzf round trips.
#include "bufferhelpers.h"

#include <core/files/bufferhdf5.h>
#include <core/buffer/bufferstate.h>
#include <core/buffer/buffermanager.h>
#include <core/buffer/cached.h>
#include <core/buffer/prioritized.h>
#include <testutils.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace ReplayScope::Core;
using namespace BufferTest;

namespace {

Indices toIndices(const QJsonValue& value)
{
    Indices out;
    for (const QJsonValue& v : value.toArray())
        out.push_back(v.toInteger());
    return out;
}

std::vector<double> toDoubles(const QJsonValue& value)
{
    std::vector<double> out;
    for (const QJsonValue& v : value.toArray())
        out.push_back(v.isBool() ? (v.toBool() ? 1.0 : 0.0) : v.toDouble());
    return out;
}

const char* releaseOf(BufferGeneration generation)
{
    return generation == BufferGeneration::V2 ? "v2" : generation == BufferGeneration::V1_2 ? "v1.2" : "v1.1";
}

QString scriptText(const QString& name)
{
    QFile file(TestUtils::testDataPath(QStringLiteral("hdf5/") + name));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// What load_hdf5 of a release makes of a file (see load_buffer_tianshou.py).
QJsonObject loadInPython(const QString& path, const std::string& className, BufferGeneration generation)
{
    qputenv("PYTHONPATH", TestUtils::sharedPath(QStringLiteral("tools/pystub")).toUtf8());
    bool ok = false;
    QString error;
    const QByteArray out = TestUtils::runPython(
        scriptText(QStringLiteral("load_buffer_tianshou.py")),
        {path, QString::fromStdString(className), QString::fromLatin1(releaseOf(generation))}, &ok, &error);
    if (!ok) {
        qWarning("load_buffer_tianshou.py: %s", qPrintable(error));
        return {};
    }
    return QJsonDocument::fromJson(out).object();
}

/// compare_tianshou.py: the two files hold equal content as from_hdf5 sees it, and every
/// dataset of the second uses the named compression. Empty when they do.
QString compareFiles(const QString& original, const QString& written, const QString& compression)
{
    qputenv("PYTHONPATH", TestUtils::sharedPath(QStringLiteral("tools/pystub")).toUtf8());
    bool ok = false;
    QString error;
    const QByteArray out = TestUtils::runPython(scriptText(QStringLiteral("compare_tianshou.py")),
                                                {original, written, compression}, &ok, &error);
    return ok && out.trimmed() == "OK" ? QString() : QString::fromUtf8(out) + error;
}

std::vector<double> allDoubles(const PyValue& value)
{
    return doubles(value);
}

/// The transition of Tianshou's test_hdf5 / test_multibuf_hdf5 (tianshou-spec 4.5).
Batch hdf5Transition(std::int64_t i)
{
    NdArray t = NdArray::fromDoubles({1.0}, {1}, DType(DTypeKind::Float32));
    t.setTorch(true);
    auto number = Batch::make({{"n", I(i)}, {"t", PyValue::array(t)}});
    auto info = Batch::make({{"number", PyValue::batch(number)}, {"extra", PyValue()}});
    return Batch({{"obs", PyValue::batch(Batch::make({{"index", arr({i})}}))},
                  {"act", I(i)},
                  {"rew", arr({1, 2})},
                  {"terminated", B(i % 3 == 2)},
                  {"truncated", B(false)},
                  {"info", PyValue::batch(info)}});
}

Batch stacked(const Batch& row, int copies)
{
    std::vector<PyValue> rows(std::size_t(copies), PyValue::batch(std::make_shared<Batch>(row)));
    return Batch::stack(rows);
}

} // namespace

class TestBufferHdf5 : public QObject {
    Q_OBJECT

private slots:
    void testFixtures_data();
    void testFixtures();
    void testUndecodedSubBuffers();
    void testSingleBufferRoundTrip_data();
    void testSingleBufferRoundTrip();
    void testMultiBufferRoundTrip_data();
    void testMultiBufferRoundTrip();
    void testCompression_data();
    void testCompression();
    void testNotABuffer();
};

void TestBufferHdf5::testFixtures_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonObject>("record");
    const QDir fixtures(TestUtils::sharedPath(QStringLiteral("fixtures")));
    int rows = 0;
    for (const QString& version : fixtures.entryList({QStringLiteral("tianshou-v*")}, QDir::Dirs, QDir::Name)) {
        const QJsonArray files = TestUtils::manifestFiles(version);
        QVERIFY(!files.isEmpty());
        for (const QJsonValue& v : files) {
            const QJsonObject record = v.toObject();
            const QString name = record.value(QStringLiteral("file")).toString();
            if (!record.contains(QStringLiteral("indices")) || !name.endsWith(QStringLiteral(".h5")))
                continue;
            const QString tag = version + QLatin1Char('/') + name;
            QTest::newRow(qPrintable(tag)) << fixtures.filePath(tag) << record;
            ++rows;
        }
    }
    QVERIFY(rows >= 30);
}

void TestBufferHdf5::testFixtures()
{
    QFETCH(QString, path);
    QFETCH(QJsonObject, record);
    const auto buf = readBufferHdf5(path.toStdString());
    QCOMPARE(QString::fromStdString(buf->className()), record.value(QStringLiteral("class")).toString());
    QCOMPARE(buf->length(), record.value(QStringLiteral("len")).toInteger());
    QCOMPARE(buf->maxsize(), record.value(QStringLiteral("maxsize")).toInteger());
    QCOMPARE(buf->stackNum(), record.value(QStringLiteral("stack_num")).toInteger());
    const Indices indices = toIndices(record.value(QStringLiteral("indices")));
    QCOMPARE(buf->sampleIndices(0), indices);
    QCOMPARE(buf->prev(indices), toIndices(record.value(QStringLiteral("prev"))));
    QCOMPARE(buf->next(indices), toIndices(record.value(QStringLiteral("next"))));
    const Batch chrono = buf->getItem(Index(Slice{}));
    QCOMPARE(allDoubles(chrono.get("rew")), toDoubles(record.value(QStringLiteral("chrono_rew"))));
    QCOMPARE(allDoubles(chrono.get("done")), toDoubles(record.value(QStringLiteral("chrono_done"))));

    // Saved again for the release it came from, with the fixture's compression.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(QStringLiteral("copy.h5"));
    const bool gzip = path.endsWith(QStringLiteral(".gzip.h5"));
    writeBufferHdf5(copy.toStdString(), *buf, gzip ? Hdf5Compression::gzip() : Hdf5Compression::none());

    // Tianshou's load_hdf5 of that release finds everything it needs, and computes the
    // manifest's values from it.
    const QJsonObject loaded = loadInPython(copy, buf->className(), buf->generation());
    QVERIFY(!loaded.isEmpty());
    for (const char* key : {"len", "maxsize", "stack_num", "indices", "prev", "next"})
        QCOMPARE(loaded.value(QLatin1String(key)), record.value(QLatin1String(key)));
    QCOMPARE(toDoubles(loaded.value(QStringLiteral("rew"))), toDoubles(record.value(QStringLiteral("chrono_rew"))));
    QCOMPARE(toDoubles(loaded.value(QStringLiteral("done"))), toDoubles(record.value(QStringLiteral("chrono_done"))));
    // The file holds what Tianshou itself wrote, entry for entry.
    const QString diff = compareFiles(path, copy, gzip ? QStringLiteral("gzip") : QStringLiteral("none"));
    QVERIFY2(diff.isEmpty(), qPrintable(diff));

    // And our own reader gets the same buffer back.
    const auto again = readBufferHdf5(copy.toStdString());
    QCOMPARE(again->className(), buf->className());
    QCOMPARE(again->sampleIndices(0), indices);
    QCOMPARE(again->prev(indices), buf->prev(indices));
    QCOMPARE(again->next(indices), buf->next(indices));
    QCOMPARE(again->insertionIndex(), buf->insertionIndex());
}

// A manager whose pickled sub-buffers stay undecoded is rebuilt from `_offset`,
// `_lengths` and `last_index`; the recomputed episode statistics of each sub-buffer
// equal those Tianshou pickled.
void TestBufferHdf5::testUndecodedSubBuffers()
{
    const QDir fixtures(TestUtils::sharedPath(QStringLiteral("fixtures")));
    for (const QString& version : fixtures.entryList({QStringLiteral("tianshou-v*")}, QDir::Dirs, QDir::Name)) {
        const std::string path = fixtures.filePath(version + QStringLiteral("/vector3.h5")).toStdString();
        TianshouHdf5Options opaque;
        opaque.decodePickles = false;
        const TianshouHdf5 file = readTianshouHdf5(path, opaque);
        QVERIFY(isPickledBlob(*file.state.find(std::string_view("buffers"))));
        const auto rebuilt = bufferFromHdf5(file);
        const auto decoded = readBufferHdf5(path);
        QCOMPARE(rebuilt->className(), decoded->className());
        QCOMPARE(rebuilt->length(), decoded->length());
        const Indices indices = decoded->sampleIndices(0);
        QCOMPARE(rebuilt->sampleIndices(0), indices);
        QCOMPARE(rebuilt->prev(indices), decoded->prev(indices));
        QCOMPARE(rebuilt->next(indices), decoded->next(indices));
        const auto& a = dynamic_cast<const ReplayBufferManager&>(*rebuilt).buffers();
        const auto& b = dynamic_cast<const ReplayBufferManager&>(*decoded).buffers();
        QCOMPARE(a.size(), b.size());
        for (std::size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i]->insertionIndex(), b[i]->insertionIndex());
            QCOMPARE(a[i]->episodeLength(), b[i]->episodeLength());
            QCOMPARE(a[i]->episodeStart(), b[i]->episodeStart());
            QCOMPARE(a[i]->episodeReturn().asDouble(), b[i]->episodeReturn().asDouble());
        }
    }
}

void TestBufferHdf5::testSingleBufferRoundTrip_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("ReplayBuffer(100, stack_num=2)") << QStringLiteral("plain");
    QTest::newRow("PrioritizedReplayBuffer(100, .6, .4)") << QStringLiteral("prio");
}

// Items 89 and 90: save_hdf5 / load_hdf5 keep len, act, stack_num, maxsize, _indices,
// the insertion index, `get(0, 'info')` as a Batch, info.number.n, info.extra and the
// priority weights of the valid slots.
void TestBufferHdf5::testSingleBufferRoundTrip()
{
    QFETCH(QString, kind);
    std::shared_ptr<ReplayBuffer> buf;
    if (kind == QLatin1String("plain"))
        buf = std::make_shared<ReplayBuffer>(100, BufferOptions{2, false, false, false});
    else
        buf = std::make_shared<PrioritizedReplayBuffer>(100, 0.6, 0.4);
    for (std::int64_t i = 0; i < 4; ++i)
        buf->add(hdf5Transition(i));
    auto* prio = dynamic_cast<PrioritizedReplayBuffer*>(buf.get());
    if (prio) {
        buf->add(hdf5Transition(4));
        prio->updateWeight({0, 2, 4}, NdArray::fromDoubles({0.5, 2.0, 7.25}, {3}));
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("buf.h5"));
    writeBufferHdf5(path.toStdString(), *buf);

    const Indices valid = buf->sampleIndices(0);
    const QJsonObject py = loadInPython(path, buf->className(), BufferGeneration::V2);
    QVERIFY(!py.isEmpty());
    QCOMPARE(py.value(QStringLiteral("len")).toInteger(), buf->length());
    QCOMPARE(py.value(QStringLiteral("maxsize")).toInteger(), std::int64_t(100));
    QCOMPARE(py.value(QStringLiteral("stack_num")).toInteger(), buf->stackNum());
    QCOMPARE(py.value(QStringLiteral("insertion")).toInteger(), buf->insertionIndex());
    QCOMPARE(toIndices(py.value(QStringLiteral("act"))), column(*buf, "act"));
    QCOMPARE(toIndices(py.value(QStringLiteral("indices"))), valid);
    QCOMPARE(py.value(QStringLiteral("info_keys")).toArray(),
             (QJsonArray{QStringLiteral("extra"), QStringLiteral("number")}));
    if (prio) {
        const std::vector<double> expected = prio->priority().importanceWeights(valid);
        const std::vector<double> got = toDoubles(py.value(QStringLiteral("weights")));
        QCOMPARE(got.size(), expected.size());
        for (std::size_t k = 0; k < got.size(); ++k)
            QVERIFY(qFuzzyCompare(got[k], expected[k]));
    }

    const auto back = readBufferHdf5(path.toStdString());
    QCOMPARE(back->className(), buf->className());
    QCOMPARE(back->length(), buf->length());
    QCOMPARE(back->maxsize(), buf->maxsize());
    QCOMPARE(back->stackNum(), buf->stackNum());
    QCOMPARE(back->insertionIndex(), buf->insertionIndex());
    QCOMPARE(column(*back, "act"), column(*buf, "act"));
    QVERIFY(buf->get(BufferIndex::scalar(0), "info").isBatch());
    QVERIFY(back->get(BufferIndex::scalar(0), "info").isBatch());
    const Batch before = buf->getItem(Index(Slice{}));
    const Batch after = back->getItem(Index(Slice{}));
    QCOMPARE(ints(*after.findPath("info.number.n")), ints(*before.findPath("info.number.n")));
    QCOMPARE(after.findPath("info.extra")->repr(), before.findPath("info.extra")->repr());
    if (prio) {
        const auto& backPrio = dynamic_cast<const PrioritizedReplayBuffer&>(*back);
        QCOMPARE(backPrio.priority().importanceWeights(valid), prio->priority().importanceWeights(valid));
        QCOMPARE(doubles(back->rows(BufferIndex::array(valid)).get("weight")),
                 doubles(buf->rows(BufferIndex::array(valid)).get("weight")));
    }
}

void TestBufferHdf5::testMultiBufferRoundTrip_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("VectorReplayBuffer(400, 4)") << QStringLiteral("vector");
    QTest::newRow("PrioritizedVectorReplayBuffer(400, 4, .6, .4)") << QStringLiteral("prioritized");
    QTest::newRow("CachedReplayBuffer(ReplayBuffer(100), 4, 100)") << QStringLiteral("cached");
}

// Item 100: after save_hdf5 / load_hdf5 the managers keep len, act, stack_num, maxsize
// and _indices, and the reloaded buffer goes on adding as the original would.
void TestBufferHdf5::testMultiBufferRoundTrip()
{
    QFETCH(QString, kind);
    const bool vector = kind != QLatin1String("cached"); // the prioritized one lays rows out alike
    std::shared_ptr<ReplayBuffer> buf;
    if (kind == QLatin1String("vector"))
        buf = std::make_shared<VectorReplayBuffer>(400, 4);
    else if (kind == QLatin1String("prioritized"))
        buf = std::make_shared<PrioritizedVectorReplayBuffer>(400, 4, 0.6, 0.4);
    else
        buf = std::make_shared<CachedReplayBuffer>(std::make_shared<ReplayBuffer>(100), 4, 100);
    for (std::int64_t i = 0; i < 4; ++i)
        buf->add(stacked(hdf5Transition(i), 3), Indices{0, 1, 2});
    if (auto* prio = dynamic_cast<PrioritizedVectorReplayBuffer*>(buf.get()))
        prio->updateWeight({0, 101, 202}, NdArray::fromDoubles({0.25, 3.0, 9.5}, {3}));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("multi.h5"));
    writeBufferHdf5(path.toStdString(), *buf);

    const QJsonObject py = loadInPython(path, buf->className(), BufferGeneration::V2);
    QVERIFY(!py.isEmpty());
    QCOMPARE(py.value(QStringLiteral("len")).toInteger(), buf->length());
    QCOMPARE(py.value(QStringLiteral("maxsize")).toInteger(), buf->maxsize());
    QCOMPARE(py.value(QStringLiteral("stack_num")).toInteger(), buf->stackNum());
    QCOMPARE(toIndices(py.value(QStringLiteral("act"))), column(*buf, "act"));
    QCOMPARE(toIndices(py.value(QStringLiteral("indices"))), buf->sampleIndices(0));
    QCOMPARE(toIndices(py.value(QStringLiteral("prev"))), buf->prev(buf->sampleIndices(0)));
    QCOMPARE(toIndices(py.value(QStringLiteral("next"))), buf->next(buf->sampleIndices(0)));
    if (auto* prio = dynamic_cast<PrioritizedVectorReplayBuffer*>(buf.get())) {
        const std::vector<double> expected = prio->priority().importanceWeights(buf->sampleIndices(0));
        const std::vector<double> got = toDoubles(py.value(QStringLiteral("weights")));
        QCOMPARE(got.size(), expected.size());
        for (std::size_t k = 0; k < got.size(); ++k)
            QVERIFY(qFuzzyCompare(got[k], expected[k]));
    }

    const auto back = readBufferHdf5(path.toStdString());
    QCOMPARE(back->className(), buf->className());
    QCOMPARE(back->length(), buf->length());
    QCOMPARE(back->maxsize(), buf->maxsize());
    QCOMPARE(back->stackNum(), buf->stackNum());
    QCOMPARE(column(*back, "act"), column(*buf, "act"));
    QCOMPARE(back->sampleIndices(0), buf->sampleIndices(0));

    if (auto* prio = dynamic_cast<PrioritizedVectorReplayBuffer*>(buf.get())) {
        const Indices valid = buf->sampleIndices(0);
        QCOMPARE(dynamic_cast<const PrioritizedVectorReplayBuffer&>(*back).priority().importanceWeights(valid),
                 prio->priority().importanceWeights(valid));
    }

    // "check if still behave normally": a 4-row add into the reloaded buffer.
    auto number = Batch::make({{"n", I(3)}});
    auto info = Batch::make({{"number", PyValue::batch(number)}, {"Timelimit.truncate", B(true)}});
    const Batch row({{"obs", PyValue::batch(Batch::make({{"index", arr({5})}}))},
                     {"act", I(5)},
                     {"rew", arr({2, 1})},
                     {"terminated", B(false)},
                     {"truncated", B(false)},
                     {"info", PyValue::batch(info)}});
    back->add(stacked(row, 4));
    std::vector<std::int64_t> act(std::size_t(back->maxsize()), 0);
    const std::int64_t size = 100;
    if (vector) {
        for (std::int64_t base : {std::int64_t(0), size, 2 * size}) {
            const std::int64_t values[] = {0, 1, 2, 3, 5};
            for (int k = 0; k < 5; ++k)
                act[std::size_t(base + k)] = values[k];
        }
        act[std::size_t(3 * size)] = 5;
    } else {
        const std::int64_t main[] = {0, 1, 2, 0, 1, 2, 0, 1, 2};
        for (int k = 0; k < 9; ++k)
            act[std::size_t(k)] = main[k];
        for (std::int64_t base : {size, 2 * size, 3 * size}) {
            const std::int64_t values[] = {3, 5, 2};
            for (int k = 0; k < 3; ++k)
                act[std::size_t(base + k)] = values[k];
        }
        act[std::size_t(4 * size)] = 5;
    }
    QCOMPARE(column(*back, "act"), act);
    std::vector<std::string> keys = back->meta().get("info").asBatch()->keys();
    std::sort(keys.begin(), keys.end());
    QCOMPARE(keys, (std::vector<std::string>{"Timelimit.truncate", "extra", "number"}));
}

void TestBufferHdf5::testCompression_data()
{
    QTest::addColumn<QString>("compression");
    QTest::newRow("gzip") << QStringLiteral("gzip");
    QTest::newRow("lzf") << QStringLiteral("lzf");
}

// gzip and lzf: h5py reads the compressed file as the same content as an uncompressed
// save, with every dataset filtered, and so do we.
void TestBufferHdf5::testCompression()
{
    QFETCH(QString, compression);
    const QString fixture = TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v1.2.0/cartpole_like.h5"));
    const auto buf = readBufferHdf5(fixture.toStdString());
    QTemporaryDir dir;
    const QString plain = dir.filePath(QStringLiteral("plain.h5"));
    const QString packed = dir.filePath(QStringLiteral("packed.h5"));
    writeBufferHdf5(plain.toStdString(), *buf);
    writeBufferHdf5(packed.toStdString(), *buf,
                    compression == QLatin1String("gzip") ? Hdf5Compression::gzip(6) : Hdf5Compression::lzf());
    const QString diff = compareFiles(plain, packed, compression);
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
    QVERIFY(QFileInfo(packed).size() < QFileInfo(plain).size());

    const auto back = readBufferHdf5(packed.toStdString());
    QCOMPARE(back->sampleIndices(0), buf->sampleIndices(0));
    QCOMPARE(doubles(back->meta().get("rew")), doubles(buf->meta().get("rew")));
    QCOMPARE(doubles(back->meta().get("obs")), doubles(buf->meta().get("obs")));
    const QJsonObject py = loadInPython(packed, back->className(), back->generation());
    QCOMPARE(toIndices(py.value(QStringLiteral("indices"))), buf->sampleIndices(0));
}

void TestBufferHdf5::testNotABuffer()
{
    // to_hdf5 of a Batch has no buffer inside: a clear error naming the file.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("batch.h5"));
    writeTianshouHdf5(path.toStdString(), PyValue::batch(Batch::make({{"a", arr({1, 2})}})));
    try {
        readBufferHdf5(path.toStdString());
        QFAIL("no error");
    } catch (const ValueError& e) {
        QVERIFY(QString::fromUtf8(e.what()).contains(path));
    }
}

QTEST_APPLESS_MAIN(TestBufferHdf5)
#include "tst_bufferhdf5.moc"
