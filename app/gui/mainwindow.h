// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <app/gui/actions.h>

#include <widgets/model/loader.h>

#include <QHash>
#include <QList>
#include <QMainWindow>
#include <QMetaObject>
#include <QPointer>

#include <memory>

class QLabel;
class QMenu;
class QProgressBar;
class QTabBar;
class QTabWidget;
class QToolButton;
class QTreeView;
class QUndoGroup;
class DataController;
class PythonCopier;
class WatchController;
class PythonPreviewDialog;
class FindStepsController;

namespace ReplayScope::Ui {
class BatchTreeModel;
class CompareWindow;
class DetailsModel;
class Document;
class EpisodeNavigator;
class ErrorBanner;
class KeyTreePanel;
class ImagePanel;
class AutosaveManager;
class LoadTask;
class PlotPanel;
class SaveTask;
class TablePanel;
class TensorTableModel;
} // namespace ReplayScope::Ui

/// The main window: wires documents to the panels, menus and status bar. Behaviour
/// lives in the panels, models, tasks and core; this class only connects them.
///
/// Several documents are open at once, one tab each; the docks (keys, episodes,
/// details) and the central table always show the current tab's document.
class MainWindow final : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Adds a document as a new tab and shows it (the window takes ownership).
    void addDocument(ReplayScope::Ui::Document* document);
    /// Adds a document recovered from an autosave. When its file is open in a tab without
    /// edits (opened from the command line while recovery ran), the recovered copy takes
    /// that tab's place instead of showing the same file twice.
    void addRecoveredDocument(ReplayScope::Ui::Document* document);
    /// Opens files in the background; each becomes a tab, failures show in the window.
    void openFiles(const QStringList& paths);
    /// Opens the files (or finds them open) and watches them (File ▸ Watch; --watch).
    void watchFiles(const QStringList& paths);
    /// fresh (the file read again by File ▸ Watch) takes old's tab, key and step; old
    /// closes. Its unsaved edits, if any, were given up when the user agreed.
    void replaceDocument(ReplayScope::Ui::Document* old, ReplayScope::Ui::Document* fresh);
    /// File ▸ Watch's controller (tests drive it).
    WatchController* watchController() const { return m_watch; }
    /// File ▸ Compare With…: compares the current document with another open one (asks
    /// which when there are several), in a window of its own; returns it (or null).
    ReplayScope::Ui::CompareWindow* compareWith();
    /// Edit ▸ Copy as Python ▸ Preview…: the snippet of the current key (or of the whole
    /// file when no key is chosen) in a dialog of its own; returns it (or null).
    PythonPreviewDialog* previewPython();
    /// The Find Steps bar's controller (tests wait for its searches).
    FindStepsController* findSteps() const { return m_find; }
    /// Closes a tab, asking to save unsaved changes; false when the user cancelled or
    /// the document is being saved first (it closes once saved).
    bool closeDocument(int index);
    /// Saves a document: to path in format when given, else back to its own file (Save
    /// As when it has none). Runs in the background; false when it could not start.
    bool saveDocument(ReplayScope::Ui::Document* document, const QString& path = {},
                      ReplayScope::Ui::SaveFormat format = ReplayScope::Ui::SaveFormat::None);

    /// The current tab's document, or null.
    ReplayScope::Ui::Document* document() const;
    int documentCount() const { return static_cast<int>(m_documents.size()); }
    ReplayScope::Ui::Document* documentAt(int index) const { return m_documents.value(index); }
    void setCurrentDocument(int index);

    ReplayScope::Ui::BatchTreeModel* keyModel() const { return m_keyModel; }
    ReplayScope::Ui::KeyTreePanel* keyTreePanel() const { return m_keyTree; }
    ReplayScope::Ui::TensorTableModel* tableModel() const { return m_tableModel; }
    ReplayScope::Ui::TablePanel* tablePanel() const { return m_table; }
    ReplayScope::Ui::EpisodeNavigator* episodeNavigator() const { return m_episodes; }
    ReplayScope::Ui::PlotPanel* plotPanel() const { return m_plot; }
    ReplayScope::Ui::ImagePanel* imagePanel() const { return m_image; }
    /// The tabs above the plot: the table and the image view.
    QTabWidget* viewTabs() const { return m_views; }
    ReplayScope::Ui::DetailsModel* detailsModel() const { return m_detailsModel; }
    ReplayScope::Ui::ErrorBanner* errorBanner() const { return m_errors; }
    ReplayScope::Ui::LoadTask* loadTask() const { return m_loadTask; }
    ReplayScope::Ui::SaveTask* saveTask() const { return m_saveTask; }
    QTabBar* tabBar() const { return m_tabs; }
    QMenu* recentFilesMenu() const { return m_recentMenu; }
    const Actions& actions() const { return *m_actions; }
    DataController* dataController() const { return m_data; }
    /// Autosaves of unsaved edits, for crash recovery (see offerRecovery()).
    ReplayScope::Ui::AutosaveManager* autosave() const { return m_autosave; }
    /// The status bar's summary text (format · class · length · memory).
    QString statusSummary() const;

