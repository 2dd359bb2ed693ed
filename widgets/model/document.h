// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/bufferstate.h>
#include <widgets/model/keystatscache.h>
#include <widgets/model/loader.h>
#include <widgets/model/stepindex.h>

#include <core/batch/batch.h>
#include <core/buffer/episodes.h>

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUndoStack>

#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

namespace ReplayScope::Ui {

/// One open file (or generated data set): the data, where it came from, its undo stack,
/// whether it has unsaved changes, and the time cursor (the current step) that every
/// panel follows. Models are adapters over a Document's data; only undo commands call
/// its mutation functions, and each mutation is announced by a signal so that models
/// can bracket it with their begin/end calls.
///
/// Steps are the rows of the time axis in chronological order: for a buffer its valid
/// slots oldest first (the ring unrolled), for a plain Batch its rows. Keys whose first
/// dimension is the storage length (maxsize, or len(batch)) are "per-step" keys.
class Document final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Document)

public:
    /// Plain data. root may be null for an empty Batch. filePath is empty for data that
    /// has no file yet; then displayName is what the tab shows.
    Document(std::shared_ptr<Core::Batch> root, QString filePath, QString displayName, QObject* parent = nullptr);
    /// A Tianshou buffer: the tree shows its storage (`_meta`).
    Document(std::shared_ptr<Core::ReplayBuffer> buffer, QString filePath, QString displayName,
             QObject* parent = nullptr);
    /// A document over what loadFile() returned, named after the file.
    static Document* fromLoaded(OpenedFile data, const QString& filePath, QObject* parent = nullptr);
    ~Document() override;

    /// The data (a buffer's storage for buffers). Never null.
    const std::shared_ptr<Core::Batch>& root() const { return m_root; }
    /// The buffer, or null for plain data.
    const std::shared_ptr<Core::ReplayBuffer>& buffer() const { return m_buffer; }
    /// Absolute path of the file, or empty.
    const QString& filePath() const { return m_filePath; }
    /// After Save As: the new path (and display name) and format.
    void setFilePath(const QString& path, SaveFormat format);
    /// Name shown in tabs and the title bar (the file name when there is a file).
    const QString& displayName() const { return m_displayName; }
    /// What the data was read from ("Tianshou pickle (protocol 4)", "generated demo", ...).
    const QString& formatName() const { return m_formatName; }
    void setFormatName(const QString& name) { m_formatName = name; }
    /// The Python class ("ReplayBuffer", "Batch", ...).
    QString className() const;
    /// The Tianshou release the data follows, when known.
    const QString& release() const { return m_release; }
    /// The container of filePath() and its layout, as OpenedFile names them.
    const QString& sourceFormat() const { return m_sourceFormat; }
    const QString& layout() const { return m_layout; }
    /// The format Save writes to filePath(), None when Save must ask for a file.
    SaveFormat saveFormat() const { return m_saveFormat; }
    /// Extra facts from the reader for the details panel.
    const QList<QPair<QString, QString>>& sourceDetails() const { return m_details; }

    /// True while a background task (saving) reads the data: edits must wait.
    bool isBusy() const { return m_busy; }
    void setBusy(bool busy);

    QUndoStack* undoStack() { return &m_undoStack; }
    /// True when there are changes not yet saved (the undo stack is not clean).
    bool isModified() const { return !m_undoStack.isClean(); }

    // --- steps and episodes ---
    /// Number of steps (valid transitions); 0 when the data has no length.
    std::int64_t stepCount() const { return m_steps.stepCount; }
    /// Rows of the storage: maxsize for buffers, else stepCount().
    std::int64_t storageRows() const;
    /// The storage row of a step, or -1.
    std::int64_t slotOfStep(std::int64_t step) const;
    /// The step of a storage row, or -1 (an unused slot of a buffer).
    std::int64_t stepOfSlot(std::int64_t slot) const;
    /// The episodes of the data (empty when it has no done/terminated flags). While
    /// episodesPending(), those found so far: the first ones of the final list, with
    /// the same numbers.
    const Core::EpisodeList& episodes() const { return m_steps.episodes; }
    /// True while the episodes of large data are still being found on a worker;
    /// episodesChanged comes with each part found and when they are all there.
    bool episodesPending() const { return m_steps.episodesPending; }
    /// The fraction of the steps whose episodes are found (1 when not pending).
    double episodesFound() const { return m_steps.episodesPending ? m_episodesFound : 1.0; }
    /// Hands the episodes over, leaving none: File ▸ Watch keeps the last reading's
    /// episodes, without a copy, to compare with the next reading once this one closes.
    Core::EpisodeList takeEpisodes() { return std::exchange(m_steps.episodes, Core::EpisodeList()); }
    /// File ▸ Watch: one flag per episode, true for those that are new since the file
    /// was last read (see Ui::newEpisodes); empty when the file was not read again.
    const std::vector<bool>& newEpisodes() const { return m_newEpisodes; }
    void setNewEpisodes(std::vector<bool> flags) { m_newEpisodes = std::move(flags); }
    bool isNewEpisode(std::int64_t episode) const
    {
        return episode >= 0 && std::size_t(episode) < m_newEpisodes.size() && m_newEpisodes[std::size_t(episode)];
    }
    std::int64_t newEpisodeCount() const { return std::count(m_newEpisodes.begin(), m_newEpisodes.end(), true); }
    /// Find Steps: the steps where the query holds (ascending), and the query; empty when
    /// nothing is searched. Set by the window; the table and the plot mark these steps.
    const QList<qint64>& matchedSteps() const { return m_matchedSteps; }
    const QString& matchQuery() const { return m_matchQuery; }
    void setMatchedSteps(const QString& query, QList<qint64> steps);
    /// True when step is one of matchedSteps() (binary search).
    bool isMatchedStep(qint64 step) const;
    /// Why there are no episodes, when there are none.
    const QString& episodesNote() const { return m_steps.episodesNote; }
    /// First and last step of an episode (-1 for bad numbers).
    std::int64_t firstStepOf(std::int64_t episode) const;
    std::int64_t lastStepOf(std::int64_t episode) const;
    /// The episode holding a step, or -1.
    std::int64_t episodeOfStep(std::int64_t step) const;
    /// The storage row of every step (buffers); empty for plain data, whose steps are
    /// its rows, and for a buffer whose steps are its ring rotated (ringStart() >= 0).
    /// Never null; shared, so worker threads keep it without a copy.
    std::shared_ptr<const std::vector<std::int64_t>> stepSlots() const { return m_steps.stepSlots; }
    /// Buffers whose steps are their slots [0, stepCount()) rotated: the slot of step
    /// 0 (step s is slot (ringStart + s) % stepCount); -1 otherwise.
    std::int64_t ringStart() const { return m_buffer ? m_steps.ringStart : -1; }
    /// The storage row of every step of a buffer as a vector, made when the steps are
    /// a ring (8 bytes a step): for the few users that need a list.
    std::shared_ptr<const std::vector<std::int64_t>> stepSlotsVector() const { return m_steps.slotsVector(); }

    // --- the time cursor ---
    std::int64_t currentStep() const { return m_currentStep; }
    /// Moves the cursor (clamped to the steps); emits currentStepChanged.
    void setCurrentStep(std::int64_t step);
    std::int64_t currentEpisode() const { return episodeOfStep(m_currentStep); }
    /// Moves the cursor to the first step of an episode (clamped to the list).
    void goToEpisode(std::int64_t episode);
    /// Tianshou's next/prev from the current step: stays at the episode's last/first step.
    void nextStep();
    void previousStep();
    /// The key the user looks at (restored when switching tabs).
    const QString& currentKey() const { return m_currentKey; }
    /// Chooses the key (a dotted path, or empty); emits currentKeyChanged when it changes.
    void setCurrentKey(const QString& path);
    /// The keys selected in the key tree and those pinned to the table: the table's
    /// columns, restored when switching tabs.
    const QStringList& selectedKeys() const { return m_selectedKeys; }
    void setSelectedKeys(const QStringList& paths) { m_selectedKeys = paths; }
    const QStringList& pinnedKeys() const { return m_pinnedKeys; }
    void setPinnedKeys(const QStringList& paths) { m_pinnedKeys = paths; }

    // --- keys ---
    /// The value at a dotted path, or null.
    const Core::PyValue* valueAt(const QString& path) const;
    /// The buffer's state shown as read-only keys after the data (`(weight)` of a
    /// prioritized buffer); never saved. valueAt() finds them too.
    const std::vector<StateKey>& stateKeys() const { return m_stateKeys; }
    /// The state key at path, or null (also for data keys of the same name).
    const StateKey* stateKey(const QString& path) const;
    /// True when the leaf at path has one row per storage row.
    bool isPerStepKey(const QString& path) const;
    /// Minari data: true when each episode is a group of the tree (`episode_N`).
    bool hasEpisodeGroups() const { return !m_steps.episodeGroups.empty(); }
    /// The group of each episode (Minari), in episode order; empty for other data.
    const std::vector<QString>& episodeGroups() const { return m_steps.episodeGroups; }
    /// The episode whose group holds path, or -1 (no groups, or a key outside them).
    std::int64_t episodeOfPath(const QString& path) const;
    /// Named subsets of the episodes (robomimic's masks): each name with the group names
    /// (episodeGroups()) it lists. Empty for data without masks.
    const QList<QPair<QString, QStringList>>& episodeMasks() const { return m_episodeMasks; }
    /// path moved into the group of episode (the same key there), or empty.
    QString pathInEpisode(const QString& path, std::int64_t episode) const;

    // --- mutations: for undo commands only ---
    /// Renames the last component of path. Throws Core::Error.
    void renameKey(const QString& path, const QString& newName);
    /// Removes a key; returns its value and position in its parent. Throws Core::Error.
    Core::PyValue takeKey(const QString& path, int* position);
    /// Inserts a key at a position of the Batch at parentPath ("" for the root).
    void insertKey(const QString& parentPath, int position, const QString& name, const Core::PyValue& value);
    /// Stores value into element flat (C order) of the array at path. Throws Core::Error.
    void setElement(const QString& path, std::int64_t flat, const Core::PyValue& value);
    /// Replaces all of the data (root for plain data, buffer for buffers: exactly one is
    /// used, buffer when set) and emits dataReset: rows or episodes were deleted.
    /// startCuts are the storage rows beginning episodes whose start a ring overwrote
    /// in the data replaced (see carriedStartCuts()).
    void replaceData(std::shared_ptr<Core::Batch> root, std::shared_ptr<Core::ReplayBuffer> buffer,
                     std::vector<std::int64_t> startCuts = {});
    /// Storage rows that begin an episode whose start was overwritten before the data
    /// was rebuilt (Delete Selected Episodes): the rebuilt buffer starts cleanly, but
    /// these episodes stay marked "start overwritten".
    const std::vector<std::int64_t>& carriedStartCuts() const { return m_carriedCuts; }
    /// True when the rows are a random sample (Data ▸ Sample, a shuffled Split): then
    /// they are not a sequence of episodes and the document shows none.
    bool isSample() const { return m_sample; }
    void setSample(bool sample);

    // --- statistics and memory ---
    /// The statistics of the leaves (min, max, mean), computed in the background.
    KeyStatsCache* statistics() const { return m_stats; }
    /// Bytes of array data held, and how many of them are mapped from the file.
    qint64 memoryBytes(qint64* mappedBytes = nullptr) const;

