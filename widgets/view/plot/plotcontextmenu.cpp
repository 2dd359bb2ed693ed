// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The plot's right-click menu: what its buttons do, where the pointer is.
#include <widgets/view/plot/plotpanel.h>

#include <qcustomplot.h>

#include <QIcon>
#include <QMenu>

namespace ReplayScope::Ui {

QMenu* PlotPanel::contextMenu()
{
    auto* menu = new QMenu(this);
    menu->addAction(QIcon::fromTheme(QStringLiteral("zoom-fit-best")), tr("Reset View"), this, &PlotPanel::resetView);
    QAction* fit = menu->addAction(tr("Fit Episode"), this, &PlotPanel::fitEpisode);
    // Only the plot of steps has episodes to fit (returns, lengths and histograms do not).
    fit->setEnabled(m_mode == Mode::Steps);
    menu->addSeparator();
    menu->addAction(QIcon::fromTheme(QStringLiteral("document-export")), tr("Export…"), this, &PlotPanel::exportDialog);
    return menu;
}

void PlotPanel::installContextMenu()
{
    m_plot->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_plot, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        QMenu* menu = contextMenu();
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(m_plot->mapToGlobal(pos));
    });
}

} // namespace ReplayScope::Ui
