// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/keystats.h>

#include <core/batch/batch.h>

#include <QHash>
#include <QObject>
#include <QString>

namespace ReplayScope::Ui {

class Document;
class TaskRunner;
struct StatsMailbox;

/// The statistics of a document's numeric leaves (min, max, mean), computed in the
/// background and cached per key path. The document tells it which keys its edits
/// touched (invalidate, forgetBelow, rename, clear): a result computed before an edit
/// arrives late and is dropped, because each key carries a generation number that the
/// edit bumps. Once refresh() was called (the document was shown), an edit or undo
/// recomputes what it made stale by itself, in the background, as at load. Not part of the document's data: nothing here is saved or undone.
class KeyStatsCache final : public QObject {
    Q_OBJECT

public:
    /// The cache of document's keys (a child of the document).
    explicit KeyStatsCache(Document* document);

    /// Cached statistics of a leaf, or null when not (yet) computed.
    const KeyStats* at(const QString& path) const;
    /// Starts computing the statistics that are missing, in the background.
    void refresh();
    /// True while statistics are being computed.
    bool isComputing() const;
    /// True until every key has statistics, estimates included: large keys get an
    /// estimate from a sample first, shown until their exact values arrive (issue 23).
    bool isEstimating() const { return isComputing() && m_estimating; }

    // --- called by the document's edits ---
    /// The data at path changed: its statistics are stale.
    void invalidate(const QString& path);
    /// path and every key below it went away.
    void forgetBelow(const QString& path);
    /// path and the keys below it were renamed to newPath (the data did not change).
    void rename(const QString& path, const QString& newPath);
    /// All of the data was replaced.
    void clear();

signals:
    /// New statistics arrived.
    void changed();

private:
    /// Refreshes soon (once per turn of the event loop) if statistics were asked for.
    void scheduleRefresh();
    /// Takes what the worker found so far into the cache: its early results (those of
    /// large keys), or all of them when the run ended.
    void drain(StatsMailbox& box, bool all);
    void collectJobs(const Core::Batch& batch, const QString& prefix,
                     std::vector<std::pair<QString, Core::NdArray>>& jobs) const;

    Document* m_document;
    QHash<QString, KeyStats> m_stats;
    QHash<QString, int> m_generation; // bumped on edits so stale results are dropped
    TaskRunner* m_runner = nullptr;
    bool m_rerun = false;
    bool m_wanted = false; // refresh() was called: keep the statistics up to date
    bool m_scheduled = false;
    bool m_estimating = false;
};

} // namespace ReplayScope::Ui
