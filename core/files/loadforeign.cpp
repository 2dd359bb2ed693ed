// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Layouts of other libraries that arrive as pickles or torch.save files (issue 19):
// Stable-Baselines3 replay buffers, imitation 0.2 trajectory lists, torch.save files,
// and compressed pickles. Each reader lives in its own folder (core/io/sb3, torchfile,
// transitions, compressed); this file only fills LoadedData from their results.
#include <core/files/formats_p.h>

#include <core/error.h>
#include <core/io/compressed/decompress.h>
#include <core/io/mappedfile.h>
#include <core/io/pickle/picklereader.h>
#include <core/io/sb3/sb3buffer.h>
#include <core/io/torchfile/torchfile.h>
#include <core/io/transitions/imitationpickle.h>
#include <core/io/transitions/transitionkeys.h>

namespace ReplayScope::Core::Formats {

namespace {

void loadSb3(LoadedData& out)
{
    auto sb3 = std::make_shared<const Sb3Buffer>(readSb3Buffer(out.value));
    out.layout = "sb3-replay-buffer-pickle";
    out.className = sb3->className;
    out.module = sb3->module;
    out.batch = sb3->keys;
    out.episodes = sb3->episodes;
    out.attributes = sb3->details;
    out.tianshouBuffer = [sb3] { return sb3->toTianshou(); };
    out.notes.push_back("Stable-Baselines3 " + sb3->className + ": " + std::to_string(sb3->nEnvs) + " env(s) of "
                        + std::to_string(sb3->bufferSize) + " rows, pos " + std::to_string(sb3->pos)
                        + (sb3->full ? ", full (oldest row first at pos)" : "")
                        + (sb3->optimizeMemoryUsage ? ", optimize_memory_usage (next obs = next row)" : ""));
}

void loadImitation(LoadedData& out)
{
    auto trajectories = std::make_shared<const ImitationTrajectories>(readImitationTrajectories(out.value));
    out.layout = "imitation-pickle";
    out.className = out.value.items().front().asObject()->cls.name;
    out.module = out.value.items().front().asObject()->cls.module;
    out.batch = trajectories->keys;
    out.episodes = trajectories->episodes;
    out.tianshouBuffer = [trajectories] { return trajectories->toTianshou(); };
}

// torch.save users save lists and tuples of tensors as often as dicts: they become
// dicts keyed "0", "1", ... so that each tensor is a key, not an element of an object
// array. Lists of plain numbers stay lists (Batch makes them arrays).
PyValue sequencesAsDicts(const PyValue& value, int depth)
{
    if (depth > 64)
        return value;
    if (value.kind() == PyValue::Kind::Dict) {
        PyValue::Items items;
        for (const auto& [key, item] : value.dictItems())
            items.emplace_back(key, sequencesAsDicts(item, depth + 1));
        return PyValue::dict(std::move(items));
    }
    if (!value.isSequence())
        return value;
    bool structured = false;
    for (const PyValue& item : value.items())
        structured = structured || item.isArray() || item.kind() == PyValue::Kind::Dict || item.isSequence();
    if (!structured)
        return value;
    PyValue::Items items;
    for (std::size_t i = 0; i < value.items().size(); ++i)
        items.emplace_back(PyValue::fromStr(std::to_string(i)), sequencesAsDicts(value.items()[i], depth + 1));
    return PyValue::dict(std::move(items));
}

} // namespace

bool loadForeignPickle(LoadedData& out)
{
    if (isSb3Buffer(out.value)) {
        loadSb3(out);
        return true;
    }
    if (isImitationTrajectoryList(out.value)) {
        loadImitation(out);
        return true;
    }
    return false;
}

PyValue readPossiblyCompressedPickle(const std::string& path, LoadedData& out)
{
    const auto file = MappedFile::open(path);
    const std::string_view bytes(reinterpret_cast<const char*>(file->data()), file->size());
    const Compression compression = sniffCompression(bytes);
    if (compression == Compression::None) {
        out.pickleProtocol = bytes.size() >= 2 && std::uint8_t(bytes[0]) == 0x80 ? std::uint8_t(bytes[1]) : 0;
        out.formatDescription = "Python pickle, protocol " + std::to_string(out.pickleProtocol);
        return PickleReader().readMapped(file, 0);
    }
    const std::string plain = decompressAll(bytes, compression, path);
    out.pickleProtocol = plain.size() >= 2 && std::uint8_t(plain[0]) == 0x80 ? std::uint8_t(plain[1]) : 0;
    out.formatDescription = "Python pickle, protocol " + std::to_string(out.pickleProtocol) + " ("
                            + compressionName(compression) + "-compressed)";
    out.notes.push_back(compressionName(compression) + "-compressed: " + std::to_string(plain.size())
                        + " bytes decompressed into memory");
    return PickleReader().readBytes(plain, path);
}

LoadedData loadTorchSave(const std::string& path)
{
    const TorchSaveFile torch = readTorchSave(path);
    LoadedData out;
    out.format = FileFormat::TorchSave;
    out.layout = torch.kind == TorchSaveKind::Zip ? "torch-save-zip" : "torch-save-legacy";
    out.formatDescription =
        std::string(torch.kind == TorchSaveKind::Zip ? "torch.save zip archive" : "torch.save legacy stream")
        + " (pickle protocol " + std::to_string(torch.pickleProtocol) + ", " + std::to_string(torch.storages)
        + " storage(s))";
    out.pickleProtocol = torch.pickleProtocol;
    out.value = torch.value;
    setPlainValue(out, sequencesAsDicts(torch.value, 0));
    out.className = torch.value.typeName();
    if (!torch.archiveName.empty())
        out.attributes.emplace_back(PyValue::fromStr("archive"), PyValue::fromStr(torch.archiveName));
    if (out.batch) {
        if (const auto columns = findTransitions(out.batch)) {
            out.episodes = columns->episodes();
            const auto found = std::make_shared<const TransitionColumns>(*columns);
            out.tianshouBuffer = [found] { return found->toTianshou(); };
            if (!columns->path.empty())
                out.notes.push_back("episodes from the transitions under '" + columns->path + "'");
        }
    }
    return out;
}

} // namespace ReplayScope::Core::Formats
