// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/mainwindow.h>

#include <core/error.h>
#include <widgets/model/batchtreemodel.h>
#include <widgets/model/document.h>
#include <widgets/view/keytreepanel.h>

#include <QApplication>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTreeView>

using namespace ReplayScope;

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_keyModel(new Ui::BatchTreeModel(this))
    , m_keyTree(new Ui::KeyTreePanel(this))
{
    m_keyTree->setModel(m_keyModel);
    setCentralWidget(m_keyTree);
    createMenus();
    resize(1100, 700);
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About ReplayScope"), this, &MainWindow::showAbout);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::setDocument(Ui::Document* document)
{
    if (m_document)
        m_document->deleteLater();
    m_document = document;
    m_document->setParent(this);
    m_keyModel->setRoot(document->root());
    m_keyTree->treeView()->expandToDepth(0);
    connect(document, &Ui::Document::modifiedChanged, this, &MainWindow::updateTitle);

    std::int64_t rows = 0;
    try {
        rows = document->root()->length();
    } catch (const Core::Error&) {
        rows = -1; // a Batch of scalars has no length; the status bar says so
    }
    const QString length = rows >= 0 ? tr("%n rows", nullptr, static_cast<int>(rows)) : tr("no length");
    statusBar()->showMessage(QStringLiteral("%1 · %2 · %3")
                                 .arg(document->formatName(), QString::fromStdString(document->root()->className()),
                                      length));
    updateTitle();
}

void MainWindow::updateTitle()
{
    if (!m_document) {
        setWindowTitle(tr("ReplayScope"));
        return;
    }
    setWindowTitle(tr("%1%2 — ReplayScope").arg(m_document->displayName(),
                                               m_document->isModified() ? QStringLiteral("*") : QString()));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About ReplayScope"),
                       tr("<h3>ReplayScope %1</h3><p>Open a saved replay buffer or dataset and see what is really "
                          "in it.</p><p>Built with Qt %2.</p>")
                           .arg(QApplication::applicationVersion(), QLatin1String(qVersion())));
}
