// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>

class QAction;
class QMenu;
class QObject;
class QUndoGroup;

namespace ReplayScope::Ui {
class Document;
}

/// Every QAction of the main window with its text, shortcut, icon and status tip,
/// created in one place (MainWindow only connects them), plus the rules that enable
/// them.
struct Actions {
    /// Creates the actions as children of parent; undo and redo come from undoGroup so
    /// they follow the current document's stack and name the command they undo.
    Actions(QObject* parent, QUndoGroup* undoGroup);

    // File
    QAction* open;
    QAction* openFolder; ///< a dataset stored as a folder (Minari)
    QAction* save;
    QAction* saveAs;
    QAction* watch; ///< checkable: File ▸ Watch
    QAction* compareWith;
    QAction* close;
    QAction* clearRecent;
    QAction* quit;
    // Edit
    QAction* undo;
    QAction* redo;
    QAction* copy;
    QAction* renameKey;
    QAction* deleteKey;
    QAction* editValue;
    QAction* goToRow;
    QAction* findSteps;
    // Edit ▸ Copy as Python
    QAction* copyPythonKey;
    QAction* copyPythonRows;
    QAction* copyPythonEpisodes;
    QAction* copyPythonDocument;
    QAction* copyPythonPreview;
    QAction* preferences;
    // Episode
    QAction* firstEpisode;
    QAction* previousEpisode;
    QAction* nextEpisode;
    QAction* lastEpisode;
    QAction* goToEpisode;
    QAction* previousStep;
    QAction* nextStep;
    // Data
    QAction* stack;
    QAction* cat;
    QAction* split;
    QAction* sample;
    QAction* dropNull;
    QAction* slice;
    QAction* deleteRows;
    QAction* deleteEpisodes;
    QAction* addKey;
    QAction* exportEpisodes;
    // View: the keyboard way into each panel
    QAction* focusKeys;
    QAction* focusTable;
    QAction* focusEpisodes;
    // Help
    QAction* shortcuts;
    QAction* about;
    QAction* aboutQt;

    /// The actions of the Episode menu, in menu order.
    QList<QAction*> episodeActions() const;
    /// The actions of the Data menu, in menu order.
    QList<QAction*> dataActions() const;
    /// Every action (for the shortcuts list).
    QList<QAction*> all() const;

    /// Enables what makes sense for the current document (null: none open), whether a
    /// key is selected in the tree, and whether a table cell is current.
    void updateEnabled(const ReplayScope::Ui::Document* document, bool hasKey, bool hasCell, bool saving);
    /// Enables the Data menu: documents open, and whether a data task is running.
    void updateDataEnabled(const ReplayScope::Ui::Document* document, int documentCount, bool running);
};
