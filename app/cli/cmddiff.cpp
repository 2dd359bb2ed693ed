// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// `diff`: what is different between two buffers (core/compare does the work).
#include "commands.h"
#include "output.h"

#include <core/compare/compare.h>

#include <cmath>
#include <cstdio>

namespace ReplayScope::Cli {

using namespace ReplayScope::Core;

namespace {

std::string shapeText(const Shape& shape)
{
    std::string s = "(";
    for (std::size_t i = 0; i < shape.size(); ++i)
        s += (i ? ", " : "") + std::to_string(shape[i]);
    return s + (shape.size() == 1 ? ",)" : ")");
}

void jsonShape(JsonWriter& json, const Shape& shape)
{
    json.integers(std::vector<std::int64_t>(shape.begin(), shape.end()));
}

void jsonStats(JsonWriter& json, const std::optional<KeyStats>& s)
{
    if (!s) {
        json.null();
        return;
    }
    json.beginObject();
    json.key("count");
    json.integer(s->count);
    for (const auto& [name, value] : {std::pair{"mean", s->mean}, {"std", s->std}, {"min", s->min}, {"max", s->max}}) {
        json.key(name);
        json.number(value);
    }
    json.key("nan");
    json.integer(s->nanCount);
    json.key("inf");
    json.integer(s->infCount);
    json.endObject();
}

void jsonDistribution(JsonWriter& json, const Distribution& d)
{
    json.beginObject();
    json.key("count");
    json.integer(d.count);
    json.key("mean");
    json.number(d.mean);
    json.key("quantiles");
    json.beginArray();
    for (double q : d.quantiles)
        json.number(q);
    json.endArray();
    json.endObject();
}

void jsonEpisodes(JsonWriter& json, const EpisodeSummary& e)
{
    if (!e.available) {
        json.null();
        return;
    }
    json.beginObject();
    json.key("count");
    json.integer(e.count);
    json.key("length");
    jsonDistribution(json, e.lengths);
    json.key("return");
    jsonDistribution(json, e.returns);
    json.key("ends");
    json.beginObject();
    for (const char* end : {"terminated", "truncated", "unfinished", "cut"}) {
        json.key(end);
        json.integer(e.ends.at(end));
    }
    json.endObject();
    json.endObject();
}

void printJson(const BufferComparison& c, const std::string& pathA, const std::string& pathB)
{
    JsonWriter json;
    json.beginObject();
    for (const auto& [side, path, cls, rows] :
         {std::tuple{"a", pathA, c.classA, c.rowsA}, {"b", pathB, c.classB, c.rowsB}}) {
        json.key(side);
        json.beginObject();
        json.key("path");
        json.string(path);
        json.key("class");
        json.string(cls);
        json.key("rows");
        json.integer(rows);
        json.endObject();
    }
    json.key("equal");
    json.boolean(c.equal());
    json.key("keys");
    json.beginArray();
    for (const KeyComparison& k : c.keys) {
        json.beginObject();
        json.key("key");
        json.string(k.key);
        json.key("in_a");
        json.boolean(k.inA);
        json.key("in_b");
        json.boolean(k.inB);
        json.key("dtype_a");
        k.inA ? json.string(k.dtypeA) : json.null();
        json.key("dtype_b");
        k.inB ? json.string(k.dtypeB) : json.null();
        json.key("shape_a");
        jsonShape(json, k.shapeA);
        json.key("shape_b");
        jsonShape(json, k.shapeB);
        json.key("stats_a");
        jsonStats(json, k.statsA);
        json.key("stats_b");
        jsonStats(json, k.statsB);
        json.key("ks");
        k.ks ? json.number(*k.ks) : json.null();
        json.key("rows_compared");
        json.boolean(k.rowsCompared);
        json.key("differing_rows");
        json.integer(k.differingRows);
        json.key("first_differing_rows");
        json.integers(k.firstDifferingRows);
        json.key("differs");
        json.boolean(k.differs());
        json.endObject();
    }
    json.endArray();
    json.key("episodes");
    json.beginObject();
    json.key("a");
    jsonEpisodes(json, c.episodesA);
    json.key("b");
    jsonEpisodes(json, c.episodesB);
    json.endObject();
    json.endObject();
    std::printf("%s\n", json.text().c_str());
}

std::string num(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

void printStatsLine(const char* side, const std::optional<KeyStats>& s)
{
    if (!s)
        return;
    std::printf("    %s  count %lld  mean %s  std %s  min %s  max %s  nan %lld  inf %lld\n", side,
                static_cast<long long>(s->count), num(s->mean).c_str(), num(s->std).c_str(), num(s->min).c_str(),
                num(s->max).c_str(), static_cast<long long>(s->nanCount), static_cast<long long>(s->infCount));
}

void printDistribution(const char* what, const Distribution& a, const Distribution& b)
{
    auto text = [](const Distribution& d) {
        std::string s = "mean " + num(d.mean) + "  q0/25/50/75/100";
        for (double q : d.quantiles)
            s += " " + num(q);
        return s;
    };
    std::printf("  %-7s A: %s\n  %-7s B: %s\n", what, text(a).c_str(), "", text(b).c_str());
}

void printText(const BufferComparison& c, const std::string& pathA, const std::string& pathB)
{
    std::printf("A: %s (%s, %lld rows)\nB: %s (%s, %lld rows)\n", pathA.c_str(), c.classA.c_str(),
                static_cast<long long>(c.rowsA), pathB.c_str(), c.classB.c_str(), static_cast<long long>(c.rowsB));
    for (const KeyComparison& k : c.keys) {
        if (!k.inB) {
            std::printf("%s: only in A (%s %s)\n", k.key.c_str(), k.dtypeA.c_str(), shapeText(k.shapeA).c_str());
            continue;
        }
        if (!k.inA) {
            std::printf("%s: only in B (%s %s)\n", k.key.c_str(), k.dtypeB.c_str(), shapeText(k.shapeB).c_str());
            continue;
        }
        std::string head = k.key + ": " + (k.differs() ? "differs" : "same");
        head += k.dtypeA == k.dtypeB ? "  " + k.dtypeA : "  dtype " + k.dtypeA + " -> " + k.dtypeB;
        head += k.shapeA == k.shapeB ? " " + shapeText(k.shapeA)
                                     : "  shape " + shapeText(k.shapeA) + " -> " + shapeText(k.shapeB);
        if (k.ks)
            head += "  KS " + num(*k.ks);
        std::printf("%s\n", head.c_str());
        printStatsLine("A", k.statsA);
        printStatsLine("B", k.statsB);
        if (k.rowsCompared && k.differingRows > 0) {
            std::string rows;
            for (std::int64_t r : k.firstDifferingRows)
                rows += (rows.empty() ? "" : ", ") + std::to_string(r);
            std::printf("    %lld rows differ, first: %s\n", static_cast<long long>(k.differingRows), rows.c_str());
        }
    }
    if (c.episodesA.available || c.episodesB.available) {
        std::printf("episodes: A %lld, B %lld\n", static_cast<long long>(c.episodesA.count),
                    static_cast<long long>(c.episodesB.count));
        printDistribution("length", c.episodesA.lengths, c.episodesB.lengths);
        printDistribution("return", c.episodesA.returns, c.episodesB.returns);
        for (const char* end : {"terminated", "truncated", "unfinished", "cut"})
            std::printf("  %-10s A %lld, B %lld\n", end, static_cast<long long>(c.episodesA.ends.at(end)),
                        static_cast<long long>(c.episodesB.ends.at(end)));
    }
    std::printf("%s\n", c.equal() ? "equal" : "different");
}

std::optional<EpisodeList> episodesOrNone(const LoadedData& data)
{
    try {
        return data.episodeList();
    } catch (const KeyError&) {
        return std::nullopt; // no flag column: no episodes to compare
    }
}

CompareInput sideOf(const LoadedData& data, const std::optional<EpisodeList>& episodes, const Batch& empty)
{
    const EpisodeList* e = episodes ? &*episodes : nullptr;
    if (data.buffer)
        return CompareInput::ofBuffer(*data.buffer, e);
    return CompareInput::ofBatch(data.batch ? *data.batch : empty, e, data.className);
}

int runDiff(const Args& args)
{
    requirePositionals(args, 2, 2);
    const LoadedData a = openInput(args.positionals()[0]);
    const LoadedData b = openInput(args.positionals()[1]);
    BufferComparison c;
    const Batch empty;
    try {
        Progress progress("comparing ...");
        const std::optional<EpisodeList> ea = episodesOrNone(a);
        const std::optional<EpisodeList> eb = episodesOrNone(b);
        c = compareInputs(sideOf(a, ea, empty), sideOf(b, eb, empty));
    } catch (const std::exception& e) {
        throw DataError(a.path + " / " + b.path + ": " + e.what());
    }
    if (args.flag("--json"))
        printJson(c, a.path, b.path);
    else
        printText(c, a.path, b.path);
    return c.equal() ? 0 : 3;
}

} // namespace

std::vector<Command> diffCommands()
{
    return {
        {"diff",
         "diff A B [--json]",
         "What differs between A and B (buffers as their valid stored rows oldest first, without\n"
         "frame stacking): keys only\n"
         "in one, dtype and shape changes; per shared key count, mean, std, min, max (finite values,\n"
         "float64), NaN and Inf counts side by side and the Kolmogorov-Smirnov statistic of a bounded\n"
         "sample (every k-th element, at most 100000); episode count, length and return (mean and\n"
         "quantiles 0, 25, 50, 75, 100) and end reasons; with equal row counts, how many rows of each\n"
         "key differ and the first ones. Reads in bounded windows. Exit status 0 when equal, 3 when\n"
         "different, 2 when a file cannot be read.\n\n"
         "  --json   print one JSON object (a, b, equal, keys[], episodes)",
         {{}, {"--json"}},
         runDiff},
    };
}

} // namespace ReplayScope::Cli
