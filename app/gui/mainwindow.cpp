// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/gui/mainwindow.h>

#include <app/gui/aboutinfo.h>
#include <app/gui/contextmenus.h>
#include <app/gui/datacontroller.h>
#include <app/gui/distinctnames.h>
#include <app/gui/findsteps.h>
#include <app/gui/pythoncopy.h>
#include <app/gui/watchcontroller.h>
#include <app/gui/preferencesdialog.h>

#include <app/gui/settings.h>
#include <app/gui/windowlayout.h>

#include <widgets/model/autosave.h>
#include <widgets/model/batchtreemodel.h>
#include <widgets/model/commands/removekey.h>
#include <widgets/model/detailsmodel.h>
#include <widgets/view/detailsview.h>
#include <widgets/model/document.h>
#include <widgets/model/keysteps.h>
#include <widgets/model/roles.h>
#include <widgets/model/tasks/datatask.h>
#include <widgets/model/tasks/loadtask.h>
#include <widgets/model/tasks/savetask.h>
#include <widgets/model/tensortablemodel.h>
#include <widgets/model/valuetext.h>
#include <widgets/view/episodenavigator.h>
#include <widgets/view/errorbanner.h>
#include <widgets/view/image/imagepanel.h>
#include <widgets/view/keytreepanel.h>
#include <widgets/view/plot/plotpanel.h>
#include <widgets/view/shortcutsdialog.h>
#include <widgets/view/stepfilterbar.h>
#include <widgets/view/tablepanel.h>

#include <QAction>
#include <QDir>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QTimer>
#include <QUndoGroup>
#include <QVBoxLayout>

#include <set>

using namespace ReplayScope;

