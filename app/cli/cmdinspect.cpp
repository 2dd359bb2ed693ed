// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// `info` and `tree`: what a file holds, for people and for scripts.
#include "commands.h"
#include "output.h"
#include "record.h"

#include <core/array/arrayops.h>
#include <core/buffer/buffermanager.h>
#include <core/error.h>
#include <core/array/rowwindow.h>
#include <core/io/rllib/rllibsummary.h>

#include <algorithm>
#include <cstdio>
#include <optional>

namespace ReplayScope::Cli {

using namespace ReplayScope::Core;

namespace {

// Without --full, statistics of larger arrays are computed over an evenly spread sample
// of about this many elements, so that `info` answers in about a second at any size (a
// compressed dataset of 10^9 elements took over 30 s to read in full, issue 18).
constexpr std::int64_t kSampleElements = std::int64_t(1) << 20;
constexpr std::int64_t kSampleBlocks = 64;

// kSampleBlocks blocks of consecutive rows spread evenly over axis 0 (of the flattened
// array when one row alone is larger than the sample): reading blocks keeps chunked and
// compressed datasets to a few chunks each.
NdArray sampleOf(const NdArray& array)
{
    NdArray a = array;
    if (a.size() <= kSampleElements || a.ndim() == 0)
        return a;
    if (a.size() / a.shape().front() > kSampleElements)
        a = a.reshape({-1});
    const std::int64_t rows = a.shape().front();
    const std::int64_t rowsWanted = std::max<std::int64_t>(1, kSampleElements / (a.size() / rows));
    const std::int64_t blocks = std::min(kSampleBlocks, rowsWanted);
    const std::int64_t blockRows = rowsWanted / blocks;
    std::vector<NdArray> parts;
    for (std::int64_t b = 0; b < blocks; ++b) {
        const std::int64_t start = blocks == 1 ? 0 : (rows - blockRows) * b / (blocks - 1);
        parts.push_back(readRowWindow(a, start, start + blockRows)); // reads only these rows
    }
    return concatenate(parts, 0);
}

// RLlib's summary of a value: `np.ndarray((200,), dtype=float32, min=.., max=.., mean=..)`
// with statistics rounded to 3 decimals as RLlib's summarize() does; tensors say so.
// Statistics over a sample say so after the closing parenthesis.
std::string summarize(const PyValue& value, bool full)
{
    if (!value.isArray())
        return value.typeName() + " " + (value.repr().size() > 60 ? value.repr().substr(0, 57) + "..." : value.repr());
    const NdArray& a = value.asArray();
    // Object, string, complex and structured arrays show only their first element.
    const DType& dtype = a.dtype();
    const bool headOnly = dtype.isObject() || dtype.isString() || dtype.isComplex() || dtype.isStructured();
    const NdArray sample = full || headOnly ? a : sampleOf(a);
    std::string text = rllibArraySummary(a.isTorch() ? sample.astype(sample.dtype()) : sample);
    if (sample.size() != a.size()) {
        const std::string sampleShape = shapeToString(sample.shape());
        text.replace(text.find(sampleShape), sampleShape.size(), shapeToString(a.shape()));
        text += " (statistics of a sample of " + std::to_string(sample.size()) + " elements; --full for all)";
    }
    return a.isTorch() ? "torch.Tensor" + text.substr(text.find('(')) : text;
}

void printTree(const Batch& batch, const std::string& indent, bool full)
{
    for (const auto& [key, value] : batch.entries()) {
        if (value.isBatch()) {
            if (value.asBatch()->isEmpty()) {
                std::printf("%s%s: Batch() (reserved)\n", indent.c_str(), key.c_str());
            } else {
                std::printf("%s%s:\n", indent.c_str(), key.c_str());
                printTree(*value.asBatch(), indent + "    ", full);
            }
            continue;
        }
        std::optional<Progress> progress;
        if (full && value.isArray() && value.asArray().size() > kSampleElements)
            progress.emplace("statistics of " + key + " (" + std::to_string(value.asArray().size()) + " elements) ...");
        const std::string line = summarize(value, full);
        progress.reset();
        std::printf("%s%s: %s\n", indent.c_str(), key.c_str(), line.c_str());
    }
}

int runInfo(const Args& args)
{
    requirePositionals(args, 1, 1);
    const LoadedData data = openInput(args.positionals().front());
    if (args.flag("--json")) {
        std::string record;
        try {
            record = manifestRecord(data, args.flag("--full"));
        } catch (const std::exception& e) {
            throw DataError(withPath(data.path, e.what()));
        }
        std::printf("%s\n", record.c_str());
        return 0;
    }
    std::printf("File:     %s\n", data.path.c_str());
    std::printf("Format:   %s\n", data.formatDescription.c_str());
    std::printf("Class:    %s%s\n", data.className.c_str(),
                data.module.empty() ? "" : (" (" + data.module + ")").c_str());
    if (!data.release.empty())
        std::printf("Release:  looks like Tianshou %s\n", data.release.c_str());
    const Batch* tree = data.batch.get();
    if (data.buffer) {
        std::printf("Length:   %lld\n", static_cast<long long>(data.buffer->length()));
        std::printf("Capacity: %lld\n", static_cast<long long>(data.buffer->maxsize()));
        std::printf("Stack:    %lld\n", static_cast<long long>(data.buffer->stackNum()));
        if (auto* manager = dynamic_cast<const ReplayBufferManager*>(data.buffer.get()))
            std::printf("Buffers:  %lld\n", static_cast<long long>(manager->bufferNum()));
        tree = &data.buffer->meta();
    } else if (data.batch) {
        try {
            std::printf("Length:   %lld\n", static_cast<long long>(data.batch->length()));
        } catch (const Error&) {
            std::printf("Length:   none (len() raises TypeError)\n");
        }
    }
    if (data.episodes)
        std::printf("Episodes: %lld (%lld steps)\n", static_cast<long long>(data.episodes->count()),
                    static_cast<long long>(data.episodes->steps()));
    for (const auto& [name, value] : data.attributes) {
        std::string text = value.isString() ? std::string(value.asString()) : value.repr();
        if (text.size() > 70)
            text = text.substr(0, 67) + "...";
        std::printf("Attribute %s: %s\n", std::string(name.isString() ? name.asString() : name.repr()).c_str(),
                    text.c_str());
    }
    for (const std::string& note : data.notes)
        std::printf("Note:     %s\n", note.c_str());
    if (tree) {
        std::printf("Keys%s:\n", data.buffer ? " (storage)" : "");
        printTree(*tree, "    ", args.flag("--full"));
    }
    return 0;
}

int runTree(const Args& args)
{
    requirePositionals(args, 1, 1);
    const LoadedData data = openInput(args.positionals().front());
    std::string text;
    try {
        if (data.buffer) {
            // Tianshou: `self.__class__.__name__ + self._meta.__repr__()[5:]`.
            Batch meta = data.buffer->meta();
            meta.setClassName(data.buffer->className());
            text = meta.repr();
        } else if (data.format == FileFormat::Pickle && !data.value.isBatch()) {
            text = pformat(data.value);
        } else {
            text = data.batch ? data.batch->repr() : Batch().repr();
        }
    } catch (const std::exception& e) {
        throw DataError(withPath(data.path, e.what()));
    }
    std::printf("%s\n", text.c_str());
    return 0;
}

} // namespace

std::vector<Command> inspectCommands()
{
    return {
        {"info",
         "info FILE [--json] [--full]",
         "Summarises FILE: format, class, the Tianshou release it looks like, length, capacity and the\n"
         "key tree with dtype, shape, min/max/mean (RLlib's summary style). Keys of more than\n"
         "1048576 elements get statistics of an evenly spread sample, and say so.\n\n"
         "  --json   print one JSON object: the record shared/fixtures/*/manifest.json holds for\n"
         "           such a file (tree leaves with sha256 and sum; buffer indices, prev, next,\n"
         "           chronological rew/done and storage; docs/info-json.md). Leaves of more than\n"
         "           16777216 elements say \"statistics\": \"skipped\" instead of sha256 and sum\n"
         "  --full   statistics, sha256 and sum over every element however large (slow for big\n"
         "           files; a progress line on a terminal)",
         {{}, {"--json", "--full"}},
         runInfo},
        {"tree", "tree FILE", "Prints the content of FILE exactly as Tianshou's repr prints it.", {{}, {}}, runTree},
    };
}

} // namespace ReplayScope::Cli
