// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The episode model: episode lists of the other-formats fixtures against their
// manifest (the files are read by h5py/numpy here; only the episode logic is ours),
// buffer episodes and navigation, and curated export checked in CPython.
#include "bufferhelpers.h"

#include <core/buffer/bufferstate.h>
#include <core/buffer/buffermanager.h>
#include <core/buffer/episodes.h>
#include <core/io/pickle/picklewriter.h>
#include <testutils.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>
#include <random>

using namespace ReplayScope::Core;
using namespace BufferTest;

namespace {

// Prints the flat step columns of one other-formats file as JSON:
// {"rew": [...], "terminated": [...], "truncated": [...], "done": [...], "ids": [...], "lengths": [...]}
const char* kDumpScript = "buffer/dump_episode_columns.py"; // under tests/data

std::vector<double> numbers(const QJsonValue& v)
{
    std::vector<double> out;
    for (const QJsonValue& x : v.toArray())
        out.push_back(x.toDouble());
    return out;
}

std::vector<bool> flags(const QJsonValue& v)
{
    std::vector<bool> out;
    for (const QJsonValue& x : v.toArray())
        out.push_back(x.toBool());
    return out;
}

QString endName(EpisodeEnd end)
{
    switch (end) {
    case EpisodeEnd::Terminated: return QStringLiteral("terminated");
    case EpisodeEnd::Truncated: return QStringLiteral("truncated");
    case EpisodeEnd::Unfinished: return QStringLiteral("unfinished");
    case EpisodeEnd::Cut: return QStringLiteral("cut");
    }
    return {};
}

// 15 adds into size 10: obs = rew = i, terminated when i % 4 == 0 (i >= 3).
ReplayBuffer wrappedBuffer()
{
    ReplayBuffer buf(10);
    for (int i = 0; i < 15; ++i)
        buf.add(step(I(i), double(i), i >= 3 && i % 4 == 0));
    return buf;
}

} // namespace

class TestEpisodes : public QObject {
    Q_OBJECT

private slots:
    void testOtherFormats_data();
    void testOtherFormats();
    void testBufferEpisodes();
    void testBatchWindowsGiveTheSameEpisodes();
    void testVectorEpisodesFollowPrevNext();
    void testFromBatchFlags();
    void testSlotRunsReadAsTheirSlots();
    void testWindowsGiveTheSameEpisodes();
    void testExport();
};

void TestEpisodes::testOtherFormats_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonObject>("record");
    const QJsonArray files = TestUtils::manifestFiles(QStringLiteral("other-formats"));
    QVERIFY(!files.isEmpty());
    for (const QJsonValue& v : files) {
        const QJsonObject r = v.toObject();
        const QString name = r.value(QStringLiteral("file")).toString();
        QTest::newRow(qPrintable(name)) << r.value(QStringLiteral("layout")).toString()
                                        << TestUtils::sharedPath(QStringLiteral("fixtures/other-formats/") + name) << r;
    }
}

void TestEpisodes::testOtherFormats()
{
    QFETCH(QString, layout);
    QFETCH(QString, path);
    QFETCH(QJsonObject, record);
    bool ok = false;
    QString error;
    const QByteArray json = TestUtils::runPythonFile(QString::fromUtf8(kDumpScript), {layout, path}, &ok, &error);
    QVERIFY2(ok, qPrintable(error));
    const QJsonObject d = QJsonDocument::fromJson(json).object();
    StepFlags f;
    f.rewards = numbers(d.value(QStringLiteral("rew")));
    f.terminated = flags(d.value(QStringLiteral("terminated")));
    f.truncated = flags(d.value(QStringLiteral("truncated")));
    f.done = flags(d.value(QStringLiteral("done")));
    EpisodeList list;
    if (layout == QLatin1String("minari")) {
        std::vector<std::int64_t> lengths;
        for (double x : numbers(d.value(QStringLiteral("lengths"))))
            lengths.push_back(std::int64_t(x));
        list = EpisodeList::fromLengths(lengths, f);
    } else if (layout == QLatin1String("rllib-json")) {
        std::vector<std::int64_t> ids;
        for (double x : numbers(d.value(QStringLiteral("ids"))))
            ids.push_back(std::int64_t(x));
        list = EpisodeList::fromEpisodeIds(ids, f);
    } else {
        list = EpisodeList::fromFlags(range(std::int64_t(f.rewards.size())), f);
    }
    QCOMPARE(list.steps(), record.value(QStringLiteral("steps")).toInteger());
    if (!record.contains(QStringLiteral("episodes")))
        return;
    const QJsonArray expected = record.value(QStringLiteral("episodes")).toArray();
    QCOMPARE(list.count(), expected.size());
    for (int k = 0; k < expected.size(); ++k) {
        const QJsonObject e = expected[k].toObject();
        const Episode& ep = list.episodes()[std::size_t(k)];
        QCOMPARE(ep.length(), e.value(QStringLiteral("length")).toInteger());
        QVERIFY(std::fabs(ep.episodeReturn - e.value(QStringLiteral("return")).toDouble()) < 1e-9);
        if (e.contains(QStringLiteral("end")))
            QCOMPARE(endName(ep.end()), e.value(QStringLiteral("end")).toString());
    }
}

