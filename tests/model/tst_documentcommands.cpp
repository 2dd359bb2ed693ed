// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "modeltesthelpers.h"

#include <core/io/pickle/picklewriter.h>
#include <widgets/model/batchtreemodel.h>
#include <widgets/model/commands/removekey.h>
#include <widgets/model/commands/renamekey.h>
#include <widgets/model/commands/setvalue.h>
#include <widgets/model/roles.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace ReplayScope;

namespace {

// The exact content of a document: its pickle, byte for byte (keys, order, dtypes, data).
QByteArray contentOf(const Ui::Document& doc)
{
    return QByteArray::fromStdString(Core::PickleWriter::toBytes(Core::PyValue::batch(doc.root())));
}

QStringList keyDump(const Ui::Document& doc)
{
    Ui::BatchTreeModel model;
    model.setRoot(doc.root());
    return ModelTest::dump(model, Ui::KeyMinColumn);
}

} // namespace

class TestDocumentCommands : public QObject {
    Q_OBJECT

private slots:
    void testUndoRedoRestoresContent_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("command"); // rename, delete, edit
        QTest::addColumn<QString>("path");
        for (const char* fixture : {"tianshou-v2.0.1/batch_nested.p4.pkl", "tianshou-v2.0.1/buffer_wrapped.p4.pkl",
                                    "tianshou-v2.0.1/nested_obs.h5"}) {
            const QString f = QString::fromLatin1(fixture);
            QTest::newRow(qPrintable(f + QStringLiteral(" rename")))
                << f << QStringLiteral("rename") << QStringLiteral("obs");
            QTest::newRow(qPrintable(f + QStringLiteral(" delete")))
                << f << QStringLiteral("delete") << QStringLiteral("obs");
            QTest::newRow(qPrintable(f + QStringLiteral(" edit")))
                << f << QStringLiteral("edit") << QStringLiteral("rew");
        }
        QTest::newRow("nested rename") << QStringLiteral("tianshou-v2.0.1/nested_obs.p4.pkl")
                                       << QStringLiteral("rename") << QStringLiteral("obs.pos");
        QTest::newRow("nested delete") << QStringLiteral("tianshou-v2.0.1/nested_obs.p4.pkl")
                                       << QStringLiteral("delete") << QStringLiteral("obs.pos");
    }

    void testUndoRedoRestoresContent()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, command);
        QFETCH(QString, path);
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(fixture));
        Ui::BatchTreeModel tree;
        QAbstractItemModelTester tester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        tree.setDocument(doc.get());
        QVERIFY2(doc->valueAt(path), qPrintable(path));
        const QByteArray before = contentOf(*doc);
        const QStringList keysBefore = ModelTest::dump(tree, Ui::KeyMinColumn);
        QSignalSpy modified(doc.get(), &Ui::Document::modifiedChanged);

        if (command == QLatin1String("rename")) {
            QVERIFY(tree.setData(tree.indexForPath(path), QStringLiteral("renamed")));
        } else if (command == QLatin1String("delete")) {
            doc->undoStack()->push(new Ui::RemoveKey(doc.get(), path));
        } else {
            const Core::NdArray& a = doc->valueAt(path)->asArray();
            doc->undoStack()->push(
                new Ui::SetTensorValue(doc.get(), path, a.size() - 1, Core::PyValue::fromFloat(-123.25), path));
        }
        const QByteArray after = contentOf(*doc);
        QVERIFY(after != before);
        QVERIFY(doc->isModified());
        QCOMPARE(modified.count(), 1);
        // The model followed the change exactly as a fresh model over the data sees it.
        const QStringList keysAfter = ModelTest::dump(tree, Ui::KeyMinColumn);
        QCOMPARE(keysAfter, keyDump(*doc));

        doc->undoStack()->undo();
        QCOMPARE(contentOf(*doc), before);
        QCOMPARE(ModelTest::dump(tree, Ui::KeyMinColumn), keysBefore);
        QVERIFY(!doc->isModified());
        QCOMPARE(modified.count(), 2);

        doc->undoStack()->redo();
        QCOMPARE(contentOf(*doc), after);
        QCOMPARE(ModelTest::dump(tree, Ui::KeyMinColumn), keysAfter);
        doc->undoStack()->undo();
        QCOMPARE(contentOf(*doc), before);
    }

    void testRenameRejectsClashes()
    {
        std::unique_ptr<Ui::Document> doc(
            ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl")));
        Ui::BatchTreeModel tree;
        tree.setDocument(doc.get());
        QSignalSpy rejected(&tree, &Ui::BatchTreeModel::editRejected);
        const QModelIndex obs = tree.indexForPath(QStringLiteral("obs"));
        QVERIFY(!tree.setData(obs, QStringLiteral("rew")));
        QVERIFY(!tree.setData(obs, QStringLiteral("a.b")));
        QVERIFY(!tree.setData(obs, QString()));
        QCOMPARE(rejected.count(), 3);
        QCOMPARE(doc->undoStack()->count(), 0);
    }

    // Repeated edits of one cell are one undo step; editing back to the start is none.
    void testEditsMerge()
    {
        std::unique_ptr<Ui::Document> doc(
            ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/buffer_wrapped.p4.pkl")));
        const QString rew = QStringLiteral("rew");
        const Core::PyValue original = doc->valueAt(rew)->asArray().scalarAt(0);
        doc->undoStack()->push(new Ui::SetTensorValue(doc.get(), rew, 0, Core::PyValue::fromFloat(1.5), rew));
        doc->undoStack()->push(new Ui::SetTensorValue(doc.get(), rew, 0, Core::PyValue::fromFloat(2.5), rew));
        QCOMPARE(doc->undoStack()->count(), 1);
        doc->undoStack()->push(new Ui::SetTensorValue(doc.get(), rew, 1, Core::PyValue::fromFloat(2.5), rew));
        QCOMPARE(doc->undoStack()->count(), 2);
        doc->undoStack()->undo();
        doc->undoStack()->push(new Ui::SetTensorValue(doc.get(), rew, 0, original, rew));
        QCOMPARE(doc->undoStack()->count(), 0);
        QVERIFY(!doc->isModified());
    }

    // Step navigation inside an episode is Tianshou's buf.prev / buf.next.
    void testStepNavigation_data()
    {
        QTest::addColumn<QString>("file");
        for (const char* f : {"buffer_wrapped.p4.pkl", "buffer_doc3.p4.pkl", "vector3.p4.pkl", "prio.p4.pkl"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }

    void testStepNavigation()
    {
        QFETCH(QString, file);
        const QJsonObject entry = ModelTest::manifestEntry(QStringLiteral("tianshou-v2.0.1"), file);
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(QStringLiteral("tianshou-v2.0.1/") + file));
        const QJsonArray indices = entry.value(QStringLiteral("indices")).toArray();
        const QJsonArray prev = entry.value(QStringLiteral("prev")).toArray();
        const QJsonArray next = entry.value(QStringLiteral("next")).toArray();
        QCOMPARE(doc->stepCount(), qint64(indices.size()));
        for (int step = 0; step < indices.size(); ++step) {
            QCOMPARE(doc->slotOfStep(step), qint64(indices.at(step).toInteger()));
            doc->setCurrentStep(step);
            doc->nextStep();
            QCOMPARE(doc->slotOfStep(doc->currentStep()), qint64(next.at(step).toInteger()));
            doc->setCurrentStep(step);
            doc->previousStep();
            QCOMPARE(doc->slotOfStep(doc->currentStep()), qint64(prev.at(step).toInteger()));
        }
    }

    void testEpisodeCursor()
    {
        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(QStringLiteral("other-formats/d4rl_like.hdf5")));
        QSignalSpy moved(doc.get(), &Ui::Document::currentStepChanged);
        doc->goToEpisode(2);
        QCOMPARE(doc->currentStep(), qint64(28 + 20)); // manifest lengths of episodes 0 and 1
        QCOMPARE(doc->currentEpisode(), qint64(2));
        QCOMPARE(moved.count(), 1);
        doc->goToEpisode(99); // clamped to the last episode
        QCOMPARE(doc->currentEpisode(), doc->episodes().count() - 1);
        QCOMPARE(doc->lastStepOf(doc->currentEpisode()), doc->stepCount() - 1);
    }
};

QTEST_GUILESS_MAIN(TestDocumentCommands)
#include "tst_documentcommands.moc"
