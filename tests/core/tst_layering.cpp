// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The core must stay usable without Qt (CLI, benchmarks, other front ends). CMake
// refuses Qt link libraries on core targets; this test catches the other way Qt can
// leak in: an #include of a Qt header in a core source file.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

class TestLayering : public QObject {
    Q_OBJECT

private slots:
    void testCoreIncludesNoQt()
    {
        const QString coreDir = QStringLiteral(REPLAYSCOPE_TEST_DATA "/../../core");
        // Built from pieces: moc's preprocessor misreads a raw string holding "#include".
        const QString pattern = QStringLiteral("^\\s*#\\s*") + QStringLiteral("include\\s*[<\"](Q[A-Z]\\w*|Qt\\w*/)");
        const QRegularExpression qtInclude(pattern, QRegularExpression::MultilineOption);
        int scanned = 0;
        QDirIterator it(coreDir, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
            const QString text = QString::fromUtf8(f.readAll());
            const auto match = qtInclude.match(text);
            QVERIFY2(!match.hasMatch(), qPrintable(path + QStringLiteral(" includes ") + match.captured(0)));
            ++scanned;
        }
        // The scan must have seen the core, or the check above proves nothing.
        QVERIFY2(scanned >= 10,
                 qPrintable(QStringLiteral("only %1 core files found under %2").arg(scanned).arg(coreDir)));
    }
};

QTEST_APPLESS_MAIN(TestLayering)
#include "tst_layering.moc"
