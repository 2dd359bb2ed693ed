// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// The Data menu's operations and the curated export, run through the main window on
// real Tianshou files: results equal what Tianshou computed, undo restores exactly.
#include <app/gui/datacontroller.h>
#include <app/gui/mainwindow.h>
#include <app/gui/settings.h>

#include <core/array/arrayops.h>
#include <core/demo/cartpole.h>
#include <core/files/formats.h>
#include <core/io/pickle/picklewriter.h>
#include <core/array/randomstate.h>
#include <widgets/model/data/splitfiles.h>
#include <widgets/model/document.h>
#include <widgets/model/loader.h>
#include <widgets/model/tasks/datatask.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/view/episodenavigator.h>

#include <QApplication>
#include <QDir>
#include <QProcess>
#include <QSignalSpy>
#include <QStatusBar>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

#include "testutils.h"

using namespace ReplayScope;

namespace {

QStringList names(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* n : list)
        out << QString::fromLatin1(n);
    return out;
}

QString fixture(const QString& name)
{
    return TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/") + name);
}

bool openAndWait(MainWindow& window, const QStringList& names)
{
    QStringList paths;
    for (const QString& n : names)
        paths << fixture(n);
    QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
    window.openFiles(paths);
    return idle.wait(30000);
}

// Waits for the running data task; true when it finished without error.
bool waitForTask(MainWindow& window)
{
    QSignalSpy finished(window.dataController()->task(), &Ui::DataTask::finished);
    QSignalSpy failed(window.dataController()->task(), &Ui::DataTask::failed);
    return finished.wait(30000) && failed.isEmpty();
}

std::shared_ptr<Core::Batch> expected(const QString& name)
{
    return Ui::loadFile(fixture(name)).root;
}

QByteArray contentOf(const Ui::Document* doc)
{
    if (doc->buffer())
        return QByteArray::fromStdString(Core::PickleWriter::toBytes(Core::PyValue::batch(std::make_shared<Core::Batch>(
            doc->buffer()->rows(Core::BufferIndex::array(doc->buffer()->chronologicalIndices()))))));
    return QByteArray::fromStdString(Core::PickleWriter::toBytes(Core::PyValue::batch(doc->root())));
}

} // namespace

