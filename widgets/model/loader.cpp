// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The GUI's file reading: Core::loadFile (the facade the CLI uses too) does all the
// reading, so both see every file alike; this file only turns its result into the
// translated names and details the GUI shows.
#include <core/error.h>
#include <core/files/formats.h>
#include <widgets/model/episodegroups.h>
#include <widgets/model/loader.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QMutex>

#include <algorithm>

namespace ReplayScope::Ui {

/// The translation context "Loader" of the texts below (lupdate reads the macro).
class Loader {
    Q_DECLARE_TR_FUNCTIONS(Loader)
};

namespace {

std::string utf8(const QString& s)
{
    return s.toUtf8().toStdString();
}

QString text(const std::string& s)
{
    return QString::fromStdString(s);
}

// The translated name of the container, from the facade's format and layout.
QString formatNameOf(const Core::LoadedData& data)
{
    switch (data.format) {
    case Core::FileFormat::Pickle:
        if (data.layout == "sb3-replay-buffer-pickle")
            return Loader::tr("Stable-Baselines3 replay buffer (pickle protocol %1)").arg(data.pickleProtocol);
        if (data.layout == "imitation-pickle")
            return Loader::tr("imitation trajectories (pickle protocol %1)").arg(data.pickleProtocol);
        return data.layout == "tianshou" ? Loader::tr("Tianshou pickle (protocol %1)").arg(data.pickleProtocol)
                                         : Loader::tr("Python pickle (protocol %1)").arg(data.pickleProtocol);
    case Core::FileFormat::Hdf5:
        if (data.layout == "tianshou")
            return Loader::tr("Tianshou HDF5");
        if (data.layout == "d4rl")
            return Loader::tr("D4RL HDF5");
        if (data.layout == "minari")
            return Loader::tr("Minari HDF5");
        if (data.layout == "robomimic")
            return Loader::tr("robomimic HDF5");
        if (data.layout == "d3rlpy-v2" || data.layout == "d3rlpy-v1")
            return Loader::tr("d3rlpy HDF5");
        return Loader::tr("HDF5");
    case Core::FileFormat::Npz:
        return data.layout == "imitation-npz" ? Loader::tr("imitation trajectories (.npz)")
                                              : Loader::tr("NumPy .npz archive");
    case Core::FileFormat::TorchrlDump: return Loader::tr("TorchRL replay buffer (dumps)");
    case Core::FileFormat::Npy: return Loader::tr("NumPy .npy array");
    case Core::FileFormat::RllibJson: return Loader::tr("RLlib JSON");
    case Core::FileFormat::TorchSave: return Loader::tr("torch.save file");
    case Core::FileFormat::Unknown: break;
    }
    return text(data.formatDescription);
}

// Save writes pickles and Tianshou HDF5 files back in place; other layouts (D4RL,
// Minari, RLlib, numpy, generic HDF5) are read only, so Save asks for a new file. A
// pickled value that is neither a Batch, a buffer nor a dict would come back wrapped
// in a Batch, so it is not written over either.
SaveFormat saveFormatOf(const Core::LoadedData& data)
{
    if (data.format == Core::FileFormat::Pickle) {
        const bool wrapped = !data.buffer && !data.value.isBatch() && data.value.kind() != Core::PyValue::Kind::Dict;
        return wrapped ? SaveFormat::None : SaveFormat::Pickle;
    }
    if (data.format == Core::FileFormat::Hdf5 && data.layout == "tianshou")
        return SaveFormat::Hdf5;
    return SaveFormat::None;
}

QList<QPair<QString, QString>> detailsOf(const Core::LoadedData& data)
{
    QList<QPair<QString, QString>> out;
    if (data.layout == "d4rl") {
        const auto isMetadata = [](const auto& item) {
            return item.first.isString() && item.first.asString().substr(0, 9) == "metadata.";
        };
        out.append({Loader::tr("Metadata entries"),
                    QString::number(std::count_if(data.attributes.begin(), data.attributes.end(), isMetadata))});
    }
    if (data.format == Core::FileFormat::RllibJson)
        out.append({Loader::tr("Records"), text(data.formatDescription)});
    // Other libraries' settings (SB3's sizes, flags and Gymnasium spaces, the torch.save
    // archive name) are data of the file: shown as they are.
    if (data.tianshouBuffer || data.format == Core::FileFormat::TorchSave) {
        for (const auto& [name, value] : data.attributes)
            out.append({text(name.isString() ? std::string(name.asString()) : name.repr()),
                        text(value.isString() ? std::string(value.asString()) : value.repr())});
    }
    if (data.episodes) {
        std::int64_t steps = 0;
        for (const Core::Episode& episode : data.episodes->episodes())
            steps += episode.length();
        out.append({Loader::tr("Episodes in file"), QString::number(data.episodes->count())});
        out.append({Loader::tr("Total steps"), QString::number(steps)});
    }
    for (const std::string& note : data.notes)
        out.append({Loader::tr("Note"), text(note)});
    return out;
}

} // namespace

QString releaseText(Core::BufferGeneration generation)
{
    switch (generation) {
    case Core::BufferGeneration::V0_4_0: return Loader::tr("Tianshou 0.4.0 – 0.4.9 (done only)");
    case Core::BufferGeneration::V0_4_10: return Loader::tr("Tianshou 0.4.10 – 0.5.x");
    case Core::BufferGeneration::V1_0: return Loader::tr("Tianshou 1.0 – 1.1");
    case Core::BufferGeneration::V1_2: return Loader::tr("Tianshou 1.2");
    case Core::BufferGeneration::V2: return Loader::tr("Tianshou 2.0 or later");
    }
    return {};
}

QMutex& hdf5Mutex()
{
    static QMutex mutex;
    return mutex;
}

OpenedFile loadFile(const QString& path)
{
    const QFileInfo info(path);
    if (info.isFile() && info.size() == 0)
        throw Core::ValueError(utf8(Loader::tr("%1 is empty.").arg(info.fileName())));
    const std::string file = utf8(path);
    // Only HDF5 files need the lock; sniffing first keeps pickles and npz files from
    // waiting behind a long HDF5 save.
    const bool hdf5 = Core::detectFormat(file) == Core::FileFormat::Hdf5;
    Core::LoadedData data;
    {
        QMutexLocker lock(hdf5 ? &hdf5Mutex() : nullptr);
        data = Core::loadFile(file);
    }

    OpenedFile out;
    out.formatName = formatNameOf(data);
    out.sourceFormat = text(Core::formatName(data.format));
    out.layout = text(data.layout);
    out.saveFormat = saveFormatOf(data);
    out.details = detailsOf(data);
    out.className = text(data.className);
    out.episodes = std::move(data.episodes);
    if ((data.layout == "minari" || data.layout == "robomimic" || data.layout == "d3rlpy-v2"
         || data.layout == "imitation-npz")
        && data.batch)
        out.episodeGroups = minariEpisodeGroups(*data.batch);
    for (const auto& [name, demos] : data.episodeMasks) {
        QStringList names;
        for (const std::string& demo : demos)
            names << text(demo);
        out.episodeMasks.append({text(name), names});
    }
    if (!data.buffer && data.tianshouBuffer) {
        // Other libraries' layouts (SB3, torch.save transitions, imitation): their stored
        // keys need not have one row per step (SB3's [buffer_size, n_envs, ...], one
        // imitation trajectory per key), so the GUI shows the Tianshou buffer of the same
        // transitions, whose episodes are the ones `replayscope-cli episodes` lists and
        // which plots, navigates and exports like any buffer. Save writes it as Tianshou.
        try {
            out.buffer = data.tianshouBuffer();
            out.details.append({Loader::tr("Shown as"),
                                Loader::tr("the Tianshou %1 of its transitions (stored keys: replayscope-cli info)")
                                    .arg(text(out.buffer->className()))});
            out.saveFormat = SaveFormat::None;
            out.episodes.reset();
            return out;
        } catch (const Core::Error& e) {
            out.details.append({Loader::tr("Note"), text(e.what())});
        }
    }
    if (data.buffer) {
        out.release = releaseText(data.buffer->generation());
        out.buffer = std::move(data.buffer);
    } else {
        out.root = data.batch ? std::move(data.batch) : Core::Batch::make();
    }
    return out;
}

QString describeLoadError(const QString& technical)
{
    // The pickle reader's words for running out of data (picklemachine.cpp).
    static const QStringList endsEarly{QStringLiteral("truncated data: needs"),
                                       QStringLiteral("ends without a STOP opcode"), QStringLiteral(" bytes left")};
    for (const QString& marker : endsEarly)
        if (technical.contains(marker))
            return QCoreApplication::translate("Loader", "The file ends early: it is incomplete, perhaps from an "
                                                         "interrupted save or download. Details: %1")
                .arg(technical);
    return technical;
}

} // namespace ReplayScope::Ui
