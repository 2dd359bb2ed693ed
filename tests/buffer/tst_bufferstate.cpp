// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Buffer states across releases (tianshou-spec.md 4.3/4.4): a file of one release
// written for another must equal what that release's Tianshou wrote for the same
// data, and every class's state has the attribute list of section 4.3.
#include "bufferhelpers.h"

#include <core/buffer/bufferstate.h>
#include <core/buffer/cached.h>
#include <core/buffer/her.h>
#include <core/buffer/prioritized.h>
#include <core/io/pickle/picklereader.h>
#include <core/io/pickle/picklewriter.h>
#include <testutils.h>

#include <QTemporaryDir>
#include <QTest>

using namespace ReplayScope::Core;
using namespace BufferTest;

namespace {

// Prints the attribute names of a pickled buffer and of its first sub-buffer.
const char* kKeysScript = "buffer/attribute_names.py"; // under tests/data

// Loads two pickles and asserts equal states (RandomState by its state).
const char* kEqualScript = "pickle/compare_pickles.py"; // under tests/data

QString pystub()
{
    return TestUtils::sharedPath(QStringLiteral("tools/pystub"));
}

QStringList pythonLines(const QString& script, const QStringList& args)
{
    bool ok = false;
    QString error;
    const QByteArray out = TestUtils::runPythonFile(script, args, &ok, &error);
    if (!ok)
        qWarning("%s", qPrintable(error));
    return ok ? QString::fromUtf8(out).trimmed().split(QLatin1Char('\n')) : QStringList();
}

} // namespace

class TestBufferState : public QObject {
    Q_OBJECT

private slots:
    void testCrossRelease_data();
    void testCrossRelease();
    void testAttributeLists_data();
    void testAttributeLists();
    void testHerCache();
    void testMalformedStates();

private:
    QTemporaryDir m_dir;
};

void TestBufferState::testCrossRelease_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("generation");
    for (const char* name : {"buffer_doc3.p4.pkl", "buffer_wrapped.p4.pkl", "buffer_stack4.p4.pkl", "vector3.p4.pkl"}) {
        const QString file = QString::fromLatin1(name);
        QTest::newRow(qPrintable(QStringLiteral("v0.5.0->v2.0.1 ") + file))
            << QStringLiteral("tianshou-v0.5.0/") + file << QStringLiteral("tianshou-v2.0.1/") + file
            << int(BufferGeneration::V2);
        QTest::newRow(qPrintable(QStringLiteral("v2.0.1->v0.5.0 ") + file))
            << QStringLiteral("tianshou-v2.0.1/") + file << QStringLiteral("tianshou-v0.5.0/") + file
            << int(BufferGeneration::V1_0);
        QTest::newRow(qPrintable(QStringLiteral("v1.2.0->v2.0.1 ") + file))
            << QStringLiteral("tianshou-v1.2.0/") + file << QStringLiteral("tianshou-v2.0.1/") + file
            << int(BufferGeneration::V2);
    }
}

// The same docs examples saved by two releases: converting one must give the other.
void TestBufferState::testCrossRelease()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, generation);
    const QString source = TestUtils::sharedPath(QStringLiteral("fixtures/") + from);
    const QString target = TestUtils::sharedPath(QStringLiteral("fixtures/") + to);
    const auto buf = bufferFromObject(PickleReader().readFile(source.toStdString()));
    const QString out = m_dir.filePath(QStringLiteral("cross.pkl"));
    PickleWriter::writeFile(out.toStdString(), bufferToObject(*buf, BufferGeneration(generation)));
    QCOMPARE(pythonLines(QString::fromUtf8(kEqualScript),
                         {target, out, pystub(), QStringLiteral("unordered"), QStringLiteral("strict-scalars")}),
             QStringList{QStringLiteral("ok")});
}

void TestBufferState::testAttributeLists_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("generation");
    QTest::addColumn<QString>("keys");
    QTest::addColumn<QString>("subKeys");
    const QString base11 = QStringLiteral("options maxsize stack_num _indices _save_obs_next _save_only_last_obs "
                                          "_sample_avail _meta last_index");
    const QString book11 = QStringLiteral(" _index _size _ep_rew _ep_len _ep_idx");
    const QString base12 = QStringLiteral("options maxsize stack_num _indices _save_obs_next _save_only_last_obs "
                                          "_sample_avail _meta _random_state last_index");
    const QString book12 = QStringLiteral(" _insertion_idx _size _ep_return _ep_len _ep_start_idx");
    const QString prio = QStringLiteral(" _alpha _beta _max_prio _min_prio weight _PrioritizedReplayBuffer__eps "
                                        "_weight_norm");
    const QString prioSub = QStringLiteral(" _alpha _beta _max_prio _min_prio _PrioritizedReplayBuffer__eps "
                                           "_weight_norm");
    const QString mgr11 = QStringLiteral("buffer_num buffers _offset _extend_offset _lengths ");
    const QString mgrTail = QStringLiteral(" _offset _extend_offset _lengths");
    QTest::newRow("prio v1.1") << "prio" << int(BufferGeneration::V1_0) << base11 + book11 + prio << "-";
    QTest::newRow("prio v1.2") << "prio" << int(BufferGeneration::V1_2) << base12 + book12 + prio << "-";
    QTest::newRow("prio vector v1.1") << "priovec" << int(BufferGeneration::V1_0) << mgr11 + base11 + prio
                                      << base11 + book11 + prioSub;
    QTest::newRow("prio vector v1.2") << "priovec" << int(BufferGeneration::V1_2)
                                      << QStringLiteral("buffer_num buffers ") + base12 + book12 + mgrTail + prio
                                      << base12 + book12 + prioSub;
    QTest::newRow("cached v1.1") << "cached" << int(BufferGeneration::V1_0)
                                 << mgr11 + base11 + QStringLiteral(" main_buffer cached_buffers cached_buffer_num")
                                 << base11 + book11;
    QTest::newRow("her v2") << "her" << int(BufferGeneration::V2)
                            << base12 + book12
                                   + QStringLiteral(
                                       " horizon future_p compute_reward_fn _original_meta _altered_indices")
                            << "-";
}

