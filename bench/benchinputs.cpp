// SPDX-FileCopyrightText: 2026 ReplayScope developers
// SPDX-License-Identifier: MIT
#include "benchinputs.h"

#include <core/buffer/bufferstate.h>
#include <core/buffer/replaybuffer.h>
#include <core/error.h>
#include <core/io/hdf5/hdf5writer.h>
#include <core/io/pickle/picklereader.h>
#include <core/io/pickle/picklewriter.h>
#include <core/array/ndarray.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <random>

namespace ReplayScope::Bench {

using namespace Core;

namespace {

NdArray randomFloats(std::mt19937_64& rng, const DType& dtype, Shape shape)
{
    NdArray a(dtype, std::move(shape));
    std::normal_distribution<double> normal;
    for (std::int64_t i = 0; i < a.size(); ++i)
        a.setElement(i, PyValue::fromFloat(normal(rng)));
    return a;
}

NdArray randomBools(std::mt19937_64& rng, std::int64_t n, double p)
{
    NdArray a(DType(DTypeKind::Bool), {n});
    std::bernoulli_distribution coin(p);
    for (std::int64_t i = 0; i < n; ++i)
        a.setElement(i, PyValue::fromBool(coin(rng)));
    return a;
}

} // namespace

PyValue mujocoBufferState(std::int64_t rows)
{
    std::mt19937_64 rng(0);
    const DType f32(DTypeKind::Float32);
    const NdArray terminated = randomBools(rng, rows, 0.001);
    const NdArray truncated = randomBools(rng, rows, 0.001);
    NdArray done(DType(DTypeKind::Bool), {rows});
    for (std::int64_t i = 0; i < rows; ++i)
        done.setElement(i, PyValue::fromBool(terminated.toBool(i) || truncated.toBool(i)));
    auto meta = Batch::make({
        {"obs", PyValue::array(randomFloats(rng, f32, {rows, 17}))},
        {"act", PyValue::array(randomFloats(rng, f32, {rows, 6}))},
        {"rew", PyValue::array(randomFloats(rng, f32, {rows}))},
        {"terminated", PyValue::array(terminated)},
        {"truncated", PyValue::array(truncated)},
        {"obs_next", PyValue::array(randomFloats(rng, f32, {rows, 17}))},
        {"info", PyValue::batch(Batch::make())},
        {"done", PyValue::array(done)},
    });
    const PyValue options = PyValue::dict({{PyValue::fromStr("stack_num"), PyValue::fromInt(1)},
                                           {PyValue::fromStr("ignore_obs_next"), PyValue::fromBool(false)},
                                           {PyValue::fromStr("save_only_last_obs"), PyValue::fromBool(false)},
                                           {PyValue::fromStr("sample_avail"), PyValue::fromBool(false)}});
    auto entry = [](const char* key, PyValue value) { return std::make_pair(PyValue::fromStr(key), std::move(value)); };
    return PyValue::dict({
        entry("options", options),
        entry("maxsize", PyValue::fromInt(rows)),
        entry("stack_num", PyValue::fromInt(1)),
        entry("_indices", PyValue::array(NdArray::arange(rows))),
        entry("_save_obs_next", PyValue::fromBool(true)),
        entry("_save_only_last_obs", PyValue::fromBool(false)),
        entry("_sample_avail", PyValue::fromBool(false)),
        entry("_meta", PyValue::batch(meta)),
        entry("last_index", PyValue::array(NdArray::fromInts({rows - 1}, {1}))),
        entry("_insertion_idx", PyValue::fromInt(0)),
        entry("_size", PyValue::fromInt(rows)),
        entry("_ep_return", PyValue::scalar(NdArray::scalar(0.0))),
        entry("_ep_len", PyValue::fromInt(0)),
        entry("_ep_start_idx", PyValue::fromInt(0)),
    });
}

Inputs::Inputs(std::string dataDir)
    : m_dataDir(std::move(dataDir))
{
}

Inputs::~Inputs()
{
    m_buffer.reset();
    if (!m_tempDir.empty()) {
        std::error_code ignored;
        std::filesystem::remove_all(m_tempDir, ignored);
    }
}

void Inputs::makeFiles()
{
    if (!m_hdf5Path.empty())
        return;
    std::string dir = m_dataDir;
    if (dir.empty()) {
        std::string pattern = (std::filesystem::temp_directory_path() / "replayscope-bench-XXXXXX").string();
        if (!mkdtemp(pattern.data()))
            throw IoError("cannot make a temporary folder for the benchmark inputs");
        m_tempDir = dir = pattern;
    }
    m_hdf5Path = dir + "/mujoco_1m.h5";
    m_picklePath = dir + "/mujoco_1m.pkl";
    if (!m_dataDir.empty()) {
        for (const auto& p : {m_hdf5Path, m_picklePath})
            if (!std::filesystem::exists(p))
                throw IoError(p + " is missing: run bench/reference.py --data " + m_dataDir + " first");
        return;
    }
    const PyValue state = mujocoBufferState(MillionRows);
    writeTianshouHdf5(m_hdf5Path, state);
    auto object = std::make_shared<PyObject>();
    object->cls = {"tianshou.data.buffer.buffer_base", "ReplayBuffer"};
    object->creation = PyObject::Creation::NewObj;
    object->args = std::make_shared<const std::vector<PyValue>>();
    object->state = std::make_shared<PyValue>(state);
    PickleWriter::writeFile(m_picklePath, PyValue::object(object));
}

const std::string& Inputs::hdf5Path()
{
    makeFiles();
    return m_hdf5Path;
}

const std::string& Inputs::gzipHdf5Path()
{
    makeFiles();
    if (m_gzipPath.empty()) {
        m_gzipPath = std::filesystem::path(m_hdf5Path).replace_filename("mujoco_1m.gzip.h5").string();
        if (!std::filesystem::exists(m_gzipPath))
            writeTianshouHdf5(m_gzipPath, mujocoBufferState(MillionRows), Hdf5Compression::gzip());
    }
    return m_gzipPath;
}

const std::string& Inputs::picklePath()
{
    makeFiles();
    return m_picklePath;
}

std::pair<std::string, std::string> Inputs::diffPair(std::int64_t rows)
{
    makeFiles();
    const std::filesystem::path dir = std::filesystem::path(m_hdf5Path).parent_path();
    const std::string stem = (dir / ("mujoco_" + std::to_string(rows))).string();
    std::pair<std::string, std::string> paths{stem + "_a.h5", stem + "_b.h5"};
    if (std::filesystem::exists(paths.first) && std::filesystem::exists(paths.second))
        return paths;
    PyValue state = mujocoBufferState(rows);
    writeTianshouHdf5(paths.first, state);
    Batch& meta = *state.find("_meta")->asBatch();
    NdArray rew = meta.get("rew").asArray().copy();
    for (std::int64_t i = 0; i < rows; i += 1000)
        rew.setElement(i, PyValue::fromFloat(rew.toDouble(i) + 1.0));
    NdArray obs = meta.get("obs").asArray().copy();
    for (std::int64_t i = rows - rows / 10; i < rows; ++i)
        for (std::int64_t k = 0; k < 17; ++k)
            obs.setElement(i * 17 + k, PyValue::fromFloat(obs.toDouble(i * 17 + k) + 0.25));
    meta.set("rew", PyValue::array(rew));
    meta.set("obs", PyValue::array(obs));
    writeTianshouHdf5(paths.second, state);
    return paths;
}

const std::vector<PyValue>& Inputs::smallBatches()
{
    if (!m_smallBatches.empty())
        return m_smallBatches;
    std::mt19937_64 rng(1);
    const DType f64(DTypeKind::Float64);
    std::uniform_int_distribution<std::int64_t> actions(0, 9);
    for (int i = 0; i < 2000; ++i) {
        NdArray act(DType(DTypeKind::Int64), {8});
        for (std::int64_t k = 0; k < 8; ++k)
            act.setElement(k, PyValue::fromInt(actions(rng)));
        auto obs = Batch::make({{"pos", PyValue::array(randomFloats(rng, f64, {8, 3}))},
                                {"vel", PyValue::array(randomFloats(rng, f64, {8, 3}))}});
        m_smallBatches.push_back(PyValue::batch(Batch::make({{"obs", PyValue::batch(obs)},
                                                             {"act", PyValue::array(act)},
                                                             {"rew", PyValue::array(randomFloats(rng, f64, {8}))}})));
    }
    return m_smallBatches;
}

const Batch& Inputs::catted()
{
    if (!m_catted)
        m_catted = std::make_unique<Batch>(Batch::cat(smallBatches()));
    return *m_catted;
}

const Batch& Inputs::nullBatch()
{
    if (m_nullBatch)
        return *m_nullBatch;
    std::mt19937_64 rng(2);
    const DType f64(DTypeKind::Float64);
    NdArray a = randomFloats(rng, f64, {MillionRows});
    for (std::int64_t i = 0; i < MillionRows; i += 97)
        a.setElement(i, PyValue::fromFloat(std::numeric_limits<double>::quiet_NaN()));
    m_nullBatch = std::make_unique<Batch>(std::vector<Batch::Entry>{
        {"a", PyValue::array(a)}, {"b", PyValue::array(randomFloats(rng, f64, {MillionRows, 4}))}});
    return *m_nullBatch;
}

const std::shared_ptr<ReplayBuffer>& Inputs::millionBuffer()
{
    if (!m_buffer)
        m_buffer = bufferFromObject(PickleReader().readFile(picklePath()));
    return m_buffer;
}

} // namespace ReplayScope::Bench
