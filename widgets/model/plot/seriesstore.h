// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/plot/keyseries.h>

#include <QHash>
#include <QObject>
#include <QPointer>

#include <atomic>
#include <memory>

namespace ReplayScope::Ui {

class Document;

/// Reads plottable keys into KeySeries on a worker thread and keeps them until the
/// key's data changes, so switching between keys and tabs replots at once.
///
/// request() answers with seriesReady, immediately when the series is cached, else once
/// the worker is done (a newer request for the same document and key wins). Edits,
/// renames, removals and resets of the document drop what they touch.
class SeriesStore final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SeriesStore)

public:
    explicit SeriesStore(QObject* parent = nullptr);
    ~SeriesStore() override;

    /// Asks for the series of path in document; seriesReady or failed follows.
    void request(Document* document, const QString& path);
    /// The cached series, or null.
    std::shared_ptr<const KeySeries> cached(const Document* document, const QString& path) const;
    /// True while a worker reads a key.
    bool isBusy() const { return m_running > 0; }
    /// Drops document's copies as it changes (request() does this too). Call it before
    /// connecting to the document's change signals to ask again: the copies are then
    /// dropped before they are asked for, as slots run in the order of connection.
    void watch(Document* document);

signals:
    void seriesReady(ReplayScope::Ui::Document* document, const QString& path,
                     std::shared_ptr<const ReplayScope::Ui::KeySeries> series);
    void failed(ReplayScope::Ui::Document* document, const QString& path, const QString& message);

private:
    void drop(const Document* document, const QString& path);

    using CacheKey = QPair<const Document*, QString>;
    QHash<CacheKey, std::shared_ptr<const KeySeries>> m_cache;
    QHash<CacheKey, int> m_generation; // bumped on edits; late results of older ones are dropped
    // Keys being read: the job's generation, its cancel flag and its latest partial series.
    struct InFlight {
        int generation = 0;
        std::shared_ptr<std::atomic<bool>> cancel;
        std::shared_ptr<const KeySeries> latest;
    };
    QHash<CacheKey, InFlight> m_inflight;
    QList<QPointer<Document>> m_watched;
    int m_running = 0;
};

} // namespace ReplayScope::Ui
