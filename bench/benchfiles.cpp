// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// open_* and load_* workloads: the 1M-transition buffer from HDF5 and from a pickle.
// "open" stops when the key tree with dtypes and shapes is known; "load" also makes
// every array readable, here by touching every page of every array (the arrays are
// views of the file mapping, so this is the whole cost of having them in memory).
// window_hdf5_gz: open a gzip file and read 50 rows of a dataset left unread at open.

#include "benchharness.h"
#include "benchinputs.h"

#include <core/io/hdf5/tianshouhdf5.h>
#include <core/io/pickle/picklereader.h>
#include <core/array/rowwindow.h>

#include <memory>

namespace ReplayScope::Bench {

using namespace Core;

namespace {

constexpr std::int64_t PageSize = 4096;

// Reads one byte of every page of every array in value; returns their xor.
std::uint64_t touchPages(const PyValue& value)
{
    std::uint64_t acc = 0;
    switch (value.kind()) {
    case PyValue::Kind::Array: {
        const NdArray& a = value.asArray();
        if (a.dtype().isObject() || a.nbytes() == 0)
            return 0;
        const NdArray c = a.contiguous();
        const auto* p = reinterpret_cast<const volatile std::uint8_t*>(c.elementPtr(0));
        for (std::int64_t at = 0; at < c.nbytes(); at += PageSize)
            acc ^= p[at];
        return acc ^ p[c.nbytes() - 1];
    }
    case PyValue::Kind::Batch:
        for (const auto& [key, v] : value.asBatch()->entries())
            acc ^= touchPages(v);
        return acc;
    case PyValue::Kind::Dict:
        for (const auto& [key, v] : value.dictItems())
            acc ^= touchPages(v);
        return acc;
    case PyValue::Kind::Object: return value.asObject()->state ? touchPages(*value.asObject()->state) : 0;
    default: return 0;
    }
}

} // namespace

void addFileWorkloads(std::vector<Workload>& out)
{
    out.push_back({"open_hdf5_1m", [](Inputs& in) -> std::function<void()> {
                       auto result = std::make_shared<TianshouHdf5>();
                       return [path = in.hdf5Path(), result] {
                           *result = readTianshouHdf5(path);
                           keep(static_cast<std::uint64_t>(result->meta->keys().size()));
                       };
                   }});
    out.push_back({"load_hdf5_1m", [](Inputs& in) -> std::function<void()> {
                       auto result = std::make_shared<TianshouHdf5>();
                       return [path = in.hdf5Path(), result] {
                           *result = readTianshouHdf5(path);
                           keep(touchPages(result->state));
                       };
                   }});
    // Issue 4: open the gzip-compressed 1M file and read the last 50 rows of obs, which
    // reads a chunk or two through the chunk cache, never the whole (deferred) dataset.
    out.push_back({"window_hdf5_gz", [](Inputs& in) -> std::function<void()> {
                       auto result = std::make_shared<TianshouHdf5>();
                       return [path = in.gzipHdf5Path(), result] {
                           *result = readTianshouHdf5(path);
                           const NdArray& obs = result->meta->get("obs").asArray();
                           const NdArray rows = readRowWindow(obs, obs.shape().front() - 50, obs.shape().front());
                           keep(static_cast<std::uint64_t>(rows.toDouble(0) * 1000.0));
                       };
                   }});
    out.push_back({"open_pickle_1m", [](Inputs& in) -> std::function<void()> {
                       auto result = std::make_shared<PyValue>();
                       return [path = in.picklePath(), result] {
                           *result = PickleReader().readFile(path);
                           keep(static_cast<std::uint64_t>(result->kind()));
                       };
                   }});
    out.push_back({"load_pickle_1m", [](Inputs& in) -> std::function<void()> {
                       auto result = std::make_shared<PyValue>();
                       return [path = in.picklePath(), result] {
                           *result = PickleReader().readFile(path);
                           keep(touchPages(*result));
                       };
                   }});
}

} // namespace ReplayScope::Bench
