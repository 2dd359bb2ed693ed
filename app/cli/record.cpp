// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// `info --json`: the manifest record schema of shared/fixtures/README.md, computed the
// way the fixture generator computed it with numpy.
#include "record.h"

#include "sha256.h"

#include <core/array/arrayops.h>
#include <core/buffer/buffermanager.h>
#include <core/buffer/her.h>
#include <core/error.h>

#include <cmath>
#include <optional>

namespace ReplayScope::Cli {

using namespace ReplayScope::Core;

namespace {

void writeLeaf(JsonWriter& json, const std::string& path, const PyValue& value, bool full)
{
    json.key(path);
    json.beginObject();
    if (value.isBatch()) {
        json.key("kind");
        json.string("reserved");
        json.endObject();
        return;
    }
    if (!value.isArray()) {
        json.key("kind");
        json.string("object");
        json.key("repr");
        json.string(value.repr());
        json.endObject();
        return;
    }
    const NdArray& a = value.asArray();
    json.key("kind");
    json.string(a.isTorch() ? "torch" : "ndarray");
    json.key("dtype");
    json.string(a.dtype().str()); // numpy's str(dtype): "uint32", ">u4", "<U3", "|S6"
    json.key("shape");
    json.integers(a.shape());
    if (a.dtype().isNumeric() && a.size() > kRecordFullElements && !full) {
        json.key("statistics");
        json.string("skipped");
    } else if (a.dtype().isNumeric()) {
        std::optional<Progress> progress;
        if (a.size() > kRecordFullElements)
            progress.emplace("hashing " + path + " (" + std::to_string(a.size()) + " elements) ...");
        json.key("sha256");
        json.string(arraySha256(a));
        json.key("sum");
        json.number(nanSumAsFloat64(a)); // complex: the real parts (docs/info-json.md)
    } else {
        json.key("repr");
        json.beginArray();
        const std::int64_t n = std::min<std::int64_t>(a.size(), 50);
        for (std::int64_t i = 0; i < n; ++i)
            json.string(a.dtype().isObject() ? a.scalarAt(i).repr() : a.item(i).repr());
        json.endArray();
    }
    json.endObject();
}

// Lists of a chronological column (numpy's tolist), or null when the key is missing.
void writeColumn(JsonWriter& json, const Batch& batch, const char* key)
{
    const PyValue* v = batch.find(key);
    if (v && (v->isArray() || v->kind() == PyValue::Kind::Scalar))
        json.arrayValues(v->asArray());
    else
        json.null();
}

// True when a HER buffer (or a HER sub-buffer) holds a relabelling that sample() left
// in its storage and the next sample_indices or buf[:] restores.
bool holdsRelabelling(const ReplayBuffer& buf)
{
    if (const auto* her = dynamic_cast<const HERReplayBuffer*>(&buf))
        return her->hasCache();
    if (const auto* manager = dynamic_cast<const ReplayBufferManager*>(&buf))
        for (const auto& sub : manager->buffers())
            if (holdsRelabelling(*sub))
                return true;
    return false;
}

void writeBufferFields(JsonWriter& json, const LoadedData& data, bool full)
{
    ReplayBuffer& buf = *data.buffer;
    // `storage` is `_meta` as the file holds it, relabelled goals included; the
    // chronological fields are buf[:], which restores the relabelling first, as
    // Tianshou's does (issue 18). Copied only when there is one to restore.
    const std::optional<Batch> stored =
        holdsRelabelling(buf) ? std::optional<Batch>(buf.meta().deepCopy()) : std::nullopt;
    json.key("len");
    json.integer(buf.length());
    json.key("maxsize");
    json.integer(buf.maxsize());
    json.key("stack_num");
    json.integer(buf.stackNum());
    const Indices indices = buf.sampleIndices(0);
    json.key("indices");
    json.integers(indices);
    json.key("prev");
    json.integers(buf.prev(indices));
    json.key("next");
    json.integers(buf.next(indices));
    const Batch chrono = buf.getItem(Index(Slice{}));
    json.key("chrono_rew");
    writeColumn(json, chrono, "rew");
    json.key("chrono_done");
    writeColumn(json, chrono, "done");
    json.key("storage");
    json.beginObject();
    writeTreeRecords(json, stored ? *stored : buf.meta(), {}, full);
    json.endObject();
}

// The fields of other-formats/manifest.json: steps and, when the data has episode
// structure, one {length, return, end} per episode.
void writeDatasetFields(JsonWriter& json, const LoadedData& data)
{
    std::optional<EpisodeList> episodes;
    try {
        episodes = data.episodeList();
    } catch (const Error&) {
        // No flag column: a dataset without episodes (plain npz arrays).
    }
    json.key("steps");
    if (episodes && episodes->count() > 0) {
        json.integer(episodes->steps());
    } else {
        try {
            json.integer(data.batch ? data.batch->length() : 0);
        } catch (const Error&) {
            json.null();
        }
    }
    if (!episodes || episodes->count() == 0)
        return;
    json.key("episodes");
    json.beginArray();
    for (const Episode& e : episodes->episodes()) {
        json.beginObject();
        json.key("length");
        json.integer(e.length());
        json.key("return");
        json.number(e.episodeReturn);
        // As the manifests: the last step's flag, and a cut start said apart.
        json.key("end");
        json.string(episodeEndName(e.endFlag));
        if (e.startCut) {
            json.key("cut_start");
            json.boolean(true);
        }
        if (data.tianshouBuffer && data.layout.rfind("sb3", 0) == 0) {
            json.key("env");
            json.integer(e.subBuffer);
        }
        json.endObject();
    }
    json.endArray();
}

std::string baseName(const std::string& path)
{
    const std::size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

} // namespace

std::string arraySha256(const NdArray& array)
{
    NdArray a = array;
    if (a.dtype().byteOrder() == ByteOrder::Big)
        a = a.astype(a.dtype().native());
    a = a.contiguous();
    Sha256 hash;
    if (a.nbytes() > 0)
        hash.update(a.elementPtr(0), std::size_t(a.nbytes()));
    return hash.hexDigest();
}

void writeTreeRecords(JsonWriter& json, const Batch& batch, const std::string& prefix, bool full)
{
    for (const auto& [key, value] : batch.entries()) {
        const std::string path = prefix.empty() ? key : prefix + "." + key;
        if (value.isBatch() && !value.asBatch()->isEmpty())
            writeTreeRecords(json, *value.asBatch(), path, full);
        else
            writeLeaf(json, path, value, full);
    }
}

std::string manifestRecord(const LoadedData& data, bool full)
{
    JsonWriter json;
    json.beginObject();
    json.key("file");
    json.string(baseName(data.path));
    const bool tianshou = data.layout == "tianshou";
    if (tianshou) {
        json.key("tianshou");
        if (data.release.empty())
            json.null();
        else
            json.string(data.release);
    } else {
        json.key("layout");
        json.string(data.layout);
    }
    json.key("class");
    json.string(data.className);
    if (!data.module.empty() && data.format == FileFormat::Pickle && (data.buffer || !tianshou)) {
        json.key("module");
        json.string(data.module);
    }
    if (data.buffer) {
        writeBufferFields(json, data, full);
    } else {
        json.key("len");
        try {
            json.integer(data.batch ? data.batch->length() : 0);
        } catch (const Error&) {
            json.null(); // Tianshou raises TypeError for len() of this Batch
        }
        if (!tianshou && (data.format != FileFormat::Pickle || data.episodes))
            writeDatasetFields(json, data);
        json.key("tree");
        json.beginObject();
        if (data.batch)
            writeTreeRecords(json, *data.batch, {}, full);
        json.endObject();
    }
    json.endObject();
    return json.text();
}

} // namespace ReplayScope::Cli
