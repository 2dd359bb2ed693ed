// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Batch construction, the dict proxy, len/shape, copies and value transforms:
// tianshou-spec.md 1.3 - 1.6, 1.9, 1.16 and 1.19.

#include <core/batch/batch.h>
#include <core/batch/batchdetail.h>
#include <core/error.h>
#include <core/python/blockcache.h>

#include <algorithm>
#include <limits>

namespace ReplayScope::Core {

using namespace BatchDetail;

namespace {

std::string quoted(std::string_view key)
{
    return "'" + std::string(key) + "'";
}

// A short text of a value for error messages: arrays can be huge, so only their
// type and shape are named.
std::string describe(const PyValue& v)
{
    if (v.isArray())
        return v.typeName() + " of shape " + shapeToString(v.asArray().shape());
    return v.repr();
}

void applyRecursively(Batch& b, const std::function<PyValue(const PyValue&)>& f)
{
    // Nested Batches are replaced by transformed deep copies, as Tianshou's recursive
    // helper does (even in place); leaves go through str-assignment (conversion).
    for (const std::string& key : b.keys()) {
        const PyValue value = b.get(key);
        if (value.isBatch()) {
            Batch nested = value.asBatch()->deepCopy();
            applyRecursively(nested, f);
            b.set(key, wrap(std::move(nested)));
        } else {
            b.set(key, f(value));
        }
    }
}

} // namespace

namespace BatchDetail {

bool isRecursivelyEmpty(const Batch& b)
{
    return std::all_of(b.entries().begin(), b.entries().end(), [](const Batch::Entry& e) {
        return e.second.isBatch() && isRecursivelyEmpty(*e.second.asBatch());
    });
}

std::int64_t lengthOf(const Batch& b, BatchSemantics semantics)
{
    std::int64_t result = std::numeric_limits<std::int64_t>::max();
    bool any = false;
    const bool legacy = semantics == BatchSemantics::Legacy_V1_0;
    for (const auto& [key, value] : b.entries()) {
        std::int64_t n = 0;
        if (value.isBatch()) {
            const Batch& nested = *value.asBatch();
            if (legacy && isRecursivelyEmpty(nested))
                continue;
            n = lengthOf(nested, semantics);
            if (!legacy && n == 0)
                continue;
        } else if (value.isNone() && !legacy) {
            continue;
        } else if (value.isArray() && value.asArray().ndim() > 0) {
            n = value.asArray().shape()[0];
        } else {
            throw TypeError("Entry for " + key + " in " + b.className() + " is " + describe(value) + " has no len()");
        }
        result = std::min(result, n);
        any = true;
    }
    if (!any) {
        if (legacy)
            throw TypeError("Object " + b.className() + " has no len()");
        return 0;
    }
    return result;
}

} // namespace BatchDetail

Batch::Batch(const std::vector<Entry>& entries)
{
    m_entries.reserve(entries.size());
    for (const auto& [key, value] : entries)
        set(key, value);
}

Batch::Batch(std::vector<Entry>&& entries)
    : m_entries(std::move(entries))
{
    // What set() of each entry in order gives: a key given again keeps its first place
    // and takes the later value. A key whose length and first character no earlier key
    // has is new without comparing it with each earlier key (issue 23: every step's
    // Batch has distinct keys, and the pairwise compares were a tenth of this).
    std::uint64_t seen = 0;
    for (std::size_t i = 0; i < m_entries.size();) {
        parseBatchValueInPlace(m_entries[i].second);
        const std::string& key = m_entries[i].first;
        const std::uint64_t bit = std::uint64_t{1}
                                  << ((key.size() * 7 + (key.empty() ? 0u : static_cast<unsigned char>(key[0]))) % 64);
        std::size_t first = i;
        if (seen & bit) {
            first = 0;
            while (first < i && !sameKey(m_entries[first].first, key))
                ++first;
        }
        seen |= bit;
        if (first == i) {
            ++i;
            continue;
        }
        m_entries[first].second = std::move(m_entries[i].second);
        m_entries.erase(m_entries.begin() + static_cast<std::ptrdiff_t>(i));
    }
}

Batch Batch::fromValue(const PyValue& value)
{
    Batch b;
    if (value.kind() == PyValue::Kind::Dict) {
        for (const auto& item : value.dictItems()) {
            if (item.first.kind() != PyValue::Kind::Str)
                throw AssertionError("keys should all be string, but got " + item.first.repr());
        }
        for (const auto& [key, item] : value.dictItems())
            b.set(std::string(key.asString()), item);
    } else if (value.isBatch()) {
        for (const auto& [key, item] : value.asBatch()->entries())
            b.set(key, item);
    } else if (value.isSequence()) {
        if (!value.items().empty() && std::all_of(value.items().begin(), value.items().end(), isBatchLike))
            b.stackInPlace(value.items());
    } else if (value.isArray() && !value.asArray().isTorch() && value.asArray().dtype().isObject()
               && value.asArray().ndim() > 0) {
        const NdArray& a = value.asArray();
        std::vector<PyValue> items;
        if (a.ndim() == 1) {
            for (std::int64_t i = 0; i < a.size(); ++i)
                items.push_back(a.item(i));
        }
        const bool batchSet =
            a.shape()[0] == 0 || (a.ndim() == 1 && std::all_of(items.begin(), items.end(), isBatchLike));
        if (batchSet)
            b.stackInPlace(items);
    }
    return b;
}

std::shared_ptr<Batch> Batch::make(const std::vector<Entry>& entries)
{
    // An empty Batch (a step's `info`) needs no pass over its entries.
    return entries.empty() ? std::allocate_shared<Batch>(CachedAllocator<Batch>())
                           : std::allocate_shared<Batch>(CachedAllocator<Batch>(), entries);
}

std::vector<std::string> Batch::keys() const
{
    std::vector<std::string> out;
    out.reserve(m_entries.size());
    for (const auto& e : m_entries)
        out.push_back(e.first);
    return out;
}

bool Batch::contains(std::string_view key) const
{
    return find(key) != nullptr;
}

const PyValue& Batch::get(std::string_view key) const
{
    if (const PyValue* v = find(key))
        return *v;
    throw KeyError(quoted(key));
}

PyValue& Batch::get(std::string_view key)
{
    for (auto& e : m_entries) {
        if (sameKey(e.first, key))
            return e.second;
    }
    throw KeyError(quoted(key));
}

const PyValue* Batch::find(std::string_view key) const
{
    for (const auto& e : m_entries) {
        if (sameKey(e.first, key))
            return &e.second;
    }
    return nullptr;
}

const PyValue* Batch::findPath(std::string_view dottedPath) const
{
    const Batch* current = this;
    while (true) {
        const auto dot = dottedPath.find('.');
        const PyValue* v = current->find(dottedPath.substr(0, dot));
        if (!v || dot == std::string_view::npos)
            return v;
        if (!v->isBatch())
            return nullptr;
        current = v->asBatch().get();
        dottedPath.remove_prefix(dot + 1);
    }
}

void Batch::set(const std::string& key, const PyValue& value)
{
    setRaw(key, parseBatchValue(value));
}

void Batch::setRaw(const std::string& key, PyValue value)
{
    for (auto& e : m_entries) {
        if (sameKey(e.first, key)) {
            e.second = std::move(value);
            return;
        }
    }
    m_entries.emplace_back(key, std::move(value));
}

PyValue Batch::pop(std::string_view key)
{
    for (auto it = m_entries.begin(); it != m_entries.end(); ++it) {
        if (sameKey(it->first, key)) {
            PyValue v = std::move(it->second);
            m_entries.erase(it);
            return v;
        }
    }
    throw KeyError(quoted(key));
}

void Batch::renameKey(std::string_view from, const std::string& to)
{
    PyValue& value = get(from); // KeyError when missing
    (void)value;
    if (from == to)
        return;
    if (contains(to))
        throw ValueError("Key " + quoted(to) + " already exists.");
    for (auto& e : m_entries) {
        if (e.first == from) {
            e.first = to;
            return;
        }
    }
}

void Batch::update(const std::vector<Entry>& other)
{
    for (const auto& [key, value] : other)
        set(key, value);
}

void Batch::update(const Batch& other)
{
    // Copy first: other may be this Batch or nested inside it.
    const std::vector<Entry> entries = other.m_entries;
    update(entries);
}

std::int64_t Batch::length(BatchSemantics semantics) const
{
    return lengthOf(*this, semantics);
}

std::vector<std::int64_t> Batch::shape() const
{
    if (m_entries.empty())
        return {};
    std::vector<std::vector<std::int64_t>> shapes;
    for (const auto& [key, value] : m_entries) {
        if (value.isArray() || value.kind() == PyValue::Kind::Scalar)
            shapes.push_back(value.asArray().shape());
        else if (value.isBatch())
            shapes.push_back(value.asBatch()->shape());
        else
            shapes.emplace_back();
    }
    std::vector<std::int64_t> out = shapes.front();
    for (const auto& s : shapes) {
        out.resize(std::min(out.size(), s.size()));
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = std::min(out[i], s[i]);
    }
    return out;
}

Batch Batch::deepCopy() const
{
    // Python deep-copies through __getstate__/__setstate__, i.e. the constructor, so
    // every copied value is converted again.
    Batch out;
    out.m_className = m_className;
    for (const auto& [key, value] : m_entries) {
        if (value.isBatch()) {
            Batch nested = value.asBatch()->deepCopy();
            nested.m_className = "Batch";
            out.setRaw(key, wrap(std::move(nested)));
        } else {
            out.set(key, deepCopyBatchValue(value));
        }
    }
    return out;
}

std::vector<Batch> Batch::rows() const
{
    std::vector<Batch> out;
    if (m_entries.empty())
        return out;
    const std::int64_t n = length();
    for (std::int64_t i = 0; i < n; ++i)
        out.push_back((*this)[Index(i)]);
    return out;
}

Batch Batch::applyValuesTransform(const std::function<PyValue(const PyValue&)>& f) const
{
    Batch out = deepCopy();
    applyRecursively(out, f);
    return out;
}

void Batch::applyValuesTransformInPlace(const std::function<PyValue(const PyValue&)>& f)
{
    applyRecursively(*this, f);
}

PyValue Batch::toDict(bool recursive) const
{
    PyValue::Items items;
    for (const auto& [key, value] : m_entries) {
        if (recursive && value.isBatch())
            items.emplace_back(PyValue::fromStr(key), value.asBatch()->toDict(true));
        else
            items.emplace_back(PyValue::fromStr(key), value);
    }
    return PyValue::dict(std::move(items));
}

} // namespace ReplayScope::Core
