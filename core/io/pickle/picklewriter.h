// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/python/pyvalue.h>

#include <functional>
#include <string>
#include <string_view>

namespace ReplayScope::Core {

/// Writes PyValues as Python pickles that CPython, numpy 1.x/2.x, torch and Tianshou
/// load (pickle-format.md section 4).
///
/// The stream is protocol 4 without FRAME: text GLOBAL, numpy arrays
/// through `numpy.core.multiarray._reconstruct` with the raw bytes in BINBYTES (a form
/// every numpy release loads), numpy scalars through `scalar`, torch tensors through
/// `_rebuild_tensor_v2` with a legacy `torch.save` storage blob, Batches as Tianshou
/// pickles them (nested Batches as plain dicts), and opaque objects exactly as they
/// were created (callable, arguments, items, state). A memo (MEMOIZE + BINGET) is used
/// only where it preserves something: a container or object referenced more than once
/// is written once and fetched afterwards, and a recursive value (a back-reference, see
/// PyValue::isBackReference) is written as CPython writes it, so CPython loads the same
/// structure. Shared arrays and Batches are written once per reference.
class PickleWriter final {
public:
    /// The pickle of value. Throws ValueError for values pickle cannot express.
    static std::string toBytes(const PyValue& value);
    /// Streams the pickle of value to sink in pieces (large arrays are passed through
    /// without an intermediate copy).
    static void write(const PyValue& value, const std::function<void(std::string_view)>& sink);
    /// Writes the pickle to path atomically: a temporary file in the same directory,
    /// renamed over path once complete. Throws IoError or ValueError; on failure the
    /// previous file at path is untouched.
    static void writeFile(const std::string& path, const PyValue& value);
};

} // namespace ReplayScope::Core
