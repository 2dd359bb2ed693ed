// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// `select`: the rows (or whole episodes) where an expression of core/expr holds.
#include "commands.h"

#include <core/buffer/episodes.h>
#include <core/error.h>
#include <core/expr/expression.h>

#include <cstdio>

namespace ReplayScope::Cli {

using namespace ReplayScope::Core;

namespace {

// A bad expression: the message, then the expression with a caret under the error, as
// the GUI's slice box marks it. Exit status 1 (the command line is at fault).
int expressionError(const std::string& text, const ExprError& e)
{
    std::fprintf(stderr, "replayscope-cli: --where: %s\n", e.what());
    if (e.position() >= 0) {
        std::fprintf(stderr, "  %s\n  %s^\n", text.c_str(), std::string(std::size_t(e.position()), ' ').c_str());
    }
    return 1;
}

// The row mask of the expression over a Batch whose rows are its first axis.
std::vector<bool> rowMask(const Expression& expression, const Batch& root, std::int64_t rows)
{
    try {
        return evaluateRowMask(expression, root, rows);
    } catch (const ExprError&) {
        throw;
    } catch (const Error& e) {
        throw UsageError(std::string("--where: ") + e.what());
    }
}

int runSelect(const Args& args)
{
    requirePositionals(args, 1, 1);
    const std::string out = args.required("-o");
    requireOutputExtension(out);
    const std::string text = args.required("--where");
    const bool wholeEpisodes = args.flag("--episodes");
    Expression expression;
    try {
        expression = Expression::parse(text);
    } catch (const ExprError& e) {
        return expressionError(text, e);
    }
    const LoadedData data = openInput(args.positionals().front());
    try {
        std::vector<std::int64_t> rows; // chronological step numbers of the result
        std::int64_t total = 0;
        std::int64_t episodeCount = -1;
        if (data.buffer) {
            // Evaluate over the storage (slots), then keep the valid slots oldest first.
            const Batch& meta = data.buffer->meta();
            const std::int64_t slots = meta.isEmpty() ? 0 : meta.length();
            const std::vector<bool> mask = rowMask(expression, meta, slots);
            const Indices chronological = data.buffer->chronologicalIndices();
            total = std::int64_t(chronological.size());
            if (wholeEpisodes) {
                const EpisodeList episodes = data.episodeList();
                std::vector<std::int64_t> chosen;
                for (std::int64_t e = 0; e < episodes.count(); ++e)
                    for (std::int64_t slot : episodes.episodes()[std::size_t(e)].rows)
                        if (slot < std::int64_t(mask.size()) && mask[std::size_t(slot)]) {
                            chosen.push_back(e);
                            break;
                        }
                if (!chosen.empty()) {
                    const auto subset = exportEpisodes(*data.buffer, episodes, chosen);
                    writeOutput(out, [&] { saveBuffer(out, *subset, data.buffer->generation()); });
                    std::printf("%lld of %lld episodes (%lld steps) -> %s\n", static_cast<long long>(chosen.size()),
                                static_cast<long long>(episodes.count()), static_cast<long long>(subset->length()),
                                out.c_str());
                    return 0;
                }
                std::fprintf(stderr, "replayscope-cli: no episode of %s matches '%s'; nothing written\n",
                             data.path.c_str(), text.c_str());
                return 0;
            } else {
                Indices matched;
                for (std::int64_t slot : chronological)
                    if (mask[std::size_t(slot)])
                        matched.push_back(slot);
                const Batch result = data.buffer->rows(BufferIndex::array(matched));
                writeOutput(out, [&] { saveBatch(out, result); });
                std::printf("%lld of %lld rows -> %s\n", static_cast<long long>(matched.size()),
                            static_cast<long long>(total), out.c_str());
                return 0;
            }
        } else {
            const Batch input = data.batch ? *data.batch : Batch();
            total = input.isEmpty() ? 0 : input.length();
            const std::vector<bool> mask = rowMask(expression, input, total);
            if (wholeEpisodes) {
                const EpisodeList episodes = data.episodeList();
                episodeCount = 0;
                for (const Episode& e : episodes.episodes()) {
                    bool hit = false;
                    for (std::int64_t row : e.rows)
                        hit = hit || (row < total && mask[std::size_t(row)]);
                    if (hit) {
                        rows.insert(rows.end(), e.rows.begin(), e.rows.end());
                        ++episodeCount;
                    }
                }
            } else {
                for (std::int64_t i = 0; i < total; ++i)
                    if (mask[std::size_t(i)])
                        rows.push_back(i);
            }
            const Batch result = input.isEmpty() ? input : input[Index::list(rows)];
            writeOutput(out, [&] { saveBatch(out, result); });
        }
        if (episodeCount >= 0)
            std::printf("%lld episodes (%lld of %lld rows) -> %s\n", static_cast<long long>(episodeCount),
                        static_cast<long long>(rows.size()), static_cast<long long>(total), out.c_str());
        else
            std::printf("%lld of %lld rows -> %s\n", static_cast<long long>(rows.size()), static_cast<long long>(total),
                        out.c_str());
        return 0;
    } catch (const ExprError& e) {
        return expressionError(text, e);
    } catch (const UsageError&) {
        throw;
    } catch (const DataError&) {
        throw;
    } catch (const std::exception& e) {
        throw DataError(withPath(data.path, e.what()));
    }
}

} // namespace

std::vector<Command> selectCommands()
{
    return {
        {"select",
         "select IN --where EXPR [--episodes] -o OUT",
         "Writes the rows where EXPR holds (oldest first), or with --episodes every episode holding\n"
         "such a row. EXPR is the language of the GUI's Add Key over the keys of IN: numbers, dotted\n"
         "keys (obs.pos, info.env_id), + - * /, < <= > >= == !=, & | ~ (comparisons bind tighter, as\n"
         "in pandas' query), abs isnan isinf isfinite, .any(axis=1) .all(axis=1), indexing act[:,0].\n"
         "Example: 'rew < -1 & abs(act[:,0]) > 0.95'. It must give one bool per row. With --episodes\n"
         "a buffer keeps its class (as `export`; nothing is written when no episode matches); rows of a\n"
         "buffer are written as a Batch of transitions (as `slice`).",
         {{"-o", "--where"}, {"--episodes"}},
         runSelect},
    };
}

} // namespace ReplayScope::Cli
