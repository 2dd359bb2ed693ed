// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Tianshou's Batch from its pickled state (tianshou-spec.md 1.21): `__setstate__`
// calls `__init__(**state)`, so nested dicts become Batches and every value goes
// through the Batch conversion again. Buffers stay opaque objects; their `_meta` and
// other Batches inside are converted here.

#include "pickleinternal.h"

#include <core/batch/batch.h>
#include <core/error.h>

namespace ReplayScope::Core::Pickle {

std::optional<PyValue> tianshouBatchBuild(const PyValue& state)
{
    if (state.isNone())
        return PyValue::batch(Batch::make());
    if (state.kind() != PyValue::Kind::Dict)
        throw ValueError("Batch state must be a dict, not " + state.typeName());
    std::vector<Batch::Entry> entries;
    entries.reserve(state.dictItems().size());
    for (const auto& [k, v] : state.dictItems()) {
        if (k.kind() != PyValue::Kind::Str)
            throw AssertionError("keys should all be string");
        entries.emplace_back(std::string(k.asString()), v);
    }
    return PyValue::batch(Batch::make(entries));
}

} // namespace ReplayScope::Core::Pickle
