// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "jsonlines.h"

#include <core/io/json/jsonparse.h>

namespace ReplayScope::Core::Rllib {

PyValue parseJsonDocument(std::string_view text, const std::string& file, std::int64_t baseOffset)
{
    JsonOptions options;
    options.numericListsAsArrays = true;
    return parseJson(text, file, options, baseOffset);
}

void forEachJsonLine(std::string_view text, const std::string& file,
                     const std::function<void(const PyValue&, std::int64_t line, std::int64_t offset)>& onLine)
{
    std::size_t pos = 0;
    std::int64_t line = 0;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        ++line;
        const std::string_view content = text.substr(pos, end - pos);
        if (content.find_first_not_of(" \t\r") != std::string_view::npos)
            onLine(parseJsonDocument(content, file, std::int64_t(pos)), line, std::int64_t(pos));
        pos = end + 1;
    }
}

} // namespace ReplayScope::Core::Rllib
