// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

/// Labels that tell identically named files apart, for tabs and Open Recent: each
/// (name, path) keeps its name when no other entry has the same name; otherwise the
/// name is followed by as many of its file's parent folders as it takes to differ from
/// the others ("buf.pkl — run1" and "buf.pkl — run2", "buf.pkl — a/run" and
/// "buf.pkl — b/run"). Entries without a path (data made in the window) keep their name.
QStringList distinctLabels(const QList<QPair<QString, QString>>& namesAndPaths);
