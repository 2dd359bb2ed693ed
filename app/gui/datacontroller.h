// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/data/dataops.h>
#include <widgets/model/data/episodeexport.h>

#include <QList>
#include <QObject>
#include <QPair>
#include <QString>

#include <cstdint>
#include <functional>
#include <vector>

class QWidget;

namespace ReplayScope::Ui {
class DataTask;
class Document;
} // namespace ReplayScope::Ui

/// What the Data menu may read of the window that holds it: functions so that it sees
/// the state at the moment an operation starts, and knows nothing else of the window.
struct DataSources {
    /// The open documents, in tab order (the ones Stack and Concatenate offer).
    std::function<QList<ReplayScope::Ui::Document*>()> documents;
    /// The document the operations act on, or null.
    std::function<ReplayScope::Ui::Document*()> current;
    /// The episodes chosen in the episode list.
    std::function<QList<qint64>()> selectedEpisodes;
    /// The episodes the episode list's filter shows.
    std::function<QList<qint64>()> shownEpisodes;
    /// The steps of the rows selected in the table (ascending, each once).
    std::function<QList<qint64>()> selectedSteps;
};

/// The Data menu's operations and the curated export: each asks what it needs in a
/// small dialog, then runs the core operation on a worker thread (DataTask). New data
/// opens as new tabs named after what made it; deletions and new keys are undoable
/// edits of the current document. The non-dialog functions do the same without asking
/// (tests and scripted use); they return false when nothing was started. The new
/// documents are announced by documentCreated; whoever shows them takes them.
class DataController final : public QObject {
    Q_OBJECT

public:
    /// Reads documents and episodes through sources; dialogs open over dialogParent,
    /// which also owns the controller.
    DataController(DataSources sources, QWidget* dialogParent);

    ReplayScope::Ui::DataTask* task() const { return m_task; }

    bool stack(const QList<ReplayScope::Ui::Document*>& documents, int axis);
    bool cat(const QList<ReplayScope::Ui::Document*>& documents);
    bool split(std::int64_t size, bool shuffle, std::uint32_t seed, bool mergeLast);
    /// Split writing the parts into folder as part-000.<extension>, ... (pkl, h5 or npz;
    /// see writeSplitFiles) instead of opening them: no new documents.
    bool splitToFolder(std::int64_t size, bool shuffle, std::uint32_t seed, bool mergeLast, const QString& folder,
                       const QString& extension);
    bool sample(std::int64_t count, std::uint32_t seed);
    bool dropNull();
    bool slice(const QString& indexText);
    /// Undoable: deletes the steps selected by a numpy index over the step numbers.
    bool deleteRows(const QString& indexText);
    /// Undoable: deletes whole episodes (buffers stay buffers of the same family).
    bool deleteEpisodes(const QList<qint64>& episodes);
    /// Undoable: adds key name = expression (see evaluateExpression).
    bool addKey(const QString& name, const QString& expression);
    /// Writes the episodes to path in the background.
    bool exportEpisodes(const QList<qint64>& episodes, const QString& path, ReplayScope::Ui::ExportFormat format);

    // The menu entries: ask, then run.
    void stackDialog(bool stack);
    void splitDialog();
    void sampleDialog();
    void dropNullDialog();
    void sliceDialog();
    void deleteRowsDialog();
    void deleteEpisodesOfNavigator();
    void addKeyDialog();
    void exportDialog();

    /// The numpy index Delete Rows proposes for steps (ascending, each once): `a:b` for
    /// a run, `a` for one step, `[a, b, ...]` otherwise.
    static QString indexOfSteps(const QList<qint64>& steps);

signals:
    /// A problem to show in the window.
    void problem(const QString& message);
    /// New data was made (Stack, Split, Sample, ...): a document nobody owns yet,
    /// modified from the start because it exists nowhere else.
    void documentCreated(ReplayScope::Ui::Document* document);

private:
    ReplayScope::Ui::Document* current() const;
    bool runMaking(const QString& description, std::function<std::vector<ReplayScope::Ui::DataResult>()> make);

    DataSources m_sources;
    QWidget* m_dialogParent;
    ReplayScope::Ui::DataTask* m_task;
    /// Add Key's last name and expression, offered again when it reopens.
    QPair<QString, QString> m_lastAddKey;
};
