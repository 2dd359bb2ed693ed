// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/saver.h>

#include <core/buffer/bufferstate.h>
#include <core/error.h>
#include <core/io/hdf5/hdf5writer.h>
#include <core/io/pickle/picklewriter.h>

#include <QFileInfo>
#include <QMutex>

namespace ReplayScope::Ui {

void saveFile(const QString& path, FileFormat format, const std::shared_ptr<Core::Batch>& root,
              const std::shared_ptr<Core::ReplayBuffer>& buffer)
{
    const std::string file = path.toUtf8().toStdString();
    switch (format) {
    case FileFormat::Pickle: {
        const Core::PyValue value = buffer ? Core::bufferToObject(*buffer, buffer->generation())
                                           : Core::PyValue::batch(root);
        Core::PickleWriter::writeFile(file, value);
        return;
    }
    case FileFormat::Hdf5: {
        const Core::PyValue state = buffer ? Core::bufferToState(*buffer, buffer->generation())
                                           : Core::PyValue::batch(root);
        QMutexLocker lock(&hdf5Mutex());
        Core::writeTianshouHdf5(file, state);
        return;
    }
    case FileFormat::None:
        break;
    }
    throw Core::ValueError(file + ": no file format chosen (use a .pkl or .h5 file name)");
}

FileFormat formatForFileName(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("pkl") || suffix == QLatin1String("pickle") || suffix == QLatin1String("pk"))
        return FileFormat::Pickle;
    if (suffix == QLatin1String("h5") || suffix == QLatin1String("hdf5") || suffix == QLatin1String("hdf"))
        return FileFormat::Hdf5;
    return FileFormat::None;
}

} // namespace ReplayScope::Ui
