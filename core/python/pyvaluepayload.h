// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

// Internal to the core sources (not part of the public API): the definition of
// PyValue's payload, for pyvalue.cpp and for the few loops that read thousands of values
// in place (Batch.stack and cat of uniform trees, issue 10), where asArray()'s
// out-of-line checks cost more instructions than the copy they lead to.

#include <core/batch/batch.h>
#include <core/python/pyvalue.h>

#include <complex>
#include <memory>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

namespace ReplayScope::Core {

namespace PyValueDetail {

/// Bytes living inside a storage (a file mapping), kept alive by the shared pointer.
struct BytesView {
    std::shared_ptr<Storage> storage;
    std::size_t offset = 0;
    std::size_t size = 0;
};

} // namespace PyValueDetail

/// What a PyValue that does not fit inline holds.
struct PyValue::Payload {
    std::variant<std::monostate, std::complex<double>, BigInt, std::string, PyValueDetail::BytesView,
                 std::vector<PyValue>, PyValue::Items, NdArray, DType, std::shared_ptr<Batch>, PyGlobal,
                 std::shared_ptr<PyObject>>
        data;
    // Hash index of dict keys (hash -> position), built on demand for large dicts so
    // that unpickling a dict with many keys stays linear; null while not built, and
    // dropped whenever the items are handed out for mutation. Behind a pointer because
    // every array, number and Batch made per step has a payload too (issue 23): an
    // empty hash table in each cost a construction and a destruction.
    mutable std::unique_ptr<std::unordered_multimap<std::size_t, std::size_t>> index;
};

inline const NdArray* PyValue::arrayInPlace() const
{
    // Back edges made weak by breakCycles are containers, never arrays or Batches; should
    // one be, it may have been released, which only the checked accessors report.
    if ((m_kind != Kind::Array && m_kind != Kind::Scalar) || m_weak)
        return nullptr;
    boxInlineArray();
    return std::get_if<NdArray>(&m_payload->data);
}

inline const Batch* PyValue::batchInPlace() const
{
    if (m_kind != Kind::Batch || m_weak)
        return nullptr;
    const auto* batch = std::get_if<std::shared_ptr<Batch>>(&m_payload->data);
    return batch ? batch->get() : nullptr;
}

} // namespace ReplayScope::Core
