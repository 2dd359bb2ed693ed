// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// One pass through a file (issue 20, section 6): the readers of every HDF5 layout take
// the file loadHdf5 opened (and crash-probed) once, instead of opening its path again.
// Each reader is handed one open file and must keep exactly that file (a reopen would
// hold another Hdf5File) and read what the fixture's manifest records.

#include <core/io/hdf5/episodedatasets.h>
#include <core/io/hdf5/hdf5reader.h>
#include <core/io/hdf5/offlinedatasets.h>
#include <core/io/hdf5/tianshouhdf5.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <numeric>

#include <testutils.h>

using namespace ReplayScope::Core;

class TestHdf5OnePass : public QObject {
    Q_OBJECT

private slots:
    void testTianshou_data();
    void testTianshou();
    void testDatasets();
    void testNoReturnToThePath();
};

namespace {

std::shared_ptr<const Hdf5File> openFixture(const QString& folder, const QString& file)
{
    return Hdf5File::open(
        TestUtils::sharedPath(QStringLiteral("fixtures/") + folder + QLatin1Char('/') + file).toStdString());
}

std::int64_t manifestSteps(const QString& folder, const QString& file)
{
    return TestUtils::manifestEntry(folder, file).value(QStringLiteral("steps")).toInteger(-1);
}

} // namespace

void TestHdf5OnePass::testTianshou_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("file");
    QTest::newRow("v0.4.8 vector3") << QStringLiteral("tianshou-v0.4.8") << QStringLiteral("vector3.h5");
    QTest::newRow("v1.2.0 buffer_doc3") << QStringLiteral("tianshou-v1.2.0") << QStringLiteral("buffer_doc3.h5");
    QTest::newRow("v2.0.1 prio") << QStringLiteral("tianshou-v2.0.1") << QStringLiteral("prio.h5");
    QTest::newRow("v2.0.1 gzip") << QStringLiteral("tianshou-v2.0.1") << QStringLiteral("cartpole_like.gzip.h5");
}

void TestHdf5OnePass::testTianshou()
{
    QFETCH(QString, folder);
    QFETCH(QString, file);
    const QJsonObject record = TestUtils::manifestEntry(folder, file);
    QVERIFY2(!record.isEmpty(), qPrintable(file));
    const auto hdf5 = openFixture(folder, file);
    const TianshouHdf5 ts = readTianshouHdf5(hdf5);
    QCOMPARE(ts.hdf5.get(), hdf5.get());
    QCOMPARE(ts.file, hdf5->path());
    QCOMPARE(QString::fromStdString(ts.className), record.value(QStringLiteral("class")).toString());
    QCOMPARE(ts.maxsize, std::int64_t(record.value(QStringLiteral("maxsize")).toInteger()));
    QCOMPARE(ts.size, std::int64_t(record.value(QStringLiteral("len")).toInteger()));
}

void TestHdf5OnePass::testDatasets()
{
    const QString other = QStringLiteral("other-formats");
    const QString more = QStringLiteral("more-formats");
    {
        const auto hdf5 = openFixture(other, QStringLiteral("d4rl_like.hdf5"));
        const D4rlDataset d4rl = readD4rl(hdf5);
        QCOMPARE(d4rl.hdf5.get(), hdf5.get());
        QCOMPARE(d4rl.stepCount, manifestSteps(other, QStringLiteral("d4rl_like.hdf5")));
    }
    {
        const QString file = QStringLiteral("minari_like/data/main_data.hdf5");
        const auto hdf5 = openFixture(other, file);
        const MinariDataset minari = readMinari(hdf5);
        QCOMPARE(minari.hdf5.get(), hdf5.get());
        QCOMPARE(minari.totalSteps, manifestSteps(other, file));
        QVERIFY(!minari.metadataPath.empty()); // found beside the open file's path
    }
    {
        const auto hdf5 = openFixture(more, QStringLiteral("robomimic_lift_image.hdf5"));
        const RobomimicDataset robomimic = readRobomimic(hdf5);
        QCOMPARE(robomimic.hdf5.get(), hdf5.get());
        QCOMPARE(std::accumulate(robomimic.lengths.begin(), robomimic.lengths.end(), std::int64_t(0)),
                 manifestSteps(more, QStringLiteral("robomimic_lift_image.hdf5")));
    }
    {
        const auto hdf5 = openFixture(more, QStringLiteral("d3rlpy_mdp_v2.h5"));
        const D3rlpyDataset d3rlpy = readD3rlpyV2(hdf5);
        QCOMPARE(d3rlpy.hdf5.get(), hdf5.get());
        std::int64_t steps = 0;
        for (const auto& [name, episode] : d3rlpy.episodes->entries())
            steps += episode.asBatch()->get("actions").asArray().length();
        QCOMPARE(steps, manifestSteps(more, QStringLiteral("d3rlpy_mdp_v2.h5")));
    }
}

void TestHdf5OnePass::testNoReturnToThePath()
{
    // Once open, a file is read through what was opened: removing the path (or replacing
    // it, as an atomic save does) cannot change what the readers see. The fixture's
    // datasets are contiguous, so they are mapped, and the mapping too must come from the
    // open file rather than from a second open of the path.
    const QString folder = QStringLiteral("tianshou-v2.0.1");
    const QString name = QStringLiteral("cartpole_like.h5");
    const QString original = TestUtils::sharedPath(QStringLiteral("fixtures/") + folder + QLatin1Char('/') + name);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(name);
    QVERIFY(QFile::copy(original, copy));
    const auto hdf5 = Hdf5File::open(copy.toStdString());
    QVERIFY(QFile::remove(copy));
    QVERIFY(hdf5->datasetInfo("/_meta/obs").mappable);

    const TianshouHdf5 ts = readTianshouHdf5(hdf5);
    const QJsonObject record = TestUtils::manifestEntry(folder, name);
    QCOMPARE(QString::fromStdString(ts.className), record.value(QStringLiteral("class")).toString());
    QCOMPARE(ts.size, std::int64_t(record.value(QStringLiteral("len")).toInteger()));
    const TianshouHdf5 expected = readTianshouHdf5(original.toStdString());
    QVERIFY(!expected.meta->keys().empty());
    QVERIFY(*ts.meta == *expected.meta);
}

QTEST_GUILESS_MAIN(TestHdf5OnePass)
#include "tst_hdf5onepass.moc"
