// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// loadFile(): one entry point over every reader, so the CLI and the GUI agree on what a
// file holds.
#include <core/files/formats.h>
#include <core/files/formats_p.h>

#include <core/buffer/bufferstate.h>
#include <core/buffer/episodegroups.h>
#include <core/error.h>
#include <core/io/hdf5/hdf5reader.h>
#include <core/io/hdf5/offlinedatasets.h>
#include <core/io/hdf5/tianshouhdf5.h>
#include <core/files/bufferhdf5.h>
#include <core/io/mappedfile.h>
#include <core/io/pickle/picklereader.h>

#include <algorithm>
#include <unordered_set>

namespace ReplayScope::Core {

namespace {

void setBuffer(LoadedData& out, std::shared_ptr<ReplayBuffer> buffer, bool fromHdf5)
{
    out.className = buffer->className();
    out.release = releaseOfGeneration(buffer->generation(), fromHdf5);
    out.buffer = std::move(buffer);
}

// Narrows a release range where the state names something only some releases of the
// range have (tianshou-spec 0 and 4.3): HER buffers exist from v0.4.11, and prioritized
// buffers keep `_weight_norm` from v0.4.3. Nothing else in a state tells releases apart.
void refineRelease(LoadedData& out, const PyValue* state)
{
    const std::string& cls = out.className;
    if (out.release == "v0.4.10-v1.1" && cls.rfind("HER", 0) == 0) {
        out.release = "v0.4.11-v1.1";
    } else if (out.release == "v0.4.0-v0.4.9" && cls.find("Prioritized") != std::string::npos && state
               && state->kind() == PyValue::Kind::Dict) {
        out.release = state->find(std::string_view("_weight_norm")) ? "v0.4.3-v0.4.9" : "v0.4.0-v0.4.2";
    }
}

// Batch(dict) converts nested dicts recursively, so a dict that contains itself (which
// pickles can express) would never finish; such values are shown as they are instead.
bool isAcyclic(const PyValue& value, std::vector<const void*>& active, std::unordered_set<const void*>& checked)
{
    const bool container = value.kind() == PyValue::Kind::Dict || value.isSequence();
    if (!container || checked.count(value.identity()))
        return true; // shared sub-values are checked once
    if (std::find(active.begin(), active.end(), value.identity()) != active.end() || active.size() > 500)
        return false;
    active.push_back(value.identity());
    bool ok = true;
    if (value.kind() == PyValue::Kind::Dict) {
        for (const auto& [key, item] : value.dictItems())
            ok = ok && isAcyclic(item, active, checked);
    } else {
        for (const PyValue& item : value.items())
            ok = ok && isAcyclic(item, active, checked);
    }
    active.pop_back();
    if (ok)
        checked.insert(value.identity());
    return ok;
}

} // namespace

// A value that is neither a Batch nor a buffer still deserves a look: dicts become
// Batches as Tianshou would build them (keeping object arrays of dicts, see
// batchFromPlainDict), anything else the single key `value`.
void Formats::setPlainValue(LoadedData& out, const PyValue& value)
{
    out.className = value.typeName();
    std::vector<const void*> active;
    std::unordered_set<const void*> checked;
    if (value.kind() == PyValue::Kind::Dict && isAcyclic(value, active, checked)) {
        out.module = "builtins";
        try {
            out.batch = Formats::batchFromPlainDict(value);
            return;
        } catch (const Error&) {
            // Non-str keys or values Batch refuses: fall through to the wrapped form.
        }
    }
    if (value.kind() == PyValue::Kind::Dict) {
        out.module = "builtins";
    } else if (value.isArray()) {
        out.module = value.asArray().isTorch() ? "torch" : "numpy";
    } else if (value.kind() == PyValue::Kind::Object) {
        out.module = value.asObject()->cls.module;
    } else {
        out.module = "builtins";
    }
    out.batch = Batch::make();
    out.batch->setRaw("value", value);
}

namespace {

// v1.2 and v2 pickle the same state; only v2 moved ReplayBuffer to `buffer_base`. So a
// v1.2-style state is certainly v1.2 only when a ReplayBuffer (the root or a sub-buffer)
// still lives in `tianshou.data.buffer.base`.
bool namesV12Module(const PyValue& object)
{
    constexpr const char* kBase = "tianshou.data.buffer.base";
    const PyObject& obj = *object.asObject();
    if (obj.cls.module == kBase)
        return true;
    const PyValue* subs = obj.state ? obj.state->find("buffers") : nullptr;
    if (!subs)
        return false;
    std::vector<PyValue> items;
    if (subs->isSequence())
        items = subs->items();
    else if (subs->isArray() && subs->asArray().dtype().isObject() && subs->asArray().size() > 0)
        items.push_back(subs->asArray().scalarAt(0));
    return !items.empty() && items.front().kind() == PyValue::Kind::Object
           && items.front().asObject()->cls.module == kBase;
}

LoadedData loadPickle(const std::string& path)
{
    LoadedData out;
    out.format = FileFormat::Pickle;
    out.layout = "pickle";
    out.value = Formats::readPossiblyCompressedPickle(path, out);
    if (Formats::loadForeignPickle(out))
        return out;
    if (out.value.isBatch()) {
        out.batch = out.value.asBatch();
        out.className = out.batch->className();
        out.module = "tianshou.data.batch";
        out.layout = "tianshou";
    } else if (out.value.kind() == PyValue::Kind::Object && isBufferClass(out.value.asObject()->cls)) {
        out.module = out.value.asObject()->cls.module;
        out.layout = "tianshou";
        setBuffer(out, bufferFromObject(out.value), false);
        if (out.buffer->generation() == BufferGeneration::V1_2 && !namesV12Module(out.value))
            out.release = "v1.2+";
        refineRelease(out, out.value.asObject()->state.get());
    } else {
        Formats::setPlainValue(out, out.value);
    }
    return out;
}

// Large chunked or compressed datasets of any layout are read when touched, or a window
// at a time before that, as Tianshou's (TianshouHdf5Options::lazyFromBytes): opening
// reads metadata only, whatever the file's size.
Hdf5ReadOptions lazyOptions()
{
    Hdf5ReadOptions options;
    options.deferFromBytes = TianshouHdf5Options().lazyFromBytes;
    return options;
}

// Steps of Minari episodes laid end to end, so the episode model can add up returns
// and read end flags; observations (one row more per episode) are not needed for that.
StepFlags minariFlags(const MinariDataset& minari)
{
    StepFlags flags;
    for (const MinariEpisode& episode : minari.episodes) {
        const Batch& data = *episode.data;
        auto column = [&](const char* key) -> const NdArray* {
            const PyValue* v = data.find(key);
            return v && v->isArray() ? &v->asArray() : nullptr;
        };
        const NdArray* rewards = column("rewards");
        const NdArray* terminations = column("terminations");
        const NdArray* truncations = column("truncations");
        for (std::int64_t k = 0; k < episode.length; ++k) {
            auto rowSum = [&](const NdArray* a) {
                if (!a || a->ndim() == 0 || k >= a->shape().front())
                    return 0.0;
                const std::int64_t per = a->size() / a->shape().front();
                double s = 0.0;
                for (std::int64_t j = 0; j < per; ++j)
                    s += a->toDouble(k * per + j);
                return s;
            };
            auto flag = [&](const NdArray* a) { return a && a->ndim() > 0 && k < a->shape().front() && a->toBool(k); };
            flags.rewards.push_back(rowSum(rewards));
            flags.terminated.push_back(flag(terminations));
            flags.truncated.push_back(flag(truncations));
        }
    }
    return flags;
}

/// How a link the HDF5 readers did not follow is told to users.
std::string linkNote(const Hdf5Link& link)
{
    if (link.kind == "hard" || link.kind == "cycle")
        return link.kind + " link " + link.path + " -> " + link.target + ": the group shown at " + link.target;
    return link.kind + " link " + link.path + " -> " + link.target + " not followed";
}

// One pass through the file: it is opened (and crash-probed) once here, classified once,
// and the open file is handed to the reader of its layout.
LoadedData loadHdf5(const std::string& path)
{
    LoadedData out;
    out.format = FileFormat::Hdf5;
    const std::shared_ptr<const Hdf5File> hdf5 = Hdf5File::open(path);
    out.attributes = hdf5->attributes("/");
    const Hdf5Layout layout = detectHdf5Layout(*hdf5);
    switch (layout) {
    case Hdf5Layout::TianshouBuffer: {
        const TianshouHdf5 ts = readTianshouHdf5(hdf5);
        out.value = ts.state;
        out.layout = "tianshou";
        out.formatDescription = "HDF5 (Tianshou save_hdf5)";
        setBuffer(out, bufferFromHdf5(ts), true);
        refineRelease(out, &ts.state);
        for (const std::string& blob : ts.undecodedPickles)
            out.notes.push_back("pickled dataset " + blob + " kept undecoded");
        for (const Hdf5Link& link : ts.links)
            out.notes.push_back(linkNote(link));
        return out;
    }
    case Hdf5Layout::TianshouBatch: {
        const TianshouHdf5 ts = readTianshouHdf5(hdf5);
        out.value = ts.state;
        out.layout = "tianshou";
        out.formatDescription = "HDF5 (Tianshou to_hdf5 of a Batch)";
        // A root without __data_type__ gives a dict in from_hdf5: shown like a pickled
        // dict, object arrays of dicts (pickled_ndarray datasets) kept as arrays, except
        // empty object arrays: Batch(from_hdf5(f)) makes them Batch(), and kept as arrays
        // they gave the Batch a length of 0 (issue 18). A root marked "Batch" gives the
        // Batch itself.
        out.batch = ts.state.kind() == PyValue::Kind::Dict ? Formats::batchFromPlainDict(ts.state, 0, true)
                                                           : (ts.meta ? ts.meta : Batch::make());
        out.className = "Batch";
        for (const std::string& blob : ts.undecodedPickles)
            out.notes.push_back("pickled dataset " + blob + " kept undecoded");
        for (const Hdf5Link& link : ts.links)
            out.notes.push_back(linkNote(link));
        return out;
    }
    case Hdf5Layout::D4rl: {
        const D4rlDataset d4rl = readD4rl(hdf5, lazyOptions());
        out.layout = "d4rl";
        out.formatDescription = "HDF5 (D4RL)";
        out.className = "D4RL dataset";
        out.batch = d4rl.steps;
        out.value = PyValue::batch(d4rl.steps);
        for (const auto& [key, value] : d4rl.metadata->entries())
            out.attributes.emplace_back(PyValue::fromStr("metadata." + key), value);
        return out;
    }
    case Hdf5Layout::Minari: {
        const MinariDataset minari = readMinari(hdf5, lazyOptions());
        out.layout = "minari";
        out.formatDescription = "HDF5 (Minari)";
        out.className = "Minari dataset";
        out.batch = Batch::make();
        std::vector<std::int64_t> lengths;
        for (const MinariEpisode& episode : minari.episodes) {
            out.batch->setRaw(episode.group, PyValue::batch(episode.data));
            lengths.push_back(episode.length);
        }
        out.value = PyValue::batch(out.batch);
        out.episodes = EpisodeList::fromLengths(lengths, minariFlags(minari));
        if (minari.metadata.kind() == PyValue::Kind::Dict)
            for (const auto& [key, value] : minari.metadata.dictItems())
                out.attributes.emplace_back(key, value);
        return out;
    }
    case Hdf5Layout::Robomimic:
    case Hdf5Layout::D3rlpyV2:
    case Hdf5Layout::D3rlpyV1: return Formats::loadEpisodeHdf5(hdf5, layout, lazyOptions());
    case Hdf5Layout::Generic: break;
    }
    const Hdf5Tree tree = hdf5->readTree(lazyOptions());
    out.layout = "generic";
    out.formatDescription = "HDF5";
    out.className = "HDF5 groups";
    out.batch = tree.root;
    out.value = PyValue::batch(tree.root);
    for (const Hdf5Link& link : tree.links)
        out.notes.push_back(linkNote(link));
    return out;
}

} // namespace

std::string releaseOfGeneration(BufferGeneration generation, bool fromHdf5)
{
    switch (generation) {
    case BufferGeneration::V0_4_0: return "v0.4.0-v0.4.9";
    case BufferGeneration::V0_4_10:
    case BufferGeneration::V1_0:
        // The state of v0.4.10 to v1.1 uses the same names: nothing in it tells them apart.
        return "v0.4.10-v1.1";
    case BufferGeneration::V1_2:
        // save_hdf5 writes no class path, so v1.2 and v2 files look the same.
        return fromHdf5 ? "v1.2+" : "v1.2";
    case BufferGeneration::V2: return fromHdf5 ? "v1.2+" : "v2.0+";
    }
    return {};
}

Batch LoadedData::transitions() const
{
    if (buffer)
        return buffer->getItem(Index(Slice{}));
    if (tianshouSteps)
        return tianshouSteps();
    return batch ? *batch : Batch();
}

std::shared_ptr<ReplayBuffer> LoadedData::asBuffer() const
{
    if (buffer)
        return buffer;
    if (tianshouBuffer)
        return tianshouBuffer();
    if (tianshouSteps)
        return bufferFromTransitions(tianshouSteps());
    // D4RL keeps its own keys everywhere else (convert writes them as they are); only
    // the episode export needs its steps as a Tianshou buffer.
    if (layout == "d4rl" && batch)
        return bufferFromTransitions(Formats::d4rlSteps(*batch));
    return nullptr;
}

EpisodeList LoadedData::episodeList() const
{
    if (episodes)
        return *episodes;
    if (buffer)
        return EpisodeList::fromBuffer(*buffer);
    return EpisodeList::fromBatch(batch ? *batch : Batch());
}

LoadedData loadFile(const std::string& path)
{
    LoadedData out;
    const FileFormat format = detectFormat(path);
    switch (format) {
    case FileFormat::Pickle: out = loadPickle(path); break;
    case FileFormat::Hdf5: out = loadHdf5(path); break;
    case FileFormat::TorchSave: out = Formats::loadTorchSave(path); break;
    case FileFormat::Npz:
    case FileFormat::Npy:
    case FileFormat::RllibJson:
    case FileFormat::TorchrlDump: out = Formats::loadOther(path, format); break;
    case FileFormat::Unknown: throw FormatError(path, 0, "not a recognised file");
    }
    out.path = path;
    return out;
}

} // namespace ReplayScope::Core
