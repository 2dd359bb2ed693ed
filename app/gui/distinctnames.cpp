// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/gui/distinctnames.h>

#include <QDir>
#include <QFileInfo>
#include <QHash>

namespace {

// The parent folders of path, nearest first.
QStringList parentsOf(const QString& path)
{
    QStringList parts = QDir::fromNativeSeparators(QFileInfo(path).absolutePath()).split(u'/', Qt::SkipEmptyParts);
    std::reverse(parts.begin(), parts.end());
    return parts;
}

// The nearest depth parents of parents, outermost first, joined as a path.
QString suffix(const QStringList& parents, qsizetype depth)
{
    QStringList kept = parents.mid(0, depth);
    std::reverse(kept.begin(), kept.end());
    return kept.join(u'/');
}

} // namespace

QStringList distinctLabels(const QList<QPair<QString, QString>>& namesAndPaths)
{
    QHash<QString, QList<qsizetype>> byName; // entries with a path, by name
    for (qsizetype i = 0; i < namesAndPaths.size(); ++i)
        if (!namesAndPaths[i].second.isEmpty())
            byName[namesAndPaths[i].first].append(i);
    QStringList labels;
    for (const auto& entry : namesAndPaths)
        labels << entry.first;
    for (const QList<qsizetype>& group : std::as_const(byName)) {
        if (group.size() < 2)
            continue;
        QList<QStringList> parents;
        qsizetype deepest = 0;
        for (qsizetype i : group) {
            parents << parentsOf(namesAndPaths[i].second);
            deepest = std::max(deepest, parents.last().size());
        }
        // The fewest parent folders that make every label of the group differ (the
        // same file opened twice never does: it shows its whole folder).
        qsizetype depth = 1;
        for (; depth < deepest; ++depth) {
            QStringList seen;
            for (const QStringList& p : std::as_const(parents))
                seen << suffix(p, depth);
            seen.removeDuplicates();
            if (seen.size() == parents.size())
                break;
        }
        for (qsizetype k = 0; k < group.size(); ++k)
            labels[group[k]] = namesAndPaths[group[k]].first + QStringLiteral(" — ") + suffix(parents[k], depth);
    }
    return labels;
}
