// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// A strict structural comparison of two values, for round-trip tests. Batch's own
// operator== follows Tianshou (at-least-1d leaves, DeepDiff), which would hide a
// dtype or shape change; here every difference counts: kinds, dtypes, shapes, element
// bytes, key sets, and everything an opaque object keeps (class, how it was created,
// arguments, state, appended items). The result names the first difference, so a
// failing test says what was lost.

#include <core/batch/batch.h>
#include <core/array/ndarray.h>
#include <core/python/pyvalue.h>

#include <cstring>
#include <map>
#include <set>
#include <string>

namespace DeepCompare {

using namespace ReplayScope::Core;

/// Options for a comparison.
struct Options {
    /// Accept a numpy scalar where a Python number was (and back) when the values are
    /// equal: HDF5 keeps plain numbers as attributes, which h5py (and so Tianshou's
    /// load_hdf5) returns as numpy scalars.
    bool numbersAsScalars = false;
    /// Container pairs already under comparison: pickles can hold cycles (an object
    /// whose state refers to itself), which compare equal when the rest does.
    std::set<std::pair<const void*, const void*>> visited;
};

std::string diff(const PyValue& a, const PyValue& b, const std::string& path, Options& options);

inline std::string kindName(const PyValue& v)
{
    return v.typeName();
}

/// First difference between two arrays (dtype, shape, torch flag, elements).
inline std::string arrayDiff(const NdArray& a, const NdArray& b, const std::string& path, Options& options)
{
    if (a.dtype().str() != b.dtype().str())
        return path + ": dtype " + a.dtype().str() + " != " + b.dtype().str();
    if (a.shape() != b.shape())
        return path + ": shape differs";
    if (a.isTorch() != b.isTorch())
        return path + ": torch flag differs";
    const std::int64_t n = a.size();
    if (a.dtype().kind() == DTypeKind::Object) {
        for (std::int64_t i = 0; i < n; ++i) {
            const std::string d = diff(a.item(i), b.item(i), path + "[" + std::to_string(i) + "]", options);
            if (!d.empty())
                return d;
        }
        return {};
    }
    const std::size_t itemSize = a.dtype().itemSize();
    for (std::int64_t i = 0; i < n; ++i)
        if (std::memcmp(a.elementPtr(i), b.elementPtr(i), itemSize) != 0)
            return path + ": element " + std::to_string(i) + " differs";
    return {};
}

inline std::string itemsDiff(const std::vector<PyValue>& a, const std::vector<PyValue>& b, const std::string& path,
                             Options& options)
{
    if (a.size() != b.size())
        return path + ": " + std::to_string(a.size()) + " items != " + std::to_string(b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        const std::string d = diff(a[i], b[i], path + "[" + std::to_string(i) + "]", options);
        if (!d.empty())
            return d;
    }
    return {};
}

inline std::string dictDiff(const PyValue::Items& a, const PyValue::Items& b, const std::string& path, Options& options)
{
    if (a.size() != b.size())
        return path + ": " + std::to_string(a.size()) + " entries != " + std::to_string(b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        const std::string key = path + "{" + a[i].first.repr() + "}";
        std::string d = diff(a[i].first, b[i].first, key + "(key)", options);
        if (d.empty())
            d = diff(a[i].second, b[i].second, key, options);
        if (!d.empty())
            return d;
    }
    return {};
}

/// Batches compare as maps: HDF5 groups list their members by name, not in the order
/// they were added, and Tianshou's from_hdf5 builds the Batch in that order too.
inline std::string batchDiff(const Batch& a, const Batch& b, const std::string& path, Options& options)
{
    std::map<std::string, PyValue> left(a.entries().begin(), a.entries().end());
    std::map<std::string, PyValue> right(b.entries().begin(), b.entries().end());
    for (const auto& [key, value] : left) {
        const auto it = right.find(key);
        if (it == right.end())
            return path + "." + key + ": missing after the round trip";
        const std::string d = diff(value, it->second, path + "." + key, options);
        if (!d.empty())
            return d;
    }
    for (const auto& [key, value] : right)
        if (!left.count(key))
            return path + "." + key + ": appeared after the round trip";
    return {};
}

inline std::string objectDiff(const PyObject& a, const PyObject& b, const std::string& path, Options& options)
{
    if (!(a.cls == b.cls))
        return path + ": class " + a.cls.module + "." + a.cls.name + " != " + b.cls.module + "." + b.cls.name;
    if (a.creation != b.creation)
        return path + ": created differently";
    static const std::vector<PyValue> noArgs;
    std::string d = itemsDiff(a.args ? *a.args : noArgs, b.args ? *b.args : noArgs, path + ".args", options);
    if (!d.empty())
        return d;
    if (bool(a.kwargs) != bool(b.kwargs))
        return path + ": keyword arguments lost or added";
    if (a.kwargs && !(d = diff(*a.kwargs, *b.kwargs, path + ".kwargs", options)).empty())
        return d;
    if (bool(a.state) != bool(b.state))
        return path + ": state lost or added";
    if (a.state && !(d = diff(*a.state, *b.state, path + ".state", options)).empty())
        return d;
    if (!(d = itemsDiff(a.listItems, b.listItems, path + ".listItems", options)).empty())
        return d;
    return dictDiff(a.dictItems, b.dictItems, path + ".dictItems", options);
}

inline bool isPlainNumber(const PyValue& v)
{
    return v.kind() == PyValue::Kind::Bool || v.kind() == PyValue::Kind::Int || v.kind() == PyValue::Kind::Float;
}

/// Empty when a and b hold the same content, else the first difference.
inline std::string diff(const PyValue& a, const PyValue& b, const std::string& path, Options& options)
{
    if (a.kind() != b.kind()) {
        const bool scalarVsNumber = (a.kind() == PyValue::Kind::Scalar && isPlainNumber(b))
                                    || (b.kind() == PyValue::Kind::Scalar && isPlainNumber(a));
        if (options.numbersAsScalars && scalarVsNumber && a.repr() == b.repr())
            return {};
        return path + ": " + kindName(a) + " became " + kindName(b);
    }
    const bool container = a.isSequence() || a.kind() == PyValue::Kind::Dict || a.kind() == PyValue::Kind::Set
                           || a.kind() == PyValue::Kind::Batch || a.kind() == PyValue::Kind::Object;
    if (container && !options.visited.insert({a.identity(), b.identity()}).second)
        return {};
    switch (a.kind()) {
    case PyValue::Kind::None: return {};
    case PyValue::Kind::Bool: return a.asBool() == b.asBool() ? std::string() : path + ": bool differs";
    case PyValue::Kind::Int: return a.asInt() == b.asInt() ? std::string() : path + ": int differs";
    case PyValue::Kind::BigInt: return a.asBigInt() == b.asBigInt() ? std::string() : path + ": int differs";
    case PyValue::Kind::Float: {
        const double x = a.asDouble();
        const double y = b.asDouble();
        return std::memcmp(&x, &y, sizeof x) == 0 ? std::string() : path + ": float differs";
    }
    case PyValue::Kind::Complex: return a.asComplex() == b.asComplex() ? std::string() : path + ": complex differs";
    case PyValue::Kind::Str:
    case PyValue::Kind::Bytes:
    case PyValue::Kind::ByteArray: return a.asString() == b.asString() ? std::string() : path + ": text differs";
    case PyValue::Kind::List:
    case PyValue::Kind::Tuple:
    case PyValue::Kind::Set:
    case PyValue::Kind::FrozenSet: return itemsDiff(a.items(), b.items(), path, options);
    case PyValue::Kind::Dict: return dictDiff(a.dictItems(), b.dictItems(), path, options);
    case PyValue::Kind::Array:
    case PyValue::Kind::Scalar: return arrayDiff(a.asArray(), b.asArray(), path, options);
    case PyValue::Kind::DType:
        return a.asDType().str() == b.asDType().str() ? std::string() : path + ": dtype object differs";
    case PyValue::Kind::Batch: return batchDiff(*a.asBatch(), *b.asBatch(), path, options);
    case PyValue::Kind::Global: return a.asGlobal() == b.asGlobal() ? std::string() : path + ": global differs";
    case PyValue::Kind::Object: return objectDiff(*a.asObject(), *b.asObject(), path, options);
    }
    return path + ": unknown kind";
}

} // namespace DeepCompare
