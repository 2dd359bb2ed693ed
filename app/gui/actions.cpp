// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/gui/actions.h>

#include <widgets/model/document.h>

#include <QAction>
#include <QCoreApplication>
#include <QIcon>
#include <QUndoGroup>

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("Actions", text);
}

QAction* make(QObject* parent, const QString& text, const QString& themeIcon, const QKeySequence& key,
              const QString& tip)
{
    auto* action = new QAction(text, parent);
    if (!themeIcon.isEmpty())
        action->setIcon(QIcon::fromTheme(themeIcon));
    if (!key.isEmpty())
        action->setShortcut(key);
    action->setStatusTip(tip);
    return action;
}

} // namespace

Actions::Actions(QObject* parent, QUndoGroup* undoGroup)
{
    const auto alt = [](int key) { return QKeySequence(Qt::ALT | key); };
    open = make(parent, tr("&Open…"), QStringLiteral("document-open"), QKeySequence::Open,
                tr("Open a replay buffer or dataset"));
    openFolder = make(parent, tr("Open &Dataset Folder…"), QStringLiteral("document-open"), {},
                      tr("Open a dataset stored as a folder (Minari: data/main_data.hdf5 and metadata.json)"));
    save = make(parent, tr("&Save"), QStringLiteral("document-save"), QKeySequence::Save,
                tr("Save the changes to the file"));
    saveAs = make(parent, tr("Save &As…"), QStringLiteral("document-save-as"), QKeySequence::SaveAs,
                  tr("Save as a Tianshou pickle or HDF5 file, or as numpy npz"));
    watch = make(parent, tr("&Watch"), QStringLiteral("view-refresh"), {},
                 tr("Read the file again whenever it changes on disk (a buffer a training script saves)"));
    watch->setCheckable(true);
    compareWith = make(parent, tr("Co&mpare With…"), {}, {},
                       tr("Compare this document with another open one: keys, statistics, distributions, episodes"));
    close = make(parent, tr("&Close"), QStringLiteral("document-close"), QKeySequence::Close,
                 tr("Close the current document"));
    clearRecent = make(parent, tr("Clear &List"), {}, {}, tr("Forget the recently opened files"));
    quit = make(parent, tr("&Quit"), QStringLiteral("application-exit"), QKeySequence::Quit, tr("Quit ReplayScope"));

    undo = undoGroup->createUndoAction(parent, tr("&Undo"));
    undo->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    undo->setShortcut(QKeySequence::Undo);
    redo = undoGroup->createRedoAction(parent, tr("&Redo"));
    redo->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
    redo->setShortcut(QKeySequence::Redo);
    copy = make(parent, tr("&Copy"), QStringLiteral("edit-copy"), QKeySequence::Copy,
                tr("Copy the selected cells as tab-separated values"));
    renameKey = make(parent, tr("Re&name Key"), QStringLiteral("edit-rename"), QKeySequence(Qt::Key_F2),
                     tr("Rename the selected key"));
    deleteKey = make(parent, tr("&Delete Key"), QStringLiteral("edit-delete"), QKeySequence(Qt::SHIFT | Qt::Key_Delete),
                     tr("Delete the selected key and everything under it"));
    editValue = make(parent, tr("&Edit Value"), {}, QKeySequence(Qt::Key_F4), tr("Edit the current table cell"));
    goToRow = make(parent, tr("&Go to Row…"), QStringLiteral("go-jump"), QKeySequence(Qt::CTRL | Qt::Key_G),
                   tr("Jump to a row of the table"));
    findSteps = make(parent, tr("&Find Steps…"), QStringLiteral("edit-find"), QKeySequence::Find,
                     tr("Find the steps where an expression holds, e.g. rew < -1"));
    copyPythonKey = make(parent, tr("Current &Key"), {}, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
                         tr("Copy Python that loads the current key from the file"));
    copyPythonRows = make(parent, tr("Selected &Rows"), {}, {},
                          tr("Copy Python that loads the selected table rows of the current key"));
    copyPythonEpisodes = make(parent, tr("Selected &Episodes"), {}, {},
                              tr("Copy Python that loads the current key at the steps of the selected episodes"));
    copyPythonDocument = make(parent, tr("Whole &Document"), {}, {},
                              tr("Copy Python that loads the whole file with the library that wrote it"));
    copyPythonPreview = make(parent, tr("&Preview…"), {}, {},
                             tr("Show the Python of the current key, rows, episodes or file before copying it"));
    preferences = make(parent, tr("Pre&ferences…"), QStringLiteral("preferences-system"), QKeySequence::Preferences,
                       tr("Choose the language of ReplayScope"));
    preferences->setMenuRole(QAction::PreferencesRole);

    firstEpisode = make(parent, tr("&First Episode"), QStringLiteral("go-first"), alt(Qt::Key_Home),
                        tr("Go to the first episode"));
    previousEpisode = make(parent, tr("&Previous Episode"), QStringLiteral("go-previous"), alt(Qt::Key_PageUp),
                           tr("Go to the previous episode"));
    nextEpisode = make(parent, tr("&Next Episode"), QStringLiteral("go-next"), alt(Qt::Key_PageDown),
                       tr("Go to the next episode"));
    lastEpisode =
        make(parent, tr("&Last Episode"), QStringLiteral("go-last"), alt(Qt::Key_End), tr("Go to the last episode"));
    goToEpisode = make(parent, tr("&Go to Episode…"), QStringLiteral("go-jump"), QKeySequence(Qt::CTRL | Qt::Key_E),
                       tr("Go to an episode by number"));
    previousStep = make(parent, tr("Previous &Step"), QStringLiteral("go-up"), alt(Qt::Key_Up),
                        tr("Go to the previous step of this episode (Tianshou's prev)"));
    nextStep = make(parent, tr("Next S&tep"), QStringLiteral("go-down"), alt(Qt::Key_Down),
                    tr("Go to the next step of this episode (Tianshou's next)"));

    stack = make(parent, tr("&Stack…"), {}, {}, tr("Batch.stack of this and other open documents into a new one"));
    cat = make(parent, tr("&Concatenate…"), {}, {}, tr("Batch.cat of this and other open documents into a new one"));
    split = make(parent, tr("S&plit…"), {}, {}, tr("Split the rows into parts, each a new document"));
    sample = make(parent, tr("Sa&mple…"), {}, {}, tr("A random sample of the rows as a new document"));
    dropNull = make(parent, tr("&Drop Null…"), {}, {}, tr("A new document without the rows holding NaN or None"));
    slice = make(parent, tr("S&lice…"), {}, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I),
                 tr("The rows a numpy index selects, as a new document"));
    deleteRows = make(parent, tr("Delete &Rows…"), QStringLiteral("edit-delete"), {},
                      tr("Delete the steps a numpy index selects (undoable)"));
    deleteEpisodes = make(parent, tr("Delete Selected &Episodes"), QStringLiteral("edit-delete"), {},
                          tr("Delete the episodes selected in the episode list (undoable)"));
    addKey = make(parent, tr("&Add Key…"), QStringLiteral("list-add"), {},
                  tr("Add a key computed from others, such as rew * 0.99 (undoable)"));
    exportEpisodes = make(parent, tr("E&xport Episodes…"), QStringLiteral("document-export"),
                          QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
                          tr("Save the selected or filtered episodes as a buffer, D4RL HDF5 or npz"));

    focusKeys = make(parent, tr("Go to &Keys"), {}, QKeySequence(Qt::CTRL | Qt::Key_1),
                     tr("Put the keyboard focus into the key tree"));
    focusTable = make(parent, tr("Go to &Table"), {}, QKeySequence(Qt::CTRL | Qt::Key_2),
                      tr("Put the keyboard focus into the table"));
    focusEpisodes = make(parent, tr("Go to E&pisodes"), {}, QKeySequence(Qt::CTRL | Qt::Key_3),
                         tr("Put the keyboard focus into the episode list"));

    shortcuts = make(parent, tr("&Keyboard Shortcuts"), QStringLiteral("help-keyboard-shortcuts"),
                     QKeySequence(Qt::CTRL | Qt::Key_Slash), tr("List the keyboard shortcuts"));
    about = make(parent, tr("&About ReplayScope"), QStringLiteral("help-about"), {}, tr("About ReplayScope"));
    aboutQt = make(parent, tr("About &Qt"), {}, {}, tr("About the Qt toolkit"));
}

