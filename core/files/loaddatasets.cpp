// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The dataset layouts of issue 19 through the facade: robomimic and d3rlpy HDF5,
// imitation's npz and TorchRL dumps (docs/formats-hdf5.md). Each keeps the file's own
// keys for showing and gives its episodes and its steps as Tianshou transitions.
#include <core/files/formats_p.h>

#include <core/buffer/episodegroups.h>
#include <core/error.h>
#include <core/io/hdf5/episodedatasets.h>
#include <core/io/hdf5/offlinedatasets.h>
#include <core/io/npy/imitationnpz.h>
#include <core/io/torchrl/torchrldump.h>

namespace ReplayScope::Core::Formats {

namespace {

std::vector<EpisodeGroup> groupsOf(const std::shared_ptr<Batch>& root)
{
    std::vector<EpisodeGroup> groups;
    for (const auto& [name, value] : root->entries())
        if (value.isBatch())
            groups.push_back(episodeGroup(*value.asBatch(), name));
    return groups;
}

// One group per episode: episodes from the groups, steps built on demand (the groups'
// arrays may be deferred HDF5 datasets, read only when touched).
void setGrouped(LoadedData& out, std::shared_ptr<Batch> root)
{
    out.batch = root;
    out.value = PyValue::batch(root);
    out.episodes = groupEpisodes(groupsOf(root));
    out.tianshouSteps = [root] { return allGroupTransitions(groupsOf(root)); };
}

// Flat per-step keys renamed to Tianshou's; flags as stepFlagsOf reads them.
using Names = std::initializer_list<const char*>;

Batch flatSteps(const Batch& rows, Names obs, Names act, Names rew, Names nextObs)
{
    Batch out;
    const auto copy = [&](Names from, const char* to) {
        for (const char* name : from)
            if (const PyValue* v = rows.findPath(name)) {
                out.set(to, *v);
                return;
            }
    };
    copy(obs, "obs");
    copy(act, "act");
    copy(rew, "rew");
    Indices all(static_cast<std::size_t>(rows.length()));
    for (std::size_t k = 0; k < all.size(); ++k)
        all[k] = std::int64_t(k);
    const StepFlags flags = stepFlagsOf(rows, all);
    const EpisodeList episodes = EpisodeList::fromFlags(all, flags);
    std::vector<bool> terminated(all.size()), truncated(all.size()), done(all.size());
    for (const Episode& e : episodes.episodes()) {
        const auto last = static_cast<std::size_t>(e.last());
        terminated[last] = e.endFlag == EpisodeEnd::Terminated;
        truncated[last] = e.endFlag == EpisodeEnd::Truncated;
        done[last] = terminated[last] || truncated[last];
    }
    const Shape shape{std::int64_t(all.size())};
    out.set("terminated", PyValue::array(NdArray::fromBools(terminated, shape)));
    out.set("truncated", PyValue::array(NdArray::fromBools(truncated, shape)));
    out.set("done", PyValue::array(NdArray::fromBools(done, shape)));
    copy(nextObs, "obs_next");
    return out;
}

} // namespace

Batch d4rlSteps(const Batch& rows)
{
    return flatSteps(rows, {"observations"}, {"actions"}, {"rewards"}, {"next_observations"});
}

LoadedData loadEpisodeHdf5(const std::shared_ptr<const Hdf5File>& file, Hdf5Layout layout,
                           const Hdf5ReadOptions& options)
{
    LoadedData out;
    out.format = FileFormat::Hdf5;
    out.attributes = file->attributes("/");
    switch (layout) {
    case Hdf5Layout::Robomimic: {
        const RobomimicDataset data = readRobomimic(file, options);
        out.layout = "robomimic";
        out.formatDescription = "HDF5 (robomimic demonstrations)";
        out.className = "robomimic dataset";
        for (const auto& [key, value] : data.dataAttributes)
            out.attributes.emplace_back(PyValue::fromStr("data." + std::string(key.asString())), value);
        for (const auto& [mask, demos] : data.masks) {
            std::vector<PyValue> names;
            for (const std::string& demo : demos)
                names.push_back(PyValue::fromStr(demo));
            out.attributes.emplace_back(PyValue::fromStr("mask." + mask), PyValue::list(names));
        }
        out.episodeMasks = data.masks;
        setGrouped(out, data.demos);
        return out;
    }
    case Hdf5Layout::D3rlpyV2: {
        const D3rlpyDataset data = readD3rlpyV2(file, options);
        out.layout = "d3rlpy-v2";
        out.formatDescription = "HDF5 (d3rlpy v2 dump)";
        out.className = "d3rlpy dataset";
        for (const auto& [key, value] : data.metadata->entries())
            out.attributes.emplace_back(PyValue::fromStr(key), value);
        setGrouped(out, data.episodes);
        return out;
    }
    case Hdf5Layout::D3rlpyV1: {
        // The MDPDataset of d3rlpy 1.x is D4RL's flat layout plus episode_terminals.
        const D4rlDataset data = readD4rl(file, options);
        out.layout = "d3rlpy-v1";
        out.formatDescription = "HDF5 (d3rlpy 1.x MDPDataset)";
        out.className = "d3rlpy MDPDataset";
        out.batch = data.steps;
        out.value = PyValue::batch(data.steps);
        for (const auto& [key, value] : data.metadata->entries())
            out.attributes.emplace_back(PyValue::fromStr(key), value);
        out.episodes = EpisodeList::fromBatch(*data.steps);
        const std::shared_ptr<Batch> steps = data.steps;
        out.tianshouSteps = [steps] { return flatSteps(*steps, {"observations"}, {"actions"}, {"rewards"}, {}); };
        return out;
    }
    default: break;
    }
    throw FormatError(file->path(), -1, "not a robomimic or d3rlpy file");
}

bool loadImitationNpz(LoadedData& out)
{
    if (!out.batch || !isImitationNpz(*out.batch))
        return false;
    out.layout = "imitation-npz";
    out.className = "imitation trajectories";
    out.module = "imitation.data.types";
    setGrouped(out, imitationTrajectories(*out.batch, out.path));
    return true;
}

LoadedData loadTorchrl(const std::string& path)
{
    const std::optional<std::string> root = torchrlDumpRoot(path);
    if (!root)
        throw FormatError(path, -1, "not part of a TorchRL ReplayBuffer.dumps() directory");
    TorchrlDump dump = readTorchrlDump(*root);
    LoadedData out;
    out.format = FileFormat::TorchrlDump;
    out.layout = dump.pytree ? "torchrl-pytree" : "torchrl-tensordict";
    out.formatDescription = "TorchRL ReplayBuffer.dumps() of a LazyMemmapStorage ("
                            + std::string(dump.pytree ? "pytree" : "TensorDict") + ", " + std::to_string(dump.length)
                            + " of " + std::to_string(dump.maxSize) + " rows" + (dump.wrapped ? ", wrapped" : "") + ")";
    out.className = dump.pytree ? "ReplayBuffer" : "TensorDictReplayBuffer";
    out.module = "torchrl.data";
    out.batch = dump.rows;
    out.value = PyValue::batch(dump.rows);
    out.attributes.emplace_back(PyValue::fromStr("max_size"), PyValue::fromInt(dump.maxSize));
    out.attributes.emplace_back(PyValue::fromStr("len"), PyValue::fromInt(dump.length));
    out.attributes.emplace_back(PyValue::fromStr("cursor"), PyValue::fromInt(dump.cursor));
    if (dump.episodes.count() > 0)
        out.episodes = dump.episodes;
    const std::shared_ptr<Batch> rows = dump.rows;
    // TorchRL's own names (observation, or pixels for pixel environments; action,
    // next.reward) or a pytree's choice. Without obs the Tianshou buffer cannot be indexed.
    out.tianshouSteps = [rows] {
        return flatSteps(*rows, {"observation", "obs", "observations", "pixels"}, {"action", "act", "actions"},
                         {"next.reward", "reward", "rew", "rewards", "next.rew"},
                         {"next.observation", "next.obs", "next.observations", "next.pixels"});
    };
    return out;
}

} // namespace ReplayScope::Core::Formats