signals:
    /// Emitted when the modified state flips, for the title's `*`.
    void modifiedChanged(bool modified);
    void filePathChanged();
    void busyChanged(bool busy);
    void keyAboutToBeRemoved(const QString& parentPath, int row);
    void keyRemoved(const QString& parentPath, int row);
    void keyAboutToBeInserted(const QString& parentPath, int row);
    void keyInserted(const QString& parentPath, int row);
    void keyRenamed(const QString& oldPath, const QString& newPath);
    /// An element (flat >= 0) or the whole value (flat -1) at path changed.
    void valueChanged(const QString& path, qint64 flat);
    void episodesChanged();
    void currentStepChanged(qint64 step);
    /// The key the user looks at changed (setCurrentKey): panels show it.
    void currentKeyChanged(const QString& path);
    /// Find Steps found other steps (setMatchedSteps).
    void matchesChanged();
    /// All of the data was replaced (replaceData): models start over.
    void dataReset();

private:
    /// An empty document for fromLoaded() to fill.
    explicit Document(QObject* parent);
    /// Adopts steps the load task built off the GUI thread, or builds them when null.
    void init(std::shared_ptr<StepIndex> steps = nullptr);
    void rebuildSteps();
    void rebuildEpisodes();
    void buildEpisodesInBackground();
    void dataChangedAt(const QString& path, bool structural);
    Core::Batch& parentBatch(const QString& path, QString* leafName);

    std::shared_ptr<Core::Batch> m_root;
    std::shared_ptr<Core::ReplayBuffer> m_buffer;
    QString m_filePath;
    QString m_displayName;
    QString m_formatName;
    QString m_className;
    QString m_release;
    QString m_sourceFormat;
    QString m_layout;
    SaveFormat m_saveFormat = SaveFormat::None;
    bool m_busy = false;
    QList<QPair<QString, QString>> m_details;
    QList<QPair<QString, QStringList>> m_episodeMasks;
    QUndoStack m_undoStack;

    std::vector<StateKey> m_stateKeys; // rebuilt with the data
    std::vector<std::int64_t> m_carriedCuts;
    bool m_sample = false;
    StepIndex m_steps; // steps and episodes, rebuilt on structural edits
    int m_episodeBuilds = 0; // bumped by each build; a late background result is dropped
    double m_episodesFound = 1.0; // see episodesFound()
    std::int64_t m_currentStep = 0;
    std::vector<bool> m_newEpisodes; // File ▸ Watch's marks, one per episode
    QList<qint64> m_matchedSteps;
    QString m_matchQuery;
    QString m_currentKey;
    QStringList m_selectedKeys;
    QStringList m_pinnedKeys;

    KeyStatsCache* m_stats; // a child, told of every edit
};

} // namespace ReplayScope::Ui
