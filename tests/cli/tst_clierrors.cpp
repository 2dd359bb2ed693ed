// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The exit statuses and messages of cli.md: 1 for usage errors, 2 for inputs that
// cannot be read and outputs that cannot be written (one line naming the file, with the
// byte offset for corrupt pickles), 3 for check findings; --help and --version.
#include "cliutils.h"

#include <QTemporaryDir>
#include <QTest>

using namespace CliTest;

namespace {

QString v2(const char* file)
{
    return fixtureDir(QStringLiteral("v2.0.1")) + QLatin1Char('/') + QString::fromLatin1(file);
}

QString corpus(const char* file)
{
    return TestUtils::sharedPath(QStringLiteral("fixtures/pickle-corpus/")) + QString::fromLatin1(file);
}

} // namespace

class TestCliErrors : public QObject {
    Q_OBJECT

private slots:
    void testExitStatus_data();
    void testExitStatus();
    void testNoPartialOutput();
    void testHelpAndVersion();
    void testCheckFindings();
};

void TestCliErrors::testExitStatus_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("message"); // a fragment stderr must contain

    const QString missing = QStringLiteral("/nonexistent-replayscope/none.pkl");
    const QString out = QStringLiteral("/tmp/replayscope-cli-test-unused.pkl");
    QTest::newRow("no arguments") << QStringList{} << 1 << QStringLiteral("Usage:");
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << 1
                                     << QStringLiteral("unknown command 'frobnicate'");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("info"), v2("buffer_doc3.p4.pkl"),
                                                   QStringLiteral("--bogus")}
                                    << 1 << QStringLiteral("unknown option --bogus");
    QTest::newRow("missing input") << QStringList{QStringLiteral("info")} << 1 << QStringLiteral("missing input file");
    QTest::newRow("extra argument") << QStringList{QStringLiteral("tree"), v2("buffer_doc3.p4.pkl"),
                                                   QStringLiteral("x")}
                                    << 1 << QStringLiteral("unexpected argument 'x'");
    QTest::newRow("missing -o") << QStringList{QStringLiteral("cat"), v2("in_cat_1.p4.pkl")} << 1
                                << QStringLiteral("missing option -o");
    QTest::newRow("option without value")
        << QStringList{QStringLiteral("slice"), v2("in_split.p4.pkl"), QStringLiteral("--index")} << 1
        << QStringLiteral("option --index needs a value");
    QTest::newRow("bad output extension")
        << QStringList{QStringLiteral("convert"), v2("buffer_doc3.p4.pkl"), QStringLiteral("/tmp/x.txt")} << 1
        << QStringLiteral("'.txt'");
    QTest::newRow("bad split size") << QStringList{QStringLiteral("split"),  v2("in_split.p4.pkl"),
                                                   QStringLiteral("--size"), QStringLiteral("zero"),
                                                   QStringLiteral("-o"),     QStringLiteral("/tmp")}
                                    << 1 << QStringLiteral("'zero' is not an integer");
    QTest::newRow("bad index expression")
        << QStringList{QStringLiteral("slice"), v2("in_split.p4.pkl"), QStringLiteral("--index"),
                       QStringLiteral("2:x"),   QStringLiteral("-o"),  out}
        << 1 << QStringLiteral("bad index expression '2:x'");
    QTest::newRow("index out of range") << QStringList{QStringLiteral("slice"),   v2("in_split.p4.pkl"),
                                                       QStringLiteral("--index"), QStringLiteral("[0,99]"),
                                                       QStringLiteral("-o"),      out}
                                        << 1 << QStringLiteral("99");
    QTest::newRow("bad episode list") << QStringList{QStringLiteral("export"),     v2("buffer_wrapped.p4.pkl"),
                                                     QStringLiteral("--episodes"), QStringLiteral("3-1"),
                                                     QStringLiteral("-o"),         out}
                                      << 1 << QStringLiteral("runs backwards");
    QTest::newRow("no such episode") << QStringList{QStringLiteral("export"),     v2("buffer_wrapped.p4.pkl"),
                                                    QStringLiteral("--episodes"), QStringLiteral("0,7"),
                                                    QStringLiteral("-o"),         out}
                                     << 1 << QStringLiteral("there is no episode 7");
    QTest::newRow("missing file") << QStringList{QStringLiteral("info"), missing} << 2 << missing;
    QTest::newRow("corrupt pickle") << QStringList{QStringLiteral("info"), corpus("edge_truncated.pkl")} << 2
                                    << QStringLiteral("edge_truncated.pkl: at byte ");
    QTest::newRow("stack underflow") << QStringList{QStringLiteral("tree"), corpus("edge_stack_underflow.pkl")} << 2
                                     << QStringLiteral("at byte ");
    QTest::newRow("not a data file") << QStringList{QStringLiteral("info"), corpus("dis/np_bool_p2.txt")} << 2
                                     << QStringLiteral("not a recognised file");
    QTest::newRow("unwritable output") << QStringList{QStringLiteral("convert"), v2("buffer_doc3.p4.pkl"), missing} << 2
                                       << missing;
    QTest::newRow("unwritable split folder")
        << QStringList{QStringLiteral("split"), v2("in_split.p4.pkl"), QStringLiteral("--size"),
                       QStringLiteral("3"),     QStringLiteral("-o"),  QStringLiteral("/proc/replayscope")}
        << 2 << QStringLiteral("/proc/replayscope");
    QTest::newRow("export of a Batch") << QStringList{QStringLiteral("export"),     v2("in_split.p4.pkl"),
                                                      QStringLiteral("--episodes"), QStringLiteral("0"),
                                                      QStringLiteral("-o"),         out}
                                       << 2 << QStringLiteral("needs a Tianshou buffer");
    QTest::newRow("cat of unlike batches") << QStringList{QStringLiteral("cat"), v2("in_cat_1.p4.pkl"),
                                                          v2("buffer_doc3.p4.pkl"), QStringLiteral("-o"), out}
                                           << 2 << QString();
}

