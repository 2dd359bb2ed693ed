// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The dataset layouts of issue 19 through Core::loadFile (docs/formats-hdf5.md):
// robomimic, d3rlpy v2/v1, imitation's npz, TorchRL dumps and HDF5 files compressed with
// the Debian filter plugins. Every fixture of ../shared/fixtures/more-formats is checked
// against its manifest (keys with dtype/shape/sum/sha256, steps, episodes), and so is a
// second file of each layout with other shapes, written here by
// tests/data/formats/make_more_layouts.py with h5py/numpy.
#include "datasetmanifest.h"

#include <core/buffer/episodegroups.h>
#include <core/error.h>
#include <core/io/hdf5/lazydataset.h>
#include <testutils.h>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>

using namespace ReplayScope::Core;

namespace {

const char* kMoreFormats = "fixtures/more-formats";

QJsonArray manifestFiles()
{
    QFile file(TestUtils::sharedPath(QString::fromLatin1(kMoreFormats) + QStringLiteral("/manifest.json")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("files")).toArray();
}

// The layouts this test owns, and the name loadFile gives each.
QString loadedLayout(const QString& manifestLayout)
{
    static const QHash<QString, QString> names{
        {QStringLiteral("robomimic-hdf5"), QStringLiteral("robomimic")},
        {QStringLiteral("d3rlpy-v2-h5"), QStringLiteral("d3rlpy-v2")},
        {QStringLiteral("d3rlpy-v1-h5"), QStringLiteral("d3rlpy-v1")},
        {QStringLiteral("imitation-npz"), QStringLiteral("imitation-npz")},
        {QStringLiteral("torchrl-dumps-tensordict"), QStringLiteral("torchrl-tensordict")},
        {QStringLiteral("torchrl-dumps-pytree"), QStringLiteral("torchrl-pytree")},
        {QStringLiteral("d4rl"), QStringLiteral("d4rl")},
        {QStringLiteral("tianshou-hdf5"), QStringLiteral("tianshou")},
    };
    return names.value(manifestLayout);
}

void checkRecord(const QString& dir, const QJsonObject& record)
{
    const QString path = dir + QLatin1Char('/') + record.value(QStringLiteral("file")).toString();
    LoadedData data;
    try {
        data = loadFile(path.toStdString());
    } catch (const std::exception& e) {
        QFAIL(qPrintable(path + QStringLiteral(": ") + QString::fromUtf8(e.what())));
    }
    QCOMPARE(QString::fromStdString(data.layout), loadedLayout(record.value(QStringLiteral("layout")).toString()));
    const QStringList diffs = DatasetManifest::differences(data, record);
    if (!diffs.isEmpty())
        QFAIL(qPrintable(path + QStringLiteral(":\n  ") + diffs.join(QStringLiteral("\n  "))));

    // The episodes survive the Tianshou transitions (what convert and export write).
    if (data.tianshouSteps) {
        const std::shared_ptr<ReplayBuffer> buffer = data.asBuffer();
        const EpisodeList again = EpisodeList::fromBuffer(*buffer);
        const EpisodeList original = data.episodeList();
        QCOMPARE(again.count(), original.count());
        for (std::int64_t i = 0; i < again.count(); ++i) {
            QCOMPARE(again.episodes()[std::size_t(i)].length(), original.episodes()[std::size_t(i)].length());
            // Tianshou ends an episode only at done: an unfinished one followed by
            // another is written truncated.
            EpisodeEnd end = original.episodes()[std::size_t(i)].endFlag;
            if (end == EpisodeEnd::Unfinished && i + 1 < again.count())
                end = EpisodeEnd::Truncated;
            QCOMPARE(again.episodes()[std::size_t(i)].endFlag, end);
            QVERIFY(DatasetManifest::close(again.episodes()[std::size_t(i)].episodeReturn,
                                           original.episodes()[std::size_t(i)].episodeReturn));
        }
    }
    // robomimic: demos by name in the manifest's order, masks as the file lists them.
    if (data.layout == "robomimic") {
        const QJsonArray episodes = record.value(QStringLiteral("episodes")).toArray();
        for (int i = 0; i < episodes.size(); ++i)
            QCOMPARE(QString::fromStdString(data.batch->entries()[std::size_t(i)].first),
                     episodes[i].toObject().value(QStringLiteral("demo")).toString());
        const QJsonObject masks = record.value(QStringLiteral("masks")).toObject();
        QVERIFY(!masks.isEmpty());
        for (auto it = masks.begin(); it != masks.end(); ++it) {
            QStringList found;
            for (const auto& [key, value] : data.attributes)
                if (key.isString() && key.asString() == "mask." + it.key().toStdString())
                    for (const PyValue& name : value.items())
                        found << QString::fromStdString(std::string(name.asString()));
            QCOMPARE(found, it.value().toVariant().toStringList());
        }
    }
}

} // namespace

class TestEpisodeDatasets : public QObject {
    Q_OBJECT

private slots:
    void fixtures_data()
    {
        QTest::addColumn<QJsonObject>("record");
        int rows = 0;
        for (const QJsonValue& v : manifestFiles()) {
            const QJsonObject record = v.toObject();
            if (loadedLayout(record.value(QStringLiteral("layout")).toString()).isEmpty())
                continue; // SB3, torch.save and imitation 0.2 pickles: not these readers
            QTest::newRow(qPrintable(record.value(QStringLiteral("file")).toString())) << record;
            ++rows;
        }
        QVERIFY(rows >= 13);
    }

