// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// TaskRunner and the worker pools: where jobs run, what finished() reports.
#include <core/error.h>
#include <widgets/model/tasks/taskrunner.h>
#include <widgets/model/tasks/workerpool.h>

#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>

#include <atomic>
#include <memory>
#include <vector>

using namespace ReplayScope;
using Ui::TaskContext;
using Ui::TaskRunner;
using Ui::WorkerPool;

namespace {

// A job that says when it runs and then waits to be let go (at most 20 s, so a broken
// test fails instead of hanging).
TaskRunner::Job heldJob(std::shared_ptr<QSemaphore> running, std::shared_ptr<QSemaphore> release)
{
    return [running, release](TaskContext&) {
        running->release();
        release->tryAcquire(1, 20000);
    };
}

} // namespace

class TestTaskRunner : public QObject {
    Q_OBJECT

private slots:
    // Qt's raster engine waits on the global pool while it paints: a job of ours there
    // froze every repaint until it ended (issue 10). Both of our pools leave it free.
    void testJobsLeaveTheGlobalPoolFree_data()
    {
        QTest::addColumn<int>("pool");
        QTest::newRow("tasks") << int(WorkerPool::Tasks);
        QTest::newRow("background") << int(WorkerPool::Background);
    }
    void testJobsLeaveTheGlobalPoolFree()
    {
        QFETCH(int, pool);
        auto running = std::make_shared<QSemaphore>();
        auto release = std::make_shared<QSemaphore>();
        TaskRunner runner(nullptr, WorkerPool(pool));
        QSignalSpy finished(&runner, &TaskRunner::finished);
        runner.start(heldJob(running, release));
        QVERIFY(running->tryAcquire(1, 10000));
        QCOMPARE(QThreadPool::globalInstance()->activeThreadCount(), 0);
        QCOMPARE(Ui::workerPool(WorkerPool(pool))->activeThreadCount(), 1);
        QVERIFY(runner.isRunning());
        release->release();
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.first().at(0).toBool(), false);
        QCOMPARE(finished.first().at(1).toString(), QString());
    }

    // A file the user opens does not wait for background work that fills every thread.
    void testTasksDoNotQueueBehindBackgroundWork()
    {
        QThreadPool* background = Ui::workerPool(WorkerPool::Background);
        const int threads = background->maxThreadCount();
        auto running = std::make_shared<QSemaphore>();
        auto release = std::make_shared<QSemaphore>();
        std::vector<std::unique_ptr<TaskRunner>> busy;
        for (int i = 0; i < threads; ++i) {
            busy.push_back(std::make_unique<TaskRunner>(nullptr, WorkerPool::Background));
            busy.back()->start(heldJob(running, release));
        }
        QVERIFY(running->tryAcquire(threads, 10000));
        QCOMPARE(background->activeThreadCount(), threads);

        TaskRunner load;
        QSignalSpy finished(&load, &TaskRunner::finished);
        std::atomic<bool> ran{false};
        load.start([&ran](TaskContext&) { ran = true; });
        QVERIFY(finished.wait(10000));
        QVERIFY(ran);
        QCOMPARE(background->activeThreadCount(), threads); // still held: the load did not wait
        release->release(threads);
        QVERIFY(background->waitForDone(10000));
    }

    void testErrorsAndCancel()
    {
        TaskRunner runner;
        QSignalSpy finished(&runner, &TaskRunner::finished);
        runner.start([](TaskContext&) { throw Core::ValueError("the file is cut short"); });
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.last().at(0).toBool(), false);
        QVERIFY(finished.last().at(1).toString().contains(QStringLiteral("the file is cut short")));

        // cancel() reports at once; what the job does afterwards never reaches the caller.
        auto running = std::make_shared<QSemaphore>();
        auto release = std::make_shared<QSemaphore>();
        runner.start(heldJob(running, release));
        QVERIFY(running->tryAcquire(1, 10000));
        finished.clear();
        runner.cancel();
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.first().at(0).toBool(), true);
        QVERIFY(!runner.isRunning());
        release->release();
        QVERIFY(Ui::workerPool(WorkerPool::Tasks)->waitForDone(10000));
        QCoreApplication::processEvents();
        QCOMPARE(finished.size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestTaskRunner)
#include "tst_taskrunner.moc"
