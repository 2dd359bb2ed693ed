// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Index values: construction, Python's slice arithmetic, text parsing and printing.
#include <core/array/index.h>

#include <core/error.h>
#include <core/python/pyvalue.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <limits>

namespace ReplayScope::Core {

Slice::Resolved Slice::resolve(std::int64_t length) const
{
    // Python's PySlice_Unpack clamps the step to -PY_SSIZE_T_MAX, which also keeps the
    // negation below defined for a step of INT64_MIN.
    const std::int64_t s = std::max(step.value_or(1), -std::numeric_limits<std::int64_t>::max());
    if (s == 0)
        throw ValueError("slice step cannot be zero");
    // Python's PySlice_AdjustIndices: clamp to [0, length] going forward and to
    // [-1, length - 1] going backwards.
    const auto adjust = [&](std::optional<std::int64_t> v, std::int64_t dflt) {
        if (!v)
            return dflt;
        std::int64_t x = *v;
        if (x < 0) {
            x += length;
            if (x < 0)
                x = s < 0 ? -1 : 0;
        } else if (x >= length) {
            x = s < 0 ? length - 1 : length;
        }
        return x;
    };
    const std::int64_t b = adjust(start, s < 0 ? length - 1 : 0);
    const std::int64_t e = adjust(stop, s < 0 ? -1 : length);
    std::int64_t count = 0;
    if (s > 0 && e > b)
        count = (e - b - 1) / s + 1;
    else if (s < 0 && e < b)
        count = (b - e - 1) / (-s) + 1;
    return {b, e, s, count};
}

Index::Index(IndexItem item)
{
    m_items.push_back(std::move(item));
}

Index::Index(std::int64_t i)
    : Index(IndexItem(i))
{
}

Index::Index(int i)
    : Index(IndexItem(static_cast<std::int64_t>(i)))
{
}

Index::Index(Slice s)
    : Index(IndexItem(std::move(s)))
{
}

Index Index::list(const std::vector<std::int64_t>& indices)
{
    return Index(IndexItem(NdArray::fromInts(indices, {static_cast<std::int64_t>(indices.size())})));
}

Index Index::mask(const std::vector<bool>& mask)
{
    return Index(IndexItem(NdArray::fromBools(mask, {static_cast<std::int64_t>(mask.size())})));
}

Index Index::tuple(std::vector<IndexItem> items)
{
    Index idx;
    idx.m_items = std::move(items);
    idx.m_tuple = true;
    return idx;
}

bool Index::isAllIntegers() const
{
    return std::all_of(m_items.begin(), m_items.end(),
                       [](const IndexItem& it) { return std::holds_alternative<std::int64_t>(it); });
}

namespace {

std::string arrayText(const NdArray& a, std::int64_t& flat, int dim)
{
    if (dim == a.ndim()) {
        const std::int64_t i = flat++;
        if (a.dtype().isBool())
            return a.toBool(i) ? "True" : "False";
        return std::to_string(a.toInt64(i));
    }
    std::string out = "[";
    for (std::int64_t k = 0; k < a.shape()[static_cast<std::size_t>(dim)]; ++k)
        out += (k ? ", " : "") + arrayText(a, flat, dim + 1);
    return out + "]";
}

std::string itemText(const IndexItem& item)
{
    if (const auto* i = std::get_if<std::int64_t>(&item))
        return std::to_string(*i);
    if (const auto* s = std::get_if<Slice>(&item)) {
        std::string out = s->start ? std::to_string(*s->start) : "";
        out += ":";
        out += s->stop ? std::to_string(*s->stop) : "";
        if (s->step)
            out += ":" + std::to_string(*s->step);
        return out;
    }
    if (const auto* a = std::get_if<NdArray>(&item)) {
        std::int64_t flat = 0;
        return arrayText(*a, flat, 0);
    }
    if (std::holds_alternative<EllipsisIndex>(item))
        return "...";
    return "None";
}

} // namespace

std::string Index::toString() const
{
    std::string out;
    for (std::size_t i = 0; i < m_items.size(); ++i)
        out += (i ? ", " : "") + itemText(m_items[i]);
    if (m_tuple && m_items.size() == 1)
        out += ",";
    if (m_tuple && m_items.empty())
        out = "()";
    return out;
}

} // namespace ReplayScope::Core
