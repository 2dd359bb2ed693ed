// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// The read side of ReplayBuffer: prev/next, sampling, frame stacking and `buf[index]`,
// plus `update`, which reads another buffer in chronological order.
#include <core/buffer/replaybuffer.h>

#include <core/array/arrayops.h>
#include <core/buffer/bufferutil.h>

#include <algorithm>
#include <cstring>

namespace ReplayScope::Core {

using BufferUtil::floorMod;

bool ReplayBuffer::isDone(std::int64_t slot) const
{
    const std::int64_t wrapped = slot < 0 ? slot + m_maxsize : slot;
    if (wrapped < 0 || wrapped >= m_maxsize)
        throw IndexError("index " + std::to_string(slot) + " is out of bounds for axis 0 with size "
                         + std::to_string(m_maxsize));
    const PyValue* done = m_meta.find("done");
    // A storage that has never been written has no `done` column: nothing ends there.
    if (!done || !(done->isArray() || done->kind() == PyValue::Kind::Scalar))
        return false;
    return BufferUtil::flagAt(done->asArray(), wrapped);
}

Indices ReplayBuffer::prev(const Indices& index) const
{
    Indices out(index.size(), 0);
    const std::int64_t n = m_size;
    if (n == 0)
        return out; // numpy's integer modulo by zero gives 0 (with a warning)
    const std::int64_t last = m_lastIndex.at(0);
    for (std::size_t k = 0; k < index.size(); ++k) {
        const std::int64_t j = floorMod(index[k] - 1, n);
        const bool flag = isDone(j) || j == last;
        out[k] = floorMod(j + (flag ? 1 : 0), n);
    }
    return out;
}

Indices ReplayBuffer::next(const Indices& index) const
{
    Indices out(index.size(), 0);
    const std::int64_t n = m_size;
    const std::int64_t last = m_lastIndex.at(0);
    for (std::size_t k = 0; k < index.size(); ++k) {
        const std::int64_t i = index[k];
        const bool flag = isDone(i) || i == last; // done[i] indexes the storage directly
        if (n != 0)
            out[k] = floorMod(i + 1 - (flag ? 1 : 0), n);
    }
    return out;
}

Indices ReplayBuffer::ownChronology() const
{
    Indices out;
    out.reserve(std::size_t(m_size));
    for (std::int64_t i = m_index; i < m_size; ++i)
        out.push_back(i);
    for (std::int64_t i = 0; i < m_index; ++i)
        out.push_back(i);
    return out;
}

Indices ReplayBuffer::chronologicalIndices() const
{
    return ownChronology();
}

Indices ReplayBuffer::sampleIndices(std::optional<std::int64_t> batchSize)
{
    const std::int64_t size = batchSize.value_or(length());
    if (m_stackNum == 1 || !m_sampleAvail) {
        if (size > 0)
            return BufferUtil::choice(m_random, m_size, size);
        if (size == 0)
            return ownChronology();
        return {};
    }
    if (size < 0)
        return {};
    const Indices all = ownChronology();
    Indices p = all;
    for (std::int64_t k = 0; k < m_stackNum - 2; ++k)
        p = prev(p);
    const Indices pp = prev(p);
    Indices avail;
    for (std::size_t k = 0; k < all.size(); ++k) {
        if (p[k] != pp[k])
            avail.push_back(all[k]);
    }
    if (size == 0)
        return avail;
    if (avail.empty())
        throw ValueError("'a' cannot be empty unless no samples are taken");
    Indices out;
    for (std::int64_t pick : BufferUtil::choice(m_random, std::int64_t(avail.size()), size))
        out.push_back(avail[std::size_t(pick)]);
    return out;
}

std::pair<Batch, Indices> ReplayBuffer::sample(std::optional<std::int64_t> batchSize)
{
    Indices indices = sampleIndices(batchSize);
    return {rows(BufferIndex::array(indices)), indices};
}

PyValue ReplayBuffer::get(const BufferIndex& index, const std::string& key, const std::optional<PyValue>& defaultValue,
                          std::optional<std::int64_t> stackNum) const
{
    if (!m_meta.contains(key) && defaultValue && !defaultValue->isNone())
        return *defaultValue;
    const PyValue& val = m_meta.get(key);
    // An empty Batch (a reserved key such as info) raises IndexError for any index,
    // which the handler below turns into Batch(): skip the throw, sampling reads it on
    // every call.
    if (val.isBatch() && val.asBatch()->isEmpty())
        return PyValue::batch(Batch::make());
    const std::int64_t frames = stackNum.value_or(m_stackNum);
    try {
        if (frames == 1)
            return indexValue(val, toIndex(index));
        std::vector<PyValue> stack;
        BufferIndex cur = index;
        for (std::int64_t k = 0; k < frames; ++k) {
            stack.insert(stack.begin(), indexValue(val, toIndex(cur)));
            cur.values = prev(cur.values);
        }
        const int axis = index.isScalar ? 0 : 1;
        if (val.isBatch())
            return PyValue::batch(std::make_shared<Batch>(Batch::stack(stack, axis)));
        // np.stack: frames of a tensor become one numpy array (torch's __array__, which
        // has no numpy type for bfloat16), as Tianshou's get gives them (issue 18).
        if (val.isArray() && val.asArray().isTorch() && val.asArray().dtype().kind() == DTypeKind::BFloat16)
            throw TypeError("Got unsupported ScalarType BFloat16");
        std::vector<NdArray> arrays;
        arrays.reserve(stack.size());
        for (const PyValue& v : stack) {
            arrays.push_back(BufferUtil::toArray(v));
            arrays.back().setTorch(false);
        }
        return PyValue::array(Core::stack(arrays, axis));
    } catch (const IndexError&) {
        if (val.isBatch() && val.asBatch()->isEmpty())
            return PyValue::batch(Batch::make());
        throw;
    }
}

Batch ReplayBuffer::getItem(const Index& index)
{
    if (index.isTuple() || index.items().size() != 1)
        throw IndexError("only integers, slices (`:`) and integer or boolean arrays are valid buffer indices");
    const IndexItem& item = index.items().front();
    if (const auto* i = std::get_if<std::int64_t>(&item))
        return rows(BufferIndex::scalar(*i));
    if (const auto* s = std::get_if<Slice>(&item)) {
        if (!s->start && !s->stop && !s->step)
            return rows(BufferIndex::array(sampleIndices(0)));
        // Any other slice selects physical positions: np.arange(maxsize)[:len(self)][slice].
        const auto r = s->resolve(length());
        Indices picked;
        for (std::int64_t k = 0, v = r.start; k < r.count; ++k, v += r.step)
            picked.push_back(v);
        return rows(BufferIndex::array(picked));
    }
    if (const auto* a = std::get_if<NdArray>(&item)) {
        if (a->ndim() != 1)
            throw IndexError("only 1-d index arrays are supported for buffers");
        Indices picked;
        if (a->dtype().isBool()) {
            if (a->size() != m_maxsize)
                throw IndexError("boolean index did not match indexed array along dimension 0; dimension is "
                                 + std::to_string(m_maxsize) + " but corresponding boolean dimension is "
                                 + std::to_string(a->size()));
            for (std::int64_t k = 0; k < a->size(); ++k) {
                if (a->toBool(k))
                    picked.push_back(k);
            }
        } else if (a->dtype() == DType(DTypeKind::Int64)) {
            // The usual index (np.random.choice, np.arange): its values as they are,
            // without toInt64's per-element dispatch (a twentieth of index_fancy_1m).
            picked.resize(static_cast<std::size_t>(a->size()));
            const std::byte* at = a->storage()->data() + a->offset();
            for (std::size_t k = 0; k < picked.size(); ++k, at += a->strides()[0])
                std::memcpy(&picked[k], at, sizeof(std::int64_t));
        } else if (a->dtype().isInteger() || a->size() == 0) {
            picked.reserve(static_cast<std::size_t>(a->size()));
            for (std::int64_t k = 0; k < a->size(); ++k)
                picked.push_back(a->toInt64(k));
        } else {
            throw IndexError("arrays used as indices must be of integer (or boolean) type");
        }
        return rows(BufferIndex::array(picked));
    }
    throw IndexError("only integers, slices (`:`) and integer or boolean arrays are valid buffer indices");
}

Batch ReplayBuffer::rows(const BufferIndex& index) const
{
    const PyValue emptyBatch = PyValue::batch(Batch::make());
    const Index where = toIndex(index);
    std::vector<Batch::Entry> entries;
    entries.emplace_back("obs", get(index, "obs"));
    PyValue obsNext;
    if (m_saveObsNext) {
        obsNext = get(index, "obs_next", emptyBatch);
    } else {
        BufferIndex following = index;
        following.values = next(index.values);
        obsNext = get(following, "obs", emptyBatch);
    }
    const bool hasFlags = m_generation != BufferGeneration::V0_4_0;
    entries.emplace_back("act", indexValue(m_meta.get("act"), where));
    entries.emplace_back("rew", indexValue(m_meta.get("rew"), where));
    if (hasFlags) {
        entries.emplace_back("terminated", indexValue(m_meta.get("terminated"), where));
        entries.emplace_back("truncated", indexValue(m_meta.get("truncated"), where));
    }
    entries.emplace_back("done", indexValue(m_meta.get("done"), where));
    entries.emplace_back("obs_next", obsNext);
    entries.emplace_back("info", get(index, "info", emptyBatch));
    entries.emplace_back("policy", get(index, "policy", emptyBatch));
    if (m_generation >= BufferGeneration::V1_0) {
        static const std::vector<std::string> inputKeys{"obs",       "act",      "rew",  "terminated",
                                                        "truncated", "obs_next", "info", "policy"};
        for (const auto& [key, value] : m_meta.entries()) {
            if (std::find(inputKeys.begin(), inputKeys.end(), key) != inputKeys.end())
                continue;
            // Tianshou's loop gathers `done` a second time and replaces the first gather
            // with an equal array: one gather gives the same Batch.
            if (key == "done")
                continue;
            PyValue picked = indexValue(value, where);
            // (a named copy: clang 14, used for fuzzing, cannot capture structured bindings)
            const std::string& name = key;
            auto same = std::find_if(entries.begin(), entries.end(), [&](const auto& e) { return e.first == name; });
            if (same != entries.end())
                same->second = picked;
            else
                entries.emplace_back(key, picked);
        }
    }
    return Batch(entries);
}

Indices ReplayBuffer::update(const ReplayBuffer& other)
{
    if (other.length() == 0 || m_maxsize == 0)
        return {};
    const Indices from = other.chronologicalIndices();
    if (from.empty())
        return {};
    Indices to;
    to.reserve(from.size());
    for (std::size_t k = 0; k < from.size(); ++k) {
        to.push_back(m_index);
        m_lastIndex.at(0) = m_index;
        m_index = (m_index + 1) % m_maxsize;
        m_size = std::min(m_size + 1, m_maxsize);
    }
    // Read before writing: other may be this very buffer.
    const Batch source = other.meta()[Index::list(from)];
    if (m_meta.isEmpty()) {
        m_meta = *createBatchValue(PyValue::batch(std::make_shared<Batch>(other.meta())), m_maxsize, false).asBatch();
        metaChanged();
    }
    m_meta.setItem(Index::list(to), PyValue::batch(std::make_shared<Batch>(source)));
    return to;
}

} // namespace ReplayScope::Core
