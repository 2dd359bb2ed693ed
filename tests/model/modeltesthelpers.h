// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include "testutils.h"

#include <widgets/model/document.h>
#include <widgets/model/loader.h>

#include <QAbstractItemModel>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

/// Helpers of the model tests: fixture manifests, documents over fixtures, model dumps.
namespace ModelTest {

using TestUtils::manifestEntry;

/// A Document over a fixture, read with the application's loader (throws on failure).
inline ReplayScope::Ui::Document* openFixture(const QString& relative)
{
    const QString path = TestUtils::sharedPath(QStringLiteral("fixtures/") + relative);
    return ReplayScope::Ui::Document::fromLoaded(ReplayScope::Ui::loadFile(path), path);
}

/// One line per row, cells joined by " | ", children indented by two spaces (hotspot's
/// printModel idea): compared with expected lists in tests.
inline void dump(const QAbstractItemModel& m, const QModelIndex& parent, int depth, QStringList& out, int columns = -1)
{
    const int n = columns < 0 ? m.columnCount(parent) : columns;
    for (int r = 0; r < m.rowCount(parent); ++r) {
        QStringList cells;
        for (int c = 0; c < n; ++c)
            cells << m.index(r, c, parent).data().toString();
        out << QString(depth * 2, QLatin1Char(' ')) + cells.join(QStringLiteral(" | "));
        dump(m, m.index(r, 0, parent), depth + 1, out, columns);
    }
}

inline QStringList dump(const QAbstractItemModel& m, int columns = -1)
{
    QStringList out;
    dump(m, {}, 0, out, columns);
    return out;
}

} // namespace ModelTest
