// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/python/pyvalue.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace ReplayScope::Core {

class MappedFile;

/// Resolves a torch storage id of a torch.save stream, the tuple
/// `('storage', torch.FloatStorage, key, location, numel)` (already checked for that
/// shape), to the storage: a 1-d torch array of numel elements. Throws Core errors.
using PersistentLoader = std::function<PyValue(const PyValue& persistentId)>;

/// The element type of a torch storage class global (`torch.FloatStorage`, ...), or
/// nullopt for anything else.
std::optional<DType> torchStorageDType(const PyValue& storageClass);

/// One pickle read from a longer stream: its value and the offset just after its STOP.
struct PickleSpan {
    PyValue value;
    std::size_t end = 0;
};

/// Limits and policies of PickleReader. The defaults accept every file CPython, numpy,
/// torch and Tianshou write, and refuse what only a hostile or broken file contains.
struct PickleReadOptions {
    /// Deepest nesting of containers and of MARKs. CPython's pickler recurses per level
    /// and stops near 1000, so real files stay far below this.
    std::size_t maxDepth = 2000;
    /// Most memo entries (each costs at least two bytes of input anyway).
    std::size_t maxMemo = std::size_t(1) << 26;
    /// Largest LONG4 integer in bytes (Python itself refuses to print ints of more than
    /// 4300 digits, about 1800 bytes).
    std::size_t maxLongBytes = 8192;
    /// Turn whitelisted numpy, torch, builtins and Tianshou constructs into arrays,
    /// dtypes, scalars, bytes, sets and Batches. Off: only the raw VM result (Globals
    /// and opaque objects), for debugging a file.
    bool convert = true;
    /// CPython ignores unclosed MARKs at STOP; by default we report them, because they
    /// only come from damaged or hand-crafted files. (Extra stack items are accepted.)
    bool lenientStop = false;
    /// Array payloads stay in the file mapping even when their address is not a
    /// multiple of the element alignment (pickle frames put them at arbitrary offsets),
    /// so opening a file never copies array data. Every element access in core goes
    /// through memcpy (Kernels::load/store), which makes this safe. Off: unaligned
    /// payloads are copied to aligned memory, for code that wants typed pointers.
    bool viewUnaligned = true;
};

/// Reads Python pickles (protocols 0 to 5) without executing anything.
///
/// The file is memory-mapped; large bytes payloads and numpy/torch array data become
/// views of the mapping, so opening a large file does not copy its arrays. GLOBAL
/// references are never imported: a small whitelist (numpy arrays, dtypes and scalars,
/// torch tensors, builtins such as set and bytes, Tianshou's Batch) is converted into
/// PyValues, every other class becomes an opaque PyObject that keeps its class path,
/// arguments and state so that PickleWriter can write it back, and a short blocklist
/// of callables that only exploits use (eval, os.system, functools.partial, ...) is
/// refused. Every problem is a FormatError naming the file, the byte offset and the
/// opcode; lengths are checked against the remaining input before anything is
/// allocated.
class PickleReader final {
public:
    explicit PickleReader(PickleReadOptions options = {});

    /// Reads the pickle at the start of the file at path. Throws IoError when the file
    /// cannot be read, FormatError when its content is not an acceptable pickle.
    PyValue readFile(const std::string& path) const;
    /// Reads a pickle that starts at offset inside an already mapped file (for example
    /// the payload after an .npy header).
    PyValue readMapped(const std::shared_ptr<MappedFile>& file, std::size_t offset = 0) const;
    /// Reads a pickle held in memory (the bytes are copied once). name is used in
    /// error messages.
    PyValue readBytes(std::string_view bytes, const std::string& name = {}) const;

    /// Reads the pickle at offset of the bytes [begin, begin+size) of a mapped file, as
    /// torch.save writes them (the zip member data.pkl, or one pickle of a legacy
    /// stream): BINPERSID ids are resolved by load (null: refused as in any pickle).
    /// Positions in errors are file offsets.
    PickleSpan readTorchPickle(const std::shared_ptr<MappedFile>& file, std::size_t begin, std::size_t size,
                               std::size_t offset, const PersistentLoader& load) const;

    const PickleReadOptions& options() const { return m_options; }

private:
    PickleReadOptions m_options;
};

} // namespace ReplayScope::Core
