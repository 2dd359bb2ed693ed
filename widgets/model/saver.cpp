// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The GUI's file writing goes through the core facade (Core::saveLoaded, as the CLI's
// convert does), so a file saved from either is the same file.
#include <core/error.h>
#include <core/files/formats.h>
#include <widgets/model/saver.h>

#include <QFileInfo>
#include <QMutex>

#include <filesystem>

namespace ReplayScope::Ui {

namespace {

// The extension the facade reads the format from.
const char* extensionOf(SaveFormat format)
{
    switch (format) {
    case SaveFormat::Hdf5: return ".h5";
    case SaveFormat::Npz: return ".npz";
    case SaveFormat::Pickle:
    case SaveFormat::None: break;
    }
    return ".pkl";
}

Core::SaveFormat coreFormatOf(SaveFormat format)
{
    switch (format) {
    case SaveFormat::Hdf5: return Core::SaveFormat::Hdf5;
    case SaveFormat::Npz: return Core::SaveFormat::Npz;
    case SaveFormat::Pickle:
    case SaveFormat::None: break;
    }
    return Core::SaveFormat::Pickle;
}

// True when the facade reads the wanted format from the name itself.
bool nameTellsFormat(const std::string& file, SaveFormat format)
{
    try {
        const Core::SaveFormat byName = Core::saveFormatFor(file);
        return byName == coreFormatOf(format);
    } catch (const Core::Error&) {
        return false; // .pk, .hdf, or no extension at all
    }
}

} // namespace

void saveFile(const QString& path, SaveFormat format, const std::shared_ptr<Core::Batch>& root,
              const std::shared_ptr<Core::ReplayBuffer>& buffer)
{
    const std::string file = path.toUtf8().toStdString();
    if (format == SaveFormat::None)
        throw Core::ValueError(file + ": no file format chosen (use a .pkl, .h5 or .npz file name)");
    Core::LoadedData data;
    data.buffer = buffer;
    data.batch = buffer ? nullptr : (root ? root : Core::Batch::make());

    QMutexLocker lock(format == SaveFormat::Hdf5 ? &hdf5Mutex() : nullptr);
    if (nameTellsFormat(file, format)) {
        Core::saveLoaded(file, data); // atomic: a temporary file renamed over the target
        return;
    }
    // The name does not tell the format (Save over "data.bin" that was read as a pickle):
    // the facade writes a temporary file with the right extension beside it, which then
    // replaces the target in one rename, so the old file stays intact on failure.
    const std::string temporary = file + ".replayscope-save" + extensionOf(format);
    try {
        Core::saveLoaded(temporary, data);
        std::filesystem::rename(temporary, file);
    } catch (const std::filesystem::filesystem_error& e) {
        std::error_code ignored;
        std::filesystem::remove(temporary, ignored);
        throw Core::IoError(file + ": cannot replace the file (" + e.code().message() + ")");
    } catch (...) {
        std::error_code ignored;
        std::filesystem::remove(temporary, ignored);
        throw;
    }
}

SaveFormat formatForFileName(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("pkl") || suffix == QLatin1String("pickle") || suffix == QLatin1String("pk"))
        return SaveFormat::Pickle;
    if (suffix == QLatin1String("h5") || suffix == QLatin1String("hdf5") || suffix == QLatin1String("hdf"))
        return SaveFormat::Hdf5;
    if (suffix == QLatin1String("npz"))
        return SaveFormat::Npz;
    return SaveFormat::None;
}

} // namespace ReplayScope::Ui
