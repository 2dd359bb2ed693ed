// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "modeltesthelpers.h"

#include <core/array/arrayops.h>
#include <core/error.h>
#include <core/files/formats.h>
#include <widgets/model/saver.h>
#include <widgets/model/stepindex.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/model/tasks/savetask.h>
#include <widgets/model/tensortablemodel.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ReplayScope;

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(bytes);
    return path;
}

QByteArray fixtureBytes(const QString& relative)
{
    QFile f(TestUtils::sharedPath(QStringLiteral("fixtures/") + relative));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList chronoRew(Ui::Document* doc)
{
    Ui::TensorTableModel model;
    model.setDocument(doc);
    model.setKey(QStringLiteral("rew"));
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r)
        out << model.index(r, 0).data().toString();
    return out;
}

} // namespace

class TestLoader : public QObject {
    Q_OBJECT

private slots:
    void testRecognisesFormats_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("className");
        QTest::addColumn<bool>("isBuffer");
        QTest::newRow("buffer pickle") << QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl")
                                       << QStringLiteral("ReplayBuffer") << true;
        QTest::newRow("buffer hdf5") << QStringLiteral("tianshou-v2.0.1/buffer_wrapped.h5")
                                     << QStringLiteral("ReplayBuffer") << true;
        QTest::newRow("v0.4.8 buffer") << QStringLiteral("tianshou-v0.4.8/buffer_wrapped.p4.pkl")
                                       << QStringLiteral("ReplayBuffer") << true;
        QTest::newRow("batch protocol 2")
            << QStringLiteral("tianshou-v2.0.1/batch_basic.p2.pkl") << QStringLiteral("Batch") << false;
        QTest::newRow("prioritized") << QStringLiteral("tianshou-v2.0.1/prio.p4.pkl")
                                     << QStringLiteral("PrioritizedReplayBuffer") << true;
        QTest::newRow("d4rl") << QStringLiteral("other-formats/d4rl_like.hdf5") << QStringLiteral("D4RL dataset")
                              << false;
    }

    void testRecognisesFormats()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, className);
        QFETCH(bool, isBuffer);
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(fixture));
        QCOMPARE(doc->className(), className);
        QCOMPARE(doc->buffer() != nullptr, isBuffer);
        QVERIFY(!doc->formatName().isEmpty());
    }

    void testRejectsBadFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("needle");
        const QByteArray pickle = fixtureBytes(QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl"));
        QTest::newRow("truncated pickle") << pickle.left(pickle.size() / 2) << QStringLiteral("bad.pkl");
        QTest::newRow("corpus truncated")
            << fixtureBytes(QStringLiteral("pickle-corpus/edge_truncated.pkl")) << QStringLiteral("bad.pkl");
        QTest::newRow("stack underflow") << fixtureBytes(QStringLiteral("pickle-corpus/edge_stack_underflow.pkl"))
                                         << QStringLiteral("bad.pkl");
        const QByteArray h5 = fixtureBytes(QStringLiteral("tianshou-v2.0.1/buffer_wrapped.h5"));
        QTest::newRow("truncated hdf5") << h5.left(600) << QStringLiteral("bad.pkl");
        QTest::newRow("text") << QByteArray("hello, world\n") << QStringLiteral("not a recognised file");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("is empty");
        const QByteArray npz = fixtureBytes(QStringLiteral("other-formats/transitions.npz"));
        QTest::newRow("truncated npz") << npz.left(npz.size() / 2) << QStringLiteral("bad.pkl");
        QTest::newRow("broken json") << QByteArray("{\"obs\": [1, 2") << QStringLiteral("bad.pkl");
    }

    // Every failure is a Core::Error whose message names the file.
    void testRejectsBadFiles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, needle);
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("bad.pkl"), bytes);
        try {
            Ui::loadFile(path);
            QFAIL("no error");
        } catch (const Core::Error& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(needle), e.what());
        }
    }

    // The GUI reads every format through the core facade, exactly as the CLI does: the
    // document holds the same keys and arrays Core::loadFile gives, for every layout.
    void testSameDataAsCoreFacade_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::newRow("rllib") << QStringLiteral("other-formats/rllib_like.json");
        QTest::newRow("npz") << QStringLiteral("other-formats/transitions.npz");
        QTest::newRow("d4rl") << QStringLiteral("other-formats/d4rl_like.hdf5");
        QTest::newRow("minari") << QStringLiteral("other-formats/minari_like/data/main_data.hdf5");
        QTest::newRow("buffer pickle") << QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl");
        QTest::newRow("buffer hdf5") << QStringLiteral("tianshou-v1.2.0/buffer_doc3.h5");
    }

    void testSameDataAsCoreFacade()
    {
        QFETCH(QString, fixture);
        const QString path = TestUtils::sharedPath(QStringLiteral("fixtures/") + fixture);
        const Ui::OpenedFile ours = Ui::loadFile(path);
        const Core::LoadedData core = Core::loadFile(path.toStdString());
        QCOMPARE(ours.className.toStdString(), core.className);
        QCOMPARE(ours.buffer != nullptr, core.buffer != nullptr);
        const Core::Batch& mine = ours.buffer ? ours.buffer->meta() : *ours.root;
        const Core::Batch& theirs = core.buffer ? core.buffer->meta() : *core.batch;
        const auto a = Core::flattenBatch(mine);
        const auto b = Core::flattenBatch(theirs);
        QCOMPARE(a.size(), b.size());
        QVERIFY(!a.empty());
        for (std::size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].first, b[i].first);
            QVERIFY2(Core::arrayEqual(a[i].second, b[i].second), a[i].first.c_str());
        }
    }

    // The dataset layouts of issue 19 open as documents with the manifest's steps and
    // episodes (lengths, returns, ends), the same ones the CLI lists.
    void testMoreFormatsEpisodes_data()
    {
        QTest::addColumn<QString>("file");
        for (const char* file : {"robomimic_lift_image.hdf5", "robomimic_d4rl_converted.hdf5", "d3rlpy_mdp_v2.h5",
                                 "d3rlpy_replay_tuple_obs_v2.h5", "d3rlpy_mdp_v1.h5", "imitation_trajs.npz",
                                 "torchrl_tdrb/", "torchrl_pytree_rb/", "d4rl_mixed_filters.hdf5"})
            QTest::newRow(file) << QString::fromLatin1(file);
    }

    void testMoreFormatsEpisodes()
    {
        QFETCH(QString, file);
        const QJsonObject entry = ModelTest::manifestEntry(QStringLiteral("more-formats"), file);
        QVERIFY(!entry.isEmpty());
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(QStringLiteral("more-formats/") + file));
        QCOMPARE(doc->stepCount(), qint64(entry.value(QStringLiteral("steps")).toInteger()));
        const QJsonArray episodes = entry.value(QStringLiteral("episodes")).toArray();
        QCOMPARE(doc->episodes().count(), qint64(episodes.size()));
        for (int i = 0; i < episodes.size(); ++i) {
            const QJsonObject want = episodes[i].toObject();
            const Core::Episode& got = doc->episodes().episodes()[std::size_t(i)];
            QCOMPARE(got.length(), qint64(want.value(QStringLiteral("length")).toInteger()));
            QVERIFY(std::abs(got.episodeReturn - want.value(QStringLiteral("return")).toDouble()) < 1e-6);
            const char* end = got.endFlag == Core::EpisodeEnd::Terminated  ? "terminated"
                              : got.endFlag == Core::EpisodeEnd::Truncated ? "truncated"
                                                                           : "unfinished";
            QCOMPARE(QString::fromLatin1(end), want.value(QStringLiteral("end")).toString());
        }
        // robomimic and d3rlpy v2 episodes are groups of the tree, by name.
        if (file.startsWith(QLatin1String("robomimic")))
            QCOMPARE(doc->episodeGroups().front(), QStringLiteral("demo_0"));
    }

    // RLlib JSON lines: steps and episodes (from eps_id) as the fixture's manifest has them.
    void testLoadsRllib()
    {
        const QString path = TestUtils::sharedPath(QStringLiteral("fixtures/other-formats/rllib_like.json"));
        const QJsonObject entry =
            ModelTest::manifestEntry(QStringLiteral("other-formats"), QStringLiteral("rllib_like.json"));
        QVERIFY(!entry.isEmpty());
        const Ui::OpenedFile data = Ui::loadFile(path);
        QCOMPARE(data.className, QStringLiteral("SampleBatch"));
        QCOMPARE(data.saveFormat, Ui::SaveFormat::None); // read only: Save asks for a file
        QVERIFY(data.formatName.contains(QStringLiteral("RLlib")));
        std::unique_ptr<Ui::Document> doc(Ui::Document::fromLoaded(Ui::loadFile(path), path));
        QCOMPARE(doc->stepCount(), qint64(entry.value(QStringLiteral("steps")).toInt()));
        QVERIFY(data.episodes.has_value());
        const QJsonArray episodes = entry.value(QStringLiteral("episodes")).toArray();
        QCOMPARE(doc->episodes().count(), qint64(episodes.size())); // the navigator shows them too
        QCOMPARE(data.episodes->count(), qint64(episodes.size()));
        const Core::NdArray& rew = data.root->find("rewards")->asArray();
        for (qsizetype e = 0; e < episodes.size(); ++e) {
            const Core::Episode& episode = data.episodes->episodes()[std::size_t(e)];
            const QJsonObject expected = episodes.at(e).toObject();
            QCOMPARE(episode.length(), qint64(expected.value(QStringLiteral("length")).toInt()));
            double sum = 0.0;
            for (std::int64_t row : episode.rows)
                sum += rew.toDouble(row);
            QVERIFY(qAbs(sum - expected.value(QStringLiteral("return")).toDouble()) < 1e-4);
        }
    }

    // Other libraries' layouts (issue 19: SB3 buffers, torch.save files, imitation 0.2
    // pickles): the GUI shows the Tianshou buffer of their transitions, whose steps and
    // episodes (length, return, end) are the manifest's, env column by env column.
    void testLoadsMoreFormats_data()
    {
        QTest::addColumn<QString>("file");
        QFile manifest(TestUtils::sharedPath(QStringLiteral("fixtures/more-formats/manifest.json")));
        QVERIFY(manifest.open(QIODevice::ReadOnly));
        const QJsonArray files =
            QJsonDocument::fromJson(manifest.readAll()).object().value(QStringLiteral("files")).toArray();
        int rows = 0;
        for (const QJsonValue& v : files) {
            const QString layout = v.toObject().value(QStringLiteral("layout")).toString();
            if (layout.startsWith(QLatin1String("sb3")) || layout.startsWith(QLatin1String("torch-save"))
                || layout == QLatin1String("imitation-pickle")) {
                const QString file = v.toObject().value(QStringLiteral("file")).toString();
                QTest::newRow(qPrintable(file)) << file;
                ++rows;
            }
        }
        QVERIFY(rows >= 9);
    }
    void testLoadsMoreFormats()
    {
        QFETCH(QString, file);
        const QJsonObject entry = ModelTest::manifestEntry(QStringLiteral("more-formats"), file);
        QVERIFY(!entry.isEmpty());
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(QStringLiteral("more-formats/") + file));
        QVERIFY(doc->buffer());
        QCOMPARE(doc->stepCount(), qint64(entry.value(QStringLiteral("steps")).toInt()));
        const QJsonArray episodes = entry.value(QStringLiteral("episodes")).toArray();
        QCOMPARE(doc->episodes().count(), qint64(episodes.size()));
        for (qsizetype e = 0; e < episodes.size(); ++e) {
            const Core::Episode& episode = doc->episodes().episodes()[std::size_t(e)];
            const QJsonObject expected = episodes.at(e).toObject();
            QCOMPARE(episode.length(), qint64(expected.value(QStringLiteral("length")).toInt()));
            QVERIFY(qAbs(episode.episodeReturn - expected.value(QStringLiteral("return")).toDouble()) < 1e-9);
            const QString end = expected.value(QStringLiteral("end")).toString();
            const Core::EpisodeEnd flag = end == QLatin1String("terminated")  ? Core::EpisodeEnd::Terminated
                                          : end == QLatin1String("truncated") ? Core::EpisodeEnd::Truncated
                                                                              : Core::EpisodeEnd::Unfinished;
            QCOMPARE(int(episode.endFlag), int(flag));
            QCOMPARE(episode.subBuffer, qint64(expected.value(QStringLiteral("env")).toInt(0)));
        }
    }

    // numpy .npz: every member, its shape and its values as numpy reads them.
    void testLoadsNpz()
    {
        const QString path = TestUtils::sharedPath(QStringLiteral("fixtures/other-formats/transitions.npz"));
        bool ok = false;
        QString error;
        const QByteArray json = TestUtils::runPython(
            QStringLiteral("import json, sys, numpy as np\n"
                           "z = np.load(sys.argv[1])\n"
                           "print(json.dumps({k: {'shape': list(z[k].shape),"
                           " 'values': z[k].astype(float).ravel().tolist()} for k in z.files}))\n"),
            {path}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        const QJsonObject expected = QJsonDocument::fromJson(json).object();
        QVERIFY(!expected.isEmpty());
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(QStringLiteral("other-formats/transitions.npz")));
        QVERIFY(doc->formatName().contains(QStringLiteral(".npz")));
        QCOMPARE(doc->stepCount(),
                 qint64(ModelTest::manifestEntry(QStringLiteral("other-formats"), QStringLiteral("transitions.npz"))
                            .value(QStringLiteral("steps"))
                            .toInt()));
        QCOMPARE(qsizetype(doc->root()->entries().size()), expected.size());
        for (auto it = expected.begin(); it != expected.end(); ++it) {
            const Core::PyValue* value = doc->valueAt(it.key());
            QVERIFY2(value && value->isArray(), qPrintable(it.key()));
            const Core::NdArray& array = value->asArray();
            const QJsonArray shape = it.value().toObject().value(QStringLiteral("shape")).toArray();
            QCOMPARE(qsizetype(array.ndim()), shape.size());
            for (qsizetype d = 0; d < shape.size(); ++d)
                QCOMPARE(array.shape()[std::size_t(d)], qint64(shape.at(d).toInt()));
            const QJsonArray values = it.value().toObject().value(QStringLiteral("values")).toArray();
            QCOMPARE(qsizetype(array.size()), values.size());
            for (qsizetype i = 0; i < values.size(); ++i)
                QCOMPARE(array.toDouble(i), values.at(i).toDouble());
        }
    }

    void testLoadTaskSignals()
    {
        QTemporaryDir dir;
        const QString bad = writeFile(dir, QStringLiteral("broken.pkl"), QByteArray("\x80\x04garbage", 9));
        const QString good = TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/buffer_doc3.p4.pkl"));
        Ui::LoadTask task;
        QSignalSpy loaded(&task, &Ui::LoadTask::loaded);
        QSignalSpy failed(&task, &Ui::LoadTask::failed);
        QSignalSpy idle(&task, &Ui::LoadTask::idle);
        task.open({bad, good});
        QVERIFY(idle.wait(20000));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).toString(), bad);
        QVERIFY(failed.at(0).at(1).toString().contains(QStringLiteral("broken.pkl")));
        QCOMPARE(loaded.count(), 1);
        std::unique_ptr<Ui::Document> doc(loaded.at(0).at(0).value<Ui::Document*>());
        QCOMPARE(doc->filePath(), good);
        QCOMPARE(doc->stepCount(), qint64(3));
    }

    // Large data opens before its episodes are found (issue 23): the document is busy
    // until they arrive, and they are those of the synchronous path, whose count numpy
    // gives from the flags.
    void testLargeLoadFindsEpisodesAfterwards()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("large_d4rl.h5"));
        // Three windows of a million steps: the first episodes come before the rest.
        const qint64 rows = 2 * Ui::BackgroundEpisodeSteps + 12345;
        const QByteArray said = TestUtils::pythonOutput(QStringLiteral(R"(
import sys, h5py, numpy as np
rows = int(sys.argv[2])
rng = np.random.default_rng(7)
terminals = rng.random(rows) < 0.001
with h5py.File(sys.argv[1], "w") as f:
    f["observations"] = rng.standard_normal((rows, 2), dtype=np.float32)
    f["actions"] = rng.standard_normal((rows, 1), dtype=np.float32)
    f["rewards"] = rng.standard_normal(rows, dtype=np.float32)
    f["terminals"] = terminals
print(int(terminals.sum()) + (0 if terminals[-1] else 1))
)"),
                                                        {path, QString::number(rows)});
        QVERIFY(!said.isEmpty());
        const qint64 expectedEpisodes = said.toLongLong();
        Ui::LoadTask task;
        QSignalSpy loaded(&task, &Ui::LoadTask::loaded);
        task.open({path});
        QVERIFY(loaded.wait(60000));
        std::unique_ptr<Ui::Document> doc(loaded.at(0).at(0).value<Ui::Document*>());
        QCOMPARE(doc->stepCount(), rows);
        QSignalSpy episodes(doc.get(), &Ui::Document::episodesChanged);
        // The episodes found so far are shown while the rest are found (the document
        // busy until the last): each part is the start of the whole list.
        std::vector<Core::EpisodeList> parts;
        std::vector<double> found;
        const auto keepPart = [&] {
            if (doc->episodesPending() && doc->episodes().count() > 0) {
                QVERIFY(doc->isBusy());
                parts.push_back(doc->episodes());
                found.push_back(doc->episodesFound());
            }
        };
        keepPart(); // a part may have come before the spy
        connect(doc.get(), &Ui::Document::episodesChanged, this, keepPart);
        while (doc->episodesPending())
            QVERIFY(episodes.wait(60000));
        QVERIFY(!doc->isBusy());
        QCOMPARE(doc->episodesFound(), 1.0);
        QVERIFY(!parts.empty());
        for (std::size_t p = 0; p < parts.size(); ++p) {
            QVERIFY(found[p] > 0.0 && found[p] < 1.0);
            QVERIFY(p == 0 || found[p] >= found[p - 1]);
            QVERIFY(parts[p].count() < doc->episodes().count());
            for (std::size_t e = 0; e < parts[p].episodes().size(); ++e) {
                const Core::Episode& part = parts[p].episodes()[e];
                const Core::Episode& whole = doc->episodes().episodes()[e];
                QVERIFY(part.rows == whole.rows);
                QCOMPARE(part.endFlag, whole.endFlag);
                QCOMPARE(part.episodeReturn, whole.episodeReturn);
            }
        }
        std::unique_ptr<Ui::Document> sync(Ui::Document::fromLoaded(Ui::loadFile(path), path));
        QCOMPARE(doc->episodes().count(), expectedEpisodes);
        QCOMPARE(sync->episodes().count(), expectedEpisodes);
        for (qint64 e = 0; e < expectedEpisodes; e += 97) {
            QCOMPARE(doc->firstStepOf(e), sync->firstStepOf(e));
            QCOMPARE(doc->lastStepOf(e), sync->lastStepOf(e));
            QCOMPARE(doc->episodes().episodes()[std::size_t(e)].episodeReturn,
                     sync->episodes().episodes()[std::size_t(e)].episodeReturn);
        }
        QCOMPARE(doc->lastStepOf(expectedEpisodes - 1), rows - 1);
    }

    void testLoadTaskCancel()
    {
        Ui::LoadTask task;
        QSignalSpy loaded(&task, &Ui::LoadTask::loaded);
        QSignalSpy canceled(&task, &Ui::LoadTask::canceled);
        task.open({TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/atari_like.p4.pkl")),
                   TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/cartpole_like.p4.pkl"))});
        QVERIFY(task.isRunning());
        task.cancel();
        QCOMPARE(canceled.count(), 1);
        QVERIFY(!task.isRunning());
        QTest::qWait(500); // a late result of the cancelled job must not arrive
        QCOMPARE(loaded.count(), 0);
    }

    // Save writes what the loader reads back: same class, same rows in the same order.
    void testSaveRoundTrip_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("target");
        QTest::newRow("pickle to pickle") << QStringLiteral("buffer_wrapped.p4.pkl") << QStringLiteral("out.pkl");
        QTest::newRow("pickle to hdf5") << QStringLiteral("buffer_wrapped.p4.pkl") << QStringLiteral("out.h5");
        QTest::newRow("hdf5 to pickle") << QStringLiteral("nested_obs.h5") << QStringLiteral("out.pkl");
        QTest::newRow("vector to hdf5") << QStringLiteral("vector3.p4.pkl") << QStringLiteral("out.h5");
        QTest::newRow("batch to hdf5") << QStringLiteral("batch_nested.p4.pkl") << QStringLiteral("out.h5");
    }

    void testSaveRoundTrip()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, target);
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/") + fixture));
        doc->undoStack()->push(new QUndoCommand(QStringLiteral("mark modified")));
        QTemporaryDir dir;
        const QString path = dir.filePath(target);
        Ui::SaveTask task;
        QSignalSpy saved(&task, &Ui::SaveTask::saved);
        QSignalSpy failed(&task, &Ui::SaveTask::failed);
        QVERIFY(task.save(doc.get(), path, Ui::formatForFileName(path)));
        QVERIFY(doc->isBusy());
        QVERIFY(saved.wait(20000));
        QCOMPARE(failed.count(), 0);
        QVERIFY(!doc->isBusy());
        QVERIFY(!doc->isModified());
        QCOMPARE(doc->filePath(), path);
        std::unique_ptr<Ui::Document> back(Ui::Document::fromLoaded(Ui::loadFile(path), path));
        QCOMPARE(back->className(), doc->className());
        QCOMPARE(back->stepCount(), doc->stepCount());
        QCOMPARE(chronoRew(back.get()), chronoRew(doc.get()));
    }

    // Save As .npz: the valid transitions oldest first under dotted keys, which our
    // reader and numpy.load both read back (the buffer's bookkeeping has no place there).
    void testSaveAsNpz()
    {
        std::unique_ptr<Ui::Document> doc(
            ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl")));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.npz"));
        QCOMPARE(Ui::formatForFileName(path), Ui::SaveFormat::Npz);
        Ui::SaveTask task;
        QSignalSpy saved(&task, &Ui::SaveTask::saved);
        QVERIFY(task.save(doc.get(), path, Ui::SaveFormat::Npz));
        QVERIFY(saved.wait(20000));
        QCOMPARE(doc->saveFormat(), Ui::SaveFormat::Npz);
        QCOMPARE(doc->formatName(), QStringLiteral("numpy npz"));

        std::unique_ptr<Ui::Document> back(Ui::Document::fromLoaded(Ui::loadFile(path), path));
        QCOMPARE(back->className(), QStringLiteral("NpzFile")); // numpy.load's class
        QCOMPARE(back->stepCount(), doc->stepCount());
        const QStringList rew = chronoRew(doc.get());
        QCOMPARE(chronoRew(back.get()), rew);

        bool ok = false;
        QString error;
        const QByteArray out =
            TestUtils::runPython(QStringLiteral("import sys, numpy as np\n"
                                                "z = np.load(sys.argv[1])\n"
                                                "print(' '.join(sorted(z.files)))\n"
                                                "print(' '.join(repr(float(v)) for v in z['rew']))\n"),
                                 {path}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        const QList<QByteArray> lines = out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines[0].split(' ').contains("rew"));
        QVERIFY(lines[0].split(' ').contains("obs"));
        const QList<QByteArray> values = lines[1].split(' ');
        QCOMPARE(values.size(), rew.size());
        for (qsizetype i = 0; i < values.size(); ++i)
            QCOMPARE(values[i].toDouble(), rew[i].toDouble());
    }
};

QTEST_GUILESS_MAIN(TestLoader)
#include "tst_loader.moc"
