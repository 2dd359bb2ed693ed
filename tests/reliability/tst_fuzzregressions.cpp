// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Inputs found by the fuzz targets of scripts/run-fuzz-readers.sh, committed under
// tests/data/<area>/fuzz/ once the bug they showed was fixed: each is replayed the way
// its target ran it. index/fuzz holds index expressions (Index::parse, printing, and a
// 3-d array indexed with the result); every other area's inputs are files opened with
// loadFile, then looked at as the CLI's info does (transitions, episodes). A crash or a
// sanitizer report fails the test; a clean refusal is what these inputs should get.
// (tests/data/pickle/fuzz belongs to tst_picklereader.)

#include <testutils.h>

#include <core/error.h>
#include <core/array/index.h>
#include <core/files/formats.h>
#include <core/array/ndarray.h>

#include <QDir>
#include <QFile>
#include <QTest>

using namespace ReplayScope::Core;

class TestFuzzRegressions : public QObject {
    Q_OBJECT

private slots:
    void testReplay_data();
    void testReplay();
};

void TestFuzzRegressions::testReplay_data()
{
    QTest::addColumn<QString>("area");
    QTest::addColumn<QString>("path");
    const QDir data(TestUtils::testDataPath(QString()));
    for (const QString& area : data.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (area == QLatin1String("pickle"))
            continue;
        const QDir fuzz(data.filePath(area + QStringLiteral("/fuzz")));
        for (const QString& name : fuzz.entryList(QDir::Files))
            if (!name.endsWith(QLatin1String(".md")))
                QTest::newRow(qPrintable(area + QLatin1Char('/') + name)) << area << fuzz.filePath(name);
    }
}

void TestFuzzRegressions::testReplay()
{
    QFETCH(QString, area);
    QFETCH(QString, path);
    if (area == QLatin1String("index")) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        Index index;
        try {
            index = Index::parse(std::string_view(text.constData(), std::size_t(text.size())));
        } catch (const Error&) {
            return; // refused with a message: fine
        }
        // What is shown must parse back to itself (the fuzz target's invariant).
        const std::string printed = index.toString();
        QCOMPARE(QString::fromStdString(Index::parse(printed).toString()), QString::fromStdString(printed));
        try {
            (void)NdArray::arange(24).reshape({2, 3, 4})[index].repr();
        } catch (const Error&) {
        }
        return;
    }
    try {
        const LoadedData data = loadFile(path.toStdString());
        try {
            (void)data.transitions();
            (void)data.episodeList();
        } catch (const Error&) {
        }
    } catch (const Error&) {
    }
}

QTEST_APPLESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
