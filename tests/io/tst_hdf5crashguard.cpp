// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The guard against files that crash libhdf5 itself (issue 4, found by the soak test of
// issue 11): three mutated fixtures under tests/data/hdf5/libhdf5-crashes make Debian's
// libhdf5 1.10.8 dereference damaged metadata (a SEGV in H5A__close, a heap overflow in
// H5HG_read). Opening them must end in a FormatError naming the file, in process and
// through `replayscope-cli info` (exit 2, one line on stderr, never a signal), while
// good files still open. A crash here kills the test process, which fails the test.

#include <core/error.h>
#include <core/io/hdf5/hdf5reader.h>
#include <core/io/hdf5/tianshouhdf5.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <testutils.h>

using namespace ReplayScope::Core;

class TestHdf5CrashGuard : public QObject {
    Q_OBJECT

private slots:
    void testCoreApiRefuses_data();
    void testCoreApiRefuses();
    void testCliRefuses_data();
    void testCliRefuses();
    void testGoodFileStillOpens();
};

namespace {

QString crashFile(const QString& name)
{
    return TestUtils::testDataPath(QStringLiteral("hdf5/libhdf5-crashes/") + name);
}

// The three files, and whether the crash is certain in every build. The two heap
// overflows read far past a global heap collection and fault without sanitizers too;
// the H5A__close crash of buffer_doc3-bitflip needs ASan to show, and plain builds
// report the damaged dataspace message as an ordinary HDF5 error instead.
void addFiles()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("alwaysCrashes");
    QTest::newRow("buffer_doc3-bitflip") << crashFile("buffer_doc3-bitflip.h5") << false;
    QTest::newRow("buffer_doc3-overwrite") << crashFile("buffer_doc3-overwrite.h5") << true;
    QTest::newRow("vector3-bitflip") << crashFile("vector3-bitflip.h5") << true;
}

// The manifest record of a fixture (manifest.json beside it).
QJsonObject manifestRecord(const QString& path)
{
    const QFileInfo info(path);
    for (const QJsonValue& value : TestUtils::manifestFilesAt(info.dir().path())) {
        if (value.toObject().value(QStringLiteral("file")).toString() == info.fileName())
            return value.toObject();
    }
    return {};
}

} // namespace

void TestHdf5CrashGuard::testCoreApiRefuses_data()
{
    addFiles();
}

void TestHdf5CrashGuard::testCoreApiRefuses()
{
    QFETCH(QString, file);
    QFETCH(bool, alwaysCrashes);
    QVERIFY(QFileInfo::exists(file));
    const std::string path = file.toStdString();
    // Both entry points the loaders use: the generic tree and Tianshou's reader.
    for (int reader = 0; reader < 2; ++reader) {
        try {
            if (reader == 0)
                (void)Hdf5File::open(path)->readTree();
            else
                (void)readTianshouHdf5(path);
            QFAIL("a damaged file was read without an error");
        } catch (const FormatError& e) {
            const QString message = QString::fromStdString(e.what());
            QCOMPARE(QString::fromStdString(e.file()), file);
            QVERIFY2(message.startsWith(file + QStringLiteral(": ")), qPrintable(message));
            if (alwaysCrashes)
                QVERIFY2(message.contains(QStringLiteral("the HDF5 library"))
                             && message.contains(QStringLiteral("was not opened")),
                         qPrintable(message));
        }
    }
}

void TestHdf5CrashGuard::testCliRefuses_data()
{
    addFiles();
}

void TestHdf5CrashGuard::testCliRefuses()
{
    QFETCH(QString, file);
    QFETCH(bool, alwaysCrashes);
    QProcess cli;
    cli.start(QStringLiteral(REPLAYSCOPE_CLI), {QStringLiteral("info"), file});
    QVERIFY(cli.waitForFinished(60000));
    const QString err = QString::fromUtf8(cli.readAllStandardError()).trimmed();
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit); // never a signal
    QCOMPARE(cli.exitCode(), 2);
    QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err)); // one line
    QVERIFY2(err.contains(QFileInfo(file).fileName()), qPrintable(err));
    if (alwaysCrashes)
        QVERIFY2(err.contains(QStringLiteral("the HDF5 library")), qPrintable(err));
    QVERIFY(cli.readAllStandardOutput().isEmpty());
}

void TestHdf5CrashGuard::testGoodFileStillOpens()
{
    // The originals the damaged files were mutated from: the guard must not refuse them,
    // and what is read must be what their manifests record.
    for (const char* relative : {"tianshou-v1.2.0/buffer_doc3.h5", "tianshou-v2.0.1/vector3.h5"}) {
        const QString path = TestUtils::sharedPath(QStringLiteral("fixtures/") + QLatin1String(relative));
        const QJsonObject record = manifestRecord(path);
        QVERIFY2(!record.isEmpty(), relative);
        const TianshouHdf5 file = readTianshouHdf5(path.toStdString());
        QCOMPARE(QString::fromStdString(file.className), record.value(QStringLiteral("class")).toString());
        QCOMPARE(file.maxsize, std::int64_t(record.value(QStringLiteral("maxsize")).toInteger()));
        QCOMPARE(file.size, std::int64_t(record.value(QStringLiteral("len")).toInteger()));
    }

    QProcess cli;
    cli.start(
        QStringLiteral(REPLAYSCOPE_CLI),
        {QStringLiteral("info"), TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v1.2.0/buffer_doc3.h5"))});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QCOMPARE(cli.exitCode(), 0);
}

QTEST_GUILESS_MAIN(TestHdf5CrashGuard)
#include "tst_hdf5crashguard.moc"
