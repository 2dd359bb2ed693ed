// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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

/// The records ("files") of the fixture manifest in the folder dirPath (absolute). Empty
/// when the manifest cannot be read, which the callers' own checks then catch.
inline QJsonArray manifestFilesAt(const QString& dirPath)
{
    QFile f(dirPath + QStringLiteral("/manifest.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("files")).toArray();
}

/// The records of the manifest of a fixture folder ("tianshou-v2.0.1", "other-formats").
inline QJsonArray manifestFiles(const QString& folder)
{
    return manifestFilesAt(sharedPath(QStringLiteral("fixtures/") + folder));
}

/// The manifest record of one fixture ("tianshou-v2.0.1", "buffer_wrapped.p4.pkl"), or an
/// empty object when there is none.
inline QJsonObject manifestEntry(const QString& folder, const QString& file)
{
    for (const QJsonValue& v : manifestFiles(folder))
        if (v.toObject().value(QStringLiteral("file")).toString() == file)
            return v.toObject();
    return {};
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

/// runPython's trimmed output, or empty (with the interpreter's error as a warning) when
/// it failed: for checks whose expected output is a fixed text such as "ok".
inline QByteArray pythonOutput(const QString& script, const QStringList& args)
{
    bool ok = false;
    QString error;
    const QByteArray said = runPython(script, args, &ok, &error);
    if (!ok)
        qWarning("%s", qPrintable(error));
    return ok ? said.trimmed() : QByteArray();
}

/// Runs Debian's python3 on a script file (under tests/data) with arguments, as runPython.
inline QByteArray runPythonFile(const QString& script, const QStringList& args, bool* ok, QString* errorText = nullptr)
{
    QProcess p;
    p.start(QStringLiteral(REPLAYSCOPE_PYTHON), QStringList{testDataPath(script)} + args);
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