// 4.3: every class's attribute names and order for ≤v1.1 and v1.2+ targets.
void TestBufferState::testAttributeLists()
{
    QFETCH(QString, kind);
    QFETCH(int, generation);
    QFETCH(QString, keys);
    QFETCH(QString, subKeys);
    std::shared_ptr<ReplayBuffer> buf;
    if (kind == QLatin1String("prio"))
        buf = std::make_shared<PrioritizedReplayBuffer>(8, 0.6, 0.4);
    else if (kind == QLatin1String("priovec"))
        buf = std::make_shared<PrioritizedVectorReplayBuffer>(8, 2, 0.6, 0.4);
    else if (kind == QLatin1String("cached"))
        buf = std::make_shared<CachedReplayBuffer>(std::make_shared<ReplayBuffer>(6), 2, 3);
    else
        buf = std::make_shared<HERReplayBuffer>(8, PyValue::global({"math", "fsum"}), 4);
    const bool manager = kind == QLatin1String("priovec") || kind == QLatin1String("cached");
    for (int i = 0; i < 3; ++i) {
        if (manager)
            buf->add(Batch({{"obs", arr({i, i})},
                            {"act", arr({0, 0})},
                            {"rew", farr({1, 1})},
                            {"terminated", barr({i == 1, false})},
                            {"truncated", barr({false, false})}}));
        else
            buf->add(step(I(i), 1.0, i == 1));
    }
    const QString out = m_dir.filePath(QStringLiteral("keys.pkl"));
    PickleWriter::writeFile(out.toStdString(), bufferToObject(*buf, BufferGeneration(generation)));
    const QStringList lines = pythonLines(QString::fromUtf8(kKeysScript), {out, pystub()});
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[0], keys);
    QCOMPARE(lines[1], subKeys);
    // Our reader takes its own output back unchanged.
    const auto again = bufferFromObject(PickleReader().readFile(out.toStdString()));
    QCOMPARE(again->className(), buf->className());
    QCOMPARE(again->length(), buf->length());
    QCOMPARE(again->sampleIndices(0), buf->sampleIndices(0));
    QCOMPARE(column(*again, "obs"), column(*buf, "obs"));
}

// 3.5: the relabelling cache is written back before an add.
void TestBufferState::testHerCache()
{
    HERReplayBuffer buf(5, PyValue(), 2);
    for (int i = 0; i < 3; ++i)
        buf.add(step(I(i), 0.0, false));
    // Pretend a sampling relabelled rows 0 and 1: the storage holds new values, the
    // cache the original ones.
    NdArray obs = buf.meta().get("obs").asArray();
    obs.setElement(0, I(70));
    obs.setElement(1, I(71));
    buf.setCache(dict({{"obs", arr({0, 1})}, {"act", arr({0, 0})}, {"rew", farr({0, 0})}}),
                 NdArray::fromInts({0, 1}, {2}));
    QVERIFY(buf.hasCache());
    QCOMPARE(column(buf, "obs"), (std::vector<std::int64_t>{70, 71, 2, 0, 0}));
    buf.add(step(I(3), 0.0, false));
    QVERIFY(!buf.hasCache());
    QCOMPARE(column(buf, "obs"), (std::vector<std::int64_t>{0, 1, 2, 3, 0}));
}

void TestBufferState::testMalformedStates()
{
    const PyValue meta = PyValue::batch(Batch::make());
    auto state = [&](std::int64_t size, std::int64_t index) {
        return dict({{"maxsize", I(10)}, {"_meta", meta}, {"_size", I(size)}, {"_index", I(index)}});
    };
    QVERIFY(bufferFromState("ReplayBuffer", state(3, 3)));
    QVERIFY_THROWS_EXCEPTION(ValueError, bufferFromState("ReplayBuffer", state(11, 0)));
    QVERIFY_THROWS_EXCEPTION(ValueError, bufferFromState("ReplayBuffer", state(3, 10)));
    QVERIFY_THROWS_EXCEPTION(ValueError, bufferFromState("Nonsense", state(3, 3)));
    QVERIFY_THROWS_EXCEPTION(ValueError, bufferFromState("ReplayBuffer", dict({{"maxsize", I(10)}})));
    QVERIFY_THROWS_EXCEPTION(TypeError, bufferFromState("ReplayBuffer", dict({{"maxsize", I(10)}, {"_meta", I(1)}})));
    QVERIFY_THROWS_EXCEPTION(TypeError, bufferFromObject(I(3)));
}

QTEST_APPLESS_MAIN(TestBufferState)
#include "tst_bufferstate.moc"
