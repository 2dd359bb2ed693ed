// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Reading and writing rows of a Batch, empty_ and split: tianshou-spec.md 1.7, 1.8,
// 1.12 and 1.13.

#include <core/array/arrayops.h>
#include <core/batch/batch.h>
#include <core/batch/batchdetail.h>
#include <core/error.h>
#include <core/array/randomstate.h>

#include <numeric>

namespace ReplayScope::Core {

using namespace BatchDetail;

namespace {

// Python's indexing of str/bytes/list/tuple leaves by one integer or slice (a str leaf
// such as Batch(c='abc') is indexed like any other value).
PyValue indexSequenceLike(const PyValue& value, const Index& index)
{
    if (index.items().size() != 1 || index.isTuple())
        throw TypeError(value.typeName() + " indices must be integers or slices, not tuple");
    std::vector<PyValue> parts;
    if (value.isSequence()) {
        parts = value.items();
    } else if (value.kind() == PyValue::Kind::Str) {
        const std::string_view s = value.asString();
        for (std::size_t i = 0; i < s.size();) {
            std::size_t n = 1;
            while (i + n < s.size() && (static_cast<unsigned char>(s[i + n]) & 0xC0) == 0x80)
                ++n;
            parts.push_back(PyValue::fromStr(std::string(s.substr(i, n))));
            i += n;
        }
    } else {
        for (char c : value.asString())
            parts.push_back(PyValue::fromInt(static_cast<unsigned char>(c)));
    }
    const auto count = static_cast<std::int64_t>(parts.size());
    const IndexItem& item = index.items().front();
    if (const auto* i = std::get_if<std::int64_t>(&item)) {
        const std::int64_t pos = *i < 0 ? *i + count : *i;
        if (pos < 0 || pos >= count)
            throw IndexError(value.typeName() + " index out of range");
        return parts[static_cast<std::size_t>(pos)];
    }
    const auto* slice = std::get_if<Slice>(&item);
    if (!slice)
        throw TypeError(value.typeName() + " indices must be integers or slices");
    const Slice::Resolved r = slice->resolve(count);
    std::vector<PyValue> picked;
    for (std::int64_t k = 0, pos = r.start; k < r.count; ++k, pos += r.step)
        picked.push_back(parts[static_cast<std::size_t>(pos)]);
    switch (value.kind()) {
    case PyValue::Kind::List: return PyValue::list(std::move(picked));
    case PyValue::Kind::Tuple: return PyValue::tuple(std::move(picked));
    case PyValue::Kind::Str: {
        std::string out;
        for (const PyValue& p : picked)
            out += p.asString();
        return PyValue::fromStr(std::move(out));
    }
    default: {
        std::string out;
        for (const PyValue& p : picked)
            out += static_cast<char>(p.asInt());
        return PyValue::fromBytes(std::move(out));
    }
    }
}

} // namespace

namespace BatchDetail {

PyValue indexLeaf(const PyValue& value, const Index& index)
{
    switch (value.kind()) {
    case PyValue::Kind::Batch:
        if (value.asBatch()->isEmpty())
            return wrap(Batch());
        return wrap((*value.asBatch())[index]);
    case PyValue::Kind::None: return value; // v1.1+: None leaves survive indexing
    case PyValue::Kind::Array: {
        const NdArray& a = value.asArray();
        if (!a.isTorch())
            return a.getItem(index);
        // torch returns tensors (0-d for an integer per axis), views for basic indices.
        NdArray r = a[index];
        r.setTorch(true);
        return PyValue::array(r);
    }
    case PyValue::Kind::Scalar: throw IndexError("invalid index to scalar variable.");
    case PyValue::Kind::Str:
    case PyValue::Kind::Bytes:
    case PyValue::Kind::List:
    case PyValue::Kind::Tuple: return indexSequenceLike(value, index);
    default: throw TypeError("'" + value.typeName() + "' object is not subscriptable");
    }
}

void assignLeaf(PyValue& target, const Index& index, const PyValue& source)
{
    switch (target.kind()) {
    case PyValue::Kind::Batch: target.asBatch()->setItem(index, source); return;
    case PyValue::Kind::Array:
        if (source.isArray())
            target.mutableArray().setItem(index, source.asArray());
        else
            target.mutableArray().setItem(index, source);
        return;
    default:
        throw TypeError("'" + (target.isNone() ? std::string("NoneType") : target.typeName())
                        + "' object does not support item assignment");
    }
}

} // namespace BatchDetail

Batch Batch::operator[](const Index& index) const
{
    if (m_entries.empty())
        throw IndexError("Cannot access item from empty Batch object.");
    // Keys are unique here already: append without setRaw's search for a duplicate.
    Batch out;
    out.m_entries.reserve(m_entries.size());
    for (const auto& [key, value] : m_entries)
        out.m_entries.emplace_back(key, indexLeaf(value, index));
    return out;
}

void Batch::setItem(const Index& index, const PyValue& value)
{
    const PyValue parsed = parseBatchValue(value);
    if (!parsed.isBatch())
        throw ValueError("Batch does not supported tensor assignment. Use a compatible Batch or dict instead.");
    const Batch& source = *parsed.asBatch();
    for (const auto& entry : source.entries()) {
        if (!contains(entry.first))
            throw ValueError("Creating keys is not supported by item assignment.");
    }
    for (auto& [key, target] : m_entries) {
        if (const PyValue* v = source.find(key))
            assignLeaf(target, index, *v);
        else if (target.isBatch())
            assignLeaf(target, index, wrap(Batch()));
        else if (isTensor(target) || isNumericArray(target))
            assignLeaf(target, index, PyValue::fromInt(0));
        else
            assignLeaf(target, index, PyValue::none());
    }
}

void Batch::setArrayAtKey(const NdArray& arr, const std::string& key, const std::optional<Index>& index,
                          const PyValue& defaultValue)
{
    if (!index) {
        if (arr.length() != length())
            throw ValueError("Cannot set sequence of length " + std::to_string(arr.length()) + " to a Batch of length "
                             + std::to_string(length()) + ".");
        set(key, PyValue::array(arr));
        return;
    }
    if (!contains(key)) {
        // np.array([default_value] * len(self), dtype=arr.dtype)
        set(key, PyValue::array(NdArray::full(arr.dtype(), Shape{length()}, defaultValue)));
    }
    PyValue& target = get(key);
    if (target.isBatch())
        throw ValueError("Cannot set array at key " + key + " because it is a nested batch.");
    assignLeaf(target, *index, PyValue::array(arr));
}

Batch& Batch::emptyInPlace(const std::optional<Index>& index)
{
    const Index whole = index ? *index : wholeIndex();
    for (auto& [key, value] : m_entries) {
        if (value.isNone())
            continue;
        if (value.isArray()) {
            const bool object = !value.asArray().isTorch() && !value.asArray().dtype().isNumeric();
            assignLeaf(value, whole, object ? PyValue::none() : PyValue::fromInt(0));
        } else if (value.isBatch()) {
            value.asBatch()->emptyInPlace(index);
        } else {
            // A scalar leaf (for example after b[0]): Tianshou warns and replaces it by
            // type(v)(0) for numbers, None otherwise.
            switch (value.kind()) {
            case PyValue::Kind::Bool: value = PyValue::fromBool(false); break;
            case PyValue::Kind::Int:
            case PyValue::Kind::BigInt: value = PyValue::fromInt(0); break;
            case PyValue::Kind::Float: value = PyValue::fromFloat(0.0); break;
            case PyValue::Kind::Complex: value = PyValue::fromComplex({0.0, 0.0}); break;
            case PyValue::Kind::Scalar:
                value = value.isNumber() ? PyValue::scalar(zeros(value.asArray().dtype(), {})) : PyValue::none();
                break;
            default: value = PyValue::none(); break;
            }
        }
    }
    return *this;
}

Batch Batch::empty(const Batch& b, const std::optional<Index>& index)
{
    Batch copy = b.deepCopy();
    copy.emptyInPlace(index);
    return copy;
}

std::vector<Batch> Batch::split(std::int64_t size, bool shuffle, bool mergeLast, std::uint32_t seed) const
{
    const std::int64_t length = this->length();
    if (size == -1)
        size = length;
    if (size < 1)
        throw AssertionError("split size must be >= 1, got " + std::to_string(size));
    std::vector<std::int64_t> indices;
    if (shuffle) {
        indices = RandomState(seed).permutation(length);
    } else {
        indices.resize(static_cast<std::size_t>(length));
        std::iota(indices.begin(), indices.end(), std::int64_t{0});
    }
    const bool merge = mergeLast && length % size > 0;
    std::vector<Batch> out;
    for (std::int64_t start = 0; start < length; start += size) {
        const bool last = merge && start + 2 * size >= length;
        const std::int64_t stop = last ? length : std::min(length, start + size);
        out.push_back((*this)[Index::list({indices.begin() + start, indices.begin() + stop})]);
        if (last)
            break;
    }
    return out;
}

} // namespace ReplayScope::Core
