// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

/// The file to read for a dataset stored as a folder, or an empty string when folder is
/// not one. A Minari dataset (`<name>-v0/`) keeps its steps in data/main_data.hdf5 beside
/// data/metadata.json; its data/ folder is accepted too, as users often pick that one.
QString datasetFileIn(const QString& folder);

/// The data file of a Minari dataset when path is its folder (as datasetFileIn) or its
/// metadata.json (what the Open dialog can pick: it cannot choose folders); else path.
QString datasetFileFor(const QString& path);
