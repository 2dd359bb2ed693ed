// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Every pickled buffer fixture (../shared/fixtures/tianshou-v*/) read through the
// pickle reader: indices, prev, next, chrono_rew and chrono_done must match the
// manifest Tianshou wrote; written back for the same release, CPython must load a
// state equal to the original file's.
#include "bufferhelpers.h"

#include <core/buffer/bufferstate.h>
#include <core/buffer/episodes.h>
#include <core/io/pickle/picklereader.h>
#include <core/io/pickle/picklewriter.h>
#include <testutils.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ReplayScope::Core;
using namespace BufferTest;

namespace {

Indices toIndices(const QJsonValue& value)
{
    Indices out;
    for (const QJsonValue& v : value.toArray())
        out.push_back(v.toInteger());
    return out;
}

// Compares two pickled buffers loaded by CPython (pystub): same attribute names in the
// same order, equal arrays and scalars, and the same for every sub-buffer.
const char* kCompareScript = "pickle/compare_pickles.py"; // under tests/data

} // namespace

class TestBufferFixtures : public QObject {
    Q_OBJECT

private slots:
    void testManifest_data();
    void testManifest();
};

void TestBufferFixtures::testManifest_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonObject>("record");
    const QDir fixtures(TestUtils::sharedPath(QStringLiteral("fixtures")));
    const QStringList versions = fixtures.entryList({QStringLiteral("tianshou-v*")}, QDir::Dirs, QDir::Name);
    QVERIFY(!versions.isEmpty());
    int rows = 0;
    for (const QString& version : versions) {
        const QJsonArray files = TestUtils::manifestFiles(version);
        QVERIFY(!files.isEmpty());
        for (const QJsonValue& v : files) {
            const QJsonObject record = v.toObject();
            const QString name = record.value(QStringLiteral("file")).toString();
            if (!record.contains(QStringLiteral("indices")) || !name.endsWith(QStringLiteral(".pkl")))
                continue;
            const QString tag = version + QLatin1Char('/') + name;
            QTest::newRow(qPrintable(tag)) << fixtures.filePath(tag) << record;
            ++rows;
        }
    }
    QVERIFY(rows >= 20);
}

void TestBufferFixtures::testManifest()
{
    QFETCH(QString, path);
    QFETCH(QJsonObject, record);
    const PyValue object = PickleReader().readFile(path.toStdString());
    const auto buf = bufferFromObject(object);
    QCOMPARE(QString::fromStdString(buf->className()), record.value(QStringLiteral("class")).toString());
    QCOMPARE(QString::fromStdString(bufferModule(buf->className(), buf->generation())),
             record.value(QStringLiteral("module")).toString());
    QCOMPARE(buf->length(), record.value(QStringLiteral("len")).toInteger());
    QCOMPARE(buf->maxsize(), record.value(QStringLiteral("maxsize")).toInteger());
    QCOMPARE(buf->stackNum(), record.value(QStringLiteral("stack_num")).toInteger());
    const Indices indices = toIndices(record.value(QStringLiteral("indices")));
    QCOMPARE(buf->sampleIndices(0), indices);
    QCOMPARE(buf->prev(indices), toIndices(record.value(QStringLiteral("prev"))));
    QCOMPARE(buf->next(indices), toIndices(record.value(QStringLiteral("next"))));

    const Batch chrono = buf->getItem(Index(Slice{}));
    std::vector<double> expectedRew;
    for (const QJsonValue& v : record.value(QStringLiteral("chrono_rew")).toArray())
        expectedRew.push_back(v.toDouble());
    QCOMPARE(doubles(chrono.get("rew")), expectedRew);
    std::vector<std::int64_t> expectedDone;
    for (const QJsonValue& v : record.value(QStringLiteral("chrono_done")).toArray())
        expectedDone.push_back(v.toBool() ? 1 : 0);
    QCOMPARE(ints(chrono.get("done")), expectedDone);

    // The episode model covers every valid slot exactly once, and its step navigation
    // is Tianshou's prev/next from the manifest.
    const EpisodeList episodes = EpisodeList::fromBuffer(*buf);
    QCOMPARE(episodes.steps(), buf->length());
    const Indices expectedPrev = toIndices(record.value(QStringLiteral("prev")));
    const Indices expectedNext = toIndices(record.value(QStringLiteral("next")));
    if (!buf->samplesAvail() || buf->stackNum() == 1) {
        for (std::size_t k = 0; k < indices.size(); ++k) {
            QCOMPARE(*episodes.prevStep(indices[k]), expectedPrev[k]);
            QCOMPARE(*episodes.nextStep(indices[k]), expectedNext[k]);
        }
    }

    // Written back for the same release, CPython loads the same state.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(QStringLiteral("copy.pkl"));
    PickleWriter::writeFile(copy.toStdString(), bufferToObject(*buf, buf->generation()));
    bool ok = false;
    QString error;
    const QByteArray out =
        TestUtils::runPythonFile(QString::fromUtf8(kCompareScript),
                                 {path, copy, TestUtils::sharedPath(QStringLiteral("tools/pystub"))}, &ok, &error);
    QVERIFY2(ok, qPrintable(error));
    QCOMPARE(out.trimmed(), QByteArray("ok"));

    // And our own reader gets the same buffer back.
    const auto again = bufferFromObject(PickleReader().readFile(copy.toStdString()));
    QCOMPARE(again->sampleIndices(0), indices);
    QCOMPARE(again->prev(indices), buf->prev(indices));
    QCOMPARE(again->next(indices), buf->next(indices));
}

QTEST_APPLESS_MAIN(TestBufferFixtures)
#include "tst_bufferfixtures.moc"
