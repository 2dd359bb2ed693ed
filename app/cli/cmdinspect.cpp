// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// `info` and `tree`: what a file holds, for people and for scripts.
#include "commands.h"
#include "output.h"
#include "record.h"

#include <core/buffer/buffermanager.h>
#include <core/error.h>
#include <core/io/rllib/rllibsummary.h>

#include <cstdio>

namespace ReplayScope::Cli {

using namespace ReplayScope::Core;

namespace {

// RLlib's summary of a value: `np.ndarray((200,), dtype=float32, min=.., max=.., mean=..)`
// with statistics rounded to 3 decimals as RLlib's summarize() does; tensors say so.
std::string summarize(const PyValue& value)
{
    if (!value.isArray())
        return value.typeName() + " " + (value.repr().size() > 60 ? value.repr().substr(0, 57) + "..." : value.repr());
    const NdArray& a = value.asArray();
    if (!a.isTorch())
        return rllibArraySummary(a);
    std::string text = rllibArraySummary(a.astype(a.dtype()));
    return "torch.Tensor" + text.substr(text.find('('));
}

void printTree(const Batch& batch, const std::string& indent)
{
    for (const auto& [key, value] : batch.entries()) {
        if (value.isBatch()) {
            if (value.asBatch()->isEmpty()) {
                std::printf("%s%s: Batch() (reserved)\n", indent.c_str(), key.c_str());
            } else {
                std::printf("%s%s:\n", indent.c_str(), key.c_str());
                printTree(*value.asBatch(), indent + "    ");
            }
            continue;
        }
        std::printf("%s%s: %s\n", indent.c_str(), key.c_str(), summarize(value).c_str());
    }
}

int runInfo(const Args& args)
{
    requirePositionals(args, 1, 1);
    const LoadedData data = openInput(args.positionals().front());
    if (args.flag("--json")) {
        std::string record;
        try {
            record = manifestRecord(data);
        } catch (const std::exception& e) {
            throw DataError(withPath(data.path, e.what()));
        }
        std::printf("%s\n", record.c_str());
        return 0;
    }
    std::printf("File:     %s\n", data.path.c_str());
    std::printf("Format:   %s\n", data.formatDescription.c_str());
    std::printf("Class:    %s%s\n", data.className.c_str(), data.module.empty() ? "" : (" (" + data.module + ")").c_str());
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
        printTree(*tree, "    ");
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
        {"info", "info FILE [--json]",
         "Summarises FILE: format, class, the Tianshou release it looks like, length, capacity and the\n"
         "key tree with dtype, shape, min/max/mean (RLlib's summary style).\n\n"
         "  --json   print one JSON object: the record shared/fixtures/*/manifest.json holds for\n"
         "           such a file (tree leaves with sha256 and sum; buffer indices, prev, next,\n"
         "           chronological rew/done and storage)",
         {{}, {"--json"}}, runInfo},
        {"tree", "tree FILE", "Prints the content of FILE exactly as Tianshou's repr prints it.", {{}, {}}, runTree},
    };
}

} // namespace ReplayScope::Cli