namespace {

/// The table (or image) above the plot, as the window is built and after Reset Layout.
const QList<int> ViewSplitterSizes{400, 320};

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_undoGroup(new QUndoGroup(this))
    , m_actions(std::make_unique<Actions>(this, m_undoGroup))
    , m_keyModel(new Ui::BatchTreeModel(this))
    , m_tableModel(new Ui::TensorTableModel(this))
    , m_detailsModel(new Ui::DetailsModel(this))
    , m_loadTask(new Ui::LoadTask(this))
    , m_saveTask(new Ui::SaveTask(this))
{
    setAcceptDrops(true);
    const DataSources sources{.documents = [this] { return m_documents; },
                              .current = [this] { return document(); },
                              .selectedEpisodes = [this] { return m_episodes->selectedEpisodes(); },
                              .shownEpisodes = [this] { return m_episodes->shownEpisodes(); },
                              .selectedSteps = [this] { return selectedSteps(); }};
    m_data = new DataController(sources, this);
    m_python = std::make_unique<PythonCopier>(sources);
    m_watch = new WatchController(this);
    m_autosave = new Ui::AutosaveManager(this);
    m_autosave->setDelay(Settings::autosaveSeconds() * 1000);
    createPanels();
    m_find = new FindStepsController(
        m_table->findBar(), sources, [this](const QList<qint64>& episodes) { m_episodes->selectEpisodes(episodes); },
        this);
    createMenus();
    connectActions();
    connectTasks();
    // Remembers the layout just built for View > Reset Layout; a saved one that does
    // not fit this screen is not restored.
    auto* windowLayout = new App::WindowLayout(this, QSize(1200, 760));
    windowLayout->setDefaultSizes(findChild<QSplitter*>(QStringLiteral("viewSplitter")), ViewSplitterSizes);
    windowLayout->restore(Settings::windowGeometry(), Settings::windowState());
    showDocument(nullptr);
    qApp->installEventFilter(this); // see eventFilter(): Ctrl+E everywhere
}

MainWindow::~MainWindow()
{
    // The documents are deleted after the panels, and their undo stacks report "clean"
    // as they go (a document whose changes were discarded): the window must not hear it.
    // Closed documents waiting for deleteLater are no longer in m_documents but are still
    // children, hence findChildren.
    const QList<Ui::Document*> documents = findChildren<Ui::Document*>();
    for (Ui::Document* doc : documents) {
        doc->disconnect(this);
        doc->undoStack()->disconnect(this);
    }
}

void MainWindow::createPanels()
{
    m_keyTree = new Ui::KeyTreePanel(this);
    m_keyTree->setModel(m_keyModel);
    m_keyTree->setContextActions({m_actions->renameKey, m_actions->deleteKey});
    m_table = new Ui::TablePanel(this);
    m_table->setModel(m_tableModel);
    m_episodes = new Ui::EpisodeNavigator(this);
    m_episodes->setActions({m_actions->firstEpisode, m_actions->previousEpisode, m_actions->nextEpisode,
                            m_actions->lastEpisode, m_actions->previousStep, m_actions->nextStep});
    m_details = new Ui::DetailsView(this);
    m_details->setModel(m_detailsModel);
    m_errors = new Ui::ErrorBanner(this);
    m_tabs = new QTabBar(this);
    m_tabs->setTabsClosable(true);
    m_tabs->setDocumentMode(true);
    m_tabs->setExpanding(false);
    m_plot = new Ui::PlotPanel(this);
    m_views = new QTabWidget(this);
    m_views->setDocumentMode(true);
    m_views->addTab(m_table, tr("Table"));
    m_image = new Ui::ImagePanel(this);
    m_views->addTab(m_image, tr("Image"));
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_views);
    split->addWidget(m_plot);
    split->setObjectName(QStringLiteral("viewSplitter"));
    split->setSizes(ViewSplitterSizes);

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_errors);
    layout->addWidget(m_tabs);
    layout->addWidget(split, 1);
    setCentralWidget(central);

    const auto dock = [this](QWidget* widget, const QString& title, const QString& name, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(name); // saveState() keys docks by object name
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    QDockWidget* keys = dock(m_keyTree, tr("Keys"), QStringLiteral("keysDock"), Qt::LeftDockWidgetArea);
    QDockWidget* episodes = dock(m_episodes, tr("Episodes"), QStringLiteral("episodesDock"), Qt::RightDockWidgetArea);
    dock(m_details, tr("Details"), QStringLiteral("detailsDock"), Qt::RightDockWidgetArea);
    // The table gets most of the width unless the user's saved layout says otherwise.
    resizeDocks({keys, episodes}, {330, 340}, Qt::Horizontal);

    m_statusSummary = new QLabel(this);
    m_progress = new QProgressBar(this);
    m_progress->setMaximumWidth(160);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_cancel = new QToolButton(this);
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop opening the file"));
    m_cancel->hide();
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);
    statusBar()->addPermanentWidget(m_statusSummary);
}

void MainWindow::createMenus()
{
    Actions& a = *m_actions;
    installContextMenus(a, m_table->tableView(), m_episodes->listView());
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addActions({a.open, a.openFolder});
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    updateRecentMenu();
    file->addSeparator();
    file->addActions({a.save, a.saveAs});
    file->addSeparator();
    file->addActions({a.compareWith, a.watch});
    file->addSeparator();
    file->addActions({a.close, a.quit});

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addActions({a.undo, a.redo});
    edit->addSeparator();
    edit->addActions({a.copy, a.goToRow});
    edit->addAction(a.findSteps);
    QMenu* python = edit->addMenu(tr("Copy as &Python"));
    python->setObjectName(QStringLiteral("copyAsPythonMenu"));
    python->addActions({a.copyPythonKey, a.copyPythonRows, a.copyPythonEpisodes, a.copyPythonDocument});
    python->addSeparator();
    python->addAction(a.copyPythonPreview);
    edit->addSeparator();
    edit->addActions({a.renameKey, a.deleteKey, a.editValue});
    edit->addSeparator();
    edit->addAction(a.preferences);

    QMenu* episode = menuBar()->addMenu(tr("E&pisode"));
    episode->addActions({a.firstEpisode, a.previousEpisode, a.nextEpisode, a.lastEpisode});
    episode->addSeparator();
    episode->addAction(a.goToEpisode);
    episode->addSeparator();
    episode->addActions({a.previousStep, a.nextStep});

    QMenu* data = menuBar()->addMenu(tr("&Data"));
    data->addActions({a.stack, a.cat, a.split, a.sample, a.dropNull, a.slice});
    data->addSeparator();
    data->addActions({a.deleteRows, a.deleteEpisodes, a.addKey});
    data->addSeparator();
    data->addAction(a.exportEpisodes);

    QToolBar* tools = addToolBar(tr("Main"));
    tools->setObjectName(QStringLiteral("mainToolBar"));
    tools->addActions({a.open, a.save});
    tools->addSeparator();
    tools->addActions({a.undo, a.redo});
    tools->addSeparator();
    tools->addActions({a.firstEpisode, a.previousEpisode, a.nextEpisode, a.lastEpisode});

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* d : findChildren<QDockWidget*>())
        view->addAction(d->toggleViewAction());
    view->addAction(tools->toggleViewAction());
    view->addSeparator();
    QAction* resetLayout = view->addAction(tr("Reset &Layout"));
    resetLayout->setObjectName(QStringLiteral("resetLayout"));
    resetLayout->setStatusTip(tr("Put the panels back where they were at the first start"));
    connect(resetLayout, &QAction::triggered, this, [this] {
        if (auto* layout = findChild<App::WindowLayout*>())
            layout->reset();
    });

    view->addSeparator();
    view->addActions({a.focusKeys, a.focusTable, a.focusEpisodes});

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(a.shortcuts);
    help->addSeparator();
    help->addActions({a.about, a.aboutQt});
}

