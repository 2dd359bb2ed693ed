// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "hdf5reader.h"

#include "episodedatasets.h"
#include "hdf5file_p.h"
#include "lazydataset.h"
#include "tianshouattrs.h"

#include <core/error.h>

#include <algorithm>

namespace ReplayScope::Core {

using H5::Handle;

namespace {

herr_t collectLinkName(hid_t, const char* name, const H5L_info_t*, void* data)
{
    static_cast<std::vector<std::string>*>(data)->emplace_back(name);
    return 0;
}

herr_t collectAttributeName(hid_t, const char* name, const H5A_info_t*, void* data)
{
    static_cast<std::vector<std::string>*>(data)->emplace_back(name);
    return 0;
}

Handle createPlistOf(hid_t object)
{
    switch (H5Iget_type(object)) {
    case H5I_GROUP: return Handle(H5Gget_create_plist(object));
    case H5I_DATASET: return Handle(H5Dget_create_plist(object));
    default: return {};
    }
}

// h5py shows members and attributes in creation order when the file tracks it (Minari
// files do) and in name order otherwise, which is also HDF5's default index.
std::vector<std::string> linkNames(const std::string& file, std::string_view path, hid_t group)
{
    H5_index_t index = H5_INDEX_NAME;
    Handle gcpl = createPlistOf(group);
    unsigned flags = 0;
    if (gcpl.valid() && H5Pget_link_creation_order(gcpl.id(), &flags) >= 0 && (flags & H5P_CRT_ORDER_INDEXED))
        index = H5_INDEX_CRT_ORDER;
    std::vector<std::string> names;
    hsize_t position = 0;
    H5::checkStatus(H5Literate(group, index, H5_ITER_INC, &position, collectLinkName, &names), file, path,
                    "cannot list the group's members");
    return names;
}

PyValue::Items readAttributes(const std::string& file, std::string_view path, hid_t object)
{
    H5_index_t index = H5_INDEX_NAME;
    Handle ocpl = createPlistOf(object);
    unsigned flags = 0;
    if (ocpl.valid() && H5Pget_attr_creation_order(ocpl.id(), &flags) >= 0 && (flags & H5P_CRT_ORDER_INDEXED))
        index = H5_INDEX_CRT_ORDER;
    std::vector<std::string> names;
    hsize_t position = 0;
    H5::checkStatus(H5Aiterate2(object, index, H5_ITER_INC, &position, collectAttributeName, &names), file, path,
                    "cannot list the attributes");
    PyValue::Items items;
    for (const std::string& name : names) {
        const std::string where = std::string(path) + "@" + name;
        Handle attribute =
            H5::checked(H5Aopen(object, name.c_str(), H5P_DEFAULT), file, where, "cannot open attribute");
        items.emplace_back(PyValue::fromStr(name), H5::readAttributeValue(file, where, attribute.id()));
    }
    return items;
}

std::string externalTarget(hid_t group, const std::string& name, std::size_t size)
{
    std::vector<char> buffer(size + 1, '\0');
    if (H5Lget_val(group, name.c_str(), buffer.data(), buffer.size(), H5P_DEFAULT) < 0)
        return {};
    unsigned flags = 0;
    const char* targetFile = nullptr;
    const char* targetObject = nullptr;
    if (H5Lunpack_elink_val(buffer.data(), buffer.size(), &flags, &targetFile, &targetObject) < 0)
        return {};
    return std::string(targetFile ? targetFile : "") + ":" + (targetObject ? targetObject : "");
}

std::string softTarget(hid_t group, const std::string& name, std::size_t size)
{
    std::vector<char> buffer(size + 1, '\0');
    if (H5Lget_val(group, name.c_str(), buffer.data(), buffer.size(), H5P_DEFAULT) < 0)
        return {};
    return std::string(buffer.data());
}

struct TreeBuilder {
    const Hdf5File& file;
    const Hdf5File::Impl& impl;
    const Hdf5ReadOptions& options;
    Hdf5Tree& tree;
    std::map<haddr_t, std::string> inProgress; // groups on the current path, for cycles
    std::map<haddr_t, std::string> finished; // groups already read, at their first path