QList<QAction*> Actions::episodeActions() const
{
    return {firstEpisode, previousEpisode, nextEpisode, lastEpisode, goToEpisode, previousStep, nextStep};
}

QList<QAction*> Actions::dataActions() const
{
    return {stack, cat, split, sample, dropNull, slice, deleteRows, deleteEpisodes, addKey, exportEpisodes};
}

QList<QAction*> Actions::all() const
{
    return QList<QAction*>{open,
                           openFolder,
                           save,
                           saveAs,
                           watch,
                           compareWith,
                           close,
                           quit,
                           undo,
                           redo,
                           copy,
                           renameKey,
                           deleteKey,
                           editValue,
                           goToRow,
                           findSteps,
                           copyPythonKey,
                           copyPythonRows,
                           copyPythonEpisodes,
                           copyPythonDocument,
                           copyPythonPreview,
                           preferences}
           + episodeActions() + dataActions()
           + QList<QAction*>{focusKeys, focusTable, focusEpisodes, shortcuts, about, aboutQt};
}

void Actions::updateDataEnabled(const ReplayScope::Ui::Document* document, int documentCount, bool running)
{
    const bool open = document != nullptr && !running;
    const bool rows = open && document->stepCount() > 0;
    const bool editable = rows && !document->isBusy();
    stack->setEnabled(open && documentCount > 1);
    compareWith->setEnabled(open && documentCount > 1 && !document->isBusy());
    cat->setEnabled(open && documentCount > 1);
    for (QAction* action : {split, sample, dropNull, slice})
        action->setEnabled(rows);
    deleteRows->setEnabled(editable); // for buffers it says why it cannot
    const bool episodes = rows && document->episodes().count() > 0;
    deleteEpisodes->setEnabled(editable && episodes);
    addKey->setEnabled(editable);
    exportEpisodes->setEnabled(episodes);
}