void TestCliErrors::testExitStatus()
{
    QFETCH(QStringList, args);
    QFETCH(int, status);
    QFETCH(QString, message);
    const Result r = runCli(args);
    QVERIFY(!r.crashed);
    QVERIFY2(r.exitCode == status,
             qPrintable(QStringLiteral("status %1: %2").arg(r.exitCode).arg(QString::fromUtf8(r.err))));
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    QVERIFY(r.out.isEmpty());
    if (!args.isEmpty()) {
        // One line, starting with the program name.
        QVERIFY2(r.err.startsWith("replayscope-cli: ") && r.err.count('\n') == 1, r.err.constData());
    }
    QVERIFY(!QFile::exists(QStringLiteral("/tmp/replayscope-cli-test-unused.pkl")));
}

void TestCliErrors::testNoPartialOutput()
{
    // A failing write leaves neither the target nor a temporary file; an existing target
    // stays as it was.
    QTemporaryDir tmp;
    const QString target = tmp.filePath(QStringLiteral("out.pkl"));
    {
        QFile f(target);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("previous");
    }
    const Result r =
        runCli({QStringLiteral("cat"), v2("in_cat_1.p4.pkl"), v2("buffer_doc3.p4.pkl"), QStringLiteral("-o"), target});
    QCOMPARE(r.exitCode, 2);
    QFile f(target);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("previous"));
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("out.pkl")});
}

void TestCliErrors::testHelpAndVersion()
{
    Result r = runCli({QStringLiteral("--version")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QByteArray("replayscope-cli 0.1.0\n"));
    r = runCli({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    const QStringList commands{QStringLiteral("info"),     QStringLiteral("tree"),    QStringLiteral("episodes"),
                               QStringLiteral("check"),    QStringLiteral("convert"), QStringLiteral("cat"),
                               QStringLiteral("stack"),    QStringLiteral("split"),   QStringLiteral("sample"),
                               QStringLiteral("dropnull"), QStringLiteral("slice"),   QStringLiteral("export")};
    for (const QString& c : commands) {
        QVERIFY2(r.out.contains(("  replayscope-cli " + c + ' ').toUtf8()), qPrintable(c));
        const Result help = runCli({c, QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.startsWith(("Usage: replayscope-cli " + c + ' ').toUtf8()), help.out.constData());
        QVERIFY(help.err.isEmpty());
    }
}

void TestCliErrors::testCheckFindings()
{
    // A clean buffer passes; a Batch holding NaN reports it and exits with 3.
    Result r = runCli({QStringLiteral("check"), v2("buffer_doc3.p4.pkl")});
    QVERIFY2(r.exitCode == 0, r.out.constData());
    r = runCli({QStringLiteral("check"), QStringLiteral("--json"), v2("batch_nulls.p4.pkl")});
    QVERIFY2(r.exitCode == 3, r.err.constData());
    const QJsonObject report = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(report.value(QStringLiteral("clean")).toBool(true), false);
    QVERIFY(!report.value(QStringLiteral("findings")).toArray().isEmpty());
}

QTEST_APPLESS_MAIN(TestCliErrors)
#include "tst_clierrors.moc"
