// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

struct Actions;
class QWidget;

/// Right-click menus on the table and the episode list (issue 22): the window's own
/// actions that act on what is selected there, so each item is enabled, disabled and
/// explained exactly as in the main menus. (The key tree and the plot build theirs.)
void installContextMenus(const Actions& actions, QWidget* table, QWidget* episodeList);
