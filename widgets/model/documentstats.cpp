// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
// The Document's statistics cache (filled in the background) and memory accounting.
#include <widgets/model/document.h>

#include <widgets/model/tasks/taskrunner.h>

#include <core/error.h>
#include <core/array/index.h>
#include <core/array/rowwindow.h>

#include <QCoreApplication>

#include <set>

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

const KeyStats* Document::statistics(const QString& path) const
{
    const auto it = m_stats.constFind(path);
    return it == m_stats.constEnd() ? nullptr : &it.value();
}

bool Document::isComputingStatistics() const
{
    return m_statsRunner && m_statsRunner->isRunning();
}

void Document::collectStatsJobs(const Core::Batch& batch, const QString& prefix,
                                std::vector<std::pair<QString, Core::NdArray>>& jobs) const
{
    for (const auto& [key, value] : batch.entries()) {
        const QString path = prefix.isEmpty() ? QString::fromStdString(key)
                                              : prefix + QLatin1Char('.') + QString::fromStdString(key);
        if (value.isBatch())
            collectStatsJobs(*value.asBatch(), path, jobs);
        else if (value.isArray() && hasKeyStats(value.asArray()) && !m_stats.contains(path))
            jobs.emplace_back(path, value.asArray());
    }
}

void Document::refreshStatistics()
{
    if (isComputingStatistics()) {
        m_statsRerun = true; // edits arrived while computing: go again afterwards
        return;
    }
    std::vector<std::pair<QString, Core::NdArray>> found;
    collectStatsJobs(*m_root, {}, found);
    if (found.empty())
        return;
    // Buffers: only the valid slots count (unused slots hold zeros, not data).
    const bool restrict = m_buffer && m_steps.stepCount < storageRows();
    auto jobs = std::make_shared<std::vector<StatsJob>>();
    std::shared_ptr<const std::vector<std::int64_t>> validRows;
    if (restrict)
        validRows = m_steps.stepSlots;
    for (auto& [path, array] : found) {
        StatsJob job{path, array, nullptr, m_statsGeneration.value(path)};
        if (restrict && isPerStepKey(path))
            job.rows = validRows;
        jobs->push_back(std::move(job));
    }
    auto results = std::make_shared<std::vector<StatsResult>>();
    if (!m_statsRunner)
        m_statsRunner = new TaskRunner(this, WorkerPool::Background);
    // Each run delivers into its own results vector.
    disconnect(m_statsRunner, &TaskRunner::finished, this, nullptr);
    connect(m_statsRunner, &TaskRunner::finished, this, [this, results](bool canceled, const QString&) {
        if (canceled)
            return;
        for (const StatsResult& r : *results)
            if (m_statsGeneration.value(r.path) == r.generation)
                m_stats.insert(r.path, r.stats);
        emit statisticsChanged();
        if (m_statsRerun) {
            m_statsRerun = false;
            refreshStatistics();
        }
    });
    m_statsRunner->start([jobs, results](TaskContext& context) {
        int done = 0;
        for (const StatsJob& job : *jobs) {
            if (context.isCanceled())
                return;
            context.setProgress(done++, static_cast<int>(jobs->size()));
            KeyStats stats;
            try {
                if (Core::isUnreadWindowed(job.array)) {
                    // Read a window at a time: the array stays unread, memory bounded.
                    stats = computeKeyStatsWindowed(job.array, job.rows.get(),
                                                    [&context] { return context.isCanceled(); });
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

qint64 Document::memoryBytes(qint64* mappedBytes) const
{
    std::set<const Core::Storage*> seen;
    qint64 total = 0;
    qint64 mapped = 0;
    std::function<void(const Core::Batch&)> walk = [&](const Core::Batch& batch) {
        for (const auto& entry : batch.entries()) {
            const Core::PyValue& value = entry.second;
            if (value.isBatch()) {
                walk(*value.asBatch());
            } else if (value.isArray()) {
                const auto& storage = value.asArray().storage();
                if (!storage || !seen.insert(storage.get()).second)
                    continue; // views of one storage count once
                total += static_cast<qint64>(storage->size());
                if (storage->isExternal())
                    mapped += static_cast<qint64>(storage->size());
            }
        }
    };
    walk(*m_root);
    if (mappedBytes)
        *mappedBytes = mapped;
    return total;
}

} // namespace ReplayScope::Ui