    void fixtures()
    {
        QFETCH(QJsonObject, record);
        checkRecord(TestUtils::sharedPath(QString::fromLatin1(kMoreFormats)), record);
    }

    // Other files of the same layouts, with other shapes, dtypes and episode counts.
    void otherShapes_data()
    {
        QTest::addColumn<int>("seed");
        QTest::newRow("seed 1") << 1;
        QTest::newRow("seed 7") << 7;
    }

    void otherShapes()
    {
        QFETCH(int, seed);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        bool ok = false;
        QString error;
        const QByteArray manifest = TestUtils::runPython(
            QStringLiteral(
                "import runpy, sys; sys.argv = sys.argv[1:]; runpy.run_path(sys.argv[0], run_name='__main__')"),
            {TestUtils::testDataPath(QStringLiteral("formats/make_more_layouts.py")), dir.path(),
             QString::number(seed)},
            &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        const QJsonArray files = QJsonDocument::fromJson(manifest).object().value(QStringLiteral("files")).toArray();
        QCOMPARE(files.size(), 6);
        for (const QJsonValue& v : files)
            checkRecord(dir.path(), v.toObject());
    }

    // Opening any file or folder of a TorchRL dump opens the whole buffer.
    void torchrlFromInside()
    {
        const QString root = TestUtils::sharedPath(QString::fromLatin1(kMoreFormats) + QStringLiteral("/torchrl_tdrb"));
        for (const QString& inside :
             {QString(), QStringLiteral("/storage"), QStringLiteral("/storage/next/done.memmap"),
              QStringLiteral("/writer/metadata.json"), QStringLiteral("/buffer_metadata.json")}) {
            const LoadedData data = loadFile((root + inside).toStdString());
            QCOMPARE(data.layout, std::string("torchrl-tensordict"));
            QCOMPARE(data.format, FileFormat::TorchrlDump);
            QCOMPARE(data.batch->length(), std::int64_t(49));
        }
    }

    // A damaged dump names the file at fault instead of reading past it.
    void torchrlDamaged()
    {
        QTemporaryDir dir;
        namespace fs = std::filesystem;
        const fs::path from =
            TestUtils::sharedPath(QString::fromLatin1(kMoreFormats) + QStringLiteral("/torchrl_tdrb")).toStdString();
        const fs::path to = fs::path(dir.path().toStdString()) / "rb";
        fs::copy(from, to, fs::copy_options::recursive);
        for (const auto& entry : fs::recursive_directory_iterator(to))
            fs::permissions(entry.path(), fs::perms::owner_write, fs::perm_options::add);
        fs::resize_file(to / "storage" / "next" / "observation.memmap", 100);
        try {
            loadFile(to.string());
            QFAIL("a truncated .memmap loaded");
        } catch (const FormatError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("observation.memmap")), e.what());
        }
        QFile meta(QString::fromStdString((to / "storage" / "storage_metadata.json").string()));
        QVERIFY(meta.open(QIODevice::WriteOnly | QIODevice::Truncate));
        meta.write("{\"len\": 5000, \"is_pytree\": false}");
        meta.close();
        QVERIFY_THROWS_EXCEPTION(FormatError, loadFile(to.string()));
    }

    // Large compressed datasets of the new HDF5 layouts are read when touched, not at open.
    void robomimicLazy()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.hdf5"));
        bool ok = false;
        QString error;
        TestUtils::runPython(QStringLiteral(R"(
import sys, h5py, numpy as np
with h5py.File(sys.argv[1], "w") as f:
    for d, n in (("demo_0", 600), ("demo_1", 500)):
        g = f.create_group("data/" + d)
        g.create_dataset("obs/agentview_image", data=np.full((n, 32, 32, 3), 7, np.uint8), compression="gzip", chunks=(50, 32, 32, 3))
        g.create_dataset("actions", data=np.ones((n, 2), np.float32))
        g.create_dataset("rewards", data=np.ones(n))
        g.create_dataset("dones", data=np.r_[np.zeros(n - 1, np.int64), 1])
)"),
                             {path}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        const std::uint64_t before = LazyDataset::bytesRead();
        const LoadedData data = loadFile(path.toStdString());
        QCOMPARE(LazyDataset::bytesRead(), before); // no image byte read at open
        QCOMPARE(data.episodeList().count(), std::int64_t(2));
        const NdArray& frames = data.batch->findPath("demo_1.obs.agentview_image")->asArray();
        QCOMPARE(frames.shape(), (Shape{500, 32, 32, 3}));
        QCOMPARE(frames.toDouble(frames.size() - 1), 7.0);
        QVERIFY(LazyDataset::bytesRead() - before >= std::uint64_t(frames.nbytes()));
    }

    // imitation's lengths must fit together; a mismatch is a message, not a bad split.
    void imitationMismatch()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.npz"));
        bool ok = false;
        QString error;
        TestUtils::runPython(QStringLiteral(R"(
import sys, numpy as np
np.savez_compressed(sys.argv[1], obs=np.zeros((9, 2)), acts=np.zeros(6), terminal=np.array([True, False]),
                    indices=np.array([4]), rews=np.zeros(6))
)"),
                             {path}, &ok, &error);
        QVERIFY2(ok, qPrintable(error));
        try {
            loadFile(path.toStdString());
            QFAIL("a mismatched imitation npz loaded");
        } catch (const FormatError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("'obs' has 9 rows")), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestEpisodeDatasets)
#include "tst_episodedatasets.moc"
