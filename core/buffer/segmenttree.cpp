// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include <core/buffer/segmenttree.h>

#include <core/array/resourcelimits.h>

#include <limits>
#include <string>

namespace ReplayScope::Core {

namespace {

// Tianshou's bound: the smallest power of two not below size. Zero when that power (or
// the 2 * bound values of the heap) would not fit in int64: only hostile files ask so.
std::int64_t boundFor(std::int64_t size)
{
    std::int64_t bound = 1;
    while (bound < size) {
        if (bound > std::numeric_limits<std::int64_t>::max() / 4)
            return 0;
        bound *= 2;
    }
    return bound;
}

} // namespace

SegmentTree::SegmentTree(std::int64_t size)
    : m_size(size)
{
    if (size < 0)
        throw ValueError("negative dimensions are not allowed");
    m_bound = boundFor(size);
    // A capacity read from a file decides this allocation: check it before believing it.
    const std::string refusal = m_bound == 0 ? "a SegmentTree of " + std::to_string(size) + " leaves is too large"
                                             : memoryRefusal("a SegmentTree of " + std::to_string(size) + " leaves",
                                                             std::uint64_t(m_bound) * 2 * sizeof(double));
    if (!refusal.empty())
        throw ValueError(refusal);
    m_values.assign(std::size_t(m_bound * 2), 0.0);
}

SegmentTree SegmentTree::fromState(std::int64_t size, std::int64_t bound, std::vector<double> values)
{
    // Checked before the tree is built, so a state that claims a huge size next to a few
    // stored values is refused without allocating for the claim.
    if (size < 0 || boundFor(size) != bound || std::int64_t(values.size()) != 2 * bound)
        throw ValueError("SegmentTree state does not fit: size " + std::to_string(size) + ", bound "
                         + std::to_string(bound) + ", " + std::to_string(values.size()) + " values");
    SegmentTree tree(size);
    tree.m_values = std::move(values);
    return tree;
}

double SegmentTree::at(std::int64_t index) const
{
    const std::int64_t n = std::int64_t(m_values.size());
    std::int64_t pos = index + m_bound;
    if (pos < -n || pos >= n)
        throw IndexError("index " + std::to_string(pos) + " is out of bounds for axis 0 with size "
                         + std::to_string(n));
    if (pos < 0)
        pos += n; // numpy's negative indexing of `_value`
    return m_values[std::size_t(pos)];
}

std::vector<double> SegmentTree::at(const Indices& index) const
{
    std::vector<double> out;
    out.reserve(index.size());
    for (std::int64_t i : index)
        out.push_back(at(i));
    return out;
}

void SegmentTree::set(const Indices& index, const std::vector<double>& values)
{
    if (values.size() != 1 && values.size() != index.size())
        throw ValueError("shape mismatch: value array of shape (" + std::to_string(values.size())
                         + ",) could not be broadcast to indexing result of shape (" + std::to_string(index.size())
                         + ",)");
    for (std::int64_t i : index) {
        if (i < 0 || i >= m_size)
            throw AssertionError("SegmentTree index " + std::to_string(i) + " is outside [0, " + std::to_string(m_size)
                                 + ")");
    }
    if (index.empty())
        return;
    Indices nodes;
    nodes.reserve(index.size());
    for (std::size_t k = 0; k < index.size(); ++k) {
        const std::int64_t node = index[k] + m_bound;
        m_values[std::size_t(node)] = values.size() == 1 ? values.front() : values[k];
        nodes.push_back(node);
    }
    // All leaves sit at the same depth, so the parents of every written leaf are
    // refreshed level by level, as Tianshou's `_setitem`.
    while (nodes.front() > 1) {
        for (auto& node : nodes) {
            node /= 2;
            m_values[std::size_t(node)] = m_values[std::size_t(node * 2)] + m_values[std::size_t(node * 2 + 1)];
        }
    }
}

double SegmentTree::reduce(std::int64_t start, std::optional<std::int64_t> end) const
{
    if (start == 0 && !end)
        return m_values[1];
    std::int64_t stop = end.value_or(m_size);
    if (stop < 0)
        stop += m_size;
    // Nodes strictly between lo and hi are summed (Tianshou's `_reduce`).
    std::int64_t lo = start + m_bound - 1;
    std::int64_t hi = stop + m_bound;
    double result = 0.0;
    while (hi - lo > 1) {
        if (lo % 2 == 0)
            result += m_values.at(std::size_t(lo + 1));
        lo /= 2;
        if (hi % 2 == 1)
            result += m_values.at(std::size_t(hi - 1));
        hi /= 2;
    }
    return result;
}

std::int64_t SegmentTree::prefixSumIndex(double value) const
{
    return prefixSumIndex(std::vector<double>{value}).front();
}

Indices SegmentTree::prefixSumIndex(const std::vector<double>& values) const
{
    for (double v : values) {
        if (!(v >= 0.0 && v < m_values[1]))
            throw AssertionError("prefix sum query " + std::to_string(v) + " is outside [0, "
                                 + std::to_string(m_values[1]) + ")");
    }
    Indices out;
    out.reserve(values.size());
    for (double v : values) {
        std::int64_t index = 1;
        while (index < m_bound) {
            index *= 2;
            const double left = m_values[std::size_t(index)];
            const bool right = left < v;
            v -= left * (right ? 1.0 : 0.0);
            index += right ? 1 : 0;
        }
        out.push_back(index - m_bound);
    }
    return out;
}

} // namespace ReplayScope::Core