protected:
    void closeEvent(QCloseEvent* event) override;
    /// Go to Episode's shortcut wins over text fields that take Ctrl+E themselves.
    bool eventFilter(QObject* watched, QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createPanels();
    void createMenus();
    void connectActions();
    void connectTasks();
    void connectDataTask();
    void showDocument(ReplayScope::Ui::Document* document);
    /// Every tab: its document's name (with folders where names repeat), a star when
    /// modified, the Watch icon when watched.
    void updateTabs();
    /// Shows the current step in the table: its row scrolled to, its episode tinted, and
    /// for Minari data the key of the current episode's group.
    void followCursor();
    void selectKey(const QString& path);
    void updateTitle();
    void updateStatus();
    void updateActions();
    void updateRecentMenu();
    void saveAs();
    void goToEpisodeDialog();
    void moveEpisode(qint64 delta);
    void showAbout();
    void showShortcuts();
    /// Asks what to do with unsaved changes: true to go on closing (discarded), false to
    /// stop (cancelled, or a save was started and the close resumes when it succeeds).
    bool resolveUnsaved(ReplayScope::Ui::Document* document);
    /// resolveUnsaved() for quitting: one question for all unsaved documents (Save All,
    /// Discard All, Cancel) when there are several.
    bool resolveAllUnsaved();
    /// Shows an error in the banner: of document (kept with its tab, shown while it is
    /// the current one) or, without one, of the window (files that could not be opened).
    void showError(const QString& message, ReplayScope::Ui::Document* document = nullptr);
    /// The next success of the same kind clears the errors it follows.
    void clearErrors(ReplayScope::Ui::Document* document);
    void refreshErrors();
    /// Warns when path (renamed or deleted) is a key a Tianshou buffer cannot do without.
    void warnIfBufferKey(ReplayScope::Ui::Document* document, const QString& path);
    /// The steps of the rows selected in the table (ascending, each once).
    QList<qint64> selectedSteps() const;
    /// Next (+1) or previous (-1) of the episodes the navigator's filter shows.
    qint64 neighbourEpisode(qint64 direction) const;
    /// The tab showing the file at absolutePath, or -1.
    int indexOfFile(const QString& absolutePath) const;

    QList<ReplayScope::Ui::Document*> m_documents; // in tab order
    QUndoGroup* m_undoGroup;
    std::unique_ptr<Actions> m_actions;
    ReplayScope::Ui::BatchTreeModel* m_keyModel;
    ReplayScope::Ui::TensorTableModel* m_tableModel;
    ReplayScope::Ui::DetailsModel* m_detailsModel;
    ReplayScope::Ui::KeyTreePanel* m_keyTree = nullptr;
    ReplayScope::Ui::TablePanel* m_table = nullptr;
    ReplayScope::Ui::EpisodeNavigator* m_episodes = nullptr;
    ReplayScope::Ui::PlotPanel* m_plot = nullptr;
    ReplayScope::Ui::ImagePanel* m_image = nullptr;
    QTabWidget* m_views = nullptr; // table and image
    QTreeView* m_details = nullptr;
    ReplayScope::Ui::ErrorBanner* m_errors = nullptr;
    QTabBar* m_tabs = nullptr;
    QMenu* m_recentMenu = nullptr;
    QLabel* m_statusSummary = nullptr;
    QProgressBar* m_progress = nullptr;
    QToolButton* m_cancel = nullptr;
    ReplayScope::Ui::LoadTask* m_loadTask;
    ReplayScope::Ui::SaveTask* m_saveTask;
    DataController* m_data = nullptr;
    std::unique_ptr<PythonCopier> m_python; // Edit ▸ Copy as Python
    WatchController* m_watch = nullptr; // File ▸ Watch
    FindStepsController* m_find = nullptr; // the Find Steps bar
    ReplayScope::Ui::AutosaveManager* m_autosave = nullptr;
    QList<QMetaObject::Connection> m_documentConnections; // to the shown document
    QPointer<ReplayScope::Ui::Document> m_closeAfterSave; // close this tab once saved
    bool m_quitAfterSave = false;
    QPointer<ReplayScope::Ui::Document> m_dataSource; // what the running Data operation reads
    bool m_saveAllThenQuit = false; // the user chose Save All when quitting
    QHash<const ReplayScope::Ui::Document*, QStringList> m_documentErrors;
    QStringList m_windowErrors;
    qint64 m_shownEpisode = -1; // the episode the table last scrolled to
};
