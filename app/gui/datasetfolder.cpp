// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <app/gui/datasetfolder.h>

#include <QDir>
#include <QFileInfo>

QString datasetFileIn(const QString& folder)
{
    const QDir dir(folder);
    for (const QString& candidate : {QStringLiteral("data/main_data.hdf5"), QStringLiteral("main_data.hdf5")}) {
        const QFileInfo file(dir.filePath(candidate));
        if (file.isFile())
            return file.absoluteFilePath();
    }
    return {};
}