void TestEpisodes::testBufferEpisodes()
{
    const ReplayBuffer buf = wrappedBuffer();
    const EpisodeList list = EpisodeList::fromBuffer(buf);
    QCOMPARE(list.count(), std::int64_t(3));
    QCOMPARE(list.episodes()[0].rows, (Indices{5, 6, 7, 8}));
    QCOMPARE(list.episodes()[1].rows, (Indices{9, 0, 1, 2}));
    QCOMPARE(list.episodes()[2].rows, (Indices{3, 4}));
    QCOMPARE(list.episodes()[0].end(), EpisodeEnd::Cut); // the ring overwrote slots before it
    QCOMPARE(list.episodes()[0].endFlag, EpisodeEnd::Terminated);
    QCOMPARE(list.episodes()[1].end(), EpisodeEnd::Terminated);
    QCOMPARE(list.episodes()[2].end(), EpisodeEnd::Unfinished);
    QCOMPARE(list.episodes()[1].episodeReturn, 9.0 + 10 + 11 + 12);
    QCOMPARE(list.episodeOfSlot(1), std::int64_t(1));
    QCOMPARE(list.positionOfSlot(1), std::int64_t(2));
    QVERIFY(!list.nextStep(42).has_value());
    // Step navigation is Tianshou's prev/next on every valid slot.
    for (std::int64_t slot : buf.chronologicalIndices()) {
        QCOMPARE(*list.nextStep(slot), buf.next(slot));
        QCOMPARE(*list.prevStep(slot), buf.prev(slot));
    }
    // A buffer that has not wrapped has no cut episode.
    ReplayBuffer small(10);
    small.add(step(I(0), 1, false));
    small.add(step(I(1), 1, true, false));
    small.add(step(I(2), 1, false, true));
    const EpisodeList two = EpisodeList::fromBuffer(small);
    QCOMPARE(two.count(), std::int64_t(2));
    QCOMPARE(two.episodes()[0].end(), EpisodeEnd::Terminated);
    QCOMPARE(two.episodes()[1].end(), EpisodeEnd::Truncated);
    QCOMPARE(two.singleStepEpisodes(), std::int64_t(1));
}

// 5 item 93's buffer: per sub-buffer episodes, navigation equal to prev/next.
void TestEpisodes::testVectorEpisodesFollowPrevNext()
{
    VectorReplayBuffer buf(20, 4);
    auto rows = [](std::vector<bool> term) {
        const std::size_t n = term.size();
        return Batch({{"obs", arr(std::vector<std::int64_t>(n, 1))},
                      {"act", arr(std::vector<std::int64_t>(n, 1))},
                      {"rew", farr(std::vector<double>(n, 1.0))},
                      {"terminated", barr(term)},
                      {"truncated", barr(std::vector<bool>(n, false))}});
    };
    buf.add(rows({false, false, true}), Indices{0, 1, 2});
    buf.add(rows({true}), Indices{3});
    for (const auto& t : std::vector<std::vector<bool>>{{false, false, false, false},
                                                        {true, true, true, true},
                                                        {false, false, false, false},
                                                        {false, true, false, true},
                                                        {true}}) {
        if (t.size() == 1)
            buf.add(rows(t), Indices{2});
        else
            buf.add(rows(t));
    }
    const EpisodeList list = EpisodeList::fromBuffer(buf);
    QCOMPARE(list.steps(), buf.length());
    for (std::int64_t slot : buf.chronologicalIndices()) {
        QCOMPARE(*list.nextStep(slot), buf.next(slot));
        QCOMPARE(*list.prevStep(slot), buf.prev(slot));
        QCOMPARE(list.episodes()[std::size_t(list.episodeOfSlot(slot))].subBuffer, buf.subBufferOf(slot));
    }
}

