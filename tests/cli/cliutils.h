// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Running the built replayscope-cli and comparing what it wrote, shared by the CLI tests.

#include <testutils.h>

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <cmath>

namespace CliTest {

/// What one run of the CLI gave.
struct Result {
    int exitCode = -1;
    bool crashed = false;
    QByteArray out;
    QByteArray err;
};

/// Runs replayscope-cli with args (stdin closed, 120 s limit).
inline Result runCli(const QStringList& args, const QString& workingDir = {})
{
    QProcess p;
    if (!workingDir.isEmpty())
        p.setWorkingDirectory(workingDir);
    p.start(QStringLiteral(REPLAYSCOPE_CLI), args);
    p.closeWriteChannel();
    Result r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        r.crashed = true;
        return r;
    }
    r.crashed = p.exitStatus() != QProcess::NormalExit;
    r.exitCode = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

/// The fixture folder of one Tianshou release.
inline QString fixtureDir(const QString& release)
{
    return TestUtils::sharedPath(QStringLiteral("fixtures/tianshou-") + release);
}

/// The manifest of a fixture folder.
inline QJsonObject manifest(const QString& dir)
{
    QFile file(dir + QStringLiteral("/manifest.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

/// JSON equality with floats within 1e-9 relative (and 1e-9 absolute near zero). Object
/// members compare as maps; keyOrder additionally requires the same member order.
/// Returns an empty string when equal, else the path of the first difference.
inline QString jsonDiff(const QJsonValue& expected, const QJsonValue& actual, const QString& path, bool keyOrder)
{
    if (expected.isDouble() && actual.isDouble()) {
        const double a = expected.toDouble();
        const double b = actual.toDouble();
        if (std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b)) + 1e-9)
            return {};
        return path + QStringLiteral(": %1 != %2").arg(a, 0, 'g', 17).arg(b, 0, 'g', 17);
    }
    if (expected.type() != actual.type())
        return path + QStringLiteral(": type differs");
    if (expected.isObject()) {
        const QJsonObject e = expected.toObject();
        const QJsonObject a = actual.toObject();
        if (e.keys() != a.keys()) // QJsonObject keys are sorted: a set comparison
            return path + QStringLiteral(": keys ") + e.keys().join(QLatin1Char(',')) + QStringLiteral(" != ")
                   + a.keys().join(QLatin1Char(','));
        for (const QString& k : e.keys()) {
            const QString d = jsonDiff(e.value(k), a.value(k), path + QLatin1Char('.') + k, keyOrder);
            if (!d.isEmpty())
                return d;
        }
        return {};
    }
    if (expected.isArray()) {
        const QJsonArray e = expected.toArray();
        const QJsonArray a = actual.toArray();
        if (e.size() != a.size())
            return path + QStringLiteral(": %1 items != %2").arg(e.size()).arg(a.size());
        for (qsizetype i = 0; i < e.size(); ++i) {
            const QString d = jsonDiff(e.at(i), a.at(i), path + QStringLiteral("[%1]").arg(i), keyOrder);
            if (!d.isEmpty())
                return d;
        }
        return {};
    }
    return expected == actual ? QString() : path + QStringLiteral(": value differs");
}

/// The member names of a JSON object in document order (QJsonObject sorts them), read
/// with a tiny scanner of the top-level members of the object at key in text.
inline QStringList memberOrder(const QByteArray& text, const QByteArray& key)
{
    QStringList out;
    const qsizetype start = text.indexOf("\"" + key + "\": {");
    if (start < 0)
        return out;
    int depth = 0;
    bool inString = false;
    QByteArray current;
    for (qsizetype i = text.indexOf('{', start); i < text.size(); ++i) {
        const char c = text.at(i);
        if (inString) {
            if (c == '\\') {
                current += text.at(++i);
                continue;
            }
            if (c == '"') {
                inString = false;
                if (depth == 1 && text.mid(i + 1, 2) == ": ")
                    out << QString::fromUtf8(current);
            } else {
                current += c;
            }
            continue;
        }
        if (c == '"') {
            inString = true;
            current.clear();
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (--depth == 0)
                break;
        }
    }
    return out;
}

/// Loads two pickles in CPython (with the Tianshou stub) and compares them (see the
/// script: arguments A B PYSTUB [unordered]). Prints "ok".
inline const char* kPythonCompare = "pickle/compare_pickles.py"; // under tests/data

/// The pystub folder that lets CPython load Tianshou pickles.
inline QString pystub()
{
    return TestUtils::sharedPath(QStringLiteral("tools/pystub"));
}

} // namespace CliTest
