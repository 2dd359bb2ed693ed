// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Small builders shared by the buffer tests: Python-like values and transitions.

#include <core/batch/batch.h>
#include <core/buffer/replaybuffer.h>

#include <QTest>

#include <cstdint>
#include <string>
#include <vector>

namespace BufferTest {

using namespace ReplayScope::Core;

inline PyValue I(std::int64_t v)
{
    return PyValue::fromInt(v);
}
inline PyValue F(double v)
{
    return PyValue::fromFloat(v);
}
inline PyValue B(bool v)
{
    return PyValue::fromBool(v);
}
inline PyValue S(const char* s)
{
    return PyValue::fromStr(s);
}
inline PyValue arr(const std::vector<std::int64_t>& v)
{
    return PyValue::array(NdArray::fromInts(v, {std::int64_t(v.size())}));
}
inline PyValue farr(const std::vector<double>& v)
{
    return PyValue::array(NdArray::fromDoubles(v, {std::int64_t(v.size())}));
}
inline PyValue barr(const std::vector<bool>& v)
{
    return PyValue::array(NdArray::fromBools(v, {std::int64_t(v.size())}));
}
inline PyValue dict(std::vector<std::pair<const char*, PyValue>> items)
{
    PyValue::Items out;
    for (auto& [k, v] : items)
        out.emplace_back(PyValue::fromStr(k), v);
    return PyValue::dict(out);
}

/// One unstacked transition (Tianshou v0.4.10+ keys).
inline Batch step(PyValue obs, double rew, bool terminated, bool truncated = false, PyValue act = PyValue::fromInt(0))
{
    return Batch({{"obs", obs},
                  {"act", act},
                  {"rew", F(rew)},
                  {"terminated", B(terminated)},
                  {"truncated", B(truncated)},
                  {"obs_next", obs}});
}

/// All elements of an array value (or a numpy scalar) as int64 / double / bool.
inline std::vector<std::int64_t> ints(const PyValue& v)
{
    std::vector<std::int64_t> out;
    const NdArray& a = v.asArray();
    for (std::int64_t k = 0; k < a.size(); ++k)
        out.push_back(a.toInt64(k));
    return out;
}
inline std::vector<double> doubles(const PyValue& v)
{
    std::vector<double> out;
    const NdArray& a = v.asArray();
    for (std::int64_t k = 0; k < a.size(); ++k)
        out.push_back(a.toDouble(k));
    return out;
}
inline std::vector<std::int64_t> intsOfDoubles(const std::vector<double>& v)
{
    return std::vector<std::int64_t>(v.begin(), v.end());
}
inline std::vector<std::int64_t> column(const ReplayBuffer& buf, const char* key)
{
    return ints(buf.meta().get(key));
}
inline Indices range(std::int64_t n)
{
    Indices out;
    for (std::int64_t i = 0; i < n; ++i)
        out.push_back(i);
    return out;
}

} // namespace BufferTest

Q_DECLARE_METATYPE(std::vector<std::int64_t>)