class TestDataActions : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("ReplayScopeTests"));
        QApplication::setApplicationName(QStringLiteral("tst_dataactions"));
    }

    // Each operation's new tab equals the result Tianshou 2.0.1 saved in the manifest's ops.
    void testOperationEqualsTianshou_data()
    {
        QTest::addColumn<QString>("operation");
        QTest::addColumn<QStringList>("inputs");
        QTest::addColumn<QStringList>("results");
        QTest::addColumn<QString>("tabName");
        QTest::newRow("stack") << QStringLiteral("stack") << names({"in_stack_a.p4.pkl", "in_stack_b.p4.pkl"})
                               << names({"op_stack_ab.p4.pkl"})
                               << QStringLiteral("stack(in_stack_a.p4.pkl, in_stack_b.p4.pkl)");
        QTest::newRow("cat") << QStringLiteral("cat") << names({"in_cat_1.p4.pkl", "in_cat_2.p4.pkl"})
                             << names({"op_cat_12.p4.pkl"}) << QStringLiteral("cat(in_cat_1.p4.pkl, in_cat_2.p4.pkl)");
        QTest::newRow("split") << QStringLiteral("split") << names({"in_split.p4.pkl"})
                               << names({"op_split3_0.p4.pkl", "op_split3_1.p4.pkl", "op_split3_2.p4.pkl",
                                         "op_split3_3.p4.pkl"})
                               << QStringLiteral("split(3)[0] of in_split.p4.pkl");
        QTest::newRow("split merge last")
            << QStringLiteral("split-merge") << names({"in_split.p4.pkl"})
            << names({"op_split3_merge_0.p4.pkl", "op_split3_merge_1.p4.pkl", "op_split3_merge_2.p4.pkl"})
            << QStringLiteral("split(3)[0] of in_split.p4.pkl");
        QTest::newRow("dropnull") << QStringLiteral("dropnull") << names({"batch_nulls.p4.pkl"})
                                  << names({"op_dropnull.p4.pkl"})
                                  << QStringLiteral("dropnull() of batch_nulls.p4.pkl");
        QTest::newRow("slice") << QStringLiteral("2:8:2") << names({"in_split.p4.pkl"})
                               << names({"op_index_slice.p4.pkl"}) << QStringLiteral("in_split.p4.pkl[2:8:2]");
        QTest::newRow("fancy index") << QStringLiteral("[0,3,9]") << names({"in_split.p4.pkl"})
                                     << names({"op_index_list.p4.pkl"}) << QStringLiteral("in_split.p4.pkl[[0,3,9]]");
        QTest::newRow("buffer slice") << QStringLiteral(":") << names({"buffer_wrapped.p4.pkl"})
                                      << names({"op_buffer_chrono.p4.pkl"})
                                      << QStringLiteral("buffer_wrapped.p4.pkl[:]");
    }
    void testOperationEqualsTianshou()
    {
        QFETCH(QString, operation);
        QFETCH(QStringList, inputs);
        QFETCH(QStringList, results);
        QFETCH(QString, tabName);
        MainWindow window;
        QVERIFY(openAndWait(window, inputs));
        QCOMPARE(window.documentCount(), inputs.size());
        window.setCurrentDocument(0);
        DataController* data = window.dataController();
        QList<Ui::Document*> docs;
        for (int i = 0; i < window.documentCount(); ++i)
            docs << window.documentAt(i);
        bool started = false;
        if (operation == QLatin1String("stack"))
            started = data->stack(docs, 0);
        else if (operation == QLatin1String("cat"))
            started = data->cat(docs);
        else if (operation.startsWith(QLatin1String("split")))
            started = data->split(3, false, 0, operation.endsWith(QLatin1String("merge")));
        else if (operation == QLatin1String("dropnull"))
            started = data->dropNull();
        else
            started = data->slice(operation);
        QVERIFY(started);
        QVERIFY(waitForTask(window));
        QCOMPARE(window.documentCount(), inputs.size() + results.size());
        QCOMPARE(window.documentAt(static_cast<int>(inputs.size()))->displayName(), tabName);
        for (qsizetype i = 0; i < results.size(); ++i) {
            const Ui::Document* made = window.documentAt(static_cast<int>(inputs.size() + i));
            QVERIFY(made->filePath().isEmpty()); // unsaved until saved
            // The result exists nowhere else: it counts as unsaved work (closing asks).
            QVERIFY(made->isModified());
            QVERIFY(window.tabBar()->tabText(static_cast<int>(inputs.size() + i)).endsWith(QLatin1Char('*')));
            QVERIFY2(*made->root() == *expected(results[i]), qPrintable(results[i]));
        }
    }

    void testStructuresThatDoNotFitSayWhy()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, {QStringLiteral("in_cat_1.p4.pkl"), QStringLiteral("buffer_wrapped.p4.pkl")}));
        QSignalSpy problems(window.dataController()->task(), &Ui::DataTask::failed);
        QVERIFY(window.dataController()->cat({window.documentAt(0), window.documentAt(1)}));
        QVERIFY(problems.wait(30000));
        QVERIFY(!problems.last().at(1).toString().isEmpty());
        QCOMPARE(window.documentCount(), 2);
    }

    // Stacking arrays of different shapes falls back to object arrays, as the real
    // Tianshou does (with its warning): the window says which keys did.
    void testStackFallbackIsNamed()
    {
        const QStringList files{QStringLiteral("in_cat_1.p4.pkl"), QStringLiteral("in_cat_2.p4.pkl")};
        bool ok = false;
        const QByteArray warned = TestUtils::runPython(
            QStringLiteral("import pickle, sys, warnings\n"
                           "sys.path.insert(0, sys.argv[1])\n"
                           "from tianshou.data import Batch\n"
                           "parts = [pickle.load(open(f, 'rb')) for f in sys.argv[2:]]\n"
                           "with warnings.catch_warnings(record=True) as w:\n"
                           "    warnings.simplefilter('always')\n"
                           "    s = Batch.stack(parts)\n"
                           "assert any('different shape' in str(x.message) for x in w)\n"
                           "def walk(b, prefix):\n"
                           "    for k, v in b.items():\n"
                           "        if isinstance(v, Batch): walk(v, prefix + k + '.')\n"
                           "        elif v.dtype == object: print(prefix + k)\n"
                           "walk(s, '')\n"),
            {TestUtils::sharedPath(QStringLiteral("tools/tianshou-2.0.1")), fixture(files[0]), fixture(files[1])}, &ok);
        QVERIFY(ok);
        const QList<QByteArray> keys = warned.trimmed().split('\n');
        QVERIFY(keys.size() >= 2);

        MainWindow window;
        QVERIFY(openAndWait(window, files));
        QVERIFY(window.dataController()->stack({window.documentAt(0), window.documentAt(1)}, 0));
        QVERIFY(waitForTask(window));
        QCoreApplication::processEvents();
        const QString notice = window.statusBar()->currentMessage(); // after "done", not overwritten by it
        for (const QByteArray& key : keys)
            QVERIFY2(notice.contains(QString::fromUtf8(key)), qPrintable(notice));
        QVERIFY2(notice.contains(QStringLiteral("object")), qPrintable(notice));

        // No flags in these Batches: the episode list says so in a sentence (translated).
        QVERIFY2(window.documentAt(2)->episodesNote().startsWith(QStringLiteral("No episode flags:")),
                 qPrintable(window.documentAt(2)->episodesNote()));

        // Stacking arrays of equal shapes falls back to nothing: no notice.
        QVERIFY(window.dataController()->stack({window.documentAt(0), window.documentAt(0)}, 0));
        QVERIFY(waitForTask(window));
        QCoreApplication::processEvents();
        QVERIFY2(!window.statusBar()->currentMessage().contains(QStringLiteral("object")),
                 qPrintable(window.statusBar()->currentMessage()));
    }

    // Two buffers of different lengths stack into object arrays, flags and rewards too:
    // no episodes, and the list says why in a sentence before the technical detail.
    void testObjectFlagsSayWhyThereAreNoEpisodes()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, {QStringLiteral("cartpole_like.p4.pkl"), QStringLiteral("buffer_wrapped.p4.pkl")}));
        QVERIFY(window.dataController()->stack({window.documentAt(0), window.documentAt(1)}, 0));
        QVERIFY(waitForTask(window));
        Ui::Document* stacked = window.documentAt(2);
        QTRY_VERIFY_WITH_TIMEOUT(!stacked->episodesPending(), 30000);
        QCOMPARE(stacked->episodes().count(), 0);
        QVERIFY2(
            stacked->episodesNote().startsWith(QStringLiteral("No episodes: the flags or rewards are not numbers")),
            qPrintable(stacked->episodesNote()));
    }

    // Sample draws numpy's RandomState(seed).permutation(n)[:count], sorted.
    void testSampleMatchesNumpy()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, {QStringLiteral("cartpole_like.p4.pkl")}));
        QVERIFY(window.dataController()->sample(7, 42));
        QVERIFY(waitForTask(window));
        bool ok = false;
        const QByteArray out = TestUtils::runPython(
            QStringLiteral("import numpy as np\nprint(' '.join(map(str, np.sort(np.random.RandomState(42)"
                           ".permutation(2500)[:7]))))"),
            {}, &ok);
        QVERIFY(ok);
        std::vector<std::int64_t> rows;
        for (const QByteArray& r : out.trimmed().split(' '))
            rows.push_back(r.toLongLong());
        const Ui::Document* source = window.documentAt(0);
        const Core::Batch all =
            source->buffer()->rows(Core::BufferIndex::array(source->buffer()->chronologicalIndices()));
        QVERIFY(*window.documentAt(1)->root() == all[Core::Index::list(rows)]);
        QCOMPARE(window.documentAt(1)->displayName(), QStringLiteral("sample(7) of cartpole_like.p4.pkl"));
    }

    void testDeleteEpisodesIsUndoable()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, {QStringLiteral("cartpole_like.p4.pkl")}));
        Ui::Document* doc = window.document();
        const QByteArray before = contentOf(doc);
        const auto& old = doc->episodes().episodes();
        const qint64 count = doc->episodes().count();
        const double keptReturn = old[2].episodeReturn;
        const qint64 keptLength = old[2].length();
        QVERIFY(window.dataController()->deleteEpisodes({0, 1}));
        QCOMPARE(doc->episodes().count(), count - 2);
        QCOMPARE(doc->episodes().episodes()[0].episodeReturn, keptReturn);
        QCOMPARE(doc->episodes().episodes()[0].length(), keptLength);
        QCOMPARE(doc->buffer()->className(), std::string("ReplayBuffer"));
        QVERIFY(doc->isModified());
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Delete 2 episodes"));
        doc->undoStack()->undo();
        QCOMPARE(doc->episodes().count(), count);
        QCOMPARE(contentOf(doc), before);
        QVERIFY(!doc->isModified());
    }

    void testDeleteRowsAndAddKey()
    {
        MainWindow window;
        Core::CartPoleDemoOptions options;
        options.episodes = 4;
        auto demo = std::make_shared<Core::Batch>(Core::makeCartPoleDemo(options));
        window.addDocument(new Ui::Document(demo, QString(), QStringLiteral("demo")));
        Ui::Document* doc = window.document();
        const QByteArray before = contentOf(doc);
        const qint64 steps = doc->stepCount();
        QVERIFY(window.dataController()->deleteRows(QStringLiteral("10:20")));
        QCOMPARE(doc->stepCount(), steps - 10);
        const Core::NdArray& rew = doc->root()->get("rew").asArray();
        QCOMPARE(rew.length(), steps - 10);
        // Row 10 now holds what row 20 held.
        QCOMPARE(doc->root()->findPath("obs.state")->asArray().toDouble(10 * 4),
                 demo->findPath("obs.state")->asArray().toDouble(20 * 4));
        doc->undoStack()->undo();
        QCOMPARE(contentOf(doc), before);

        QVERIFY(window.dataController()->addKey(QStringLiteral("discounted"), QStringLiteral("rew * 0.99")));
        const Core::NdArray want =
            Core::binaryOp(Core::BinaryOp::Multiply, doc->root()->get("rew").asArray(), Core::PyValue::fromFloat(0.99));
        QVERIFY(Core::arrayEqual(doc->root()->get("discounted").asArray(), want));
        QCOMPARE(doc->root()->get("discounted").asArray().dtype().name(), std::string("float32"));
        QVERIFY(!window.dataController()->addKey(QStringLiteral("bad"), QStringLiteral("rew * (2")));
        doc->undoStack()->undo();
        QVERIFY(!doc->root()->contains("discounted"));
        QCOMPARE(contentOf(doc), before);
    }

    // Export two chosen episodes of a buffer: our reader and CPython load them back.
    void testExportChosenEpisodes_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("suffix");
        QTest::newRow("pickle") << static_cast<int>(Ui::ExportFormat::TianshouPickle) << QStringLiteral(".pkl");
        QTest::newRow("hdf5") << static_cast<int>(Ui::ExportFormat::TianshouHdf5) << QStringLiteral(".h5");
    }
    void testExportChosenEpisodes()
    {
        QFETCH(int, format);
        QFETCH(QString, suffix);
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(openAndWait(window, {QStringLiteral("cartpole_like.p4.pkl")}));
        Ui::Document* doc = window.document();
        window.episodeNavigator()->selectEpisodes({1, 3});
        const QList<qint64> chosen = window.episodeNavigator()->selectedEpisodes();
        QCOMPARE(chosen, (QList<qint64>{1, 3}));
        const auto& source = doc->episodes().episodes();
        const QString path = dir.filePath(QStringLiteral("chosen") + suffix);
        QVERIFY(window.dataController()->exportEpisodes(chosen, path, static_cast<Ui::ExportFormat>(format)));
        QVERIFY(waitForTask(window));
        std::unique_ptr<Ui::Document> back(Ui::Document::fromLoaded(Ui::loadFile(path), path));
        QVERIFY(back->buffer());
        QCOMPARE(back->className(), QStringLiteral("ReplayBuffer"));
        QCOMPARE(back->episodes().count(), 2);
        QCOMPARE(back->episodes().episodes()[0].length(), source[1].length());
        QCOMPARE(back->episodes().episodes()[1].length(), source[3].length());
        QCOMPARE(back->episodes().episodes()[1].episodeReturn, source[3].episodeReturn);
        if (suffix != QLatin1String(".pkl"))
            return;
        // Tianshou (the pystub) loads it: length and rewards of the chosen episodes (the
        // exported buffer is exactly full, so its whole storage is the chosen steps).
        QProcess python;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PYTHONPATH"), TestUtils::sharedPath(QStringLiteral("tools/pystub")));
        python.setProcessEnvironment(env);
        python.start(QStringLiteral(REPLAYSCOPE_PYTHON),
                     {QStringLiteral("-c"),
                      QStringLiteral("import pickle, sys\nb = pickle.load(open(sys.argv[1], 'rb'))\n"
                                     "print(type(b).__name__, len(b), repr(float(b._meta.rew.sum())))"),
                      path});
        QVERIFY(python.waitForFinished(60000));
        QCOMPARE(python.exitCode(), 0);
        const QList<QByteArray> words = python.readAllStandardOutput().trimmed().split(' ');
        QCOMPARE(words.value(0), QByteArray("ReplayBuffer"));
        QCOMPARE(words.value(1).toLongLong(), source[1].length() + source[3].length());
        QCOMPARE(words.value(2).toDouble(), source[1].episodeReturn + source[3].episodeReturn);
    }

    // Split into a folder: part-000.<ext>, ... in the chosen format, each file loading
    // back (with the core reader) equal to Tianshou 2.0.1's own split of the same data
    // and to the core's split, whatever the format.
    void testSplitToFolder_data()
    {
        QTest::addColumn<QString>("extension");
        QTest::addColumn<bool>("mergeLast");
        QTest::addColumn<QStringList>("results");
        const QStringList plain =
            names({"op_split3_0.p4.pkl", "op_split3_1.p4.pkl", "op_split3_2.p4.pkl", "op_split3_3.p4.pkl"});
        const QStringList merged =
            names({"op_split3_merge_0.p4.pkl", "op_split3_merge_1.p4.pkl", "op_split3_merge_2.p4.pkl"});
        QTest::newRow("pickle") << QStringLiteral("pkl") << false << plain;
        QTest::newRow("hdf5 merge last") << QStringLiteral("h5") << true << merged;
        QTest::newRow("npz") << QStringLiteral("npz") << false << plain;
    }
    void testSplitToFolder()
    {
        QFETCH(QString, extension);
        QFETCH(bool, mergeLast);
        QFETCH(QStringList, results);
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(openAndWait(window, {QStringLiteral("in_split.p4.pkl")}));
        const std::vector<Core::Batch> coreParts =
            Ui::dataInputOf(*window.document()).batch.split(3, false, mergeLast, 0);
        QVERIFY(window.dataController()->splitToFolder(3, false, 0, mergeLast, dir.path(), extension));
        QVERIFY(waitForTask(window));
        QCOMPARE(window.documentCount(), 1); // files, no new tabs
        QStringList expectedNames;
        for (qsizetype i = 0; i < results.size(); ++i)
            expectedNames << Ui::splitPartFileName(i, extension);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files, QDir::Name), expectedNames);
        QCOMPARE(coreParts.size(), std::size_t(results.size()));
        for (qsizetype i = 0; i < results.size(); ++i) {
            const Core::LoadedData back = Core::loadFile(dir.filePath(expectedNames[i]).toStdString());
            QVERIFY(back.batch);
            const auto written = Core::flattenBatch(*back.batch);
            const auto tianshou = Core::flattenBatch(*expected(results[i]));
            const auto core = Core::flattenBatch(coreParts[std::size_t(i)]);
            QCOMPARE(written.size(), tianshou.size());
            QCOMPARE(written.size(), core.size());
            for (std::size_t k = 0; k < written.size(); ++k) {
                QCOMPARE(written[k].first, tianshou[k].first);
                QVERIFY2(Core::arrayEqual(written[k].second, tianshou[k].second), written[k].first.c_str());
                QVERIFY2(Core::arrayEqual(written[k].second, core[k].second), written[k].first.c_str());
            }
        }
    }

    void testSplitToFolderRejectsBadTargets()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(openAndWait(window, {QStringLiteral("in_split.p4.pkl")}));
        QSignalSpy failed(window.dataController()->task(), &Ui::DataTask::failed);
        QVERIFY(window.dataController()->splitToFolder(3, false, 0, false, dir.filePath(QStringLiteral("missing")),
                                                       QStringLiteral("pkl")));
        QVERIFY(failed.wait(30000));
        QVERIFY(failed.at(0).at(1).toString().contains(QStringLiteral("missing")));
        QVERIFY(window.dataController()->splitToFolder(3, false, 0, false, dir.path(), QStringLiteral("txt")));
        QVERIFY(failed.wait(30000));
        QVERIFY(failed.at(1).at(1).toString().contains(QStringLiteral(".npz")));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }

    void testExportFilteredAsNpz()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(openAndWait(window, {QStringLiteral("cartpole_like.p4.pkl")}));
        // Episodes with a return of at least 2: the filter shows exactly those.
        window.episodeNavigator()->setFilter(QStringLiteral("2"), {}, {}, {}, -1);
        const QList<qint64> shown = window.episodeNavigator()->shownEpisodes();
        QList<qint64> want;
        qint64 steps = 0;
        const auto& all = window.document()->episodes().episodes();
        for (std::size_t e = 0; e < all.size(); ++e) {
            if (all[e].episodeReturn >= 2) {
                want << qint64(e);
                steps += all[e].length();
            }
        }
        QVERIFY(!want.isEmpty());
        QCOMPARE(shown, want);
        const QString path = dir.filePath(QStringLiteral("good.npz"));
        QVERIFY(window.dataController()->exportEpisodes(shown, path, Ui::ExportFormat::Npz));
        QVERIFY(waitForTask(window));
        bool ok = false;
        const QByteArray out = TestUtils::runPython(
            QStringLiteral("import sys, numpy as np\nz = np.load(sys.argv[1])\nprint(len(z['rew']))"), {path}, &ok);
        QVERIFY(ok);
        QCOMPARE(out.trimmed().toLongLong(), steps);
    }
};

RS_GUITEST_MAIN(TestDataActions)
#include "tst_dataactions.moc"
