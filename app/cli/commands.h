// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include "args.h"

#include <core/files/formats.h>

#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace ReplayScope::Cli {

/// An input that cannot be read or an output that cannot be written; the CLI exits with
/// status 2. what() is one line naming the file.
class DataError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// One sub-command: its name, synopsis line, help paragraph, options and handler. The
/// handler returns the exit status (0, or 3 for `check` findings) and throws UsageError
/// or DataError for the other statuses.
struct Command {
    std::string name;
    std::string synopsis;
    std::string help;
    OptionSpec options;
    std::function<int(const Args&)> run;
};

/// Every command, in the order `--help` lists them.
const std::vector<Command>& commands();

// The command groups (one source file each).
std::vector<Command> inspectCommands(); // info, tree
std::vector<Command> operationCommands(); // convert, cat, stack, split, sample, dropnull, slice
std::vector<Command> episodeCommands(); // episodes, check, export
std::vector<Command> selectCommands(); // select
std::vector<Command> diffCommands(); // diff

/// Loads an input through the shared facade, with a progress line on terminals. Any
/// failure becomes a DataError naming the file.
Core::LoadedData openInput(const std::string& path);

/// Fails with UsageError unless path ends in an extension the writers know (so a typo is
/// reported before minutes of loading).
void requireOutputExtension(const std::string& path);

/// Runs a writer for path; any failure becomes a DataError naming the file.
void writeOutput(const std::string& path, const std::function<void()>& write);

/// The transitions of an input as one Batch (`buf[:]` for buffers).
Core::Batch transitionsOf(const Core::LoadedData& data);

/// One episode as `episodes` prints it: a JSON object, or a table line under the header.
std::string episodeJson(std::int64_t number, const Core::Episode& episode);
std::string episodeHeader();
std::string episodeLine(std::int64_t number, const Core::Episode& episode);

/// `episodes FILE --follow` (follow.cpp): lists the episodes, then prints those that end
/// in later versions of the file until SIGINT/SIGTERM; returns the exit status.
int followEpisodes(const std::string& path, bool json, std::int64_t intervalMs);

/// Prefixes a message with the path unless it already names it first.
std::string withPath(const std::string& path, const std::string& message);

/// Exactly n positionals, else UsageError.
void requirePositionals(const Args& args, std::size_t min, std::size_t max);

} // namespace ReplayScope::Cli
