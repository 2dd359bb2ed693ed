// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The soak test (issue 11): every data fixture, mutated in several deterministic ways,
// goes through `replayscope-cli info` and (every other mutation) `convert`. Whatever
// the damage, the CLI must end by itself within the per-file time limit, never by a
// signal (or a sanitizer report, whose exit status is neither 0 nor 2), with exit 0 or
// 2, and on 2 with exactly one line on stderr and no output or temporary file left.
// Failing inputs are kept under <build>/soak-failures/ to become regression tests.
//
// REPLAYSCOPE_SOAK_MUTATIONS sets the mutations per fixture (default 4: about 2,100
// mutated files and 3,200 CLI runs over the ~530 fixtures); REPLAYSCOPE_SOAK_TIMEOUT
// the per-run limit in seconds (default 30, generous for sanitizer builds).

#include "mutator.h"

#include <reliability/fixturelist.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <memory>
#include <vector>

namespace {

int envInt(const char* name, int fallback)
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok && value > 0 ? value : fallback;
}

// One CLI run on one mutated file.
struct Job {
    QString label; // fixture, mutation number and kind, command
    QString input;
    QString outputDir; // for convert; empty for info
    QStringList args;
    std::unique_ptr<QProcess> process;
    qint64 started = 0;
};

// What is wrong with a finished run, or an empty string.
QString verdict(Job& job, bool timedOut)
{
    if (timedOut)
        return QStringLiteral("hang (no exit within the time limit)");
    QProcess& p = *job.process;
    const QByteArray err = p.readAllStandardError();
    if (p.exitStatus() != QProcess::NormalExit)
        return QStringLiteral("killed by a signal; stderr: ") + QString::fromUtf8(err.left(2000));
    const int code = p.exitCode();
    if (code != 0 && code != 2)
        return QStringLiteral("exit %1; stderr: %2").arg(code).arg(QString::fromUtf8(err.left(4000)));
    if (code == 2) {
        if (err.size() < 2 || !err.endsWith('\n') || err.count('\n') != 1)
            return QStringLiteral("exit 2 without a one-line message: ") + QString::fromUtf8(err.left(2000));
        if (!job.outputDir.isEmpty() && !QDir(job.outputDir).isEmpty(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot))
            return QStringLiteral("a failed convert left files behind: ")
                   + QDir(job.outputDir).entryList(QDir::Files | QDir::Hidden).join(QLatin1Char(' '));
    } else if (job.outputDir.isEmpty() && p.readAllStandardOutput().isEmpty()) {
        return QStringLiteral("info succeeded but printed nothing");
    }
    return {};
}

} // namespace

class TestSoak : public QObject {
    Q_OBJECT

private slots:
    void testMutatedFixtures_data();
    void testMutatedFixtures();
};

void TestSoak::testMutatedFixtures_data()
{
    // One row per fixture folder, so a report names the area.
    QTest::addColumn<QStringList>("files");
    QMap<QString, QStringList> byFolder;
    for (const QString& file : FixtureList::dataFiles())
        byFolder[file.section(QLatin1Char('/'), 0, 0)] << file;
    for (auto it = byFolder.cbegin(); it != byFolder.cend(); ++it)
        QTest::newRow(qPrintable(it.key())) << it.value();
}

void TestSoak::testMutatedFixtures()
{
    QFETCH(QStringList, files);
    QVERIFY(!files.isEmpty());
    const int mutations = envInt("REPLAYSCOPE_SOAK_MUTATIONS", 4);
    const qint64 limitMs = qint64(envInt("REPLAYSCOPE_SOAK_TIMEOUT", 30)) * 1000;
    const int parallel = std::max(2, QThread::idealThreadCount());
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString failures = QDir::current().absoluteFilePath(QStringLiteral("soak-failures"));

    // Every job up front (small: the mutated bytes live in files), then a pool runs them.
    std::vector<std::unique_ptr<Job>> jobs;
    for (const QString& file : files) {
        QFile in(FixtureList::absolute(file));
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray original = in.readAll();
        const QString base = file.section(QLatin1Char('/'), -1);
        for (int m = 0; m < mutations; ++m) {
            const QByteArray bytes = Soak::mutate(original, Soak::seedOf(file), m);
            const QString dir = tmp.filePath(QStringLiteral("%1-%2").arg(jobs.size()).arg(m));
            QVERIFY(QDir().mkpath(dir + QStringLiteral("/out")));
            const QString input = dir + QLatin1Char('/') + base; // same name: same extension
            QFile f(input);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
            f.close();
            const QString label =
                QStringLiteral("%1 mutation %2 (%3)")
                    .arg(file)
                    .arg(m)
                    .arg(QLatin1String(Soak::mutationName(Soak::Mutation(m % int(Soak::Mutation::Count)))));
            auto info = std::make_unique<Job>();
            info->label = label + QStringLiteral(" info");
            info->input = input;
            info->args = QStringList{QStringLiteral("info"), input};
            jobs.push_back(std::move(info));
            if (m % 2 == 1) {
                // Convert to each output format in turn: pickle, HDF5, npz.
                static const char* const extensions[] = {".pkl", ".h5", ".npz"};
                const QString out = dir + QStringLiteral("/out/converted") + QLatin1String(extensions[(m / 2) % 3]);
                auto convert = std::make_unique<Job>();
                convert->label = label + QStringLiteral(" convert to ") + out.section(QLatin1Char('.'), -1);
                convert->input = input;
                convert->outputDir = dir + QStringLiteral("/out");
                convert->args = QStringList{QStringLiteral("convert"), input, out};
                jobs.push_back(std::move(convert));
            }
        }
    }

    QStringList problems;
    std::size_t next = 0;
    std::vector<Job*> running;
    QElapsedTimer clock;
    clock.start();
    while (next < jobs.size() || !running.empty()) {
        while (running.size() < std::size_t(parallel) && next < jobs.size()) {
            Job* job = jobs[next++].get();
            job->process = std::make_unique<QProcess>();
            job->process->start(QStringLiteral(REPLAYSCOPE_CLI), job->args);
            job->process->closeWriteChannel();
            job->started = clock.elapsed();
            running.push_back(job);
        }
        // Wait a little on the oldest; then collect every run that has ended or overrun.
        running.front()->process->waitForFinished(20);
        for (auto it = running.begin(); it != running.end();) {
            Job* job = *it;
            const bool finished = job->process->state() == QProcess::NotRunning || job->process->waitForFinished(0);
            const bool timedOut = !finished && clock.elapsed() - job->started > limitMs;
            if (!finished && !timedOut) {
                ++it;
                continue;
            }
            if (timedOut) {
                job->process->kill();
                job->process->waitForFinished();
            }
            const QString problem = verdict(*job, timedOut);
            if (!problem.isEmpty()) {
                problems << job->label + QStringLiteral(": ") + problem;
                QDir().mkpath(failures);
                QFile::copy(job->input, failures + QLatin1Char('/')
                                            + QString(job->label)
                                                  .replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]+")),
                                                           QStringLiteral("_")));
            }
            job->process.reset();
            it = running.erase(it);
        }
    }
    qInfo("%zu CLI runs in %.1f s", jobs.size(), double(clock.elapsed()) / 1000.0);
    QVERIFY2(problems.isEmpty(),
             qPrintable(QString::number(problems.size()) + QStringLiteral(" problem(s); inputs kept in ") + failures
                        + QStringLiteral(":\n") + problems.mid(0, 20).join(QLatin1Char('\n'))));
}

QTEST_APPLESS_MAIN(TestSoak)
#include "tst_soak.moc"
