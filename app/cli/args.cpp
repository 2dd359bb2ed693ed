// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "args.h"

#include <algorithm>
#include <charconv>

namespace ReplayScope::Cli {

Args::Args(const std::vector<std::string>& args, const OptionSpec& spec)
{
    bool onlyPositionals = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (onlyPositionals || arg.size() < 2 || arg[0] != '-') {
            m_positionals.push_back(arg);
            continue;
        }
        if (arg == "--") {
            onlyPositionals = true;
            continue;
        }
        std::string name = arg;
        std::optional<std::string> inlineValue;
        if (const std::size_t eq = arg.find('='); arg.rfind("--", 0) == 0 && eq != std::string::npos) {
            name = arg.substr(0, eq);
            inlineValue = arg.substr(eq + 1);
        }
        if (spec.flags.count(name)) {
            if (inlineValue)
                throw UsageError("option " + name + " takes no value");
            m_flags.insert(name);
        } else if (spec.valued.count(name)) {
            if (inlineValue) {
                m_values[name] = *inlineValue;
            } else {
                // The next argument is the value even when it starts with a dash, so
                // `--index -1` and `--axis -1` work.
                if (i + 1 >= args.size())
                    throw UsageError("option " + name + " needs a value");
                m_values[name] = args[++i];
            }
        } else {
            throw UsageError("unknown option " + name);
        }
    }
}

std::optional<std::string> Args::value(const std::string& name) const
{
    const auto it = m_values.find(name);
    if (it == m_values.end())
        return std::nullopt;
    return it->second;
}

std::string Args::required(const std::string& name) const
{
    const auto v = value(name);
    if (!v)
        throw UsageError("missing option " + name);
    return *v;
}

std::int64_t Args::integer(const std::string& name, std::int64_t fallback) const
{
    const auto v = value(name);
    return v ? parseInteger(*v, "option " + name) : fallback;
}

std::int64_t parseInteger(const std::string& text, const std::string& what)
{
    std::int64_t out = 0;
    const char* begin = text.data();
    if (!text.empty() && text[0] == '+')
        ++begin;
    const char* end = text.data() + text.size();
    const auto result = std::from_chars(begin, end, out);
    if (text.empty() || result.ec != std::errc() || result.ptr != end)
        throw UsageError(what + ": '" + text + "' is not an integer");
    return out;
}

std::vector<std::int64_t> parseEpisodeList(const std::string& text)
{
    std::vector<std::int64_t> out;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const std::size_t comma = std::min(text.find(',', pos), text.size());
        const std::string item = text.substr(pos, comma - pos);
        if (item.empty())
            throw UsageError("--episodes: empty item in '" + text + "'");
        const std::size_t dash = item.find('-', 1);
        if (dash == std::string::npos) {
            out.push_back(parseInteger(item, "--episodes"));
        } else {
            const std::int64_t first = parseInteger(item.substr(0, dash), "--episodes");
            const std::int64_t last = parseInteger(item.substr(dash + 1), "--episodes");
            if (last < first)
                throw UsageError("--episodes: range '" + item + "' runs backwards");
            if (last - first > 100'000'000)
                throw UsageError("--episodes: range '" + item + "' is too long");
            for (std::int64_t e = first; e <= last; ++e)
                out.push_back(e);
        }
        pos = comma + 1;
    }
    return out;
}

} // namespace ReplayScope::Cli