void TestEpisodes::testFromBatchFlags()
{
    Batch done({{"rew", farr({1, 2, 3, 4})}, {"done", barr({false, true, false, false})}});
    const EpisodeList a = EpisodeList::fromBatch(done);
    QCOMPARE(a.count(), std::int64_t(2));
    QCOMPARE(a.episodes()[0].episodeReturn, 3.0);
    QCOMPARE(a.episodes()[0].end(), EpisodeEnd::Terminated);
    QCOMPARE(a.episodes()[1].end(), EpisodeEnd::Unfinished);
    Batch split({{"rew", farr({1, 2, 3})},
                 {"terminated", barr({false, false, false})},
                 {"truncated", barr({true, false, true})}});
    const EpisodeList b = EpisodeList::fromBatch(split);
    QCOMPARE(b.count(), std::int64_t(2));
    QCOMPARE(b.episodes()[1].rows, (Indices{1, 2}));
    QCOMPARE(b.episodes()[1].end(), EpisodeEnd::Truncated);
    QVERIFY_THROWS_EXCEPTION(KeyError, EpisodeList::fromBatch(Batch({{"rew", farr({1})}})));
    // A big-endian reward column ('>f8', as joblib or numpy on another machine may
    // write it) sums its values, not their swapped bytes.
    const NdArray big = farr({0.5, 2, 3.25}).asArray().astype(DType(DTypeKind::Float64, 8, ByteOrder::Big));
    QCOMPARE(big.dtype().byteOrder(), ByteOrder::Big);
    const EpisodeList c =
        EpisodeList::fromBatch(Batch({{"rew", PyValue::array(big)}, {"done", barr({false, true, false})}}));
    QCOMPARE(c.episodes()[0].episodeReturn, 2.5);
    QCOMPARE(c.episodes()[1].episodeReturn, 3.25);
}

// Curated export: the chosen episodes, oldest first, in a buffer CPython loads with
// consistent bookkeeping (checked with Tianshou's own chronology formula).
void TestEpisodes::testExport()
{
    const ReplayBuffer buf = wrappedBuffer();
    const EpisodeList list = EpisodeList::fromBuffer(buf);
    const auto out = exportEpisodes(buf, list, {1, 2});
    QCOMPARE(out->className(), std::string("ReplayBuffer"));
    QCOMPARE(out->maxsize(), std::int64_t(6));
    QCOMPARE(out->length(), std::int64_t(6));
    QCOMPARE(column(*out, "obs"), (std::vector<std::int64_t>{9, 10, 11, 12, 13, 14}));
    const EpisodeList again = EpisodeList::fromBuffer(*out);
    QCOMPARE(again.count(), std::int64_t(2));
    QCOMPARE(again.episodes()[0].length(), std::int64_t(4));
    QCOMPARE(again.episodes()[1].end(), EpisodeEnd::Unfinished);
    // The unfinished episode keeps running: the next add continues it.
    auto running = exportEpisodes(buf, list, {2});
    const AddResult r = running->add(step(I(15), 15, true));
    QCOMPARE(r.epLength, Indices{3});
    QCOMPARE(r.epReturn.toDouble(0), 13.0 + 14 + 15);
    QVERIFY_THROWS_EXCEPTION(IndexError, exportEpisodes(buf, list, {3}));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("export.pkl"));
    PickleWriter::writeFile(path.toStdString(), bufferToObject(*out, BufferGeneration::V2));
    bool ok = false;
    QString error;
    const QByteArray json =
        TestUtils::runPythonFile(QStringLiteral("buffer/check_export_bookkeeping.py"),
                                 {path, TestUtils::sharedPath(QStringLiteral("tools/pystub"))}, &ok, &error);
    QVERIFY2(ok, qPrintable(error));
    const QJsonObject d = QJsonDocument::fromJson(json).object();
    QCOMPARE(numbers(d.value(QStringLiteral("obs"))), (std::vector<double>{9, 10, 11, 12, 13, 14}));
    QCOMPARE(flags(d.value(QStringLiteral("done"))), (std::vector<bool>{false, false, false, true, false, false}));
    QCOMPARE(d.value(QStringLiteral("ep_len")).toInteger(), 2);
    QCOMPARE(d.value(QStringLiteral("ep_start")).toInteger(), 4);
}

