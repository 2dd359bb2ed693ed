// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// The data files among the shared fixtures, for tests that go over every one of them.

#include <testutils.h>

#include <QDirIterator>
#include <QFileInfo>
#include <QString>
#include <QStringList>

namespace FixtureList {

/// Every data file under shared/fixtures, sorted, as paths relative to that folder:
/// pickles, HDF5, numpy, RLlib JSON and torch files. Manifests, metadata.json, READMEs,
/// the disassembly listings and generator scripts describe the data and are left out.
inline QStringList dataFiles()
{
    const QString root = TestUtils::sharedPath(QStringLiteral("fixtures"));
    QStringList files;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = path.mid(root.size() + 1);
        const QString name = QFileInfo(path).fileName();
        if (relative.contains(QLatin1String("/dis/")) || name == QLatin1String("manifest.json")
            || name == QLatin1String("metadata.json") || name.endsWith(QLatin1String(".md"))
            || name.endsWith(QLatin1String(".txt")) || name.endsWith(QLatin1String(".py")))
            continue;
        files << relative;
    }
    files.sort();
    return files;
}

/// Absolute path of a fixture given relative to shared/fixtures.
inline QString absolute(const QString& relative)
{
    return TestUtils::sharedPath(QStringLiteral("fixtures/") + relative);
}

} // namespace FixtureList
