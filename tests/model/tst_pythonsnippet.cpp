// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "modeltesthelpers.h"

#include <widgets/model/snippet/pythonsnippet.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace ReplayScope;
using Ui::SnippetSelection;

/// Edit ▸ Copy as Python (issue 21, part 4): every snippet is run by Debian's python3,
/// with the real Tianshou 2.0.1 for Tianshou files, and what it loads is compared with
/// what the document shows for the same key and rows.
class TestPythonSnippet : public QObject {
    Q_OBJECT

private:
    /// Runs the snippets in one python3 process; one JSON result per snippet.
    QList<QJsonObject> run(const QList<Ui::PythonSnippet>& snippets)
    {
        QJsonArray list;
        for (const Ui::PythonSnippet& s : snippets)
            list.append(QJsonObject{{QStringLiteral("code"), s.code}, {QStringLiteral("variable"), s.variable}});
        QFile file(m_dir.filePath(QStringLiteral("snippets.json")));
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(QJsonDocument(list).toJson());
        file.close();
        bool ok = false;
        QString error;
        const QByteArray out =
            TestUtils::runPythonFile(QStringLiteral("model/run_snippets.py"), {file.fileName()}, &ok, &error);
        if (!ok)
            qWarning("%s", qPrintable(error));
        QList<QJsonObject> results;
        for (const QByteArray& line : out.split('\n'))
            if (!line.isEmpty())
                results.append(QJsonDocument::fromJson(line).object());
        return results;
    }