// SlotRuns reads as the plain list of slots it was made from (random lists of runs,
// single slots and jumps, seeded).
void TestEpisodes::testSlotRunsReadAsTheirSlots()
{
    std::mt19937 random(22);
    for (int round = 0; round < 200; ++round) {
        Indices want;
        std::int64_t next = std::int64_t(random() % 50);
        const int pieces = int(random() % 6);
        for (int p = 0; p < pieces; ++p) {
            const std::int64_t count = std::int64_t(random() % 7);
            for (std::int64_t k = 0; k < count; ++k)
                want.push_back(next++);
            next = random() % 3 == 0 ? std::int64_t(random() % 50) : next + std::int64_t(random() % 4);
        }
        const SlotRuns runs(want);
        QCOMPARE(runs.size(), want.size());
        QCOMPARE(runs.indices(), want);
        QVERIFY(runs == want);
        QCOMPARE(Indices(runs.begin(), runs.end()), want);
        for (std::size_t k = 0; k < want.size(); ++k) {
            QCOMPARE(runs[k], want[k]);
            // positionOf finds the first position holding the slot.
            QCOMPARE(runs.positionOf(want[k]),
                     std::int64_t(std::find(want.begin(), want.end(), want[k]) - want.begin()));
        }
        QCOMPARE(runs.positionOf(-1), std::int64_t(-1));
        if (!want.empty()) {
            QCOMPARE(runs.front(), want.front());
            QCOMPARE(runs.back(), want.back());
        }
        // Runs are merged: consecutive want are one run however they were added.
        std::size_t breaks = 0;
        for (std::size_t k = 1; k < want.size(); ++k)
            breaks += want[k] != want[k - 1] + 1 ? 1 : 0;
        QCOMPARE(runs.runs().size(), want.empty() ? 0 : breaks + 1);
    }
}

