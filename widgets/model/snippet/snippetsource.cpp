// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "pythonsnippet.h"

#include <widgets/model/document.h>

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <numeric>

namespace ReplayScope::Ui {

namespace {

/// The Python module that opens a compressed pickle, from the file's magic bytes (the
/// reader sniffs content, not names, so the snippet must too).
QString compressionOf(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray head = file.read(6);
    if (head.startsWith("\x1f\x8b"))
        return QStringLiteral("gzip");
    if (head.startsWith("BZh"))
        return QStringLiteral("bz2");
    if (head.startsWith(QByteArray("\xfd"
                                   "7zXZ\x00",
                                   6)))
        return QStringLiteral("lzma");
    return {};
}

} // namespace

SnippetSource SnippetSource::of(const Document& document)
{
    SnippetSource out;
    out.filePath = document.filePath();
    out.format = document.sourceFormat();
    out.layout = document.layout();
    out.isBuffer = document.buffer() != nullptr;
    out.className = out.isBuffer ? QString::fromStdString(document.buffer()->className()) : document.className();
    if (out.format == QLatin1String("pickle"))
        out.compression = compressionOf(out.filePath);
    return out;
}

namespace {

bool hasRows(const Document& document, const QString& key)
{
    return key.isEmpty() ? document.stepCount() > 0 : document.isPerStepKey(key);
}

SnippetSelection rowsOfSteps(const Document& document, const QString& key, const QList<qint64>& steps,
                             const QString& description, const QString& caption)
{
    SnippetSelection out;
    out.key = key;
    out.allRows = false;
    out.description = description;
    out.caption = caption;
    out.rows.reserve(steps.size());
    for (const qint64 step : steps)
        if (const std::int64_t slot = document.slotOfStep(step); slot >= 0)
            out.rows.push_back(slot);
    return out;
}

} // namespace

SnippetSelection keySelection(const Document& document, const QString& key)
{
    if (key.isEmpty() || !hasRows(document, key))
        return SnippetSelection{key, {}, true, {}};
    QList<qint64> steps(document.stepCount());
    std::iota(steps.begin(), steps.end(), qint64(0));
    const auto count = static_cast<int>(document.stepCount());
    return rowsOfSteps(document, key, steps, QStringLiteral("all %1 steps").arg(document.stepCount()),
                       QCoreApplication::translate("PythonSnippet", "all %Ln steps", nullptr, count));
}

SnippetSelection stepSelection(const Document& document, const QString& key, QList<qint64> steps)
{
    std::sort(steps.begin(), steps.end());
    steps.erase(std::unique(steps.begin(), steps.end()), steps.end());
    if (!hasRows(document, key) || steps.isEmpty())
        return keySelection(document, key);
    const bool run = steps.back() - steps.front() + 1 == steps.size();
    const QString description = steps.size() == 1 ? QStringLiteral("step %1").arg(steps.front())
                                : run             ? QStringLiteral("steps %1-%2").arg(steps.front()).arg(steps.back())
                                                  : QStringLiteral("%1 selected steps").arg(steps.size());
    const QString caption =
        steps.size() == 1 ? QCoreApplication::translate("PythonSnippet", "step %1").arg(steps.front())
        : run ? QCoreApplication::translate("PythonSnippet", "steps %1-%2").arg(steps.front()).arg(steps.back())
              : QCoreApplication::translate("PythonSnippet", "%Ln selected steps", nullptr, int(steps.size()));
    return rowsOfSteps(document, key, steps, description, caption);
}

SnippetSelection episodeSelection(const Document& document, const QString& key, QList<qint64> episodes)
{
    std::sort(episodes.begin(), episodes.end());
    episodes.erase(std::unique(episodes.begin(), episodes.end()), episodes.end());
    if (!hasRows(document, key) || episodes.isEmpty())
        return keySelection(document, key);
    QList<qint64> steps;
    QStringList numbers;
    for (const qint64 episode : episodes) {
        const std::int64_t first = document.firstStepOf(episode);
        const std::int64_t last = document.lastStepOf(episode);
        for (std::int64_t step = first; first >= 0 && step <= last; ++step)
            steps.append(step);
        if (numbers.size() < 8)
            numbers << QString::number(episode);
    }
    const QString list =
        numbers.join(QStringLiteral(", ")) + (episodes.size() > numbers.size() ? QStringLiteral(", ...") : QString());
    return rowsOfSteps(document, key, steps,
                       episodes.size() == 1 ? QStringLiteral("episode %1").arg(list)
                                            : QStringLiteral("episodes %1").arg(list),
                       episodes.size() == 1 ? QCoreApplication::translate("PythonSnippet", "episode %1").arg(list)
                                            : QCoreApplication::translate("PythonSnippet", "episodes %1").arg(list));
}

} // namespace ReplayScope::Ui
