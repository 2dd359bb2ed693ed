// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "modeltesthelpers.h"

#include <core/error.h>
#include <widgets/model/saver.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/model/tasks/savetask.h>
#include <widgets/model/tensortablemodel.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ReplayScope;

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(bytes);
    return path;
}

QByteArray fixtureBytes(const QString& relative)
{
    QFile f(TestUtils::sharedPath(QStringLiteral("fixtures/") + relative));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList chronoRew(Ui::Document* doc)
{
    Ui::TensorTableModel model;
    model.setDocument(doc);
    model.setKey(QStringLiteral("rew"));
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r)
        out << model.index(r, 0).data().toString();
    return out;
}

} // namespace

class TestLoader : public QObject
{
    Q_OBJECT

private slots:
    void testRecognisesFormats_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("className");
        QTest::addColumn<bool>("isBuffer");
        QTest::newRow("buffer pickle") << QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl")
                                       << QStringLiteral("ReplayBuffer") << true;
        QTest::newRow("buffer hdf5") << QStringLiteral("tianshou-v2.0.1/buffer_wrapped.h5")
                                     << QStringLiteral("ReplayBuffer") << true;
        QTest::newRow("v0.4.8 buffer") << QStringLiteral("tianshou-v0.4.8/buffer_wrapped.p4.pkl")
                                       << QStringLiteral("ReplayBuffer") << true;
        QTest::newRow("batch protocol 2") << QStringLiteral("tianshou-v2.0.1/batch_basic.p2.pkl")
                                          << QStringLiteral("Batch") << false;
        QTest::newRow("prioritized") << QStringLiteral("tianshou-v2.0.1/prio.p4.pkl")
                                     << QStringLiteral("PrioritizedReplayBuffer") << true;
        QTest::newRow("d4rl") << QStringLiteral("other-formats/d4rl_like.hdf5") << QStringLiteral("D4RL dataset")
                              << false;
    }

    void testRecognisesFormats()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, className);
        QFETCH(bool, isBuffer);
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(fixture));
        QCOMPARE(doc->className(), className);
        QCOMPARE(doc->buffer() != nullptr, isBuffer);
        QVERIFY(!doc->formatName().isEmpty());
    }

    void testRejectsBadFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("needle");
        const QByteArray pickle = fixtureBytes(QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl"));
        QTest::newRow("truncated pickle") << pickle.left(pickle.size() / 2) << QStringLiteral("bad.pkl");
        QTest::newRow("corpus truncated") << fixtureBytes(QStringLiteral("pickle-corpus/edge_truncated.pkl"))
                                          << QStringLiteral("bad.pkl");
        QTest::newRow("stack underflow") << fixtureBytes(QStringLiteral("pickle-corpus/edge_stack_underflow.pkl"))
                                         << QStringLiteral("bad.pkl");
        const QByteArray h5 = fixtureBytes(QStringLiteral("tianshou-v2.0.1/buffer_wrapped.h5"));
        QTest::newRow("truncated hdf5") << h5.left(600) << QStringLiteral("bad.pkl");
        QTest::newRow("text") << QByteArray("hello, world\n") << QStringLiteral("neither a Python pickle nor an HDF5");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("is empty");
        QTest::newRow("npz") << fixtureBytes(QStringLiteral("other-formats/transitions.npz"))
                             << QStringLiteral("NumPy .npz");
    }

    // Every failure is a Core::Error whose message names the file.
    void testRejectsBadFiles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, needle);
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("bad.pkl"), bytes);
        try {
            Ui::loadFile(path);
            QFAIL("no error");
        } catch (const Core::Error& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(needle), e.what());
        }
    }

    void testLoadTaskSignals()
    {
        QTemporaryDir dir;
        const QString bad = writeFile(dir, QStringLiteral("broken.pkl"), QByteArray("\x80\x04garbage", 9));
        const QString good = TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/buffer_doc3.p4.pkl"));
        Ui::LoadTask task;
        QSignalSpy loaded(&task, &Ui::LoadTask::loaded);
        QSignalSpy failed(&task, &Ui::LoadTask::failed);
        QSignalSpy idle(&task, &Ui::LoadTask::idle);
        task.open({bad, good});
        QVERIFY(idle.wait(20000));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).toString(), bad);
        QVERIFY(failed.at(0).at(1).toString().contains(QStringLiteral("broken.pkl")));
        QCOMPARE(loaded.count(), 1);
        std::unique_ptr<Ui::Document> doc(loaded.at(0).at(0).value<Ui::Document*>());
        QCOMPARE(doc->filePath(), good);
        QCOMPARE(doc->stepCount(), qint64(3));
    }

    void testLoadTaskCancel()
    {
        Ui::LoadTask task;
        QSignalSpy loaded(&task, &Ui::LoadTask::loaded);
        QSignalSpy canceled(&task, &Ui::LoadTask::canceled);
        task.open({TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/atari_like.p4.pkl")),
                   TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-v2.0.1/cartpole_like.p4.pkl"))});
        QVERIFY(task.isRunning());
        task.cancel();
        QCOMPARE(canceled.count(), 1);
        QVERIFY(!task.isRunning());
        QTest::qWait(500); // a late result of the cancelled job must not arrive
        QCOMPARE(loaded.count(), 0);
    }

    // Save writes what the loader reads back: same class, same rows in the same order.
    void testSaveRoundTrip_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("target");
        QTest::newRow("pickle to pickle") << QStringLiteral("buffer_wrapped.p4.pkl") << QStringLiteral("out.pkl");
        QTest::newRow("pickle to hdf5") << QStringLiteral("buffer_wrapped.p4.pkl") << QStringLiteral("out.h5");
        QTest::newRow("hdf5 to pickle") << QStringLiteral("nested_obs.h5") << QStringLiteral("out.pkl");
        QTest::newRow("vector to hdf5") << QStringLiteral("vector3.p4.pkl") << QStringLiteral("out.h5");
        QTest::newRow("batch to hdf5") << QStringLiteral("batch_nested.p4.pkl") << QStringLiteral("out.h5");
    }

    void testSaveRoundTrip()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, target);
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/") + fixture));
        doc->undoStack()->push(new QUndoCommand(QStringLiteral("mark modified")));
        QTemporaryDir dir;
        const QString path = dir.filePath(target);
        Ui::SaveTask task;
        QSignalSpy saved(&task, &Ui::SaveTask::saved);
        QSignalSpy failed(&task, &Ui::SaveTask::failed);
        QVERIFY(task.save(doc.get(), path, Ui::formatForFileName(path)));
        QVERIFY(doc->isBusy());
        QVERIFY(saved.wait(20000));
        QCOMPARE(failed.count(), 0);
        QVERIFY(!doc->isBusy());
        QVERIFY(!doc->isModified());
        QCOMPARE(doc->filePath(), path);
        std::unique_ptr<Ui::Document> back(Ui::Document::fromLoaded(Ui::loadFile(path), path));
        QCOMPARE(back->className(), doc->className());
        QCOMPARE(back->stepCount(), doc->stepCount());
        QCOMPARE(chronoRew(back.get()), chronoRew(doc.get()));
    }
};

QTEST_GUILESS_MAIN(TestLoader)
#include "tst_loader.moc"
