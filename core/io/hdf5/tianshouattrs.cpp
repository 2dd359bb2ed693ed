// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Recognising to_hdf5 files that keep all their values in attributes (a Batch of plain
// numbers, such as a pickled float converted to HDF5).
#include "tianshouattrs.h"

#include <set>
#include <string>
#include <vector>

namespace ReplayScope::Core {

namespace {

// to_hdf5 writes attributes only from Python bool/int/float values: scalar int64
// (int32 on some Windows builds), float64, or the FALSE/TRUE enum h5py reads as bool.
bool isToHdf5Scalar(const PyValue& value)
{
    if (value.kind() != PyValue::Kind::Scalar)
        return false;
    const DType& dtype = value.asArray().dtype();
    return dtype.isBool() || dtype.isInteger() || dtype.kind() == DTypeKind::Float64;
}

// `__data_type__` as h5py writes it (a variable-length str) or as bytes.
bool isMarker(const PyValue& value)
{
    return (value.kind() == PyValue::Kind::Str || value.kind() == PyValue::Kind::Bytes) && !value.asString().empty();
}

} // namespace

bool holdsOnlyTianshouScalarAttributes(const Hdf5File& file)
{
    constexpr std::size_t kMaxGroups = 10000;
    std::vector<std::string> pending{"/"};
    // Each group once: groups hard-linking each other in a cycle (without a dataset to
    // stop at) made the walk run ever deeper paths until the group limit (issue 18).
    std::set<std::uint64_t> seen{file.objectAddress("/")};
    std::size_t visited = 0;
    bool anyAttribute = false;
    bool anyGroup = false;
    while (!pending.empty()) {
        if (++visited > kMaxGroups)
            return false;
        const std::string group = std::move(pending.back());
        pending.pop_back();
        for (const auto& [name, value] : file.attributes(group)) {
            if (!isToHdf5Scalar(value))
                return false; // strings (__data_type__, metadata), arrays: not this case
            anyAttribute = true;
        }
        for (const std::string& member : file.members(group)) {
            const std::string child = group == "/" ? "/" + member : group + "/" + member;
            if (file.objectType(child) != Hdf5File::ObjectType::Group)
                return false; // a dataset or a link: the usual detection applies
            anyGroup = true;
            if (seen.insert(file.objectAddress(child)).second)
                pending.push_back(child);
        }
    }
    // Groups without any attribute: to_hdf5 of a Batch of empty Batches held as dicts
    // (Batch(a=Batch()).to_dict()), which from_hdf5 gives as nested empty dicts (issue 18).
    return anyAttribute || anyGroup;
}

bool holdsTianshouMarker(const Hdf5File& file)
{
    constexpr std::size_t kMaxObjects = 10000;
    std::vector<std::string> pending{"/"};
    std::set<std::uint64_t> seen{file.objectAddress("/")};
    std::size_t visited = 0;
    while (!pending.empty()) {
        const std::string group = std::move(pending.back());
        pending.pop_back();
        if (isMarker(file.attribute(group, "__data_type__")))
            return true;
        for (const std::string& member : file.members(group)) {
            if (++visited > kMaxObjects)
                return false;
            const std::string child = group == "/" ? "/" + member : group + "/" + member;
            const Hdf5File::ObjectType type = file.objectType(child);
            if (type == Hdf5File::ObjectType::Dataset && isMarker(file.attribute(child, "__data_type__")))
                return true;
            if (type == Hdf5File::ObjectType::Group && seen.insert(file.objectAddress(child)).second)
                pending.push_back(child);
        }
    }
    return false;
}

} // namespace ReplayScope::Core
