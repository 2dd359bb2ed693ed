// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Minari's JPEG-encoded image observations (Minari >= 0.5.3, peers.md (b)) decoded to
// the arrays Minari's own reader returns. The spaces in metadata.json say where images
// are; the stored bytes say whether they were encoded.
#include "jpegdecode.h"
#include "offlinedatasets.h"

#include <core/error.h>
#include <core/io/json/jsonparse.h>

namespace ReplayScope::Core {

namespace {

const PyValue* member(const PyValue& dict, std::string_view key)
{
    return dict.kind() == PyValue::Kind::Dict ? dict.find(key) : nullptr;
}

std::string textOf(const PyValue* value)
{
    return value && value->kind() == PyValue::Kind::Str ? std::string(value->asString()) : std::string();
}

/// Every number of a nested JSON list (or a single number) equals want.
bool allEqual(const PyValue* value, double want)
{
    if (!value)
        return true; // a space without bounds is not ruled out
    if (value->isSequence()) {
        for (const PyValue& item : value->items())
            if (!allEqual(&item, want))
                return false;
        return true;
    }
    return value->isNumber() && value->asDouble() == want;
}

/// Minari's test for spaces it stores as JPEG: Box, uint8, 2-d or 3-d, both sides at
/// least 32, low 0 and high 255. Returns the space shape, empty when it is no image.
Shape imageShape(const PyValue& space)
{
    if (textOf(member(space, "type")) != "Box" || textOf(member(space, "dtype")) != "uint8")
        return {};
    const PyValue* shapeValue = member(space, "shape");
    if (!shapeValue || !shapeValue->isSequence())
        return {};
    Shape shape;
    for (const PyValue& d : shapeValue->items()) {
        if (!d.isNumber())
            return {};
        shape.push_back(d.asInt());
    }
    if (shape.size() < 2 || shape.size() > 3 || shape[0] < 32 || shape[1] < 32)
        return {};
    if (!allEqual(member(space, "low"), 0.0) || !allEqual(member(space, "high"), 255.0))
        return {};
    return shape;
}

/// True when an array is stored as encoded blobs (not raw pixels) starting with a
/// JPEG marker.
bool holdsJpegBlobs(const NdArray& array)
{
    if (array.ndim() < 1 || array.shape().front() == 0)
        return false;
    if (array.dtype().kind() == DTypeKind::Object) {
        const PyValue first = array.item(0);
        if (!first.isArray() || first.asArray().dtype().itemSize() != 1 || first.asArray().size() < 3)
            return false;
        const NdArray bytes = first.asArray().contiguous();
        return looksLikeJpeg(reinterpret_cast<const std::uint8_t*>(bytes.elementPtr(0)), 3);
    }
    if (array.dtype().kind() != DTypeKind::UInt8 || array.ndim() != 2 || array.shape()[1] < 3)
        return false;
    std::uint8_t head[3];
    for (int k = 0; k < 3; ++k)
        head[k] = *reinterpret_cast<const std::uint8_t*>(array.elementPtr(k));
    return looksLikeJpeg(head, 3);
}

/// The value of one space with its images decoded (the value itself when it holds
/// none).
PyValue decodeValue(const PyValue& value, const PyValue& space, const std::string& where)
{
    const std::string type = textOf(member(space, "type"));
    if ((type == "Dict" || type == "Tuple") && value.isBatch()) {
        const PyValue* subspaces = member(space, "subspaces");
        if (!subspaces)
            return value;
        std::vector<Batch::Entry> entries;
        for (const auto& [key, child] : value.asBatch()->entries()) {
            const PyValue* sub = nullptr;
            if (type == "Dict") {
                sub = member(*subspaces, key);
            } else if (subspaces->isSequence() && key.rfind("_index_", 0) == 0) {
                const std::string digits = key.substr(7);
                const bool numeric = !digits.empty() && digits.find_first_not_of("0123456789") == std::string::npos;
                const std::size_t k = numeric ? std::stoul(digits) : subspaces->items().size();
                if (k < subspaces->items().size())
                    sub = &subspaces->items()[k];
            }
            entries.emplace_back(key, sub ? decodeValue(child, *sub, where + "/" + key) : child);
        }
        return PyValue::batch(Batch::make(entries));
    }
    const Shape shape = imageShape(space);
    if (shape.empty() || !value.isArray() || !holdsJpegBlobs(value.asArray()))
        return value;
    NdArray frames = decodeJpegFrames(value.asArray(), where);
    Shape target{frames.shape().front()};
    target.insert(target.end(), shape.begin(), shape.end());
    std::int64_t want = 1;
    for (std::int64_t d : target)
        want *= d;
    // Grayscale frames of a 2-d space come back H x W x 1; Minari gives H x W.
    if (want == frames.size())
        frames = frames.reshape(target);
    return PyValue::array(frames);
}

/// A space from metadata.json, where Minari keeps it as a JSON string.
PyValue spaceOf(const PyValue& metadata, std::string_view key, const std::string& file)
{
    const PyValue* value = member(metadata, key);
    if (!value)
        return PyValue();
    if (value->kind() == PyValue::Kind::Str)
        return parseJson(value->asString(), file + " " + std::string(key));
    return *value;
}

} // namespace

void decodeMinariImages(MinariDataset& dataset)
{
    const PyValue* encoding = member(dataset.metadata, "jpeg_encoding");
    if (encoding && encoding->isNumber() && !encoding->asBool())
        return;
    const std::string source = dataset.metadataPath.empty() ? dataset.file : dataset.metadataPath;
    const std::pair<const char*, PyValue> spaces[] = {
        {"observations", spaceOf(dataset.metadata, "observation_space", source)},
        {"actions", spaceOf(dataset.metadata, "action_space", source)},
    };
    for (MinariEpisode& episode : dataset.episodes) {
        if (!episode.data)
            continue;
        for (const auto& [key, space] : spaces) {
            const PyValue* value = episode.data->find(key);
            if (!value || space.kind() != PyValue::Kind::Dict)
                continue;
            const std::string where = dataset.file + ":/" + episode.group + "/" + key;
            PyValue decoded = decodeValue(*value, space, where);
            episode.data->set(key, decoded);
        }
    }
}

} // namespace ReplayScope::Core