// Reading a buffer's flags in windows of a few steps gives the episodes of one window
// (which is fromFlags over the whole chronology): random rings, wrapped or not, plain and
// vector, with episodes crossing window ends.
void TestEpisodes::testWindowsGiveTheSameEpisodes()
{
    std::mt19937 random(23);
    for (int round = 0; round < 60; ++round) {
        const std::int64_t size = 3 + std::int64_t(random() % 30);
        const bool vector = round % 2 == 1;
        std::unique_ptr<ReplayBuffer> buf;
        if (vector)
            buf = std::make_unique<VectorReplayBuffer>(size * 3, 3);
        else
            buf = std::make_unique<ReplayBuffer>(size);
        const int adds = int(random() % (3 * size));
        for (int i = 0; i < adds; ++i) {
            const bool terminated = random() % 5 == 0;
            const bool truncated = !terminated && random() % 9 == 0;
            if (vector) {
                const std::int64_t id = std::int64_t(random() % 3);
                buf->add(Batch({{"obs", arr({i})},
                                {"act", arr({0})},
                                {"rew", farr({double(i % 7) - 2.5})},
                                {"terminated", barr({terminated})},
                                {"truncated", barr({truncated})}}),
                         Indices{id});
            } else {
                buf->add(step(I(i), double(i % 7) - 2.5, terminated, truncated));
            }
        }
        const EpisodeList whole = EpisodeList::fromBuffer(*buf);
        for (const std::int64_t window : {1, 2, 5}) {
            const EpisodeList windowed = EpisodeList::fromBuffer(*buf, window);
            QCOMPARE(windowed.count(), whole.count());
            QCOMPARE(windowed.steps(), buf->length());
            for (std::size_t e = 0; e < whole.episodes().size(); ++e) {
                const Episode& a = whole.episodes()[e];
                const Episode& b = windowed.episodes()[e];
                QVERIFY(a.rows == b.rows);
                QCOMPARE(a.end(), b.end());
                QCOMPARE(a.endFlag, b.endFlag);
                QCOMPARE(a.subBuffer, b.subBuffer);
                QCOMPARE(a.episodeReturn, b.episodeReturn);
            }
        }
        // Every valid slot: its episode holds it at the position it says, and step
        // navigation is Tianshou's prev/next.
        for (const std::int64_t slot : buf->chronologicalIndices()) {
            const std::int64_t e = whole.episodeOfSlot(slot);
            QVERIFY(e >= 0);
            QCOMPARE(whole.episodes()[std::size_t(e)].rows[std::size_t(whole.positionOfSlot(slot))], slot);
            QCOMPARE(*whole.nextStep(slot), buf->next(slot));
            QCOMPARE(*whole.prevStep(slot), buf->prev(slot));
        }
    }
}

// A plain Batch's flags read in windows give the episodes of one pass over every row
// (fromFlags of stepFlagsOf over all rows): random flags in each layout fromBatch reads
// (terminated/truncated, done with TimeLimit.truncated, TorchRL's next, d3rlpy's
// episode_terminals), episodes crossing window ends.
void TestEpisodes::testBatchWindowsGiveTheSameEpisodes()
{
    std::mt19937 random(29);
    for (int round = 0; round < 40; ++round) {
        const std::int64_t n = 1 + std::int64_t(random() % 40);
        std::vector<bool> a, b;
        std::vector<double> rew;
        for (std::int64_t i = 0; i < n; ++i) {
            a.push_back(random() % 5 == 0);
            b.push_back(random() % 4 == 0);
            rew.push_back(double(random() % 11) - 5.0);
        }
        Batch batch;
        switch (round % 4) {
        case 0: batch = Batch({{"terminated", barr(a)}, {"truncated", barr(b)}, {"rew", farr(rew)}}); break;
        case 1:
            batch = Batch({{"done", barr(a)},
                           {"rew", farr(rew)},
                           {"info", PyValue::batch(Batch::make({{"TimeLimit.truncated", barr(b)}}))}});
            break;
        case 2:
            batch = Batch({{"done", barr(b)}, // the reset flags, not the ends
                           {"next", PyValue::batch(Batch::make({{"done", barr(a)},
                                                                {"terminated", barr(a)},
                                                                {"truncated", barr(std::vector<bool>(a.size()))},
                                                                {"reward", farr(rew)}}))}});
            break;
        default: batch = Batch({{"episode_terminals", barr(a)}, {"terminals", barr(b)}, {"rewards", farr(rew)}});
        }
        Indices all(static_cast<std::size_t>(n));
        for (std::int64_t i = 0; i < n; ++i)
            all[std::size_t(i)] = i;
        const EpisodeList whole = EpisodeList::fromFlags(all, stepFlagsOf(batch, all));
        for (const std::int64_t window : {1, 2, 5, 1 << 20}) {
            const EpisodeList windowed = EpisodeList::fromBatch(batch, window);
            QCOMPARE(windowed.count(), whole.count());
            for (std::size_t e = 0; e < whole.episodes().size(); ++e) {
                const Episode& x = whole.episodes()[e];
                const Episode& y = windowed.episodes()[e];
                QVERIFY(x.rows == y.rows);
                QCOMPARE(x.end(), y.end());
                QCOMPARE(x.endFlag, y.endFlag);
                QCOMPARE(x.episodeReturn, y.episodeReturn);
            }
        }
    }
}

QTEST_APPLESS_MAIN(TestEpisodes)
#include "tst_episodes.moc"
