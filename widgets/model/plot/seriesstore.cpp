// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/plot/seriesstore.h>

#include <widgets/model/document.h>
#include <widgets/model/tasks/workerpool.h>

#include <QFutureWatcher>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <exception>
#include <mutex>

namespace ReplayScope::Ui {

namespace {

struct Result {
    std::shared_ptr<const KeySeries> series;
    QString error;
};

// What a worker knows of a large key so far: the latest partial series, handed to the
// GUI thread by the future's progress signal (the watcher outlives neither the store
// nor the job, so nothing is posted to an object that may be gone).
struct Mailbox {
    std::mutex mutex;
    std::shared_ptr<const KeySeries> latest;
};

} // namespace

SeriesStore::SeriesStore(QObject* parent)
    : QObject(parent)
{
}

SeriesStore::~SeriesStore()
{
    for (const InFlight& job : std::as_const(m_inflight))
        job.cancel->store(true);
}

std::shared_ptr<const KeySeries> SeriesStore::cached(const Document* document, const QString& path) const
{
    return m_cache.value(CacheKey(document, path));
}

void SeriesStore::watch(Document* document)
{
    if (m_watched.contains(document))
        return;
    m_watched.append(document);
    connect(document, &Document::valueChanged, this,
            [this, document](const QString& path, qint64) { drop(document, path); });
    connect(document, &Document::keyRemoved, this, [this, document] { drop(document, {}); });
    connect(document, &Document::keyInserted, this, [this, document] { drop(document, {}); });
    connect(document, &Document::keyRenamed, this, [this, document] { drop(document, {}); });
    connect(document, &Document::dataReset, this, [this, document] { drop(document, {}); });
    connect(document, &QObject::destroyed, this, [this, document] {
        drop(document, {});
        m_watched.removeAll(nullptr);
    });
}

void SeriesStore::drop(const Document* document, const QString& path)
{
    // Structural changes can move steps of every key (a plain Batch's length, a
    // buffer's ring): drop all of the document's series then.
    for (auto it = m_cache.begin(); it != m_cache.end();) {
        if (it.key().first == document && (path.isEmpty() || it.key().second == path))
            it = m_cache.erase(it);
        else
            ++it;
    }
    for (auto it = m_generation.begin(); it != m_generation.end(); ++it)
        if (it.key().first == document && (path.isEmpty() || it.key().second == path))
            ++it.value();
    // Jobs reading the old data stop at their next window: their results would be dropped.
    for (auto it = m_inflight.begin(); it != m_inflight.end();) {
        if (it.key().first == document && (path.isEmpty() || it.key().second == path)) {
            it->cancel->store(true);
            it = m_inflight.erase(it);
        } else {
            ++it;
        }
    }
}

void SeriesStore::request(Document* document, const QString& path)
{
    if (!document)
        return;
    watch(document);
    const CacheKey key(document, path);
    if (auto series = m_cache.value(key)) {
        emit seriesReady(document, path, series);
        return;
    }
    const Core::PyValue* value = document->valueAt(path);
    if (!value || !value->isArray() || !isPlottableKey(*document, path)) {
        emit failed(document, path, tr("%1 is not a per-step array of numbers").arg(path));
        return;
    }
    const auto running = m_inflight.constFind(key);
    if (running != m_inflight.constEnd() && running->generation == m_generation.value(key)) {
        // Already being read for the same data: wait for it (a second job would only
        // compete with the first), showing what it knows so far.
        if (running->latest)
            emit seriesReady(document, path, running->latest);
        return;
    }
    if (running != m_inflight.constEnd())
        running->cancel->store(true);
    const int generation = ++m_generation[key];
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_inflight.insert(key, InFlight{generation, cancel, nullptr});
    auto* watcher = new QFutureWatcher<Result>(this);
    auto box = std::make_shared<Mailbox>();
    QPointer<Document> guard(document);
    connect(watcher, &QFutureWatcher<Result>::progressValueChanged, this, [this, box, guard, key, generation, path] {
        std::shared_ptr<const KeySeries> series;
        {
            const std::lock_guard lock(box->mutex);
            series = std::move(box->latest);
        }
        if (!series || !guard || m_generation.value(key) != generation)
            return;
        if (m_inflight.contains(key) && m_inflight[key].generation == generation)
            m_inflight[key].latest = series;
        emit seriesReady(guard, path, series); // not cached: the whole key follows
    });
    connect(watcher, &QFutureWatcher<Result>::finished, this, [this, watcher, guard, key, generation, path] {
        watcher->deleteLater();
        --m_running;
        if (m_inflight.contains(key) && m_inflight[key].generation == generation)
            m_inflight.remove(key);
        const Result result = watcher->result();
        if (!guard || m_generation.value(key) != generation)
            return; // the data changed or the document closed meanwhile
        if (!result.error.isEmpty()) {
            emit failed(guard, path, result.error);
            return;
        }
        m_cache.insert(key, result.series);
        emit seriesReady(guard, path, result.series);
    });
    ++m_running;
    watcher->setFuture(QtConcurrent::run(
        workerPool(WorkerPool::Background),
        [box, cancel, path, array = value->asArray(), stepRows = document->stepSlots(), steps = document->stepCount(),
         ringStart = document->ringStart()](QPromise<Result>& promise) {
            // Progress in thousandths, one more for the preview at 0: each partial raises it.
            promise.setProgressRange(0, 1001);
            const auto partial = [&promise, &box](KeySeries known) {
                const int value = 1 + static_cast<int>(known.progress * 1000.0);
                {
                    const std::lock_guard lock(box->mutex);
                    box->latest = std::make_shared<const KeySeries>(std::move(known));
                }
                promise.setProgressValue(value);
            };
            Result r;
            try {
                r.series = std::make_shared<const KeySeries>(buildKeySeries(
                    path, array, stepRows, steps, [&cancel] { return cancel->load(); }, -1, ringStart, partial));
            } catch (const std::exception& e) {
                r.error = QString::fromUtf8(e.what());
            }
            promise.addResult(std::move(r));
        }));
}

} // namespace ReplayScope::Ui
