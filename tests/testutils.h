// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

/// Helpers shared by every test: where the fixtures are and how to ask CPython.
namespace TestUtils {

/// Absolute path of a file under ../shared (for example "fixtures/tianshou-v2.0.1/x.p4.pkl").
inline QString sharedPath(const QString& relative)
{
    return QStringLiteral(REPLAYSCOPE_SHARED_DIR "/") + relative;
}

/// Absolute path of a file under tests/data.
inline QString testDataPath(const QString& relative)
{
    return QStringLiteral(REPLAYSCOPE_TEST_DATA "/") + relative;
}

/// Runs Debian's python3 (with numpy and h5py) on a script and returns its standard
/// output; fails the calling test (returns an empty array and sets ok=false) when the
/// interpreter exits non-zero, so a broken cross-check never passes silently.
inline QByteArray runPython(const QString& script, const QStringList& args, bool* ok, QString* errorText = nullptr)
{
    QProcess p;
    QStringList all{QStringLiteral("-c"), script};
    all += args;
    p.start(QStringLiteral(REPLAYSCOPE_PYTHON), all);
    const bool finished = p.waitForFinished(120000);
    *ok = finished && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    if (!*ok && errorText)
        *errorText = QString::fromUtf8(p.readAllStandardError());
    return p.readAllStandardOutput();
}

} // namespace TestUtils

/// Main function for widget tests (hotspot's GUITEST_MAIN idea): defaults to the
/// offscreen platform so tests run without a display, then runs the test object.
#define RS_GUITEST_MAIN(TestObject)                                                                                    \
    int main(int argc, char** argv)                                                                                    \
    {                                                                                                                  \
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))                                                            \
            qputenv("QT_QPA_PLATFORM", "offscreen");                                                                   \
        QApplication app(argc, argv);                                                                                  \
        app.setAttribute(Qt::AA_Use96Dpi, true);                                                                       \
        TestObject tc;                                                                                                 \
        QTEST_SET_MAIN_SOURCE_PATH                                                                                     \
        return QTest::qExec(&tc, argc, argv);                                                                          \
    }
