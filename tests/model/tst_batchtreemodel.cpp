// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/demo/cartpole.h>
#include <widgets/model/batchtreemodel.h>
#include <widgets/model/roles.h>

#include <QAbstractItemModelTester>
#include <QTest>

using namespace ReplayScope;

namespace {

// One line per item, indented by depth: "name | kind | dtype | shape".
void dump(const QAbstractItemModel& m, const QModelIndex& parent, int depth, QStringList& out)
{
    for (int r = 0; r < m.rowCount(parent); ++r) {
        QStringList cells;
        for (int c = 0; c < Ui::KeySizeColumn; ++c)
            cells << m.index(r, c, parent).data().toString();
        out << QString(depth * 2, QLatin1Char(' ')) + cells.join(QStringLiteral(" | "));
        dump(m, m.index(r, 0, parent), depth + 1, out);
    }
}

} // namespace

class TestBatchTreeModel : public QObject
{
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
        const QStringList expected {
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
};

QTEST_GUILESS_MAIN(TestBatchTreeModel)
#include "tst_batchtreemodel.moc"
