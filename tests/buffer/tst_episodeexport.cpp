// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Curated export of HER, HER vector and cached buffers: the exported buffer keeps the
// source's class, holds exactly the chosen episodes, reads back through our reader and
// loads in CPython (pystub) with the bookkeeping tianshou-spec.md 2.2, 3.1, 3.5 and 3.6
// describe.
#include "bufferhelpers.h"

#include <core/buffer/bufferstate.h>
#include <core/buffer/cached.h>
#include <core/buffer/episodes.h>
#include <core/buffer/her.h>
#include <core/io/pickle/picklereader.h>
#include <core/io/pickle/picklewriter.h>
#include <testutils.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ReplayScope::Core;
using namespace BufferTest;

Q_DECLARE_METATYPE(BufferGeneration)

namespace {

// Loads an exported pickle, checks the bookkeeping rules of the spec with asserts and
// prints the class, len and the chronological rew/done (manager: sample_indices(0)).
const char* kCheckScript = "buffer/check_export.py"; // under tests/data

QJsonObject checkInPython(const ReplayBuffer& buffer, BufferGeneration generation, const QString& path)
{
    PickleWriter::writeFile(path.toStdString(), bufferToObject(buffer, generation));
    bool ok = false;
    QString error;
    const QByteArray json = TestUtils::runPythonFile(
        QString::fromUtf8(kCheckScript), {path, TestUtils::sharedPath(QStringLiteral("tools/pystub"))}, &ok, &error);
    if (!ok) {
        qWarning("%s", qPrintable(error));
        if (qEnvironmentVariableIsSet("RS_KEEP"))
            QFile::copy(path, QString::fromLocal8Bit(qgetenv("RS_KEEP")));
    }
    return ok ? QJsonDocument::fromJson(json).object() : QJsonObject();
}

std::vector<double> numbers(const QJsonValue& v)
{
    std::vector<double> out;
    for (const QJsonValue& x : v.toArray())
        out.push_back(x.toDouble());
    return out;
}

/// The episodes of a manifest record: chrono_rew split after each chrono_done.
std::vector<std::vector<double>> manifestEpisodes(const QString& folder, const QString& file)
{
    const QJsonObject r = TestUtils::manifestEntry(folder, file);
    if (r.isEmpty())
        return {};
    std::vector<std::vector<double>> out(1);
    const QJsonArray rew = r.value(QStringLiteral("chrono_rew")).toArray();
    const QJsonArray done = r.value(QStringLiteral("chrono_done")).toArray();
    for (qsizetype i = 0; i < rew.size(); ++i) {
        out.back().push_back(rew[i].toDouble());
        if (done[i].toBool() && i + 1 < rew.size())
            out.emplace_back();
    }
    return out;
}

/// A fixture buffer re-labelled as a HER buffer: the class path changed and the HER
/// attributes of tianshou-spec.md 3.5 added, the rows untouched.
std::shared_ptr<ReplayBuffer> asHer(const PyValue& object)
{
    auto obj = std::make_shared<PyObject>(*object.asObject());
    obj->cls = {"tianshou.data.buffer.her", "HERReplayBuffer"};
    auto state = std::make_shared<PyValue>(PyValue::dict(obj->state->dictItems()));
    state->setItem(S("horizon"), I(4));
    state->setItem(S("future_p"), F(0.75));
    state->setItem(S("compute_reward_fn"), PyValue::global({"math", "dist"}));
    state->setItem(S("_original_meta"), PyValue::batch(Batch::make()));
    state->setItem(S("_altered_indices"), farr({}));
    obj->state = state;
    return bufferFromObject(PyValue::object(obj));
}

} // namespace

class TestEpisodeExport : public QObject {
    Q_OBJECT

private slots:
    void testCached_data();
    void testCached();
    void testHerFromFixture();
};

void TestEpisodeExport::testCached_data()
{
    QTest::addColumn<BufferGeneration>("generation");
    QTest::newRow("v1.0") << BufferGeneration::V1_0;
    QTest::newRow("v1.2") << BufferGeneration::V1_2;
    QTest::newRow("v2") << BufferGeneration::V2;
}

