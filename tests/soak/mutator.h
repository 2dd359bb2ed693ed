// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Deterministic mutations of a file's bytes for the soak test: bit flips, truncations,
// inserted bytes and overwritten runs of "interesting" values (all ones, all zeros, the
// sign bit), which hit length and size fields the way real corruption and hostile
// files do. The same (seed, number) always gives the same bytes, on every machine
// (std::mt19937_64 is fully specified), so a failure can be replayed from its name.

#include <QByteArray>
#include <QString>

#include <algorithm>
#include <cstdint>
#include <random>

namespace Soak {

/// The kinds of mutation, chosen by the mutation number modulo Count.
enum class Mutation { BitFlips, Truncation, Insertion, Overwrite, Count };

/// A stable 64-bit seed from a name (FNV-1a; qHash is randomised per process).
inline std::uint64_t seedOf(const QString& name)
{
    std::uint64_t h = 1469598103934665603ull;
    for (const char c : name.toUtf8()) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ull;
    }
    return h;
}

inline const char* mutationName(Mutation m)
{
    switch (m) {
    case Mutation::BitFlips: return "bitflip";
    case Mutation::Truncation: return "truncate";
    case Mutation::Insertion: return "insert";
    case Mutation::Overwrite: return "overwrite";
    case Mutation::Count: break;
    }
    return "?";
}

/// The number-th mutation of data under seed.
inline QByteArray mutate(const QByteArray& data, std::uint64_t seed, int number)
{
    std::mt19937_64 rng(seed ^ (0x9e3779b97f4a7c15ull * static_cast<std::uint64_t>(number + 1)));
    const auto below = [&rng](std::uint64_t n) { return n == 0 ? 0 : rng() % n; };
    QByteArray out = data;
    const auto size = static_cast<std::uint64_t>(out.size());
    switch (static_cast<Mutation>(number % int(Mutation::Count))) {
    case Mutation::BitFlips:
        for (int i = 0, n = 1 + int(below(8)); i < n && size > 0; ++i) {
            const auto bit = below(size * 8);
            out[qsizetype(bit / 8)] = char(out[qsizetype(bit / 8)] ^ (1 << (bit % 8)));
        }
        break;
    case Mutation::Truncation: out.truncate(qsizetype(below(size))); break;
    case Mutation::Insertion: {
        QByteArray bytes;
        for (int i = 0, n = 1 + int(below(16)); i < n; ++i)
            bytes.append(char(below(256)));
        out.insert(qsizetype(below(size + 1)), bytes);
        break;
    }
    case Mutation::Overwrite: {
        // A run of one value; for 0x7f the run is a little-endian signed maximum
        // (ff ff .. 7f), the largest length a field can claim without going negative.
        static const char values[] = {'\xff', '\x7f', '\x80', '\0'};
        const char value = values[below(4)];
        const auto at = below(size);
        const auto n = std::min<std::uint64_t>(1 + below(8), size - at);
        for (std::uint64_t i = 0; i < n; ++i)
            out[qsizetype(at + i)] = (value == '\x7f' && i + 1 < n) ? '\xff' : value;
        break;
    }
    case Mutation::Count: break;
    }
    return out;
}

} // namespace Soak