void MainWindow::connectActions()
{
    Actions& a = *m_actions;
    // Into a panel from wherever the focus is: its dock shown and raised first (it may be
    // closed or a tab behind another dock), the table's tab chosen.
    const auto focusIn = [this](QWidget* panel, QWidget* target) {
        for (QWidget* w = panel; w; w = w->parentWidget())
            if (auto* dock = qobject_cast<QDockWidget*>(w)) {
                dock->show();
                dock->raise();
            }
        target->setFocus(Qt::ShortcutFocusReason);
    };
    connect(a.focusKeys, &QAction::triggered, this, [this, focusIn] { focusIn(m_keyTree, m_keyTree->treeView()); });
    connect(a.focusTable, &QAction::triggered, this, [this, focusIn] {
        m_views->setCurrentWidget(m_table);
        focusIn(m_table, m_table->tableView());
    });
    connect(a.focusEpisodes, &QAction::triggered, this,
            [this, focusIn] { focusIn(m_episodes, m_episodes->listView()); });
    connect(a.openFolder, &QAction::triggered, this, [this] {
        const QString folder =
            QFileDialog::getExistingDirectory(this, tr("Open Dataset Folder"), Settings::lastDirectory());
        if (!folder.isEmpty())
            openFiles({folder});
    });
    connect(a.open, &QAction::triggered, this, [this] {
        const QStringList paths = QFileDialog::getOpenFileNames(
            this, tr("Open"), Settings::lastDirectory(),
            tr("Replay buffers and datasets (*.pkl *.pickle *.pk *.h5 *.hdf5 *.hdf *.npz *.npy *.json *.memmap *.pt *.pth *.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;"
               "HDF5: Tianshou, D4RL, Minari, robomimic, d3rlpy (*.h5 *.hdf5 *.hdf);;"
               "numpy and imitation trajectories (*.npz *.npy);;"
               "torch.save files (*.pt *.pth);;"
               "Compressed pickles (*.pkl.gz *.pkl.bz2 *.pkl.xz *.pkl.lzma *.pkl.z *.joblib);;"
               "TorchRL ReplayBuffer.dumps(): any file of the folder (*.memmap *.json);;All files (*)"));
        openFiles(paths);
    });
    connect(a.save, &QAction::triggered, this, [this] { saveDocument(document()); });
    connect(a.saveAs, &QAction::triggered, this, &MainWindow::saveAs);
    connect(a.watch, &QAction::triggered, this, [this](bool on) { m_watch->setWatched(document(), on); });
    connect(a.compareWith, &QAction::triggered, this, &MainWindow::compareWith);
    connect(m_watch, &WatchController::reloaded, this, &MainWindow::replaceDocument);
    connect(m_watch, &WatchController::watchedChanged, this, [this] {
        updateTabs();
        updateActions();
    });
    connect(m_watch, &WatchController::message, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    connect(a.close, &QAction::triggered, this, [this] { closeDocument(m_tabs->currentIndex()); });
    connect(a.clearRecent, &QAction::triggered, this, [] { Settings::removeRecentFile(); });
    connect(a.quit, &QAction::triggered, this, &QWidget::close);

    connect(a.copy, &QAction::triggered, m_table, &Ui::TablePanel::copySelection);
    connect(a.goToRow, &QAction::triggered, m_table, &Ui::TablePanel::focusGoToRow);
    connect(a.findSteps, &QAction::triggered, m_table->findBar(), &Ui::StepFilterBar::focusEdit);
    const std::pair<QAction*, PythonScope> pythonScopes[] = {{a.copyPythonKey, PythonScope::Key},
                                                             {a.copyPythonRows, PythonScope::Rows},
                                                             {a.copyPythonEpisodes, PythonScope::Episodes},
                                                             {a.copyPythonDocument, PythonScope::Document}};
    for (const auto& entry : pythonScopes) {
        const PythonScope scope = entry.second;
        connect(entry.first, &QAction::triggered, this,
                [this, scope] { statusBar()->showMessage(m_python->copy(scope), 8000); });
    }
    connect(a.copyPythonPreview, &QAction::triggered, this, &MainWindow::previewPython);
    connect(a.renameKey, &QAction::triggered, m_keyTree, &Ui::KeyTreePanel::editCurrentName);
    connect(a.editValue, &QAction::triggered, m_table, &Ui::TablePanel::editCurrentCell);
    connect(a.deleteKey, &QAction::triggered, this, [this] {
        const QString path = m_keyTree->currentPath();
        if (document() && !path.isEmpty()) {
            document()->undoStack()->push(new Ui::RemoveKey(document(), path));
            warnIfBufferKey(document(), path);
        }
    });

    connect(a.firstEpisode, &QAction::triggered, this, [this] { document()->goToEpisode(0); });
    connect(a.lastEpisode, &QAction::triggered, this,
            [this] { document()->goToEpisode(document()->episodes().count() - 1); });
    connect(a.previousEpisode, &QAction::triggered, this, [this] { moveEpisode(-1); });
    connect(m_errors, &Ui::ErrorBanner::dismissed, this, [this] {
        m_windowErrors.clear();
        m_documentErrors.remove(document());
    });
    connect(a.nextEpisode, &QAction::triggered, this, [this] { moveEpisode(+1); });
    connect(a.goToEpisode, &QAction::triggered, this, &MainWindow::goToEpisodeDialog);
    connect(a.previousStep, &QAction::triggered, this, [this] { document()->previousStep(); });
    connect(a.nextStep, &QAction::triggered, this, [this] { document()->nextStep(); });

    connect(a.stack, &QAction::triggered, m_data, [this] { m_data->stackDialog(true); });
    connect(a.cat, &QAction::triggered, m_data, [this] { m_data->stackDialog(false); });
    connect(a.split, &QAction::triggered, m_data, &DataController::splitDialog);
    connect(a.sample, &QAction::triggered, m_data, &DataController::sampleDialog);
    connect(a.dropNull, &QAction::triggered, m_data, &DataController::dropNullDialog);
    connect(a.slice, &QAction::triggered, m_data, &DataController::sliceDialog);
    connect(a.deleteRows, &QAction::triggered, m_data, &DataController::deleteRowsDialog);
    connect(a.deleteEpisodes, &QAction::triggered, m_data, &DataController::deleteEpisodesOfNavigator);
    connect(a.addKey, &QAction::triggered, m_data, &DataController::addKeyDialog);
    connect(a.exportEpisodes, &QAction::triggered, m_data, &DataController::exportDialog);
    connect(m_data, &DataController::problem, this, [this](const QString& m) { showError(m, document()); });
    connect(m_data, &DataController::documentCreated, this, &MainWindow::addDocument);
    connect(m_episodes, &Ui::EpisodeNavigator::selectionChanged, this, &MainWindow::updateActions);

    connect(a.shortcuts, &QAction::triggered, this, &MainWindow::showShortcuts);
    connect(a.about, &QAction::triggered, this, &MainWindow::showAbout);
    connect(a.aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    connect(a.preferences, &QAction::triggered, this, [this] {
        PreferencesDialog dialog(this);
        dialog.exec();
        m_autosave->setDelay(Settings::autosaveSeconds() * 1000);
    });

    connect(m_tabs, &QTabBar::currentChanged, this, [this](int index) { showDocument(m_documents.value(index)); });
    connect(m_tabs, &QTabBar::tabCloseRequested, this, &MainWindow::closeDocument);
    connect(m_keyTree, &Ui::KeyTreePanel::keySelected, this, [this](const QString& path) {
        if (Ui::Document* doc = document()) {
            doc->setCurrentKey(path); // the plot and image follow the document's key
            m_tableModel->setKeys(m_keyTree->tableKeys()); // the table: every selected or pinned key
            m_plot->setOverlayKeys(m_keyTree->tableKeys()); // the plot draws them over the key
            // Minari: choosing a key in another episode's group goes to that episode.
            if (const qint64 episode = Ui::episodeToVisit(*doc, path); episode >= 0)
                doc->goToEpisode(episode);
        }
        followCursor();
        updateActions();
    });
    // Several keys selected (Ctrl+click) or pinned: side by side in the table, kept per
    // document.
    connect(m_keyTree, &Ui::KeyTreePanel::tableKeysChanged, this, [this](const QStringList& keys) {
        if (Ui::Document* doc = document()) {
            doc->setSelectedKeys(m_keyTree->selectedPaths());
            doc->setPinnedKeys(m_keyTree->pinnedPaths());
        }
        m_tableModel->setKeys(keys);
        m_plot->setOverlayKeys(keys);
        // Minari: keySelected (next) first moves to the episode of the clicked group;
        // following the cursor now would move the table back to the current group.
        if (!document() || !document()->hasEpisodeGroups())
            followCursor();
    });
    connect(m_table, &Ui::TablePanel::currentRowChanged, this, [this](qint64 row) {
        Ui::Document* doc = document();
        if (const qint64 step = doc ? Ui::stepOfKeyRow(*doc, m_tableModel->key(), row) : -1; step >= 0)
            doc->setCurrentStep(step);
        updateActions();
    });
    connect(m_table, &Ui::TablePanel::problem, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    connect(m_keyModel, &Ui::BatchTreeModel::editRejected, this,
            [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    connect(m_cancel, &QToolButton::clicked, this, [this] {
        m_loadTask->cancel();
        m_data->task()->cancel();
    });
}

Ui::Document* MainWindow::document() const
{
    return m_documents.value(m_tabs->currentIndex());
}

void MainWindow::setCurrentDocument(int index)
{
    m_tabs->setCurrentIndex(index);
}

void MainWindow::addDocument(Ui::Document* document)
{
    document->setParent(this);
    m_undoGroup->addStack(document->undoStack());
    m_autosave->watch(document);
    m_documents.append(document);
    // An edit, undo or redo that went through ends the document's earlier errors.
    connect(document->undoStack(), &QUndoStack::indexChanged, this, [this, document] { clearErrors(document); });
    connect(document, &Ui::Document::modifiedChanged, this, &MainWindow::updateTabs);
    connect(document, &Ui::Document::filePathChanged, this, &MainWindow::updateTabs);
    const int index = m_tabs->addTab(document->displayName());
    updateTabs();
    m_tabs->setCurrentIndex(index);
    if (index == 0)
        showDocument(document); // the first tab does not emit currentChanged on some styles
}

void MainWindow::updateTabs()
{
    // Files of the same name (run1/buf.pkl, run2/buf.pkl) get as much of their folder as
    // tells them apart.
    QList<QPair<QString, QString>> names;
    for (const Ui::Document* d : std::as_const(m_documents))
        names.append({d->displayName(), d->filePath()});
    const QStringList labels = distinctLabels(names);
    for (int index = 0; index < m_documents.size(); ++index) {
        const Ui::Document* document = m_documents.at(index);
        m_tabs->setTabText(index, labels.at(index) + (document->isModified() ? QStringLiteral("*") : QString()));
        // A watched file's tab carries the Watch icon: it changes under the user's eyes.
        const bool watched = m_watch->isWatched(document);
        const QString path = QDir::toNativeSeparators(document->filePath());
        m_tabs->setTabIcon(index, watched ? m_actions->watch->icon() : QIcon());
        m_tabs->setTabToolTip(index, watched ? tr("%1 (watched: read again when it changes on disk)").arg(path) : path);
    }
    updateTitle();
}

void MainWindow::showDocument(Ui::Document* document)
{
    for (const auto& c : m_documentConnections)
        disconnect(c);
    m_documentConnections.clear();
    m_undoGroup->setActiveStack(document ? document->undoStack() : nullptr);
    m_keyModel->setDocument(document);
    m_find->showDocument(document);
    m_tableModel->setDocument(document);
    m_episodes->setDocument(document);
    m_plot->setDocument(document);
    m_image->setDocument(document);
    m_detailsModel->setDocument(document);
    if (!document)
        m_keyTree->setPinnedPaths({});
    if (document) {
        m_documentConnections << connect(document, &Ui::Document::currentStepChanged, this, &MainWindow::followCursor)
                              << connect(document, &Ui::Document::episodesChanged, this, &MainWindow::followCursor)
                              << connect(document, &Ui::Document::busyChanged, this, &MainWindow::updateActions)
                              << connect(document, &Ui::Document::episodesChanged, this, &MainWindow::updateStatus)
                              << connect(document, &Ui::Document::keyRemoved, this, &MainWindow::updateStatus)
                              << connect(document, &Ui::Document::keyInserted, this, &MainWindow::updateStatus)
                              << connect(document, &Ui::Document::dataReset, this, &MainWindow::updateStatus)
                              << connect(document, &Ui::Document::currentKeyChanged, this, &MainWindow::updateActions)
                              << connect(document, &Ui::Document::keyRenamed, this,
                                         [this, document](const QString& from) { warnIfBufferKey(document, from); });
        const QStringList selected = document->selectedKeys();
        m_keyTree->setPinnedPaths(document->pinnedKeys());
        selectKey(document->currentKey());
        if (selected.size() > 1)
            m_keyTree->selectPaths(selected);
        document->statistics()->refresh();
    }
    m_shownEpisode = document ? document->currentEpisode() : -1;
    refreshErrors();
    updateTitle();
    updateStatus();
    updateActions();
}

void MainWindow::selectKey(const QString& path)
{
    m_keyTree->treeView()->expandToDepth(0);
    if (!path.isEmpty() && m_keyTree->selectPath(path))
        return;
    // Nothing chosen yet: the observations, where they have a usual name (what people look
    // at first; a file's first key may be any flag), else the first array, so the table
    // shows something at once.
    std::function<QString(const QModelIndex&)> firstArray = [&](const QModelIndex& parent) -> QString {
        for (int r = 0; r < m_keyModel->rowCount(parent); ++r) {
            const QModelIndex i = m_keyModel->index(r, 0, parent);
            if (i.data(Ui::IsLeafArrayRole).toBool())
                return i.data(Ui::KeyPathRole).toString();
            if (const QString below = firstArray(i); !below.isEmpty())
                return below;
        }
        return {};
    };
    for (const char* usual : {"obs", "observations", "observation"}) {
        const QModelIndex obs = m_keyModel->indexForPath(QString::fromLatin1(usual));
        const QString key =
            obs.data(Ui::IsLeafArrayRole).toBool() ? obs.data(Ui::KeyPathRole).toString() : firstArray(obs);
        if (obs.isValid() && !key.isEmpty() && m_keyTree->selectPath(key))
            return;
    }
    const QString first = firstArray({});
    if (!first.isEmpty())
        m_keyTree->selectPath(first);
    else if (document())
        document()->setCurrentKey({});
}

void MainWindow::followCursor()
{
    Ui::Document* doc = document();
    if (!doc) {
        m_tableModel->setHighlightedRows(-1, -1);
        return;
    }
    const QString key = m_tableModel->key();
    if (const QString moved = Ui::keyAtCursor(*doc, key); !moved.isEmpty() && moved != key) {
        // The table follows the cursor into the current episode's group, same key.
        m_keyTree->selectPath(moved); // comes back here through keySelected
        return;
    }
    const bool steps = m_tableModel->rowsAreSteps();
    if (!steps && !doc->hasEpisodeGroups()) {
        m_tableModel->setHighlightedRows(-1, -1);
        return;
    }
    const qint64 episode = doc->currentEpisode();
    m_tableModel->setHighlightedRows(steps ? doc->firstStepOf(episode) : -1, steps ? doc->lastStepOf(episode) : -1);
    if (const qint64 row = Ui::keyRowOfStep(*doc, key, doc->currentStep()); row >= 0) {
        m_table->showRow(row);
        // Arriving at an episode's first step (Next, Previous, Go to, a click in the
        // list or on a return bar) shows the episode from the top, not as the last row
        // under the end of the one before.
        if (episode >= 0 && episode != m_shownEpisode && doc->currentStep() == doc->firstStepOf(episode))
            m_table->tableView()->scrollTo(m_table->tableView()->currentIndex(), QAbstractItemView::PositionAtTop);
    }
    m_shownEpisode = episode;
    updateActions();
}

QList<qint64> MainWindow::selectedSteps() const
{
    const Ui::Document* doc = document();
    if (!doc)
        return {};
    // While Find Steps shows a search, the operations act on its result (the table's
    // selection is just the cursor's row then); clearing the search gives them back
    // the selected rows.
    if (!doc->matchedSteps().isEmpty())
        return doc->matchedSteps();
    // Whole rows or single cells, contiguous or not: each row once. A column's own leaf
    // says which step its row is (a Batch node shown side by side is not a key of rows).
    std::set<qint64> steps;
    for (const QModelIndex& index : m_table->tableView()->selectionModel()->selectedIndexes()) {
        const QString leaf = m_tableModel->keyOfColumn(index.column());
        const qint64 step =
            Ui::stepOfKeyRow(*doc, leaf.isEmpty() ? m_tableModel->key() : leaf, m_tableModel->absoluteRow(index.row()));
        if (step >= 0)
            steps.insert(step);
    }
    return {steps.begin(), steps.end()};
}

qint64 MainWindow::neighbourEpisode(qint64 direction) const
{
    const qint64 current = document()->currentEpisode();
    const QList<qint64> shown = m_episodes->shownEpisodes(); // ascending
    if (direction > 0) {
        const auto next = std::upper_bound(shown.begin(), shown.end(), current);
        return next == shown.end() ? -1 : *next;
    }
    const auto at = std::lower_bound(shown.begin(), shown.end(), current);
    return at == shown.begin() ? -1 : *std::prev(at);
}

void MainWindow::moveEpisode(qint64 delta)
{
    // Next and Previous go to the episodes the navigator shows: with a filter set (only
    // truncated ones, returns above a bound), the others are skipped.
    if (const qint64 episode = neighbourEpisode(delta); episode >= 0)
        document()->goToEpisode(episode);
}

void MainWindow::goToEpisodeDialog()
{
    Ui::Document* doc = document();
    bool ok = false;
    const int count = static_cast<int>(doc->episodes().count());
    const int episode =
        QInputDialog::getInt(this, tr("Go to Episode"), tr("Episode (0 to %1):").arg(count - 1),
                             static_cast<int>(std::max<qint64>(doc->currentEpisode(), 0)), 0, count - 1, 1, &ok);
    if (ok)
        doc->goToEpisode(episode);
}

void MainWindow::updateTitle()
{
    const Ui::Document* doc = document();
    setWindowTitle(
        doc ? tr("%1%2 — ReplayScope").arg(doc->displayName(), doc->isModified() ? QStringLiteral("*") : QString())
            : tr("ReplayScope"));
}

QString MainWindow::statusSummary() const
{
    return m_statusSummary->text();
}

void MainWindow::updateStatus()
{
    const Ui::Document* doc = document();
    if (!doc) {
        m_statusSummary->setText(tr("No document — open a file or drop one here"));
        return;
    }
    const QString length = doc->buffer() ? tr("%L1/%L2").arg(doc->stepCount()).arg(doc->buffer()->maxsize())
                                         : tr("%Ln steps", nullptr, static_cast<int>(doc->stepCount()));
    qint64 mapped = 0;
    const qint64 bytes = doc->memoryBytes(&mapped);
    const QString memory =
        mapped > 0 ? tr("%1 (%2 mapped)").arg(Ui::formatBytes(bytes), Ui::formatBytes(mapped)) : Ui::formatBytes(bytes);
    m_statusSummary->setText(
        QStringLiteral("%1 · %2 · %3 · %4").arg(doc->formatName(), doc->className(), length, memory));
}

void MainWindow::updateActions()
{
    // A buffer's state keys are read-only: no rename, delete or Python for a key.
    const QString key = m_keyTree->currentPath();
    const bool hasKey = !key.isEmpty() && !(document() && document()->stateKey(key));
    const bool hasCell = m_table->tableView()->currentIndex().isValid();
    m_actions->updateEnabled(document(), hasKey, hasCell, m_saveTask->isRunning());
    m_actions->updateDataEnabled(document(), documentCount(), m_data->task()->isRunning());
    m_actions->watch->setChecked(m_watch->isWatched(document()));
    // Undo would change data a save or autosave is reading on its worker thread.
    const bool busy = document() && document()->isBusy();
    m_actions->undo->setEnabled(!busy && m_undoGroup->canUndo());
    m_actions->redo->setEnabled(!busy && m_undoGroup->canRedo());
}

void MainWindow::showAbout()
{
    // The text and the licence table come from the packaging side (aboutinfo.h) so the
    // About box, the package metadata and the installer say the same thing.
    QMessageBox::about(this, tr("About ReplayScope"), App::aboutHtml(QApplication::applicationVersion()));
}

void MainWindow::showShortcuts()
{
    Ui::ShortcutsDialog dialog(m_actions->all(), this);
    dialog.exec();
}

void MainWindow::showError(const QString& message, Ui::Document* document)
{
    if (document)
        m_documentErrors[document].append(message);
    else
        m_windowErrors.append(message);
    refreshErrors();
}

void MainWindow::warnIfBufferKey(Ui::Document* document, const QString& path)
{
    // The keys Tianshou's buffers are built on: without one of them under its own name,
    // load/load_hdf5 in Python do not give a working buffer back.
    static const QStringList required{QStringLiteral("obs"),        QStringLiteral("act"),       QStringLiteral("rew"),
                                      QStringLiteral("terminated"), QStringLiteral("truncated"), QStringLiteral("done"),
                                      QStringLiteral("obs_next")};
    if (!document->buffer() || !required.contains(path))
        return;
    // After the edit's own success has cleared the document's older errors (the undo
    // stack's indexChanged comes once the command has run).
    QTimer::singleShot(0, document, [this, document, path] {
        showError(tr("'%1' is a key Tianshou's buffers need: without it, Tianshou will not load the saved file as a "
                     "buffer (Undo brings it back).")
                      .arg(path),
                  document);
    });
}

void MainWindow::clearErrors(Ui::Document* document)
{
    // The window's own errors (files that would not open) are over at any success too:
    // they stayed above every later edit, with its messages added below them.
    const bool documentHad = document && m_documentErrors.remove(document) > 0;
    const bool windowHad = !m_windowErrors.isEmpty();
    m_windowErrors.clear();
    if (documentHad || windowHad)
        refreshErrors();
}

void MainWindow::refreshErrors()
{
    m_errors->setMessages(m_windowErrors + m_documentErrors.value(document()));
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    // A line edit takes Ctrl+E (end of line) before shortcuts are tried; Go to Episode
    // is what the user means in this window, whatever has focus.
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        auto* widget = qobject_cast<QWidget*>(watched);
        if (widget && widget->window() == this && m_actions->goToEpisode->isEnabled()
            && QKeySequence(key->keyCombination()) == m_actions->goToEpisode->shortcut()) {
            event->ignore(); // not taken by the widget: the shortcut map gets it
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}
