// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Internal interface between the pickle virtual machine and the converters that turn
// whitelisted globals into arrays, Batches and other values. Not installed; used only
// by the files in core/io/pickle.

#include "picklereader.h"

#include <core/array/ndarray.h>
#include <core/python/pyvalue.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace ReplayScope::Core::Pickle {

/// The bytes a machine runs on, and how to name places in them.
struct Input {
    const std::byte* data = nullptr;
    std::size_t size = 0;
    /// Added to positions in messages: nested torch streams report file offsets.
    std::int64_t baseOffset = 0;
    std::string fileName;
    /// Storage covering [data, data+size): bytes payloads become views of it.
    std::shared_ptr<Storage> storage;
    /// torch.save streams (zip data.pkl, legacy object pickle): resolves each validated
    /// BINPERSID storage id to the storage it names. Null: BINPERSID is refused.
    const PersistentLoader* persistentLoad = nullptr;
};

/// Result of running one pickle: the value and the position just after STOP.
struct RunResult {
    PyValue value;
    std::size_t end = 0;
    /// Opaque objects that BUILD turned into converted values; references to them that
    /// were stored in containers before the BUILD are fixed by the final pass.
    std::unordered_map<const PyObject*, PyValue> replaced;
    /// Keeps those objects alive, so that no later object can reuse an address that is
    /// a key of `replaced`.
    std::vector<std::shared_ptr<PyObject>> replacedObjects;
    /// With deferCycles, when the stream may hold reference cycles (a container was read
    /// back by memo GET or DUP): everything else the machine still held (stack, memo,
    /// DUPed containers). The caller passes them with its final value to
    /// PyValue::breakCycles once it has finished rewriting the values.
    std::vector<PyValue> leftovers;
    bool mayCycle = false;
};

/// Runs the pickle that starts at offset and stops at its STOP. torchContext allows
/// BINPERSID with torch storage ids (legacy torch.save streams only).
///
/// Reference cycles among the values are made non-owning before it returns (see
/// PyValue::breakCycles), or, with deferCycles, left to the caller through
/// RunResult::leftovers. On error they are broken before the values are dropped.
RunResult runMachine(const Input& input, std::size_t offset, const PickleReadOptions& options,
                     bool torchContext = false, bool deferCycles = false);

/// Where converters run: used for nested streams (torch) and for error positions.
struct ConvertContext {
    const Input& input;
    const PickleReadOptions& options;
};

/// Python 2 spellings mapped to Python 3 ones (`__builtin__` -> `builtins`), as
/// CPython's fix_imports does, so the whitelist and the writer see one spelling.
PyGlobal normalizeGlobal(std::string module, std::string name);
/// Callables that only exploits reference (eval, os.system, functools.partial, ...).
bool isBlockedGlobal(const PyGlobal& g);

/// REDUCE of a global with an argument tuple: the converted value, or nullopt to keep
/// an opaque object. Throws Core errors for whitelisted calls with bad arguments.
std::optional<PyValue> convertReduce(const PyGlobal& callable, const std::vector<PyValue>& args,
                                     const ConvertContext& ctx);
/// NEWOBJ of a class; as convertReduce.
std::optional<PyValue> convertNewObj(const PyGlobal& cls, const std::vector<PyValue>& args, const ConvertContext& ctx);
/// BUILD on an opaque object whose class is whitelisted: the finished value that
/// replaces the object, or nullopt to keep it opaque (the state is then stored).
std::optional<PyValue> convertBuild(const PyObject& object, const PyValue& state, const ConvertContext& ctx);
/// An object that never saw BUILD (for example `Batch()` pickled without state).
std::optional<PyValue> convertUnbuilt(const PyObject& object);

// --- converters by family, called by the dispatch in converters.cpp ---

