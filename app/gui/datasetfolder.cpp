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

QString datasetFileFor(const QString& path)
{
    const QFileInfo info(path);
    if (info.isDir()) {
        const QString data = datasetFileIn(path);
        return data.isEmpty() ? path : data;
    }
    // Minari writes metadata.json beside main_data.hdf5; TorchRL's metadata.json has no
    // such neighbour and stays the loader's to read.
    if (info.fileName() == QLatin1String("metadata.json"))
        if (const QFileInfo data(info.dir().filePath(QStringLiteral("main_data.hdf5"))); data.isFile())
            return data.absoluteFilePath();
    return path;
}
