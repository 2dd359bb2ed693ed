// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#pragma once

#include <core/batch/batch.h>
#include <core/python/pyvalue.h>

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace ReplayScope::Core {
class ReplayBuffer;
}

namespace ReplayScope::Bench {

/// Rows of the large files and buffers (bench.md's "1m").
inline constexpr std::int64_t MillionRows = 1'000'000;

/// The inputs of the workloads, made once on first use.
///
/// Files come from --data DIR (written by reference.py, so both sides read the very same
/// bytes) or, without it, are written by our own writers into a temporary folder that is
/// removed at exit. In-memory inputs (the 2,000 small Batches, the dropnull Batch) are
/// made with a fixed seed, the same shapes and dtypes reference.py uses.
class Inputs final {
public:
    explicit Inputs(std::string dataDir);
    ~Inputs();
    Inputs(const Inputs&) = delete;
    Inputs& operator=(const Inputs&) = delete;

    /// mujoco_1m.h5: Tianshou's save_hdf5 layout of a 1M-transition ReplayBuffer.
    const std::string& hdf5Path();
    /// mujoco_1m.pkl: pickle protocol 4 of the same buffer.
    const std::string& picklePath();
    /// mujoco_1m.gzip.h5: the same buffer saved with compression="gzip" (our writer;
    /// made beside the other files on first use, also under --data).
    const std::string& gzipHdf5Path();
    /// Two save_hdf5 files of a rows-transition buffer for `diff` (benchcompare.cpp): A is
    /// mujocoBufferState(rows), B the same with rew + 1 in every 1000th row and obs of the
    /// last tenth of the rows shifted by 0.25. Made beside the other files on first use
    /// (mujoco_<rows>_a.h5 / _b.h5; about 167 bytes per row each), kept under --data.
    std::pair<std::string, std::string> diffPair(std::int64_t rows);
    /// 2,000 Batches: obs.pos (8,3) f64, obs.vel (8,3) f64, act (8,) i64, rew (8,) f64.
    const std::vector<Core::PyValue>& smallBatches();
    /// Their concatenation (16,000 rows), for split.
    const Core::Batch& catted();
    /// a f64 (1M,) with NaN every 97th row, b f64 (1M,4).
    const Core::Batch& nullBatch();
    /// The 1M buffer, read from the pickle (its storage maps the file).
    const std::shared_ptr<Core::ReplayBuffer>& millionBuffer();

private:
    void makeFiles();

    std::string m_dataDir;
    std::string m_tempDir; // ours to remove
    std::string m_hdf5Path, m_picklePath, m_gzipPath;
    std::vector<Core::PyValue> m_smallBatches;
    std::unique_ptr<Core::Batch> m_catted, m_nullBatch;
    std::shared_ptr<Core::ReplayBuffer> m_buffer;
};

/// The `__dict__` of a Tianshou v2 ReplayBuffer holding rows transitions of MuJoCo
/// shapes (obs 17, act 6 float32), deterministic pseudo-random values.
Core::PyValue mujocoBufferState(std::int64_t rows);

} // namespace ReplayScope::Bench
