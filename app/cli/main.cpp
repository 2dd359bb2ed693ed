// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// replayscope-cli: the command-line contract of shared/docs/cli.md. Exit statuses:
// 0 success, 1 usage error, 2 unreadable input or unwritable output, 3 check findings
// (or differences for diff).
#include "commands.h"

#include <core/array/resourcelimits.h>

#include <cstdio>
#include <exception>
#include <iostream>
#include <new>

using namespace ReplayScope::Cli;

namespace {

constexpr const char* kProgram = "replayscope-cli";

void printUsage(std::FILE* to)
{
    std::fprintf(to, "Usage:\n");
    for (const Command& c : commands())
        std::fprintf(to, "  %s %s\n", kProgram, c.synopsis.c_str());
    std::fprintf(to, "  %s --version | --help | COMMAND --help\n", kProgram);
}

void printHelp()
{
    std::printf("%s: inspect, convert and curate reinforcement-learning replay buffers.\n\n", kProgram);
    printUsage(stdout);
    std::printf("\nInput formats are recognised by content; the output format follows the extension\n"
                "(.pkl/.pickle, .h5/.hdf5, .npz). Exit status: 0 success, 1 usage error, 2 unreadable\n"
                "input or unwritable output, 3 check findings or diff differences.\n");
}

const Command* findCommand(const std::string& name)
{
    for (const Command& c : commands())
        if (c.name == name)
            return &c;
    return nullptr;
}

// Messages from the core may quote multi-line reprs; errors stay one line on stderr.
std::string oneLine(const std::string& text)
{
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\n' && text[i] != '\r') {
            out += text[i];
            continue;
        }
        // A line break and the indentation around it become one space.
        while (!out.empty() && out.back() == ' ')
            out.pop_back();
        while (i + 1 < text.size() && (text[i + 1] == ' ' || text[i + 1] == '\n' || text[i + 1] == '\r'))
            ++i;
        if (!out.empty() && i + 1 < text.size())
            out += ' ';
    }
    return out;
}

int usageError(const std::string& command, const std::string& message)
{
    const std::string hint =
        command.empty() ? std::string(kProgram) + " --help" : std::string(kProgram) + " " + command + " --help";
    std::fprintf(stderr, "%s: %s (see '%s')\n", kProgram, oneLine(message).c_str(), hint.c_str());
    return 1;
}

} // namespace

const std::vector<Command>& ReplayScope::Cli::commands()
{
    static const std::vector<Command> all = [] {
        std::vector<Command> out = inspectCommands();
        for (auto* group : {&operationCommands, &episodeCommands, &selectCommands, &diffCommands})
            for (Command& c : (*group)())
                out.push_back(std::move(c));
        return out;
    }();
    return all;
}

int main(int argc, char** argv)
{
    ReplayScope::Core::tuneAllocator();
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) {
        printUsage(stderr);
        return 1;
    }
    const std::string first = args.front();
    if (first == "--help" || first == "-h" || first == "help") {
        if (first == "help" && args.size() > 1) {
            if (const Command* c = findCommand(args[1])) {
                std::printf("Usage: %s %s\n\n%s\n", kProgram, c->synopsis.c_str(), c->help.c_str());
                return 0;
            }
        }
        printHelp();
        return 0;
    }
    if (first == "--version" || first == "-V") {
        std::printf("%s %s\n", kProgram, REPLAYSCOPE_VERSION);
        return 0;
    }
    const Command* command = findCommand(first);
    if (!command)
        return usageError({}, first.rfind("-", 0) == 0 ? "unknown option " + first : "unknown command '" + first + "'");
    std::vector<std::string> rest(args.begin() + 1, args.end());
    for (const std::string& a : rest) {
        if (a == "--")
            break;
        if (a == "--help" || a == "-h") {
            std::printf("Usage: %s %s\n\n%s\n", kProgram, command->synopsis.c_str(), command->help.c_str());
            return 0;
        }
    }
    try {
        const Args parsed(rest, command->options);
        const int status = command->run(parsed);
        std::fflush(stdout);
        if (std::ferror(stdout)) {
            std::fprintf(stderr, "%s: cannot write to standard output\n", kProgram);
            return 2;
        }
        return status;
    } catch (const UsageError& e) {
        return usageError(command->name, e.what());
    } catch (const DataError& e) {
        std::fprintf(stderr, "%s: %s\n", kProgram, oneLine(e.what()).c_str());
        return 2;
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "%s: not enough memory\n", kProgram);
        return 2;
    } catch (const std::exception& e) {
        // Errors of the data inside an operation (Batch.cat of unlike structures, ...):
        // the inputs cannot be used as asked.
        std::fprintf(stderr, "%s: %s\n", kProgram, oneLine(e.what()).c_str());
        return 2;
    }
}
