// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Saving over the opened file (issue 11, "nothing lost"): `replayscope-cli convert F F`
// reads F and writes it back in place. When the write fails halfway the original must
// still be there, byte for byte. A full disk is simulated with RLIMIT_FSIZE in the
// child: with SIGXFSZ ignored, write() fails with EFBIG as it would with ENOSPC, and
// the CLI must report it in one line and leave no temporary file; with SIGXFSZ at its
// default the kernel kills the process in the middle of a write, as a crash or a power
// cut would, and only the temporary file may remain beside an intact original.

#include <testutils.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

namespace {

struct Run {
    bool signalled = false;
    int exitCode = -1;
    QByteArray err;
};

// Runs the CLI with a file size limit; ignoreSignal selects EFBIG over being killed.
Run runLimited(const QStringList& args, rlim_t fileSizeLimit, bool ignoreSignal)
{
    QProcess p;
    p.setChildProcessModifier([fileSizeLimit, ignoreSignal] {
        const struct rlimit size {
            fileSizeLimit, fileSizeLimit
        };
        setrlimit(RLIMIT_FSIZE, &size);
        const struct rlimit core {
            0, 0
        }; // a killed child must not leave a core file
        setrlimit(RLIMIT_CORE, &core);
        signal(SIGXFSZ, ignoreSignal ? SIG_IGN : SIG_DFL);
    });
    p.start(QStringLiteral(REPLAYSCOPE_CLI), args);
    p.closeWriteChannel();
    Run r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        r.signalled = true;
        r.err = "timed out";
        return r;
    }
    r.signalled = p.exitStatus() != QProcess::NormalExit;
    r.exitCode = p.exitCode();
    r.err = p.readAllStandardError();
    return r;
}

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestSaveFailure : public QObject {
    Q_OBJECT

private slots:
    void testSaveOverOpenedFile_data();
    void testSaveOverOpenedFile();
    void testUnlimitedSaveWorks();
};

void TestSaveFailure::testSaveOverOpenedFile_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("killed");
    const QStringList files{
        QStringLiteral("tianshou-v2.0.1/atari_like.p4.pkl"), QStringLiteral("tianshou-v2.0.1/vector3.p4.pkl"),
        QStringLiteral("tianshou-v2.0.1/batch_nested.p4.pkl"), QStringLiteral("tianshou-v1.2.0/cartpole_like.h5"),
        QStringLiteral("tianshou-v0.4.8/atari_like.gzip.h5")};
    for (const QString& file : files) {
        // The same name keeps the format: a pickle is saved as a pickle, an .h5 as HDF5.
        const QString name = file.section(QLatin1Char('/'), -1);
        QTest::newRow(qPrintable(file + QLatin1String(" disk full"))) << file << name << false;
        QTest::newRow(qPrintable(file + QLatin1String(" killed"))) << file << name << true;
    }
}

void TestSaveFailure::testSaveOverOpenedFile()
{
    QFETCH(QString, fixture);
    QFETCH(QString, name);
    QFETCH(bool, killed);
    const QByteArray original = contents(TestUtils::sharedPath(QStringLiteral("fixtures/") + fixture));
    QVERIFY(original.size() > 1000);
    QTemporaryDir tmp;
    const QString target = tmp.filePath(name);
    {
        QFile f(target);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(original), original.size());
    }
    // Half the size of what is there: the new file, about as large, fails halfway.
    const Run r = runLimited({QStringLiteral("convert"), target, target}, rlim_t(original.size() / 2), !killed);

    QCOMPARE(contents(target), original);
    const QStringList left = QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden);
    if (killed) {
        QVERIFY2(r.signalled, r.err.constData());
        // A killed writer cannot clean up; all it may leave is its own temporary file.
        for (const QString& file : left)
            QVERIFY2(file == name || file.startsWith(name + QLatin1String(".tmp-")), qPrintable(file));
    } else {
        QVERIFY2(!r.signalled, r.err.constData());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.endsWith('\n') && r.err.count('\n') == 1, r.err.constData());
        QVERIFY2(r.err.contains(name.toUtf8()), r.err.constData());
        QCOMPARE(left, QStringList{name});
    }
}

void TestSaveFailure::testUnlimitedSaveWorks()
{
    // The control experiment: the same in-place convert with a generous limit succeeds
    // (so the failures above come from the limit, not from saving in place as such),
    // and a second in-place save of our own pickle gives the same bytes again.
    QTemporaryDir tmp;
    const QString target = tmp.filePath(QStringLiteral("vector3.p4.pkl"));
    QVERIFY(QFile::copy(TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/vector3.p4.pkl")), target));
    Run r = runLimited({QStringLiteral("convert"), target, target}, RLIM_INFINITY, true);
    QVERIFY2(!r.signalled && r.exitCode == 0, r.err.constData());
    const QByteArray once = contents(target);
    r = runLimited({QStringLiteral("convert"), target, target}, RLIM_INFINITY, true);
    QVERIFY2(!r.signalled && r.exitCode == 0, r.err.constData());
    QCOMPARE(contents(target), once);
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("vector3.p4.pkl")});
}

QTEST_APPLESS_MAIN(TestSaveFailure)
#include "tst_savefailure.moc"