    void visit(hid_t group, const std::string& path, Batch& out)
    {
        tree.attributes[path] = readAttributes(impl.path, path, group);
        for (const std::string& name : linkNames(impl.path, path, group)) {
            const std::string child = H5::joinPath(path, name);
            H5L_info_t link{};
            H5::checkStatus(H5Lget_info(group, name.c_str(), &link, H5P_DEFAULT), impl.path, child,
                            "cannot read the link");
            if (link.type == H5L_TYPE_SOFT) {
                tree.links.push_back({child, "soft", softTarget(group, name, link.u.val_size)});
                continue;
            }
            if (link.type != H5L_TYPE_HARD) {
                tree.links.push_back({child, "external", externalTarget(group, name, link.u.val_size)});
                continue;
            }
            if (auto it = inProgress.find(link.u.address); it != inProgress.end()) {
                tree.links.push_back({child, "cycle", it->second});
                continue;
            }
            Handle object = H5::checked(H5Oopen(group, name.c_str(), H5P_DEFAULT), impl.path, child, "cannot open");
            const H5I_type_t type = H5Iget_type(object.id());
            if (type == H5I_GROUP) {
                // Each group is read and shown once: a further hard link to it is
                // reported as a link to where it first appeared. (Sharing the Batch
                // instead made printing a file whose groups link to each other
                // exponential in their depth, issue 18.)
                if (auto it = finished.find(link.u.address); it != finished.end()) {
                    tree.links.push_back({child, "hard", it->second});
                    continue;
                }
                auto batch = Batch::make();
                inProgress[link.u.address] = child;
                visit(object.id(), child, *batch);
                inProgress.erase(link.u.address);
                finished[link.u.address] = child;
                out.setRaw(name, PyValue::batch(batch));
            } else if (type == H5I_DATASET) {
                readDataset(object.id(), child, name, out);
            }
            // Committed datatypes are not data; they are neither shown nor an error.
        }
    }

