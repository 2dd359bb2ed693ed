// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/array/ndarray.h>
#include <core/batch/batch.h>
#include <core/buffer/episodes.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ReplayScope::Core {

/// One side of a comparison: the rows of a Batch (all of them, or a buffer's storage
/// slots oldest first, which is Tianshou's `buf[:]` without copying it) and its
/// episodes when known. Pointers are borrowed for the duration of the call.
struct CompareInput {
    const Batch* storage = nullptr;
    /// Storage slots in chronological order; unset: rows 0..n-1 of each key. (Not named
    /// `slots`: Qt code that includes this header defines that word away.)
    std::optional<Indices> rowSlots;
    /// The episodes (slots as in Episode::rows); null when the data has none.
    const EpisodeList* episodes = nullptr;
    /// The Python class shown in reports ("ReplayBuffer", "Batch", ...).
    std::string className;

    /// The side for a buffer (meta, chronological slots, its episodes).
    static CompareInput ofBuffer(const ReplayBuffer& buffer, const EpisodeList* episodes);
    /// The side for a plain Batch of transitions.
    static CompareInput ofBatch(const Batch& batch, const EpisodeList* episodes, std::string className = "Batch");
};

/// Bounds on the work of a comparison.
struct CompareOptions {
    /// At most this many elements per key and side go into the Kolmogorov-Smirnov sample:
    /// every ceil(count / sampleSize)-th element in C order, NaN and Inf left out.
    std::int64_t sampleSize = 100000;
    /// Rows are read in windows of about this many bytes (readRowWindow), so memory does
    /// not grow with the file.
    std::int64_t windowBytes = std::int64_t(16) << 20;
    /// How many differing rows per key are listed (all are counted).
    int firstRows = 5;
};

/// Statistics of a numeric or bool key over all its elements; mean, std (ddof 0), min
/// and max over the finite ones, as float64.
struct KeyStats {
    std::int64_t count = 0;
    std::int64_t nanCount = 0;
    std::int64_t infCount = 0;
    std::int64_t finiteCount = 0;
    double mean = 0.0;
    double std = 0.0;
    double min = 0.0;
    double max = 0.0;
};

/// One key (dotted path) of either side.
struct KeyComparison {
    std::string key;
    bool inA = false;
    bool inB = false;
    std::string dtypeA, dtypeB; ///< numpy's str(dtype), or the Python type of a non-array
    Shape shapeA, shapeB; ///< of the rows as compared (first axis = chronological rows)
    std::optional<KeyStats> statsA, statsB; ///< numeric and bool keys only
    /// Kolmogorov-Smirnov statistic of the two samples (sup |F_A - F_B|), when both have
    /// finite values.
    std::optional<double> ks;
    /// Row comparison, when both sides have the same rows and per-row shape: numbers by
    /// value, other dtypes byte for byte, object arrays and plain values by Python repr.
    bool rowsCompared = false;
    std::int64_t differingRows = 0;
    std::vector<std::int64_t> firstDifferingRows;

    bool differs() const;
};

/// The distribution of a list of numbers: count, mean and numpy's default (linear)
/// quantiles 0, 0.25, 0.5, 0.75, 1.
struct Distribution {
    std::int64_t count = 0;
    double mean = 0.0;
    double quantiles[5] = {0, 0, 0, 0, 0};

    static Distribution of(std::vector<double> values);
};

/// The episodes of one side.
struct EpisodeSummary {
    bool available = false;
    std::int64_t count = 0;
    Distribution lengths;
    Distribution returns;
    /// "terminated", "truncated", "unfinished", "cut" -> count (all four present).
    std::map<std::string, std::int64_t> ends;

    static EpisodeSummary of(const EpisodeList* episodes);
};

/// The result of comparing A and B.
struct BufferComparison {
    std::string classA, classB;
    std::int64_t rowsA = 0, rowsB = 0;
    std::vector<KeyComparison> keys; ///< A's keys in order, then those only in B
    EpisodeSummary episodesA, episodesB;

    /// Same keys, dtypes, shapes and rows, and no row differs.
    bool equal() const;
};

/// Compares two sides. Throws the core's errors when a key cannot be read.
BufferComparison compareInputs(const CompareInput& a, const CompareInput& b, const CompareOptions& options = {});

/// The two-sample Kolmogorov-Smirnov statistic sup_x |F_a(x) - F_b(x)| of two samples
/// (sorted here); 0 when either is empty.
double ksStatistic(std::vector<double> a, std::vector<double> b);

} // namespace ReplayScope::Core
