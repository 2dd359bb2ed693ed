// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// Crash recovery: unsaved edits are autosaved, survive a crash, are offered back on the
// next start and save to the original file; autosaves vanish after a normal save/close.
#include <app/gui/mainwindow.h>
#include <app/gui/preferencesdialog.h>
#include <app/gui/recoverydialog.h>
#include <app/gui/settings.h>

#include <core/batch/batch.h>
#include <widgets/model/autosave.h>
#include <widgets/model/commands/renamekey.h>
#include <widgets/model/commands/setvalue.h>
#include <widgets/model/document.h>
#include <widgets/model/loader.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/model/tasks/savetask.h>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

#include <memory>

#include "testutils.h"

using namespace ReplayScope;

namespace {

QString fixture(const QString& relative)
{
    return TestUtils::sharedPath(QStringLiteral("fixtures/") + relative);
}

QByteArray bytesOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool openAndWait(MainWindow& window, const QString& path)
{
    QSignalSpy idle(window.loadTask(), &Ui::LoadTask::idle);
    window.openFiles({path});
    return idle.wait(30000) && window.documentCount() > 0;
}

bool saveAndWait(MainWindow& window, Ui::Document* doc)
{
    QSignalSpy saved(window.saveTask(), &Ui::SaveTask::saved);
    return window.saveDocument(doc) && saved.wait(30000);
}

void answerNextMessageBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            box->button(button)->click();
    });
}

// The data of a loaded file as one comparable Batch: a buffer's storage, else the root.
// Buffers also compare their class, size and write order (checked separately).
const Core::Batch& contentOf(const Ui::OpenedFile& data)
{
    return data.buffer ? data.buffer->meta() : *data.root;
}

const Core::Batch& contentOf(const Ui::Document& doc)
{
    return doc.buffer() ? doc.buffer()->meta() : *doc.root();
}

// The edit every test makes, applied with the core alone to an independent load of the
// fixture: the expected content of the recovered and saved document.
Core::Batch expectedAfterEdit(const QString& path, const QString& key, qint64 flat, double value)
{
    Ui::OpenedFile data = Ui::loadFile(path);
    Core::Batch copy = contentOf(data).deepCopy();
    // Walk the dotted path down to the leaf (Batch::get takes one component).
    const QStringList parts = key.split(QLatin1Char('.'));
    Core::Batch* batch = &copy;
    for (qsizetype i = 0; i + 1 < parts.size(); ++i)
        batch = batch->get(parts[i].toStdString()).asBatch().get();
    batch->get(parts.back().toStdString()).mutableArray().setElement(flat, Core::PyValue::fromFloat(value));
    return copy;
}

QStringList filesIn(const QString& folder, const QString& pattern)
{
    return QDir(folder).entryList({pattern}, QDir::Files);
}

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT

