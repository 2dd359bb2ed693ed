// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QMainWindow>

#include <memory>

namespace ReplayScope::Ui {
class BatchTreeModel;
class Document;
class KeyTreePanel;
} // namespace ReplayScope::Ui

/// The main window: wires the document to its panels, menus and status bar. Behaviour
/// lives in the panels, models and core; this class only connects them.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Shows the given document (the window takes ownership).
    void setDocument(ReplayScope::Ui::Document* document);
    ReplayScope::Ui::Document* document() const { return m_document; }
    ReplayScope::Ui::BatchTreeModel* keyModel() const { return m_keyModel; }
    ReplayScope::Ui::KeyTreePanel* keyTreePanel() const { return m_keyTree; }

private:
    void createMenus();
    void updateTitle();
    void showAbout();

    ReplayScope::Ui::Document* m_document = nullptr;
    ReplayScope::Ui::BatchTreeModel* m_keyModel;
    ReplayScope::Ui::KeyTreePanel* m_keyTree;
};
