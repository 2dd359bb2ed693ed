// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// replayscope-cli on the dataset layouts of issue 19 (docs/formats-hdf5.md): `info --json`
// names the layout and lists the manifest's episodes; `tree` and `episodes` run;
// `convert` to Tianshou's pickle and HDF5 and `export` of chosen episodes load in the
// real Tianshou 2.0.1 (../shared/tools/tianshou-2.0.1) with the same episodes; a
// dataset whose HDF5 filter plugin is missing names the filter and its Debian package.
#include "cliutils.h"

#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace CliTest;

namespace {

QString moreFormats()
{
    return TestUtils::sharedPath(QStringLiteral("fixtures/more-formats"));
}

QString layoutName(const QString& manifestLayout)
{
    static const QHash<QString, QString> names{
        {QStringLiteral("robomimic-hdf5"), QStringLiteral("robomimic")},
        {QStringLiteral("d3rlpy-v2-h5"), QStringLiteral("d3rlpy-v2")},
        {QStringLiteral("d3rlpy-v1-h5"), QStringLiteral("d3rlpy-v1")},
        {QStringLiteral("imitation-npz"), QStringLiteral("imitation-npz")},
        {QStringLiteral("torchrl-dumps-tensordict"), QStringLiteral("torchrl-tensordict")},
        {QStringLiteral("torchrl-dumps-pytree"), QStringLiteral("torchrl-pytree")},
    };
    return names.value(manifestLayout);
}

// The manifest's episodes as the CLI reports them (keepCut), or as Tianshou loads a
// converted buffer: no cut marks (it starts with the oldest stored step), and an
// unfinished episode followed by another ends truncated (Tianshou ends episodes only at
// done, so ReplayScope writes it so).
QJsonArray plainEpisodes(const QJsonArray& episodes, bool keepCut)
{
    QJsonArray out;
    for (int i = 0; i < episodes.size(); ++i) {
        const QJsonObject e = episodes[i].toObject();
        const bool cut = keepCut && e.value(QStringLiteral("cut_start")).toBool();
        QJsonValue end = cut ? QJsonValue(QStringLiteral("cut")) : e.value(QStringLiteral("end"));
        if (!keepCut && end.toString() == QLatin1String("unfinished") && i + 1 < episodes.size())
            end = QStringLiteral("truncated");
        out.append(QJsonObject{{QStringLiteral("length"), e.value(QStringLiteral("length"))},
                               {QStringLiteral("return"), e.value(QStringLiteral("return"))},
                               {QStringLiteral("end"), end}});
    }
    return out;
}

QJsonObject tianshouEpisodes(const QString& file, QString* error)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PYTHONPATH"), TestUtils::sharedPath(QStringLiteral("tools/tianshou-2.0.1")));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(REPLAYSCOPE_PYTHON),
            {TestUtils::testDataPath(QStringLiteral("formats/tianshou_episodes.py")), file});
    if (!p.waitForFinished(300000) || p.exitCode() != 0) {
        *error = QString::fromUtf8(p.readAllStandardError());
        return {};
    }
    return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
}

} // namespace

class TestCliDatasets : public QObject {
    Q_OBJECT

private slots:
    void layouts_data()
    {
        QTest::addColumn<QJsonObject>("record");
        const QJsonArray files = manifest(moreFormats()).value(QStringLiteral("files")).toArray();
        for (const QJsonValue& v : files) {
            const QJsonObject record = v.toObject();
            if (!layoutName(record.value(QStringLiteral("layout")).toString()).isEmpty())
                QTest::newRow(qPrintable(record.value(QStringLiteral("file")).toString())) << record;
        }
    }