    void readDataset(hid_t dataset, const std::string& path, const std::string& name, Batch& out)
    {
        tree.attributes[path] = readAttributes(impl.path, path, dataset);
        const Hdf5DatasetInfo info = H5::describeDataset(impl.path, path, dataset);
        tree.datasets[path] = info;
        const auto bytes = static_cast<std::uint64_t>(shapeSize(info.shape)) * info.dtype.itemSize();
        if (!info.mappable && bytes > options.maxEagerBytes) {
            tree.deferred.push_back(path);
            return;
        }
        if (!info.mappable && bytes >= options.deferFromBytes && !info.shape.empty() && !info.dtype.isObject()) {
            out.setRaw(name, PyValue::array(deferredDataset(file, path)));
            return;
        }
        out.setRaw(name, PyValue::array(H5::readWholeDataset(impl, path, dataset)));
    }
};

std::string textOf(const PyValue& value)
{
    return value.kind() == PyValue::Kind::Str || value.kind() == PyValue::Kind::Bytes ? std::string(value.asString())
                                                                                      : std::string();
}

} // namespace

// --- Impl -------------------------------------------------------------------------

H5::Handle Hdf5File::Impl::openObject(std::string_view objectPath) const
{
    const std::string where = H5::normalisePath(objectPath);
    // H5Oopen on a missing path fails deep inside HDF5; check each link first so that the
    // message can say plainly that the object does not exist.
    for (std::size_t slash = where.find('/', 1);; slash = where.find('/', slash + 1)) {
        const std::string prefix = where.substr(0, slash);
        if (where != "/" && H5Lexists(file.id(), prefix.c_str(), H5P_DEFAULT) <= 0) {
            H5Eclear2(H5E_DEFAULT);
            throw FormatError(path, -1, "HDF5 object '" + prefix + "' does not exist");
        }
        if (slash == std::string::npos)
            break;
    }
    return H5::checked(H5Oopen(file.id(), where.c_str(), H5P_DEFAULT), path, where, "cannot open");
}

H5::Handle Hdf5File::Impl::openDataset(std::string_view datasetPath, hid_t accessList) const
{
    const std::string where = H5::normalisePath(datasetPath);
    {
        Handle object = openObject(where);
        if (H5Iget_type(object.id()) != H5I_DATASET)
            throw FormatError(path, -1, "HDF5 object '" + where + "' is not a dataset");
    }
    return H5::checked(H5Dopen2(file.id(), where.c_str(), accessList), path, where, "cannot open dataset");
}

std::shared_ptr<MappedFile> Hdf5File::Impl::mapped() const
{
    if (mapping)
        return mapping;
    // Map the file HDF5 holds open rather than opening the path again: a file replaced on
    // disk since the open (an atomic save by the program writing it) must not lend its
    // bytes to offsets read from the original's metadata. Only the default (sec2) driver
    // hands out a POSIX descriptor; for anything else the path is all there is.
    Handle access(H5Fget_access_plist(file.id()));
    void* handle = nullptr;
    if (access.valid() && H5Pget_driver(access.id()) == H5FD_SEC2
        && H5Fget_vfd_handle(file.id(), H5P_DEFAULT, &handle) >= 0 && handle) {
        mapping = MappedFile::map(*static_cast<const int*>(handle), path);
    } else {
        H5Eclear2(H5E_DEFAULT);
        mapping = MappedFile::open(path);
    }
    return mapping;
}

// --- Hdf5File ---------------------------------------------------------------------

Hdf5File::ObjectType Hdf5File::objectType(std::string_view objectPath) const
{
    const std::string where = H5::normalisePath(objectPath);
    if (where == "/")
        return ObjectType::Group;
    const std::size_t cut = where.rfind('/');
    const std::string parent = cut == 0 ? "/" : where.substr(0, cut);
    if (parent != "/" && objectType(parent) != ObjectType::Group)
        return ObjectType::Missing;
    if (H5Lexists(m_impl->file.id(), where.c_str(), H5P_DEFAULT) <= 0) {
        H5Eclear2(H5E_DEFAULT);
        return ObjectType::Missing;
    }
    H5L_info_t link{};
    if (H5Lget_info(m_impl->file.id(), where.c_str(), &link, H5P_DEFAULT) < 0) {
        H5Eclear2(H5E_DEFAULT);
        return ObjectType::Missing;
    }
    if (link.type == H5L_TYPE_SOFT)
        return ObjectType::SoftLink;
    if (link.type != H5L_TYPE_HARD)
        return ObjectType::ExternalLink;
    Handle object(H5Oopen(m_impl->file.id(), where.c_str(), H5P_DEFAULT));
    if (!object.valid()) {
        H5Eclear2(H5E_DEFAULT);
        return ObjectType::Other;
    }
    switch (H5Iget_type(object.id())) {
    case H5I_GROUP: return ObjectType::Group;
    case H5I_DATASET: return ObjectType::Dataset;
    default: return ObjectType::Other;
    }
}

std::vector<std::string> Hdf5File::members(std::string_view groupPath) const
{
    const std::string where = H5::normalisePath(groupPath);
    Handle object = m_impl->openObject(where);
    if (H5Iget_type(object.id()) != H5I_GROUP)
        throw FormatError(m_impl->path, -1, "HDF5 object '" + where + "' is not a group");
    return linkNames(m_impl->path, where, object.id());
}

PyValue::Items Hdf5File::attributes(std::string_view objectPath) const
{
    const std::string where = H5::normalisePath(objectPath);
    Handle object = m_impl->openObject(where);
    return readAttributes(m_impl->path, where, object.id());
}

PyValue Hdf5File::attribute(std::string_view objectPath, std::string_view name) const
{
    const std::string where = H5::normalisePath(objectPath);
    Handle object = m_impl->openObject(where);
    const std::string attributeName(name);
    if (H5Aexists(object.id(), attributeName.c_str()) <= 0) {
        H5Eclear2(H5E_DEFAULT);
        return PyValue::none();
    }
    const std::string label = where + "@" + attributeName;
    Handle attribute =
        H5::checked(H5Aopen(object.id(), attributeName.c_str(), H5P_DEFAULT), m_impl->path, label, "cannot open");
    return H5::readAttributeValue(m_impl->path, label, attribute.id());
}

std::string Hdf5File::linkTarget(std::string_view linkPath) const
{
    const std::string where = H5::normalisePath(linkPath);
    H5L_info_t link{};
    H5::checkStatus(H5Lget_info(m_impl->file.id(), where.c_str(), &link, H5P_DEFAULT), m_impl->path, where,
                    "cannot read the link");
    if (link.type == H5L_TYPE_SOFT)
        return softTarget(m_impl->file.id(), where, link.u.val_size);
    if (link.type == H5L_TYPE_HARD)
        return where;
    return externalTarget(m_impl->file.id(), where, link.u.val_size);
}

Hdf5DatasetInfo Hdf5File::datasetInfo(std::string_view datasetPath) const
{
    const std::string where = H5::normalisePath(datasetPath);
    Handle dataset = m_impl->openDataset(where);
    return H5::describeDataset(m_impl->path, where, dataset.id());
}

NdArray Hdf5File::readDataset(std::string_view datasetPath) const
{
    const std::string where = H5::normalisePath(datasetPath);
    Handle dataset = m_impl->openDataset(where);
    return H5::readWholeDataset(*m_impl, where, dataset.id());
}

std::uint64_t Hdf5File::objectAddress(std::string_view objectPath) const
{
    Handle object = m_impl->openObject(objectPath);
    H5O_info_t info{};
    H5::checkStatus(H5Oget_info2(object.id(), &info, H5O_INFO_BASIC), m_impl->path, H5::normalisePath(objectPath),
                    "cannot read the object header");
    return info.addr;
}

LazyDataset Hdf5File::lazyDataset(std::string_view datasetPath) const
{
    return LazyDataset(shared_from_this(), datasetPath);
}

Hdf5Tree Hdf5File::readTree(const Hdf5ReadOptions& options, std::string_view groupPath) const
{
    const std::string where = H5::normalisePath(groupPath);
    Handle group = m_impl->openObject(where);
    if (H5Iget_type(group.id()) != H5I_GROUP)
        throw FormatError(m_impl->path, -1, "HDF5 object '" + where + "' is not a group");
    Hdf5Tree tree;
    tree.file = m_impl->path;
    tree.root = Batch::make();
    TreeBuilder builder{*this, *m_impl, options, tree, {}, {}};
    // The start group is on the path too: a hard link back to it is a cycle.
    H5O_info_t info{};
    if (H5Oget_info2(group.id(), &info, H5O_INFO_BASIC) >= 0)
        builder.inProgress[info.addr] = where;
    builder.visit(group.id(), where, *tree.root);
    return tree;
}

const PyValue::Items& Hdf5Tree::attributesOf(const std::string& path) const
{
    static const PyValue::Items none;
    const auto it = attributes.find(path);
    return it == attributes.end() ? none : it->second;
}

Hdf5Layout detectHdf5Layout(const Hdf5File& file)
{
    const std::vector<std::string> names = file.members("/");
    auto has = [&](const char* name) { return std::find(names.begin(), names.end(), name) != names.end(); };
    if (has("_meta") && file.objectType("/_meta") == Hdf5File::ObjectType::Group
        && textOf(file.attribute("/_meta", "__data_type__")) == "Batch")
        return Hdf5Layout::TianshouBuffer;
    if (has("_meta") && file.attribute("/", "maxsize").isNumber())
        return Hdf5Layout::TianshouBuffer;
    for (const std::string& name : names) {
        const Hdf5File::ObjectType type = file.objectType("/" + name);
        if ((type == Hdf5File::ObjectType::Group || type == Hdf5File::ObjectType::Dataset)
            && !textOf(file.attribute("/" + name, "__data_type__")).empty())
            return Hdf5Layout::TianshouBatch;
    }
    if (isRobomimicFile(file))
        return Hdf5Layout::Robomimic;
    if (isD3rlpyV2File(file))
        return Hdf5Layout::D3rlpyV2;
    for (const std::string& name : names) {
        if (name.rfind("episode_", 0) == 0 && file.objectType("/" + name) == Hdf5File::ObjectType::Group)
            return Hdf5Layout::Minari;
    }
    if (isD3rlpyV1File(file))
        return Hdf5Layout::D3rlpyV1;
    if (has("observations") && has("actions") && has("rewards") && has("terminals"))
        return Hdf5Layout::D4rl;
    if (holdsOnlyTianshouScalarAttributes(file))
        return Hdf5Layout::TianshouBatch; // to_hdf5 of plain numbers: all in attributes
    if (holdsTianshouMarker(file))
        return Hdf5Layout::TianshouBatch; // a dict nesting its Batch, or a root marked "Batch"
    return Hdf5Layout::Generic;
}

} // namespace ReplayScope::Core
