// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// An SB3 buffer as Tianshou's buffer: env e's column becomes sub-buffer e, its rows
// placed at the slots the geometry gives, so Tianshou's prev/next and episode ends
// are SB3's. obs_next comes from next_observations, or with optimize_memory_usage from
// the next row of observations (SB3's own `(batch_inds + 1) % buffer_size`).
#include <core/io/sb3/sb3buffer.h>

#include <core/array/arrayops.h>
#include <core/error.h>
#include <core/array/index.h>

namespace ReplayScope::Core {

namespace {

// The [n_envs * ringSize, ...] storage of a [buffer_size, n_envs, ...] array: for each
// env, the SB3 rows of its slots (shifted by rowShift, modulo buffer_size).
NdArray gather(const NdArray& a, const Sb3Buffer& sb3, std::int64_t rowShift)
{
    Indices rows;
    for (std::int64_t row : sb3.slotRows)
        rows.push_back((row + rowShift) % sb3.bufferSize);
    std::vector<NdArray> parts;
    for (std::int64_t e = 0; e < sb3.nEnvs; ++e) {
        const NdArray column = a[Index::tuple({Slice{}, e})];
        parts.push_back(column[Index::list(rows)]);
    }
    return parts.size() == 1 ? parts.front() : concatenate(parts, 0);
}

PyValue gatherValue(const PyValue& v, const Sb3Buffer& sb3, std::int64_t rowShift)
{
    if (v.isArray())
        return PyValue::array(gather(v.asArray(), sb3, rowShift));
    auto out = Batch::make();
    for (const auto& [key, item] : v.asBatch()->entries())
        out->setRaw(key, gatherValue(item, sb3, rowShift));
    return PyValue::batch(out);
}

NdArray asFlags(const NdArray& a, std::int64_t rows)
{
    const std::int64_t per = rows > 0 ? a.size() / rows : 0;
    std::vector<bool> bits(static_cast<std::size_t>(rows));
    for (std::int64_t i = 0; i < rows; ++i)
        bits[static_cast<std::size_t>(i)] = per > 0 && a.toBool(i * per);
    return NdArray::fromBools(bits, {rows});
}

} // namespace

std::shared_ptr<ReplayBuffer> Sb3Buffer::toTianshou() const
{
    const std::int64_t rows = geometry.rings * geometry.ringSize;
    const NdArray done = asFlags(gather(keys->find("dones")->asArray(), *this, 0), rows);
    std::vector<bool> terminated(static_cast<std::size_t>(rows));
    std::vector<bool> truncated(static_cast<std::size_t>(rows));
    const PyValue* timeouts = keys->find("timeouts");
    const NdArray timeout = timeouts && timeouts->isArray() ? asFlags(gather(timeouts->asArray(), *this, 0), rows)
                                                            : NdArray::fromBools(truncated, {rows});
    for (std::int64_t i = 0; i < rows; ++i) {
        const bool d = done.toBool(i);
        truncated[static_cast<std::size_t>(i)] = d && timeout.toBool(i);
        terminated[static_cast<std::size_t>(i)] = d && !timeout.toBool(i);
    }
    Batch storage;
    storage.setRaw("obs", gatherValue(*keys->find("observations"), *this, 0));
    storage.setRaw("act", PyValue::array(gather(keys->find("actions")->asArray(), *this, 0)));
    storage.setRaw("rew", PyValue::array(gather(keys->find("rewards")->asArray(), *this, 0)));
    storage.setRaw("terminated", PyValue::array(NdArray::fromBools(terminated, {rows})));
    storage.setRaw("truncated", PyValue::array(NdArray::fromBools(truncated, {rows})));
    storage.setRaw("done", PyValue::array(done));
    storage.setRaw("obs_next", optimizeMemoryUsage ? gatherValue(*keys->find("observations"), *this, 1)
                                                   : gatherValue(*keys->find("next_observations"), *this, 0));
    return tianshouRings(storage, geometry);
}

} // namespace ReplayScope::Core
