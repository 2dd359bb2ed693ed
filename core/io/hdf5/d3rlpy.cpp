// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// d3rlpy's HDF5 dumps: v2's per-episode datasets (d3rlpy/dataset/io.py, `dump`) and
// v1's flat MDPDataset (d3rlpy 1.x dataset.pyx, `MDPDataset.dump`).
#include "episodedatasets.h"

#include <core/error.h>

#include <algorithm>
#include <map>

namespace ReplayScope::Core {

namespace {

constexpr const char* kColumns[] = {"observations", "actions", "rewards", "terminated"};

// Splits `observations_3` / `observations_3_1` into column, episode and tuple part
// (-1 when none); false for other names.
bool parseName(const std::string& name, std::string* column, std::int64_t* episode, std::int64_t* part)
{
    for (const char* c : kColumns) {
        const std::string prefix = std::string(c) + "_";
        if (name.rfind(prefix, 0) != 0)
            continue;
        const std::string rest = name.substr(prefix.size());
        const std::size_t cut = rest.find('_');
        const std::string first = rest.substr(0, cut);
        const std::string second = cut == std::string::npos ? std::string() : rest.substr(cut + 1);
        const auto digits = [](const std::string& s) {
            return !s.empty() && s.size() < 12
                   && std::all_of(s.begin(), s.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
        };
        if (!digits(first) || (cut != std::string::npos && !digits(second)))
            return false;
        *column = c;
        *episode = std::stoll(first);
        *part = second.empty() ? -1 : std::stoll(second);
        return true;
    }
    return false;
}

} // namespace

bool isD3rlpyV2File(const Hdf5File& file)
{
    return file.objectType("/num_episodes") == Hdf5File::ObjectType::Dataset
           && file.objectType("/actions_0") == Hdf5File::ObjectType::Dataset;
}

bool isD3rlpyV1File(const Hdf5File& file)
{
    for (const char* name : {"/observations", "/actions", "/rewards", "/terminals", "/episode_terminals"})
        if (file.objectType(name) != Hdf5File::ObjectType::Dataset)
            return false;
    return true;
}

D3rlpyDataset readD3rlpyV2(std::shared_ptr<const Hdf5File> file, const Hdf5ReadOptions& options)
{
    D3rlpyDataset out;
    const std::string& path = file->path();
    out.file = path;
    out.hdf5 = file;
    const Hdf5Tree tree = file->readTree(options);
    out.metadata = Batch::make();
    struct Parts {
        std::shared_ptr<Batch> group = Batch::make();
        std::map<std::int64_t, PyValue> observations; // tuple parts by index
    };
    std::map<std::int64_t, Parts> episodes;
    for (const auto& [name, value] : tree.root->entries()) {
        std::string column;
        std::int64_t episode = 0, part = -1;
        if (!value.isArray() || !parseName(name, &column, &episode, &part)) {
            out.metadata->setRaw(name, value);
            continue;
        }
        Parts& parts = episodes[episode];
        if (part < 0)
            parts.group->setRaw(column, value);
        else if (column == "observations")
            parts.observations[part] = value;
        else
            out.metadata->setRaw(name, value); // d3rlpy splits only observations into parts
    }
    // Tuple observations: one dataset per part, gathered as Minari gathers Tuple spaces.
    for (auto& [index, parts] : episodes) {
        if (parts.observations.empty() || parts.group->find("observations"))
            continue;
        auto tuple = Batch::make();
        for (const auto& [part, value] : parts.observations)
            tuple->setRaw("_index_" + std::to_string(part), value);
        parts.group->setRaw("observations", PyValue::batch(tuple));
    }
    if (episodes.empty())
        throw FormatError(path, -1, "not a d3rlpy file: no 'actions_N' datasets");

    std::int64_t expected = std::int64_t(episodes.size());
    if (const PyValue* count = out.metadata->find("num_episodes");
        count && count->isArray() && count->asArray().size() == 1)
        expected = count->asArray().toInt64(0);
    out.episodes = Batch::make();
    std::int64_t next = 0;
    for (const auto& [index, parts] : episodes) {
        const std::shared_ptr<Batch>& group = parts.group;
        if (index != next)
            throw FormatError(path, -1,
                              "d3rlpy episode " + std::to_string(next) + " is missing (the next one is "
                                  + std::to_string(index) + ")");
        for (const char* c : kColumns)
            if (!group->find(c))
                throw FormatError(path, -1,
                                  "d3rlpy episode " + std::to_string(index) + " has no '" + c + "_"
                                      + std::to_string(index) + "' dataset");
        out.episodes->setRaw("episode_" + std::to_string(index), PyValue::batch(group));
        ++next;
    }
    if (expected != next)
        throw FormatError(path, -1,
                          "d3rlpy 'num_episodes' says " + std::to_string(expected) + " but the file has "
                              + std::to_string(next) + " episodes");
    return out;
}

D3rlpyDataset readD3rlpyV2(const std::string& path, const Hdf5ReadOptions& options)
{
    return readD3rlpyV2(Hdf5File::open(path), options);
}

} // namespace ReplayScope::Core
