// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "offlinedatasets.h"

#include <core/error.h>

namespace ReplayScope::Core {

namespace {

// Moves the 0-d datasets of a Batch tree into `into` (same dotted place), because D4RL
// stores metadata such as `metadata/iteration` as scalar datasets among the steps.
void takeScalars(Batch& batch, Batch& into)
{
    for (const std::string& key : batch.keys()) {
        PyValue& value = batch.get(key);
        if (value.isBatch()) {
            auto sub = Batch::make();
            takeScalars(*value.asBatch(), *sub);
            if (!sub->isEmpty())
                into.setRaw(key, PyValue::batch(sub));
        } else if (value.isArray() && value.asArray().ndim() == 0) {
            into.setRaw(key, batch.pop(key));
        }
    }
}

} // namespace

D4rlDataset readD4rl(std::shared_ptr<const Hdf5File> file, const Hdf5ReadOptions& options)
{
    D4rlDataset out;
    const std::string& path = file->path();
    out.file = path;
    out.hdf5 = file;
    for (const char* required : {"observations", "actions", "rewards", "terminals"}) {
        if (file->objectType(std::string("/") + required) != Hdf5File::ObjectType::Dataset)
            throw FormatError(path, -1,
                              std::string("not a D4RL file: the required dataset '") + required + "' is missing");
    }
    out.tree = file->readTree(options);
    out.stepCount = file->datasetInfo("/observations").shape.empty() ? 0 : file->datasetInfo("/observations").shape[0];

    out.steps = Batch::make();
    out.metadata = Batch::make();
    for (const auto& [key, value] : out.tree.root->entries()) {
        if (key == "metadata" && value.isBatch())
            out.metadata->setRaw(key, value);
        else
            out.steps->setRaw(key, value);
    }
    auto scalars = Batch::make();
    takeScalars(*out.steps, *scalars);
    for (const auto& [key, value] : scalars->entries())
        out.metadata->setRaw(key, value);

    for (const std::string& key : out.steps->keys()) {
        const PyValue& value = out.steps->get(key);
        if (!value.isArray() || value.asArray().length() == out.stepCount)
            continue;
        const bool required = key == "actions" || key == "rewards" || key == "terminals";
        if (required)
            throw FormatError(path, -1,
                              "D4RL dataset '/" + key + "' has " + std::to_string(value.asArray().length())
                                  + " rows but 'observations' has " + std::to_string(out.stepCount));
        // Not per step (a table of another length): show it with the metadata instead.
        out.metadata->setRaw(key, out.steps->pop(key));
    }
    return out;
}

D4rlDataset readD4rl(const std::string& path, const Hdf5ReadOptions& options)
{
    return readD4rl(Hdf5File::open(path), options);
}

} // namespace ReplayScope::Core
