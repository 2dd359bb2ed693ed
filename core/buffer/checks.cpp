// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/buffer/checks.h>

#include <cmath>
#include <map>

namespace ReplayScope::Core {

namespace {

struct Leaf {
    std::string path;
    NdArray array;
};

void collectLeaves(const Batch& batch, const std::string& prefix, std::vector<Leaf>& out)
{
    for (const auto& [key, value] : batch.entries()) {
        const std::string path = prefix.empty() ? key : prefix + "." + key;
        if (value.isBatch())
            collectLeaves(*value.asBatch(), path, out);
        else if (value.isArray())
            out.push_back({path, value.asArray()});
    }
}

std::int64_t rowsOf(const NdArray& a)
{
    return a.ndim() == 0 ? -1 : a.shape().front();
}

std::int64_t perRow(const NdArray& a)
{
    const std::int64_t rows = rowsOf(a);
    return rows <= 0 ? 0 : a.size() / rows;
}

bool numeric(const NdArray& a)
{
    return a.dtype().isNumeric();
}

bool sameElement(double x, double y)
{
    return x == y || (std::isnan(x) && std::isnan(y));
}

/// Counts the rows (among rows) for which pred(flat) holds for some element.
template <typename Pred>
std::pair<std::int64_t, std::int64_t> countRows(const NdArray& a, const Indices& rows, Pred pred)
{
    std::int64_t count = 0;
    std::int64_t first = -1;
    const std::int64_t width = perRow(a);
    for (std::int64_t r : rows) {
        if (r < 0 || r >= rowsOf(a))
            continue;
        for (std::int64_t e = 0; e < width; ++e) {
            if (pred(r * width + e)) {
                ++count;
                if (first < 0)
                    first = r;
                break;
            }
        }
    }
    return {count, first};
}

void checkObsNext(const Batch& storage, const EpisodeList& episodes, std::vector<CheckFinding>& out)
{
    const PyValue* obsNext = storage.find("obs_next");
    const PyValue* obs = storage.find("obs");
    if (!obs || !obsNext || (obsNext->isBatch() && obsNext->asBatch()->isEmpty()))
        return;
    std::vector<Leaf> obsLeaves;
    std::vector<Leaf> nextLeaves;
    if (obs->isBatch())
        collectLeaves(*obs->asBatch(), "", obsLeaves);
    else if (obs->isArray())
        obsLeaves.push_back({"", obs->asArray()});
    if (obsNext->isBatch())
        collectLeaves(*obsNext->asBatch(), "", nextLeaves);
    else if (obsNext->isArray())
        nextLeaves.push_back({"", obsNext->asArray()});
    for (const Leaf& o : obsLeaves) {
        for (const Leaf& n : nextLeaves) {
            if (o.path != n.path || !numeric(o.array) || !numeric(n.array) || perRow(o.array) != perRow(n.array))
                continue;
            const std::int64_t width = perRow(o.array);
            std::int64_t count = 0;
            std::int64_t first = -1;
            for (const Episode& ep : episodes.episodes()) {
                for (std::size_t t = 0; t + 1 < ep.rows.size(); ++t) {
                    const std::int64_t a = ep.rows[t];
                    const std::int64_t b = ep.rows[t + 1];
                    for (std::int64_t e = 0; e < width; ++e) {
                        if (!sameElement(o.array.toDouble(b * width + e), n.array.toDouble(a * width + e))) {
                            ++count;
                            if (first < 0)
                                first = a;
                            break;
                        }
                    }
                }
            }
            if (count > 0) {
                const std::string key = o.path.empty() ? "obs_next" : "obs_next." + o.path;
                out.push_back({CheckKind::ObsNextMismatch, key, count, first,
                               std::to_string(count) + " step(s) where " + key + "[t] differs from the next step's "
                                   + (o.path.empty() ? "obs" : "obs." + o.path) + " inside an episode"});
            }
        }
    }
}

} // namespace

std::vector<CheckFinding> checkStorage(const Batch& storage, const Indices& validRows, const EpisodeList& episodes,
                                       const std::vector<DeclaredSpace>& spaces,
                                       std::optional<std::int64_t> expectedLength)
{
    std::vector<CheckFinding> out;
    std::vector<Leaf> leaves;
    collectLeaves(storage, "", leaves);

    for (const Leaf& leaf : leaves) {
        if (!(leaf.array.dtype().isFloat() || leaf.array.dtype().isComplex()) || leaf.array.ndim() == 0)
            continue;
        const auto [count, first] = countRows(leaf.array, validRows, [&](std::int64_t flat) {
            const auto z = leaf.array.toComplex(flat);
            return !std::isfinite(z.real()) || !std::isfinite(z.imag());
        });
        if (count > 0)
            out.push_back({CheckKind::NonFinite, leaf.path, count, first,
                           std::to_string(count) + " row(s) of " + leaf.path + " hold NaN or Inf"});
    }

    checkObsNext(storage, episodes, out);

    const PyValue* done = storage.find("done");
    const PyValue* term = storage.find("terminated");
    const PyValue* trunc = storage.find("truncated");
    if (done && term && trunc && done->isArray() && term->isArray() && trunc->isArray()) {
        const NdArray& d = done->asArray();
        const NdArray& a = term->asArray();
        const NdArray& b = trunc->asArray();
        std::int64_t count = 0;
        std::int64_t first = -1;
        for (std::int64_t r : validRows) {
            if (r >= rowsOf(d) || r >= rowsOf(a) || r >= rowsOf(b))
                continue;
            if (d.toBool(r * perRow(d)) != (a.toBool(r * perRow(a)) || b.toBool(r * perRow(b)))) {
                ++count;
                if (first < 0)
                    first = r;
            }
        }
        if (count > 0)
            out.push_back({CheckKind::DoneMismatch, "done", count, first,
                           std::to_string(count) + " row(s) where done differs from terminated | truncated"});
    }

    if (done && done->isArray() && !term && !trunc) {
        if (const PyValue* limit = timeLimitTruncated(storage)) {
            const NdArray& d = done->asArray();
            const NdArray& c = limit->asArray();
            std::int64_t count = 0;
            std::int64_t first = -1;
            for (std::int64_t r : validRows) {
                if (r >= rowsOf(d) || r >= rowsOf(c))
                    continue;
                if (d.toBool(r * perRow(d)) && c.toBool(r * perRow(c))) {
                    ++count;
                    if (first < 0)
                        first = r;
                }
            }
            if (count > 0)
                out.push_back({CheckKind::TimeLimitDone, "done", count, first,
                               std::to_string(count)
                                   + " step(s) where done is true only because of a time limit "
                                     "(info[\"TimeLimit.truncated\"]): value bootstrapping that reads done "
                                     "treats them as terminal"});
        }
    }

    std::int64_t single = 0;
    std::int64_t firstSingle = -1;
    for (const Episode& ep : episodes.episodes()) {
        // A one-step episode still being written is normal; a finished one is suspicious.
        if (ep.length() == 1 && ep.end() != EpisodeEnd::Unfinished) {
            ++single;
            if (firstSingle < 0)
                firstSingle = ep.first();
        }
    }
    if (single > 0)
        out.push_back({CheckKind::SingleStepEpisode, "", single, firstSingle,
                       std::to_string(single) + " finished episode(s) of length 1"});

    std::map<std::int64_t, std::int64_t> lengthVotes;
    for (const Leaf& leaf : leaves)
        ++lengthVotes[rowsOf(leaf.array)];
    std::int64_t expected = -1;
    if (expectedLength) {
        expected = *expectedLength;
    } else {
        std::int64_t best = 0;
        for (const auto& [len, votes] : lengthVotes) {
            if (votes > best) {
                best = votes;
                expected = len;
            }
        }
    }
    for (const Leaf& leaf : leaves) {
        const std::int64_t rows = rowsOf(leaf.array);
        if (rows != expected)
            out.push_back({CheckKind::LengthMismatch, leaf.path, rows, -1,
                           leaf.path + " has "
                               + (rows < 0 ? std::string("no rows (a scalar)") : std::to_string(rows) + " rows")
                               + " where " + std::to_string(expected) + " are expected"});
    }

    for (const DeclaredSpace& space : spaces) {
        const PyValue* value = storage.findPath(space.key);
        if (!value || !value->isArray() || !numeric(value->asArray()) || value->asArray().ndim() == 0)
            continue;
        const NdArray& a = value->asArray();
        const auto [count, first] = countRows(a, validRows, [&](std::int64_t flat) {
            const double v = a.toDouble(flat);
            if (std::isnan(v))
                return false; // reported by the NaN check
            if (space.discrete)
                return v != std::floor(v) || v < double(space.start) || v >= double(space.start + space.n);
            return v < space.low || v > space.high;
        });
        if (count > 0) {
            const std::string what = space.discrete
                                         ? "Discrete(" + std::to_string(space.n)
                                               + (space.start ? ", start=" + std::to_string(space.start) : "") + ")"
                                         : "Box(" + std::to_string(space.low) + ", " + std::to_string(space.high) + ")";
            out.push_back({CheckKind::OutOfSpace, space.key, count, first,
                           std::to_string(count) + " row(s) of " + space.key + " lie outside " + what});
        }
    }
    return out;
}

std::vector<CheckFinding> checkBuffer(const ReplayBuffer& buffer, const std::vector<DeclaredSpace>& spaces)
{
    const EpisodeList episodes = buffer.meta().isEmpty() ? EpisodeList() : EpisodeList::fromBuffer(buffer);
    return checkStorage(buffer.meta(), buffer.chronologicalIndices(), episodes, spaces, buffer.maxsize());
}

std::vector<CheckFinding> checkBatch(const Batch& batch, const std::vector<DeclaredSpace>& spaces)
{
    EpisodeList episodes;
    try {
        episodes = EpisodeList::fromBatch(batch);
    } catch (const KeyError&) {
        // No flags: no episode-level checks.
    }
    std::int64_t n = 0;
    try {
        n = batch.length();
    } catch (const Error&) {
        n = 0;
    }
    Indices rows;
    for (std::int64_t i = 0; i < n; ++i)
        rows.push_back(i);
    return checkStorage(batch, rows, episodes, spaces);
}

} // namespace ReplayScope::Core
