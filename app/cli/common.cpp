// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// What every command shares: opening inputs and writing outputs with the error
// classification of cli.md (2 for files, 1 for the command line).
#include "commands.h"
#include "output.h"

#include <core/error.h>

#include <new>

namespace ReplayScope::Cli {

std::string withPath(const std::string& path, const std::string& message)
{
    if (message.rfind(path, 0) == 0)
        return message;
    return path + ": " + message;
}

Core::LoadedData openInput(const std::string& path)
{
    Progress progress("reading " + path + " ...");
    try {
        return Core::loadFile(path);
    } catch (const std::bad_alloc&) {
        throw DataError(withPath(path, "not enough memory to read the file"));
    } catch (const std::exception& e) {
        throw DataError(withPath(path, e.what()));
    }
}

void requireOutputExtension(const std::string& path)
{
    try {
        Core::saveFormatFor(path);
    } catch (const Core::Error& e) {
        throw UsageError(e.what());
    }
}

void writeOutput(const std::string& path, const std::function<void()>& write)
{
    Progress progress("writing " + path + " ...");
    try {
        write();
    } catch (const std::bad_alloc&) {
        throw DataError(withPath(path, "not enough memory to write the file"));
    } catch (const std::exception& e) {
        throw DataError(withPath(path, e.what()));
    }
}

Core::Batch transitionsOf(const Core::LoadedData& data)
{
    try {
        return data.transitions();
    } catch (const std::exception& e) {
        throw DataError(withPath(data.path, e.what()));
    }
}

void requirePositionals(const Args& args, std::size_t min, std::size_t max)
{
    const std::size_t n = args.positionals().size();
    if (n < min)
        throw UsageError(min == 1 ? "missing input file" : "missing file arguments");
    if (n > max)
        throw UsageError("unexpected argument '" + args.positionals()[max] + "'");
}

} // namespace ReplayScope::Cli