/// numpy: `_reconstruct` state, `scalar`, `_frombuffer`, dtype from its REDUCE+BUILD.
std::optional<PyValue> numpyReconstructBuild(const PyObject& object, const PyValue& state, const ConvertContext& ctx);
std::optional<PyValue> numpyScalar(const std::vector<PyValue>& args, const ConvertContext& ctx);
std::optional<PyValue> numpyFromBuffer(const std::vector<PyValue>& args, const ConvertContext& ctx);
/// `numpy.dtype(typestr, align, copy)` completed by its state (null: never built).
std::optional<PyValue> numpyDTypeBuild(const PyObject& object, const PyValue* state);
/// Natural alignment of an element, for deciding whether data can stay in the mapping.
std::size_t elementAlignment(const DType& dtype);
/// A dtype argument as the VM left it: a DType value or a built `numpy.dtype` object.
std::optional<DType> dtypeOf(const PyValue& value);

/// The element count and byte size of an array shape; false when either overflows.
bool checkedProduct(const Shape& shape, std::int64_t itemSize, std::int64_t* bytes, std::int64_t* count);
/// A pickled shape (tuple or list of non-negative ints). Throws ValueError.
Shape shapeOf(const PyValue& v);
/// Strides of a Fortran-ordered array.
Strides fortranStrides(const Shape& shape, std::size_t itemSize);
/// An array over the bytes of a pickled payload, whose size must match the shape's
/// exactly (numpy's rule). Throws ValueError.
NdArray arrayOverBytes(const DType& dtype, const Shape& shape, bool fortran, const PyValue& data,
                       const ConvertContext& ctx);

/// joblib (joblib.dump): what a `joblib.numpy_pickle.NumpyArrayWrapper` state says of
/// the array whose raw bytes follow the wrapper's BUILD in the stream.
struct JoblibArray {
    DType dtype;
    Shape shape;
    bool fortran = false;
    /// Since joblib 1.2 (uncompressed files): a padding length byte and that many pad
    /// bytes come before the data, aligning it to this many bytes.
    bool padded = false;
    /// Object arrays are a whole pickle (protocol 2) instead of raw bytes.
    bool objects = false;
    std::int64_t bytes = 0; ///< size of the raw data (not for objects)
};
/// True for joblib's current array wrapper (also under sklearn.externals.joblib).
bool isJoblibArrayWrapper(const PyGlobal& cls);
/// True for the wrappers of joblib < 0.10 (arrays in separate .npy files or zlib
/// blocks), which are not read.
bool isOldJoblibWrapper(const PyGlobal& cls);
/// Checks a NumpyArrayWrapper state (a dict). Throws ValueError naming what is wrong.
JoblibArray joblibArrayOf(const PyValue& state);

/// builtins: `_codecs.encode`, bytes, bytearray, set, frozenset, complex, OrderedDict.
std::optional<PyValue> builtinReduce(const PyGlobal& g, const std::vector<PyValue>& args);

/// torch: `_load_from_bytes` (legacy stream), `_rebuild_tensor_v2`, `_rebuild_parameter`.
std::optional<PyValue> torchReduce(const PyGlobal& g, const std::vector<PyValue>& args, const ConvertContext& ctx);
/// Validates a torch storage persistent id inside a legacy stream.
void checkTorchPersistentId(const PyValue& pid);

/// Tianshou: Batch from its state dict.
std::optional<PyValue> tianshouBatchBuild(const PyValue& state);

/// Bytes, bytearray or (latin-1 text from Python 2) str contents as raw bytes; the
/// storage keeps the owner of the bytes alive and is not copied when aligned.
std::shared_ptr<Storage> storageOfBytes(const PyValue& bytes, std::size_t alignment, bool viewUnaligned);
/// Bytes, bytearray, or latin-1 str (Python 2): what array data may be given as.
bool bytesLike(const PyValue& value);

/// "module.name" of a global.
inline std::string qualifiedName(const PyGlobal& g)
{
    return g.module + "." + g.name;
}

} // namespace ReplayScope::Core::Pickle
