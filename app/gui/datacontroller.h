// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <widgets/model/data/dataops.h>
#include <widgets/model/data/episodeexport.h>

#include <QList>
#include <QObject>
#include <QString>

#include <cstdint>
#include <functional>
#include <vector>

class MainWindow;

namespace ReplayScope::Ui {
class DataTask;
class Document;
} // namespace ReplayScope::Ui

/// The Data menu's operations and the curated export: each asks what it needs in a
/// small dialog, then runs the core operation on a worker thread (DataTask). New data
/// opens as new tabs named after what made it; deletions and new keys are undoable
/// edits of the current document. The non-dialog functions do the same without asking
/// (tests and scripted use); they return false when nothing was started.
class DataController final : public QObject
{
    Q_OBJECT

public:
    explicit DataController(MainWindow* window);

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

signals:
    /// A problem to show in the window.
    void problem(const QString& message);

private:
    ReplayScope::Ui::Document* current() const;
    bool runMaking(const QString& description, std::function<std::vector<ReplayScope::Ui::DataResult>()> make);

    MainWindow* m_window;
    ReplayScope::Ui::DataTask* m_task;
};
