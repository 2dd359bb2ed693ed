// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// RLlib SampleBatch JSON: the fixture against an independent Python reading of it
// (tests/data/rllib/rllib_reference.py), its manifest's episodes, zip archives,
// multi-agent lines, wrappers, and hostile inputs.
#include "testutils.h"

#include <core/array/arrayops.h>
#include <core/error.h>
#include <core/io/rllib/rllibreader.h>
#include <core/io/rllib/rllibsummary.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ReplayScope::Core;

class TestRllib : public QObject {
    Q_OBJECT

private:
    static QString fixture() { return TestUtils::sharedPath(QStringLiteral("fixtures/other-formats/rllib_like.json")); }

    static QByteArray fixtureText()
    {
        QFile f(fixture());
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    static QJsonObject manifestRecord(const QString& file)
    {
        return TestUtils::manifestEntry(QStringLiteral("other-formats"), file);
    }

    static QByteArray hexOf(const NdArray& a)
    {
        const NdArray c = a.contiguous();
        return QByteArray(reinterpret_cast<const char*>(c.elementPtr(0)), int(c.nbytes())).toHex();
    }

    static void compareEpisodes(const EpisodeList& episodes, const QJsonObject& manifest)
    {
        const QJsonArray expected = manifest.value("episodes").toArray();
        QCOMPARE(episodes.steps(), manifest.value("steps").toInteger());
        QCOMPARE(episodes.count(), qint64(expected.size()));
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const Episode& e = episodes.episodes()[std::size_t(i)];
            const QJsonObject x = expected[i].toObject();
            QCOMPARE(e.length(), x.value("length").toInteger());
            const double want = x.value("return").toDouble();
            QVERIFY2(std::abs(e.episodeReturn - want) <= 1e-9 * std::abs(want),
                     qPrintable(QStringLiteral("episode %1 return %2 != %3")
                                    .arg(i)
                                    .arg(e.episodeReturn, 0, 'g', 17)
                                    .arg(want, 0, 'g', 17)));
        }
    }

private slots:
    void testFixtureMatchesPythonReading()
    {
        QFile script(TestUtils::testDataPath(QStringLiteral("rllib/rllib_reference.py")));
        QVERIFY(script.open(QIODevice::ReadOnly));
        bool ok = false;
        QString error;
        const QByteArray out = TestUtils::runPython(QString::fromUtf8(script.readAll()), {fixture()}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        const QJsonObject reference = QJsonDocument::fromJson(out).object();

        const RllibData data = readRllib(fixture().toStdString());
        QVERIFY(!data.multiAgent);
        QCOMPARE(data.records, qint64(3));
        QCOMPARE(data.policies.size(), std::size_t(1));
        QCOMPARE(data.policies.front().policyId, std::string("default_policy"));
        const Batch& columns = data.policies.front().columns;
        const QJsonObject described = reference.value("columns").toObject();
        for (const QString& name : described.keys()) {
            const PyValue* v = columns.find(name.toStdString());
            QVERIFY2(v && v->isArray(), qPrintable(name));
            const QJsonArray d = described.value(name).toArray();
            QCOMPARE(QString::fromStdString(v->asArray().dtype().typeString()), d[0].toString());
            QJsonArray shape;
            for (std::int64_t s : v->asArray().shape())
                shape.append(qint64(s));
            QCOMPARE(shape, d[1].toArray());
            QCOMPARE(hexOf(v->asArray()), d[2].toString().toLatin1());
        }
        QVERIFY(columns.get("infos").asArray().dtype().isObject());
        QCOMPARE(QString::fromStdString(rllibSummary(data)), reference.value("summary").toString());
    }

    void testFixtureEpisodes()
    {
        const RllibData data = readRllib(fixture().toStdString());
        QCOMPARE(data.envSteps, manifestRecord("rllib_like.json").value("steps").toInteger());
        compareEpisodes(rllibEpisodes(data.toBatch()), manifestRecord("rllib_like.json"));
        // The first two episodes end terminated and truncated in the file.
        const EpisodeList episodes = rllibEpisodes(data.toBatch());
        QCOMPARE(episodes.episodes()[0].end(), EpisodeEnd::Terminated);
        QCOMPARE(episodes.episodes()[1].end(), EpisodeEnd::Truncated);
    }

    void testZipArchive()
    {
        QTemporaryDir dir;
        const QString zip = dir.filePath(QStringLiteral("output.zip"));
        bool ok = false;
        QString error;
        // Two members, deflated, as zipping a folder of RLlib output gives.
        TestUtils::runPython(QStringLiteral("import sys, zipfile\nlines = open(sys.argv[1]).read().splitlines(True)\n"
                                            "with zipfile.ZipFile(sys.argv[2], 'w', zipfile.ZIP_DEFLATED) as z:\n"
                                            "    z.writestr('out/output-0.json', ''.join(lines[:2]))\n"
                                            "    z.writestr('out/output-1.json', ''.join(lines[2:]))\n"),
                             {fixture(), zip}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        const RllibData fromZip = readRllib(zip.toStdString());
        const RllibData fromJson = readRllib(fixture().toStdString());
        QCOMPARE(fromZip.sources.size(), std::size_t(2));
        QCOMPARE(fromZip.records, fromJson.records);
        for (const auto& [key, value] : fromJson.policies.front().columns.entries()) {
            const PyValue& other = fromZip.policies.front().columns.get(key);
            if (!value.asArray().dtype().isObject())
                QVERIFY2(arrayEqual(value.asArray(), other.asArray()), key.c_str());
        }
        compareEpisodes(rllibEpisodes(fromZip.toBatch()), manifestRecord("rllib_like.json"));
    }

    void testMultiAgentAndWrapper()
    {
        const std::string text =
            R"({"type": "MultiAgentBatch", "count": 3, "policy_batches": {"p0": {"obs": [[1, 2], [3, 4]], "rewards": [1.0, 2.0], "dones": [false, true], "eps_id": [7, 7]}, "p1": {"obs": [[5, 6]], "rewards": [0.5], "dones": [false], "eps_id": [9]}}})"
            "\n\n"
            R"({"value": {"type": "MultiAgentBatch", "count": 2, "policy_batches": {"p1": {"obs": [[7, 8], [9, 10]], "rewards": [1.5, -1.0], "dones": [false, true], "eps_id": [9, 9]}}}})"
            "\n";
        const RllibData data = readRllibText(text, "multi.json");
        QVERIFY(data.multiAgent);
        QCOMPARE(data.records, qint64(2));
        QCOMPARE(data.envSteps, qint64(5));
        QCOMPARE(data.policies.size(), std::size_t(2));
        const RllibPolicyBatch* p1 = data.policy("p1");
        QVERIFY(p1);
        QCOMPARE(p1->rows, qint64(3));
        QVERIFY(arrayEqual(p1->columns.get("obs").asArray(), NdArray::fromInts({5, 6, 7, 8, 9, 10}, {3, 2})));
        const EpisodeList e1 = rllibEpisodes(p1->columns);
        QCOMPARE(e1.count(), qint64(1));
        QCOMPARE(e1.episodes()[0].length(), qint64(3));
        QCOMPARE(e1.episodes()[0].episodeReturn, 1.0);
        QCOMPARE(e1.episodes()[0].end(), EpisodeEnd::Terminated);
        QCOMPARE(data.toBatch().keys(), (std::vector<std::string>{"p0", "p1"}));
        QVERIFY(QString::fromStdString(rllibSummary(data)).startsWith("{'count': 5,\n 'policy_batches': {'p0': "));
    }

    void testInterleavedEpisodeIds()
    {
        // A vectorised sampler may interleave episodes: ids, not runs, decide.
        const std::string text =
            R"({"type": "SampleBatch", "eps_id": [1, 2, 1, 2, 3], "rewards": [1, 10, 2, 20, 5],)"
            R"( "terminateds": [false, false, true, false, false], "truncateds": [false, false, false, true, false]})";
        const EpisodeList episodes = rllibEpisodes(readRllibText(text, "mixed.json").toBatch());
        QCOMPARE(episodes.count(), qint64(3));
        QCOMPARE(episodes.episodes()[0].rows, (Indices{0, 2}));
        QCOMPARE(episodes.episodes()[0].episodeReturn, 3.0);
        QCOMPARE(episodes.episodes()[0].end(), EpisodeEnd::Terminated);
        QCOMPARE(episodes.episodes()[1].rows, (Indices{1, 3}));
        QCOMPARE(episodes.episodes()[1].end(), EpisodeEnd::Truncated);
        QCOMPARE(episodes.episodes()[2].end(), EpisodeEnd::Unfinished);
    }

    void testArraySummary()
    {
        bool ok = false;
        QString error;
        const QByteArray expected = TestUtils::runPython(
            QStringLiteral("import numpy as np\na = np.array([0.0005, -1.2345, 2.5, 7.0], dtype=np.float32)\n"
                           "print('np.ndarray({}, dtype={}, min={}, max={}, mean={})'.format(a.shape, a.dtype, "
                           "round(float(np.min(a)), 3), round(float(np.max(a)), 3), round(float(np.mean(a)), 3)))"),
            {}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        const NdArray a = NdArray::fromDoubles({0.0005, -1.2345, 2.5, 7.0}, {4}, DType(DTypeKind::Float32));
        QCOMPARE(QByteArray::fromStdString(rllibArraySummary(a)), expected.trimmed());
        QCOMPARE(rllibArraySummary(NdArray(DType(DTypeKind::Float32), {0, 3})),
                 std::string("np.ndarray((0, 3), dtype=float32)"));
    }

    void testHostile_data()
    {
        QTest::addColumn<QByteArray>("text");
        const QByteArray good = fixtureText();
        const QByteArray first = good.left(good.indexOf('\n'));
        const qsizetype obs = first.indexOf("\"BCJNG") + 1;
        const qsizetype obsEnd = first.indexOf('"', obs);
        QVERIFY(obs > 0 && obsEnd > obs);
        auto withObs = [&](const QByteArray& value) { return first.left(obs) + value + first.mid(obsEnd); };
        const QByteArray original = first.mid(obs, obsEnd - obs);
        QTest::newRow("bad base64 character") << withObs(original.left(40) + "*" + original.mid(41));
        QTest::newRow("bad base64 padding") << withObs(original.left(original.size() - 2));
        QTest::newRow("not an LZ4 frame") << withObs("BCJNGEFBQUFBQUFBQUFBQUFBQUFB");
        QTest::newRow("truncated LZ4 frame") << withObs(original.left((original.size() / 2) & ~3));
        QTest::newRow("LZ4 blocks damaged")
            << withObs(original.left(24) + QByteArray(original.size() - 48, 'A') + original.right(24));
        QTest::newRow("missing type") << QByteArray(R"({"rewards": [1.0]})");
        QTest::newRow("unknown type") << QByteArray(R"({"type": "Episode", "rewards": [1.0]})");
        QTest::newRow("not an object") << QByteArray("[1, 2, 3]");
        QTest::newRow("invalid JSON") << QByteArray(R"({"type": "SampleBatch", "rewards": [1.0,)");
        QTest::newRow("deep nesting") << QByteArray(R"({"type": "SampleBatch", "x": )") + QByteArray(5000, '[');
        QTest::newRow("column missing later") << QByteArray(R"({"type": "SampleBatch", "rewards": [1.0], "t": [0]})"
                                                            "\n"
                                                            R"({"type": "SampleBatch", "rewards": [2.0]})");
        QTest::newRow("bad policy_batches")
            << QByteArray(R"({"type": "MultiAgentBatch", "count": 1, "policy_batches": [1]})");
        QTest::newRow("no records") << QByteArray("\n\n");
    }
    void testHostile()
    {
        QFETCH(QByteArray, text);
        try {
            readRllibText(text.toStdString(), "hostile.json");
            QFAIL("no error");
        } catch (const FormatError& e) {
            QVERIFY2(std::string(e.what()).find("hostile.json") != std::string::npos, e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestRllib)
#include "tst_rllib.moc"
