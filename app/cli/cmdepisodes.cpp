// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// `episodes`, `check` and `export`: the episode model and the consistency checks of
// core/buffer, over any loaded file.
#include "commands.h"
#include "output.h"

#include <core/buffer/checks.h>
#include <core/error.h>

#include <cstdio>
#include <set>

namespace ReplayScope::Cli {

using namespace ReplayScope::Core;

namespace {

EpisodeList episodesOf(const LoadedData& data)
{
    try {
        return data.episodeList();
    } catch (const std::exception& e) {
        throw DataError(withPath(data.path, e.what()));
    }
}

// The episodes a robomimic mask (`mask/<name>`, e.g. train or valid) lists: the positions
// of its demo names among the file's demo groups, ascending.
std::vector<std::int64_t> maskedEpisodes(const LoadedData& data, const std::string& mask)
{
    const std::vector<std::string>* names = nullptr;
    std::string known;
    for (const auto& [name, demos] : data.episodeMasks) {
        known += (known.empty() ? "" : ", ") + name;
        if (name == mask)
            names = &demos;
    }
    if (!names)
        throw UsageError("--mask: the file has no mask '" + mask + "'"
                         + (known.empty() ? "" : " (it has " + known + ")"));
    std::vector<std::int64_t> out;
    const auto& groups = data.batch->entries();
    for (std::size_t g = 0; g < groups.size(); ++g)
        for (const std::string& name : *names)
            if (name == groups[g].first)
                out.push_back(std::int64_t(g));
    return out;
}

} // namespace

std::string episodeJson(std::int64_t number, const Episode& e)
{
    JsonWriter json;
    json.beginObject();
    json.key("episode");
    json.integer(number);
    json.key("buffer");
    json.integer(e.subBuffer);
    json.key("first");
    json.integer(e.first());
    json.key("last");
    json.integer(e.last());
    json.key("length");
    json.integer(e.length());
    json.key("return");
    json.number(e.episodeReturn);
    json.key("end");
    json.string(episodeEndName(e.end()));
    json.endObject();
    return json.text();
}

std::string episodeHeader()
{
    char line[96];
    std::snprintf(line, sizeof line, "%8s %6s %8s %8s %8s %14s  %s", "episode", "buffer", "first", "last", "length",
                  "return", "end");
    return line;
}

std::string episodeLine(std::int64_t number, const Episode& e)
{
    char line[160];
    std::snprintf(line, sizeof line, "%8lld %6lld %8lld %8lld %8lld %14s  %s", static_cast<long long>(number),
                  static_cast<long long>(e.subBuffer), static_cast<long long>(e.first()),
                  static_cast<long long>(e.last()), static_cast<long long>(e.length()),
                  pyFloat(e.episodeReturn).c_str(), episodeEndName(e.end()));
    return line;
}

namespace {

int runEpisodes(const Args& args)
{
    requirePositionals(args, 1, 1);
    if (args.flag("--follow"))
        return followEpisodes(args.positionals().front(), args.flag("--json"), args.integer("--interval", 500));
    if (args.value("--interval"))
        throw UsageError("--interval needs --follow");
    const LoadedData data = openInput(args.positionals().front());
    EpisodeList episodes = episodesOf(data);
    std::vector<std::int64_t> numbers;
    for (std::int64_t i = 0; i < episodes.count(); ++i)
        numbers.push_back(i);
    if (const auto mask = args.value("--mask")) {
        numbers = maskedEpisodes(data, *mask);
        EpisodeList kept;
        for (const std::int64_t i : numbers)
            kept.append(episodes.episodes()[std::size_t(i)]);
        episodes = std::move(kept);
    }
    if (args.flag("--json")) {
        std::string text = "{\"episodes\": [";
        std::size_t number = 0;
        for (const Episode& e : episodes.episodes()) {
            text += number ? ", " : "";
            text += episodeJson(numbers[number++], e);
        }
        std::printf("%s]}\n", text.c_str());
        return 0;
    }
    std::printf("%s\n", episodeHeader().c_str());
    std::size_t number = 0;
    for (const Episode& e : episodes.episodes())
        std::printf("%s\n", episodeLine(numbers[number++], e).c_str());
    return 0;
}

const char* kindName(CheckKind kind)
{
    switch (kind) {
    case CheckKind::NonFinite: return "non_finite";
    case CheckKind::ObsNextMismatch: return "obs_next_mismatch";
    case CheckKind::DoneMismatch: return "done_mismatch";
    case CheckKind::SingleStepEpisode: return "single_step_episode";
    case CheckKind::LengthMismatch: return "length_mismatch";
    case CheckKind::OutOfSpace: return "out_of_space";
    case CheckKind::TimeLimitDone: return "time_limit_done";
    }
    return "unknown";
}

// Values the readers kept as opaque objects (classes we do not model): they survive a
// round trip but nothing can be checked or shown inside them.
void findUnknownObjects(const Batch& batch, const std::string& prefix, std::vector<std::string>& out)
{
    for (const auto& [key, value] : batch.entries()) {
        const std::string path = prefix.empty() ? key : prefix + "." + key;
        if (value.isBatch()) {
            findUnknownObjects(*value.asBatch(), path, out);
        } else if (value.kind() == PyValue::Kind::Object || value.kind() == PyValue::Kind::Global) {
            out.push_back(path);
        } else if (value.isArray() && value.asArray().dtype().isObject()) {
            const NdArray& a = value.asArray();
            for (std::int64_t i = 0; i < a.size(); ++i) {
                const PyValue element = a.scalarAt(i);
                if (element.kind() == PyValue::Kind::Object || element.kind() == PyValue::Kind::Global) {
                    out.push_back(path);
                    break;
                }
            }
        }
    }
}

int runCheck(const Args& args)
{
    requirePositionals(args, 1, 1);
    const LoadedData data = openInput(args.positionals().front());
    std::vector<CheckFinding> findings;
    std::vector<std::string> unknown;
    try {
        Progress progress("checking " + data.path + " ...");
        // One group per episode (robomimic, d3rlpy v2, imitation): the groups' lengths
        // differ by design, so their steps are checked as the Tianshou transitions
        // convert writes (obs, act, rew, flags, obs_next).
        const bool grouped =
            !data.buffer && data.tianshouSteps
            && (data.layout == "robomimic" || data.layout == "d3rlpy-v2" || data.layout == "imitation-npz");
        if (grouped)
            findings = checkBuffer(*data.asBuffer());
        else
            findings = data.buffer ? checkBuffer(*data.buffer) : checkBatch(data.batch ? *data.batch : Batch());
        findUnknownObjects(data.buffer ? data.buffer->meta() : (data.batch ? *data.batch : Batch()), {}, unknown);
    } catch (const std::exception& e) {
        throw DataError(withPath(data.path, e.what()));
    }
    const bool clean = findings.empty() && unknown.empty();
    if (args.flag("--json")) {
        JsonWriter json;
        json.beginObject();
        json.key("file");
        json.string(data.path);
        json.key("clean");
        json.boolean(clean);
        json.key("findings");
        json.beginArray();
        auto finding = [&](const char* kind, const std::string& key, std::int64_t count, std::int64_t row,
                           const std::string& message) {
            json.beginObject();
            json.key("kind");
            json.string(kind);
            json.key("key");
            json.string(key);
            json.key("count");
            json.integer(count);
            json.key("first_row");
            json.integer(row);
            json.key("message");
            json.string(message);
            json.endObject();
        };
        for (const CheckFinding& f : findings)
            finding(kindName(f.kind), f.key, f.count, f.firstRow, f.message);
        for (const std::string& key : unknown)
            finding("unknown_object", key, 1, -1, key + " holds objects of classes ReplayScope does not model");
        json.endArray();
        json.endObject();
        std::printf("%s\n", json.text().c_str());
    } else {
        for (const CheckFinding& f : findings)
            std::printf("%s: %s%s%s\n", kindName(f.kind), f.key.c_str(), f.key.empty() ? "" : ": ", f.message.c_str());
        for (const std::string& key : unknown)
            std::printf("unknown_object: %s: holds objects of classes ReplayScope does not model\n", key.c_str());
        if (clean)
            std::printf("%s: no findings\n", data.path.c_str());
    }
    return clean ? 0 : 3;
}

int runExport(const Args& args)
{
    requirePositionals(args, 1, 1);
    const std::string out = args.required("-o");
    requireOutputExtension(out);
    const auto mask = args.value("--mask");
    if (mask && args.value("--episodes"))
        throw UsageError("give --episodes or --mask, not both");
    std::vector<std::int64_t> chosen =
        mask ? std::vector<std::int64_t>() : parseEpisodeList(args.required("--episodes"));
    const LoadedData data = openInput(args.positionals().front());
    if (mask)
        chosen = maskedEpisodes(data, *mask);
    // Other libraries' layouts (and D4RL) export through the Tianshou buffer of the same
    // transitions (LoadedData::asBuffer), episodes numbered as `episodes` lists them.
    std::shared_ptr<ReplayBuffer> source;
    try {
        source = data.asBuffer();
    } catch (const std::exception& e) {
        throw DataError(withPath(data.path, e.what()));
    }
    if (!source)
        throw DataError(withPath(data.path, "export needs a Tianshou buffer, but the file holds a " + data.className));
    const EpisodeList episodes = data.buffer ? episodesOf(data) : EpisodeList::fromBuffer(*source);
    for (std::int64_t e : chosen)
        if (e < 0 || e >= episodes.count())
            throw UsageError("--episodes: there is no episode " + std::to_string(e) + " (the file has "
                             + std::to_string(episodes.count()) + ")");
    std::shared_ptr<ReplayBuffer> subset;
    try {
        subset = exportEpisodes(*source, episodes, chosen);
    } catch (const std::exception& e) {
        throw DataError(withPath(data.path, e.what()));
    }
    writeOutput(out, [&] { saveBuffer(out, *subset, source->generation()); });
    return 0;
}

} // namespace

std::vector<Command> episodeCommands()
{
    return {
        {"episodes",
         "episodes FILE [--mask NAME] [--json] [--follow [--interval MS]]",
         "One row per episode in chronological order: number, sub-buffer, first and last storage\n"
         "index, length, return (float64 sum of rewards) and end (terminated, truncated, unfinished,\n"
         "or cut where the ring buffer overwrote its start).\n\n"
         "  --mask NAME  only the demos of a robomimic mask (mask/train, mask/valid, ...)\n"
         "  --json       print {\"episodes\": [...]}; with --follow one JSON object per line\n"
         "  --follow     keep watching FILE while another program rewrites it: list the episodes,\n"
         "               then print each episode that ends (terminated or truncated) in a later\n"
         "               version. A version is read only when its size and time have stayed the\n"
         "               same for one interval, from a private copy, and only if it parses and the\n"
         "               file did not change while it was read, so a half-written file is never\n"
         "               shown. Stops on Ctrl-C (or SIGTERM) with status 0.\n"
         "  --interval   polling interval in milliseconds with --follow (50 to 60000, default 500)",
         {{"--mask", "--interval"}, {"--json", "--follow"}},
         runEpisodes},
        {"check",
         "check FILE [--json]",
         "Consistency checks: NaN/Inf per key, obs[t+1] against obs_next[t] inside episodes, done =\n"
         "terminated | truncated, done steps that only a time limit ended (done-only buffers of\n"
         "Tianshou < 0.5 with info[\"TimeLimit.truncated\"]), length-1 episodes, keys of unequal\n"
         "length, unknown objects.\n"
         "Exit status 0 when clean, 3 when there are findings.",
         {{}, {"--json"}},
         runCheck},
        {"export",
         "export IN (--episodes LIST | --mask NAME) -o OUT",
         "Writes the listed episodes (0,3,5-7; numbers from `episodes`), or the demos of a robomimic\n"
         "mask, in chronological order as a buffer of the input's class sized to fit them, ready for\n"
         "Tianshou's sample and add (a ReplayBuffer for robomimic, d3rlpy, imitation and TorchRL data).",
         {{"-o", "--episodes", "--mask"}, {}},
         runExport},
    };
}

} // namespace ReplayScope::Cli
