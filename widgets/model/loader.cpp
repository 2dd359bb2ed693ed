// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <widgets/model/loader.h>

#include <core/buffer/bufferstate.h>
#include <core/error.h>
#include <core/io/hdf5/hdf5reader.h>
#include <core/io/hdf5/offlinedatasets.h>
#include <core/io/hdf5/tianshouhdf5.h>
#include <core/io/pickle/picklereader.h>

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QMutex>

namespace ReplayScope::Ui {

namespace {

using Core::PyValue;

QString tr(const char* text)
{
    return QCoreApplication::translate("Loader", text);
}

std::string utf8(const QString& s)
{
    return s.toUtf8().toStdString();
}

enum class Detected { Pickle, Hdf5, Npz, Json, Empty, Unknown };

// The HDF5 signature may sit after a user block of 512, 1024, 2048, ... bytes.
bool hasHdf5Signature(QFile& file)
{
    static const QByteArray signature("\x89HDF\r\n\x1a\n", 8);
    for (qint64 offset = 0; offset < file.size(); offset = offset ? offset * 2 : 512) {
        if (!file.seek(offset))
            return false;
        if (file.read(8) == signature)
            return true;
        if (offset > (qint64(1) << 30))
            break;
    }
    return false;
}

Detected detect(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw Core::IoError(utf8(path) + ": " + utf8(file.errorString()));
    const QByteArray head = file.peek(16);
    if (head.isEmpty())
        return Detected::Empty;
    const auto first = static_cast<unsigned char>(head.at(0));
    if (first == 0x80)
        return Detected::Pickle; // PROTO opcode: protocols 2 to 5
    if (head.startsWith("PK\x03\x04"))
        return Detected::Npz;
    if (head.startsWith("{") || head.startsWith("["))
        return Detected::Json;
    if (hasHdf5Signature(file))
        return Detected::Hdf5;
    // Protocols 0 and 1 have no header; they start with a container or global opcode.
    if (QByteArrayLiteral("(]}cN").contains(head.at(0)))
        return Detected::Pickle;
    return Detected::Unknown;
}

void fillFromBuffer(LoadedData& out, std::shared_ptr<Core::ReplayBuffer> buffer)
{
    out.className = QString::fromStdString(buffer->className());
    out.release = releaseText(buffer->generation());
    out.buffer = std::move(buffer);
}

LoadedData loadPickle(const QString& path)
{
    LoadedData out;
    QFile file(path);
    int protocol = 0;
    if (file.open(QIODevice::ReadOnly)) {
        const QByteArray head = file.read(2);
        if (head.size() == 2 && static_cast<unsigned char>(head.at(0)) == 0x80)
            protocol = static_cast<unsigned char>(head.at(1));
    }
    out.formatName = tr("Python pickle (protocol %1)").arg(protocol);
    out.saveFormat = FileFormat::Pickle;
    const PyValue value = Core::PickleReader().readFile(utf8(path));
    if (value.isBatch()) {
        out.root = value.asBatch();
        out.className = QString::fromStdString(out.root->className());
        out.formatName = tr("Tianshou pickle (protocol %1)").arg(protocol);
    } else if (value.kind() == PyValue::Kind::Object && Core::isBufferClass(value.asObject()->cls)) {
        fillFromBuffer(out, Core::bufferFromObject(value));
        out.formatName = tr("Tianshou pickle (protocol %1)").arg(protocol);
    } else if (value.kind() == PyValue::Kind::Dict) {
        out.root = std::make_shared<Core::Batch>(Core::Batch::fromValue(value));
        out.className = QStringLiteral("dict");
    } else {
        // Any other value is still worth looking at: it becomes the one key of a Batch.
        out.root = Core::Batch::make();
        out.root->setRaw("value", value);
        out.className = QString::fromStdString(value.typeName());
        out.saveFormat = FileFormat::None; // saving would wrap the value in a Batch
    }
    return out;
}

LoadedData loadHdf5(const QString& path)
{
    QMutexLocker lock(&hdf5Mutex());
    LoadedData out;
    const std::string file = utf8(path);
    const auto hdf5 = Core::Hdf5File::open(file);
    switch (Core::detectHdf5Layout(*hdf5)) {
    case Core::Hdf5Layout::TianshouBuffer: {
        const Core::TianshouHdf5 ts = Core::readTianshouHdf5(file);
        fillFromBuffer(out, Core::bufferFromState(ts.className, ts.state));
        out.formatName = tr("Tianshou HDF5");
        out.saveFormat = FileFormat::Hdf5;
        if (!ts.undecodedPickles.empty())
            out.details.append({tr("Undecoded pickles"), QString::number(ts.undecodedPickles.size())});
        return out;
    }
    case Core::Hdf5Layout::TianshouBatch: {
        const Core::TianshouHdf5 ts = Core::readTianshouHdf5(file);
        out.root = ts.meta ? ts.meta : Core::Batch::make();
        out.className = QStringLiteral("Batch");
        out.formatName = tr("Tianshou HDF5");
        out.saveFormat = FileFormat::Hdf5;
        return out;
    }
    case Core::Hdf5Layout::D4rl: {
        const Core::D4rlDataset d4rl = Core::readD4rl(file);
        out.root = d4rl.steps;
        out.className = QStringLiteral("D4RL dataset");
        out.formatName = tr("D4RL HDF5");
        out.details.append({tr("Metadata entries"), QString::number(d4rl.metadata->entries().size())});
        return out;
    }
    case Core::Hdf5Layout::Minari: {
        const Core::MinariDataset minari = Core::readMinari(file);
        out.root = Core::Batch::make();
        for (const Core::MinariEpisode& episode : minari.episodes)
            out.root->setRaw(episode.group, PyValue::batch(episode.data));
        out.className = QStringLiteral("Minari dataset");
        out.formatName = tr("Minari HDF5");
        out.details.append({tr("Episodes in file"), QString::number(minari.episodes.size())});
        out.details.append({tr("Total steps"), QString::number(minari.totalSteps)});
        return out;
    }
    case Core::Hdf5Layout::Generic:
        break;
    }
    const Core::Hdf5Tree tree = hdf5->readTree();
    out.root = tree.root;
    out.className = QStringLiteral("HDF5 groups");
    out.formatName = tr("HDF5");
    return out;
}

} // namespace

QString releaseText(Core::BufferGeneration generation)
{
    switch (generation) {
    case Core::BufferGeneration::V0_4_0:
        return tr("Tianshou 0.4.0 – 0.4.9 (done only)");
    case Core::BufferGeneration::V0_4_10:
        return tr("Tianshou 0.4.10 – 0.5.x");
    case Core::BufferGeneration::V1_0:
        return tr("Tianshou 1.0 – 1.1");
    case Core::BufferGeneration::V1_2:
        return tr("Tianshou 1.2");
    case Core::BufferGeneration::V2:
        return tr("Tianshou 2.0 or later");
    }
    return {};
}

QMutex& hdf5Mutex()
{
    static QMutex mutex;
    return mutex;
}

LoadedData loadFile(const QString& path)
{
    const QString name = QFileInfo(path).fileName();
    switch (detect(path)) {
    case Detected::Pickle:
        return loadPickle(path);
    case Detected::Hdf5:
        return loadHdf5(path);
    case Detected::Npz:
        throw Core::ValueError(utf8(tr("%1 is a NumPy .npz archive, which ReplayScope cannot open yet.").arg(name)));
    case Detected::Json:
        throw Core::ValueError(utf8(tr("%1 is a JSON file, which ReplayScope cannot open yet.").arg(name)));
    case Detected::Empty:
        throw Core::ValueError(utf8(tr("%1 is empty.").arg(name)));
    case Detected::Unknown:
        break;
    }
    throw Core::ValueError(
        utf8(tr("%1 is neither a Python pickle nor an HDF5 file (its first bytes match neither format).").arg(name)));
}

} // namespace ReplayScope::Ui
