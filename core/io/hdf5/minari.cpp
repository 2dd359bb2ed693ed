// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "jpegdecode.h"
#include "offlinedatasets.h"

#include <core/error.h>
#include <core/io/json/jsonparse.h>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace ReplayScope::Core {

namespace {

const PyValue* findItem(const PyValue::Items& items, std::string_view name)
{
    for (const auto& [key, value] : items) {
        if (key.asString() == name)
            return &value;
    }
    return nullptr;
}

std::string directoryOf(const std::string& path)
{
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? std::string(".") : path.substr(0, slash);
}

bool isEpisodeName(const std::string& name)
{
    if (name.rfind("episode_", 0) != 0 || name.size() == 8)
        return false;
    return std::all_of(name.begin() + 8, name.end(), [](char c) { return c >= '0' && c <= '9'; });
}

} // namespace

MinariDataset readMinari(std::shared_ptr<const Hdf5File> file, const Hdf5ReadOptions& options)
{
    MinariDataset out;
    const std::string& path = file->path();
    out.file = path;
    out.hdf5 = file;
    out.rootAttributes = file->attributes("/");

    for (const std::string& name : file->members("/")) {
        if (!isEpisodeName(name) || file->objectType("/" + name) != Hdf5File::ObjectType::Group)
            continue;
        const std::string group = "/" + name;
        if (file->objectType(group + "/actions") != Hdf5File::ObjectType::Dataset)
            throw FormatError(path, -1, "Minari episode '" + group + "' has no 'actions' dataset");
        MinariEpisode episode;
        episode.group = name;
        episode.id = std::stoll(name.substr(8));
        Hdf5Tree tree = file->readTree(options, group);
        episode.attributes = tree.attributesOf(group);
        episode.data = tree.root;
        if (const PyValue* id = findItem(episode.attributes, "id"); id && id->isNumber())
            episode.id = id->asInt();
        if (const PyValue* seed = findItem(episode.attributes, "seed"); seed && seed->isNumber())
            episode.seed = seed->asInt();
        const Hdf5DatasetInfo actions = file->datasetInfo(group + "/actions");
        episode.length = actions.shape.empty() ? 0 : actions.shape.front();
        if (const PyValue* steps = findItem(episode.attributes, "total_steps"); steps && steps->isNumber())
            episode.length = steps->asInt();
        out.totalSteps += episode.length;
        out.episodes.push_back(std::move(episode));
    }
    if (out.episodes.empty())
        throw FormatError(path, -1, "not a Minari file: the root has no 'episode_N' groups");
    std::stable_sort(out.episodes.begin(), out.episodes.end(),
                     [](const MinariEpisode& a, const MinariEpisode& b) { return a.id < b.id; });

    // Since February 2024 Minari keeps the dataset metadata in a JSON file beside the data;
    // older files have it as root attributes.
    const std::string json = directoryOf(path) + "/metadata.json";
    std::ifstream in(json, std::ios::binary);
    if (in) {
        std::ostringstream text;
        text << in.rdbuf();
        out.metadataPath = json;
        out.metadata = parseJson(text.str(), json);
    } else {
        out.metadata = PyValue::dict(out.rootAttributes);
    }
    decodeMinariImages(out);
    return out;
}

MinariDataset readMinari(const std::string& path, const Hdf5ReadOptions& options)
{
    return readMinari(Hdf5File::open(path), options);
}

} // namespace ReplayScope::Core
