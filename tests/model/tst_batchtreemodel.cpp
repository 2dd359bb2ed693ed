// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "modeltesthelpers.h"

#include <core/demo/cartpole.h>
#include <widgets/model/batchtreemodel.h>
#include <widgets/model/commands/setvalue.h>
#include <widgets/model/roles.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace ReplayScope;

namespace {

// One line per item, indented by depth: "name | kind | dtype | shape".
void dump(const QAbstractItemModel& m, const QModelIndex& parent, int depth, QStringList& out)
{
    for (int r = 0; r < m.rowCount(parent); ++r) {
        QStringList cells;
        for (int c = 0; c < Ui::KeyMinColumn; ++c)
            cells << m.index(r, c, parent).data().toString();
        out << QString(depth * 2, QLatin1Char(' ')) + cells.join(QStringLiteral(" | "));
        dump(m, m.index(r, 0, parent), depth + 1, out);
    }
}

} // namespace

class TestBatchTreeModel : public QObject {
    Q_OBJECT

private slots:
    void testStructure()
    {
        // Tianshou's own example of nesting and reserved keys (spec 1.20).
        auto root = Core::Batch::make({
            {"a", Core::PyValue::array(Core::NdArray::fromDoubles({0, 2, 1, 3}, {2, 2}))},
            {"b", Core::PyValue::dict({{Core::PyValue::fromStr("c"),
                                        Core::PyValue::list({Core::PyValue(), Core::PyValue::fromStr("st")})}})},
            {"e", Core::PyValue::batch(Core::Batch::make())},
        });
        Ui::BatchTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRoot(root);
        QStringList lines;
        dump(model, {}, 0, lines);
        const QStringList expected{
            QStringLiteral("a | ndarray | float64 | (2, 2)"),
            QStringLiteral("b | Batch |  | (2,)"),
            QStringLiteral("  c | ndarray | object | (2,)"),
            QStringLiteral("e | reserved |  | "),
        };
        QCOMPARE(lines, expected);
        QCOMPARE(model.indexForPath(QStringLiteral("b.c")).data(Ui::KeyPathRole).toString(), QStringLiteral("b.c"));
        QVERIFY(!model.indexForPath(QStringLiteral("b.x")).isValid());
    }

    void testDemoHasEpisodesKeys()
    {
        auto demo = std::make_shared<Core::Batch>(Core::makeCartPoleDemo());
        Ui::BatchTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRoot(demo);
        for (const char* key : {"obs.state", "obs.frame", "act", "rew", "terminated", "truncated", "done",
                                "obs_next.state", "info.policy.margin"})
            QVERIFY2(model.indexForPath(QString::fromLatin1(key)).isValid(), key);
        const QModelIndex frame = model.indexForPath(QStringLiteral("obs.frame"));
        QCOMPARE(frame.siblingAtColumn(Ui::KeyDTypeColumn).data().toString(), QStringLiteral("uint8"));
        // Every key holds one row per step: the demo is a consistent Batch.
        const std::int64_t n = demo->length();
        QVERIFY(n > 1000);
        QCOMPARE(frame.siblingAtColumn(Ui::KeyShapeColumn).data().toString(), QStringLiteral("(%1, 16, 32)").arg(n));
    }