private:
    QString folder() const { return Ui::AutosaveStore::defaultFolder(); }

    // A private copy of a fixture, so that saving over "the original" never touches
    // the shared fixtures.
    QString copyFixture(const QString& relative)
    {
        const QString target = m_dir->filePath(QFileInfo(relative).fileName());
        QFile::remove(target);
        return QFile::copy(fixture(relative), target) ? target : QString();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the recovery folder is a test folder
        qRegisterMetaType<Ui::Document*>();
        QApplication::setOrganizationName(QStringLiteral("ReplayScopeTests"));
        QApplication::setApplicationName(QStringLiteral("tst_autosave"));
        Settings::setAutosaveSeconds(30);
        QVERIFY(folder().startsWith(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)));
    }

    void init()
    {
        QDir(folder()).removeRecursively();
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    void cleanup() { QDir(folder()).removeRecursively(); }

    void testRecoverAfterCrash_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("key");
        QTest::addColumn<qint64>("flat");
        QTest::newRow("buffer pickle") << QStringLiteral("tianshou-v2.0.1/cartpole_like.p4.pkl")
                                       << QStringLiteral("rew") << qint64(5);
        QTest::newRow("buffer hdf5") << QStringLiteral("tianshou-v2.0.1/cartpole_like.h5") << QStringLiteral("rew")
                                     << qint64(1234);
        QTest::newRow("nested batch") << QStringLiteral("tianshou-v2.0.1/batch_nested.p4.pkl")
                                      << QStringLiteral("obs.sensory") << qint64(3);
    }

    // Edit, autosave, crash; the next start offers the autosave, the recovered document
    // holds the edited data, is modified, and Save writes it to the original.
    void testRecoverAfterCrash()
    {
        QFETCH(QString, file);
        QFETCH(QString, key);
        QFETCH(qint64, flat);
        const QString original = copyFixture(file);
        QVERIFY(!original.isEmpty());
        const QByteArray originalBytes = bytesOf(original);
        const double value = 42.5; // exact in every float dtype
        const Core::Batch expected = expectedAfterEdit(original, key, flat, value);

        QString session;
        {
            auto window = std::make_unique<MainWindow>();
            QVERIFY(openAndWait(*window, original));
            Ui::Document* doc = window->document();
            QVERIFY(!doc->isModified());
            // Nothing to protect yet: no autosave is written.
            QVERIFY(!window->autosave()->autosaveNow(doc));
            doc->undoStack()->push(
                new Ui::SetTensorValue(doc, key, flat, Core::PyValue::fromFloat(value), QStringLiteral("edit")));
            QVERIFY(doc->isModified());
            QVERIFY(contentOf(*doc) == expected); // the edit went where the expectation put it
            QVERIFY(window->autosave()->autosaveNow(doc));
            session = window->autosave()->sessionId();

            // The sidecar names the original, the title, the time and the format.
            const QStringList sidecars = filesIn(folder(), QStringLiteral("*.json"));
            QCOMPARE(sidecars.size(), 1);
            QFile f(QDir(folder()).filePath(sidecars.first()));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QJsonObject json = QJsonDocument::fromJson(f.readAll()).object();
            QCOMPARE(json.value(QStringLiteral("originalPath")).toString(), QFileInfo(original).absoluteFilePath());
            QCOMPARE(json.value(QStringLiteral("title")).toString(), QFileInfo(original).fileName());
            QCOMPARE(json.value(QStringLiteral("format")).toString(), QStringLiteral("pickle"));
            QCOMPARE(json.value(QStringLiteral("pid")).toInteger(), QCoreApplication::applicationPid());
            const QDateTime time =
                QDateTime::fromString(json.value(QStringLiteral("time")).toString(), Qt::ISODateWithMs);
            QVERIFY(qAbs(time.secsTo(QDateTime::currentDateTimeUtc())) < 60);
            QCOMPARE(json.value(QStringLiteral("saveFormat")).toString(),
                     file.endsWith(QLatin1String(".h5")) ? QStringLiteral("hdf5") : QStringLiteral("pickle"));

            // While this instance runs, another one does not offer its autosaves.
            Ui::AutosaveManager other;
            QVERIFY(other.recoverable().isEmpty());

            window->autosave()->abandonForTesting(); // the crash: no cleanup happens
        }
        QCOMPARE(filesIn(folder(), QStringLiteral("*.json")).size(), 1);
        QCOMPARE(bytesOf(original), originalBytes); // the original was never touched

        MainWindow next;
        QVERIFY(next.autosave()->sessionId() != session);
        const QList<Ui::AutosaveEntry> entries = next.autosave()->recoverable();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().originalPath, QFileInfo(original).absoluteFilePath());
        QSignalSpy recovered(next.autosave(), &Ui::AutosaveManager::recovered);
        next.autosave()->recoverInBackground(entries);
        QVERIFY(recovered.wait(30000));
        QCOMPARE(next.documentCount(), 1);
        Ui::Document* doc = next.document();
        QVERIFY(doc->isModified());
        QCOMPARE(doc->filePath(), QFileInfo(original).absoluteFilePath());
        QCOMPARE(doc->displayName(), QFileInfo(original).fileName());
        QVERIFY(contentOf(*doc) == expected);
        QCOMPARE(doc->valueAt(key)->asArray().toDouble(flat), value);
        QCOMPARE(bytesOf(original), originalBytes); // recovering writes nothing there
        // The new session owns the autosave now: a third instance does not offer it.
        QVERIFY(Ui::AutosaveManager().recoverable().isEmpty());

        QVERIFY(saveAndWait(next, doc));
        QVERIFY(!doc->isModified());
        const Ui::OpenedFile saved = Ui::loadFile(original);
        QVERIFY(contentOf(saved) == expected);
        QCOMPARE(bool(saved.buffer), bool(doc->buffer()));
        if (saved.buffer) {
            const Ui::OpenedFile before = Ui::loadFile(fixture(file));
            QCOMPARE(saved.buffer->className(), before.buffer->className());
            QCOMPARE(saved.buffer->maxsize(), before.buffer->maxsize());
            QVERIFY(saved.buffer->chronologicalIndices() == before.buffer->chronologicalIndices());
        }
        // Saved: the autosave is gone.
        QVERIFY(filesIn(folder(), QStringLiteral("*.json")).isEmpty());
        QVERIFY(filesIn(folder(), QStringLiteral("*.pkl")).isEmpty());
    }

    // Recovering the autosave of a file that is also open (from the command line, say)
    // gives one tab: the recovered copy replaces the unmodified read of the file, in
    // whichever order the two arrive.
    void testRecoveredFileAlsoOpened()
    {
        const QString original = copyFixture(QStringLiteral("tianshou-v2.0.1/cartpole_like.p4.pkl"));
        QVERIFY(!original.isEmpty());
        const double value = 42.5;
        const Core::Batch expected = expectedAfterEdit(original, QStringLiteral("rew"), 5, value);
        const auto crashWithEdit = [&] {
            MainWindow window;
            if (!openAndWait(window, original))
                return false;
            Ui::Document* doc = window.document();
            doc->undoStack()->push(new Ui::SetTensorValue(doc, QStringLiteral("rew"), 5,
                                                          Core::PyValue::fromFloat(value), QStringLiteral("edit")));
            const bool written = window.autosave()->autosaveNow(doc);
            window.autosave()->abandonForTesting();
            return written;
        };

        // The file is open when the recovered copy arrives.
        QVERIFY(crashWithEdit());
        {
            MainWindow next;
            QVERIFY(openAndWait(next, original));
            QVERIFY(!next.document()->isModified());
            QSignalSpy recovered(next.autosave(), &Ui::AutosaveManager::recovered);
            next.autosave()->recoverInBackground(next.autosave()->recoverable());
            QVERIFY(recovered.wait(30000));
            QCOMPARE(next.documentCount(), 1);
            QVERIFY(next.document()->isModified());
            QVERIFY(contentOf(*next.document()) == expected);
            next.openFiles({original}); // shows the recovered tab, reads nothing
            QVERIFY(!next.loadTask()->isRunning());
            QCOMPARE(next.documentCount(), 1);
            next.autosave()->abandonForTesting(); // the autosave stays for the next case
        }

        // Recovery and the read of the same file run side by side.
        MainWindow third;
        const QList<Ui::AutosaveEntry> entries = third.autosave()->recoverable();
        QCOMPARE(entries.size(), 1);
        QSignalSpy recovered(third.autosave(), &Ui::AutosaveManager::recovered);
        third.openFiles({original});
        third.autosave()->recoverInBackground(entries);
        QTRY_VERIFY_WITH_TIMEOUT(recovered.count() == 1 && !third.loadTask()->isRunning(), 30000);
        QCOMPARE(third.documentCount(), 1);
        QVERIFY(third.document()->isModified());
        QVERIFY(contentOf(*third.document()) == expected);
    }

    // A real crash leaves the lock file behind, naming a process that is gone: QLockFile
    // recognises it as stale by its PID, so the autosave is offered.
    void testStaleLockOfDeadProcess()
    {
        QString lock;
        {
            MainWindow window;
            auto* doc = new Ui::Document(std::make_shared<Core::Batch>(Core::Batch()), QString(), QStringLiteral("x"));
            window.addDocument(doc);
            doc->undoStack()->resetClean();
            QVERIFY(window.autosave()->autosaveNow(doc));
            lock = Ui::AutosaveStore::lockPath(folder(), window.autosave()->sessionId());
            window.autosave()->abandonForTesting();
        }
        QProcess gone; // a process id that surely no longer runs
        gone.start(QStringLiteral("sleep"), {QStringLiteral("0.1")});
        QVERIFY(gone.waitForStarted());
        const qint64 pid = gone.processId();
        QVERIFY(gone.waitForFinished());
        QFile file(lock);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::number(pid) + '\n' + QCoreApplication::applicationName().toUtf8() + '\n'
                   + QSysInfo::machineHostName().toUtf8() + '\n');
        file.close();
        QCOMPARE(Ui::AutosaveManager().recoverable().size(), 1);
        QVERIFY(!QFileInfo::exists(lock)); // the stale lock was cleared
    }

    // A document that never had a file comes back under its title, with no path.
    void testRecoverNeverSavedDocument()
    {
        const Ui::OpenedFile data = Ui::loadFile(fixture(QStringLiteral("tianshou-v2.0.1/batch_nested.p4.pkl")));
        const QString title = QStringLiteral("sample(4) of batch_nested.p4.pkl");
        Core::Batch expected = data.root->deepCopy();
        expected.renameKey("obs", "observation");
        {
            MainWindow window;
            auto* doc = new Ui::Document(std::make_shared<Core::Batch>(data.root->deepCopy()), QString(), title);
            window.addDocument(doc);
            doc->undoStack()->push(new Ui::RenameKey(doc, QStringLiteral("obs"), QStringLiteral("observation")));
            QVERIFY(window.autosave()->autosaveNow(doc));
            window.autosave()->abandonForTesting();
        }
        Ui::AutosaveManager manager;
        const QList<Ui::AutosaveEntry> entries = manager.recoverable();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().title, title);
        QVERIFY(entries.first().originalPath.isEmpty());
        std::unique_ptr<Ui::Document> doc(manager.recover(entries.first()));
        QVERIFY(doc->isModified());
        QVERIFY(doc->filePath().isEmpty());
        QCOMPARE(doc->displayName(), title);
        QVERIFY(*doc->root() == expected);
        QVERIFY(doc->valueAt(QStringLiteral("observation.camera")) != nullptr);
    }

    // The timer path: the autosave is written in the background after the delay, with
    // the document busy meanwhile; undo back to the saved state removes it.
    void testTimedAutosaveAndUndoToClean()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, copyFixture(QStringLiteral("tianshou-v2.0.1/cartpole_like.p4.pkl"))));
        Ui::Document* doc = window.document();
        window.autosave()->setDelay(50);
        QSignalSpy autosaved(window.autosave(), &Ui::AutosaveManager::autosaved);
        QSignalSpy busy(doc, &Ui::Document::busyChanged);
        doc->undoStack()->push(
            new Ui::SetTensorValue(doc, QStringLiteral("rew"), 7, Core::PyValue::fromFloat(-3.0), QStringLiteral("e")));
        QVERIFY(autosaved.wait(10000));
        QCOMPARE(busy.size(), 2); // busy while written, free again after
        QVERIFY(!doc->isBusy());
        const QString path = window.autosave()->autosavePath(doc);
        QVERIFY(QFileInfo::exists(path));
        QCOMPARE(Ui::loadFile(path).buffer->meta().get("rew").asArray().toDouble(7), -3.0);
        doc->undoStack()->undo();
        QVERIFY(!doc->isModified());
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(filesIn(folder(), QStringLiteral("*.json")).isEmpty());
    }

    // Closing with "Discard" and a normal exit both delete the autosaves and the lock.
    void testCleanupOnDiscardAndExit()
    {
        auto window = std::make_unique<MainWindow>();
        QVERIFY(openAndWait(*window, copyFixture(QStringLiteral("tianshou-v2.0.1/cartpole_like.p4.pkl"))));
        QVERIFY(openAndWait(*window, copyFixture(QStringLiteral("tianshou-v2.0.1/batch_nested.p4.pkl"))));
        QCOMPARE(window->documentCount(), 2);
        for (int i = 0; i < 2; ++i) {
            Ui::Document* doc = window->documentAt(i);
            const QString key = doc->buffer() ? QStringLiteral("rew") : QStringLiteral("obs.sensory");
            doc->undoStack()->push(
                new Ui::SetTensorValue(doc, key, 0, Core::PyValue::fromFloat(1.0), QStringLiteral("e")));
            QVERIFY(window->autosave()->autosaveNow(doc));
        }
        QCOMPARE(filesIn(folder(), QStringLiteral("*.json")).size(), 2);
        QCOMPARE(filesIn(folder(), QStringLiteral("session-*.lock")).size(), 1);
        answerNextMessageBox(QMessageBox::Discard);
        QVERIFY(window->closeDocument(0));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCOMPARE(filesIn(folder(), QStringLiteral("*.json")).size(), 1);
        window.reset(); // the normal end of the application
        QVERIFY(filesIn(folder(), QStringLiteral("*")).isEmpty());
        QVERIFY(Ui::AutosaveManager().recoverable().isEmpty());
    }

    // The dialog lists the autosaves; Discard deletes the checked ones, Later keeps the rest.
    void testRecoveryDialog()
    {
        {
            MainWindow window;
            for (const QString& name : {QStringLiteral("first"), QStringLiteral("second")}) {
                auto* doc = new Ui::Document(std::make_shared<Core::Batch>(Core::Batch()), QString(), name);
                window.addDocument(doc);
                doc->undoStack()->resetClean(); // as a recovered document: modified without edits
                QVERIFY(window.autosave()->autosaveNow(doc));
            }
            window.autosave()->abandonForTesting();
        }
        MainWindow window;
        QTimer::singleShot(0, [] {
            auto* dialog = qobject_cast<RecoveryDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QCOMPARE(dialog->list()->topLevelItemCount(), 2);
            QCOMPARE(dialog->list()->topLevelItem(0)->text(1), RecoveryDialog::tr("(never saved)"));
            dialog->list()->topLevelItem(1)->setCheckState(0, Qt::Unchecked);
            dialog->discardButton()->click();
        });
        QCOMPARE(offerRecovery(&window), 2);
        QCOMPARE(window.documentCount(), 0);
        const QList<Ui::AutosaveEntry> left = window.autosave()->recoverable();
        QCOMPARE(left.size(), 1);
        QTimer::singleShot(0, [] {
            auto* dialog = qobject_cast<RecoveryDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QCOMPARE(dialog->list()->topLevelItemCount(), 1);
            dialog->recoverButton()->click();
        });
        QCOMPARE(offerRecovery(&window), 1);
        QTRY_COMPARE(window.documentCount(), 1);
        QCOMPARE(window.document()->displayName(), left.first().title);
        QVERIFY(window.document()->isModified());
    }

    void testPreferencesStoreTheDelay()
    {
        PreferencesDialog dialog;
        QCOMPARE(dialog.autosaveBox()->value(), 30);
        dialog.autosaveBox()->setValue(0);
        QCOMPARE(dialog.autosaveBox()->text(), PreferencesDialog::tr("Off"));
        dialog.apply();
        QCOMPARE(Settings::autosaveSeconds(), 0);
        MainWindow window;
        QCOMPARE(window.autosave()->delay(), 0);
        Settings::setAutosaveSeconds(30);
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

RS_GUITEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