void Actions::updateEnabled(const ReplayScope::Ui::Document* document, bool hasKey, bool hasCell, bool saving)
{
    const bool open = document != nullptr;
    const bool editable = open && !document->isBusy();
    save->setEnabled(open && !saving);
    saveAs->setEnabled(open && !saving);
    watch->setEnabled(open && !document->filePath().isEmpty());
    close->setEnabled(open);
    copy->setEnabled(hasCell);
    renameKey->setEnabled(editable && hasKey);
    deleteKey->setEnabled(editable && hasKey);
    editValue->setEnabled(editable && hasCell);
    goToRow->setEnabled(open);
    findSteps->setEnabled(open);
    // Python loads files: data made in the window (Split, Sample, ...) has none yet.
    const bool file = open && !document->filePath().isEmpty();
    copyPythonKey->setEnabled(file && hasKey);
    copyPythonRows->setEnabled(file && document->stepCount() > 0);
    copyPythonEpisodes->setEnabled(file && document->episodes().count() > 0);
    copyPythonDocument->setEnabled(file);
    copyPythonPreview->setEnabled(file);
    const bool episodes = open && document->episodes().count() > 0;
    for (QAction* action : {firstEpisode, previousEpisode, nextEpisode, lastEpisode, goToEpisode})
        action->setEnabled(episodes);
    previousStep->setEnabled(open && document->stepCount() > 0);
    nextStep->setEnabled(open && document->stepCount() > 0);
}
