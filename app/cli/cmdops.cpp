// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// `convert` and the Batch operations with Tianshou's semantics: cat, stack, split,
// sample, dropnull and slice. Buffers enter as their valid transitions oldest first.
#include "commands.h"

#include <core/error.h>
#include <core/array/index.h>
#include <core/io/pickle/picklewriter.h>
#include <core/array/randomstate.h>

#include <cstdio>
#include <filesystem>
#include <random>

namespace ReplayScope::Cli {

using namespace ReplayScope::Core;

namespace {

void saveResult(const std::string& out, const Batch& batch)
{
    writeOutput(out, [&] { saveBatch(out, batch); });
}

std::vector<PyValue> inputsAsValues(const std::vector<std::string>& paths)
{
    std::vector<PyValue> values;
    for (const std::string& path : paths)
        values.push_back(PyValue::batch(std::make_shared<Batch>(transitionsOf(openInput(path)))));
    return values;
}

int runConvert(const Args& args)
{
    requirePositionals(args, 2, 2);
    const std::string& out = args.positionals()[1];
    requireOutputExtension(out);
    const LoadedData data = openInput(args.positionals()[0]);
    writeOutput(out, [&] {
        // A plain pickled value (a dict of arrays, a list) is written back as itself.
        if (!data.buffer && !data.tianshouBuffer && data.format == FileFormat::Pickle && !data.value.isBatch()
            && saveFormatFor(out) == SaveFormat::Pickle)
            PickleWriter::writeFile(out, data.value);
        else
            saveLoaded(out, data);
    });
    return 0;
}

int runCat(const Args& args)
{
    requirePositionals(args, 1, SIZE_MAX);
    const std::string out = args.required("-o");
    requireOutputExtension(out);
    const std::vector<PyValue> inputs = inputsAsValues(args.positionals());
    saveResult(out, Batch::cat(inputs));
    return 0;
}

int runStack(const Args& args)
{
    requirePositionals(args, 1, SIZE_MAX);
    const std::string out = args.required("-o");
    requireOutputExtension(out);
    const std::int64_t axis = args.integer("--axis", 0);
    if (axis < -64 || axis > 64)
        throw UsageError("--axis " + std::to_string(axis) + " is out of range");
    const std::vector<PyValue> inputs = inputsAsValues(args.positionals());
    saveResult(out, Batch::stack(inputs, int(axis)));
    return 0;
}

std::uint32_t seedOf(const Args& args)
{
    if (const auto text = args.value("--seed")) {
        const std::int64_t seed = parseInteger(*text, "option --seed");
        if (seed < 0 || seed > 0xFFFFFFFFll)
            throw UsageError("--seed must be between 0 and 4294967295");
        return std::uint32_t(seed);
    }
    return std::random_device{}();
}

int runSplit(const Args& args)
{
    requirePositionals(args, 1, 1);
    const std::string outDir = args.required("-o");
    const std::int64_t size = parseInteger(args.required("--size"), "option --size");
    // -1 is the whole Batch (Tianshou 1.0 and later); Batch::split says what else fails.
    if (size < 1 && size != -1)
        throw UsageError("--size must be at least 1, or -1 for the whole Batch");
    const std::uint32_t seed = seedOf(args);
    const Batch input = transitionsOf(openInput(args.positionals().front()));
    const std::vector<Batch> parts = input.split(size, args.flag("--shuffle"), args.flag("--merge-last"), seed);
    std::error_code ec;
    std::filesystem::create_directories(outDir, ec);
    if (ec || !std::filesystem::is_directory(outDir))
        throw DataError(withPath(outDir, "cannot create the output folder" + (ec ? ": " + ec.message() : "")));
    for (std::size_t i = 0; i < parts.size(); ++i) {
        char name[32];
        std::snprintf(name, sizeof name, "part_%04zu.pkl", i);
        saveResult((std::filesystem::path(outDir) / name).string(), parts[i]);
    }
    return 0;
}

int runSample(const Args& args)
{
    requirePositionals(args, 1, 1);
    const std::string out = args.required("-o");
    requireOutputExtension(out);
    const std::int64_t n = parseInteger(args.required("-n"), "option -n");
    if (n < 0)
        throw UsageError("-n must not be negative");
    const std::uint32_t seed = seedOf(args);
    const Batch input = transitionsOf(openInput(args.positionals().front()));
    const std::int64_t length = input.length();
    if (n > length)
        throw UsageError("cannot take " + std::to_string(n) + " rows without replacement from "
                         + std::to_string(length));
    // numpy's legacy RandomState.choice(len, n, replace=False) is permutation(len)[:n].
    RandomState random(seed);
    std::vector<std::int64_t> rows = random.permutation(length);
    rows.resize(std::size_t(n));
    saveResult(out, input[Index::list(rows)]);
    return 0;
}

int runDropNull(const Args& args)
{
    requirePositionals(args, 1, 1);
    const std::string out = args.required("-o");
    requireOutputExtension(out);
    saveResult(out, transitionsOf(openInput(args.positionals().front())).dropNull());
    return 0;
}

int runSlice(const Args& args)
{
    requirePositionals(args, 1, 1);
    const std::string out = args.required("-o");
    requireOutputExtension(out);
    const std::string expr = args.required("--index");
    Index index;
    try {
        index = Index::parse(expr);
    } catch (const Error& e) {
        throw UsageError("bad index expression '" + expr + "': " + e.what());
    }
    const Batch input = transitionsOf(openInput(args.positionals().front()));
    Batch result;
    try {
        result = input[index];
    } catch (const IndexError& e) {
        throw UsageError("--index " + expr + ": " + e.what());
    }
    saveResult(out, result);
    return 0;
}

} // namespace

std::vector<Command> operationCommands()
{
    return {
        {"convert",
         "convert IN OUT",
         "Writes IN in the format of OUT's extension: .pkl/.pickle (pickle protocol 4, Tianshou loads\n"
         "it as the same class), .h5/.hdf5 (Tianshou's save_hdf5 layout) or .npz (flat dotted keys).",
         {{}, {}},
         runConvert},
        {"cat",
         "cat IN... -o OUT",
         "Batch.cat of the inputs (buffers as their valid transitions, oldest first).",
         {{"-o"}, {}},
         runCat},
        {"stack",
         "stack IN... [--axis N] -o OUT",
         "Batch.stack of the inputs along axis N (default 0).",
         {{"-o", "--axis"}, {}},
         runStack},
        {"split",
         "split IN --size N [--shuffle] [--seed S] [--merge-last] -o OUTDIR",
         "Batch.split(N, shuffle, merge_last): writes OUTDIR/part_0000.pkl, part_0001.pkl, ...\n"
         "N = -1 is the whole Batch, as in Tianshou 1.0 and later.\n"
         "--seed S makes the shuffle numpy's RandomState(S).permutation.",
         {{"-o", "--size", "--seed"}, {"--shuffle", "--merge-last"}},
         runSplit},
        {"sample",
         "sample IN -n N [--seed S] -o OUT",
         "N random rows without replacement (numpy's RandomState(S).choice(len, N, replace=False)).",
         {{"-o", "-n", "--seed"}, {}},
         runSample},
        {"dropnull",
         "dropnull IN -o OUT",
         "Batch.dropnull(): drops rows holding NaN or None.",
         {{"-o"}, {}},
         runDropNull},
        {"slice",
         "slice IN --index EXPR -o OUT",
         "batch[EXPR] with numpy index syntax: 2:8:2, [0,3,9], :,1, -1, ...",
         {{"-o", "--index"}, {}},
         runSlice},
    };
}

} // namespace ReplayScope::Cli