    void layouts()
    {
        QFETCH(QJsonObject, record);
        const QString file = moreFormats() + QLatin1Char('/') + record.value(QStringLiteral("file")).toString();
        const Result info = runCli({QStringLiteral("info"), QStringLiteral("--json"), file});
        QVERIFY2(info.exitCode == 0 && !info.crashed, info.err.constData());
        const QJsonObject json = QJsonDocument::fromJson(info.out).object();
        QCOMPARE(json.value(QStringLiteral("layout")).toString(),
                 layoutName(record.value(QStringLiteral("layout")).toString()));
        QCOMPARE(json.value(QStringLiteral("steps")).toInteger(), record.value(QStringLiteral("steps")).toInteger());
        const QString diff = jsonDiff(plainEpisodes(record.value(QStringLiteral("episodes")).toArray(), true),
                                      json.value(QStringLiteral("episodes")), QStringLiteral("episodes"), false);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));

        for (const char* command : {"tree", "episodes", "info"}) {
            const Result r = runCli({QString::fromLatin1(command), file});
            QVERIFY2(r.exitCode == 0 && !r.crashed && !r.out.isEmpty(), r.err.constData());
        }

        // convert: the real Tianshou loads the same episodes from both of its layouts.
        QTemporaryDir dir;
        const QJsonArray expected = plainEpisodes(record.value(QStringLiteral("episodes")).toArray(), false);
        for (const QString& name : {QStringLiteral("out.pkl"), QStringLiteral("out.h5")}) {
            const QString out = dir.filePath(name);
            const Result r = runCli({QStringLiteral("convert"), file, out});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QString error;
            const QJsonObject loaded = tianshouEpisodes(out, &error);
            QVERIFY2(!loaded.isEmpty(), qPrintable(error));
            QCOMPARE(loaded.value(QStringLiteral("len")).toInteger(),
                     record.value(QStringLiteral("steps")).toInteger());
            const QString d = jsonDiff(expected, loaded.value(QStringLiteral("episodes")), name, false);
            QVERIFY2(d.isEmpty(), qPrintable(d));
        }

        // export of the first and the last episode, as Tianshou loads it.
        const QString sub = dir.filePath(QStringLiteral("sub.pkl"));
        const int last = int(expected.size()) - 1;
        const Result r = runCli({QStringLiteral("export"), file, QStringLiteral("--episodes"),
                                 QStringLiteral("0,%1").arg(last), QStringLiteral("-o"), sub});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QString error;
        const QJsonObject loaded = tianshouEpisodes(sub, &error);
        QVERIFY2(!loaded.isEmpty(), qPrintable(error));
        QJsonArray chosen{expected[0]};
        if (last > 0)
            chosen.append(expected[last]);
        const QString d = jsonDiff(chosen, loaded.value(QStringLiteral("episodes")), QStringLiteral("export"), false);
        QVERIFY2(d.isEmpty(), qPrintable(d));
    }

    // robomimic masks choose demos by name: listed by `episodes --mask`, written by
    // `export --mask` as Tianshou loads them.
    void robomimicMasks()
    {
        const QString file = moreFormats() + QStringLiteral("/robomimic_lift_image.hdf5");
        QJsonObject record;
        for (const QJsonValue& v : manifest(moreFormats()).value(QStringLiteral("files")).toArray())
            if (v.toObject().value(QStringLiteral("file")).toString() == QLatin1String("robomimic_lift_image.hdf5"))
                record = v.toObject();
        const QJsonArray episodes = record.value(QStringLiteral("episodes")).toArray();
        const QStringList train =
            record.value(QStringLiteral("masks")).toObject().value(QStringLiteral("train")).toVariant().toStringList();
        QVERIFY(!train.isEmpty());
        QJsonArray expected;
        QList<qint64> numbers;
        for (int i = 0; i < episodes.size(); ++i)
            if (train.contains(episodes[i].toObject().value(QStringLiteral("demo")).toString())) {
                expected.append(plainEpisodes({episodes[i]}, false)[0]);
                numbers << i;
            }
        const Result listed = runCli({QStringLiteral("episodes"), file, QStringLiteral("--mask"),
                                      QStringLiteral("train"), QStringLiteral("--json")});
        QVERIFY2(listed.exitCode == 0, listed.err.constData());
        const QJsonArray rows =
            QJsonDocument::fromJson(listed.out).object().value(QStringLiteral("episodes")).toArray();
        QCOMPARE(rows.size(), expected.size());
        for (int i = 0; i < rows.size(); ++i)
            QCOMPARE(rows[i].toObject().value(QStringLiteral("episode")).toInteger(), numbers[i]);

        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("train.h5"));
        const Result r = runCli({QStringLiteral("export"), file, QStringLiteral("--mask"), QStringLiteral("train"),
                                 QStringLiteral("-o"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QString error;
        const QJsonObject loaded = tianshouEpisodes(out, &error);
        QVERIFY2(!loaded.isEmpty(), qPrintable(error));
        const QString d = jsonDiff(expected, loaded.value(QStringLiteral("episodes")), QStringLiteral("mask"), false);
        QVERIFY2(d.isEmpty(), qPrintable(d));

        const Result unknown =
            runCli({QStringLiteral("episodes"), file, QStringLiteral("--mask"), QStringLiteral("test")});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains("train") && unknown.err.contains("valid"), unknown.err.constData());
    }

    // Files of the same layouts with other shapes, dtypes and episode counts
    // (tests/data/formats/make_more_layouts.py, written with h5py/numpy from each
    // library's layout): the CLI lists the episodes the script computed, and `convert`
    // writes pickles the real Tianshou loads with those episodes.
    void otherShapesInTianshou_data()
    {
        QTest::addColumn<int>("seed");
        QTest::newRow("seed 5") << 5; // one seed: each Tianshou run takes seconds
    }

    void otherShapesInTianshou()
    {
        QFETCH(int, seed);
        QTemporaryDir dir;
        bool ok = false;
        QString error;
        const QByteArray made = TestUtils::runPythonFile(QStringLiteral("formats/make_more_layouts.py"),
                                                         {dir.path(), QString::number(seed)}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        const QJsonArray files = QJsonDocument::fromJson(made).object().value(QStringLiteral("files")).toArray();
        QCOMPARE(files.size(), 6);
        for (const QJsonValue& v : files) {
            const QJsonObject record = v.toObject();
            const QString name = record.value(QStringLiteral("file")).toString();
            const QString file = dir.filePath(name);
            const Result info = runCli({QStringLiteral("info"), QStringLiteral("--json"), file});
            QVERIFY2(info.exitCode == 0 && !info.crashed, info.err.constData());
            const QJsonObject json = QJsonDocument::fromJson(info.out).object();
            QCOMPARE(json.value(QStringLiteral("layout")).toString(),
                     layoutName(record.value(QStringLiteral("layout")).toString()));
            QCOMPARE(json.value(QStringLiteral("steps")).toInteger(),
                     record.value(QStringLiteral("steps")).toInteger());
            const QJsonArray episodes = record.value(QStringLiteral("episodes")).toArray();
            // info --json marks a ring-cut episode with cut_start, as the script does.
            QJsonArray listed;
            for (const QJsonValue& e : episodes) {
                QJsonObject o = e.toObject();
                o.remove(QStringLiteral("demo"));
                listed.append(o);
            }
            const QString d = jsonDiff(listed, json.value(QStringLiteral("episodes")), name, false);
            QVERIFY2(d.isEmpty(), qPrintable(d));
            const QString out = dir.filePath(QStringLiteral("tianshou.pkl"));
            const Result r = runCli({QStringLiteral("convert"), file, out});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            const QJsonObject loaded = tianshouEpisodes(out, &error);
            QVERIFY2(!loaded.isEmpty(), qPrintable(error));
            QCOMPARE(loaded.value(QStringLiteral("len")).toInteger(),
                     record.value(QStringLiteral("steps")).toInteger());
            const QString t = jsonDiff(plainEpisodes(episodes, false), loaded.value(QStringLiteral("episodes")),
                                       name + QStringLiteral(" in Tianshou"), false);
            QVERIFY2(t.isEmpty(), qPrintable(t));
        }
    }

    // The filter-plugin fixtures (LZ4, BZip2, Bitshuffle, Blosc, mixed) read in the CLI
    // with the manifest's steps and episodes; the Tianshou one converts, and the D4RL one
    // with every filter exports, to a pickle the real Tianshou loads with the same
    // episodes.
    void filterPluginFiles()
    {
        int files = 0;
        for (const QJsonValue& v : manifest(moreFormats()).value(QStringLiteral("files")).toArray()) {
            const QJsonObject record = v.toObject();
            const QString layout = record.value(QStringLiteral("layout")).toString();
            if (layout != QLatin1String("d4rl") && layout != QLatin1String("tianshou-hdf5"))
                continue;
            const QString file = moreFormats() + QLatin1Char('/') + record.value(QStringLiteral("file")).toString();
            const Result info = runCli({QStringLiteral("info"), QStringLiteral("--json"), file});
            QVERIFY2(info.exitCode == 0 && !info.crashed, info.err.constData());
            const QJsonObject json = QJsonDocument::fromJson(info.out).object();
            QCOMPARE(json.value(QStringLiteral("len")).toInteger(), record.value(QStringLiteral("steps")).toInteger());
            const Result listed = runCli({QStringLiteral("episodes"), QStringLiteral("--json"), file});
            QVERIFY2(listed.exitCode == 0, listed.err.constData());
            QJsonArray got;
            for (const QJsonValue& e :
                 QJsonDocument::fromJson(listed.out).object().value(QStringLiteral("episodes")).toArray())
                got.append(QJsonObject{{QStringLiteral("length"), e.toObject().value(QStringLiteral("length"))},
                                       {QStringLiteral("return"), e.toObject().value(QStringLiteral("return"))},
                                       {QStringLiteral("end"), e.toObject().value(QStringLiteral("end"))}});
            // The CLI marks an episode cut by the ring; Tianshou's own episodes do not.
            const QJsonArray manifestEpisodes = record.value(QStringLiteral("episodes")).toArray();
            const QJsonArray expected = plainEpisodes(manifestEpisodes, false);
            const QString d = jsonDiff(plainEpisodes(manifestEpisodes, true), got,
                                       record.value(QStringLiteral("file")).toString(), false);
            QVERIFY2(d.isEmpty(), qPrintable(d));
            ++files;
            // D4RL keeps its keys in convert; `export` of every episode writes a Tianshou
            // buffer (one file: the one with every filter, each Tianshou run takes seconds).
            const bool mixed =
                record.value(QStringLiteral("file")).toString() == QLatin1String("d4rl_mixed_filters.hdf5");
            if (layout != QLatin1String("tianshou-hdf5") && !mixed)
                continue;
            QTemporaryDir dir;
            const QString out = dir.filePath(QStringLiteral("out.pkl"));
            QStringList all;
            for (qsizetype e = 0; e < manifestEpisodes.size(); ++e)
                all << QString::number(e);
            const Result r = runCli(mixed ? QStringList{QStringLiteral("export"), file, QStringLiteral("--episodes"),
                                                        all.join(QLatin1Char(',')), QStringLiteral("-o"), out}
                                          : QStringList{QStringLiteral("convert"), file, out});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QString error;
            const QJsonObject loaded = tianshouEpisodes(out, &error);
            QVERIFY2(!loaded.isEmpty(), qPrintable(error));
            const QString t =
                jsonDiff(expected, loaded.value(QStringLiteral("episodes")), QStringLiteral("tianshou"), false);
            QVERIFY2(t.isEmpty(), qPrintable(t));
        }
        QVERIFY2(files >= 6, "the manifest lists fewer filter-plugin files than expected");
    }

    // Without the plugin, the message says which filter and which package.
    void missingFilterPlugin_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QString>("package");
        QTest::newRow("blosc") << QStringLiteral("d4rl_blosc.hdf5") << QStringLiteral("32001 (blosc)")
                               << QStringLiteral("hdf5-filter-plugin-blosc-serial");
        QTest::newRow("lz4") << QStringLiteral("d4rl_lz4.hdf5") << QStringLiteral("32004 (lz4)")
                             << QStringLiteral("hdf5-filter-plugin");
        QTest::newRow("bzip2") << QStringLiteral("d4rl_bzip2.hdf5") << QStringLiteral("307 (bzip2)")
                               << QStringLiteral("hdf5-filter-plugin");
        QTest::newRow("bitshuffle") << QStringLiteral("d4rl_bitshuffle.hdf5") << QStringLiteral("32008 (bitshuffle)")
                                    << QStringLiteral("bitshuffle");
    }

    void missingFilterPlugin()
    {
        QFETCH(QString, file);
        QFETCH(QString, filter);
        QFETCH(QString, package);
        QTemporaryDir empty;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HDF5_PLUGIN_PATH"), empty.path());
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(REPLAYSCOPE_CLI), {QStringLiteral("info"), moreFormats() + QLatin1Char('/') + file});
        QVERIFY(p.waitForFinished(120000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 2);
        QVERIFY2(err.contains(file) && err.contains(QStringLiteral("filter ") + filter) && err.contains(package),
                 qPrintable(err));
        // With the plugins installed (install-deps.sh), the same file reads.
        const Result ok = runCli({QStringLiteral("info"), moreFormats() + QLatin1Char('/') + file});
        QVERIFY2(ok.exitCode == 0, ok.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliDatasets)
#include "tst_clidatasets.moc"
