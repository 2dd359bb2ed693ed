// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/gui/contextmenus.h>

#include <app/gui/actions.h>

#include <QAction>
#include <QWidget>

namespace {

QAction* separator(QWidget* owner)
{
    auto* action = new QAction(owner);
    action->setSeparator(true);
    return action;
}

} // namespace

void installContextMenus(const Actions& a, QWidget* table, QWidget* episodeList)
{
    table->setContextMenuPolicy(Qt::ActionsContextMenu);
    table->addActions(
        {a.copy, a.editValue, a.goToRow, separator(table), a.deleteRows, a.slice, separator(table), a.copyPythonRows});
    episodeList->setContextMenuPolicy(Qt::ActionsContextMenu);
    episodeList->addActions({a.goToEpisode, separator(episodeList), a.exportEpisodes, a.deleteEpisodes,
                             separator(episodeList), a.copyPythonEpisodes});
}
