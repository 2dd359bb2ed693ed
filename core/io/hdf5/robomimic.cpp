// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// robomimic's dataset layout (https://robomimic.github.io/docs/datasets/overview.html),
// which robosuite's collected demonstrations share.
#include "episodedatasets.h"

#include <core/error.h>

#include <algorithm>

namespace ReplayScope::Core {

namespace {

// The N of `demo_N`, or -1 for other names.
std::int64_t demoNumber(const std::string& name)
{
    if (name.rfind("demo_", 0) != 0 || name.size() == 5 || name.size() > 20)
        return -1;
    if (!std::all_of(name.begin() + 5, name.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return -1;
    return std::stoll(name.substr(5));
}

std::vector<std::string> demoNames(const NdArray& names)
{
    std::vector<std::string> out;
    for (std::int64_t k = 0; k < names.size(); ++k) {
        const PyValue item = names.item(k);
        if (item.isString())
            out.emplace_back(item.asString());
    }
    return out;
}

} // namespace

bool isRobomimicFile(const Hdf5File& file)
{
    if (file.objectType("/data") != Hdf5File::ObjectType::Group)
        return false;
    for (const std::string& name : file.members("/data"))
        if (demoNumber(name) >= 0 && file.objectType("/data/" + name) == Hdf5File::ObjectType::Group)
            return true;
    return false;
}

RobomimicDataset readRobomimic(std::shared_ptr<const Hdf5File> file, const Hdf5ReadOptions& options)
{
    RobomimicDataset out;
    const std::string& path = file->path();
    out.file = path;
    out.hdf5 = file;
    out.dataAttributes = file->attributes("/data");

    std::vector<std::pair<std::int64_t, std::string>> demos;
    for (const std::string& name : file->members("/data"))
        if (const std::int64_t n = demoNumber(name);
            n >= 0 && file->objectType("/data/" + name) == Hdf5File::ObjectType::Group)
            demos.emplace_back(n, name);
    if (demos.empty())
        throw FormatError(path, -1, "not a robomimic file: the group '/data' has no 'demo_N' groups");
    // robomimic orders demos by N (demo_2 before demo_10), not by name as HDF5 lists them.
    std::sort(demos.begin(), demos.end());

    out.demos = Batch::make();
    for (const auto& [n, name] : demos) {
        const std::string group = "/data/" + name;
        if (file->objectType(group + "/actions") != Hdf5File::ObjectType::Dataset)
            throw FormatError(path, -1, "robomimic demo '" + group + "' has no 'actions' dataset");
        const Hdf5Tree tree = file->readTree(options, group);
        const Shape actions = file->datasetInfo(group + "/actions").shape;
        const std::int64_t length = actions.empty() ? 0 : actions.front();
        out.lengths.push_back(length);
        out.demos->setRaw(name, PyValue::batch(tree.root));
    }

    if (file->objectType("/mask") == Hdf5File::ObjectType::Group) {
        for (const std::string& name : file->members("/mask"))
            if (file->objectType("/mask/" + name) == Hdf5File::ObjectType::Dataset)
                out.masks.emplace_back(name, demoNames(file->readDataset("/mask/" + name)));
    }
    return out;
}

RobomimicDataset readRobomimic(const std::string& path, const Hdf5ReadOptions& options)
{
    return readRobomimic(Hdf5File::open(path), options);
}

} // namespace ReplayScope::Core
