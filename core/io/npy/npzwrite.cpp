// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
//
// Writing .npz archives as np.savez / np.savez_compressed do.
#include "npzarchive.h"
#include "zipwriter.h"

#include <core/array/arrayops.h>
#include <core/error.h>
#include <core/io/atomicfile.h>

namespace ReplayScope::Core {

namespace {

void flatten(const Batch& batch, const std::string& prefix, std::vector<std::pair<std::string, NdArray>>& out)
{
    for (const auto& [key, value] : batch.entries()) {
        if (key.find('.') != std::string::npos)
            throw ValueError("key '" + prefix + key + "' contains a dot; .npz keys use dots for nesting");
        const std::string path = prefix + key;
        if (value.isBatch()) {
            flatten(*value.asBatch(), path + ".", out); // an empty (reserved) Batch adds nothing
        } else if (value.isArray() || value.kind() == PyValue::Kind::Scalar) {
            out.emplace_back(path, value.asArray());
        } else {
            out.emplace_back(path, asAnyArray(value)); // np.savez applies np.asanyarray
        }
    }
}

} // namespace

void writeNpzFile(const std::string& path, const std::vector<std::pair<std::string, NdArray>>& arrays,
                  NpzWriteOptions options)
{
    AtomicFile file(path);
    Zip::Writer zip([&file](std::string_view bytes) { file.write(bytes); });
    for (const auto& [key, array] : arrays) {
        const NdArray& a = array;
        zip.add(
            key + ".npy", [&a](const std::function<void(std::string_view)>& sink) { writeNpy(a, sink); },
            options.compress);
    }
    zip.finish();
    file.commit();
}

void writeNpzFile(const std::string& path, const Batch& batch, NpzWriteOptions options)
{
    std::vector<std::pair<std::string, NdArray>> arrays;
    flatten(batch, {}, arrays);
    writeNpzFile(path, arrays, options);
}

} // namespace ReplayScope::Core
