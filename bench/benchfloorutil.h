// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Shared by the floor workloads (benchfloorsbuffer.cpp, benchfloorsbatch.cpp): plain
// columns, result blocks that live as long as a result does, and the row gather numpy's
// fancy indexing does.

#include <core/buffer/replaybuffer.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
#include <vector>

namespace ReplayScope::Bench {

// One C-contiguous column: where its rows start and how long one row is.
struct Column {
    const std::byte* base;
    std::size_t rowBytes;
};

// The numeric columns of the 1M buffer (obs, act, rew, flags, obs_next), read in place.
inline std::vector<Column> bufferColumns(const Core::ReplayBuffer& buffer)
{
    std::vector<Column> out;
    for (const auto& [key, value] : buffer.meta().entries()) {
        if (!value.isArray() || value.asArray().ndim() == 0 || !value.asArray().isCContiguous())
            continue;
        const Core::NdArray& a = value.asArray();
        const auto rows = static_cast<std::size_t>(a.shape()[0]);
        out.push_back({a.elementPtr(0), static_cast<std::size_t>(a.nbytes()) / rows});
    }
    return out;
}

// Fresh output blocks that stay alive as a result does, until the next result replaces
// them: the real workloads keep their last result, so the allocator sees the same
// pattern (a freed megabyte may go back to the kernel and fault in again).
class Outputs final {
public:
    Outputs() = default;
    Outputs(const Outputs&) = delete;
    Outputs& operator=(const Outputs&) = delete;
    ~Outputs()
    {
        release(m_previous);
        release(m_current);
    }
    std::byte* make(std::size_t bytes)
    {
        auto* block = static_cast<std::byte*>(std::malloc(bytes ? bytes : 1));
        if (!block)
            throw std::bad_alloc();
        m_current.push_back(block);
        return m_current.back();
    }
    // The result is complete: the one before it is dropped.
    void done()
    {
        release(m_previous);
        m_previous.swap(m_current);
    }

private:
    static void release(std::vector<std::byte*>& blocks)
    {
        for (std::byte* b : blocks)
            std::free(b);
        blocks.clear();
    }
    std::vector<std::byte*> m_previous, m_current;
};

// Gathers rows into fresh output columns, as numpy's fancy indexing does: one block per
// column, one copy per row, the row eight ahead prefetched (what our gather does too).
inline std::uint64_t gather(const std::vector<Column>& columns, const std::vector<std::int64_t>& rows, Outputs& outputs)
{
    std::uint64_t sum = 0;
    for (const Column& c : columns) {
        std::byte* out = outputs.make(rows.size() * c.rowBytes);
        for (std::size_t i = 0; i < rows.size(); ++i) {
            if (i + 8 < rows.size())
                __builtin_prefetch(c.base + static_cast<std::size_t>(rows[i + 8]) * c.rowBytes);
            std::memcpy(out + i * c.rowBytes, c.base + static_cast<std::size_t>(rows[i]) * c.rowBytes, c.rowBytes);
        }
        sum += static_cast<std::uint64_t>(out[0]);
    }
    return sum;
}

} // namespace ReplayScope::Bench