// tianshou-spec.md 3.6's example: main [2] and [1,4] finished, cache 3 writing [3].
void TestEpisodeExport::testCached()
{
    QFETCH(BufferGeneration, generation);
    CachedReplayBuffer buf(std::make_shared<ReplayBuffer>(10), 4, 5);
    auto rows = [](std::vector<std::int64_t> obs, std::vector<bool> term) {
        std::vector<double> rew(obs.begin(), obs.end());
        return Batch({{"obs", arr(obs)},
                      {"act", arr(std::vector<std::int64_t>(obs.size(), 0))},
                      {"rew", farr(rew)},
                      {"terminated", barr(term)},
                      {"truncated", barr(std::vector<bool>(obs.size(), false))},
                      {"obs_next", arr(obs)}});
    };
    buf.add(rows({1}, {false}), Indices{1});
    buf.add(rows({2}, {true}), Indices{3});
    buf.add(rows({3, 4}, {false, true}), Indices{3, 1});
    QCOMPARE(buf.sampleIndices(0), (Indices{0, 1, 2, 25})); // the spec's state
    const EpisodeList list = EpisodeList::fromBuffer(buf);
    QCOMPARE(list.count(), std::int64_t(3));
    // Episodes [1,4] (main) and [3] (cache 3, running).
    std::vector<std::int64_t> chosen;
    for (std::int64_t e = 0; e < list.count(); ++e)
        if (list.episodes()[std::size_t(e)].length() == 2 || list.episodes()[std::size_t(e)].subBuffer == 4)
            chosen.push_back(e);
    QCOMPARE(chosen.size(), std::size_t(2));
    const auto out = exportEpisodes(buf, list, chosen);
    QCOMPARE(out->className(), std::string("CachedReplayBuffer"));
    const auto& cached = dynamic_cast<const CachedReplayBuffer&>(*out);
    QCOMPARE(cached.mainBuffer()->maxsize(), std::int64_t(2));
    QCOMPARE(cached.cachedBufferNum(), std::int64_t(4));
    QCOMPARE(out->maxsize(), std::int64_t(2 + 4 * 5));
    QCOMPARE(out->length(), std::int64_t(3));
    out->setGeneration(generation);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cached.pkl"));
    const QJsonObject py = checkInPython(*out, generation, path);
    QVERIFY(!py.isEmpty());
    QCOMPARE(py.value(QStringLiteral("cls")).toString(), QStringLiteral("CachedReplayBuffer"));
    QCOMPARE(py.value(QStringLiteral("len")).toInt(), 3);
    // Main slots 0, 1, then cache 3 at offset 2 + 3 * 5.
    QCOMPARE(numbers(py.value(QStringLiteral("idx"))), (std::vector<double>{0, 1, 17}));
    QCOMPARE(numbers(py.value(QStringLiteral("rew"))), (std::vector<double>{1, 4, 3}));

    // Our reader gives the same buffer back, and Tianshou's add continues the running
    // episode: obs 5 ends it, the cache moves [3, 5] into the main buffer (wrapping).
    const auto back = bufferFromObject(PickleReader().readFile(path.toStdString()));
    QCOMPARE(back->className(), std::string("CachedReplayBuffer"));
    QCOMPARE(back->sampleIndices(0), (Indices{0, 1, 17}));
    const AddResult r = back->add(rows({5}, {true}), Indices{3});
    QCOMPARE(r.epLength, Indices{2});
    QCOMPARE(r.epReturn.toDouble(0), 8.0);
    QCOMPARE(r.epStart, Indices{0});
    QCOMPARE(r.ptr, Indices{1});
    QCOMPARE(back->sampleIndices(0), (Indices{0, 1}));
}

// A real fixture's rows as a HER buffer holding relabelled data in its cache: the
// export undoes the relabelling, keeps the HER class and attributes, and holds exactly
// the manifest's episodes 1 and 2.
void TestEpisodeExport::testHerFromFixture()
{
    const QString fixture = TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v1.2.0/buffer_wrapped.p4.pkl"));
    auto her = std::dynamic_pointer_cast<HERReplayBuffer>(asHer(PickleReader().readFile(fixture.toStdString())));
    QVERIFY(her);
    const auto expected = manifestEpisodes(QStringLiteral("tianshou-v1.2.0"), QStringLiteral("buffer_wrapped.p4.pkl"));
    QVERIFY(expected.size() >= 3);
    // Relabel slot 0 as HER's sampling would: the original row goes into the cache.
    const NdArray altered = NdArray::fromInts({0}, {1, 1});
    her->setCache(PyValue::batch(std::make_shared<Batch>(her->meta()[Index(IndexItem(altered))])), altered);
    her->mutableMeta().setItem(Index::list({0}), PyValue::batch(std::make_shared<Batch>(Batch({{"rew", F(999)}}))));

    const EpisodeList list = EpisodeList::fromBuffer(*her);
    QCOMPARE(list.count(), std::int64_t(expected.size()));
    const auto out = exportEpisodes(*her, list, {2, 1});
    QCOMPARE(out->className(), std::string("HERReplayBuffer"));
    const auto& copy = dynamic_cast<const HERReplayBuffer&>(*out);
    QCOMPARE(copy.horizon(), std::int64_t(4));
    QCOMPARE(copy.futureP(), 0.75);
    QVERIFY(!copy.hasCache());
    std::vector<double> want = expected[1];
    want.insert(want.end(), expected[2].begin(), expected[2].end());
    QCOMPARE(out->maxsize(), std::int64_t(want.size()));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("her.pkl"));
    const QJsonObject py = checkInPython(*out, BufferGeneration::V1_2, path);
    QVERIFY(!py.isEmpty());
    QCOMPARE(py.value(QStringLiteral("cls")).toString(), QStringLiteral("HERReplayBuffer"));
    QCOMPARE(py.value(QStringLiteral("len")).toInt(), int(want.size()));
    const std::vector<double> rew = numbers(py.value(QStringLiteral("rew")));
    QCOMPARE(rew.size(), want.size());
    for (std::size_t i = 0; i < want.size(); ++i)
        QVERIFY2(std::abs(rew[i] - want[i]) < 1e-3,
                 qPrintable(QStringLiteral("row %1: %2 vs %3").arg(i).arg(rew[i]).arg(want[i])));
    const auto back = bufferFromObject(PickleReader().readFile(path.toStdString()));
    QCOMPARE(back->className(), std::string("HERReplayBuffer"));
    QCOMPARE(EpisodeList::fromBuffer(*back).count(), std::int64_t(2));
}

QTEST_APPLESS_MAIN(TestEpisodeExport)
#include "tst_episodeexport.moc"
