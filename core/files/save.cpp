// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Saving by extension. Every writer underneath is atomic (a temporary file renamed into
// place), so a failed save never leaves a partial file behind.
#include <core/files/formats.h>
#include <core/files/formats_p.h>

#include <core/array/arrayops.h>
#include <core/buffer/bufferstate.h>
#include <core/buffer/her.h>
#include <core/error.h>
#include <core/io/hdf5/hdf5writer.h>
#include <core/io/npy/npzarchive.h>
#include <core/io/pickle/picklewriter.h>

#include <algorithm>
#include <cctype>

namespace ReplayScope::Core {

namespace {

std::string lowerExtension(const std::string& path)
{
    const std::size_t slash = path.find_last_of('/');
    const std::size_t dot = path.find_last_of('.');
    if (dot == std::string::npos || (slash != std::string::npos && dot < slash))
        return {};
    std::string ext = path.substr(dot);
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return ext;
}

void flattenInto(const Batch& batch, const std::string& prefix, std::vector<std::pair<std::string, NdArray>>& out)
{
    for (const auto& [key, value] : batch.entries()) {
        const std::string path = prefix.empty() ? key : prefix + "." + key;
        if (value.isBatch()) {
            flattenInto(*value.asBatch(), path, out); // an empty Batch (reserved key) adds nothing
        } else if (value.isArray() || value.kind() == PyValue::Kind::Scalar) {
            NdArray a = value.asArray();
            if (a.isTorch()) {
                a = a.copy();
                a.setTorch(false);
                a.setRequiresGrad(false);
            }
            out.emplace_back(path, a);
        } else {
            // np.savez stores np.asanyarray(value): a str becomes a 0-d '<U' array, None and
            // other objects a 0-d object array.
            NdArray a;
            try {
                a = asAnyArray(value);
            } catch (const Error&) {
                a = NdArray::fromObjects({value}, {});
            }
            out.emplace_back(path, a);
        }
    }
}

} // namespace

namespace {

// The dict a Batch shows, with each 0-d object array replaced by its element: Batch()
// turns a Python int of 2**64 or more into such an array (np.asanyarray) and such an
// array back into the element, so writing the array would make the file's int come
// back as an array in Python, and the Batch view of the file an int.
PyValue objectScalarsAsItems(const PyValue& dict)
{
    PyValue::Items items;
    for (const auto& [key, value] : dict.dictItems()) {
        if (value.kind() == PyValue::Kind::Dict)
            items.emplace_back(key, objectScalarsAsItems(value));
        else if (value.isArray() && value.asArray().ndim() == 0 && value.asArray().dtype().isObject()
                 && !value.asArray().isTorch())
            items.emplace_back(key, value.asArray().item(0));
        else
            items.emplace_back(key, value);
    }
    return PyValue::dict(std::move(items));
}

} // namespace

SaveFormat saveFormatFor(const std::string& path)
{
    const std::string ext = lowerExtension(path);
    if (ext == ".pkl" || ext == ".pickle")
        return SaveFormat::Pickle;
    if (ext == ".h5" || ext == ".hdf5")
        return SaveFormat::Hdf5;
    if (ext == ".npz")
        return SaveFormat::Npz;
    throw ValueError(path + ": cannot tell the output format from the extension '" + ext
                     + "' (use .pkl, .pickle, .h5, .hdf5 or .npz)");
}

std::vector<std::pair<std::string, NdArray>> flattenBatch(const Batch& batch)
{
    std::vector<std::pair<std::string, NdArray>> out;
    flattenInto(batch, {}, out);
    return out;
}

void saveBatch(const std::string& path, const Batch& batch)
{
    switch (saveFormatFor(path)) {
    case SaveFormat::Pickle: {
        // A subclass name (set for printing buffers) must not leak into the pickle.
        auto copy = std::make_shared<Batch>(batch);
        copy->setClassName("Batch");
        PickleWriter::writeFile(path, PyValue::batch(copy));
        return;
    }
    case SaveFormat::Hdf5: {
        auto copy = std::make_shared<Batch>(batch);
        copy->setClassName("Batch");
        writeTianshouHdf5(path, PyValue::batch(copy));
        return;
    }
    case SaveFormat::Npz: writeNpzFile(path, flattenBatch(batch)); return;
    }
}

void saveBuffer(const std::string& path, const ReplayBuffer& buffer, BufferGeneration generation)
{
    switch (saveFormatFor(path)) {
    case SaveFormat::Pickle: PickleWriter::writeFile(path, bufferToObject(buffer, generation)); return;
    case SaveFormat::Hdf5: writeTianshouHdf5(path, bufferToState(buffer, generation)); return;
    case SaveFormat::Npz: {
        // getItem needs a mutable buffer (HER restores its cache first); work on a copy of
        // the handle's state only through the const-safe chronological rows.
        const Indices rows = buffer.chronologicalIndices();
        writeNpzFile(path, flattenBatch(buffer.rows(BufferIndex::array(rows))));
        return;
    }
    }
}

void saveLoaded(const std::string& path, const LoadedData& data)
{
    if (data.buffer) {
        // Tianshou's save_hdf5 and buf[:] write a HER relabelling left by sample() back
        // first (in place); pickle.dump keeps it with its cache (issue 18).
        if (saveFormatFor(path) != SaveFormat::Pickle) {
            if (auto* her = dynamic_cast<HERReplayBuffer*>(data.buffer.get()))
                her->restoreCache();
            else if (auto* herManager = dynamic_cast<HERVectorReplayBuffer*>(data.buffer.get()))
                herManager->restoreCaches();
        }
        saveBuffer(path, *data.buffer, data.buffer->generation());
        return;
    }
    // Other libraries' buffers (SB3, torch.save transitions, imitation) go to Tianshou's
    // layouts as the Tianshou buffer of the same transitions, so episodes survive.
    if (data.tianshouBuffer && saveFormatFor(path) != SaveFormat::Npz) {
        saveBuffer(path, *data.tianshouBuffer(), BufferGeneration::V2);
        return;
    }
    // Dataset layouts (robomimic, d3rlpy, imitation npz, TorchRL) likewise, from their
    // steps; npz holds the steps flat.
    if (data.tianshouSteps) {
        if (saveFormatFor(path) == SaveFormat::Npz)
            saveBatch(path, data.tianshouSteps());
        else
            saveBuffer(path, *data.asBuffer(), BufferGeneration::V2);
        return;
    }
    // A pickle of a plain value (a dict, a list, a numpy scalar, an opaque object) saved
    // as a pickle keeps its root: written as a Tianshou Batch it would load as a Batch,
    // whose conversion turns lists into arrays and numpy strings into str, and a dict
    // with non-str keys would not load at all (found by tst_roundtrip).
    if (data.format == FileFormat::Pickle && !data.value.isBatch() && data.batch
        && saveFormatFor(path) == SaveFormat::Pickle) {
        const auto& entries = data.batch->entries();
        const bool wrapped =
            entries.size() == 1 && entries.front().first == "value" && entries.front().second.isSameObject(data.value);
        if (wrapped) {
            PickleWriter::writeFile(path, data.value);
            return;
        }
        if (data.value.kind() == PyValue::Kind::Dict) {
            PickleWriter::writeFile(path, objectScalarsAsItems(data.batch->toDict(true))); // the dict as shown
            return;
        }
    }
    // Tianshou's Batch stacks an object array of dicts into a Batch when it loads (RLlib's
    // infos column, a pickled dict holding such an array): as a Batch pickle it would not
    // load as it was read. A plain dict keeps it, as numpy and RLlib have it (a SampleBatch
    // is a dict; SampleBatch(pickle.load(f)) restores it). HDF5 needs nothing special: the
    // root of to_hdf5 is unmarked either way, and from_hdf5 gives such a root as a dict.
    if (data.batch && saveFormatFor(path) == SaveFormat::Pickle && Formats::holdsBatchSetArray(*data.batch)) {
        PickleWriter::writeFile(path, data.batch->toDict(true));
        return;
    }
    saveBatch(path, data.batch ? *data.batch : Batch());
}

} // namespace ReplayScope::Core
