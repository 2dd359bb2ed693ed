// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/io/hdf5/hdf5reader.h>

namespace ReplayScope::Core {

/// True when the file is what Tianshou's `to_hdf5` writes for a Batch or dict whose
/// values are all Python numbers (tianshou-spec 4.5 rule 4): no datasets anywhere, only
/// groups (nested Batches and dicts), and at least one attribute or group, every
/// attribute a numeric or bool scalar (a file of only empty groups is to_hdf5 of a
/// Batch of empty Batches held as dicts). Such a file has no `__data_type__` to recognise it by, and
/// read as a generic HDF5 file it would show nothing: its data are its attributes, which
/// `from_hdf5` returns as the values of their keys. Stops at the first dataset, link or
/// other attribute; trees of more than 10000 groups count as generic.
bool holdsOnlyTianshouScalarAttributes(const Hdf5File& file);

/// True when the root group or an object below it carries Tianshou's `__data_type__`
/// attribute: `to_hdf5` of a dict nesting its Batch one or more groups down (our own
/// `.h5` output of such a dict too), or a root marked "Batch". Each object is looked at
/// once (hard links followed once, soft and external links never) and at most 10000
/// objects, so a large or cyclic generic file costs little.
bool holdsTianshouMarker(const Hdf5File& file);

} // namespace ReplayScope::Core
