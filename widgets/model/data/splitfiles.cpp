// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/data/splitfiles.h>

#include <widgets/model/loader.h>
#include <widgets/model/tasks/taskrunner.h>

#include <core/error.h>
#include <core/files/formats.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMutex>

namespace ReplayScope::Ui {

QString splitPartFileName(std::int64_t index, const QString& extension)
{
    return QStringLiteral("part-%1.%2").arg(index, 3, 10, QLatin1Char('0')).arg(extension);
}

QStringList writeSplitFiles(const DataInput& input, std::int64_t size, bool shuffle, bool mergeLast, std::uint32_t seed,
                            const QString& folder, const QString& extension, TaskContext& context)
{
    if (!QFileInfo(folder).isDir())
        throw Core::IoError(folder.toStdString() + ": "
                            + QCoreApplication::translate("SplitFiles", "not a folder").toStdString());
    const std::string probe = QDir(folder).filePath(splitPartFileName(0, extension)).toStdString();
    // Checked before splitting, so a bad extension fails at once instead of after the
    // (possibly long) split.
    const bool hdf5 = Core::saveFormatFor(probe) == Core::SaveFormat::Hdf5;

    context.setProgress(0, 0);
    const std::vector<Core::Batch> parts = input.batch.split(size, shuffle, mergeLast, seed);
    const int total = static_cast<int>(parts.size());
    QStringList written;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (context.isCanceled())
            break; // parts written so far are complete files; the rest are not started
        context.setProgress(static_cast<int>(i), total);
        const QString path = QDir(folder).filePath(splitPartFileName(static_cast<std::int64_t>(i), extension));
        // The HDF5 library is not thread-safe on Debian: saves and loads take turns.
        QMutexLocker lock(hdf5 ? &hdf5Mutex() : nullptr);
        Core::saveBatch(path.toStdString(), parts[i]);
        written << path;
    }
    context.setProgress(total, total);
    return written;
}

} // namespace ReplayScope::Ui
