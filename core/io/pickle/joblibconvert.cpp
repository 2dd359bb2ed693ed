// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// joblib.dump writes numpy arrays outside the pickle format: each ndarray is pickled as a
// `joblib.numpy_pickle.NumpyArrayWrapper` (subclass, shape, order, dtype, allow_mmap and,
// since joblib 1.2, numpy_array_alignment_bytes), and the array's raw bytes follow right
// after that object's BUILD, in the array's own order (joblib's NumpyArrayWrapper
// write_array/read_array). The machine reads them there; this file checks the state.
#include "pickleinternal.h"

#include <core/error.h>

namespace ReplayScope::Core::Pickle {

namespace {

bool isJoblibModule(const std::string& module)
{
    return module == "joblib.numpy_pickle" || module == "sklearn.externals.joblib.numpy_pickle";
}

const PyValue& field(const PyValue& state, std::string_view name)
{
    const PyValue* v = state.find(name);
    if (!v)
        throw ValueError("joblib NumpyArrayWrapper state without '" + std::string(name) + "'");
    return *v;
}

} // namespace

bool isJoblibArrayWrapper(const PyGlobal& cls)
{
    return isJoblibModule(cls.module) && cls.name == "NumpyArrayWrapper";
}

bool isOldJoblibWrapper(const PyGlobal& cls)
{
    return isJoblibModule(cls.module) && (cls.name == "NDArrayWrapper" || cls.name == "ZNDArrayWrapper");
}

JoblibArray joblibArrayOf(const PyValue& state)
{
    if (state.kind() != PyValue::Kind::Dict)
        throw ValueError("joblib NumpyArrayWrapper state must be a dict, not " + state.typeName());
    JoblibArray out;
    out.shape = shapeOf(field(state, "shape"));
    const PyValue& order = field(state, "order");
    if (order.kind() != PyValue::Kind::Str || (order.asString() != "C" && order.asString() != "F"))
        throw ValueError("joblib NumpyArrayWrapper order must be 'C' or 'F'");
    out.fortran = order.asString() == "F";
    const auto dtype = dtypeOf(field(state, "dtype"));
    if (!dtype)
        throw ValueError("joblib array of a numpy dtype that is not supported (datetime64, float128, sub-arrays)");
    out.dtype = *dtype;
    out.objects = dtype->isObject();
    // Absent before joblib 1.2; None when the file could not tell its position (compressed).
    const PyValue* alignment = state.find("numpy_array_alignment_bytes");
    out.padded = alignment && alignment->kind() != PyValue::Kind::None;
    std::int64_t count = 0;
    if (!checkedProduct(out.shape, std::int64_t(out.dtype.itemSize()), &out.bytes, &count))
        throw ValueError("joblib array is too big; its shape overflows");
    return out;
}

} // namespace ReplayScope::Core::Pickle