    void testStatisticsMatchNumpy_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("key");
        // A buffer filled to 300 of 400 slots: only the valid rows count.
        for (const char* key : {"obs.pos", "rew", "act", "terminated", "info.t"})
            QTest::newRow(key) << QStringLiteral("tianshou-v2.0.1/nested_obs.p4.pkl") << QString::fromLatin1(key);
        QTest::newRow("batch float32") << QStringLiteral("tianshou-v2.0.1/batch_nested.p4.pkl")
                                       << QStringLiteral("obs.sensory");
        QTest::newRow("batch uint8") << QStringLiteral("tianshou-v2.0.1/batch_nested.p4.pkl")
                                     << QStringLiteral("obs.camera");
    }

    // min/max print as numpy prints the scalars; mean is numpy's float64 mean.
    void testStatisticsMatchNumpy()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, key);
        const QString script =
            QStringLiteral("import pickle, sys, functools\n"
                           "v = pickle.load(open(sys.argv[1], 'rb'))\n"
                           "data = v._meta if hasattr(v, '_meta') else v\n"
                           "a = functools.reduce(getattr, sys.argv[2].split('.'), data)\n"
                           "a = a[:v._size] if hasattr(v, '_meta') else a\n"
                           "print(repr(a.min())); print(repr(a.max())); print(repr(float(a.mean())))\n");
        qputenv("PYTHONPATH", REPLAYSCOPE_SHARED_DIR "/tools/pystub");
        bool ok = false;
        QString error;
        const QStringList expected =
            QString::fromUtf8(TestUtils::runPython(script,
                                                   {TestUtils::sharedPath(QStringLiteral("fixtures/") + fixture), key},
                                                   &ok, &error))
                .trimmed()
                .split(QLatin1Char('\n'));
        QVERIFY2(ok, qPrintable(error));
        QCOMPARE(expected.size(), 3);

        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(fixture));
        Ui::BatchTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(doc.get());
        const QModelIndex index = model.indexForPath(key);
        QSignalSpy done(doc->statistics(), &Ui::KeyStatsCache::changed);
        doc->statistics()->refresh();
        QCOMPARE(index.siblingAtColumn(Ui::KeyMinColumn).data().toString(), QStringLiteral("…"));
        QVERIFY(done.wait(20000));
        QCOMPARE(index.siblingAtColumn(Ui::KeyMinColumn).data().toString(), expected.at(0));
        QCOMPARE(index.siblingAtColumn(Ui::KeyMaxColumn).data().toString(), expected.at(1));
        const double mean = index.siblingAtColumn(Ui::KeyMeanColumn).data().toString().toDouble();
        QVERIFY(qAbs(mean - expected.at(2).toDouble()) <= 1e-5 * (1 + qAbs(mean)));
        // Cached: a second refresh has nothing to compute.
        doc->statistics()->refresh();
        QVERIFY(!doc->statistics()->isComputing());
    }

    // An edit recomputes the edited key's statistics in the background, as at load, and
    // so does its undo: act (max 3 as numpy says) edited to 9 at row 1042 shows Max 9,
    // then 3 again after undo, without another refresh() from the window.
    void testStatisticsFollowEditAndUndo()
    {
        const QString fixture = QStringLiteral("tianshou-v2.0.1/cartpole_like.p4.pkl");
        const QString script = QStringLiteral("import pickle, sys\n"
                                              "v = pickle.load(open(sys.argv[1], 'rb'))\n"
                                              "a = v._meta.act[:v._size]\n"
                                              "print(repr(a.max())); print(repr(a[1042]))\n");
        qputenv("PYTHONPATH", REPLAYSCOPE_SHARED_DIR "/tools/pystub");
        bool ok = false;
        QString error;
        const QStringList expected =
            QString::fromUtf8(TestUtils::runPython(
                                  script, {TestUtils::sharedPath(QStringLiteral("fixtures/") + fixture)}, &ok, &error))
                .trimmed()
                .split(QLatin1Char('\n'));
        QVERIFY2(ok, qPrintable(error));
        QCOMPARE(expected.size(), 2);
        QVERIFY(expected.at(0) != QStringLiteral("9") && expected.at(1) != QStringLiteral("9"));

        std::unique_ptr<Ui::Document> doc(ModelTest::openFixture(fixture));
        Ui::BatchTreeModel model;
        model.setDocument(doc.get());
        const QString act = QStringLiteral("act");
        const QModelIndex max = model.indexForPath(act).siblingAtColumn(Ui::KeyMaxColumn);
        QSignalSpy done(doc->statistics(), &Ui::KeyStatsCache::changed);
        doc->statistics()->refresh();
        QVERIFY(done.wait(20000));
        QCOMPARE(max.data().toString(), expected.at(0));

        doc->undoStack()->push(new Ui::SetTensorValue(doc.get(), act, 1042, Core::PyValue::fromInt(9), act));
        QTRY_COMPARE_WITH_TIMEOUT(max.data().toString(), QStringLiteral("9"), 20000);
        doc->undoStack()->undo();
        QTRY_COMPARE_WITH_TIMEOUT(max.data().toString(), expected.at(0), 20000);
    }
};

QTEST_GUILESS_MAIN(TestBatchTreeModel)
#include "tst_batchtreemodel.moc"
