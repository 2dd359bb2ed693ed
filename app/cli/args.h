// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace ReplayScope::Cli {

/// A command line that does not follow the synopsis; the CLI exits with status 1.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// The options one command accepts: those taking a value (`-o OUT`, `--axis 1`, also
/// written `--axis=1`) and plain flags (`--json`).
struct OptionSpec {
    std::set<std::string> valued;
    std::set<std::string> flags;
};

/// The parsed arguments of one command: positionals in order, flags, and option values
/// (the last occurrence wins). Anything after `--` is positional, so file names that
/// start with a dash still work.
class Args final {
public:
    /// Parses args (without the program and command names). Throws UsageError for
    /// unknown options and options missing their value.
    Args(const std::vector<std::string>& args, const OptionSpec& spec);

    const std::vector<std::string>& positionals() const { return m_positionals; }
    bool flag(const std::string& name) const { return m_flags.count(name) != 0; }
    std::optional<std::string> value(const std::string& name) const;
    /// The value of a required option; UsageError naming it when absent.
    std::string required(const std::string& name) const;
    /// The value of an integer option, or fallback when absent; UsageError when it is not
    /// an integer.
    std::int64_t integer(const std::string& name, std::int64_t fallback) const;

private:
    std::vector<std::string> m_positionals;
    std::set<std::string> m_flags;
    std::map<std::string, std::string> m_values;
};

/// Parses a whole decimal integer (optional sign). UsageError naming what when it is not.
std::int64_t parseInteger(const std::string& text, const std::string& what);

/// Parses an episode list `0,3,5-7` into numbers in the order given. UsageError on
/// malformed items or reversed ranges.
std::vector<std::int64_t> parseEpisodeList(const std::string& text);

} // namespace ReplayScope::Cli
