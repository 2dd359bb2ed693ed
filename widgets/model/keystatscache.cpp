// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/keystatscache.h>

#include <widgets/model/document.h>
#include <widgets/model/tasks/taskrunner.h>

#include <core/error.h>
#include <core/array/index.h>
#include <core/array/rowwindow.h>

#include <QTimer>

namespace ReplayScope::Ui {

namespace {

struct StatsJob {
    QString path;
    Core::NdArray array;
    // The valid rows to use; null means all of them. Shared by the jobs: a copy per key
    // would be O(rows) on the GUI thread.
    std::shared_ptr<const std::vector<std::int64_t>> rows;
    int generation = 0;
};

struct StatsResult {
    QString path;
    KeyStats stats;
    int generation = 0;
};

} // namespace

KeyStatsCache::KeyStatsCache(Document* document)
    : QObject(document)
    , m_document(document)
{
}

const KeyStats* KeyStatsCache::at(const QString& path) const
{
    const auto it = m_stats.constFind(path);
    return it == m_stats.constEnd() ? nullptr : &it.value();
}

bool KeyStatsCache::isComputing() const
{
    return m_runner && m_runner->isRunning();
}

void KeyStatsCache::collectJobs(const Core::Batch& batch, const QString& prefix,
                                std::vector<std::pair<QString, Core::NdArray>>& jobs) const
{
    for (const auto& [key, value] : batch.entries()) {
        const QString path =
            prefix.isEmpty() ? QString::fromStdString(key) : prefix + QLatin1Char('.') + QString::fromStdString(key);
        if (value.isBatch())
            collectJobs(*value.asBatch(), path, jobs);
        else if (value.isArray() && hasKeyStats(value.asArray()) && !m_stats.contains(path))
            jobs.emplace_back(path, value.asArray());
    }
}

void KeyStatsCache::refresh()
{
    m_wanted = true;
    if (isComputing()) {
        m_rerun = true; // edits arrived while computing: go again afterwards
        return;
    }
    std::vector<std::pair<QString, Core::NdArray>> found;
    collectJobs(*m_document->root(), {}, found);
    if (found.empty())
        return;
    // Buffers: only the valid slots count (unused slots hold zeros, not data).
    const bool restrict = m_document->buffer() && m_document->stepCount() < m_document->storageRows();
    auto jobs = std::make_shared<std::vector<StatsJob>>();
    std::shared_ptr<const std::vector<std::int64_t>> validRows;
    if (restrict)
        validRows = m_document->stepSlotsVector();
    for (auto& [path, array] : found) {
        StatsJob job{path, array, nullptr, m_generation.value(path)};
        if (restrict && m_document->isPerStepKey(path))
            job.rows = validRows;
        jobs->push_back(std::move(job));
    }
    auto results = std::make_shared<std::vector<StatsResult>>();
    if (!m_runner)
        m_runner = new TaskRunner(this, WorkerPool::Background);
    // Each run delivers into its own results vector.
    disconnect(m_runner, &TaskRunner::finished, this, nullptr);
    connect(m_runner, &TaskRunner::finished, this, [this, results](bool canceled, const QString&) {
        if (canceled)
            return;
        for (const StatsResult& r : *results)
            if (m_generation.value(r.path) == r.generation)
                m_stats.insert(r.path, r.stats);
        emit changed();
        if (m_rerun) {
            m_rerun = false;
            refresh();
        }
    });
    m_runner->start([jobs, results](TaskContext& context) {
        int done = 0;
        for (const StatsJob& job : *jobs) {
            if (context.isCanceled())
                return;
            context.setProgress(done++, static_cast<int>(jobs->size()));
            KeyStats stats;
            try {
                if (Core::isUnreadWindowed(job.array)) {
                    // Read a window at a time: the array stays unread, memory bounded.
                    stats =
                        computeKeyStatsWindowed(job.array, job.rows.get(), [&context] { return context.isCanceled(); });
                    results->push_back({job.path, stats, job.generation});
                    continue;
                }
                const Core::NdArray data = !job.rows ? job.array : job.array[Core::Index::list(*job.rows)];
                if (hasKeyStats(data))
                    stats = computeKeyStats(data);
            } catch (const Core::Error&) {
                // Leave this key's statistics empty; the others are still worth having.
            }
            results->push_back({job.path, stats, job.generation});
        }
    });
}

void KeyStatsCache::scheduleRefresh()
{
    // Several edits in one go (a macro, undo of a rename) compute once, after them.
    if (!m_wanted || m_scheduled)
        return;
    m_scheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_scheduled = false;
        refresh();
    });
}

void KeyStatsCache::invalidate(const QString& path)
{
    m_generation[path] += 1;
    m_stats.remove(path);
    scheduleRefresh();
}

void KeyStatsCache::forgetBelow(const QString& path)
{
    for (auto it = m_stats.begin(); it != m_stats.end();)
        it = it.key() == path || it.key().startsWith(path + QLatin1Char('.')) ? m_stats.erase(it) : std::next(it);
}

void KeyStatsCache::rename(const QString& path, const QString& newPath)
{
    // Cached statistics follow the keys (the data did not change).
    const QHash<QString, KeyStats> old = m_stats;
    m_stats.clear();
    for (auto it = old.begin(); it != old.end(); ++it) {
        QString key = it.key();
        if (key == path || key.startsWith(path + QLatin1Char('.')))
            key = newPath + key.mid(path.size());
        m_stats.insert(key, it.value());
    }
    for (const QString& p : {path, newPath})
        m_generation[p] += 1;
}

void KeyStatsCache::clear()
{
    m_stats.clear();
    for (auto it = m_generation.begin(); it != m_generation.end(); ++it)
        ++it.value();
    scheduleRefresh();
}

} // namespace ReplayScope::Ui
