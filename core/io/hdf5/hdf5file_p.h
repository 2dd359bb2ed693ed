// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Internal to core/io/hdf5: the state behind Hdf5File and the element readers shared by
// Hdf5File and LazyDataset.

#include "h5handles.h"
#include "h5types.h"
#include "hdf5reader.h"

#include <core/io/mappedfile.h>

#include <memory>
#include <string>
#include <string_view>

namespace ReplayScope::Core {

struct Hdf5File::Impl {
    std::string path;
    H5::Handle file;
    /// The read-only mapping of the whole file, made on the first mapped read.
    mutable std::shared_ptr<MappedFile> mapping;

    /// Opens a group or dataset by path; throws FormatError naming it when missing.
    H5::Handle openObject(std::string_view objectPath) const;
    /// Opens a dataset by path; throws FormatError when it is missing or not a dataset.
    H5::Handle openDataset(std::string_view datasetPath, hid_t accessList = H5P_DEFAULT) const;
    std::shared_ptr<MappedFile> mapped() const;
};

namespace H5 {

/// "a/b", "/a/b/" -> "/a/b"; "" -> "/".
std::string normalisePath(std::string_view path);

/// Reads the selected elements of a dataset (fileSpace selection, memSpace of `shape`,
/// which already excludes the element's sub-array dims) into a new C-ordered array.
NdArray readElements(const std::string& file, std::string_view object, hid_t dataset, const ElementLayout& layout,
                     const Shape& shape, hid_t memSpace, hid_t fileSpace);

/// The element layout and dataspace shape of a dataset (shape without sub-array dims).
ElementLayout datasetLayout(const std::string& file, std::string_view object, hid_t dataset, Shape* spaceShape);

/// Describes a dataset (see Hdf5DatasetInfo).
Hdf5DatasetInfo describeDataset(const std::string& file, std::string_view object, hid_t dataset);

/// Reads a whole dataset, mapping it when possible.
NdArray readWholeDataset(const Hdf5File::Impl& impl, std::string_view object, hid_t dataset);

/// Decodes one attribute as h5py would present it.
PyValue readAttributeValue(const std::string& file, std::string_view object, hid_t attribute);

} // namespace H5
} // namespace ReplayScope::Core
