// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The numpy and RLlib formats, through the readers of core/io/npy and core/io/rllib.
#include <core/files/formats_p.h>

#include <core/error.h>
#include <core/io/npy/npyformat.h>
#include <core/io/npy/npzarchive.h>
#include <core/io/rllib/rllibreader.h>

namespace ReplayScope::Core::Formats {

namespace {

LoadedData loadNpy(const std::string& path)
{
    LoadedData out;
    out.format = FileFormat::Npy;
    out.layout = "npy";
    out.formatDescription = "numpy .npy";
    const NdArray array = readNpyFile(path);
    out.value = PyValue::array(array);
    out.className = "ndarray";
    out.module = "numpy";
    out.batch = Batch::make();
    out.batch->setRaw("value", out.value);
    return out;
}

LoadedData loadNpz(const std::string& path)
{
    LoadedData out;
    out.format = FileFormat::Npz;
    out.layout = "npz";
    const NpzArchive archive = NpzArchive::open(path);
    bool compressed = false;
    for (const NpzMember& member : archive.members())
        compressed = compressed || member.compressed;
    out.formatDescription = compressed ? "numpy .npz (compressed)" : "numpy .npz";
    out.className = "NpzFile";
    out.module = "numpy.lib.npyio";
    out.batch = std::make_shared<Batch>(archive.toBatch());
    out.value = PyValue::batch(out.batch);
    out.path = path;
    loadImitationNpz(out);
    return out;
}

LoadedData loadRllib(const std::string& path)
{
    LoadedData out;
    out.format = FileFormat::RllibJson;
    out.layout = "rllib-json";
    const RllibData data = readRllib(path);
    out.formatDescription = "RLlib JSON lines (" + std::to_string(data.records) + " records, "
                            + std::to_string(data.envSteps) + " env steps)";
    out.className = data.multiAgent ? "MultiAgentBatch" : "SampleBatch";
    out.module = "ray.rllib.policy.sample_batch";
    out.batch = std::make_shared<Batch>(data.toBatch());
    out.value = PyValue::batch(out.batch);
    for (const std::string& source : data.sources)
        out.attributes.emplace_back(PyValue::fromStr("source"), PyValue::fromStr(source));
    // Episodes come from eps_id (or the done flags); multi-agent data has them per
    // policy, which one list cannot show, so only single-policy data gets a list.
    if (data.policies.size() == 1) {
        try {
            out.episodes = rllibEpisodes(data.policies.front().columns);
        } catch (const Error&) {
            out.notes.push_back("no eps_id or done column: episodes unknown");
        }
    }
    return out;
}

} // namespace

LoadedData loadOther(const std::string& path, FileFormat format)
{
    switch (format) {
    case FileFormat::Npy: return loadNpy(path);
    case FileFormat::Npz: return loadNpz(path);
    case FileFormat::RllibJson: return loadRllib(path);
    case FileFormat::TorchrlDump: return loadTorchrl(path);
    default: break;
    }
    throw FormatError(path, -1, "reading " + formatName(format) + " files is not available yet");
}

} // namespace ReplayScope::Core::Formats