    /// Compares what python loaded with the document's leaf at the selection's rows.
    static void compare(const Ui::Document& doc, const SnippetSelection& sel, const QJsonObject& got,
                        const QString& code)
    {
        QVERIFY2(!got.contains(QStringLiteral("error")),
                 qPrintable(code + got.value(QStringLiteral("error")).toString()));
        const Core::NdArray& leaf = doc.valueAt(sel.key)->asArray();
        std::vector<std::int64_t> rows = sel.rows;
        if (sel.allRows)
            for (std::int64_t r = 0; r < leaf.length(); ++r)
                rows.push_back(r);
        QCOMPARE(got.value(QStringLiteral("dtype")).toString(), QString::fromStdString(leaf.dtype().name()));
        QJsonArray shape{qint64(rows.size())};
        for (int axis = 1; axis < leaf.ndim(); ++axis)
            shape.append(qint64(leaf.shape()[axis]));
        QCOMPARE(got.value(QStringLiteral("shape")).toArray(), shape);
        const std::int64_t rowSize = leaf.length() ? leaf.size() / leaf.length() : 0;
        const QJsonArray values = got.value(QStringLiteral("values")).toArray();
        QCOMPARE(values.size(), qsizetype(rows.size() * rowSize));
        int i = 0;
        for (const std::int64_t row : rows)
            for (std::int64_t k = 0; k < rowSize; ++k, ++i) {
                const double want = leaf.toDouble(row * rowSize + k);
                const QJsonValue v = values[i];
                if (std::isnan(want))
                    QVERIFY2(v.isNull(), qPrintable(code));
                else
                    QVERIFY2(
                        v.toDouble() == want,
                        qPrintable(
                            QStringLiteral("%1\nrow %2: %3 != %4").arg(code).arg(row).arg(v.toDouble()).arg(want)));
            }
    }

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // The oracle: snippets of Tianshou files import the real tianshou.data.
        qputenv("PYTHONPATH", QFile::encodeName(TestUtils::sharedPath(QStringLiteral("tools/tianshou-2.0.1"))));
    }

    void rowExpressions()
    {
        QCOMPARE(Ui::rowIndexExpression({3, 4, 5}), QStringLiteral("3:6"));
        QCOMPARE(Ui::rowIndexExpression({7, 8, 9, 0, 1}), QStringLiteral("np.r_[7:10, 0:2]"));
        QCOMPARE(Ui::rowIndexExpression({2, 4}), QStringLiteral("np.r_[2:3, 4:5]"));
    }

    void loadsWhatTheDocumentShows_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QStringList>("keys");
        const QString v2 = QStringLiteral("tianshou-v2.0.1/");
        QTest::newRow("wrapped ring pickle")
            << v2 + QStringLiteral("buffer_wrapped.p4.pkl")
            << QStringList{QStringLiteral("obs"), QStringLiteral("rew"), QStringLiteral("terminated")};
        QTest::newRow("wrapped ring save_hdf5") << v2 + QStringLiteral("buffer_wrapped.h5")
                                                << QStringList{QStringLiteral("obs_next"), QStringLiteral("rew")};
        QTest::newRow("vector pickle") << v2 + QStringLiteral("vector3.p4.pkl")
                                       << QStringList{QStringLiteral("rew"), QStringLiteral("info.t")};
        QTest::newRow("vector save_hdf5")
            << v2 + QStringLiteral("vector3.h5") << QStringList{QStringLiteral("act"), QStringLiteral("info.t")};
        QTest::newRow("prioritized pickle")
            << v2 + QStringLiteral("prio.p4.pkl") << QStringList{QStringLiteral("rew"), QStringLiteral("obs")};
        QTest::newRow("nested obs pickle") << v2 + QStringLiteral("nested_obs.p4.pkl")
                                           << QStringList{QStringLiteral("obs.pos"), QStringLiteral("rew")};
        QTest::newRow("d4rl h5py") << QStringLiteral("other-formats/d4rl_like.hdf5")
                                   << QStringList{QStringLiteral("observations"), QStringLiteral("rewards"),
                                                  QStringLiteral("infos.qpos")};
        QTest::newRow("npz") << QStringLiteral("other-formats/transitions.npz")
                             << QStringList{QStringLiteral("obs"), QStringLiteral("rew")};
    }

    void loadsWhatTheDocumentShows()
    {
        QFETCH(QString, fixture);
        QFETCH(QStringList, keys);
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(fixture));
        const Ui::SnippetSource source = Ui::SnippetSource::of(*doc);
        QVERIFY(Ui::snippetSelectsKeys(source));
        const std::int64_t steps = doc->stepCount();
        QVERIFY(steps > 4);
        QList<SnippetSelection> selections;
        for (const QString& key : keys) {
            QVERIFY2(doc->isPerStepKey(key), qPrintable(key));
            selections << Ui::keySelection(*doc, key)
                       << Ui::stepSelection(*doc, key, {steps / 3, steps / 3 + 1, steps / 3 + 2, steps - 1})
                       << Ui::stepSelection(*doc, key, {0});
            if (doc->episodes().count() >= 2)
                selections << Ui::episodeSelection(*doc, key, {qint64(doc->episodes().count()) - 1, 0});
        }
        QList<Ui::PythonSnippet> snippets;
        for (const SnippetSelection& sel : selections) {
            snippets << Ui::pythonSnippet(source, sel);
            QVERIFY(snippets.back().exact);
        }
        const QList<QJsonObject> results = run(snippets);
        QCOMPARE(results.size(), snippets.size());
        for (int i = 0; i < snippets.size(); ++i) {
            compare(*doc, selections[i], results[i], snippets[i].code);
            if (QTest::currentTestFailed())
                return;
        }
    }

    /// Rows of all keys at once: Tianshou's own indexing (`buf[rows]`, `batch[rows]`).
    void rowsOfTianshouObjects()
    {
        for (const QString& fixture :
             {QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl"), QStringLiteral("tianshou-v2.0.1/vector3.h5"),
              QStringLiteral("tianshou-v2.0.1/batch_nested.p4.pkl")}) {
            std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(fixture));
            const SnippetSelection sel = Ui::stepSelection(*doc, QString(), {1, 2, 3});
            const Ui::PythonSnippet snippet = Ui::pythonSnippet(Ui::SnippetSource::of(*doc), sel);
            QVERIFY(snippet.exact);
            const QList<QJsonObject> results = run({snippet});
            QCOMPARE(results.size(), 1);
            QVERIFY2(!results[0].contains(QStringLiteral("error")),
                     qPrintable(snippet.code + results[0].value(QStringLiteral("error")).toString()));
            QCOMPARE(results[0].value(QStringLiteral("type")).toString(), QStringLiteral("Batch"));
            QCOMPARE(results[0].value(QStringLiteral("len")).toInt(), 3);
        }
    }

    /// A gzip-compressed pickle is opened through gzip, as the reader sniffs it.
    void compressedPickle()
    {
        const QString plain = TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/buffer_wrapped.p4.pkl"));
        const QString packed = m_dir.filePath(QStringLiteral("wrapped.pkl.gz"));
        bool ok = false;
        TestUtils::runPython(
            QStringLiteral("import gzip, shutil, sys\n"
                           "shutil.copyfileobj(open(sys.argv[1], 'rb'), gzip.open(sys.argv[2], 'wb'))"),
            {plain, packed}, &ok);
        QVERIFY(ok);
        std::unique_ptr<Ui::Document> doc(Ui::Document::fromLoaded(Ui::loadFile(packed), packed));
        const SnippetSelection sel = Ui::keySelection(*doc, QStringLiteral("rew"));
        const Ui::PythonSnippet snippet = Ui::pythonSnippet(Ui::SnippetSource::of(*doc), sel);
        QVERIFY(snippet.code.contains(QStringLiteral("gzip.open(")));
        const QList<QJsonObject> results = run({snippet});
        QCOMPARE(results.size(), 1);
        compare(*doc, sel, results[0], snippet.code);
    }

    /// Layouts the GUI shows differently from how they are stored: the snippet loads the
    /// whole file with the library's reader, says so, and never claims to be the selection.
    void otherLayoutsLoadTheWholeFile_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("reader");
        QTest::newRow("sb3") << QStringLiteral("more-formats/sb3_replay_box_n1.pkl")
                             << QStringLiteral("load_from_pkl(");
        QTest::newRow("torch") << QStringLiteral("more-formats/torch_dict_buffer.pt") << QStringLiteral("torch.load(");
        QTest::newRow("robomimic") << QStringLiteral("more-formats/robomimic_lift_image.hdf5")
                                   << QStringLiteral("h5py.File(");
        QTest::newRow("minari") << QStringLiteral("other-formats/minari_like/data/main_data.hdf5")
                                << QStringLiteral("h5py.File(");
        QTest::newRow("rllib") << QStringLiteral("other-formats/rllib_like.json") << QStringLiteral("JsonReader(");
    }

    void otherLayoutsLoadTheWholeFile()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, reader);
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(fixture));
        const Ui::SnippetSource source = Ui::SnippetSource::of(*doc);
        QVERIFY(!Ui::snippetSelectsKeys(source));
        const Ui::PythonSnippet snippet = Ui::pythonSnippet(source, Ui::episodeSelection(*doc, QString(), {0}));
        QVERIFY(!snippet.exact);
        QVERIFY2(snippet.code.contains(reader), qPrintable(snippet.code));
        QVERIFY(snippet.code.contains(QStringLiteral("# This loads the whole file")));
        if (reader == QLatin1String("h5py.File(QStringLiteral(") || reader == QLatin1String(")torch.load(")) {
            // Readers Debian has: the snippet runs and gives the file's root object.
            const QList<QJsonObject> results = run({snippet});
            QCOMPARE(results.size(), 1);
            QVERIFY2(!results[0].contains(QStringLiteral("error")),
                     qPrintable(snippet.code + results[0].value(QStringLiteral("error")).toString()));
            QVERIFY(results[0].value(QStringLiteral("len")).toInt() > 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestPythonSnippet)
#include "tst_pythonsnippet.moc"
