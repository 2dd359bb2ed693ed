// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/keystatscache.h>

#include <widgets/model/document.h>
#include <widgets/model/tasks/taskrunner.h>

#include <core/error.h>
#include <core/array/index.h>
#include <core/array/rowwindow.h>

#include <QTimer>

#include <algorithm>
#include <chrono>
#include <limits>
#include <mutex>

namespace ReplayScope::Ui {

namespace {

// What the estimates of all large keys may take together, and at least for each key
// (which reads at least one round of rows or one window whatever the time).
constexpr double EstimateSeconds = 0.25;
constexpr double MinEstimateSeconds = 0.02;

struct StatsJob {
    QString path;
    Core::NdArray array;
    bool validOnly = false; // a buffer's per-step key: only the valid slots count
    int generation = 0;
};

struct StatsResult {
    QString path;
    KeyStats stats;
    int generation = 0;
    bool early = false; // a large key's: shown before the run ends (see drain)
};

// The valid slots of a buffer as runs: [0, steps) for a ring (its steps are its slots
// rotated, and order does not matter here), else the sorted slots' runs.
std::vector<RowRun> validRuns(std::int64_t steps, std::int64_t ringStart,
                              const std::shared_ptr<const std::vector<std::int64_t>>& slotList)
{
    if (ringStart >= 0 || !slotList || slotList->empty())
        return {{0, steps}};
    std::vector<std::int64_t> sorted = *slotList;
    std::sort(sorted.begin(), sorted.end());
    std::vector<RowRun> runs;
    for (const std::int64_t slot : sorted) {
        if (!runs.empty() && runs.back().first + runs.back().count == slot)
            ++runs.back().count;
        else
            runs.push_back({slot, 1});
    }
    return runs;
}

} // namespace

// What the worker has found so far, for the GUI thread (see KeyStatsCache::drain).
struct StatsMailbox {
    std::mutex mutex;
    std::vector<StatsResult> pending;
    bool estimated = false; // every large key has its estimate
};

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
        else if (value.isArray() && hasKeyStats(value.asArray())
                 && (!m_stats.contains(path) || m_stats.value(path).progress < 1.0)) // an estimate: go on
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
    for (auto& [path, array] : found)
        jobs->push_back({path, array, restrict && m_document->isPerStepKey(path), m_generation.value(path)});
    auto box = std::make_shared<StatsMailbox>();
    if (!m_runner)
        m_runner = new TaskRunner(this, WorkerPool::Background);
    m_estimating = true;
    // Each run delivers into its own mailbox.
    disconnect(m_runner, nullptr, this, nullptr);
    connect(m_runner, &TaskRunner::progressChanged, this, [this, box] { drain(*box, false); });
    connect(m_runner, &TaskRunner::finished, this, [this, box](bool canceled, const QString&) {
        m_estimating = false;
        if (canceled)
            return;
        drain(*box, true);
        if (m_rerun) {
            m_rerun = false;
            refresh();
        }
    });
    m_runner->start([jobs, box, steps = m_document->stepCount(), ringStart = m_document->ringStart(),
                     slotList = restrict ? m_document->stepSlots() : nullptr](TaskContext& context) {
        int ticks = 0;
        // A large key's estimates and partial and exact results are early: wake drain()
        // for them. Exact values of small keys wait for the end, so that the tree takes
        // them all at once, whenever the wake of an earlier result is handled.
        const auto post = [&](const StatsJob& job, const KeyStats& stats, bool early, bool wake) {
            {
                const std::lock_guard lock(box->mutex);
                box->pending.push_back({job.path, stats, job.generation, early});
            }
            if (wake)
                context.setProgress(++ticks, std::numeric_limits<int>::max());
        };
        const std::vector<RowRun> valid = validRuns(steps, ringStart, slotList);
        const auto runsOf = [&valid](const StatsJob& job) {
            return job.validOnly ? valid : std::vector<RowRun>{{0, job.array.shape().front()}};
        };
        // First an estimate of every large key, so that the whole tree shows numbers at
        // once (issue 23), then the exact values key by key. The estimates share a time
        // budget: each reads at least a round of rows or a window, but a compressed file's
        // keys (a window inflates a chunk) no longer take 0.2 s each.
        const auto estimatesStart = std::chrono::steady_clock::now();
        for (const StatsJob& job : *jobs) {
            if (context.isCanceled())
                return;
            try {
                const double spent =
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - estimatesStart).count();
                if (job.array.ndim() >= 1 && isLargeForStats(job.array, rowsIn(runsOf(job))))
                    post(
                        job,
                        estimateKeyStats(job.array, runsOf(job), std::max(MinEstimateSeconds, EstimateSeconds - spent)),
                        true, false);
            } catch (const Core::Error&) {
                // The exact pass below leaves this key empty as well.
            }
        }
        {
            const std::lock_guard lock(box->mutex);
            box->estimated = true;
        }
        context.setProgress(++ticks, std::numeric_limits<int>::max());
        for (const StatsJob& job : *jobs) {
            if (context.isCanceled())
                return;
            KeyStats stats;
            bool large = false;
            try {
                const std::vector<RowRun> runs = job.array.ndim() >= 1 ? runsOf(job) : std::vector<RowRun>{};
                large = !runs.empty() && isLargeForStats(job.array, rowsIn(runs));
                if (runs.empty() || (!large && !Core::isUnreadWindowed(job.array))) {
                    // Small: numpy's own results, to the last digit.
                    std::vector<std::int64_t> rows;
                    for (const RowRun& run : runs)
                        for (std::int64_t r = run.first; r < run.first + run.count; ++r)
                            rows.push_back(r);
                    stats = computeKeyStats(job.validOnly ? job.array[Core::Index::list(rows)] : job.array);
                } else {
                    // Large or unread: window by window, memory bounded, partial results.
                    stats = computeKeyStatsInWindows(
                        job.array, runs, [&context] { return context.isCanceled(); },
                        [&](const KeyStats& known) { post(job, known, true, true); });
                    if (context.isCanceled())
                        return;
                }
            } catch (const Core::Error&) {
                // Leave this key's statistics empty; the others are still worth having.
            }
            post(job, stats, large, large);
        }
    });
}

void KeyStatsCache::drain(StatsMailbox& box, bool all)
{
    std::vector<StatsResult> results;
    {
        const std::lock_guard lock(box.mutex);
        if (all) {
            results.swap(box.pending);
        } else {
            const auto late = std::stable_partition(box.pending.begin(), box.pending.end(),
                                                    [](const StatsResult& r) { return r.early; });
            results.assign(box.pending.begin(), late);
            box.pending.erase(box.pending.begin(), late);
        }
        if (box.estimated)
            m_estimating = false;
    }
    for (const StatsResult& r : results)
        if (m_generation.value(r.path) == r.generation)
            m_stats.insert(r.path, r.stats);
    if (!results.empty())
        emit changed();
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
